/** Demo sites, their menus and their page layouts. */
import type Database from 'better-sqlite3';
import { iconRef, imageRef } from '../../resources.ts';

export interface SiteSeed {
  id: number;
  siteCode: string;
  name: string;
  english: string;
  region: string;
  language: 'CN' | 'FRENCH';
  version: 'GENERAL' | 'SCENERY';
  useNewMenu: 0 | 1;
  suspended: 0 | 1;
  betaStatus: 0 | 1;
  introduce: string;
  shopUrl: string;
  h5Domain: string;
}

export const SITES: readonly SiteSeed[] = [
  {
    id: 1001,
    siteCode: 'site510100',
    name: '成都文旅云',
    english: 'Chengdu Culture & Tourism Cloud',
    region: '510100',
    language: 'CN',
    version: 'GENERAL',
    useNewMenu: 0,
    suspended: 0,
    betaStatus: 0,
    introduce: '<p>成都文旅云汇聚成都市景区、场馆、酒店、美食与文化活动信息，为市民和游客提供一站式文旅服务。</p>',
    shopUrl: '',
    h5Domain: 'https://cd.wenlvyun.example.cn',
  },
  {
    id: 1002,
    siteCode: 'site513225',
    name: '九寨沟景区',
    english: 'Jiuzhaigou Valley',
    region: '513225',
    language: 'CN',
    version: 'SCENERY',
    useNewMenu: 1,
    suspended: 0,
    betaStatus: 1,
    introduce: '<p>九寨沟位于四川省阿坝藏族羌族自治州九寨沟县境内，以翠海、叠瀑、彩林、雪峰、藏情闻名于世。</p>',
    shopUrl: 'https://shop.jiuzhai.example.cn',
    h5Domain: 'https://jzg.wenlvyun.example.cn',
  },
  {
    id: 1003,
    siteCode: 'site530700',
    name: 'Lijiang Culture & Tourism',
    english: 'Lijiang Culture & Tourism',
    region: '530700',
    language: 'FRENCH',
    version: 'GENERAL',
    useNewMenu: 0,
    suspended: 0,
    betaStatus: 0,
    introduce:
      '<p>Bienvenue à Lijiang : vieille ville classée au patrimoine mondial, culture naxi et montagne enneigée du Dragon de Jade.</p>',
    shopUrl: '',
    h5Domain: 'https://lijiang.wenlvyun.example.cn',
  },
  {
    id: 1004,
    siteCode: 'site620200',
    name: '嘉峪关文旅',
    english: 'Jiayuguan Culture & Tourism',
    region: '620200',
    language: 'CN',
    version: 'GENERAL',
    useNewMenu: 0,
    suspended: 1,
    betaStatus: 0,
    introduce: '<p>天下雄关嘉峪关，明长城西端起点。</p>',
    shopUrl: '',
    h5Domain: 'https://jyg.wenlvyun.example.cn',
  },
];

interface MenuSeed {
  name: string;
  code: string;
  icon: string;
  jumpType?: '1' | '2';
  link?: string;
  resourceValue?: string;
  develop?: '0' | '1';
}

const BOTTOM: Record<string, MenuSeed[]> = {
  site510100: [
    { name: '首页', code: 'INDEX', icon: 'index' },
    { name: '资讯', code: 'NEWS', icon: 'news' },
    { name: '活动', code: 'ACTIVITY', icon: 'activity' },
    { name: '我的', code: 'USER', icon: 'user' },
  ],
  site513225: [
    { name: '首页', code: 'INDEX', icon: 'index' },
    { name: '景区', code: 'SCENIC', icon: 'scenic' },
    { name: '自驾游', code: 'zijiayou', icon: 'driving' },
    { name: '我的', code: 'USER', icon: 'user' },
  ],
  site530700: [
    { name: 'Accueil', code: 'INDEX', icon: 'index' },
    { name: 'Actualités', code: 'NEWS', icon: 'news' },
    { name: 'Activités', code: 'ACTIVITY', icon: 'activity' },
    { name: 'Mon compte', code: 'USER', icon: 'user' },
  ],
  site620200: [
    { name: '首页', code: 'INDEX', icon: 'index' },
    { name: '资讯', code: 'NEWS', icon: 'news' },
    { name: '我的', code: 'USER', icon: 'user' },
  ],
};

const SERVICE: Record<string, MenuSeed[]> = {
  site510100: [
    { name: '景区', code: 'SCENIC', icon: 'scenic' },
    { name: '场馆', code: 'VENUE', icon: 'venue' },
    { name: '酒店', code: 'HOTEL', icon: 'hotel' },
    { name: '美食', code: 'FOOD', icon: 'food' },
    { name: '资讯', code: 'NEWS', icon: 'news' },
    { name: '乡村游', code: 'COUNTRY_TOUR', icon: 'rural' },
    { name: '娱乐', code: 'ENTERTAIN', icon: 'entertain' },
    { name: '特产', code: 'SPECIALTY', icon: 'specialty' },
    { name: '展览', code: 'EXHIBITION', icon: 'exhibition' },
    { name: '文物', code: 'COLLECTION', icon: 'collection' },
    { name: '志愿服务', code: 'VOLUNTEER_SERVICE', icon: 'volunteer' },
    { name: '诚信', code: 'HONESTY', icon: 'honesty' },
    { name: '成都发布', code: 'OUTSIDE', icon: 'link', jumpType: '2', link: 'https://www.chengdu.gov.cn/' },
    { name: '智慧停车', code: 'PARKING', icon: 'soon', develop: '1' },
  ],
  site513225: [
    { name: '景区', code: 'SCENIC', icon: 'scenic' },
    { name: '住宿', code: 'HOTEL', icon: 'hotel' },
    { name: '美食', code: 'FOOD', icon: 'food' },
    { name: '演艺', code: 'ENTERTAIN', icon: 'entertain' },
    { name: '特产', code: 'SPECIALTY', icon: 'specialty' },
    { name: '资讯', code: 'NEWS', icon: 'news' },
    { name: '藏寨游', code: 'COUNTRY_TOUR', icon: 'rural' },
    { name: '场馆', code: 'VENUE', icon: 'venue' },
    { name: '自驾游', code: 'zijiayou', icon: 'driving' },
    { name: '诚信', code: 'HONESTY', icon: 'honesty' },
    { name: '门票预订', code: 'OUTSIDE', icon: 'link', jumpType: '2', link: 'https://www.jiuzhai.com/' },
    { name: '智慧导览', code: 'GUIDE_TOUR', icon: 'map-pinned' },
  ],
  site530700: [
    { name: 'Sites touristiques', code: 'SCENIC', icon: 'scenic' },
    { name: 'Lieux culturels', code: 'VENUE', icon: 'venue' },
    { name: 'Hébergement', code: 'HOTEL', icon: 'hotel' },
    { name: 'Gastronomie', code: 'FOOD', icon: 'food' },
    { name: 'Actualités', code: 'NEWS', icon: 'news' },
    { name: 'Tourisme rural', code: 'COUNTRY_TOUR', icon: 'rural' },
    { name: 'Divertissement', code: 'ENTERTAIN', icon: 'entertain' },
    { name: 'Spécialités', code: 'SPECIALTY', icon: 'specialty' },
    { name: 'Expositions', code: 'EXHIBITION', icon: 'exhibition' },
    { name: 'Patrimoine', code: 'COLLECTION', icon: 'collection' },
    { name: 'Bénévolat', code: 'VOLUNTEER_SERVICE', icon: 'volunteer' },
    { name: 'Crédit', code: 'HONESTY', icon: 'honesty' },
    { name: 'Office de tourisme', code: 'OUTSIDE', icon: 'link', jumpType: '2', link: 'https://www.lijiang.gov.cn/' },
    { name: 'Audioguide', code: 'GUIDE_TOUR', icon: 'map-pinned' },
  ],
  site620200: [
    { name: '景区', code: 'SCENIC', icon: 'scenic' },
    { name: '场馆', code: 'VENUE', icon: 'venue' },
    { name: '酒店', code: 'HOTEL', icon: 'hotel' },
    { name: '美食', code: 'FOOD', icon: 'food' },
    { name: '资讯', code: 'NEWS', icon: 'news' },
    { name: '诚信', code: 'HONESTY', icon: 'honesty' },
  ],
};

export function seedSites(db: Database.Database): void {
  const insertSite = db.prepare(`INSERT INTO sites (id, site_code, name, english, region, site_language, site_version,
      use_new_menu, suspended, beta_status, introduce, shop_url, h5_domain)
    VALUES (@id, @siteCode, @name, @english, @region, @language, @version, @useNewMenu, @suspended, @betaStatus,
      @introduce, @shopUrl, @h5Domain)`);
  const insertMenu = db.prepare(`INSERT INTO menus (site_code, location, name, menu_code, jump_type, external_link,
      resource_value, icon, sort, develop) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  let alternate = 0;
  for (const site of SITES) {
    insertSite.run(site);
    for (const [location, menus] of [
      ['HOME_BOTTOM', BOTTOM[site.siteCode] ?? []],
      ['SERVICE', SERVICE[site.siteCode] ?? []],
    ] as const) {
      menus.forEach((m, i) => {
        alternate++;
        // the real backend mixes null and "" for absent optional strings
        const empty = alternate % 2 === 0 ? null : '';
        insertMenu.run(
          site.siteCode,
          location,
          m.name,
          m.code,
          m.jumpType ?? '1',
          m.link ?? empty,
          m.resourceValue ?? empty,
          m.icon,
          (i + 1) * 10,
          m.develop ?? '0',
        );
      });
    }
  }
}

export interface LayoutRefs {
  /** Ids of a few scenic areas per site, for banner links. */
  scenicIds: Record<string, number[]>;
}

function bannerItems(siteCode: string, refs: LayoutRefs, french: boolean): unknown[] {
  const ids = refs.scenicIds[siteCode] ?? [];
  const items: unknown[] = [];
  ids.slice(0, 2).forEach((id, i) => {
    items.push({
      title: french ? `Découvrir Lijiang ${i + 1}` : `推荐景区 ${i + 1}`,
      image: imageRef(`banner-${siteCode}-${i + 1}`),
      linkType: 'RESOURCE',
      menuCode: '',
      resourceType: 'CONTENT_TYPE_SCENERY',
      resourceId: String(id),
      url: '',
    });
  });
  items.push({
    title: french ? 'Toutes les actualités' : '文旅资讯',
    image: imageRef(`banner-${siteCode}-news`),
    linkType: 'MENU',
    menuCode: 'NEWS',
    resourceType: '',
    resourceId: '',
    url: '',
  });
  items.push({
    title: french ? 'Site officiel' : '官方网站',
    image: imageRef(`banner-${siteCode}-web`),
    linkType: 'URL',
    menuCode: '',
    resourceType: '',
    resourceId: '',
    url: 'https://www.mct.gov.cn/',
  });
  return items;
}

function homeLayout(site: SiteSeed, refs: LayoutRefs): unknown {
  const fr = site.language === 'FRENCH';
  const banner = { type: 'BANNER', key: 'banner', items: bannerItems(site.siteCode, refs, fr) };
  const grid = { type: 'MENU_GRID', key: 'services', title: fr ? 'Services' : '文旅服务', location: 'SERVICE' };
  const news = {
    type: 'NEWS',
    key: 'news',
    title: fr ? 'Actualités' : '文旅资讯',
    channelCode: 'systemChannel',
    count: 3,
  };
  if (site.version === 'SCENERY') {
    return {
      modules: [
        banner,
        grid,
        { type: 'RESOURCE_LIST', key: 'spots', title: '景点游览', resourceType: 'CONTENT_TYPE_SCENIC_SPOTS', count: 6 },
        news,
      ],
    };
  }
  return {
    modules: [
      banner,
      grid,
      {
        type: 'RESOURCE_LIST',
        key: 'scenic',
        title: fr ? 'Sites incontournables' : '热门景区',
        resourceType: 'CONTENT_TYPE_SCENERY',
        count: 4,
      },
      { type: 'RANKING', key: 'ranking', title: fr ? 'Classement des sites' : '景区热度榜', count: 5 },
      fr
        ? { type: 'RESOURCE_LIST', key: 'hotels', title: 'Où dormir', resourceType: 'CONTENT_TYPE_HOTEL', count: 4 }
        : { type: 'RESOURCE_LIST', key: 'venues', title: '文化场馆', resourceType: 'CONTENT_TYPE_VENUE', count: 4 },
      news,
    ],
  };
}

function bottomLayout(siteCode: string): unknown {
  return {
    color: '#8a8a8a',
    selectColor: '#1aa179',
    menus: (BOTTOM[siteCode] ?? []).map((m) => ({
      name: m.name,
      menuCode: m.code,
      jumpType: m.jumpType ?? '1',
      externalLink: m.link ?? '',
      selectIcon: iconRef(`${m.icon}-active`),
      unSelectIcon: iconRef(m.icon),
      develop: m.develop ?? '0',
    })),
  };
}

export function seedLayouts(db: Database.Database, refs: LayoutRefs): void {
  const insert = db.prepare('INSERT INTO layouts (site_code, page_type, detail) VALUES (?, ?, ?)');
  for (const site of SITES) {
    insert.run(site.siteCode, 'HOME', JSON.stringify(homeLayout(site, refs)));
    if (site.useNewMenu === 1) insert.run(site.siteCode, 'BOTTOM_MENU', JSON.stringify(bottomLayout(site.siteCode)));
  }
}
