/**
 * Feedback (意见反馈): what a user tells the platform about the app and its services, with pictures
 * and a way to reach them (`user/api/feedback/save`), the user's past feedback (`list`, `detail`
 * with the platform's answer) and the site's feedback types (`types`). The answer is the platform
 * staff's, not part of the H5 client: the development channel answers a feedback
 * (`__dev/feedback/reply`). Status 0 awaiting an answer, 1 answered.
 */
import type { UpstreamFamily } from '../../family.ts';
import { migrations } from './migrations.ts';
import { devRoutes, routes } from './routes.ts';
import { seed } from './seed.ts';

export const feedbackFamily: UpstreamFamily = {
  name: 'feedback',
  migrations,
  seed,
  routes,
  devRoutes,
};
