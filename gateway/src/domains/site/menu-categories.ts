/**
 * What a menu entry is about, for a page that lists a whole menu in sections (the all-services
 * page): the category follows the entry's menu code. Every code of the menu-code table has one
 * (menu-categories.test.ts checks it); an entry without a known code (an external link, a code
 * the table does not know) is OTHER.
 */
export type MenuCategory = 'PLACES' | 'CULTURE' | 'ACTIVITIES' | 'TRAVEL' | 'SERVICES' | 'MINE' | 'OTHER';

/** The codes of each category, in the order the sections are shown. */
export const MENU_CATEGORY_CODES: Readonly<Record<Exclude<MenuCategory, 'OTHER'>, readonly string[]>> = {
  PLACES: [
    'DESTINATION',
    'SCENIC',
    'VENUE',
    'HOTEL',
    'FOOD',
    'HOT',
    'PANORAMIC',
    'CS-PANORAMIC',
    'COUNTRY_TOUR',
    'FARMHOUSE',
    'ENTERTAIN',
    'EXHIBITION',
    'COLLECTION',
    'SPECIALTY',
    'STUDIES',
    'PLAYITEM',
    'SUBJECTAREA',
    'SHOW',
    'GUIDE_TOUR',
    'DPQ-SHOP',
  ],
  CULTURE: [
    'NEWS',
    'TIME',
    'TOPIC',
    'RAIDERS',
    'LIVE',
    'SLOW_LIVE',
    'DSP',
    'INTANGIBLE',
    'INTANGIBLE_PROJECT',
    'INTANGIBLE_SUCCESSOR',
    'PROJECT_EXPERIENCE_BASE',
    'MISSION_PROTECTION_BASE',
    'INTANGIBLE_FOOD',
    'INTANGIBLE_NEWS',
    'INTANGIBLE_VIDEO',
    'INTANGIBLE_AUDIO',
    'ART_FUND',
    'SCHOOL',
    'REGION_RANK',
    'CS-WORSHIP',
    'JMG-SUB',
  ],
  ACTIVITIES: ['ACTIVITY', 'VOLUNTEER', 'VOLUNTEER_LIST', 'VOLUNTEER_SERVICE', 'COMMUNITY', 'VOTE_LIST', 'QUESTIONNAIRE'],
  TRAVEL: [
    'zijiayou',
    'ITINTERARY',
    'GUIDE',
    'AGENCY',
    'BUS_INQUIRY',
    'TRAIN_INQUIRY',
    'TICKET_INQUIRY',
    'AIRCRAFT_INQUIRY',
    'CAR_RENTAL',
    'TOILET',
    'PARKING',
    'GASSTATION',
    'GAS_STATION',
    'AIR_QUALITY',
  ],
  SERVICES: [
    'COMMON',
    'CONFIGURE_SERVICE',
    'DEFAULT_SERVICE',
    'HEALTH_CODE',
    'ROBOT',
    'ASK_FOR_HELP',
    'COMPLAINT',
    'ZXTS',
    'FEEDBACK',
    'HONESTY',
    'INDEX',
  ],
  MINE: [
    'USER',
    'PERSONAL',
    'INTEGRAL',
    'ORDERS',
    'MY_ACTIVITY',
    'BOOKING',
    'CONSUMPTION_CODE',
    'MY_STUDY',
    'EQ',
    'INHERITOR',
    'USER_VOTE',
  ],
};

const CATEGORY_OF: ReadonlyMap<string, MenuCategory> = new Map(
  Object.entries(MENU_CATEGORY_CODES).flatMap(([category, codes]) => codes.map((code) => [code, category as MenuCategory] as const)),
);

/** The category of a menu code; OTHER for none or an unknown one. */
export function menuCategory(code: string | null): MenuCategory {
  return (code && CATEGORY_OF.get(code)) || 'OTHER';
}

/** The sections' order: the categories as listed above, then OTHER. */
const ORDER: readonly MenuCategory[] = [...(Object.keys(MENU_CATEGORY_CODES) as MenuCategory[]), 'OTHER'];

/** A menu in sections by category, in the categories' order, each keeping the menu's order; empty ones left out. */
export function menuSections<E extends { code: string | null }>(entries: readonly E[]): Array<{ category: MenuCategory; entries: E[] }> {
  return ORDER.map((category) => ({ category, entries: entries.filter((e) => menuCategory(e.code) === category) })).filter(
    (s) => s.entries.length > 0,
  );
}
