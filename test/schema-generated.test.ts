// The root schema.graphql is generated from the domains' SDL (`pnpm schema`); frontends, the
// Relay compiler, lint and GraphiQL read it, so it must be exactly what a fresh merge gives.
// And the breaking-change check that guards it (scripts/schema) flags what it must flag.
import { readFileSync } from 'node:fs';
import { buildASTSchema, buildSchema, lexicographicSortSchema, printSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { mergedTypeDefs, printContract, sdlFiles } from '../gateway/src/core/sdl.ts';
import { breakingChanges, unmarked } from '../scripts/schema/contract.ts';

const committed = readFileSync(new URL('../schema.graphql', import.meta.url), 'utf8');

describe('the generated contract', () => {
  it("is exactly a fresh merge of the domains (run `pnpm schema` after editing a domain's SDL)", () => {
    expect(committed === printContract(), 'schema.graphql is stale: run `pnpm schema`').toBe(true);
  });

  it('is merged from the core and one SDL file per domain, core first, domains in name order', () => {
    const files = sdlFiles().map((f) => f.replace(/^.*gateway\/src\//, ''));
    expect(files[0]).toBe('core/schema.graphql');
    const domains = files.slice(1);
    expect(domains.length).toBeGreaterThanOrEqual(15);
    expect(domains).toEqual([...domains].sort());
    for (const f of domains) expect(f).toMatch(/^domains\/[a-z-]+\/schema\.graphql$/);
  });

  it('keeps every description and folds every `extend` into its type', () => {
    const schema = buildSchema(committed);
    expect(committed).not.toMatch(/^extend /m);
    expect(schema.getQueryType()?.getFields().node?.description).toMatch(/global id/);
    // Query is extended by several domains: their fields all land on the one type
    const query = Object.keys(schema.getQueryType()!.getFields());
    for (const field of ['node', 'site', 'places', 'news', 'activities', 'viewer', 'externalLink']) expect(query).toContain(field);
    // ...which the domains' files do extend
    const sources = sdlFiles().map((f) => readFileSync(f, 'utf8'));
    expect(sources.filter((s) => /^extend type Query\b/m.test(s)).length).toBeGreaterThan(5);
    expect(printSchema(lexicographicSortSchema(schema))).toBe(printSchema(lexicographicSortSchema(buildASTSchema(mergedTypeDefs()))));
  });
});

describe('the breaking-change check', () => {
  const before = 'type Query { a: String, b(x: Int): Int } enum E { ONE TWO }';

  it('finds removed fields, removed enum values and narrowed arguments, and nothing in additions', async () => {
    expect(await breakingChanges(before, 'type Query { a: String, b(x: Int): Int, c: Int } enum E { ONE TWO THREE }')).toEqual([]);
    const found = await breakingChanges(before, 'type Query { b(x: Int!): Int } enum E { ONE }');
    expect(found.map((c) => c.path).sort()).toEqual(['E.TWO', 'Query.a', 'Query.b.x'].sort());
  });

  it('lets a break through only when the change names its path in a line it adds to BREAKING.md', async () => {
    const found = await breakingChanges(before, 'type Query { b(x: Int): Int } enum E { ONE TWO }');
    expect(unmarked(found, [])).toHaveLength(1);
    expect(unmarked(found, ['- Query.b: renamed'])).toHaveLength(1);
    expect(unmarked(found, ['- Query.a: removed, use Query.b (no frontend reads it)'])).toEqual([]);
  });
});
