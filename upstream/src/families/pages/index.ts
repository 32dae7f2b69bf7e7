/**
 * Pages put together by the regional operators from the platform's content: edition homes
 * (`/sc-index`, `/visit`, ...), campaign pages (`/tianfu-cuisine`, `/spring-festival`, ...) and
 * topic sections, each an ordered list of typed sections (banner, rich text, shelf, ranking, map,
 * gallery, video, countdown, links, form). The operators change them without a release: the page
 * answer is reference data with a short freshness (the server's reference-path caching).
 */
import type { UpstreamFamily } from '../../family.ts';
import { migrations } from './migrations.ts';
import { devRoutes, PAGE_DETAIL_PATH, routes } from './routes.ts';
import { seed } from './seed.ts';

export const pagesFamily: UpstreamFamily = {
  name: 'pages',
  migrations,
  seed,
  routes,
  devRoutes,
  referencePaths: [PAGE_DETAIL_PATH],
};
