import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestUpstream, type Client, type Item } from './helpers.ts';

let c: Client;
beforeAll(async () => {
  c = await startTestUpstream();
});
afterAll(async () => {
  await c.upstream.close();
});

const DATE = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

describe('envelope', () => {
  it('wraps a single object in data with every envelope key', async () => {
    const res = await c.get('user/api/site/siteInfo');
    expect(Object.keys(res).sort()).toEqual(['code', 'data', 'datas', 'message', 'msg', 'page', 'responseTime']);
    expect(res.code).toBe(0);
    expect(res.message).toBe('success');
    expect(res.msg).toBe('success');
    expect(typeof res.responseTime).toBe('number');
    expect(res.datas).toBeNull();
    expect(res.page).toBeNull();
    expect(res.data).toMatchObject({
      id: '1001',
      siteCode: 'site510100',
      name: '成都文旅云',
      region: '510100',
      siteLanguage: 'CN',
      siteVersion: 'GENERAL',
      useNewMenu: 0,
      betaStatus: 0,
      siteInfos: { site: 'site510100' },
    });
    expect(String(res.data.siteLogo)).toBe(`${c.url}/files/icons/logo-site510100.svg`);
  });

  it('describes the other demo sites', async () => {
    const scenic = await c.get('user/api/site/siteInfo', { siteCode: 'site513225' });
    expect(scenic.data).toMatchObject({ id: '1002', siteVersion: 'SCENERY', useNewMenu: 1, region: '513225' });
    const fr = await c.get('user/api/site/siteInfo', { siteCode: 'site530700' });
    expect(fr.data).toMatchObject({ siteLanguage: 'FRENCH', region: '530700', name: 'Lijiang Culture et Tourisme' });
  });

  it("carries the site's debugging console flag, off until the support staff turn it on", async () => {
    const flag = async () => ((await c.get('user/api/site/siteInfo', { siteCode: 'site450300' })).data as { siteInfos: unknown }).siteInfos;
    expect(await flag()).toEqual({ site: 'site450300', vConsole: 0, firstPage: '' });
    expect(await c.dev.control('POST', 'sites/site450300/vconsole', { on: true })).toEqual({ siteCode: 'site450300', vConsole: true });
    expect(await flag()).toEqual({ site: 'site450300', vConsole: 1, firstPage: '' });
    await c.dev.control('POST', 'sites/site450300/vconsole', { on: false });
    expect(await flag()).toEqual({ site: 'site450300', vConsole: 0, firstPage: '' });
  });

  it('answers a standard list with datas and a numeric page', async () => {
    const res = await c.list('res/api/scenic/list');
    expect(res.code).toBe(0);
    expect(res.data).toBeNull();
    expect(res.page).toEqual({ total: 45, currPage: 1, pageSize: 10, totalPage: 5 });
    expect(res.datas).toHaveLength(10);
  });

  it('answers simplifyList in Response B', async () => {
    const res = await c.get<{ code: number; datas: null; data: { list: Item[]; total: number; pageSize: number; currPage: number } }>(
      'res/api/content/simplifyList',
      { channelCode: 'systemChannel', pageSize: 4, currPage: 2 },
    );
    expect(res.code).toBe(0);
    expect(res.datas).toBeNull();
    expect(Object.keys(res.data).sort()).toEqual(['currPage', 'list', 'pageSize', 'total']);
    expect(res.data.list).toHaveLength(4);
    expect(res.data.pageSize).toBe(4);
    expect(res.data.currPage).toBe(2);
    expect(res.data.total).toBeGreaterThan(8);
    for (const item of res.data.list) expect(item.channelCode).toBe('systemChannel');
  });

  it('answers scenicRank in the ranking shape, hottest first', async () => {
    const res = await c.get<{ code: number; data: { data: Item[]; totalCount: number; totalPage: number } }>('res/api/ranking/scenicRank', {
      pageSize: 5,
    });
    expect(Object.keys(res.data).sort()).toEqual(['data', 'totalCount', 'totalPage']);
    expect(res.data.totalCount).toBe(45);
    expect(res.data.totalPage).toBe(9);
    const heats = res.data.data.map((r) => Number(r.heat));
    expect([...heats].sort((a, b) => b - a)).toEqual(heats);
    for (const r of res.data.data) {
      expect(typeof r.heat).toBe('string');
      expect(Object.keys(r).sort()).toEqual(['heat', 'id', 'images', 'level', 'name']);
    }
  });

  it('answers unknown paths with HTTP 404 and envelope code 404', async () => {
    const res = await c.raw('res/api/nothing/here?siteCode=site510100');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: 404 });
  });

  it('answers a missing or unknown siteCode with code 1 站点不存在', async () => {
    const unknown = await c.get('res/api/scenic/list', { siteCode: 'site999999' });
    expect(unknown).toMatchObject({ code: 1, message: '站点不存在', data: null, datas: null });
    const res = await c.raw('user/api/site/siteInfo');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ code: 1, message: '站点不存在' });
  });

  it('answers every call of the suspended site with code 3, except files', async () => {
    for (const path of [
      'user/api/site/siteInfo',
      'config/api/clientMenu/list',
      'res/api/scenic/list',
      'res/api/scenic/detail',
      'res/api/content/list',
      'res/api/region/info',
      'res/api/interactManage/resourceCount',
    ]) {
      const res = await c.get(path, { siteCode: 'site620200', id: 1, regions: '620200' });
      expect(res, path).toMatchObject({ code: 3, message: '站点服务已暂停' });
    }
    const img = await c.raw('files/images/scenic-1-1.svg?siteCode=site620200');
    expect(img.status).toBe(200);
  });
});

describe('type quirks', () => {
  it('gives list items string ids, numbers as strings, string coordinates, absolute comma-separated images', async () => {
    const res = await c.list('res/api/scenic/list', { pageSize: 50 });
    for (const item of res.datas) {
      expect(item.id).toMatch(/^\d+$/);
      expect(typeof item.latitude).toBe('string');
      expect(typeof item.longitude).toBe('string');
      expect(Number.isFinite(Number(item.latitude))).toBe(true);
      expect(['0', '1']).toContain(item.chargeStatus);
      expect(item.resourceType).toBe('CONTENT_TYPE_SCENERY');
      expect(item.vipResourceStatus).toEqual({ collectionStatus: 0, likeStatus: 0 });
      const images = String(item.images).split(',');
      expect(images.length).toBeGreaterThanOrEqual(1);
      expect(images.length).toBeLessThanOrEqual(4);
      for (const url of images) expect(url).toMatch(new RegExp(`^${c.url}/files/images/scenic-\\d+-\\d\\.svg$`));
      for (const key of ['realTimeNum', 'maxNum']) {
        const v = item[key];
        expect(v === null || v === '' || (typeof v === 'string' && /^\d+$/.test(v)), key).toBe(true);
      }
    }
  });

  it('mixes null and "" for missing optional values', async () => {
    const res = await c.list('res/api/scenic/list', { pageSize: 50 });
    const values = res.datas.flatMap((i) => [i.maxNum, i.realTimeNum, i.video, i.panoramaUrl, i.openTimeStart]);
    expect(values).toContain(null);
    expect(values).toContain('');
  });

  it('gives detail objects numeric coordinates and string counters', async () => {
    const list = await c.list('res/api/scenic/list', { pageSize: 1 });
    const first = list.datas[0] as Item;
    const res = await c.get('res/api/scenic/detail', { id: String(first.id) });
    expect(res.code).toBe(0);
    const d = res.data;
    expect(d.id).toBe(first.id);
    expect(typeof d.latitude).toBe('number');
    expect(typeof d.longitude).toBe('number');
    expect(d.latitude).toBe(Number(first.latitude));
    for (const key of ['likeNum', 'collectionNum', 'commentNum']) expect(d[key]).toMatch(/^\d+$/);
    expect(String(d.content)).toContain('<p>');
    expect(d.cutRegionName).toContain('成都市');
    expect(Array.isArray(d.crowd)).toBe(true);
    expect((d.crowd as Item[])[0]).toMatchObject({ time: '08:00' });
    expect(typeof (d.crowd as Item[])[0]?.num).toBe('string');
    expect(d.weather).toMatchObject({ max: expect.any(String), min: expect.any(String), txt: expect.any(String) });
    expect(d.vipResourceStatus).toEqual({ collectionStatus: 0, likeStatus: 0 });
  });

  it('answers an absent or foreign detail with code 1 资源不存在', async () => {
    expect(await c.get('res/api/scenic/detail', { id: '1' })).toMatchObject({ code: 1, message: '资源不存在' });
    const jz = await c.list('res/api/scenic/list', { siteCode: 'site513225' });
    const foreign = await c.get('res/api/scenic/detail', { id: String(jz.datas[0]?.id) });
    expect(foreign).toMatchObject({ code: 1, message: '资源不存在' });
    const hotel = await c.list('res/api/hotel/list', { pageSize: 1 });
    expect(await c.get('res/api/scenic/detail', { id: String(hotel.datas[0]?.id) })).toMatchObject({ code: 1 });
  });

  it('formats dates as yyyy-MM-dd HH:mm:ss', async () => {
    const res = await c.list('res/api/content/list', { pageSize: 50 });
    for (const n of res.datas) expect(n.publishTime).toMatch(DATE);
    const ex = await c.list('res/api/exhibition/list');
    for (const e of ex.datas) {
      expect(e.startTime).toMatch(DATE);
      expect(e.endTime).toMatch(DATE);
    }
  });
});
