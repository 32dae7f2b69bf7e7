import { toGlobalId } from '../../core/relay/global-id.ts';
import type { RegionInfoRow, RegionSource, RegionTreeRow } from './types.ts';

export function regionFromInfo(row: RegionInfoRow): RegionSource {
  return { __typename: 'Region', code: String(row.region), name: row.name ?? String(row.region), children: null };
}

/**
 * Sources of shared tree rows: a region tree the upstream HTTP cache keeps is one frozen answer
 * shared by every request of the site (core/upstream/client.ts), so its ~300 regions are built
 * once per answer, global ids included, not on every request. A row that is not frozen belongs
 * to one request and is built anew.
 */
const builtFromSharedRow = new WeakMap<RegionTreeRow, RegionSource>();

export function regionFromTree(row: RegionTreeRow): RegionSource {
  const shared = Object.isFrozen(row);
  if (shared) {
    const built = builtFromSharedRow.get(row);
    if (built) return built;
  }
  const code = String(row.region);
  const source: RegionSource = { __typename: 'Region', code, name: row.name ?? code, children: row.subList ?? [] };
  if (shared) {
    source.globalId = toGlobalId('Region', code);
    builtFromSharedRow.set(row, Object.freeze(source));
  }
  return source;
}

/** The sources of a list of tree rows (the same array for the same shared list). */
const builtFromSharedList = new WeakMap<readonly RegionTreeRow[], RegionSource[]>();

export function regionsFromTree(rows: readonly RegionTreeRow[]): RegionSource[] {
  if (!Object.isFrozen(rows)) return rows.map(regionFromTree);
  let built = builtFromSharedList.get(rows);
  if (!built) {
    built = Object.freeze(rows.map(regionFromTree)) as RegionSource[];
    builtFromSharedList.set(rows, built);
  }
  return built;
}

/** Depth-first search of a region tree. */
export function findInTree(tree: readonly RegionTreeRow[], code: string): RegionTreeRow | null {
  for (const node of tree) {
    if (String(node.region) === code) return node;
    const found = findInTree(node.subList ?? [], code);
    if (found) return found;
  }
  return null;
}

/** Depth-first search of a region tree by name (the first match). */
export function findInTreeByName(tree: readonly RegionTreeRow[], name: string): RegionTreeRow | null {
  for (const node of tree) {
    if (node.name === name) return node;
    const found = findInTreeByName(node.subList ?? [], name);
    if (found) return found;
  }
  return null;
}
