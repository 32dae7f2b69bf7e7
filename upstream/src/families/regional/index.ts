/**
 * The regional pack (the Xinjiang edition's pages): hot places (`res/api/regional/hot`),
 * panoramas (`panoramic`), self-drive routes (`driving`), channels and their articles
 * (`channels`, `articles`), the common services (`services`) and the caller's health code
 * (`user/api/regional/healthCode`). Its demo data are the edition site's (site650100, Urumqi);
 * its seed also writes that site's own menus, last (sites family's `seedEditionMenus`).
 */
import type { UpstreamFamily } from '../../family.ts';
import { migrations } from './migrations.ts';
import { routes } from './routes.ts';
import { seed } from './seed.ts';

export const regionalFamily: UpstreamFamily = {
  name: 'regional',
  migrations,
  seed,
  routes,
  referencePaths: ['res/api/regional/channels', 'res/api/regional/services'],
};
