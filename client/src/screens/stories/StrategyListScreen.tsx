import { graphql, type PreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PenLine, Search } from 'lucide-react';
import type { StrategyListScreenQuery } from '../../__generated__/StrategyListScreenQuery.graphql';
import { isBackForward, prepareRequest, preload, useRouteQuery } from '../../shell/loader';
import { PageHeader } from '../../widgets/PageHeader';
import { StrategyFeed } from './StoryFeed';
import { useWrite } from './useWrite';
import './stories.css';
export { WaterfallSkeleton as Skeleton } from './WaterfallSkeleton';

const query = graphql`
  query StrategyListScreenQuery {
    ...StrategyFeed_query
  }
`;

export function strategyListLoader({ request }: { request: Request }): PreloadedQuery<StrategyListScreenQuery> {
  prepareRequest(request);
  return preload<StrategyListScreenQuery>(query, {}, { fresh: !isBackForward() });
}

/** /strategy-list (RAIDERS): travel strategies as a waterfall, newest or most liked first; search; write one. */
export function StrategyListScreen() {
  const { t } = useTranslation();
  const write = useWrite();
  const data = useRouteQuery<StrategyListScreenQuery>(query);
  return (
    <>
      <PageHeader
        title={t('stories.strategies')}
        right={
          <Link to="/find-strategy" className="icon-button" aria-label={t('stories.findStrategy')} data-testid="find-strategy-link">
            <Search aria-hidden size={20} />
          </Link>
        }
      />
      <div data-testid="strategy-list">
        <StrategyFeed query={data} title={t('stories.strategies')} />
      </div>
      <button type="button" className="write-fab" onClick={() => write('/add-strategy/0')} data-testid="strategy-write">
        <PenLine aria-hidden size={18} /> {t('stories.writeStrategy')}
      </button>
    </>
  );
}
