/**
 * The pages family's words: its refusal, and the demo pages' words per demo site language (the
 * Chengdu site's edition home and campaigns, every other live site's visit page).
 */
import type { InLanguages } from '../demo.ts';

export const PAGE_TEXTS = {
  /** A key the site has no page for (the vendor's not-found words, which clients match). */
  notFound: '页面不存在',
} as const;

/** The Chengdu site's edition home (`/sc-index`). */
export const SC_INDEX_TEXTS = {
  title: '四川文旅',
  /** The service-menu entry that leads to it. */
  menu: '四川文旅',
  slides: ['天府美食节', '欢乐过大年', '大熊猫之约'],
  links: '文旅服务',
  scenic: '热门景区',
  news: '文旅资讯',
  activities: '近期活动',
  ranking: '景区人气榜',
  stories: '游记精选',
} as const;

/** The food festival campaign (`/tianfu-cuisine`). */
export const CUISINE_TEXTS = {
  title: '天府美食节',
  slide: '吃在成都，味在天府',
  countdown: '距美食节开幕',
  started: '美食节已开幕，快来打卡',
  intro: '导览',
  introHtml:
    '<p>川菜二十四味，一城烟火气。美食节期间，<strong>老字号名店</strong>推出节日套餐，街头巷尾还有非遗小吃市集。</p><p>凭活动页面截图到参与门店消费，可领取美食护照一本。</p>',
  map: '老字号地图',
  restaurants: '必吃名店',
  stories: '吃货攻略',
  gallery: '舌尖上的成都',
  captions: ['麻婆豆腐', '龙抄手', '钟水饺', '夫妻肺片'],
  video: '美食节宣传片',
  form: '美食节满意度调查',
  formLabel: '参与调查',
} as const;

/** The spring festival campaign (`/spring-festival`). */
export const SPRING_TEXTS = {
  title: '欢乐春节',
  slide: '看灯会，逛庙会，过大年',
  countdown: '距春节还有',
  started: '新春快乐，庙会进行中',
  intro: '新春活动',
  introHtml: '<p>春节期间全市举办<strong>灯会、庙会</strong>和非遗展演，部分景区对市民游客免费开放。</p>',
  activities: '节庆活动',
  heritage: '年味非遗',
  links: '出行服务',
  form: '春节志愿服务',
  formLabel: '报名志愿者',
} as const;

/** The words of a site's visit page (`/visit`), in the site's language. */
export interface VisitTexts {
  title: string;
  welcome: string;
  welcomeHtml: string;
  scenic: string;
  map: string;
  links: string;
}

export const VISIT_TEXTS: InLanguages<VisitTexts> = {
  CN: {
    title: '畅游指南',
    welcome: '欢迎',
    welcomeHtml: '<p>欢迎来到这里。景区、住宿、美食和出行信息都在下面，祝您旅途愉快。</p>',
    scenic: '必游景区',
    map: '景区地图',
    links: '旅游服务',
  },
  FRENCH: {
    title: 'Découvrir',
    welcome: 'Bienvenue',
    welcomeHtml: '<p>Bienvenue ! Sites, hébergement, restauration et transports : tout est ci-dessous. Bon voyage.</p>',
    scenic: 'Sites incontournables',
    map: 'Carte des sites',
    links: 'Services',
  },
  EN: {
    title: 'Visit',
    welcome: 'Welcome',
    welcomeHtml: '<p>Welcome! Sights, places to stay, food and getting around: it is all below. Enjoy your trip.</p>',
    scenic: 'Must-see sights',
    map: 'Map of the sights',
    links: 'Services',
  },
  JAPANESE: {
    title: '観光ガイド',
    welcome: 'ようこそ',
    welcomeHtml: '<p>ようこそ。観光地、宿泊、グルメ、交通の情報は下にまとめました。よい旅を。</p>',
    scenic: '必見の観光地',
    map: '観光地マップ',
    links: 'サービス',
  },
  KOREAN: {
    title: '여행 안내',
    welcome: '환영합니다',
    welcomeHtml: '<p>환영합니다. 관광지, 숙박, 맛집, 교통 정보를 아래에 모았습니다. 즐거운 여행 되세요.</p>',
    scenic: '꼭 가볼 곳',
    map: '관광지 지도',
    links: '여행 서비스',
  },
};
