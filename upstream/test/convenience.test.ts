import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/connection.ts';
import { demoSites } from '../src/families/demo.ts';
import { allItems, startTestUpstream, type Client, type Item } from './helpers.ts';

const PATH = 'res/api/convenience/list';
const TYPES = ['CONTENT_TYPE_PARKING', 'CONTENT_TYPE_TOILET', 'CONTENT_TYPE_GAS_STATION', 'CONTENT_TYPE_BUS_STOP', 'CONTENT_TYPE_MEDICAL'];
const ANSWERING = ['site510100', 'site513225', 'site530700', 'site450300', 'site610100', 'site222400'];
const KEYS = ['id', 'name', 'type', 'address', 'longitude', 'latitude', 'phone', 'openTime', 'remark', 'parkingTotal', 'parkingFree'];

const CJK = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/;
const KANA = /[\u3040-\u30ff]/;
const KANJI = /[\u4e00-\u9fff]/;
const HANGUL = /[\uac00-\ud7af]/;

function km(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lng2 - lng1) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(a)));
}

const texts = (item: Item) => [item.name, item.address, item.remark].map(String);

let c: Client;
beforeAll(async () => {
  c = await startTestUpstream();
});
afterAll(async () => {
  await c.upstream.close();
});

describe('res/api/convenience/list', () => {
  it('answers every type, non-empty and in the agreed shape, on every answering site', async () => {
    for (const siteCode of ANSWERING) {
      for (const type of TYPES) {
        const res = await c.list(PATH, { siteCode, type, pageSize: 50 });
        expect(res.code).toBe(0);
        expect(res.datas.length, `${siteCode} ${type}`).toBeGreaterThan(0);
        expect(res.page.total).toBe(res.datas.length);
        for (const item of res.datas) {
          expect(Object.keys(item).sort()).toEqual([...KEYS].sort());
          for (const key of KEYS) expect(typeof item[key], key).toBe('string');
          expect(item.id).toMatch(/^\d+$/);
          expect(item.type).toBe(type);
          expect(String(item.name).length).toBeGreaterThan(0);
          expect(String(item.address).length).toBeGreaterThan(0);
          expect(Number.isFinite(Number(item.longitude)) && Number(item.longitude) > 70 && Number(item.longitude) < 140).toBe(true);
          expect(Number.isFinite(Number(item.latitude)) && Number(item.latitude) > 15 && Number(item.latitude) < 55).toBe(true);
          expect(item.phone).toMatch(/^(|0\d{2,3}-\d{7,8})$/);
          expect(['00:00-24:00', '07:00-22:00', '']).toContain(item.openTime);
          expect(String(item.remark)).not.toMatch(/\n/);
          if (type === 'CONTENT_TYPE_PARKING') {
            expect(item.parkingTotal).toMatch(/^\d+$/);
            expect(item.parkingFree).toMatch(/^\d+$/);
            expect(Number(item.parkingFree)).toBeLessThanOrEqual(Number(item.parkingTotal));
          } else {
            expect(item.parkingTotal).toBe('');
            expect(item.parkingFree).toBe('');
          }
        }
      }
    }
  });

  it('seeds the demo counts the family promises (1–2 parkings and toilets per scenic area, 4–6 gas stations and bus stops, 2–4 medical points)', async () => {
    const db = openDatabase(':memory:');
    try {
      // the sites the families' generic demo data cover; the Xinjiang edition's site has none of them
      const sites = demoSites(db).map((s) => s.siteCode);
      expect(sites).toContain('site620200');
      expect((db.prepare("SELECT COUNT(*) AS n FROM convenience_facilities WHERE site_code = 'site650100'").get() as { n: number }).n).toBe(
        0,
      );
      const count = db.prepare('SELECT COUNT(*) AS n FROM convenience_facilities WHERE site_code = ? AND type = ?');
      const scenics = db.prepare("SELECT COUNT(*) AS n FROM places WHERE site_code = ? AND resource_type = 'CONTENT_TYPE_SCENERY'");
      for (const site of sites) {
        const n = (type: string) => (count.get(site, type) as { n: number }).n;
        const areas = Math.min(6, Math.max(1, (scenics.get(site) as { n: number }).n));
        for (const type of ['CONTENT_TYPE_PARKING', 'CONTENT_TYPE_TOILET']) {
          expect(n(type), `${site} ${type}`).toBeGreaterThanOrEqual(areas);
          expect(n(type), `${site} ${type}`).toBeLessThanOrEqual(areas * 2);
        }
        for (const type of ['CONTENT_TYPE_GAS_STATION', 'CONTENT_TYPE_BUS_STOP']) {
          expect(n(type), `${site} ${type}`).toBeGreaterThanOrEqual(4);
          expect(n(type), `${site} ${type}`).toBeLessThanOrEqual(6);
        }
        expect(n('CONTENT_TYPE_MEDICAL')).toBeGreaterThanOrEqual(2);
        expect(n('CONTENT_TYPE_MEDICAL')).toBeLessThanOrEqual(4);
      }
      // the same data on every start (seeded, not random)
      const again = openDatabase(':memory:');
      const dump = (d: typeof db) => d.prepare('SELECT * FROM convenience_facilities ORDER BY id').all();
      expect(dump(again)).toEqual(dump(db));
      again.close();
    } finally {
      db.close();
    }
  });

  it('the suspended site answers code 3', async () => {
    expect((await c.get(PATH, { siteCode: 'site620200', type: 'CONTENT_TYPE_PARKING' })).code).toBe(3);
  });

  it('orders by distance from lng/lat, nearest first', async () => {
    for (const siteCode of ['site510100', 'site450300', 'site222400']) {
      for (const type of TYPES) {
        const all = await allItems(c, PATH, { siteCode, type });
        // a point off the first item's area, so the order differs from the sort order
        const far = all[all.length - 1]!;
        const lng = Number(far.longitude) + 0.01;
        const lat = Number(far.latitude) - 0.01;
        const sorted = await allItems(c, PATH, { siteCode, type, lng, lat });
        expect(sorted.map((i) => i.id).sort()).toEqual(all.map((i) => i.id).sort());
        const d = sorted.map((i) => km(lat, lng, Number(i.latitude), Number(i.longitude)));
        for (let k = 1; k < d.length; k++) expect(d[k]!, `${siteCode} ${type} #${k}`).toBeGreaterThanOrEqual(d[k - 1]! - 1e-9);
      }
    }
    // the parkings of Chengdu from a point by the last one: it comes first, the list order changes
    const parkings = await allItems(c, PATH, { type: 'CONTENT_TYPE_PARKING' });
    const last = parkings[parkings.length - 1]!;
    const fromLast = await c.list(PATH, {
      type: 'CONTENT_TYPE_PARKING',
      lng: String(last.longitude),
      lat: String(last.latitude),
      pageSize: 50,
    });
    expect(fromLast.datas[0]!.id).toBe(last.id);
    expect(fromLast.datas.map((i) => i.id)).not.toEqual(parkings.map((i) => i.id));
  });

  it('without both lng and lat (or with non-numbers) keeps the sort order', async () => {
    const plain = await allItems(c, PATH, { type: 'CONTENT_TYPE_TOILET' });
    const ids = plain.map((i) => Number(i.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const byPoint = await allItems(c, PATH, {
      type: 'CONTENT_TYPE_TOILET',
      lng: String(plain[plain.length - 1]!.longitude),
      lat: String(plain[plain.length - 1]!.latitude),
    });
    expect(byPoint.map((i) => i.id)).not.toEqual(plain.map((i) => i.id));
    const queries: Record<string, string>[] = [
      { lng: '104.06' },
      { lat: '30.67' },
      { lng: 'abc', lat: '30.67' },
      { lng: '104.06', lat: '' },
    ];
    for (const query of queries) {
      expect((await allItems(c, PATH, { type: 'CONTENT_TYPE_TOILET', ...query })).map((i) => i.id)).toEqual(plain.map((i) => i.id));
    }
  });

  it('an unknown or missing type answers an empty list', async () => {
    const queries: Record<string, string>[] = [{ type: 'CONTENT_TYPE_HOTEL' }, { type: 'PARKING' }, { type: '' }, {}];
    for (const query of queries) {
      const res = await c.list(PATH, query);
      expect(res.code).toBe(0);
      expect(res.datas).toEqual([]);
      expect(res.page.total).toBe(0);
    }
  });

  it('writes in the site’s language', async () => {
    const itemsOf = async (siteCode: string) => (await Promise.all(TYPES.map((type) => allItems(c, PATH, { siteCode, type })))).flat();
    for (const item of await itemsOf('site510100')) expect(String(item.name)).toMatch(KANJI);
    for (const item of await itemsOf('site450300')) for (const t of texts(item)) expect(t).not.toMatch(CJK);
    for (const item of await itemsOf('site610100')) {
      expect(String(item.name)).toMatch(KANA.test(String(item.name)) ? KANA : KANJI);
      for (const t of texts(item)) expect(t).not.toMatch(HANGUL);
    }
    // every Japanese item has some kana in its name or remark (not a Chinese text in kanji)
    for (const item of await itemsOf('site610100'))
      if (item.type !== 'CONTENT_TYPE_MEDICAL') expect(`${item.name}${item.remark}`).toMatch(KANA);
    for (const item of await itemsOf('site222400')) expect(String(item.name)).toMatch(HANGUL);
    const FRENCH: Record<string, RegExp> = {
      CONTENT_TYPE_PARKING: /^Parking (du centre d'accueil|P2) — /,
      CONTENT_TYPE_TOILET: /^Toilettes /,
      CONTENT_TYPE_GAS_STATION: /^Station-service /,
      CONTENT_TYPE_BUS_STOP: /^Arrêt /,
      CONTENT_TYPE_MEDICAL: /^(Hôpital|Poste de secours)/,
    };
    for (const item of await itemsOf('site530700')) {
      expect(String(item.name)).toMatch(FRENCH[String(item.type)]!);
      for (const t of texts(item)) expect(t).not.toMatch(CJK);
    }
    const lines = await allItems(c, PATH, { siteCode: 'site450300', type: 'CONTENT_TYPE_BUS_STOP' });
    for (const item of lines) expect(item.remark).toMatch(/^Lines \d+(, \d+)+$/);
    const fuels = await allItems(c, PATH, { type: 'CONTENT_TYPE_GAS_STATION' });
    for (const item of fuels) {
      expect(item.remark).toMatch(/92#/);
      expect(item.name).toMatch(/^(中国石化|中国石油|中国海油|壳牌).+加油站$/);
      expect(item.phone).toMatch(/^028-8\d{7}$/);
    }
  });

  it('places the facilities near the site’s scenic areas', async () => {
    const scenics = await allItems(c, 'res/api/scenic/list', {});
    const parkings = await allItems(c, PATH, { type: 'CONTENT_TYPE_PARKING' });
    for (const p of parkings) {
      const nearest = Math.min(...scenics.map((s) => km(Number(s.latitude), Number(s.longitude), Number(p.latitude), Number(p.longitude))));
      expect(nearest, String(p.name)).toBeLessThan(1);
    }
  });

  it('pages walk the whole list', async () => {
    const whole = await c.list(PATH, { type: 'CONTENT_TYPE_PARKING', pageSize: 50 });
    const seen: string[] = [];
    for (let page = 1; page <= whole.page.total; page++) {
      const res = await c.list(PATH, { type: 'CONTENT_TYPE_PARKING', currPage: page, pageSize: 3 });
      expect(res.page).toMatchObject({ currPage: page, pageSize: 3, total: whole.page.total, totalPage: Math.ceil(whole.page.total / 3) });
      if (page > res.page.totalPage) {
        expect(res.datas).toEqual([]);
        break;
      }
      expect(res.datas.length).toBe(page < res.page.totalPage ? 3 : whole.page.total - 3 * (page - 1));
      seen.push(...res.datas.map((i) => String(i.id)));
    }
    expect(seen).toEqual(whole.datas.map((i) => String(i.id)));
  });

  it('is reference data: cacheable', async () => {
    const res = await c.raw(`${PATH}?siteCode=site510100&token=&type=CONTENT_TYPE_PARKING`);
    expect(res.headers.get('cache-control') ?? '').toMatch(/max-age=\d+/);
  });

  it('PARKING, TOILET and GASSTATION are on every demo site’s service menu', async () => {
    const NAMES: Record<string, [string, string, string]> = {
      site510100: ['停车场', '厕所', '加油站'],
      site513225: ['停车场', '厕所', '加油站'],
      site530700: ['Parkings', 'Toilettes', 'Stations-service'],
      site450300: ['Parking', 'Toilets', 'Gas stations'],
      site610100: ['駐車場', 'トイレ', 'ガソリンスタンド'],
      site222400: ['주차장', '화장실', '주유소'],
    };
    for (const siteCode of ANSWERING) {
      const menu = (await c.list('config/api/clientMenu/list', { siteCode, clientType: 'WEB', location: 'SERVICE' })).datas;
      const ours = ['PARKING', 'TOILET', 'GASSTATION'].map((code) => menu.find((m) => m.menuCode === code && m.develop !== '1'));
      expect(
        ours.map((m) => m?.name),
        siteCode,
      ).toEqual(NAMES[siteCode]);
      for (const m of ours) expect(String(m!.unSelectIcon)).toMatch(/\/files\/icons\/(square-parking|toilet|fuel)\.svg$/);
    }
    // Chengdu's own "coming soon" smart-parking entry stays as it was
    const chengdu = (await c.list('config/api/clientMenu/list', { clientType: 'WEB', location: 'SERVICE' })).datas;
    expect(chengdu.filter((m) => m.menuCode === 'PARKING' && m.develop === '1').map((m) => m.name)).toEqual(['智慧停车']);
    // the suspended site has them too (stored, though its calls answer code 3)
    const db = openDatabase(':memory:');
    try {
      const codes = (
        db.prepare("SELECT menu_code FROM menus WHERE site_code = 'site620200' AND location = 'SERVICE'").all() as { menu_code: string }[]
      ).map((r) => r.menu_code);
      expect(codes).toEqual(expect.arrayContaining(['PARKING', 'TOILET', 'GASSTATION']));
    } finally {
      db.close();
    }
  });
});
