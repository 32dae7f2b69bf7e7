/**
 * THE screens whose stay time the statistics log (the spec's list of counted paths): a stay on
 * any other screen is not sent to the stay-time log. A path is the app's in-app path with its
 * query (`/venues-list?type=41`).
 */
const TRACKED_PATHS: ReadonlySet<string> = new Set([
  '/scenic-list',
  '/hotel-list',
  '/food-list',
  '/use-car',
  '/intangible-index',
  '/sc-live',
  '/column-list/kyc1',
  '/column-list/djt1',
  '/sc-complain',
  '/xj-service',
  '/join-group',
  '/activity',
  '/activity-home',
  '/destination',
  '/brand-card',
  '/topic-list',
  '/time',
  '/appointment-query-xz',
]);

/** The venue lists counted: `/venues-list?type=41` to `44`. */
const TRACKED_VENUE_TYPES: ReadonlySet<string> = new Set(['41', '42', '43', '44']);

/** Every news channel's list is counted (`/news-list/systemChannel`, `/news-list/lineChannel`, …). */
const NEWS_LIST = /^\/news-list\/[A-Za-z0-9_-]+$/;

/** True when the stay-time log counts this screen. */
export function isTrackedPath(path: string): boolean {
  const [pathname = '', query = ''] = path.split('?', 2);
  if (TRACKED_PATHS.has(pathname) || NEWS_LIST.test(pathname)) return true;
  return pathname === '/venues-list' && TRACKED_VENUE_TYPES.has(new URLSearchParams(query).get('type') ?? '');
}
