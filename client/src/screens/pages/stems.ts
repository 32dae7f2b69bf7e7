/**
 * The route stems of the operator-made pages (edition homes, campaigns, topic sections): each is
 * a route `/<stem>` whose loader asks the gateway for the page of that key. A page an operator
 * adds under a new stem needs its stem here (the app's routes are known before any page loads).
 */
export const PAGE_STEMS = ['sc-index', 'tianfu-cuisine', 'spring-festival', 'visit'] as const;

export type PageStem = (typeof PAGE_STEMS)[number];

/** The device pages of the same family: `/clear` and `/vConsole`. */
export const DEVICE_PAGE_STEMS = ['clear', 'vConsole'] as const;
