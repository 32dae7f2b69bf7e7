import type { MenuTarget } from './types.ts';

/** What a path may depend on besides the code. */
export interface MenuPathParams {
  /** The entry's `resourceValue` (a site id for `[/{siteId}]` paths, an id for PLAYITEM etc.). */
  resourceValue: string | null;
  /** The site's region code (COUNTRY_TOUR). */
  region: string | null;
  /** The viewer's volunteerStatus is 1 (VOLUNTEER_SERVICE). */
  isVolunteer: boolean;
}

export interface MenuCodeRule {
  /** A fixed path, or a function of the parameters; null = cannot navigate (coming soon). */
  path: string | ((params: MenuPathParams) => string | null);
  needLogin: boolean;
}

const fixed = (path: string, needLogin = false): MenuCodeRule => ({ path, needLogin });
/** `/x-list[/{siteId}]`: the entry's resourceValue is the site id when set. */
const withSiteId = (base: string): MenuCodeRule => ({
  path: ({ resourceValue }) => (resourceValue ? `${base}/${encodeURIComponent(resourceValue)}` : base),
  needLogin: false,
});
/**
 * PLAYITEM / SUBJECTAREA / SHOW: the resourceValue (a scenic area's id) is appended; without one,
 * `whole` (the site's list across its scenic areas) or nowhere to go.
 */
const appendValue = (base: string, whole: string | null = null): MenuCodeRule => ({
  path: ({ resourceValue }) => (resourceValue ? `${base}${encodeURIComponent(resourceValue)}` : whole),
  needLogin: false,
});

/**
 * The complete menu-code table: every code with its in-app path and whether it needs a sign-in.
 * A code whose page is the visitor's own (their lists under `/user-…`, their health code) needs
 * one, so a signed-out tap gets the same sign-in reminder on every such entry rather than the
 * reminder on some and the sign-in page on others.
 */
export const MENU_CODES: Readonly<Record<string, MenuCodeRule>> = {
  NEWS: fixed('/news-list/all'),
  INDEX: fixed('/index'),
  ACTIVITY: fixed('/activity-home'),
  TIME: fixed('/time'),
  // USER needs a sign-in; signed out, "Me" opens the personal centre with its own
  // login header instead of a dialog over the page: its rows pass the login gate.
  USER: fixed('/user'),
  PERSONAL: fixed('/default-personal', true),
  INTEGRAL: fixed('/vip-index', true),
  ORDERS: fixed('/user-order', true),
  MY_ACTIVITY: fixed('/user-activity?orderType=CONTENT_TYPE_ACTIVITY', true),
  BOOKING: fixed('/user-reservation', true),
  CONSUMPTION_CODE: fixed('/user-code', true),
  HONESTY: fixed('/user-credit', true),
  DESTINATION: fixed('/destination'),
  SCENIC: withSiteId('/scenic-list'),
  VENUE: withSiteId('/venues-list'),
  HOTEL: withSiteId('/hotel-list'),
  FOOD: withSiteId('/food-list'),
  RAIDERS: fixed('/strategy-list'),
  TOPIC: fixed('/topic-list'),
  VOLUNTEER: fixed('/volunteer-index'),
  VOLUNTEER_LIST: fixed('/volunteer-list/all'),
  COMMUNITY: fixed('/join-group'),
  zijiayou: fixed('/driving'),
  COMMON: fixed('/xj-service'),
  DEFAULT_SERVICE: fixed('/default-service'),
  CONFIGURE_SERVICE: fixed('/configure-service'),
  PANORAMIC: fixed('/xj-panoramic'),
  'CS-PANORAMIC': fixed('/spot-panorama'),
  'CS-WORSHIP': fixed('/index?isWorship=true'),
  'DPQ-SHOP': fixed('/dpq-shop'),
  LIVE: fixed('/xj-live'),
  HOT: fixed('/xj-hot'),
  GUIDE: fixed('/guide-search'),
  AGENCY: fixed('/travel-list'),
  TOILET: fixed('/service-map/CONTENT_TYPE_TOILET'),
  PARKING: fixed('/service-map/CONTENT_TYPE_PARKING'),
  GASSTATION: fixed('/service-map/CONTENT_TYPE_GAS_STATION'),
  GAS_STATION: fixed('/service-map/CONTENT_TYPE_GAS_STATION'),
  INTANGIBLE: fixed('/intangible-index'),
  INTANGIBLE_PROJECT: fixed('/project-list'),
  INTANGIBLE_SUCCESSOR: fixed('/successor-list'),
  PROJECT_EXPERIENCE_BASE: fixed('/experience-list'),
  MISSION_PROTECTION_BASE: fixed('/inheritance-list'),
  INTANGIBLE_FOOD: fixed('/intangible-food'),
  INTANGIBLE_NEWS: fixed('/intangible-news'),
  INTANGIBLE_VIDEO: fixed('/intangible-video'),
  INTANGIBLE_AUDIO: fixed('/intangible-audio'),
  ASK_FOR_HELP: fixed('/call-police'),
  ITINTERARY: fixed('/itinerary-list', true),
  BUS_INQUIRY: fixed('/bus-search'),
  TRAIN_INQUIRY: fixed('/train-search'),
  TICKET_INQUIRY: fixed('/car-search'),
  AIRCRAFT_INQUIRY: fixed('/plane-search'),
  ROBOT: fixed('/robot'),
  FEEDBACK: fixed('/feedback', true),
  SCHOOL: fixed('/course-list'),
  COUNTRY_TOUR: {
    path: ({ region, resourceValue }) =>
      region ? `/rura/${encodeURIComponent(region)}${resourceValue ? `/${encodeURIComponent(resourceValue)}` : ''}` : null,
    needLogin: false,
  },
  FARMHOUSE: fixed('/homestay-list'),
  GUIDE_TOUR: fixed('/guide-scenic-list'),
  COMPLAINT: fixed('/user-complain', true),
  ZXTS: fixed('/sc-complain'),
  SLOW_LIVE: fixed('/live-list'),
  AIR_QUALITY: fixed('/air-quality'),
  CAR_RENTAL: fixed('/use-car'),
  HEALTH_CODE: fixed('/xj-health', true),
  ART_FUND: fixed('/column-list/scysjj'),
  VOLUNTEER_SERVICE: { path: ({ isVolunteer }) => (isVolunteer ? '/volunteers' : '/volunteer-service'), needLogin: false },
  MY_STUDY: fixed('/user-course', true),
  EQ: fixed('/user-question', true),
  INHERITOR: fixed('/user-intangible', true),
  USER_VOTE: fixed('/user-vote', true),
  VOTE_LIST: fixed('/online-vote'),
  REGION_RANK: fixed('/regional-rank'),
  ENTERTAIN: withSiteId('/entertain-list'),
  EXHIBITION: fixed('/exhibition-list'),
  COLLECTION: fixed('/relics-list'),
  QUESTIONNAIRE: fixed('/question-list'),
  'JMG-SUB': fixed('/jmg-sub'),
  STUDIES: fixed('/studies-base'),
  PLAYITEM: appendValue('/amusement-facility/'),
  SUBJECTAREA: appendValue('/subject-area/'),
  SHOW: appendValue('/wonderful-show/', '/show-list'),
  SPECIALTY: fixed('/speciality-list'),
  DSP: fixed('/short-video-list'),
};

export interface MenuTargetInput {
  menuCode: string | null;
  /** "1" internal, "2" external. */
  jumpType: string | null;
  externalLink: string | null;
  /** "1" for entries under development. */
  develop: string | null;
  resourceValue: string | null;
}

export interface ResolvedTarget {
  target: MenuTarget;
  path: string | null;
  url: string | null;
  needLogin: boolean;
}

const COMING_SOON = (needLogin: boolean): ResolvedTarget => ({ target: 'COMING_SOON', path: null, url: null, needLogin });

/** An operator's link to a page of the app itself (`/sc-index`, or as a hash route `#/sc-index`): opened in place. */
const IN_APP_LINK = /^#?(\/[A-Za-z0-9][\w\-./%?=&]*)$/;

/** The app's own address an operator wrote (`/cc-guide`, `#/cc-guide`), or null when it is none. */
export function inAppPath(value: string | null | undefined): string | null {
  return IN_APP_LINK.exec(value?.trim() ?? '')?.[1] ?? null;
}

/**
 * Where a menu entry leads: develop entries → COMING_SOON; jumpType "2" → EXTERNAL with the
 * external link, or INTERNAL when the link is an address in the app; known codes → INTERNAL with
 * the table's path; unknown codes → COMING_SOON.
 */
export function resolveMenuTarget(input: MenuTargetInput, params: MenuPathParams): ResolvedTarget {
  const rule = input.menuCode ? MENU_CODES[input.menuCode] : undefined;
  const needLogin = rule?.needLogin ?? false;
  if (input.develop === '1') return COMING_SOON(needLogin);
  if (input.jumpType === '2') {
    const url = input.externalLink?.trim() ?? '';
    const inApp = IN_APP_LINK.exec(url)?.[1];
    if (inApp) return { target: 'INTERNAL', path: inApp, url: null, needLogin };
    return /^https?:\/\//i.test(url) ? { target: 'EXTERNAL', path: null, url, needLogin } : COMING_SOON(needLogin);
  }
  if (!rule) return COMING_SOON(false);
  // the entry's own resourceValue (a site id for `[/{siteId}]` paths, an id for PLAYITEM, SUBJECTAREA, SHOW)
  const path =
    typeof rule.path === 'string' ? rule.path : rule.path({ ...params, resourceValue: input.resourceValue ?? params.resourceValue });
  return path ? { target: 'INTERNAL', path, url: null, needLogin } : COMING_SOON(needLogin);
}
