import newsListQuery from '../../__generated__/NewsListScreenQuery$parameters';
import type { NewsListScreenQuery } from '../../__generated__/NewsListScreenQuery.graphql';
import type { FirstScreen } from '../../relay/firstScreen';

/** A news list's variables by its address's channel code (`all`: every channel). */
export function newsListVariables(code: string): NewsListScreenQuery['variables'] {
  return { channelCode: code === 'all' ? null : code };
}

/**
 * A news list's query (newsListLoader), sent by index.html's inline script on a first load
 * (src/firstScreens.ts); a channel code written with other characters is left to the app.
 */
export const newsListFirstScreen: FirstScreen = {
  path: /^\/news-list\/([\w-]+)(?:\/[\w-]+)?$/,
  query: ([code]) => ({ params: newsListQuery.params, variables: newsListVariables(code ?? 'all') }),
};
