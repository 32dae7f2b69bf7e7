/**
 * Following people (关注 / 粉丝): a user follows another user (`user/api/userFocus/focus`,
 * `cancelFocus`), the people following the caller (`fansList`, the `/user-fans` page) and the
 * people the caller follows (`focusList`, `/user-focus`). Following resources (activities, teams,
 * stories, topics) is the interactions family's (`res/api/interactManage/focus`, `focusList`);
 * this family's seed gives a demo user followed resources on every demo site.
 */
import type { UpstreamFamily } from '../../family.ts';
import { migrations } from './migrations.ts';
import { routes } from './routes.ts';
import { seed } from './seed.ts';

export const followsFamily: UpstreamFamily = {
  name: 'follows',
  migrations,
  seed,
  routes,
};
