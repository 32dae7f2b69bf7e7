import type { RegionInfoRow, RegionSource, RegionTreeRow } from './types.ts';

export function regionFromInfo(row: RegionInfoRow): RegionSource {
  return { __typename: 'Region', code: String(row.region), name: row.name ?? String(row.region), children: null };
}

export function regionFromTree(row: RegionTreeRow): RegionSource {
  return { __typename: 'Region', code: String(row.region), name: row.name ?? String(row.region), children: row.subList ?? [] };
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
