/** The place-introductions family's texts: its refusal and the demo sites' introductions of each kind, in every demo site language. */
import type { InLanguages } from '../demo.ts';

/** The eight place kinds with an introduce page (resources.ts codes). */
export const INTRODUCED_TYPES = [
  'CONTENT_TYPE_SCENERY',
  'CONTENT_TYPE_HOTEL',
  'CONTENT_TYPE_RESTAURANT',
  'CONTENT_TYPE_VENUE',
  'CONTENT_TYPE_RURAL',
  'CONTENT_TYPE_ENTERTAINMENT',
  'CONTENT_TYPE_RESEARCH_BASE',
  'CONTENT_TYPE_SPECIALITY',
] as const;

export type IntroducedType = (typeof INTRODUCED_TYPES)[number];

export const TEXTS = {
  unknownKind: '该类型没有介绍页',
};

/** What a demo site's operator wrote of each kind: a paragraph naming the site. */
export const INTRODUCTIONS: InLanguages<Record<IntroducedType, (site: string) => string>> = {
  CN: {
    CONTENT_TYPE_SCENERY: (s) => `${s}收录辖区内的A级景区与特色景点，可查看开放时间、实时客流与购票预约信息。`,
    CONTENT_TYPE_HOTEL: (s) => `${s}精选星级酒店、精品酒店与特色民宿，按地区和星级筛选，入住前可先看房型与周边。`,
    CONTENT_TYPE_RESTAURANT: (s) => `${s}汇集本地老字号与特色餐厅，寻一口地道风味，从这里开始。`,
    CONTENT_TYPE_VENUE: (s) => `${s}汇集博物馆、图书馆、文化馆与美术馆，多数免费开放，部分场馆需提前预约。`,
    CONTENT_TYPE_RURAL: (s) => `${s}推荐乡村旅游重点村与特色村落，体验田园风光与乡土人情。`,
    CONTENT_TYPE_ENTERTAINMENT: (s) => `${s}收录剧场、演艺与休闲娱乐场所，夜游与演出信息一览。`,
    CONTENT_TYPE_RESEARCH_BASE: (s) => `${s}汇集各级研学实践教育基地，为学校与家庭提供研学课程与参观预约。`,
    CONTENT_TYPE_SPECIALITY: (s) => `${s}推荐本地名优特产与非遗手作，了解产地故事，带走一份地方味道。`,
  },
  FRENCH: {
    CONTENT_TYPE_SCENERY: (s) =>
      `${s} présente les sites classés et les lieux remarquables de la région : horaires, affluence en direct et réservation.`,
    CONTENT_TYPE_HOTEL: (s) =>
      `${s} sélectionne hôtels classés, hôtels de charme et maisons d'hôtes, à choisir par quartier et par catégorie.`,
    CONTENT_TYPE_RESTAURANT: (s) =>
      `${s} réunit les maisons anciennes et les tables de spécialités locales : le goût du pays commence ici.`,
    CONTENT_TYPE_VENUE: (s) =>
      `${s} rassemble musées, bibliothèques, centres culturels et galeries, pour la plupart gratuits, certains sur réservation.`,
    CONTENT_TYPE_RURAL: (s) => `${s} recommande les villages de tourisme rural et leurs paysages, au plus près de la vie locale.`,
    CONTENT_TYPE_ENTERTAINMENT: (s) => `${s} recense théâtres, spectacles et lieux de loisirs, pour les soirées comme pour les journées.`,
    CONTENT_TYPE_RESEARCH_BASE: (s) =>
      `${s} réunit les bases d'études et de pratique, avec leurs parcours pour les écoles et les familles.`,
    CONTENT_TYPE_SPECIALITY: (s) => `${s} présente les spécialités et l'artisanat du patrimoine, avec l'histoire de leur terroir.`,
  },
  EN: {
    CONTENT_TYPE_SCENERY: (s) => `${s} lists the region's rated scenic areas and landmarks, with opening hours, live crowds and tickets.`,
    CONTENT_TYPE_HOTEL: (s) => `${s} picks star hotels, boutique hotels and guesthouses; filter by area and stars and see the rooms first.`,
    CONTENT_TYPE_RESTAURANT: (s) => `${s} gathers time-honoured names and local favourites: the taste of the region starts here.`,
    CONTENT_TYPE_VENUE: (s) => `${s} brings together museums, libraries, cultural centres and galleries, most free, some by booking.`,
    CONTENT_TYPE_RURAL: (s) => `${s} recommends the villages of rural tourism: countryside views and local life up close.`,
    CONTENT_TYPE_ENTERTAINMENT: (s) => `${s} lists theatres, shows and places to unwind, by day and by night.`,
    CONTENT_TYPE_RESEARCH_BASE: (s) => `${s} gathers study and practice bases, with courses and visits for schools and families.`,
    CONTENT_TYPE_SPECIALITY: (s) => `${s} recommends local specialities and heritage crafts, with the story of where they come from.`,
  },
  JAPANESE: {
    CONTENT_TYPE_SCENERY: (s) => `${s}では、地域の等級付き景勝地と名所を、開園時間・混雑状況・チケット予約とともにご案内します。`,
    CONTENT_TYPE_HOTEL: (s) => `${s}が選んだ星付きホテル、ブティックホテル、民宿。地域と等級で絞り込み、客室も確認できます。`,
    CONTENT_TYPE_RESTAURANT: (s) => `${s}が集めた老舗と名物料理の店。土地の味はここから。`,
    CONTENT_TYPE_VENUE: (s) => `${s}が紹介する博物館・図書館・文化館・美術館。多くは入館無料、一部は事前予約制です。`,
    CONTENT_TYPE_RURAL: (s) => `${s}おすすめの農村観光の村。田園風景と土地の暮らしに触れられます。`,
    CONTENT_TYPE_ENTERTAINMENT: (s) => `${s}が紹介する劇場・公演・レジャー施設。夜の楽しみもここで探せます。`,
    CONTENT_TYPE_RESEARCH_BASE: (s) => `${s}の研修・体験学習の拠点。学校や家族向けのプログラムと見学予約があります。`,
    CONTENT_TYPE_SPECIALITY: (s) => `${s}おすすめの名産品と伝統工芸。産地の物語とともにお届けします。`,
  },
  KOREAN: {
    CONTENT_TYPE_SCENERY: (s) => `${s}에서 지역의 등급 관광지와 명소를 개방 시간, 실시간 혼잡도, 예매 정보와 함께 소개합니다.`,
    CONTENT_TYPE_HOTEL: (s) => `${s}가 고른 성급 호텔, 부티크 호텔, 민박을 지역과 등급별로 찾고 객실도 미리 보세요.`,
    CONTENT_TYPE_RESTAURANT: (s) => `${s}가 모은 노포와 향토 맛집. 지역의 맛은 여기서 시작됩니다.`,
    CONTENT_TYPE_VENUE: (s) => `${s}가 소개하는 박물관, 도서관, 문화관, 미술관. 대부분 무료이며 일부는 예약이 필요합니다.`,
    CONTENT_TYPE_RURAL: (s) => `${s}가 추천하는 농촌 관광 마을에서 전원 풍경과 마을의 삶을 만나 보세요.`,
    CONTENT_TYPE_ENTERTAINMENT: (s) => `${s}가 소개하는 극장, 공연, 여가 시설. 밤의 즐길 거리도 여기서 찾으세요.`,
    CONTENT_TYPE_RESEARCH_BASE: (s) => `${s}의 연수·체험 학습 거점. 학교와 가족을 위한 프로그램과 견학 예약이 있습니다.`,
    CONTENT_TYPE_SPECIALITY: (s) => `${s}가 추천하는 특산품과 전통 공예를 산지 이야기와 함께 소개합니다.`,
  },
};
