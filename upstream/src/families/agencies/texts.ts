/** The agencies family's words in every demo site language: agency names, licence scopes, the menu entry. */
import type { InLanguages } from '../demo.ts';
import type { AgencyScope } from './store.ts';

/** A language's way of naming an agency of a city after its brand, and the brands its demo agencies take. */
export interface AgencyWords {
  name(city: string, brand: string): string;
  brands: readonly string[];
}

export const AGENCY_WORDS: InLanguages<AgencyWords> = {
  CN: {
    name: (city, brand) => `${city}${brand}旅行社有限公司`,
    brands: ['中国国际', '中国青年', '康辉', '春秋', '光大国际', '海外', '环球', '假日', '丝路', '金桥', '友好', '天马'],
  },
  FRENCH: {
    name: (city, brand) => `Agence de voyages ${brand} de ${city}`,
    brands: [
      'Jade',
      'Naxi',
      'Route du Thé',
      'Dongba',
      'Lac Lashi',
      'Pont de Pierre',
      'Montagne Bleue',
      'Shuhe',
      'Baisha',
      'Soleil',
      'Tigre',
      'Lion',
    ],
  },
  EN: {
    name: (city, brand) => `${city} ${brand} Travel Service Co., Ltd.`,
    brands: [
      'China International',
      'China Youth',
      'Comfort',
      'Spring',
      'Li River',
      'Reed Flute',
      'Elephant Trunk',
      'Karst',
      'Osmanthus',
      'Sunshine',
      'Golden',
      'Evergreen',
    ],
  },
  JAPANESE: {
    name: (city, brand) => `${city}${brand}旅行社`,
    brands: ['中国国際', '中国青年', '康輝', '春秋', '長安', '大唐', '華清', '古都', '曲江', '雁塔', '鐘楼', '終南'],
  },
  KOREAN: {
    name: (city, brand) => `${city} ${brand} 여행사`,
    brands: ['중국국제', '중국청년', '강휘', '춘추', '백두산', '장백', '두만강', '해란강', '진달래', '모아산', '일송정', '비암산'],
  },
};

/** What the licence allows, as the site shows it. */
export const SCOPE_NAMES: InLanguages<Readonly<Record<AgencyScope, string>>> = {
  CN: { DOMESTIC: '国内旅游业务', OUTBOUND: '国内及出境旅游业务' },
  FRENCH: { DOMESTIC: 'Voyages en Chine', OUTBOUND: 'Voyages en Chine et à l’étranger' },
  EN: { DOMESTIC: 'Domestic tours', OUTBOUND: 'Domestic and outbound tours' },
  JAPANESE: { DOMESTIC: '国内旅行業務', OUTBOUND: '国内・海外旅行業務' },
  KOREAN: { DOMESTIC: '국내 여행', OUTBOUND: '국내 및 해외 여행' },
};

/** The service-menu entry (menu code AGENCY). */
export const MENU_NAME: InLanguages<string> = {
  CN: '旅行社查询',
  FRENCH: 'Agences de voyages',
  EN: 'Travel agencies',
  JAPANESE: '旅行会社',
  KOREAN: '여행사',
};
