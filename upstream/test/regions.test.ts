import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestUpstream, type Client, type Item } from './helpers.ts';

let c: Client;
beforeAll(async () => {
  c = await startTestUpstream();
});
afterAll(async () => {
  await c.upstream.close();
});

describe('res/api/region/info', () => {
  it('answers the codes that exist, not in request order, omitting unknown ones', async () => {
    const asked = ['510100', '510104', '999999', '513225101000', '530702', '123'];
    const res = await c.list('res/api/region/info', { regions: asked.join(',') });
    expect(res.code).toBe(0);
    const got = res.datas.map((r) => r.region);
    expect([...got].sort()).toEqual(['510100', '510104', '513225101000', '530702'].sort());
    expect(got).not.toEqual(['510100', '510104', '513225101000', '530702']);
    const byCode = new Map(res.datas.map((r) => [r.region, r]));
    expect(byCode.get('510104')).toEqual({ region: '510104', name: '锦江区', parentRegion: '510100', level: '3' });
    expect(byCode.get('510100')).toMatchObject({ name: '成都市', parentRegion: '510000', level: '2' });
    expect(byCode.get('513225101000')).toMatchObject({ name: '漳扎镇', parentRegion: '513225', level: '4' });
  });

  it('answers an empty list without regions', async () => {
    const res = await c.list('res/api/region/info');
    expect(res.datas).toEqual([]);
  });
});

describe('res/api/region/siteDownRegion', () => {
  it('gives counties and their towns (12 digits) under a city', async () => {
    const res = await c.list('res/api/region/siteDownRegion', { region: '510100' });
    expect(res.datas).toHaveLength(20);
    const jinjiang = res.datas.find((r) => r.region === '510104') as Item;
    expect(jinjiang.name).toBe('锦江区');
    const towns = jinjiang.subList as Item[];
    expect(towns.length).toBeGreaterThan(5);
    for (const t of towns) {
      expect(String(t.region)).toMatch(/^510104\d{3}000$/);
      expect(t.subList).toEqual([]);
    }
  });

  it('gives towns and villages under a county, defaulting to the site region', async () => {
    const res = await c.list('res/api/region/siteDownRegion', { siteCode: 'site513225' });
    const zhangzha = res.datas.find((r) => r.region === '513225101000') as Item;
    expect(zhangzha.name).toBe('漳扎镇');
    const villages = zhangzha.subList as Item[];
    expect(villages.length).toBeGreaterThan(0);
    for (const v of villages) expect(String(v.region)).toMatch(/^513225101\d{3}$/);
  });

  it('marks nodes that are sites with their siteId', async () => {
    const res = await c.list('res/api/region/siteDownRegion', { region: '510000' });
    const chengdu = res.datas.find((r) => r.region === '510100') as Item;
    expect(chengdu.siteId).toBe('1001');
    const aba = res.datas.find((r) => r.region === '513200') as Item;
    const jzg = (aba.subList as Item[]).find((r) => r.region === '513225') as Item;
    expect(jzg.siteId).toBe('1002');
  });

  it('answers an empty tree for unknown codes', async () => {
    const res = await c.list('res/api/region/siteDownRegion', { region: '990000' });
    expect(res.datas).toEqual([]);
  });
});
