import { describe, expect, it } from 'vitest';
import { fromGlobalId } from '../../src/core/relay/global-id.ts';
import { regionFromTree, regionsFromTree } from '../../src/domains/regions/source.ts';
import type { RegionTreeRow } from '../../src/domains/regions/types.ts';

const deepFreeze = <T>(value: T): T => {
  if (value && typeof value === 'object') {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
};
const tree = (): RegionTreeRow[] => [
  {
    region: '510104',
    name: '锦江区',
    subList: [
      { region: '510104017000', name: '锦官驿街道' },
      { region: '510104018000', name: '东湖街道' },
    ],
  },
  { region: '510105', name: '青羊区', subList: null },
];

describe('region sources of a tree', () => {
  it('a shared (frozen, cached) tree is built once: the same sources and ids for every request', () => {
    const shared = deepFreeze(tree());
    const first = regionsFromTree(shared);
    const again = regionsFromTree(shared);
    expect(again).toBe(first);
    expect(regionsFromTree(first[0]!.children!)).toBe(regionsFromTree(shared[0]!.subList!));
    expect(regionFromTree(shared[1]!)).toBe(first[1]);
    expect(first.map((r) => [r.code, r.name, r.children?.length])).toEqual([
      ['510104', '锦江区', 2],
      ['510105', '青羊区', 0],
    ]);
    expect(first.map((r) => fromGlobalId(r.globalId!))).toEqual([
      { type: 'Region', rawId: '510104' },
      { type: 'Region', rawId: '510105' },
    ]);
    expect(Object.isFrozen(first[0])).toBe(true);
  });

  it('a tree of one request (not frozen) is built anew', () => {
    const own = tree();
    const first = regionsFromTree(own);
    expect(regionsFromTree(own)).not.toBe(first);
    expect(regionsFromTree(own)).toEqual(first);
    expect(first[0]!.globalId).toBeUndefined();
  });
});
