import type { PreloadedQuery } from 'react-relay';
import type { HomeScreenQuery } from '../../__generated__/HomeScreenQuery.graphql';
import homeQuery from '../../__generated__/HomeScreenQuery$parameters';
import { prepareRequest, preload } from '../../shell/loader';

/**
 * /index's loader, outside HomeScreen's chunk: the router runs it with the shell's,
 * so the home's query and the shell's leave together instead of after the chunk arrived.
 */
export function homeLoader({ request }: { request: Request }): PreloadedQuery<HomeScreenQuery> {
  prepareRequest(request);
  return preload<HomeScreenQuery>(homeQuery, {});
}
