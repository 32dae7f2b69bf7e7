import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestUpstream, type Client, type Item } from './helpers.ts';

let c: Client;
beforeAll(async () => {
  c = await startTestUpstream();
});
afterAll(async () => {
  await c.upstream.close();
});

describe('guided tours (res/api/guidedTour)', () => {
  it('getApiList: a dozen tours per site, by level too; getApiTourLevelList counts them', async () => {
    for (const siteCode of ['site510100', 'site513225', 'site530700']) {
      const res = await c.list('res/api/guidedTour/getApiList', { siteCode, pageSize: 50 });
      expect(res.page.total).toBeGreaterThanOrEqual(12);
      const levels = await c.list('res/api/guidedTour/getApiTourLevelList', { siteCode });
      expect(levels.datas.reduce((n, l) => n + Number(l.num), 0)).toBe(res.page.total);
      const five = await c.list('res/api/guidedTour/getApiList', { siteCode, level: 5, pageSize: 50 });
      expect(five.datas.every((t) => t.level === '5' && t.levelName === 'AAAAA')).toBe(true);
      expect(five.page.total).toBe(Number(levels.datas.find((l) => l.level === '5')!.num));
    }
  });

  it('reTitleSearch finds by title or scenic name, and wants a keyword', async () => {
    const res = await c.list('res/api/guidedTour/reTitleSearch', { siteCode: 'site530700', title: 'Lugu' });
    expect(res.page.total).toBeGreaterThan(0);
    expect(res.datas.every((t) => /Lugu/.test(`${t.title} ${t.scenicName}`))).toBe(true);
    expect((await c.list('res/api/guidedTour/reTitleSearch', { title: '%' })).page.total).toBe(0);
    expect((await c.get('res/api/guidedTour/reTitleSearch', { title: ' ' })).code).toBe(1);
  });

  it('getApiDetail: the map, its ground box and the points on both; routes and counts agree', async () => {
    const tour = (await c.list('res/api/guidedTour/getApiList', { pageSize: 1 })).datas[0]!;
    const detail = (
      await c.get<{ code: number; data: Item & { points: Item[] } }>('res/api/guidedTour/getApiDetail', { id: String(tour.id) })
    ).data;
    expect(detail.mapUrl).toMatch(/\/files\/tour-maps\/\d+\.svg$/);
    const [w, e, s, n] = [detail.west, detail.east, detail.south, detail.north].map(Number) as [number, number, number, number];
    expect(w).toBeLessThan(e);
    expect(s).toBeLessThan(n);
    for (const p of detail.points) {
      const x = Number(p.x);
      const y = Number(p.y);
      expect(Number(p.longitude)).toBeCloseTo(w + x * (e - w), 4);
      expect(Number(p.latitude)).toBeCloseTo(n - y * (n - s), 4);
      if (p.type === 'SPOT') expect(p.audioUrl).toMatch(/\.ogg$/);
    }
    const routes = await c.list('res/api/guidedTour/getApiRoute', { id: String(tour.id) });
    expect(routes.datas.length).toBeGreaterThanOrEqual(2);
    const ids = new Set(detail.points.map((p) => p.id));
    for (const r of routes.datas) for (const id of String(r.pointIds).split(',')) expect(ids.has(id)).toBe(true);
    const counts = await c.list('res/api/guidedTour/guidedTourResourceCount', { id: String(tour.id) });
    expect(counts.datas.reduce((x, r) => x + Number(r.num), 0)).toBe(detail.points.length);
    const map = await fetch(String(detail.mapUrl));
    expect(map.headers.get('content-type')).toContain('image/svg+xml');
    const svg = await map.text();
    expect(svg).not.toMatch(/<text/);
    expect((await c.get('res/api/guidedTour/getApiDetail', { id: String(tour.id), siteCode: 'site530700' })).code).toBe(1);
    expect((await c.get('res/api/guidedTour/getApiRoute', { id: '0' })).code).toBe(1);
  });

  it('GUIDE_TOUR is a real entry (no longer coming soon) on every demo site', async () => {
    for (const siteCode of ['site510100', 'site513225', 'site530700']) {
      const menus = (await c.list('config/api/clientMenu/list', { siteCode, clientType: 'WEB', location: 'SERVICE' })).datas.filter(
        (m) => m.menuCode === 'GUIDE_TOUR',
      );
      expect(menus).toHaveLength(1);
      expect(menus[0]!.develop).toBe('0');
    }
  });
});
