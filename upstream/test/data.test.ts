import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/connection.ts';
import { MIGRATIONS } from '../src/db/migrations.ts';
import { lookupRegion } from '../src/regions/division.ts';
import { startUpstream } from '../src/index.ts';
import { allItems, startTestUpstream, withRegionCodes, type Client, type Item } from './helpers.ts';

let a: Client;
let b: Client;
beforeAll(async () => {
  [a, b] = await Promise.all([startTestUpstream(), startTestUpstream()]);
});
afterAll(async () => {
  await Promise.all([a.upstream.close(), b.upstream.close()]);
});

/** Replace the per-server base URL so payloads of two servers compare equal. */
function portless(value: unknown, url: string): string {
  return JSON.stringify(value).replaceAll(url, 'BASE');
}

describe('determinism', () => {
  it('gives identical first pages on two fresh databases', async () => {
    for (const path of [
      'res/api/scenic/list',
      'res/api/hotel/list',
      'res/api/venue/list',
      'res/api/content/list',
      'res/api/scenicSpot/list',
    ]) {
      for (const siteCode of ['site510100', 'site513225', 'site530700']) {
        const [x, y] = await Promise.all([a.list(path, { siteCode }), b.list(path, { siteCode })]);
        expect(portless(x.datas, a.url), `${path} ${siteCode}`).toBe(portless(y.datas, b.url));
        expect(x.page).toEqual(y.page);
      }
    }
    const [dx, dy] = await Promise.all([a.get('res/api/scenic/detail', { id: '10001' }), b.get('res/api/scenic/detail', { id: '10001' })]);
    expect(portless(dx.data, a.url)).toBe(portless(dy.data, b.url));
  });
});

describe('database', () => {
  it('records numbered migrations and seeds only a new database', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'upstream-test-'));
    try {
      const dbPath = join(dir, 'nested', 'upstream.db');
      const db1 = openDatabase(dbPath);
      const versions = (db1.prepare('SELECT version FROM schema_migrations ORDER BY version').all() as { version: number }[]).map(
        (r) => r.version,
      );
      expect(versions).toEqual(MIGRATIONS.map((m) => m.version));
      const count = (db1.prepare('SELECT COUNT(*) AS n FROM places').get() as { n: number }).n;
      db1.prepare("UPDATE places SET name = 'changed' WHERE id = 10001").run();
      db1.close();
      const u = await startUpstream({ port: 0, dbPath });
      try {
        const res = (await (await fetch(`${u.url}/res/api/scenic/detail?siteCode=site510100&id=10001`)).json()) as { data: Item };
        expect(res.data.name).toBe('changed');
      } finally {
        await u.close();
      }
      const db2 = openDatabase(dbPath);
      expect((db2.prepare('SELECT COUNT(*) AS n FROM places').get() as { n: number }).n).toBe(count);
      db2.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('holds the suspended site data even though its calls answer code 3', () => {
    const db = openDatabase(':memory:');
    const n = (db.prepare("SELECT COUNT(*) AS n FROM places WHERE site_code = 'site620200'").get() as { n: number }).n;
    const news = (db.prepare("SELECT COUNT(*) AS n FROM news WHERE site_code = 'site620200'").get() as { n: number }).n;
    db.close();
    expect(n).toBeGreaterThan(10);
    expect(news).toBeGreaterThanOrEqual(12);
  });
});

describe('demo data', () => {
  const SITES: [string, string, [number, number], string][] = [
    ['site510100', '5101', [104.07, 30.67], '成都市'],
    ['site513225', '513225', [103.92, 33.26], ''],
    ['site530700', '5307', [100.23, 26.87], ''],
    ['site450300', '4503', [110.29, 25.27], ''],
    ['site610100', '6101', [108.94, 34.34], ''],
    ['site222400', '2224', [129.5, 42.9], ''],
  ];
  /** The sites in another language name a place's district in it (their county labels), the others by the division's name. */
  const LABELLED = new Set(['site530700', 'site450300', 'site610100', 'site222400']);
  const LATIN = new Set(['site530700', 'site450300']);

  it('puts every place in a real region of its site, near the site', async () => {
    for (const [siteCode, prefix, [lng, lat]] of SITES) {
      for (const kind of ['scenic', 'venue', 'hotel', 'dining', 'rural', 'entertainment', 'speciality', 'exhibition', 'collection']) {
        const items = await withRegionCodes(a, `res/api/${kind}/list`, await allItems(a, `res/api/${kind}/list`, { siteCode }), {
          siteCode,
        });
        expect(items.length, `${siteCode} ${kind}`).toBeGreaterThan(0);
        for (const i of items) {
          const region = String(i.region);
          expect(region.startsWith(prefix), `${siteCode} ${i.name} ${region}`).toBe(true);
          const rec = lookupRegion(region);
          expect(rec, region).not.toBeNull();
          expect(rec?.level === 3 || rec?.level === 4).toBe(true);
          if (!LABELLED.has(siteCode)) expect(i.regionName).toBe(rec?.name);
          else if (LATIN.has(siteCode)) expect(String(i.regionName), `${siteCode} ${i.name}`).not.toMatch(/[\u3400-\u9fff]/);
          else expect(String(i.regionName)).not.toBe('');
          expect(Math.abs(Number(i.longitude) - lng)).toBeLessThan(1.5);
          expect(Math.abs(Number(i.latitude) - lat)).toBeLessThan(1.5);
        }
      }
    }
  });

  it('covers every comfort band and missing occupancy figures', async () => {
    const items = [...(await allItems(a, 'res/api/scenic/list')), ...(await allItems(a, 'res/api/venue/list'))];
    const bands = new Set<string>();
    for (const i of items) {
      const real = i.realTimeNum === null || i.realTimeNum === '' ? null : Number(i.realTimeNum);
      const max = i.maxNum === null || i.maxNum === '' ? null : Number(i.maxNum);
      if (real === null || max === null || max === 0) {
        bands.add('missing');
        continue;
      }
      const r = real / max;
      bands.add(r <= 0.3 ? 'very comfortable' : r < 0.5 ? 'comfortable' : r < 0.6 ? 'general' : r < 0.8 ? 'crowded' : 'very crowded');
    }
    expect(bands).toEqual(new Set(['very comfortable', 'comfortable', 'general', 'crowded', 'very crowded', 'missing']));
  });

  it('writes the French site in French', async () => {
    const scenic = await allItems(a, 'res/api/scenic/list', { siteCode: 'site530700' });
    const first = scenic[0] as Item;
    expect(first.name).toBe('Vieille ville de Lijiang');
    expect(first.level).toBe('AAAAA');
    expect(String(first.summary)).toMatch(/incontournable/);
    const detail = await a.get('res/api/scenic/detail', { siteCode: 'site530700', id: String(first.id) });
    expect(String(detail.data.content)).toMatch(/visiteurs|Comptez/);
    const hotels = await a.list('res/api/hotel/list', { siteCode: 'site530700' });
    const rooms = await a.list('res/api/hotel/roomList', { siteCode: 'site530700', hotelId: String(hotels.datas[0]?.id) });
    expect(String(rooms.datas[0]?.name)).toMatch(/Chambre|Suite/);
    const news = await a.list('res/api/content/list', { siteCode: 'site530700' });
    expect(news.datas.some((n) => /Itinéraire|Avis|:/.test(String(n.title)))).toBe(true);
  });

  it('has the scenic site data around Jiuzhaigou', async () => {
    const scenic = await allItems(a, 'res/api/scenic/list', { siteCode: 'site513225' });
    expect(scenic[0]?.name).toBe('九寨沟风景名胜区');
    const spots = await allItems(a, 'res/api/scenicSpot/list', { siteCode: 'site513225', scenicId: String(scenic[0]?.id) });
    expect(spots.map((s) => s.name)).toContain('五花海');
    const hotels = await a.list('res/api/hotel/list', { siteCode: 'site513225' });
    expect(hotels.page.total).toBeGreaterThanOrEqual(5);
  });

  it('has a mix of opening hours, summaries and 1-4 images on every kind', async () => {
    const items = await allItems(a, 'res/api/dining/list');
    for (const i of items) {
      expect(String(i.openTimeStart)).toMatch(/^\d{2}:\d{2}$/);
      expect(String(i.summary).length).toBeGreaterThan(5);
      const n = String(i.images).split(',').length;
      expect(n).toBeGreaterThanOrEqual(1);
      expect(n).toBeLessThanOrEqual(4);
    }
  });
});
