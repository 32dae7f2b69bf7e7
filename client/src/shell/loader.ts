import { loadQuery, type PreloadedQuery } from 'react-relay';
import type { GraphQLTaggedNode, OperationType } from 'relay-runtime';
import { environment } from '../relay/environment';
import { applyUrlParams } from './urlParams';

/** Every loader first applies `siteCode`/`lang` of its address; a site switch reloads the page. */
export function prepareRequest(request: Request): URLSearchParams {
  const search = new URL(request.url).searchParams;
  if (applyUrlParams(search)) {
    window.location.reload();
  }
  return search;
}

/** Starts a route's query while the router navigates (render-as-you-fetch). */
export function preload<T extends OperationType>(
  query: GraphQLTaggedNode,
  variables: T['variables'],
): PreloadedQuery<T> {
  return loadQuery<T>(environment, query, variables, { fetchPolicy: 'store-or-network' });
}
