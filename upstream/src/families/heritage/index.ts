/**
 * The intangible-heritage family: projects with their category and level,
 * representative inheritors linked to their projects, experience / protection / teaching bases,
 * heritage food, news, video and audio, the heritage map (an image drawn here from the site's
 * own data) and the caller's followed inheritors. Likes, favourites, follows and comments go
 * through the interaction and comment paths (`resourceTables`).
 */
import type { UpstreamFamily } from '../../family.ts';
import type { ResourceTable } from '../../resources.ts';
import { HERITAGE_MIGRATIONS } from './migrations.ts';
import { publicRoutes, routes } from './routes.ts';
import { seedHeritage } from './seed.ts';
import { BASE_TYPES, RESOURCE } from './types.ts';

const TABLES: readonly ResourceTable[] = [
  { type: RESOURCE.PROJECT, table: 'heritage_projects', nameSql: 'name', imagesSql: 'images' },
  { type: RESOURCE.PERSON, table: 'heritage_inheritors', nameSql: 'name', imagesSql: 'images' },
  ...Object.entries(BASE_TYPES).map(
    ([kind, type]): ResourceTable => ({
      type,
      table: 'heritage_bases',
      nameSql: 'name',
      imagesSql: 'images',
      whereSql: `base_type = '${kind}'`,
    }),
  ),
  { type: RESOURCE.FOOD, table: 'heritage_foods', nameSql: 'name', imagesSql: 'images' },
  { type: RESOURCE.NEWS, table: 'heritage_news', nameSql: 'title', imagesSql: 'images' },
  { type: RESOURCE.MEDIA, table: 'heritage_media', nameSql: 'title', imagesSql: 'cover' },
];

export const heritageFamily: UpstreamFamily = {
  name: 'heritage',
  migrations: HERITAGE_MIGRATIONS,
  seed: seedHeritage,
  routes,
  publicRoutes,
  resourceTables: TABLES,
  referencePaths: ['res/api/heritage/mapData'],
};
