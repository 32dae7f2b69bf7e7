import activityHomeQuery from '../../__generated__/ActivityHomeScreenQuery$parameters';
import type { ActivityHomeScreenQuery } from '../../__generated__/ActivityHomeScreenQuery.graphql';
import type { FirstScreen } from '../../relay/firstScreen';
import { chinaToday } from '../../widgets/format';

/** The activity home's variables: its category (`all` or none: every one) and this month in China time. */
export function activityHomeVariables(classifyId: string | undefined): ActivityHomeScreenQuery['variables'] {
  return { classifyId: classifyId && classifyId !== 'all' ? classifyId : null, month: chinaToday().slice(0, 7) };
}

/**
 * The activity home's query (activityHomeLoader), sent by index.html's inline script on a first
 * load (src/firstScreens.ts); a category written with other characters is left to the app.
 */
export const activityHomeFirstScreen: FirstScreen = {
  path: /^\/(?:activity-home|activity(?:\/([\w-]+))?)$/,
  query: ([classifyId]) => ({ params: activityHomeQuery.params, variables: activityHomeVariables(classifyId) }),
};
