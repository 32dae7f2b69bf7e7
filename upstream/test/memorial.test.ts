import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/connection.ts';
import { allItems, startTestUpstream, type Client, type Item } from './helpers.ts';

let c: Client;
beforeAll(async () => {
  c = await startTestUpstream();
});
afterAll(async () => {
  await c.upstream.close();
});

const OWN = 'rest/memorial/object/client';
const INHERITED = 'rest/memorial/object/inherited/client';

/** The demo sites whose calls answer (site620200 is suspended: its data is checked in the database). */
const SITES = ['site510100', 'site513225', 'site530700', 'site450300', 'site610100', 'site222400'] as const;

const CJK = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/;
const HAN = /[\u4e00-\u9fff]/;
const KANA = /[\u3040-\u30ff]/;
const HANGUL = /[\uac00-\ud7af]/;
const FRENCH = /\b(les|des|du|de|la|le|fut|furent)\b/i;

/** What every text of a site (name, summary, content) must satisfy to be in the site's language. */
const IN_LANGUAGE: Record<(typeof SITES)[number], (text: string) => boolean> = {
  site510100: (t) => HAN.test(t) && !KANA.test(t) && !HANGUL.test(t),
  site513225: (t) => HAN.test(t) && !KANA.test(t) && !HANGUL.test(t),
  site530700: (t) => FRENCH.test(t) && !CJK.test(t),
  site450300: (t) => !CJK.test(t) && /\b(the|of|in|and)\b/i.test(t),
  site610100: (t) => KANA.test(t) && !HANGUL.test(t),
  site222400: (t) => HANGUL.test(t) && !KANA.test(t),
};

const MENU_NAMES: Record<string, string> = {
  site510100: '缅怀',
  site513225: '缅怀',
  site530700: 'Hommage',
  site620200: '缅怀',
  site450300: 'In memoriam',
  site610100: '追悼',
  site222400: '추모',
};

function expectObjectShape(d: Item, inherited: '0' | '1'): void {
  expect(Object.keys(d).sort()).toEqual(
    ['content', 'id', 'images', 'inherited', 'memorialDate', 'name', 'objectType', 'period', 'sort', 'summary', 'tributeNum'].sort(),
  );
  expect(d.id).toMatch(/^\d+$/);
  expect(d.inherited).toBe(inherited);
  expect(String(d.name).length).toBeGreaterThan(1);
  const images = String(d.images).split(',');
  expect(images.length).toBeGreaterThanOrEqual(1);
  for (const url of images) expect(url).toMatch(new RegExp(`^${c.url}/files/images/[a-z0-9-]+\\.svg$`));
  expect(new Set(images).size).toBe(images.length);
  expect(['EVENT', 'PERSON', 'GROUP']).toContain(d.objectType);
  expect(d.period).toMatch(/^(\d{4}(-\d{4})?)?$/);
  expect(d.memorialDate).toMatch(/^((0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01]))?$/);
  expect(String(d.summary).length).toBeGreaterThan(10);
  expect(d.summary).not.toMatch(/[<>]/);
  expect(d.content).toMatch(/^<p>[\s\S]+<\/p>$/);
  expect(d.content).not.toMatch(/<script|javascript:/i);
  expect(d.tributeNum).toMatch(/^\d+$/);
  expect(Number(d.tributeNum)).toBeGreaterThanOrEqual(100);
  expect(Number(d.tributeNum)).toBeLessThanOrEqual(100_000);
  expect(d.sort).toMatch(/^\d+$/);
}

function expectOrdered(items: Item[]): void {
  const keys = items.map((d) => [Number(d.sort), Number(d.id)] as const);
  const sorted = [...keys].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  expect(keys).toEqual(sorted);
}

describe('memorial objects (rest/memorial/object)', () => {
  it('the own objects: a list envelope of the site’s memorial objects, in its language, by sort then id', async () => {
    const seenIds = new Set<string>();
    const seenNames = new Set<string>();
    for (const siteCode of SITES) {
      const res = await c.list(OWN, { siteCode, pageSize: 50 });
      expect(res.code, siteCode).toBe(0);
      expect(res.page).toEqual({ total: res.datas.length, currPage: 1, pageSize: 50, totalPage: 1 });
      expect(res.datas.length, siteCode).toBeGreaterThanOrEqual(2);
      expect(res.datas.length, siteCode).toBeLessThanOrEqual(3);
      for (const d of res.datas) {
        expectObjectShape(d, '0');
        for (const text of [d.name, d.summary, d.content])
          expect(IN_LANGUAGE[siteCode](String(text)), `${siteCode}: ${String(text)}`).toBe(true);
        // each site sees only its own: no id or name is shared with another site
        expect(seenIds.has(String(d.id))).toBe(false);
        expect(seenNames.has(String(d.name))).toBe(false);
        seenIds.add(String(d.id));
        seenNames.add(String(d.name));
      }
      expectOrdered(res.datas);
    }
  });

  it('the region’s own objects: Yun Dong-ju in Yanbian, the 2017 earthquake at Jiuzhaigou, the 1996 one at Lijiang', async () => {
    const yanbian = (await c.list(OWN, { siteCode: 'site222400', pageSize: 50 })).datas;
    const poet = yanbian.find((d) => d.objectType === 'PERSON');
    expect(poet).toMatchObject({ period: '1917-1945', memorialDate: '02-16' });
    expect(String(poet!.name)).toContain('윤동주');
    const jiuzhaigou = (await c.list(OWN, { siteCode: 'site513225', pageSize: 50 })).datas;
    expect(jiuzhaigou.find((d) => d.memorialDate === '08-08')).toMatchObject({ objectType: 'EVENT', period: '2017' });
    const lijiang = (await c.list(OWN, { siteCode: 'site530700', pageSize: 50 })).datas;
    expect(lijiang.find((d) => d.memorialDate === '02-03')).toMatchObject({ objectType: 'EVENT', period: '1996' });
    // only Yanbian has a person: the others remember groups and events
    for (const siteCode of SITES.filter((s) => s !== 'site222400')) {
      expect((await c.list(OWN, { siteCode, pageSize: 50 })).datas.every((d) => d.objectType !== 'PERSON')).toBe(true);
    }
  });

  it('the inherited objects: the same ids and figures on every site, inherited "1", texts in the site’s language', async () => {
    const bySite = new Map<string, Item[]>();
    for (const siteCode of SITES) {
      const res = await c.list(INHERITED, { siteCode, pageSize: 50 });
      expect(res.code, siteCode).toBe(0);
      expect(res.page).toEqual({ total: 3, currPage: 1, pageSize: 50, totalPage: 1 });
      for (const d of res.datas) {
        expectObjectShape(d, '1');
        expect(['EVENT', 'GROUP']).toContain(d.objectType);
        for (const text of [d.name, d.summary, d.content])
          expect(IN_LANGUAGE[siteCode](String(text)), `${siteCode}: ${String(text)}`).toBe(true);
      }
      expectOrdered(res.datas);
      bySite.set(siteCode, res.datas);
    }
    const first = bySite.get('site510100')!;
    expect(first.map((d) => d.memorialDate).sort()).toEqual(['05-12', '09-30', '12-13']);
    expect(first.find((d) => d.memorialDate === '12-13')).toMatchObject({ period: '1937' });
    expect(first.find((d) => d.memorialDate === '05-12')).toMatchObject({ period: '2008' });
    const fixed = (d: Item) => ({
      id: d.id,
      objectType: d.objectType,
      period: d.period,
      memorialDate: d.memorialDate,
      tributeNum: d.tributeNum,
      sort: d.sort,
      images: d.images,
    });
    for (const siteCode of SITES) expect(bySite.get(siteCode)!.map(fixed), siteCode).toEqual(first.map(fixed));
    // the same object, in each language
    const names = SITES.map((s) => bySite.get(s)!.find((d) => d.memorialDate === '12-13')!.name);
    expect(names[0]).toContain('南京');
    expect(new Set(names.slice(2)).size).toBe(4);
    expect(bySite.get('site450300')!.find((d) => d.memorialDate === '12-13')!.name).toMatch(/Nanjing/);
    expect(bySite.get('site530700')!.find((d) => d.memorialDate === '12-13')!.name).toMatch(/Nankin/);
    // and none of them is among a site's own
    const inheritedIds = new Set(first.map((d) => d.id));
    for (const siteCode of SITES) {
      expect((await c.list(OWN, { siteCode, pageSize: 50 })).datas.some((d) => inheritedIds.has(d.id))).toBe(false);
    }
  });

  it('pages: pageSize 1 walks both lists, one object a page, in the same order as a whole page', async () => {
    for (const [path, siteCode] of [
      [OWN, 'site222400'],
      [INHERITED, 'site610100'],
      [OWN, 'site510100'],
    ] as const) {
      const whole = (await c.list(path, { siteCode, pageSize: 50 })).datas;
      const walked: Item[] = [];
      for (let page = 1; page <= whole.length; page++) {
        const res = await c.list(path, { siteCode, pageSize: 1, currPage: page });
        expect(res.page).toEqual({ total: whole.length, currPage: page, pageSize: 1, totalPage: whole.length });
        expect(res.datas).toHaveLength(1);
        walked.push(...res.datas);
      }
      expect(walked.map((d) => d.id)).toEqual(whole.map((d) => d.id));
      const beyond = await c.list(path, { siteCode, pageSize: 1, currPage: whole.length + 1 });
      expect(beyond.datas).toEqual([]);
      expect(await allItems(c, path, { siteCode })).toEqual(whole);
    }
    // the default page size is 10
    expect((await c.list(OWN, {})).page).toMatchObject({ currPage: 1, pageSize: 10 });
  });

  it('the pictures are generated, distinct, sober and without text', async () => {
    const urls = new Set<string>();
    for (const siteCode of SITES) {
      for (const path of [OWN, INHERITED]) {
        for (const d of (await c.list(path, { siteCode, pageSize: 50 })).datas) {
          for (const url of String(d.images).split(',')) if (path === OWN || siteCode === 'site510100') urls.add(url);
        }
      }
    }
    // 3 inherited and 2 or 3 own objects a site, two pictures each, none shared
    expect(urls.size).toBeGreaterThanOrEqual((3 + 2 * SITES.length) * 2);
    for (const url of urls) {
      const res = await fetch(url);
      expect(res.headers.get('content-type')).toContain('image/svg+xml');
      const svg = await res.text();
      expect(svg).not.toMatch(/<text|<tspan/);
      expect(svg).toMatch(/data-palette="(ink|night)"/);
      expect(svg).toMatch(/data-composition="(mountains|lake|forest|portrait)"/);
    }
  });

  it('both lists are cacheable reference data (ETag, 304)', async () => {
    for (const path of [OWN, INHERITED]) {
      const first = await c.raw(`${path}?siteCode=site450300&token=`);
      expect(first.headers.get('cache-control')).toMatch(/^public, max-age=\d+/);
      const etag = first.headers.get('etag');
      expect(etag).toBeTruthy();
      const again = await c.raw(`${path}?siteCode=site450300&token=`, { headers: { 'if-none-match': etag! } });
      expect(again.status).toBe(304);
    }
  });

  it('an unknown site answers code 1, the suspended one code 3', async () => {
    for (const path of [OWN, INHERITED]) {
      expect((await c.list(path, { siteCode: 'site999999' })).code).toBe(1);
      expect((await c.list(path, { siteCode: 'site620200' })).code).toBe(3);
    }
  });

  it('CS-WORSHIP (the home’s worship variant) is on every demo site’s service menu, in its language', async () => {
    for (const siteCode of SITES) {
      const menu = (await c.list('config/api/clientMenu/list', { siteCode, clientType: 'WEB', location: 'SERVICE' })).datas;
      const entries = menu.filter((m) => m.menuCode === 'CS-WORSHIP');
      expect(entries, siteCode).toHaveLength(1);
      expect(entries[0]).toMatchObject({ name: MENU_NAMES[siteCode], jumpType: '1' });
      expect(String(entries[0]!.unSelectIcon)).toMatch(/\/files\/icons\/flower\.svg$/);
    }
    const icon = await c.raw('files/icons/flower.svg');
    expect(await icon.text()).toMatch(/<svg[\s\S]*<path/);
  });

  it('holds the suspended site’s objects and menu entry too, though its calls answer code 3', () => {
    const db = openDatabase(':memory:');
    try {
      const own = db
        .prepare(
          "SELECT o.id, t.language, t.name FROM memorial_objects o JOIN memorial_object_texts t ON t.object_id = o.id WHERE o.site_code = 'site620200'",
        )
        .all() as Array<{ language: string; name: string }>;
      expect(own.length).toBeGreaterThanOrEqual(2);
      expect(own.every((r) => r.language === 'CN' && HAN.test(r.name))).toBe(true);
      const menu = db.prepare("SELECT name, icon FROM menus WHERE site_code = 'site620200' AND menu_code = 'CS-WORSHIP'").all();
      expect(menu).toEqual([{ name: MENU_NAMES.site620200, icon: 'flower' }]);
      // the platform's objects have a text in every site language
      const languages = db
        .prepare(
          'SELECT o.id, COUNT(t.language) AS n FROM memorial_objects o JOIN memorial_object_texts t ON t.object_id = o.id WHERE o.site_code IS NULL GROUP BY o.id',
        )
        .all() as Array<{ n: number }>;
      expect(languages.map((r) => r.n)).toEqual([5, 5, 5]);
    } finally {
      db.close();
    }
  });

  it('the demo data is deterministic: a second database holds the same objects and tribute counts', () => {
    const read = () => {
      const db = openDatabase(':memory:');
      try {
        return db.prepare('SELECT id, site_code, images, tribute_num, sort FROM memorial_objects ORDER BY id').all();
      } finally {
        db.close();
      }
    };
    expect(read()).toEqual(read());
  });
});
