import homeQuery from '../../__generated__/HomeScreenQuery$parameters';
import type { FirstScreen } from '../../relay/firstScreen';

/** The home's query (homeLoader), sent by index.html's inline script on a first load (src/firstScreens.ts). */
export const homeFirstScreen: FirstScreen = {
  path: /^\/index$/,
  query: () => ({ params: homeQuery.params, variables: {} }),
};
