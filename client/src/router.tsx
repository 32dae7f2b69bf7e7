import { createHashRouter, type RouteObject } from 'react-router-dom';
import { AppShell, appShellLoader } from './shell/AppShell';
import { RouteError } from './shell/RouteError';
import { screen } from './shell/lazyScreen';
import { Splash } from './shell/Splash';
import { registerNavigator } from './env/navigate';
import { dropEarlyAnswers } from './relay/earlyAnswers';
import { appRoutes, SHELL_PARTS, SHELL_ROUTE_ID } from './appRoutes';
import { familyPatcher } from './familyPatcher';

const routes: RouteObject[] = appRoutes({
  loader: appShellLoader,
  element: screen(<AppShell {...SHELL_PARTS} />),
  errorElement: <RouteError />,
  hydrateFallbackElement: <Splash />,
});

/**
 * The families' route tables (familyRoutes.ts: their first path segments and how to load each) are
 * a chunk of their own, which the home's first screen does not need: asked on the first navigation
 * into a family, or once the first screen is shown, whichever comes first.
 */
const familyTables = () => import('./familyRoutes');

type AppRouter = ReturnType<typeof createHashRouter>;
let router: AppRouter | null = null;

/** Created on first render, after main.tsx applied the start address's siteCode/lang. */
export function getRouter(): AppRouter {
  if (!router) {
    const r = createHashRouter(routes, {
      // a screen family's route table loads on the first navigation into it; until then its
      // paths match only the shell's splat, which makes the router ask here first (it asks for
      // a path a route with parameters takes too, such as a news list's: no family's)
      patchRoutesOnNavigation: familyPatcher(routes, SHELL_ROUTE_ID, async () => (await familyTables()).familyOf),
    });
    registerNavigator((to, opts) => void r.navigate(to, opts));
    // once the first screen's loaders have run: the early answers they did not take are
    // dropped (a later request never gets an old one), the families' tables and the visit
    // analytics' collector load
    const warm = () => {
      if (!r.state.initialized || r.state.navigation.state !== 'idle') return;
      stopWarming();
      dropEarlyAnswers();
      void familyTables();
      void import('./analytics/collector').then((m) => m.startCollector(r));
    };
    const stopWarming = r.subscribe(warm);
    warm();
    router = r;
  }
  return router;
}

/** Resolves once the router's first navigation is done: its loaders have run, its lazy routes are in. */
export function firstNavigationDone(r: AppRouter): Promise<void> {
  return new Promise((resolve) => {
    if (r.state.initialized) return resolve();
    const stop = r.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}
