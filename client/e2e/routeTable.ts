import { matchRoutes, type RouteObject } from 'react-router-dom';
import { appRoutes } from '../src/appRoutes';
import { FAMILY_ROUTE_TABLES } from '../src/familyRoutes';

/**
 * The app's complete route table, as the router has it once every family's table is patched in,
 * and the route a path opens in it: shared by the tests that check that paths reach screens.
 */

/** The complete table: the router's routes with every family's table patched into the shell, as navigation would. */
export async function completeTable(): Promise<RouteObject[]> {
  const families = (await Promise.all(FAMILY_ROUTE_TABLES.map((t) => t.load()))).flat();
  return appRoutes({}).map((r) => (r.children ? { ...r, children: [...r.children, ...families] } : r));
}

/** The routes a path may match: those of its first segment, the layouts above them and the catch-all (matching a few routes instead of all keeps a match fast). */
function candidates(routes: RouteObject[], first: string): RouteObject[] {
  return routes.flatMap((r) => {
    if (r.path === undefined) return r.children ? [{ ...r, children: candidates(r.children, first) }] : [];
    return r.path === '*' || r.path.split('/')[1] === first ? [r] : [];
  });
}

/** The route a path opens: the deepest match's pattern, `*` for the catch-all, null for none. */
export function opens(table: RouteObject[], path: string): string | null {
  const pathname = path.split(/[?#]/)[0]!;
  return matchRoutes(candidates(table, pathname.split('/')[1] ?? ''), pathname)?.at(-1)?.route.path ?? null;
}
