/**
 * The culture families: more place kinds, brands, destinations (city cards), rankings, columns —
 * their calls, shapes and demo data on every demo site.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/connection.ts';
import { allItems, login, postForm, startTestUpstream, type Client, type Envelope, type Item } from './helpers.ts';

let c: Client;
beforeAll(async () => {
  c = await startTestUpstream();
});
afterAll(() => c.upstream.close());

const SITES = ['site510100', 'site513225', 'site530700'] as const;
const FRENCH = 'site530700';

interface RankingData {
  data: Item[];
  totalCount: number;
  totalPage: number;
}
interface ResponseB {
  list: Item[];
  total: number;
  pageSize: number;
  currPage: number;
}

describe('more place kinds', () => {
  it('has at least a dozen of each new kind on every demo site, the suspended one included', () => {
    const db = openDatabase(':memory:');
    const count = db.prepare('SELECT COUNT(*) AS n FROM places WHERE site_code = ? AND resource_type = ?');
    for (const site of [...SITES, 'site620200']) {
      for (const type of [
        'CONTENT_TYPE_RURAL',
        'CONTENT_TYPE_RURAL_SPOTS',
        'CONTENT_TYPE_AGRITAINMENT',
        'CONTENT_TYPE_RESEARCH_BASE',
        'CONTENT_TYPE_SCENIC_THEME',
        'CONTENT_TYPE_SCENIC_PROJECT',
        'CONTENT_TYPE_SCENIC_SHOW',
      ]) {
        expect((count.get(site, type) as { n: number }).n, `${site} ${type}`).toBeGreaterThanOrEqual(12);
      }
    }
    db.close();
  });

  it('lists farm stays with grade, price, rooms and features; research bases with level, crowd and courses', async () => {
    const stays = await c.list('res/api/agritainment/list', { pageSize: 50 });
    expect(stays.page.total).toBe(14);
    for (const s of stays.datas) {
      expect(['A', 'B', 'C', '']).toContain(s.level);
      expect(s.price).toMatch(/^\d+\.00$/);
      expect(s.roomCount).toMatch(/^\d+$/);
      expect(Array.isArray(s.features)).toBe(true);
    }
    const gradeA = await c.list('res/api/agritainment/list', { level: 'A', pageSize: 50 });
    expect(gradeA.datas.length).toBeGreaterThan(0);
    expect(gradeA.datas.every((s) => s.level === 'A')).toBe(true);
    const bases = await c.list('res/api/researchBase/list', { pageSize: 50 });
    expect(bases.page.total).toBe(12);
    expect(new Set(bases.datas.map((b) => b.level))).toEqual(new Set(['1', '2', '3']));
    const detail = await c.get('res/api/researchBase/detail', { id: String(bases.datas[0]!.id) });
    expect(detail.data.bookingTips).toMatch(/预约/);
    expect((detail.data.courses as string[]).length).toBeGreaterThan(1);
  });

  it("filters a scenic area's theme areas, facilities (also by theme) and shows, and a village's spots", async () => {
    const themes = await c.list('res/api/scenicTheme/list', { scenicId: '10001', pageSize: 50 });
    expect(themes.page.total).toBe(4);
    const all = await c.list('res/api/scenicProject/list', { scenicId: '10001', pageSize: 50 });
    expect(all.page.total).toBe(16);
    const theme = themes.datas[0]!;
    const ofTheme = await c.list('res/api/scenicProject/list', { scenicId: '10001', themeId: String(theme.id), pageSize: 50 });
    expect(ofTheme.page.total).toBe(4);
    for (const f of ofTheme.datas) {
      expect(f.themeId).toBe(theme.id);
      expect(f.themeName).toBe(theme.name);
      expect(['1', '2', '3']).toContain(f.intensity);
    }
    const shows = await c.list('res/api/scenicShow/list', { scenicId: '10001', pageSize: 50 });
    expect(shows.page.total).toBe(5);
    for (const s of shows.datas) for (const t of s.showTimes as string[]) expect(t).toMatch(/^\d{2}:\d{2}$/);
    expect((await c.list('res/api/scenicShow/list', { scenicId: '99999999' })).page.total).toBe(0);
    const village = (await c.list('res/api/rural/list', { pageSize: 1 })).datas[0]!;
    const spots = await c.list('res/api/ruralSpots/list', { ruralId: String(village.id), pageSize: 50 });
    expect(spots.page.total).toBeGreaterThan(0);
    expect(spots.datas.every((s) => s.ruralId === village.id)).toBe(true);
  });

  it('has French names on the French site', async () => {
    const stays = await c.list('res/api/agritainment/list', { siteCode: FRENCH, pageSize: 50 });
    expect(stays.datas.every((s) => !/[\u4e00-\u9fff]/.test(String(s.name)))).toBe(true);
    const shows = await c.list('res/api/scenicShow/list', { siteCode: FRENCH, pageSize: 50 });
    expect(shows.datas.every((s) => !/[\u4e00-\u9fff]/.test(String(s.name)))).toBe(true);
  });
});

describe('brands', () => {
  it('lists a dozen brands per site with the spec fields; numbers as strings', async () => {
    for (const siteCode of SITES) {
      const res = await c.list('res/api/brand/getApiBrandList', { siteCode, pageSize: 50 });
      expect(res.page.total, siteCode).toBeGreaterThanOrEqual(12);
      for (const b of res.datas) {
        for (const f of ['id', 'name', 'slogan', 'brandImage', 'bannerImage', 'mainColor', 'siteCount', 'relationResourceCount'])
          expect(b, f).toHaveProperty(f);
        expect(b.mainColor).toMatch(/^#[0-9A-F]{6}$/);
        expect(Number(b.relationResourceCount)).toBeGreaterThanOrEqual(3);
      }
      if (siteCode === FRENCH) expect(res.datas.every((b) => !/[\u4e00-\u9fff]/.test(String(b.name)))).toBe(true);
    }
  });

  it("answers a brand's detail, its places, its news, and the brand of a place", async () => {
    const brand = (await c.list('res/api/brand/getApiBrandList', { pageSize: 1 })).datas[0]!;
    const detail = await c.get('res/api/brand/getApiBrandDetail', { id: String(brand.id) });
    expect(detail.code).toBe(0);
    expect(detail.data.introduce).toMatch(/<p>/);
    const places = await allItems(c, 'res/api/brand/getApiBrandResourceList', { brandId: String(brand.id) });
    expect(places.length).toBe(Number(brand.relationResourceCount));
    expect(places[0]!.resourceType).toBe('CONTENT_TYPE_SCENERY');
    const scenicOnly = await c.list('res/api/brand/getApiBrandResourceList', {
      brandId: String(brand.id),
      resourceType: 'CONTENT_TYPE_SCENERY',
    });
    expect(scenicOnly.datas.every((p) => p.resourceType === 'CONTENT_TYPE_SCENERY')).toBe(true);
    const news = await c.list('res/api/content/list', {
      linksResourceType: 'CONTENT_TYPE_BRAND',
      linksResourceId: String(brand.id),
      pageSize: 50,
    });
    expect(news.page.total).toBe(Number(detail.data.newsCount));
    expect(news.page.total).toBeGreaterThanOrEqual(3);
    // the brand banner of a place's detail: the brands it belongs to
    const ofPlace = await c.list('res/api/brand/getApiBrandList', {
      linksResourceType: String(places[0]!.resourceType),
      linksResourceId: String(places[0]!.id),
      pageSize: 1,
    });
    expect(ofPlace.datas.map((b) => b.id)).toContain(brand.id);
  });

  it("refuses an unknown brand and another site's", async () => {
    expect((await c.get('res/api/brand/getApiBrandDetail', { id: '999999' })).code).toBe(1);
    const other = (await c.list('res/api/brand/getApiBrandList', { siteCode: FRENCH, pageSize: 1 })).datas[0]!;
    const res = await c.get('res/api/brand/getApiBrandDetail', { id: String(other.id) });
    expect(res.code).toBe(1);
    expect(res.message).toBe('品牌不存在');
  });

  it('can be liked and favourited through the interaction calls', async () => {
    const user = await login(c, '13700000015');
    const brand = (await c.list('res/api/brand/getApiBrandList', { pageSize: 1 })).datas[0]!;
    const before = await c.get('res/api/brand/getApiBrandDetail', { id: String(brand.id), token: user.userToken });
    const liked = await postForm(
      c,
      'res/api/interactManage/like',
      { resourceType: 'CONTENT_TYPE_BRAND', resourceId: String(brand.id) },
      { token: user.userToken },
    );
    expect(liked.code).toBe(0);
    const after = await c.get('res/api/brand/getApiBrandDetail', { id: String(brand.id), token: user.userToken });
    expect(Number(after.data.likeNum)).toBe(Number(before.data.likeNum) + 1);
    expect((after.data.vipResourceStatus as Item).likeStatus).toBe(1);
  });
});

describe('city cards', () => {
  it('answers Response B with a dozen cards per site, filtered by region and type', async () => {
    for (const siteCode of SITES) {
      const res = await c.get<Envelope<ResponseB>>('res/api/card/getApiCardList', { siteCode, pageSize: 50 });
      expect(res.data.total, siteCode).toBeGreaterThanOrEqual(12);
      expect(res.data.list.length).toBe(res.data.total);
      expect(res.data.list[0]!.cardType).toBe('CITY');
      expect(res.data.list.some((x) => x.unrealCard === '1')).toBe(true);
    }
    const county = await c.get<Envelope<ResponseB>>('res/api/card/getApiCardList', { region: '510181', pageSize: 50 });
    expect(county.data.list.map((x) => x.name).sort()).toEqual(['都江堰市', '青城山']);
    const towns = await c.get<Envelope<ResponseB>>('res/api/card/getApiCardList', {
      siteCode: 'site513225',
      cardType: 'TOWN',
      pageSize: 50,
    });
    expect(towns.data.list.every((x) => String(x.region).length === 12)).toBe(true);
    const page2 = await c.get<Envelope<ResponseB>>('res/api/card/getApiCardList', { pageSize: 5, currPage: 2 });
    expect(page2.data.list).toHaveLength(5);
    expect(page2.data.currPage).toBe(2);
  });

  it("answers a card's detail (by id or cardId) and refuses an unknown one", async () => {
    const card = (await c.get<Envelope<ResponseB>>('res/api/card/getApiCardList', { pageSize: 2 })).data.list[1]!;
    const byId = await c.get('res/api/card/getApiCardDetail', { id: String(card.id) });
    const byCardId = await c.get('res/api/card/getApiCardDetail', { cardId: String(card.id) });
    expect(byId.data.name).toBe(card.name);
    expect(byCardId.data.name).toBe(card.name);
    expect(byId.data.introduce).toMatch(/<p>/);
    expect((await c.get('res/api/card/getApiCardDetail', { id: '0' })).code).toBe(1);
  });
});

describe('rankings', () => {
  it("ranks the destinations by heat in the ranking shape, paged, with last week's rank", async () => {
    const first = await c.get<Envelope<RankingData>>('res/api/ranking/regionRank', { pageSize: 5 });
    const second = await c.get<Envelope<RankingData>>('res/api/ranking/regionRank', { pageSize: 5, currPage: 2 });
    expect(first.data.totalCount).toBe(14);
    expect(first.data.totalPage).toBe(3);
    const rows = [...first.data.data, ...second.data.data];
    expect(rows.map((r) => r.rank)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    const heats = rows.map((r) => Number(r.heat));
    expect([...heats].sort((a, b) => b - a)).toEqual(heats);
    for (const r of rows) expect(r.lastRank === null || /^\d+$/.test(String(r.lastRank))).toBe(true);
    expect(rows.some((r) => r.lastRank !== null && r.lastRank !== r.rank)).toBe(true);
  });

  it('ranks the places of a resource type; an unknown type is an empty board', async () => {
    for (const resourceType of ['CONTENT_TYPE_SCENERY', 'CONTENT_TYPE_AGRITAINMENT', 'CONTENT_TYPE_RESTAURANT']) {
      const res = await c.get<Envelope<RankingData>>('res/api/ranking/resourceRank', { resourceType, pageSize: 50 });
      expect(res.data.totalCount, resourceType).toBeGreaterThanOrEqual(12);
      const heats = res.data.data.map((r) => Number(r.heat));
      expect([...heats].sort((a, b) => b - a)).toEqual(heats);
      expect(res.data.data.every((r) => r.resourceType === resourceType)).toBe(true);
    }
    const none = await c.get<Envelope<RankingData>>('res/api/ranking/resourceRank', { resourceType: 'CONTENT_TYPE_NOPE' });
    expect(none.data.totalCount).toBe(0);
  });
});

describe('columns', () => {
  it('answers the art fund column with its sub-channels and their news; sub-channels stay out of the news tabs', async () => {
    for (const siteCode of SITES) {
      const res = await c.get('res/api/content/channelDetail', { siteCode, channelCode: 'scysjj' });
      expect(res.code).toBe(0);
      const children = res.data.children as Item[];
      expect(children).toHaveLength(4);
      const total = children.reduce((sum, ch) => sum + Number(ch.newsCount), 0);
      expect(total).toBeGreaterThanOrEqual(12);
      const news = await c.list('res/api/content/list', { siteCode, channelCode: String(children[0]!.channelCode), pageSize: 50 });
      expect(news.page.total).toBe(Number(children[0]!.newsCount));
      if (siteCode === FRENCH) expect(news.datas.every((n) => !/[\u4e00-\u9fff]/.test(String(n.title)))).toBe(true);
      const tabs = await c.list('res/api/content/channelList', { siteCode });
      expect(tabs.datas.map((t) => t.channelCode)).not.toContain(children[0]!.channelCode);
    }
    const sub = await c.get('res/api/content/channelDetail', { channelCode: 'scysjj-tzgg' });
    expect(sub.data.parentCode).toBe('scysjj');
    expect((await c.get('res/api/content/channelDetail', { channelCode: 'nope' })).code).toBe(1);
  });
});

describe('menus', () => {
  it('adds the issue-15 entries once to each demo site, with the scenic id where the path needs one', () => {
    const db = openDatabase(':memory:');
    const rows = db.prepare("SELECT menu_code AS code, resource_value AS value FROM menus WHERE site_code = ? AND location = 'SERVICE'");
    for (const site of [...SITES, 'site620200']) {
      const entries = rows.all(site) as { code: string; value: string | null }[];
      for (const code of [
        'DESTINATION',
        'REGION_RANK',
        'ART_FUND',
        'STUDIES',
        'PLAYITEM',
        'SUBJECTAREA',
        'SHOW',
        'COUNTRY_TOUR',
        'FARMHOUSE',
      ]) {
        expect(
          entries.filter((e) => e.code === code),
          `${site} ${code}`,
        ).toHaveLength(1);
      }
      for (const code of ['PLAYITEM', 'SUBJECTAREA', 'SHOW']) {
        const value = entries.find((e) => e.code === code)?.value;
        const scenic = db.prepare('SELECT resource_type AS t FROM places WHERE id = ? AND site_code = ?').get(Number(value), site) as
          | { t: string }
          | undefined;
        expect(scenic?.t).toBe('CONTENT_TYPE_SCENERY');
      }
    }
    db.close();
  });
});
