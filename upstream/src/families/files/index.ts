/**
 * The files of the demo data (`/files/…`, outside the site guard): placeholder images (also the
 * resizing image proxy), menu icons and site logos, emoticons, avatars, and the sample video and
 * audio. Everything is drawn or shipped with the upstream; nothing is fetched from outside.
 */
import type { UpstreamFamily } from '../../family.ts';
import { migrations } from './migrations.ts';
import { registerFileRoutes } from './routes.ts';

export const filesFamily: UpstreamFamily = {
  name: 'files',
  migrations,
  publicRoutes: registerFileRoutes,
};
