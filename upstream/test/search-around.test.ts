import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allItems, startTestUpstream, type Client } from './helpers.ts';

const KEYS = ['id', 'resourceType', 'name', 'images', 'address', 'regionName', 'longitude', 'latitude', 'distance'];
const ANSWERING = ['site510100', 'site513225', 'site530700', 'site450300', 'site610100', 'site222400'];

let c: Client;
beforeAll(async () => {
  c = await startTestUpstream();
});
afterAll(async () => {
  await c.upstream.close();
});

const km = (items: Record<string, unknown>[]) => items.map((i) => Number(i.distance));

describe('res/api/es/searchAround and foundAround', () => {
  it('gives the places around a point, nearest first within the radius, of one kind or of all, on every answering site', async () => {
    for (const siteCode of ANSWERING) {
      const [scenic] = (await c.list('res/api/scenic/list', { siteCode, pageSize: 1 })).datas;
      const point = { lng: String(scenic!.longitude), lat: String(scenic!.latitude) };
      const all = await allItems(c, 'res/api/es/searchAround', { siteCode, ...point, distance: 20 });
      expect(all.length, siteCode).toBeGreaterThan(1);
      for (const item of all) expect(Object.keys(item).sort()).toEqual([...KEYS].sort());
      expect(km(all)).toEqual([...km(all)].sort((a, b) => a - b));
      expect(Math.max(...km(all))).toBeLessThanOrEqual(20);
      expect(all[0]!.id).toBe(scenic!.id);
      const venues = await allItems(c, 'res/api/es/searchAround', { siteCode, ...point, distance: 50, type: 'CONTENT_TYPE_VENUE' });
      expect(venues.every((v) => v.resourceType === 'CONTENT_TYPE_VENUE')).toBe(true);
    }
  });

  it('gives the places around a place, the place itself left out; refuses a missing point, an unknown place, kind or radius', async () => {
    const [scenic] = (await c.list('res/api/scenic/list', { pageSize: 1 })).datas;
    const around = await allItems(c, 'res/api/es/foundAround', {
      resourceType: 'CONTENT_TYPE_SCENERY',
      id: String(scenic!.id),
      distance: 30,
    });
    expect(around.length).toBeGreaterThan(0);
    expect(around.map((p) => p.id)).not.toContain(scenic!.id);
    expect(km(around)).toEqual([...km(around)].sort((a, b) => a - b));
    expect((await c.list('res/api/es/searchAround', { lng: '104.06' })).code).toBe(1);
    expect((await c.list('res/api/es/foundAround', { resourceType: 'CONTENT_TYPE_SCENERY', id: '999999' })).code).toBe(1);
    expect((await c.list('res/api/es/searchAround', { lng: '104.06', lat: '30.67', type: 'NOPE' })).code).toBe(1);
    expect((await c.list('res/api/es/searchAround', { lng: '104.06', lat: '30.67', distance: '51' })).code).toBe(1);
    const page = await c.list('res/api/es/searchAround', { lng: '104.06', lat: '30.67', distance: 50, pageSize: 2, currPage: 2 });
    expect(page.datas.length).toBeLessThanOrEqual(2);
    expect(page.page.currPage).toBe(2);
  });
});
