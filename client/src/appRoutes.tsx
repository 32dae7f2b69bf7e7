import type { RouteObject } from 'react-router-dom';
import { SITE_PAGES_OUTSIDE_SHELL, SITE_ROUTES } from './screens/site/routes';
import { NEWS_ROUTES } from './screens/news/routes';
import { ACTIVITY_ROUTES } from './screens/activities/routes';
import { VIEWER_ROUTES } from './screens/viewer/routes';
import { LiveMessagesSlot, MessageBadgeSlot } from './screens/messages';

/** The id of the shell's route, under which the screen families' tables are patched in. */
export const SHELL_ROUTE_ID = 'shell';

/**
 * What the families add to the shell's frame (router.tsx gives them to AppShell): the live message
 * centre, its subscription and the personal centre tab's unread badge (by the tab's path).
 */
export const SHELL_PARTS = { live: <LiveMessagesSlot />, tabBadges: { '/user': <MessageBadgeSlot /> } };

/** What the router gives the shell's route: its element, loader, error and hydration fallbacks. */
export type ShellRoute = Omit<RouteObject, 'id' | 'path' | 'index' | 'children' | 'lazy'>;

/**
 * The app's route table, composed of the families' tables (`screens/<family>/routes.tsx`), the
 * shell's own route given (router.tsx passes the shell's components; the route contract test
 * passes none, so the table loads without the shell's queries).
 *
 * The families on the bottom menu (the home, the news, the activities, the personal centre) are
 * here from the start, their route loaders with them: a first load sends the screen's query with
 * the shell's. Every other family's table is patched in under the shell on the first navigation
 * into it (familyRoutes.ts).
 */
export const appRoutes = (shell: ShellRoute): RouteObject[] => [
  ...SITE_PAGES_OUTSIDE_SHELL,
  {
    ...shell,
    id: SHELL_ROUTE_ID,
    children: [...SITE_ROUTES, ...NEWS_ROUTES, ...ACTIVITY_ROUTES, ...VIEWER_ROUTES],
  },
];
