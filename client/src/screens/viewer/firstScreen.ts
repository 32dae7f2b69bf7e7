import userQuery from '../../__generated__/UserScreenQuery$parameters';
import type { FirstScreen } from '../../relay/firstScreen';

/** The personal centre's query (userLoader), sent by index.html's inline script on a first load (src/firstScreens.ts). */
export const userFirstScreen: FirstScreen = {
  path: /^\/(?:user|default-personal)$/,
  query: () => ({ params: userQuery.params, variables: {} }),
};
