import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allItems, startTestUpstream, withRegionCodes, type Client, type Item } from './helpers.ts';

let c: Client;
let scenic: Item[];
beforeAll(async () => {
  c = await startTestUpstream();
  scenic = await withRegionCodes(c, 'res/api/scenic/list', await allItems(c, 'res/api/scenic/list'));
});
afterAll(async () => {
  await c.upstream.close();
});

function km(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const r = Math.PI / 180;
  const a = Math.sin(((lat2 - lat1) * r) / 2) ** 2 + Math.cos(lat1 * r) * Math.cos(lat2 * r) * Math.sin(((lng2 - lng1) * r) / 2) ** 2;
  return 12742 * Math.asin(Math.sqrt(a));
}

describe('paging', () => {
  it('computes total and totalPage and walks the pages without overlap', async () => {
    expect(scenic).toHaveLength(45);
    expect(new Set(scenic.map((s) => s.id)).size).toBe(45);
    const p5 = await c.list('res/api/scenic/list', { currPage: 5 });
    expect(p5.page).toEqual({ total: 45, currPage: 5, pageSize: 10, totalPage: 5 });
    expect(p5.datas).toHaveLength(5);
    const p2 = await c.list('res/api/scenic/list', { currPage: 2, pageSize: 20 });
    expect(p2.page.totalPage).toBe(3);
    expect(p2.datas.map((d) => d.id)).toEqual(scenic.slice(20, 40).map((d) => d.id));
  });

  it('caps pageSize at 50 and answers an empty page past the end', async () => {
    const big = await c.list('res/api/scenic/list', { pageSize: 500 });
    expect(big.page.pageSize).toBe(50);
    expect(big.datas).toHaveLength(45);
    const past = await c.list('res/api/scenic/list', { currPage: 9 });
    expect(past.datas).toEqual([]);
    expect(past.page).toEqual({ total: 45, currPage: 9, pageSize: 10, totalPage: 5 });
  });

  it('defaults bad paging values', async () => {
    const res = await c.list('res/api/scenic/list', { currPage: 'x', pageSize: '-3' });
    expect(res.page).toMatchObject({ currPage: 1, pageSize: 10 });
  });

  it('keeps a stable order (sort column, then id)', async () => {
    const again = await allItems(c, 'res/api/scenic/list');
    expect(again.map((s) => s.id)).toEqual(scenic.map((s) => s.id));
    expect(scenic[0]?.name).toBe('都江堰景区');
  });
});

describe('filters', () => {
  it("scenic list items name their region without its code, as the real backend's do; the detail and other kinds carry both", async () => {
    const raw = await c.list('res/api/scenic/list', { pageSize: 5 });
    for (const item of raw.datas) {
      expect(item).not.toHaveProperty('region');
      expect(item.regionName).toBeTruthy();
    }
    const detail = await c.get('res/api/scenic/detail', { id: String(raw.datas[0]!.id) });
    expect(String(detail.data?.region)).toMatch(/^\d{6}(\d{6})?$/);
    const venues = await c.list('res/api/venue/list', { pageSize: 5 });
    for (const item of venues.datas) expect(String(item.region)).toMatch(/^\d{6}(\d{6})?$/);
  });

  it('filters by region at city level (everything of the city)', async () => {
    const res = await c.list('res/api/scenic/list', { region: '510100' });
    expect(res.page.total).toBe(45);
    const other = await c.list('res/api/scenic/list', { region: '513200' });
    expect(other.page.total).toBe(0);
  });

  it('filters by region at county level, including places registered at town level', async () => {
    const townItem = scenic.find((s) => String(s.region).length === 12);
    expect(townItem).toBeDefined();
    const county = String(townItem?.region).slice(0, 6);
    const items = await withRegionCodes(c, 'res/api/scenic/list', await allItems(c, 'res/api/scenic/list', { region: county }));
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThan(45);
    for (const i of items) expect(String(i.region).startsWith(county)).toBe(true);
    expect(items.map((i) => i.id)).toContain(townItem?.id);
    expect(items.length).toBe(scenic.filter((s) => String(s.region).startsWith(county)).length);
  });

  it('filters by a 12-digit town code exactly', async () => {
    const townItem = scenic.find((s) => String(s.region).length === 12) as Item;
    const items = await withRegionCodes(
      c,
      'res/api/scenic/list',
      await allItems(c, 'res/api/scenic/list', { region: String(townItem.region) }),
    );
    expect(items.map((i) => i.id)).toContain(townItem.id);
    for (const i of items) expect(i.region).toBe(townItem.region);
  });

  it('filters the scenic site by its towns', async () => {
    const all = await allItems(c, 'res/api/scenic/list', { siteCode: 'site513225' });
    const zhangzha = await withRegionCodes(
      c,
      'res/api/scenic/list',
      await allItems(c, 'res/api/scenic/list', { siteCode: 'site513225', region: '513225101000' }),
      { siteCode: 'site513225' },
    );
    expect(zhangzha.length).toBeGreaterThan(1);
    expect(zhangzha.length).toBeLessThan(all.length);
    for (const i of zhangzha) {
      expect(i.region).toBe('513225101000');
      expect(i.regionName).toBe('漳扎镇');
    }
  });

  it('answers nothing for a malformed region code', async () => {
    const res = await c.list('res/api/scenic/list', { region: '51xx' });
    expect(res.page.total).toBe(0);
  });

  it('filters by level', async () => {
    const five = await allItems(c, 'res/api/scenic/list', { level: 'AAAAA' });
    expect(five.length).toBeGreaterThanOrEqual(3);
    for (const i of five) expect(i.level).toBe('AAAAA');
    const levels = new Set(scenic.map((s) => s.level));
    for (const l of ['AAAAA', 'AAAA', 'AAA', '']) expect(levels.has(l)).toBe(true);
    const stars = await allItems(c, 'res/api/hotel/list', { level: '5' });
    for (const h of stars) expect(h.level).toBe('5');
    expect(stars.length).toBeGreaterThan(0);
  });

  it('filters by keyword (name contains)', async () => {
    const res = await allItems(c, 'res/api/scenic/list', { keyword: '古镇' });
    expect(res.length).toBeGreaterThanOrEqual(5);
    for (const i of res) expect(String(i.name)).toContain('古镇');
    const none = await c.list('res/api/scenic/list', { keyword: 'zzz-no-such' });
    expect(none.page.total).toBe(0);
  });

  it('sorts by distance with sortType=1, nearest first', async () => {
    const lat = 30.6594;
    const lng = 104.0286;
    const items = await allItems(c, 'res/api/scenic/list', { sortType: 1, lng, lat });
    expect(items[0]?.name).toBe('杜甫草堂');
    const d = items.map((i) => km(lat, lng, Number(i.latitude), Number(i.longitude)));
    for (let k = 1; k < d.length; k++) expect(d[k]).toBeGreaterThanOrEqual((d[k - 1] as number) - 1e-9);
    // without coordinates the sort type is ignored
    const plain = await c.list('res/api/scenic/list', { sortType: 1 });
    expect(plain.datas[0]?.name).toBe('都江堰景区');
  });

  it('filters venues by type and covers all four types', async () => {
    const venues = await allItems(c, 'res/api/venue/list');
    expect(venues).toHaveLength(20);
    expect(new Set(venues.map((v) => v.type))).toEqual(new Set(['41', '42', '43', '44']));
    const museums = await allItems(c, 'res/api/venue/list', { type: 41 });
    expect(museums.length).toBeGreaterThan(0);
    for (const m of museums) expect(m.type).toBe('41');
    for (const v of venues) expect(String(v.openWeek)).toMatch(/^[1-7](,[1-7])*$/);
  });

  it('lists the spots of one scenic area with scenicId', async () => {
    const dujiangyan = scenic[0] as Item;
    const spots = await allItems(c, 'res/api/scenicSpot/list', { scenicId: String(dujiangyan.id) });
    expect(spots.length).toBeGreaterThanOrEqual(3);
    expect(spots.length).toBeLessThanOrEqual(6);
    for (const s of spots) {
      expect(s.scenicId).toBe(dujiangyan.id);
      expect(s.scenicName).toBe('都江堰景区');
      expect(s.resourceType).toBe('CONTENT_TYPE_SCENIC_SPOTS');
    }
    expect(spots.map((s) => s.name)).toContain('鱼嘴分水堤');
  });

  it('scopes lists to the request site', async () => {
    const lj = await withRegionCodes(c, 'res/api/scenic/list', await allItems(c, 'res/api/scenic/list', { siteCode: 'site530700' }), {
      siteCode: 'site530700',
    });
    const ids = new Set(scenic.map((s) => s.id));
    for (const i of lj) {
      expect(ids.has(i.id)).toBe(false);
      expect(String(i.region).startsWith('5307')).toBe(true);
    }
    expect(lj.map((i) => i.name)).toContain('Vieille ville de Lijiang');
    expect(lj.map((i) => i.name)).toContain('Montagne enneigée du Dragon de Jade');
  });
});

describe('kinds', () => {
  it('serves every kind of place with its own fields', async () => {
    const expectations: [string, string[], number][] = [
      ['hotel', ['level', 'price', 'checkInTime', 'checkOutTime'], 25],
      ['dining', ['price', 'cuisine', 'openTimeStart', 'openTimeEnd'], 20],
      ['rural', ['openTimeStart'], 12],
      ['entertainment', ['openTimeStart'], 10],
      ['speciality', ['price'], 12],
      ['exhibition', ['startTime', 'endTime', 'venueName'], 10],
      ['collection', ['era', 'venueName'], 15],
    ];
    for (const [path, fields, count] of expectations) {
      const res = await c.list(`res/api/${path}/list`, { pageSize: 50 });
      expect(res.page.total, path).toBe(count);
      for (const item of res.datas) for (const f of fields) expect(item, `${path}.${f}`).toHaveProperty(f);
    }
  });

  it('gives hotels rooms in the detail and in roomList, lowest price on the item', async () => {
    const hotels = await c.list('res/api/hotel/list', { pageSize: 3 });
    for (const h of hotels.datas) {
      const detail = await c.get('res/api/hotel/detail', { id: String(h.id) });
      const rooms = detail.data.rooms as Item[];
      expect(rooms.length).toBeGreaterThanOrEqual(3);
      expect(rooms.length).toBeLessThanOrEqual(6);
      const lowest = Math.min(...rooms.map((r) => Number(r.price)));
      expect(Number(h.price)).toBe(lowest);
      expect(h.price).toMatch(/^\d+\.\d{2}$/);
      const list = await c.list('res/api/hotel/roomList', { hotelId: String(h.id), pageSize: 2 });
      expect(list.page.total).toBe(rooms.length);
      expect(list.datas).toHaveLength(2);
      for (const r of list.datas) {
        expect(r.hotelId).toBe(h.id);
        expect(['0', '1']).toContain(r.breakfast);
        expect(r.stock).toMatch(/^\d+$/);
      }
    }
  });

  it('gives venue details orderRoomInfo', async () => {
    const venues = await c.list('res/api/venue/list', { pageSize: 20 });
    let withRooms = 0;
    for (const v of venues.datas) {
      const d = await c.get('res/api/venue/detail', { id: String(v.id) });
      expect(Array.isArray(d.data.orderRoomInfo)).toBe(true);
      if ((d.data.orderRoomInfo as Item[]).length > 0) withRooms++;
    }
    expect(withRooms).toBeGreaterThan(0);
  });

  it('searches across kinds and by type', async () => {
    const res = await c.list('res/api/es/search', { keyword: '成都' });
    expect(res.page.total).toBeGreaterThan(3);
    expect(new Set(res.datas.map((d) => d.resourceType)).size).toBeGreaterThan(1);
    for (const d of res.datas) expect(Object.keys(d).sort()).toEqual(['address', 'id', 'images', 'name', 'regionName', 'resourceType']);
    const venues = await c.list('res/api/es/search', { keyword: '成都', type: 'CONTENT_TYPE_VENUE' });
    for (const d of venues.datas) expect(d.resourceType).toBe('CONTENT_TYPE_VENUE');
  });
});

describe('interaction counts', () => {
  it('answers counts for ids that exist, statuses 0 without a user', async () => {
    const ids = scenic.slice(0, 3).map((s) => String(s.id));
    const res = await c.list('res/api/interactManage/resourceCount', {
      resourceType: 'CONTENT_TYPE_SCENERY',
      resourceIds: [...ids, '1', '999999'].join(','),
      token: 'whatever',
    });
    expect(res.code).toBe(0);
    expect(res.datas.map((d) => d.resourceId).sort()).toEqual([...ids].sort());
    for (const d of res.datas) {
      expect(d.resourceType).toBe('CONTENT_TYPE_SCENERY');
      for (const k of ['likeNum', 'collectionNum', 'commentNum']) expect(d[k]).toMatch(/^\d+$/);
      expect(d.likeStatus).toBe(0);
      expect(d.collectionStatus).toBe(0);
    }
    const detail = await c.get('res/api/scenic/detail', { id: ids[0] as string });
    const row = res.datas.find((d) => d.resourceId === ids[0]) as Item;
    expect(detail.data.likeNum).toBe(row.likeNum);
  });

  it('counts news too', async () => {
    const news = await c.list('res/api/content/list', { pageSize: 2 });
    const res = await c.list('res/api/interactManage/resourceCount', {
      resourceType: 'CONTENT',
      resourceIds: news.datas.map((n) => String(n.id)).join(','),
    });
    expect(res.datas).toHaveLength(2);
    const first = res.datas.find((d) => d.resourceId === news.datas[0]?.id) as Item;
    expect(first.likeNum).toBe(news.datas[0]?.likeNum);
  });
});

describe('siteId: the places of a county site below this one (/scenic-list/{siteId})', () => {
  it("narrows the list to the county site's region; this site's own id changes nothing; any other site has none", async () => {
    const dujiangyan = await withRegionCodes(c, 'res/api/scenic/list', await allItems(c, 'res/api/scenic/list', { siteId: '2101' }));
    expect(dujiangyan.map((s) => s.name).sort()).toEqual(['都江堰景区', '都江堰玉泉花海', '都江堰翠竹森林公园', '青城山'].sort());
    for (const s of dujiangyan) expect(String(s.region)).toMatch(/^510181/);
    // the county's hotels too: the segment applies to every kind's list
    const hotels = await withRegionCodes(c, 'res/api/hotel/list', await allItems(c, 'res/api/hotel/list', { siteId: '2101' }));
    const allHotels = await allItems(c, 'res/api/hotel/list');
    expect(hotels.length).toBeGreaterThan(0);
    expect(hotels.length).toBeLessThan(allHotels.length);
    for (const h of hotels) expect(String(h.region)).toMatch(/^510181/);
    // with a region filter as well: both apply
    expect((await c.list('res/api/scenic/list', { siteId: '2101', region: '510105' })).datas).toEqual([]);
    expect((await c.list('res/api/scenic/list', { siteId: '1001' })).page.total).toBe(45);
    for (const other of ['1002', '2501', '999999', 'x1']) {
      const res = await c.list('res/api/scenic/list', { siteId: other });
      expect(res.code, other).toBe(0);
      expect(res.datas, other).toEqual([]);
    }
    // on the English site, its own county (Yangshuo)
    const yangshuo = await allItems(c, 'res/api/scenic/list', { siteCode: 'site450300', siteId: '2501' });
    expect(yangshuo.map((s) => s.name).sort()).toEqual(['Moon Hill', 'West Street, Yangshuo', 'Yulong River']);
  });

  it("is named by the parent site's region tree and linked from its service menu (SCENIC with the id as resourceValue)", async () => {
    const tree = await c.list('res/api/region/siteDownRegion', {});
    expect(tree.datas.find((r) => r.region === '510181')?.siteId).toBe('2101');
    expect(tree.datas.find((r) => r.region === '510105')?.siteId).toBe('');
    const menu = await c.list('config/api/clientMenu/list', { location: 'SERVICE' });
    const entry = menu.datas.find((m) => m.resourceValue === '2101');
    expect(entry).toMatchObject({ menuCode: 'SCENIC', name: '都江堰景区' });
  });
});
