import { describe, expect, it } from 'vitest';
import type { Resolvers } from '../../src/generated/resolvers-types.ts';
import { mergeResolvers, resolvers } from '../../src/registry.ts';

describe("merging the domains' resolvers", () => {
  it("puts each domain's fields of a shared type side by side", () => {
    const a = { Query: { inputLimits: () => null } } as unknown as Resolvers;
    const b = { Query: { node: () => null } } as unknown as Resolvers;
    const merged = mergeResolvers([a, b], {}) as Record<string, Record<string, unknown>>;
    expect(Object.keys(merged.Query!).sort()).toEqual(['inputLimits', 'node']);
  });

  it('refuses a field resolved twice, naming it', () => {
    const a = { Place: { name: () => 'a' } } as unknown as Resolvers;
    const b = { Place: { name: () => 'b' } } as unknown as Resolvers;
    expect(() => mergeResolvers([a, b], {})).toThrow(/^Place\.name is resolved twice/);
  });

  it("the gateway's own resolvers merge without a clash", () => {
    expect(Object.keys(resolvers).length).toBeGreaterThan(50);
  });
});
