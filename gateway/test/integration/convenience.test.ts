import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness } from './harness.ts';
import type { Harness } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const LIST = `query ($kind: FacilityKind!, $near: GeoPointInput, $first: Int, $after: String) {
  facilities(kind: $kind, near: $near, first: $first, after: $after) {
    totalCount
    pageInfo { hasNextPage endCursor }
    edges { node { id upstreamId kind name address location { longitude latitude } distance { meters text } phone openingHours note parkingSpaces { free total } mapPath } }
  }
}`;

interface FacilityNode {
  id: string;
  upstreamId: string;
  kind: string;
  name: string;
  address: string | null;
  location: { longitude: number; latitude: number } | null;
  distance: { meters: number; text: string } | null;
  parkingSpaces: { free: number; total: number } | null;
  mapPath: string | null;
  note: string | null;
}
interface ListResult {
  facilities: { totalCount: number; pageInfo: { hasNextPage: boolean; endCursor: string | null }; edges: { node: FacilityNode }[] };
}

const CHENGDU = { longitude: 104.0665, latitude: 30.5723 };

describe('convenience facilities (the service map and the self-drive page)', () => {
  it('lists each kind, nearest first from `near` with distances; car parks with their spaces; a map path each', async () => {
    for (const kind of ['PARKING', 'TOILET', 'GAS_STATION', 'BUS_STOP', 'MEDICAL']) {
      const r = await h.gql<ListResult>(LIST, { kind, near: CHENGDU, first: 50 });
      expect(r.errors, kind).toBeUndefined();
      const nodes = r.data!.facilities.edges.map((e) => e.node);
      expect(nodes.length, kind).toBeGreaterThan(0);
      expect(nodes.every((n) => n.kind === kind)).toBe(true);
      const meters = nodes.map((n) => n.distance!.meters);
      expect(meters).toEqual([...meters].sort((a, b) => a - b));
      expect(nodes[0]!.distance!.text).toMatch(/^\d+\.\d{2}(m|km)$/);
      for (const n of nodes) expect(n.mapPath).toMatch(/^\/open-map\/[\d.]+\/[\d.]+\/[^/]+\/[^/]+$/);
      if (kind === 'PARKING') for (const n of nodes) expect(n.parkingSpaces!.free).toBeLessThanOrEqual(n.parkingSpaces!.total);
      else expect(nodes.every((n) => n.parkingSpaces === null)).toBe(true);
    }
    // no position, no distance
    const plain = await h.gql<ListResult>(LIST, { kind: 'TOILET', first: 5 });
    expect(plain.data!.facilities.edges.every((e) => e.node.distance === null)).toBe(true);
  });

  it('the English site in English, distances with a comma on the French one', async () => {
    const en = await h.gql<ListResult>(LIST, { kind: 'PARKING', first: 50 }, { 'x-site-code': 'site450300' });
    expect(en.errors).toBeUndefined();
    for (const { node } of en.data!.facilities.edges)
      expect(`${node.name} ${node.address ?? ''} ${node.note ?? ''}`).not.toMatch(/[\u3400-\u9fff\u3040-\u30ff\uac00-\ud7af]/);
    const fr = await h.gql<ListResult>(
      LIST,
      { kind: 'GAS_STATION', near: { longitude: 100.23, latitude: 26.87 }, first: 1 },
      { 'x-site-code': 'site530700' },
    );
    expect(fr.data!.facilities.edges[0]!.node.distance!.text).toMatch(/^\d+,\d{2}(m|km)$/);
  });

  it('pages with cursors, refetches by node(id) in one read per kind, and refuses a bad position', async () => {
    const all = (await h.gql<ListResult>(LIST, { kind: 'BUS_STOP', first: 50 })).data!.facilities;
    const seen: string[] = [];
    let after: string | null = null;
    for (let i = 0; i < 60; i += 1) {
      const r: { data?: ListResult | null } = await h.gql<ListResult>(LIST, { kind: 'BUS_STOP', first: 2, after });
      seen.push(...r.data!.facilities.edges.map((e) => e.node.upstreamId));
      if (!r.data!.facilities.pageInfo.hasNextPage) break;
      after = r.data!.facilities.pageInfo.endCursor;
    }
    expect(seen).toEqual(all.edges.map((e) => e.node.upstreamId));
    const parking = (await h.gql<ListResult>(LIST, { kind: 'PARKING', first: 3 })).data!.facilities.edges.map((e) => e.node);
    const ids = [...all.edges.slice(0, 3).map((e) => e.node.id), ...parking.map((n) => n.id)];
    const nodes = await h.gql<{ nodes: ({ name: string; kind: string } | null)[] }>(
      'query ($ids: [ID!]!) { nodes(ids: $ids) { ... on Facility { name kind } } }',
      { ids },
    );
    expect(nodes.errors).toBeUndefined();
    expect(nodes.data!.nodes.map((n) => n?.name)).toEqual([
      ...all.edges.slice(0, 3).map((e) => e.node.name),
      ...parking.map((n) => n.name),
    ]);
    expect(nodes.upstreamCalls).toBeLessThanOrEqual(3);
    const bad = await h.gql(LIST, { kind: 'TOILET', near: { longitude: 200, latitude: 0 } });
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(bad.upstreamCalls).toBe(0);
  });
});
