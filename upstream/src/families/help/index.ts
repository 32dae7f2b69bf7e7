/**
 * One-key help and the help pages (the app's `/call-police` screen, "Surveys and help"; the help
 * request is `config/api/emergency/save`): the site's emergency numbers, a help request carrying
 * the caller's position and phone, common problems (`/common-problem`, `/problem-detail/{id}`) and
 * the site's service information (`/information`). Their shapes are not shown in the spec:
 * designed here as a municipal tourism service runs them.
 */
import type { UpstreamFamily } from '../../family.ts';
import { migrations } from './migrations.ts';
import { devRoutes, routes } from './routes.ts';
import { seed } from './seed.ts';

export const helpFamily: UpstreamFamily = {
  name: 'help',
  migrations,
  seed,
  routes,
  devRoutes,
  referencePaths: ['config/api/emergency/list', 'config/api/information/list'],
};
