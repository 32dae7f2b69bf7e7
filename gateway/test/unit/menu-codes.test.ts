import { menuEntryFrom } from '../../src/domains/site/menu.ts';
import { describe, expect, it } from 'vitest';
import { MENU_CODES, resolveMenuTarget } from '../../src/domains/site/menu-codes.ts';
import type { MenuPathParams } from '../../src/domains/site/menu-codes.ts';
import { defaultBottomMenu, menuEntries } from '../../src/domains/site/menu.ts';

const anon: MenuPathParams = { resourceValue: null, region: '510100', isVolunteer: false };
const internal = (menuCode: string, params: Partial<MenuPathParams> = {}) =>
  resolveMenuTarget(
    { menuCode, jumpType: '1', externalLink: null, develop: '0', resourceValue: params.resourceValue ?? null },
    { ...anon, ...params },
  );

/** The menu-code table, every row: code → [path without params, needLogin]. */
const TABLE: Array<[string, string, boolean]> = [
  ['NEWS', '/news-list/all', false],
  ['INDEX', '/index', false],
  ['ACTIVITY', '/activity-home', false],
  ['TIME', '/time', false],
  ['USER', '/user', false],
  ['PERSONAL', '/default-personal', true],
  ['INTEGRAL', '/vip-index', true],
  ['ORDERS', '/user-order', true],
  ['MY_ACTIVITY', '/user-activity?orderType=CONTENT_TYPE_ACTIVITY', true],
  ['BOOKING', '/user-reservation', true],
  ['CONSUMPTION_CODE', '/user-code', true],
  ['HONESTY', '/user-credit', true],
  ['DESTINATION', '/destination', false],
  ['SCENIC', '/scenic-list', false],
  ['VENUE', '/venues-list', false],
  ['HOTEL', '/hotel-list', false],
  ['FOOD', '/food-list', false],
  ['RAIDERS', '/strategy-list', false],
  ['TOPIC', '/topic-list', false],
  ['VOLUNTEER', '/volunteer-index', false],
  ['VOLUNTEER_LIST', '/volunteer-list/all', false],
  ['COMMUNITY', '/join-group', false],
  ['zijiayou', '/driving', false],
  ['COMMON', '/xj-service', false],
  ['DEFAULT_SERVICE', '/default-service', false],
  ['CONFIGURE_SERVICE', '/configure-service', false],
  ['PANORAMIC', '/xj-panoramic', false],
  ['CS-PANORAMIC', '/spot-panorama', false],
  ['CS-WORSHIP', '/index?isWorship=true', false],
  ['DPQ-SHOP', '/dpq-shop', false],
  ['LIVE', '/xj-live', false],
  ['HOT', '/xj-hot', false],
  ['GUIDE', '/guide-search', false],
  ['AGENCY', '/travel-list', false],
  ['TOILET', '/service-map/CONTENT_TYPE_TOILET', false],
  ['PARKING', '/service-map/CONTENT_TYPE_PARKING', false],
  ['GASSTATION', '/service-map/CONTENT_TYPE_GAS_STATION', false],
  ['GAS_STATION', '/service-map/CONTENT_TYPE_GAS_STATION', false],
  ['INTANGIBLE', '/intangible-index', false],
  ['INTANGIBLE_PROJECT', '/project-list', false],
  ['INTANGIBLE_SUCCESSOR', '/successor-list', false],
  ['PROJECT_EXPERIENCE_BASE', '/experience-list', false],
  ['MISSION_PROTECTION_BASE', '/inheritance-list', false],
  ['INTANGIBLE_FOOD', '/intangible-food', false],
  ['INTANGIBLE_NEWS', '/intangible-news', false],
  ['INTANGIBLE_VIDEO', '/intangible-video', false],
  ['INTANGIBLE_AUDIO', '/intangible-audio', false],
  ['ASK_FOR_HELP', '/call-police', false],
  ['ITINTERARY', '/itinerary-list', true],
  ['BUS_INQUIRY', '/bus-search', false],
  ['TRAIN_INQUIRY', '/train-search', false],
  ['TICKET_INQUIRY', '/car-search', false],
  ['AIRCRAFT_INQUIRY', '/plane-search', false],
  ['ROBOT', '/robot', false],
  ['FEEDBACK', '/feedback', true],
  ['SCHOOL', '/course-list', false],
  ['COUNTRY_TOUR', '/rura/510100', false],
  ['FARMHOUSE', '/homestay-list', false],
  ['GUIDE_TOUR', '/guide-scenic-list', false],
  ['COMPLAINT', '/user-complain', true],
  ['ZXTS', '/sc-complain', false],
  ['SLOW_LIVE', '/live-list', false],
  ['AIR_QUALITY', '/air-quality', false],
  ['CAR_RENTAL', '/use-car', false],
  ['HEALTH_CODE', '/xj-health', true],
  ['ART_FUND', '/column-list/scysjj', false],
  ['VOLUNTEER_SERVICE', '/volunteer-service', false],
  ['MY_STUDY', '/user-course', true],
  ['EQ', '/user-question', true],
  ['INHERITOR', '/user-intangible', true],
  ['USER_VOTE', '/user-vote', true],
  ['VOTE_LIST', '/online-vote', false],
  ['REGION_RANK', '/regional-rank', false],
  ['ENTERTAIN', '/entertain-list', false],
  ['EXHIBITION', '/exhibition-list', false],
  ['COLLECTION', '/relics-list', false],
  ['QUESTIONNAIRE', '/question-list', false],
  ['JMG-SUB', '/jmg-sub', false],
  ['STUDIES', '/studies-base', false],
  ['SPECIALTY', '/speciality-list', false],
  ['DSP', '/short-video-list', false],
];
/** Code, the path its resourceValue is appended to, and where it goes without one (null: nowhere). */
const APPEND_CODES: Array<[string, string, string | null]> = [
  ['PLAYITEM', '/amusement-facility/', null],
  ['SUBJECTAREA', '/subject-area/', null],
  ['SHOW', '/wonderful-show/', '/show-list'],
];

describe('menu-code table', () => {
  it('has exactly the spec codes', () => {
    expect(Object.keys(MENU_CODES).sort()).toEqual([...TABLE.map(([code]) => code), ...APPEND_CODES.map(([code]) => code)].sort());
  });

  it.each(TABLE)('%s → %s (login %s)', (code, path, needLogin) => {
    expect(internal(code)).toEqual({ target: 'INTERNAL', path, url: null, needLogin });
  });

  it("every code whose page is the visitor's own list (`/user-…`) asks for a sign-in first", () => {
    const own = TABLE.filter(([, path]) => typeof path === 'string' && path.startsWith('/user-'));
    expect(own.length).toBeGreaterThan(8);
    for (const [code] of own) expect(internal(code).needLogin, code).toBe(true);
  });

  it.each(['SCENIC', 'VENUE', 'HOTEL', 'FOOD', 'ENTERTAIN'])('%s appends the resourceValue as [/{siteId}]', (code) => {
    const base = internal(code).path;
    expect(internal(code, { resourceValue: 'site513225' }).path).toBe(`${base}/site513225`);
  });

  it('COUNTRY_TOUR uses the site region and an optional site id', () => {
    expect(internal('COUNTRY_TOUR', { region: '513225' }).path).toBe('/rura/513225');
    expect(internal('COUNTRY_TOUR', { region: '513225', resourceValue: '77' }).path).toBe('/rura/513225/77');
    expect(internal('COUNTRY_TOUR', { region: null }).target).toBe('COMING_SOON');
  });

  it.each(APPEND_CODES)('%s appends the resourceValue to %s; without one: %s', (code, base, whole) => {
    expect(internal(code, { resourceValue: '12' })).toEqual({ target: 'INTERNAL', path: `${base}12`, url: null, needLogin: false });
    if (whole) expect(internal(code)).toMatchObject({ target: 'INTERNAL', path: whole });
    else expect(internal(code).target).toBe('COMING_SOON');
  });

  it('VOLUNTEER_SERVICE leads volunteers to /volunteers', () => {
    expect(internal('VOLUNTEER_SERVICE', { isVolunteer: true }).path).toBe('/volunteers');
    expect(internal('VOLUNTEER_SERVICE', { isVolunteer: false }).path).toBe('/volunteer-service');
  });

  it('jumpType 2 is EXTERNAL with the link', () => {
    expect(
      resolveMenuTarget(
        { menuCode: 'NEWS', jumpType: '2', externalLink: 'https://example.org/x', develop: '0', resourceValue: null },
        anon,
      ),
    ).toEqual({ target: 'EXTERNAL', path: null, url: 'https://example.org/x', needLogin: false });
    expect(
      resolveMenuTarget({ menuCode: null, jumpType: '2', externalLink: 'javascript:alert(1)', develop: null, resourceValue: null }, anon)
        .target,
    ).toBe('COMING_SOON');
  });

  it('jumpType 2 to an address of the app itself opens it in place; nothing else passes for one', () => {
    const link = (externalLink: string) =>
      resolveMenuTarget({ menuCode: '', jumpType: '2', externalLink, develop: '0', resourceValue: null }, anon);
    expect(link('/sc-index')).toEqual({ target: 'INTERNAL', path: '/sc-index', url: null, needLogin: false });
    expect(link('#/tianfu-cuisine')).toEqual({ target: 'INTERNAL', path: '/tianfu-cuisine', url: null, needLogin: false });
    expect(link('//evil.example.com/x').target).toBe('COMING_SOON');
    expect(link('/').target).toBe('COMING_SOON');
    expect(link('/a b').target).toBe('COMING_SOON');
  });

  it('develop entries and unknown codes are COMING_SOON', () => {
    expect(resolveMenuTarget({ menuCode: 'NEWS', jumpType: '1', externalLink: null, develop: '1', resourceValue: null }, anon)).toEqual({
      target: 'COMING_SOON',
      path: null,
      url: null,
      needLogin: false,
    });
    expect(internal('NO_SUCH_CODE')).toEqual({ target: 'COMING_SOON', path: null, url: null, needLogin: false });
    expect(resolveMenuTarget({ menuCode: null, jumpType: '1', externalLink: null, develop: null, resourceValue: null }, anon).target).toBe(
      'COMING_SOON',
    );
  });
});

describe('menu entries', () => {
  it('sorts by sort, keys are unique, icons are images, sub-lists recurse', () => {
    const entries = menuEntries(
      [
        { id: 2, name: 'Mine', menuCode: 'USER', jumpType: '1', sort: 2, selectIcon: 'http://x/s.svg', unSelectIcon: 'http://x/u.svg' },
        { id: 1, name: 'Home', menuCode: 'INDEX', jumpType: 1, sort: 1, subList: [{ id: 9, name: 'News', menuCode: 'NEWS' }] },
      ],
      anon,
    );
    expect(entries.map((e) => e.code)).toEqual(['INDEX', 'USER']);
    expect(entries[1]).toMatchObject({
      title: 'Mine',
      needLogin: false,
      path: '/user',
      icon: { url: 'http://x/u.svg', alt: 'Mine' },
      selectedIcon: { url: 'http://x/s.svg' },
    });
    expect(entries[0]?.children[0]).toMatchObject({ code: 'NEWS', path: '/news-list/all' });
    expect(new Set(entries.map((e) => e.key)).size).toBe(2);
  });

  it('the default menu is Home (INDEX) and Mine (USER)', () => {
    expect(defaultBottomMenu('CN', anon).map((e) => [e.title, e.code, e.path, e.needLogin])).toEqual([
      ['首页', 'INDEX', '/index', false],
      ['我的', 'USER', '/user', false],
    ]);
    expect(defaultBottomMenu('EN', anon).map((e) => e.title)).toEqual(['Home', 'Me']);
  });
});

describe('a menu row keeps its own resourceValue (the resolver passes none in the path params)', () => {
  it.each([
    ['PLAYITEM', '12', '/amusement-facility/12'],
    ['SUBJECTAREA', '7', '/subject-area/7'],
    ['SHOW', '3', '/wonderful-show/3'],
    ['SCENIC', 'site513225', '/scenic-list/site513225'],
  ])('%s with resourceValue %s → %s', (menuCode, resourceValue, path) => {
    const entry = menuEntryFrom({ menuCode, name: menuCode, jumpType: '1', resourceValue }, 0, anon);
    expect(entry).toMatchObject({ target: 'INTERNAL', path });
  });
  it('PLAYITEM without a value still has nowhere to go', () => {
    expect(menuEntryFrom({ menuCode: 'PLAYITEM', name: 'x', jumpType: '1' }, 0, anon).target).toBe('COMING_SOON');
  });
  it("SHOW without a value lists every scenic area's shows", () => {
    expect(menuEntryFrom({ menuCode: 'SHOW', name: '精彩演出', jumpType: '1' }, 0, anon)).toMatchObject({
      target: 'INTERNAL',
      path: '/show-list',
    });
  });
});
