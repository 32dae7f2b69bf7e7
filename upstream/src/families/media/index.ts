/**
 * Media: short videos with their own likes and comments (the "Stream media" calls
 * res/api/streamMedia/list, getCommentByone, like, saveComment) and a site's multimedia library
 * (the image, video and voice lists res/api/multimedia/imageList, videoList, voiceList, and
 * panoramaList for its 360° pictures), each item tied to a scenic area. The
 * panoramas are equirectangular PNGs drawn by ./panorama.ts, served at /files/panoramas/.
 */
import type { UpstreamFamily } from '../../family.ts';
import { migrations } from './migrations.ts';
import { publicRoutes, routes } from './routes.ts';
import { seed } from './seed.ts';

export const mediaFamily: UpstreamFamily = {
  name: 'media',
  migrations,
  seed,
  routes,
  publicRoutes,
};
