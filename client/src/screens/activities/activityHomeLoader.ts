import type { PreloadedQuery } from 'react-relay';
import type { ActivityHomeScreenQuery } from '../../__generated__/ActivityHomeScreenQuery.graphql';
import activityHomeQuery from '../../__generated__/ActivityHomeScreenQuery$parameters';
import { isBackForward, prepareRequest, preload } from '../../shell/loader';
import { activityHomeVariables } from './firstScreen';

export interface LoaderData {
  classifyId: string | null;
  ref: PreloadedQuery<ActivityHomeScreenQuery>;
}

/**
 * /activity-home, /activity and /activity/:classifyId. Outside ActivityHomeScreen's chunk: the
 * router runs it with the shell's loader, so both queries leave together.
 */
export function activityHomeLoader({ request, params }: { request: Request; params: { classifyId?: string } }): LoaderData {
  prepareRequest(request);
  const variables = activityHomeVariables(params.classifyId);
  return {
    classifyId: variables.classifyId ?? null,
    ref: preload<ActivityHomeScreenQuery>(activityHomeQuery, variables, { fresh: !isBackForward() }),
  };
}
