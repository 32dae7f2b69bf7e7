/**
 * Destinations (city cards) over the real upstream: the card kinds, the list and its filters, a
 * region's destination with its introduction, another site's cards in its language.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness } from './harness.ts';
import type { Harness } from './harness.ts';
import { cardKind } from '../../src/domains/destinations/rules.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const FR = { 'x-site-code': 'site530700' };

describe('rules', () => {
  it('reads a themed card as THEME whatever its type', () => {
    expect(cardKind({ id: 1, cardType: 'COUNTY', unrealCard: '1' })).toBe('THEME');
    expect(cardKind({ id: 1, cardType: 'town', unrealCard: '0' })).toBe('TOWN');
    expect(cardKind({ id: 1, cardType: 'WHATEVER' })).toBe('COUNTY');
  });
});

describe('destinations', () => {
  const CARD = 'id upstreamId name slogan kind regionCode regionName siteId tags heat detailPath cityPath cover { url }';

  it('lists the city cards (Response B) and filters by kind and region', async () => {
    const all = await h.gql(`{ cityCards(first: 50) { totalCount edges { node { ${CARD} } } } }`);
    expect(all.errors).toBeUndefined();
    expect(all.data!.cityCards.totalCount).toBe(15);
    const city = all.data!.cityCards.edges[0].node;
    expect(city).toMatchObject({ kind: 'CITY', regionCode: '510100', siteId: '1001', cityPath: '/destination-city/510100/1001' });
    expect(city.detailPath).toBe(`/destination-desc/510100/${city.upstreamId}?cardId=${city.upstreamId}`);
    const themed = await h.gql('{ cityCards(kind: THEME, first: 50) { edges { node { kind name } } } }');
    expect(themed.data!.cityCards.edges.map((e: any) => e.node.name)).toEqual(['青城山']);
    const region = await h.gql('{ cityCards(regionCode: "510181", themed: false, first: 50) { edges { node { name } } } }');
    expect(region.data!.cityCards.edges.map((e: any) => e.node.name)).toEqual(['都江堰市']);
    const bad = await h.gql('{ cityCards(regionCode: "51") { totalCount } }');
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('finds the destination of a region, and a card with its introduction', async () => {
    const res = await h.gql(
      `{ destination(regionCode: "510181") { ${CARD} introduction } none: destination(regionCode: "510104001000") { id } }`,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.destination.name).toBe('都江堰市');
    expect(res.data!.destination.introduction).toMatch(/<p>/);
    expect(res.data!.none).toBeNull();
    const fr = await h.gql('{ cityCards(first: 50) { edges { node { name regionName } } } }', {}, FR);
    expect(fr.data!.cityCards.edges.every((e: any) => !/[\u4e00-\u9fff]/.test(e.node.name + e.node.regionName))).toBe(true);
  });
});
