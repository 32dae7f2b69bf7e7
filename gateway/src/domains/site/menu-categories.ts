import { MENU_CODES } from './menu-codes.ts';

/**
 * What a menu entry is about, for a page that lists a whole menu in sections (the all-services
 * page): the category follows the entry's menu code. Every code of the menu-code table has one
 * (menu-categories.test.ts checks it). An entry without a known code that opens a page of the app
 * (an operator's in-app link) takes the category of the page it opens; an external link, or a
 * page no category claims, is OTHER.
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

/**
 * Pages of the app that operators link to without a menu code (no code leads to them), by the
 * first segment of their path. A page a code leads to takes that code's category instead.
 */
export const IN_APP_PAGE_CATEGORIES: Readonly<Record<string, Exclude<MenuCategory, 'OTHER'>>> = {
  // the day's places open for a visit by appointment
  'appointment-query': 'PLACES',
  // the edition homes and the hub of the site's themed pages
  'sc-index': 'CULTURE',
  default: 'CULTURE',
  // the Great Wall edition's sections
  'cc-scenic': 'PLACES',
  'cc-scenicspot': 'PLACES',
  'cc-hotel': 'PLACES',
  'cc-food': 'PLACES',
  'cc-interesting': 'PLACES',
  'cc-art': 'CULTURE',
  'cc-activity': 'ACTIVITIES',
  'cc-guide': 'TRAVEL',
  'other-guide': 'TRAVEL',
  'cc-service': 'SERVICES',
  'cc-user': 'MINE',
};

const CATEGORY_OF: ReadonlyMap<string, MenuCategory> = new Map(
  Object.entries(MENU_CATEGORY_CODES).flatMap(([category, codes]) => codes.map((code) => [code, category as MenuCategory] as const)),
);

/** The first segment of an in-app path: `/scenic-list/site1?x=1` → `scenic-list`. */
function stemOf(path: string): string | null {
  return /^\/([^/?#]+)/.exec(path)?.[1] ?? null;
}

/** The category of each page a menu code leads to (by its path's first segment), then the pages only operators link to. */
const PAGE_CATEGORY: ReadonlyMap<string, MenuCategory> = (() => {
  const byStem = new Map<string, MenuCategory>();
  const noParams = { resourceValue: null, region: null, isVolunteer: false };
  for (const [code, rule] of Object.entries(MENU_CODES)) {
    const path = typeof rule.path === 'string' ? rule.path : rule.path(noParams);
    const stem = path ? stemOf(path) : null;
    const category = CATEGORY_OF.get(code);
    // the home (INDEX, and the memorial home's `/index?isWorship=true`) says nothing of a page;
    // the first code to claim a page keeps it
    if (stem && stem !== 'index' && category && !byStem.has(stem)) byStem.set(stem, category);
  }
  for (const [stem, category] of Object.entries(IN_APP_PAGE_CATEGORIES)) byStem.set(stem, category);
  return byStem;
})();

/**
 * The category of a menu entry: its code's; without a known code, the category of the in-app page
 * it opens (`path`); OTHER for an external link or a page no category claims.
 */
export function menuCategory(code: string | null, path: string | null = null): MenuCategory {
  const byCode = code ? CATEGORY_OF.get(code) : undefined;
  if (byCode) return byCode;
  const stem = path ? stemOf(path) : null;
  return (stem && PAGE_CATEGORY.get(stem)) || 'OTHER';
}

/** The sections' order: the categories as listed above, then OTHER. */
const ORDER: readonly MenuCategory[] = [...(Object.keys(MENU_CATEGORY_CODES) as MenuCategory[]), 'OTHER'];

/** A menu in sections by category, in the categories' order, each keeping the menu's order; empty ones left out. */
export function menuSections<E extends { code: string | null; path: string | null }>(
  entries: readonly E[],
): Array<{ category: MenuCategory; entries: E[] }> {
  return ORDER.map((category) => ({ category, entries: entries.filter((e) => menuCategory(e.code, e.path) === category) })).filter(
    (s) => s.entries.length > 0,
  );
}
