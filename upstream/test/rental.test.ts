import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestUpstream, type Client, type Envelope, type Item } from './helpers.ts';

const LIVE = ['site510100', 'site513225', 'site530700', 'site450300', 'site610100', 'site222400'];
const CJK = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/;

let c: Client;
beforeAll(async () => {
  c = await startTestUpstream();
});
afterAll(async () => {
  await c.upstream.close();
});

describe('res/api/carRental', () => {
  it("lists every live site's companies with their outlets and cars, in the site's language", async () => {
    for (const siteCode of LIVE) {
      const companies = await c.list('res/api/carRental/companyList', { siteCode, pageSize: 50 });
      expect(companies.code, siteCode).toBe(0);
      expect(companies.datas.length).toBe(3);
      const ids = companies.datas.map((x) => String(x.id));
      const outlets = await c.get<Envelope<Item[]>>('res/api/carRental/outletList', { siteCode, companyIds: ids.join(',') });
      const rows = outlets.datas as Item[];
      expect(new Set(rows.map((o) => o.companyId))).toEqual(new Set(ids));
      for (const o of rows) {
        expect(Number(o.longitude)).toBeGreaterThan(70);
        expect(o.openTime).toMatch(/^\d{2}:\d{2}-\d{2}:\d{2}$/);
      }
      for (const company of companies.datas) {
        expect(company.phone).toMatch(/^(400-\d{3}-\d{4}|0\d{2,3}-\d{7,8})$/);
        expect(company.websiteUrl).toMatch(/^(https:\/\/\S+|)$/);
        expect(Number(company.outletNum)).toBe(rows.filter((o) => o.companyId === company.id).length);
        const cars = await c.list('res/api/carRental/carList', { siteCode, companyId: String(company.id), pageSize: 50 });
        expect(cars.datas.length).toBeGreaterThanOrEqual(5);
        const prices = cars.datas.map((car) => Number(car.dailyPrice));
        expect(prices).toEqual([...prices].sort((a, b) => a - b));
        expect(company.minPrice).toBe(cars.datas[0]!.dailyPrice);
        for (const car of cars.datas) {
          expect(['1', '2', '3', '4', '5']).toContain(car.carType);
          expect(['AUTO', 'MANUAL']).toContain(car.gearbox);
          expect(car.dailyPrice).toMatch(/^\d+\.00$/);
        }
      }
      const words = companies.datas.map((x) => `${x.name} ${x.intro}`).join(' ') + rows.map((o) => `${o.name} ${o.address}`).join(' ');
      if (siteCode === 'site450300' || siteCode === 'site530700') expect(words).not.toMatch(CJK);
      else expect(words).toMatch(CJK);
    }
  });

  it('filters cars by type; another site, an unknown type or company answers nothing; the detail has the outlets', async () => {
    const [first] = (await c.list('res/api/carRental/companyList', {})).datas;
    const suv = await c.list('res/api/carRental/carList', { companyId: String(first!.id), carType: 2, pageSize: 50 });
    expect(suv.datas.every((car) => car.carType === '2')).toBe(true);
    expect((await c.list('res/api/carRental/carList', { companyId: String(first!.id), carType: 9 })).datas).toEqual([]);
    expect((await c.list('res/api/carRental/carList', { siteCode: 'site450300', companyId: String(first!.id) })).datas).toEqual([]);
    expect((await c.list('res/api/carRental/carList', { companyId: 'x' })).datas).toEqual([]);
    const detail = await c.get<Envelope<Item>>('res/api/carRental/companyDetail', { id: String(first!.id) });
    expect(detail.data.name).toBe(first!.name);
    expect((detail.data.outlets as Item[]).length).toBe(Number(first!.outletNum));
    expect((await c.get<Envelope<Item>>('res/api/carRental/companyDetail', { id: '999999' })).data).toBeNull();
  });
});
