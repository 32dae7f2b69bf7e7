import { loadQuery, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import type { FetchPolicy, GraphQLTaggedNode, OperationType, PreloadableConcreteRequest } from 'relay-runtime';
import { environment } from '../relay/environment';
import { applyUrlParams, switchToLanguageSite } from './urlParams';

let reloading = false;

/** Every loader first applies `siteCode`/`lang` of its address; a site switch reloads the page. */
export function prepareRequest(request: Request): URLSearchParams {
  const url = new URL(request.url);
  const search = url.searchParams;
  if (applyUrlParams(search)) {
    // Loaders run before the address changes: reload the address being opened, not the old one.
    window.history.replaceState(null, '', `#${url.pathname}${url.search}`);
    reloading = true;
    window.location.reload();
  } else {
    // `lang` of an address opened inside the app: its language site, then the same reload
    switchToLanguageSite(url.pathname, search)?.then((changed) => {
      if (!changed || reloading) return;
      window.history.replaceState(null, '', `#${url.pathname}${url.search}`);
      reloading = true;
      window.location.reload();
    });
  }
  return search;
}

/**
 * True once a loader has started reloading the page (a site switch): what it would do now is
 * lost with the page, so side effects wait for the reloaded one (a toast, a "once a visit" flag).
 */
export function pageReloading(): boolean {
  return reloading;
}

let popAt = 0;
if (typeof window !== 'undefined') {
  // Registered before the router's own listener, so loaders can tell back/forward apart.
  window.addEventListener('popstate', () => {
    popAt = Date.now();
  });
}

/** True while the router handles a browser back/forward navigation. */
export function isBackForward(): boolean {
  return Date.now() - popAt < 1000;
}

/**
 * Starts a route's query while the router navigates (render-as-you-fetch). A route whose loader
 * lives outside its screen's chunk passes the query's `$parameters` artifact (`@preloadable`):
 * the request leaves with the shell's, before the chunk arrives, and Relay reads the answer once
 * the chunk registered the query (PreloadableQueryRegistry). Lists pass
 * `fresh: !isBackForward()`: a new visit or a filter change starts again from page one,
 * while back/forward reuses the pages already loaded so the scroll position can be restored.
 */
export function preload<T extends OperationType>(
  query: GraphQLTaggedNode | PreloadableConcreteRequest<T>,
  variables: T['variables'],
  options: { fresh?: boolean } = {},
): PreloadedQuery<T> {
  const fetchPolicy: FetchPolicy = options.fresh ? 'network-only' : 'store-or-network';
  const ref = loadQuery<T>(environment, query, variables, { fetchPolicy });
  if (firstQueries && ref.source) firstQueries.push(ref.source.toPromise().then(noop, noop));
  return ref;
}

const noop = () => undefined;

/** The answers the first screen's loaders asked for, until the first render takes them. */
let firstQueries: Promise<void>[] | null = typeof window === 'undefined' ? null : [];

/**
 * Resolves once the queries the first screen's loaders started are answered (in the store) or
 * failed. main.tsx renders then: React shows a screen whose data is there at once, while a screen
 * that suspends first shows its skeleton and reveals its content no sooner than 300 ms after it
 * (React's throttle of Suspense reveals), so a visit whose scripts are quicker than its answers (a
 * repeat visit, the scripts from the service worker) would wait for that. Later loaders are not
 * collected.
 */
export function firstQueriesAnswered(): Promise<void> {
  const pending = firstQueries ?? [];
  firstQueries = null;
  return Promise.all(pending).then(noop);
}

/** The screen side of a route whose loader returns the `preload(…)` of `query` itself: its data. */
export function useRouteQuery<T extends OperationType>(query: GraphQLTaggedNode): T['response'] {
  return usePreloadedQuery<T>(query, useLoaderData() as PreloadedQuery<T>);
}
