/**
 * Regions over the real upstream: a region's node with its level and children from the site's
 * region tree, regions looked up by id batched into one call, unknown and malformed codes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness } from './harness.ts';
import type { Harness } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

async function site(code: string) {
  const result = await h.gql('{ site { regions { code name level children { code name level } } } }', {}, { 'x-site-code': code });
  expect(result.errors).toBeUndefined();
  return result.data!.site;
}

describe('regions', () => {
  it('Region nodes and children', async () => {
    const s = await site('site510100');
    const county = s.regions[0];
    const regionId = Buffer.from(`Region:${county.code}`).toString('base64url');
    const result = await h.gql('query ($id: ID!) { node(id: $id) { ... on Region { code name level children { code } } } }', {
      id: regionId,
    });
    expect(result.data!.node).toMatchObject({ code: county.code, name: county.name, level: 'COUNTY' });
    expect(result.data!.node.children.map((c: any) => c.code)).toEqual(county.children.map((c: any) => c.code));
  });

  it('regions looked up by id are batched into one region/info call', async () => {
    const list = await h.gql('{ places(kind: SCENIC_AREA, first: 50) { edges { node { region { id } } } } }');
    const ids = [...new Set((list.data!.places.edges as any[]).map((e) => e.node.region.id as string))];
    expect(ids.length).toBeGreaterThan(3);
    await h.dev.resetCalls();
    const result = await h.gql('query($ids: [ID!]!) { nodes(ids: $ids) { id ... on Region { name level } } }', { ids });
    expect(result.errors).toBeUndefined();
    expect((result.data!.nodes as Array<{ id: string } | null>).map((n) => n?.id)).toEqual(ids);
    const { calls } = await h.dev.calls();
    expect(calls.map((c) => c.path)).toEqual(['res/api/region/info']);
    expect(String(calls[0]!.query.regions).split(',').sort()).toEqual(
      ids.map((id) => Buffer.from(id, 'base64url').toString().split(':')[1]).sort(),
    );
  });

  it('an unknown region answers null and a malformed code is never sent upstream; the others come back in one call', async () => {
    const id = (code: string) => Buffer.from(`Region:${code}`).toString('base64url');
    await h.dev.resetCalls();
    const res = await h.gql('query ($ids: [ID!]!) { nodes(ids: $ids) { ... on Region { code name level } } }', {
      ids: [id('999999'), id('51x'), id('510104')],
    });
    expect(res.errors).toBeUndefined();
    expect(res.data!.nodes).toEqual([null, null, { code: '510104', name: '锦江区', level: 'COUNTY' }]);
    const { calls } = await h.dev.calls();
    expect(calls.map((c) => c.path)).toEqual(['res/api/region/info']);
    expect(String(calls[0]!.query.regions).split(',').sort()).toEqual(['510104', '999999']);
  });
});
