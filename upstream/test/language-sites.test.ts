import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allItems, startTestUpstream, type Client, type Item } from './helpers.ts';

let c: Client;
beforeAll(async () => {
  c = await startTestUpstream();
});
afterAll(() => c.upstream.close());

/** Chinese characters (and the Japanese and Korean scripts): none may show on the English site. */
const CJK = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/;
const KANA = /[\u3040-\u30ff]/;
const HANGUL = /[\uac00-\ud7af]/;

const LANGUAGE_SITES = [
  { siteCode: 'site450300', language: 'EN', region: '450300', script: /^[^\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]*$/ },
  { siteCode: 'site610100', language: 'JAPANESE', region: '610100', script: KANA },
  { siteCode: 'site222400', language: 'KOREAN', region: '222400', script: HANGUL },
] as const;

async function configTexts(siteCode: string): Promise<string[]> {
  const bottom = await c.list('config/api/clientMenu/list', { siteCode, location: 'HOME_BOTTOM' });
  const service = await c.list('config/api/clientMenu/list', { siteCode, location: 'SERVICE' });
  const layout = await c.get('config/api/clientCustomConfig/getLayout', { siteCode, pageType: 'HOME' });
  const modules = (JSON.parse(String(layout.data.layoutDetail)) as { modules: { title?: string; items?: { title: string }[] }[] }).modules;
  return [
    ...bottom.datas.map((m) => String(m.name)),
    ...service.datas.map((m) => String(m.name)),
    ...modules.flatMap((m) => [...(m.title ? [m.title] : []), ...(m.items ?? []).map((i) => i.title)]),
  ];
}

describe('the language sites', () => {
  it('exist with their language and region', async () => {
    for (const s of LANGUAGE_SITES) {
      const info = await c.get('user/api/site/siteInfo', { siteCode: s.siteCode });
      expect(info.code, s.siteCode).toBe(0);
      expect(info.data).toMatchObject({ siteLanguage: s.language, region: s.region, siteVersion: 'GENERAL' });
    }
  });

  it('carry their menus, home titles and banner captions in their language (the families’ entries too)', async () => {
    for (const s of LANGUAGE_SITES) {
      const texts = await configTexts(s.siteCode);
      expect(texts.length, s.siteCode).toBeGreaterThan(20);
      if (s.language === 'EN') for (const t of texts) expect(t, t).not.toMatch(CJK);
      else expect(texts.filter((t) => s.script.test(t)).length, s.siteCode).toBeGreaterThan(texts.length / 2);
      if (s.language === 'EN') {
        // the families seeded per site have their English entries
        for (const entry of [
          'Farm stays',
          'Destinations',
          'Trip planner',
          'My complaints',
          'Instant help',
          'Rankings',
          'Live',
          'Audio guide',
          'Short videos',
          'Arts fund',
          'Courses',
          'Online votes',
          'Surveys',
        ]) {
          expect(texts, entry).toContain(entry);
        }
      }
      // no Chinese menu label of the Chinese sites slipped in
      for (const t of texts) expect(['首页', '景区', '资讯', '区域排行', '艺术基金', '直播', '短视频', '智慧导览']).not.toContain(t);
    }
  });

  it('name and describe their places in their language; the English site shows no CJK at all', async () => {
    for (const path of ['res/api/scenic/list', 'res/api/hotel/list', 'res/api/venue/list', 'res/api/dining/list', 'res/api/content/list']) {
      const page = await c.list(path, { siteCode: 'site450300' });
      expect(page.datas.length, path).toBeGreaterThan(0);
      for (const item of page.datas) {
        expect(String(item.name ?? item.title), path).not.toMatch(CJK);
        if (item.summary) expect(String(item.summary), path).not.toMatch(CJK);
      }
    }
    const scenic = await allItems(c, 'res/api/scenic/list', { siteCode: 'site450300' });
    expect(scenic.map((p: Item) => p.name)).toContain('Li River Scenic Area');
    const xian = await c.list('res/api/scenic/list', { siteCode: 'site610100' });
    expect(xian.datas.some((p) => String(p.name) === '秦始皇兵馬俑博物館')).toBe(true);
    const yanbian = await c.list('res/api/scenic/list', { siteCode: 'site222400' });
    for (const p of yanbian.datas) expect(String(p.name)).toMatch(HANGUL);
  });

  it('the families seeded per site write in the site language too', async () => {
    const brands = await c.list('res/api/brand/getApiBrandList', { siteCode: 'site450300' });
    expect(brands.datas.length).toBeGreaterThan(0);
    for (const b of brands.datas) expect(String(b.name)).not.toMatch(CJK);
    const help = await c.list('config/api/emergency/list', { siteCode: 'site450300' });
    expect(help.datas.map((n) => n.name)).toContain('Tourist helpline');
    const kr = await c.list('config/api/emergency/list', { siteCode: 'site222400' });
    for (const n of kr.datas) expect(String(n.name)).toMatch(HANGUL);
  });

  it('banner captions name the featured place; places have a real website or none', async () => {
    for (const siteCode of ['site510100', 'site530700', 'site450300']) {
      const layout = await c.get('config/api/clientCustomConfig/getLayout', { siteCode, pageType: 'HOME' });
      const banner = (
        JSON.parse(String(layout.data.layoutDetail)) as { modules: { type: string; items?: { title: string; resourceId: string }[] }[] }
      ).modules.find((m) => m.type === 'BANNER')!;
      for (const slide of banner.items!.filter((i) => i.resourceId)) {
        const detail = await c.get('res/api/scenic/detail', { siteCode, id: slide.resourceId });
        expect(slide.title.startsWith(`${String(detail.data.name)} · `), slide.title).toBe(true);
      }
    }
    for (const siteCode of ['site510100', 'site450300']) {
      for (const p of await allItems(c, 'res/api/scenic/list', { siteCode })) {
        if (p.websiteUrl) expect(String(p.websiteUrl)).not.toMatch(/example\./);
      }
    }
  });
});
