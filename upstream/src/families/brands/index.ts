/**
 * Culture-and-tourism brands (a Brand: id, name, slogan, brandImage, mainColor, siteCount,
 * relationResourceCount; the app's /brand-list, /brand-desc/{id}, /brand-introduce/{id},
 * /brand-news/{id} and /brand-scenic/{id} screens). A brand groups places (its "scenic" page) and
 * news of a region under one name; a place's detail shows the banner of the brand it belongs to
 * (getApiBrandList with linksResourceType/linksResourceId, pageSize 1). Brands can be liked,
 * favourited and commented (resourceType CONTENT_TYPE_BRAND). The brand's news are the site's
 * news linked to it in `content_links`, listed by `res/api/content/list` with
 * linksResourceType/linksResourceId.
 */
import type { UpstreamFamily } from '../../family.ts';
import { migrations } from './migrations.ts';
import { routes } from './routes.ts';
import { seed } from './seed.ts';
import { BRAND_TYPE } from './store.ts';

export const brandsFamily: UpstreamFamily = {
  name: 'brands',
  migrations,
  seed,
  routes,
  resourceTables: [{ type: BRAND_TYPE, table: 'brands', nameSql: 'name', imagesSql: 'images' }],
};
