/**
 * The intangible-heritage family: projects with their category and level,
 * representative inheritors linked to their projects, experience / protection / teaching bases,
 * heritage food, news, video and audio, the heritage map (an image drawn here from the site's
 * own data) and the caller's followed inheritors. Likes, favourites, follows and comments go
 * through the interaction and comment paths (`resourceTables`).
 */
import type { UpstreamFamily } from '../../family.ts';
import { fail } from '../../envelope.ts';
import type { ResourceTable } from '../../resources.ts';
import { mapSvg } from './map.ts';
import { HERITAGE_MIGRATIONS } from './migrations.ts';
import { registerHeritageRoutes } from './routes.ts';
import { seedHeritage } from './seed.ts';
import { BASE_TYPES, RESOURCE } from './types.ts';

const TABLES: readonly ResourceTable[] = [
  { type: RESOURCE.PROJECT, table: 'heritage_projects', nameSql: 'name', imagesSql: 'images' },
  { type: RESOURCE.PERSON, table: 'heritage_inheritors', nameSql: 'name', imagesSql: 'images' },
  ...Object.entries(BASE_TYPES).map(([kind, type]): ResourceTable => ({ type, table: 'heritage_bases', nameSql: 'name', imagesSql: 'images', whereSql: `base_type = '${kind}'` })),
  { type: RESOURCE.FOOD, table: 'heritage_foods', nameSql: 'name', imagesSql: 'images' },
  { type: RESOURCE.NEWS, table: 'heritage_news', nameSql: 'title', imagesSql: 'images' },
  { type: RESOURCE.MEDIA, table: 'heritage_media', nameSql: 'title', imagesSql: 'cover' },
];

export const heritageFamily: UpstreamFamily = {
  name: 'heritage',
  migrations: HERITAGE_MIGRATIONS,
  seed: seedHeritage,
  routes: registerHeritageRoutes,
  publicRoutes(app, ctx) {
    const siteName = ctx.db.prepare('SELECT name FROM sites WHERE site_code = ?');
    app.get<{ Params: { file: string } }>('/files/heritage/:file', async (req, reply) => {
      const site = /^map-(site\d{1,12})\.svg$/.exec(req.params.file)?.[1];
      const name = site ? (siteName.get(site) as { name: string } | undefined)?.name : undefined;
      const svg = site && name ? mapSvg(ctx.db, site, name) : null;
      if (!svg) return reply.code(404).send(fail(404, '文件不存在'));
      return reply.header('Cache-Control', 'public, max-age=3600').type('image/svg+xml').send(svg);
    });
  },
  resourceTables: TABLES,
  referencePaths: ['res/api/heritage/mapData'],
};
