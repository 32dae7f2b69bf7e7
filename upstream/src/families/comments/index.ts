/**
 * The comments (res/api/comment, res/api/commentReply): comments on any resource of a site with
 * stars, review tags in the site's language and emoticons, their replies, a resource's tag counts
 * and average star, and the review of a completed reservation order.
 */
import type { UpstreamFamily } from '../../family.ts';
import { migrations } from './migrations.ts';
import { registerCommentRoutes } from './routes.ts';
import { seedComments } from './seed.ts';

export const commentsFamily: UpstreamFamily = {
  name: 'comments',
  migrations,
  seed: seedComments,
  routes: registerCommentRoutes,
  referencePaths: ['res/api/comment/emoticonsList'],
};
