import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allItems, startTestUpstream, type Client } from './helpers.ts';

const GUIDES = 'res/api/tourGuide/list';
const AGENCIES = 'res/api/travelAgency/list';
const REGIONS = 'res/api/travelAgency/regions';
const ANSWERING = ['site510100', 'site513225', 'site530700', 'site450300', 'site610100', 'site222400'];
const GUIDE_KEYS = ['id', 'name', 'certificateNo', 'sex', 'level', 'levelName', 'languages', 'company', 'phone'];
const AGENCY_KEYS = ['id', 'name', 'licenseNo', 'regionName', 'scope', 'scopeName', 'address', 'phone', 'longitude', 'latitude'];
const CJK = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/;

let c: Client;
beforeAll(async () => {
  c = await startTestUpstream();
});
afterAll(async () => {
  await c.upstream.close();
});

describe('res/api/tourGuide/list', () => {
  it('answers every answering site its twelve guides in the agreed shape, employed by its own agencies', async () => {
    for (const siteCode of ANSWERING) {
      const guides = await allItems(c, GUIDES, { siteCode });
      expect(guides.length, siteCode).toBe(12);
      const agencies = new Set((await allItems(c, AGENCIES, { siteCode })).map((a) => a.name));
      for (const g of guides) {
        expect(Object.keys(g).sort()).toEqual([...GUIDE_KEYS].sort());
        for (const key of GUIDE_KEYS) expect(typeof g[key], key).toBe('string');
        expect(g.certificateNo).toMatch(new RegExp(`^D-${siteCode.slice(4, 8)}-\\d{6}$`));
        expect(['1', '2']).toContain(g.sex);
        expect(['JUNIOR', 'INTERMEDIATE', 'SENIOR', 'SPECIAL']).toContain(g.level);
        expect(g.phone).toMatch(/^1\d{10}$/);
        expect(String(g.languages).split(',').length).toBeGreaterThan(0);
        expect(agencies.has(g.company), `${siteCode} ${String(g.company)}`).toBe(true);
      }
      expect(new Set(guides.map((g) => g.certificateNo)).size).toBe(12);
      if (siteCode === 'site530700' || siteCode === 'site450300')
        for (const g of guides) expect(`${String(g.name)} ${String(g.languages)} ${String(g.levelName)}`).not.toMatch(CJK);
    }
  });

  it('finds by a part of the name or of the certificate number, and by gender', async () => {
    const all = await allItems(c, GUIDES);
    const first = all[0]!;
    const byName = await c.list(GUIDES, { keyword: String(first.name) });
    expect(byName.datas.map((g) => g.id)).toContain(first.id);
    const byCertificate = await c.list(GUIDES, { keyword: String(first.certificateNo).slice(-6).toLowerCase() });
    expect(byCertificate.datas.map((g) => g.id)).toEqual([first.id]);
    const women = await allItems(c, GUIDES, { sex: 2 });
    const men = await allItems(c, GUIDES, { sex: 1 });
    expect(women.every((g) => g.sex === '2') && men.every((g) => g.sex === '1')).toBe(true);
    expect(women.length + men.length).toBe(all.length);
    expect((await c.list(GUIDES, { keyword: '没有这个人' })).datas).toEqual([]);
    const long = await c.list(GUIDES, { keyword: '导'.repeat(21) });
    expect(long.code).not.toBe(0);
  });
});

describe('res/api/travelAgency/regions and list', () => {
  it("answers every answering site's districts with their agencies, in the site's language", async () => {
    for (const siteCode of ANSWERING) {
      const regions = (await c.list(REGIONS, { siteCode })).datas;
      expect(regions.length, siteCode).toBeGreaterThan(0);
      let total = 0;
      for (const r of regions) {
        const agencies = await allItems(c, AGENCIES, { siteCode, regionName: String(r.regionName) });
        expect(agencies.length).toBe(Number(r.agencyNum));
        total += agencies.length;
        for (const a of agencies) {
          expect(Object.keys(a).sort()).toEqual([...AGENCY_KEYS].sort());
          expect(a.regionName).toBe(r.regionName);
          expect(a.licenseNo).toMatch(/^L-[A-Z]{2,3}-CJ\d{5}$/);
          expect(['DOMESTIC', 'OUTBOUND']).toContain(a.scope);
          expect(a.phone).toMatch(/^0\d{2,3}-\d{7,8}$/);
          if (siteCode === 'site450300') expect(`${String(a.name)} ${String(a.scopeName)}`).not.toMatch(CJK);
        }
      }
      expect((await allItems(c, AGENCIES, { siteCode })).length).toBe(total);
    }
    expect((await c.list(AGENCIES, { regionName: '不存在区' })).datas).toEqual([]);
    const [first] = (await c.list(REGIONS)).datas;
    expect(first!.siteId).toBe('1001');
    expect((await c.list(AGENCIES, { siteId: '1001' })).page.total).toBeGreaterThan(0);
    expect((await c.list(AGENCIES, { siteId: '1002' })).datas).toEqual([]);
  });
});

describe('res/api/studyInstructor', () => {
  it('lists the Chengdu study-tour instructors in order and answers one with the introduction; another site has none', async () => {
    const list = await c.list('res/api/studyInstructor/list', { siteCode: 'site510100', pageSize: 4 });
    expect(list.page).toEqual({ total: 6, currPage: 1, pageSize: 4, totalPage: 2 });
    const first = (list.datas as Record<string, unknown>[])[0]!;
    expect(first).toMatchObject({
      id: '158001',
      name: '陈思远',
      sex: '1',
      title: '高级研学导师',
      organisation: '成都金沙遗址博物馆',
      years: 12,
    });
    expect(first).not.toHaveProperty('introduction');
    expect(String(first.photo)).toMatch(/\/files\/images\/instructor-158001\.svg$/);
    const one = await c.get('res/api/studyInstructor/detail', { siteCode: 'site510100', id: '158002' });
    expect(one.data).toMatchObject({ name: '刘雪梅', subjects: '蜀锦织造,蜀绣针法,非遗传承' });
    expect(String((one.data as Record<string, unknown>).introduction)).toContain('蜀锦');
    expect(await c.get('res/api/studyInstructor/detail', { siteCode: 'site450300', id: '158002' })).toMatchObject({
      code: 1,
      message: '导师不存在',
    });
    expect(await c.get('res/api/studyInstructor/detail', { siteCode: 'site510100', id: 'x' })).toMatchObject({ code: 1 });
    expect((await c.list('res/api/studyInstructor/list', { siteCode: 'site450300' })).page).toMatchObject({ total: 0 });
  });
});
