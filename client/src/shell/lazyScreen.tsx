import type { ComponentType, ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { ensureFamilyTexts, type FamilyTexts } from '../i18n';
import { Screen } from './Screen';

/** One route's screen in its own ErrorBoundary and Suspense (with the screen's skeleton, when given). */
export const screen = (node: ReactNode, skeleton?: ReactNode): ReactNode => <Screen fallback={skeleton}>{node}</Screen>;

type Lazy = NonNullable<RouteObject['lazy']>;

export interface LazyScreenOptions {
  /** The family's texts (or the families'), loaded with the screen in the shown language (i18n `familyTexts`). */
  texts?: FamilyTexts | readonly FamilyTexts[];
}

/**
 * A route whose module (its screen and the loader that preloads its query) is a chunk of its own,
 * fetched when the route is first visited (every screen loads on demand). `pick` names
 * the screen, its loader and the skeleton shown while its query loads (widgets/Skeleton); without
 * one, the module's `ScreenSkeleton` when it exports one, else the default (shell/Screen).
 */
export function lazyScreen<M>(
  load: () => Promise<M>,
  pick: (m: M) => { loader?: RouteObject['loader']; node: ReactNode; skeleton?: ReactNode },
  options: LazyScreenOptions = {},
): Lazy {
  return (async () => {
    const texts = options.texts === undefined ? [] : 'family' in options.texts ? [options.texts] : options.texts;
    const [module] = await Promise.all([load(), ...texts.map((t) => ensureFamilyTexts(t))]);
    const picked = pick(module);
    // the screen module's own skeleton (`export const ScreenSkeleton`) unless `pick` names one
    const Own = (module as { ScreenSkeleton?: ComponentType }).ScreenSkeleton;
    const element = screen(picked.node, picked.skeleton ?? (Own && <Own />));
    // no `loader` key at all when the route's loader is static (the router warns otherwise)
    return picked.loader ? { loader: picked.loader, element } : { element };
  }) as Lazy;
}

/** What a screen module exports for `lazyRoute`: the screen, the loader that preloads its query, the skeleton shown while it loads. */
export interface ScreenModule {
  readonly screen: { readonly Component: ComponentType; readonly loader?: RouteObject['loader']; readonly skeleton?: ReactNode };
}

/**
 * `lazyScreen` for a module that exports `screen` (see ScreenModule): one short line per route in
 * a family's routes.tsx, and the skeleton comes with the screen's chunk, not the router's.
 */
export function lazyRoute(load: () => Promise<ScreenModule>, options: LazyScreenOptions = {}): Lazy {
  return lazyScreen(load, (m) => ({ loader: m.screen.loader, node: <m.screen.Component />, skeleton: m.screen.skeleton }), options);
}
