import type { PreloadedQuery } from 'react-relay';
import { redirect } from 'react-router-dom';
import type { GraphQLTaggedNode, OperationType } from 'relay-runtime';
import { prepareRequest, preload } from './loader';
import { isSignedIn } from '../session/session';
import { loginPath } from '../session/loginGate';

/** Personal pages opened directly without a session go to /login and come back afterwards. */
export function redirectIfSignedOut(request: Request): void {
  if (isSignedIn()) return;
  const url = new URL(request.url);
  // The hash router hands loaders an URL whose path and search are the in-app address.
  throw redirect(loginPath(`${url.pathname}${url.search}`));
}

/** The start of a personal page's loader: /login when signed out, then `prepareRequest` (its search params). */
export function prepareSignedInRequest(request: Request): URLSearchParams {
  redirectIfSignedOut(request);
  return prepareRequest(request);
}

/**
 * The loader of a personal page that only starts its query: /login when signed out, the address's
 * `siteCode`/`lang`, then the query — fresh by default (an order or a balance moves on); lists
 * pass `{ fresh: !isBackForward() }` (see `preload`).
 */
export function preloadSignedIn<T extends OperationType>(
  request: Request,
  query: GraphQLTaggedNode,
  variables: T['variables'],
  options: { fresh?: boolean } = { fresh: true },
): PreloadedQuery<T> {
  prepareSignedInRequest(request);
  return preload<T>(query, variables, options);
}
