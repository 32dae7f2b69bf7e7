import type { PreloadedQuery } from 'react-relay';
import type { UserScreenQuery } from '../../__generated__/UserScreenQuery.graphql';
import userQuery from '../../__generated__/UserScreenQuery$parameters';
import { prepareRequest, preload } from '../../shell/loader';

/**
 * /user's loader, outside UserScreen's chunk: the router runs it with the shell's, so
 * both queries leave together.
 */
export function userLoader({ request }: { request: Request }): PreloadedQuery<UserScreenQuery> {
  prepareRequest(request);
  return preload<UserScreenQuery>(userQuery, {}, { fresh: true });
}
