import { createHashRouter, type RouteObject } from 'react-router-dom';
import { AppShell, appShellLoader } from './shell/AppShell';
import { RouteError } from './shell/RouteError';
import { screen } from './shell/lazyScreen';
import { Splash } from './shell/Splash';
import { registerNavigator } from './env/navigate';
import { appRoutes, SHELL_PARTS, SHELL_ROUTE_ID } from './appRoutes';
import { familyOf } from './familyRoutes';

const routes: RouteObject[] = appRoutes({
  loader: appShellLoader,
  element: screen(<AppShell {...SHELL_PARTS} />),
  errorElement: <RouteError />,
  hydrateFallbackElement: <Splash />,
});

type AppRouter = ReturnType<typeof createHashRouter>;
let router: AppRouter | null = null;

/** Created on first render, after main.tsx applied the start address's siteCode/lang. */
export function getRouter(): AppRouter {
  if (!router) {
    const patched = new Set<string>();
    const r = createHashRouter(routes, {
      // a screen family's route table loads on the first navigation into it; until then its
      // paths match only the shell's splat, which makes the router ask here first
      async patchRoutesOnNavigation({ path, patch }) {
        const table = familyOf(path);
        if (!table || patched.has(table.family)) return;
        const familyRoutes = await table.load();
        if (patched.has(table.family)) return;
        patched.add(table.family);
        patch(SHELL_ROUTE_ID, familyRoutes);
      },
    });
    registerNavigator((to, opts) => void r.navigate(to, opts));
    router = r;
  }
  return router;
}
