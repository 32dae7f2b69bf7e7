import { matchRoutes, type RouteObject } from 'react-router-dom';
import type { FamilyRouteTable } from './familyRoutes';

/** What the router hands `patchRoutesOnNavigation` (the part of it used here). */
export interface PatchRequest {
  path: string;
  signal: AbortSignal;
  patch(routeId: string | null, children: RouteObject[]): void;
}

/**
 * The router's `patchRoutesOnNavigation`: a path that only the shell's splat matches is looked up
 * among the families (`familyOf`) and its family's table is patched under the shell, once. A
 * navigation interrupted while the table loads does not patch (the router drops an aborted
 * navigation's patch), so the family stays unpatched and the navigation that replaced it patches.
 */
export function familyPatcher(
  routes: RouteObject[],
  shellRouteId: string,
  familyOf: () => Promise<(path: string) => FamilyRouteTable | undefined>,
): (request: PatchRequest) => Promise<void> {
  const patched = new Set<string>();
  return async ({ path, signal, patch }) => {
    const leaf = matchRoutes(routes, path)?.at(-1)?.route.path;
    if (leaf && leaf !== '*') return;
    const table = (await familyOf())(path);
    if (!table || patched.has(table.family)) return;
    const familyRoutes = await table.load();
    if (signal.aborted || patched.has(table.family)) return;
    patched.add(table.family);
    patch(shellRouteId, familyRoutes);
  };
}
