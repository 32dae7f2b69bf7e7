import type { PreloadedQuery } from 'react-relay';
import type { NewsListScreenQuery } from '../../__generated__/NewsListScreenQuery.graphql';
import newsListQuery from '../../__generated__/NewsListScreenQuery$parameters';
import { isBackForward, prepareRequest, preload } from '../../shell/loader';
import { newsListVariables } from './firstScreen';

export interface LoaderData {
  code: string;
  ref: PreloadedQuery<NewsListScreenQuery>;
}

/**
 * /news-list/:code's loader, outside NewsListScreen's chunk: the router runs it with
 * the shell's, so both queries leave together.
 */
export function newsListLoader({ request, params }: { request: Request; params: { code?: string } }): LoaderData {
  prepareRequest(request);
  const code = params.code ?? 'all';
  return {
    code,
    ref: preload<NewsListScreenQuery>(newsListQuery, newsListVariables(code), { fresh: !isBackForward() }),
  };
}
