import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, startTestUpstream, type Client } from './helpers.ts';

const XJ = { siteCode: 'site650100' };

let c: Client;
beforeAll(async () => {
  c = await startTestUpstream();
});
afterAll(async () => {
  await c.upstream.close();
});

describe('the Xinjiang edition site', () => {
  it('is a live Chinese site of region 650100 with its own menus and home layout', async () => {
    const info = await c.get('user/api/site/siteInfo', XJ);
    expect(info.data).toMatchObject({ siteCode: 'site650100', name: '乌鲁木齐文旅', region: '650100', siteLanguage: 'CN' });
    const bottom = await c.list('config/api/clientMenu/list', { ...XJ, location: 'HOME_BOTTOM' });
    expect(bottom.datas.map((m) => m.menuCode)).toEqual(['INDEX', 'HOT', 'COMMON', 'USER']);
    const service = await c.list('config/api/clientMenu/list', { ...XJ, location: 'SERVICE' });
    const codes = service.datas.map((m) => m.menuCode);
    // the site's own entries first, then those of the families with Urumqi data (buses, trains…)
    expect(codes.slice(0, 12)).toEqual([
      'HOT',
      'PANORAMIC',
      'HEALTH_CODE',
      'COMMON',
      'LIVE',
      'OUTSIDE',
      'GAS_STATION',
      'ORDERS',
      'BOOKING',
      'MY_ACTIVITY',
      'CONSUMPTION_CODE',
      'DEFAULT_SERVICE',
    ]);
    expect(codes.slice(12)).toEqual(
      expect.arrayContaining([
        'BUS_INQUIRY',
        'TRAIN_INQUIRY',
        'AIRCRAFT_INQUIRY',
        'TICKET_INQUIRY',
        'AIR_QUALITY',
        'CAR_RENTAL',
        'GUIDE',
        'AGENCY',
        'ROBOT',
      ]),
    );
    // the families with Urumqi data answer for it: its buses, for one
    const lines = await c.list('busSubways/lineList', XJ);
    expect(lines.datas.length).toBeGreaterThan(0);
    const layout = await c.get('config/api/clientCustomConfig/getLayout', XJ);
    const modules = JSON.parse(String(layout.data.layoutDetail)).modules as { type: string }[];
    expect(modules.map((m) => m.type)).toEqual(['BANNER', 'MENU_GRID', 'NEWS']);
  });

  it('carries no other city’s places: the families’ generic stand-ins skip it', async () => {
    const service = await c.list('config/api/clientMenu/list', { ...XJ, location: 'SERVICE' });
    for (const code of ['REGION_RANK', 'ART_FUND', 'PARKING', 'GUIDE_TOUR', 'DSP'])
      expect(service.datas.map((m) => m.menuCode)).not.toContain(code);
    expect((await c.list('res/api/convenience/list', { ...XJ, type: 'CONTENT_TYPE_PARKING' })).datas ?? []).toEqual([]);
  });
});

describe('the configurable service pages', () => {
  it('answers a page’s groups with their entries in subList, and the page’s entry on Chengdu’s service grid', async () => {
    const page = await c.list('config/api/clientMenu/list', { location: 'CONFIGURE_SERVICE' });
    expect(page.datas.map((g) => g.name)).toEqual(['出行服务', '文化生活', '游客服务']);
    const first = page.datas[0]!.subList as { menuCode: string; subList: unknown[] }[];
    expect(first.map((e) => e.menuCode)).toEqual(['PARKING', 'TOILET', 'GASSTATION']);
    expect(first[0]!.subList).toEqual([]);
    const grid = await c.list('config/api/clientMenu/list', { location: 'SERVICE' });
    expect(grid.datas.find((e) => e.menuCode === 'CONFIGURE_SERVICE')).toMatchObject({ name: '更多服务', subList: [] });
    expect((await c.list('config/api/clientMenu/list', { location: 'GS_SERVICE' })).datas).toEqual([]);
  });
});

describe('the regional pages’ data', () => {
  it('pages the hot places of Urumqi, with their coordinates in Urumqi', async () => {
    const first = await c.list('res/api/regional/hot', { ...XJ, pageSize: 5 });
    expect(first.page).toMatchObject({ total: 12, totalPage: 3 });
    expect(first.datas[0]).toMatchObject({ name: '新疆国际大巴扎', regionName: '天山区' });
    const heats = first.datas.map((p) => Number(p.heat));
    expect([...heats].sort((a, b) => b - a)).toEqual(heats);
    for (const p of first.datas) {
      expect(Number(p.longitude)).toBeGreaterThan(86.5);
      expect(Number(p.longitude)).toBeLessThan(89);
      expect(Number(p.latitude)).toBeGreaterThan(43);
      expect(Number(p.latitude)).toBeLessThan(44.5);
    }
    const last = await c.list('res/api/regional/hot', { ...XJ, pageSize: 5, currPage: 3 });
    expect(last.datas).toHaveLength(2);
  });

  it('answers panoramas, self-drive routes with their stops in order, channels and their articles, services', async () => {
    expect((await c.list('res/api/regional/panoramic', XJ)).datas[0]).toMatchObject({ name: '天山天池·博格达峰' });
    const routes = await c.list('res/api/regional/driving', XJ);
    expect(routes.datas[0]).toMatchObject({ name: '天山天池一日游', days: 1, distance: 110, stops: ['乌鲁木齐', '阜康市', '天山天池'] });
    const channels = await c.list('res/api/regional/channels', XJ);
    expect(channels.datas.map((ch) => ch.code)).toEqual(['news', 'heritage', 'food']);
    const articles = await c.list('res/api/regional/articles', { ...XJ, channelCode: 'food', pageSize: 10 });
    expect(articles.page.total).toBe(4);
    const times = articles.datas.map((a) => String(a.publishTime));
    expect([...times].sort().reverse()).toEqual(times);
    expect((await c.get('res/api/regional/articles', { ...XJ, channelCode: 'nope' })).message).toBe('频道不存在');
    const services = await c.list('res/api/regional/services', XJ);
    expect(services.datas.find((s) => s.name === '急救')).toMatchObject({ phone: '120', groupName: '紧急求助' });
  });

  it('is empty on the other sites', async () => {
    expect((await c.list('res/api/regional/hot')).page.total).toBe(0);
    expect((await c.list('res/api/regional/channels')).datas).toEqual([]);
  });

  it('gives a signed-in visitor their health code, issued green on the first request and kept', async () => {
    expect((await c.get('user/api/regional/healthCode', XJ)).code).toBe(2);
    const second = await login(c, '13800000002');
    expect((await c.get('user/api/regional/healthCode', { ...XJ, token: second.userToken })).data).toMatchObject({ color: 'YELLOW' });
    const other = await login(c, '13800000009');
    const issued = await c.get('user/api/regional/healthCode', { ...XJ, token: other.userToken });
    expect(issued.data).toMatchObject({ color: 'GREEN' });
    expect((await c.get('user/api/regional/healthCode', { ...XJ, token: other.userToken })).data).toEqual(issued.data);
  });
});
