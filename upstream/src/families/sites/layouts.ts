/** The home page and bottom-bar layouts of the demo sites (`layouts.detail`), in each site's language. */
import { iconRef, imageRef } from '../../resources.ts';
import { isXinjiangEdition } from '../demo.ts';
import { BOTTOM, GREAT_WALL_SITE, type SeedLanguage, type SiteSeed } from './data.ts';
import { selectedIconRef, tabColor } from './tab-colors.ts';

export interface LayoutRefs {
  /** Ids of a few scenic areas per site, for banner links. */
  scenicIds: Record<string, number[]>;
}

/** The home page's own words, per site language. */
interface LayoutTexts {
  services: string;
  news: string;
  allNews: string;
  official: string;
  scenic: string;
  ranking: string;
  spots: string;
  /** The third shelf: venues on the Chinese sites, places to stay on the others. */
  shelf: { key: string; title: string; resourceType: string };
  /** The rich text of the second banner slide (its detail page, /swiper-detail/{id}), about the place it names. */
  slideBody: (name: string) => string;
}

const STAY = (title: string) => ({ key: 'hotels', title, resourceType: 'CONTENT_TYPE_HOTEL' });

const LAYOUT_TEXTS: Record<SeedLanguage, LayoutTexts> = {
  CN: {
    services: '文旅服务',
    news: '文旅资讯',
    allNews: '文旅资讯',
    official: '官方网站',
    scenic: '热门景区',
    ranking: '景区热度榜',
    spots: '景点游览',
    shelf: { key: 'venues', title: '文化场馆', resourceType: 'CONTENT_TYPE_VENUE' },
    slideBody: (name) =>
      `<p>${name}是本地最受欢迎的去处之一。</p><p>四季景色各异：<strong>春赏花、夏避暑、秋观叶、冬看雪</strong>。建议提前预约，错峰出行。</p>`,
  },
  FRENCH: {
    services: 'Services',
    news: 'Actualités',
    allNews: 'Toutes les actualités',
    official: 'Site officiel',
    scenic: 'Sites incontournables',
    ranking: 'Classement des sites',
    spots: 'Points de vue',
    shelf: STAY('Où dormir'),
    slideBody: (name) =>
      `<p>${name} compte parmi les lieux les plus appréciés de la région.</p><p>Chaque saison a son charme : <strong>fleurs au printemps, fraîcheur en été, couleurs en automne</strong>. Pensez à réserver avant de venir.</p>`,
  },
  EN: {
    services: 'Services',
    news: 'News',
    allNews: 'All the news',
    official: 'Official website',
    scenic: 'Top sights',
    ranking: 'Most visited',
    spots: 'Sights',
    shelf: STAY('Where to stay'),
    slideBody: (name) =>
      `<p>${name} is one of the region's best-loved places.</p><p>Every season has its charm: <strong>spring blossoms, cool summers, autumn colours</strong>. Book ahead and avoid the busiest hours.</p>`,
  },
  JAPANESE: {
    services: 'サービス',
    news: 'ニュース',
    allNews: 'ニュース一覧',
    official: '公式サイト',
    scenic: '人気の観光地',
    ranking: '観光地ランキング',
    spots: '見どころ',
    shelf: STAY('宿泊'),
    slideBody: (name) =>
      `<p>${name}は地域で最も人気のある名所の一つです。</p><p><strong>春の花、夏の涼しさ、秋の紅葉</strong>と、季節ごとに異なる魅力があります。事前予約をおすすめします。</p>`,
  },
  KOREAN: {
    services: '서비스',
    news: '소식',
    allNews: '전체 소식',
    official: '공식 사이트',
    scenic: '인기 관광지',
    ranking: '관광지 순위',
    spots: '명소',
    shelf: STAY('숙소'),
    slideBody: (name) =>
      `<p>${name}은(는) 지역에서 가장 사랑받는 명소 중 하나입니다.</p><p><strong>봄꽃, 시원한 여름, 가을 단풍</strong> 등 계절마다 다른 매력이 있습니다. 미리 예약하세요.</p>`,
  },
};

/**
 * Banner captions of the first two featured scenic areas, after the place's own name
 * ("九寨沟风景名胜区 · 秋色正浓"): each site's first two scenic areas in its seed file.
 */
const BANNER_TAGLINES: Record<string, readonly [string, string]> = {
  site510100: ['两千年水利奇观', '青城天下幽'],
  site513225: ['秋色正浓', '钙华彩池'],
  site530700: ['au fil des canaux', 'neiges éternelles'],
  site620200: ['天下第一雄关', '讨赖河畔的长城'],
  site450300: ['cruise the karst peaks', 'the emblem of Guilin'],
  site610100: ['地下に眠る大軍団', '玄奘ゆかりの古塔'],
  site222400: ['천지의 푸른 물빛', '시인의 고향'],
  site513224: ['人间瑶池', '川西北的古城'],
  site110119: ['不到长城非好汉', '京张古道上的水关'],
};

/**
 * The Xinjiang edition's home: its places are the regional family's (hot places, panoramas), so
 * the banner leads to the edition's pages by menu code and the page carries no place shelves.
 */
function xinjiangHome(site: SiteSeed, t: LayoutTexts): unknown {
  const slide = (title: string, name: string, menuCode: string) => ({
    title,
    image: imageRef(`banner-${site.siteCode}-${name}`),
    linkType: 'MENU',
    menuCode,
    resourceType: '',
    resourceId: '',
    url: '',
  });
  return {
    modules: [
      {
        type: 'BANNER',
        key: 'banner',
        items: [
          slide('大美新疆 · 热门景点', 'hot', 'HOT'),
          slide('天山天池 · 全景游览', 'panoramic', 'PANORAMIC'),
          slide(t.allNews, 'news', 'NEWS'),
        ],
      },
      { type: 'MENU_GRID', key: 'services', title: t.services, location: 'SERVICE' },
      { type: 'NEWS', key: 'news', title: t.news, channelCode: 'systemChannel', count: 3 },
    ],
  };
}

function bannerItems(site: SiteSeed, refs: LayoutRefs, names: ReadonlyMap<number, string>, t: LayoutTexts): unknown[] {
  const siteCode = site.siteCode;
  const ids = refs.scenicIds[siteCode] ?? [];
  const items: unknown[] = [];
  ids.slice(0, 2).forEach((id, i) => {
    const name = names.get(id) ?? site.name;
    const tagline = BANNER_TAGLINES[siteCode]?.[i];
    items.push({
      id: `slide-${i + 1}`,
      title: tagline ? `${name} · ${tagline}` : name,
      image: imageRef(`banner-${siteCode}-${i + 1}`),
      // the second slide carries a rich text: tapping it opens its detail page
      content: i === 1 ? t.slideBody(name) : '',
      linkType: 'RESOURCE',
      menuCode: '',
      resourceType: 'CONTENT_TYPE_SCENERY',
      resourceId: String(id),
      url: '',
    });
  });
  items.push({
    id: 'slide-news',
    title: t.allNews,
    image: imageRef(`banner-${siteCode}-news`),
    content: '',
    linkType: 'MENU',
    menuCode: 'NEWS',
    resourceType: '',
    resourceId: '',
    url: '',
  });
  items.push({
    id: 'slide-web',
    title: t.official,
    image: imageRef(`banner-${siteCode}-web`),
    content: '',
    linkType: 'URL',
    menuCode: '',
    resourceType: '',
    resourceId: '',
    url: 'https://www.mct.gov.cn/',
  });
  return items;
}

/** The Great Wall edition's slides after its two scenic areas: its section's pages, by in-app address. */
const GREAT_WALL_SLIDES: readonly { title: string; name: string; url: string }[] = [
  { title: '初来长城 · 游览指南', name: 'guide', url: '/cc-guide' },
  { title: '长城文化 · 非遗与故事', name: 'art', url: '/cc-art' },
  { title: '长城脚下 · 好玩推荐', name: 'interesting', url: '/cc-interesting' },
];

/**
 * The Great Wall edition's home: its scenic areas' slides, then slides to its section's pages
 * (`/cc-guide`, `/cc-art`, ...), the service grid, its scenic areas, a ranking, places to stay, news.
 */
function greatWallHome(site: SiteSeed, refs: LayoutRefs, names: ReadonlyMap<number, string>, t: LayoutTexts): unknown {
  const slides = bannerItems(site, refs, names, t).slice(0, 2);
  for (const s of GREAT_WALL_SLIDES)
    slides.push({
      title: s.title,
      image: imageRef(`banner-${site.siteCode}-${s.name}`),
      linkType: 'URL',
      menuCode: '',
      resourceType: '',
      resourceId: '',
      url: s.url,
    });
  return {
    modules: [
      { type: 'BANNER', key: 'banner', items: slides },
      { type: 'MENU_GRID', key: 'services', title: t.services, location: 'SERVICE' },
      { type: 'RESOURCE_LIST', key: 'scenic', title: '长城景区', resourceType: 'CONTENT_TYPE_SCENERY', count: 4 },
      { type: 'RANKING', key: 'ranking', title: t.ranking, count: 5 },
      { type: 'RESOURCE_LIST', ...STAY('长城脚下住一晚'), count: 4 },
      { type: 'NEWS', key: 'news', title: t.news, channelCode: 'systemChannel', count: 3 },
    ],
  };
}

export function homeLayout(site: SiteSeed, refs: LayoutRefs, names: ReadonlyMap<number, string>): unknown {
  const t = LAYOUT_TEXTS[site.language];
  if (isXinjiangEdition(site.region)) return xinjiangHome(site, t);
  if (site.siteCode === GREAT_WALL_SITE) return greatWallHome(site, refs, names, t);
  const banner = { type: 'BANNER', key: 'banner', items: bannerItems(site, refs, names, t) };
  const grid = { type: 'MENU_GRID', key: 'services', title: t.services, location: 'SERVICE' };
  const news = {
    type: 'NEWS',
    key: 'news',
    title: t.news,
    channelCode: 'systemChannel',
    count: 3,
  };
  if (site.version === 'SCENERY') {
    return {
      modules: [
        banner,
        grid,
        { type: 'RESOURCE_LIST', key: 'spots', title: t.spots, resourceType: 'CONTENT_TYPE_SCENIC_SPOTS', count: 6 },
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
        title: t.scenic,
        resourceType: 'CONTENT_TYPE_SCENERY',
        count: 4,
      },
      { type: 'RANKING', key: 'ranking', title: t.ranking, count: 5 },
      { type: 'RESOURCE_LIST', ...t.shelf, count: 4 },
      news,
    ],
  };
}

export function bottomLayout(site: SiteSeed): unknown {
  return {
    color: '#8a8a8a',
    selectColor: `#${tabColor(site.siteCode, site.version)}`,
    menus: (BOTTOM[site.siteCode] ?? []).map((m) => ({
      name: m.name,
      menuCode: m.code,
      jumpType: m.jumpType ?? '1',
      externalLink: m.link ?? '',
      selectIcon: selectedIconRef(m.icon, site.siteCode, site.version),
      unSelectIcon: iconRef(m.icon),
      develop: m.develop ?? '0',
    })),
  };
}
