/**
 * The news of a place: links the site's news to its venues and scenic areas (table
 * `content_links`, the brands family's), so that `res/api/content/list` with `linksResourceType`
 * and `linksResourceId` lists a place's news. API.md "News of a place" documents it.
 */
import type { UpstreamFamily } from '../../family.ts';
import { migrations } from './migrations.ts';
import { seed } from './seed.ts';

export const placeNewsFamily: UpstreamFamily = {
  name: 'place-news',
  migrations,
  seed,
};
