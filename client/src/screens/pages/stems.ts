/**
 * The route stems of the operator-made pages (edition homes, campaigns, topic sections): each is
 * a route `/<stem>` whose loader asks the gateway for the page of that key. A page an operator
 * adds under a new stem needs its stem here (the app's routes are known before any page loads).
 */
export const PAGE_STEMS = [
  'sc-index',
  'tianfu-cuisine',
  'spring-festival',
  'visit',
  // edition homes (the Chengdu site's hub `/default` links them)
  'default',
  'default-index',
  'culture-results',
  'sc-video',
  'sc-beauty',
  'recent-news',
  'travel-directory',
  'magazine-list',
  'first-guide',
  'culture-list',
  'play-list',
  'play-guide',
  'intangible-project',
  'work-project',
  'cddy-index-demoimages',
  'study-tour-index',
  // campaigns
  'food-prevention',
  'skills-competition',
  'winter-guide',
  'winter-map',
  'achievements-exhibition',
  'spring-festival-xj',
  'spring-festival-qc',
  'spring-festival-ws',
  'relics-story',
  'online-museum',
  'art-xinyuan',
  // the Great Wall edition's section (its site's menus and banners lead to them; `cc-guide` is
  // the site's first-visit page)
  'cc-guide',
  'cc-scenic',
  'cc-scenicspot',
  'cc-art',
  'cc-activity',
  'cc-hotel',
  'cc-food',
  'cc-interesting',
  'cc-service',
] as const;

export type PageStem = (typeof PAGE_STEMS)[number];

/**
 * The campaign stems followed by an id or code: not pages of their own but the detail screens of
 * the families that own what they name, opened in place of the stem (`{id}` the route's value).
 * A competition's entrants (`/player-list/{code}`) are its public vote's works; a winter
 * sight (`/winter-scenic-desc/{id}`) is the site's scenic-area detail.
 */
export const DETAIL_STEMS = [
  { stem: 'player-list', to: '/vote-detail/{id}' },
  { stem: 'winter-scenic-desc', to: '/scenic-detail/{id}' },
  // the Great Wall edition's: a scenic area, a heritage project, a banner's news article
  { stem: 'cc-detail', to: '/scenic-detail/{id}' },
  { stem: 'cc-art-detail', to: '/project-desc/{id}' },
  { stem: 'cc-swiper-detail', to: '/news-detail/{id}' },
] as const;

/**
 * The stems followed by a type whose pages are the operators' pages `<stem>-<type>`: a travel
 * guide by type (`/other-guide/traffic` is the page `other-guide-traffic`).
 */
export const TYPED_PAGE_STEMS = ['other-guide'] as const;

/** The stems that are another family's screen under an edition's own address (the Great Wall's `/cc-user`: the user centre). */
export const ALIAS_STEMS = [{ stem: 'cc-user', to: '/user' }] as const;

/** The device pages of the same family: `/clear` and `/vConsole`. */
export const DEVICE_PAGE_STEMS = ['clear', 'vConsole'] as const;
