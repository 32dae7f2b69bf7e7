import shellQuery from './__generated__/AppShellQuery$parameters';
import type { FirstScreen, FirstScreenQuery } from './relay/firstScreen';
import { activityHomeFirstScreen } from './screens/activities/firstScreen';
import { newsListFirstScreen } from './screens/news/firstScreen';
import { homeFirstScreen } from './screens/site/firstScreen';
import { userFirstScreen } from './screens/viewer/firstScreen';

/** The shell's query, which every screen in the shell sends with its own (shell/AppShell.tsx `appShellLoader`). */
export const SHELL_FIRST_QUERY: FirstScreenQuery = { params: shellQuery.params, variables: {} };

/**
 * The bottom menu's screens, whose loaders are the router's from the start (appRoutes.tsx): on a
 * first load to one of them, index.html's inline script sends the shell's query and the screen's.
 */
export const FIRST_SCREENS: readonly FirstScreen[] = [homeFirstScreen, newsListFirstScreen, activityHomeFirstScreen, userFirstScreen];
