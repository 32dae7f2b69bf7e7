import { graphql, usePaginationFragment, type PreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { RegionalRankScreenQuery } from '../../__generated__/RegionalRankScreenQuery.graphql';
import type { RegionalRankScreen_regions$key } from '../../__generated__/RegionalRankScreen_regions.graphql';
import type { RegionRankingPaginationQuery } from '../../__generated__/RegionRankingPaginationQuery.graphql';
import { isBackForward, prepareRequest, preload, useRouteQuery } from '../../shell/loader';
import { PageHeader } from '../../widgets/PageHeader';
import { CardList } from '../../widgets/CardList';
import { Img } from '../../widgets/Img';
import { PartFailed } from '../../shell/StateViews';
import { useInfiniteScroll } from '../../widgets/useInfiniteScroll';
import './rankings.css';
import { BOARDS, Trend } from './RankingParts';

const regionQuery = graphql`
  query RegionalRankScreenQuery {
    ...RegionalRankScreen_regions
  }
`;

export function regionalRankLoader({ request }: { request: Request }): PreloadedQuery<RegionalRankScreenQuery> {
  prepareRequest(request);
  return preload<RegionalRankScreenQuery>(regionQuery, {}, { fresh: !isBackForward() });
}

/** /regional-rank (REGION_RANK): the site's destinations by heat, with last week's movement. */
export function RegionalRankScreen() {
  const { t } = useTranslation();
  const query = useRouteQuery<RegionalRankScreenQuery>(regionQuery);
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<RegionRankingPaginationQuery, RegionalRankScreen_regions$key>(
    graphql`
      fragment RegionalRankScreen_regions on Query
      @refetchable(queryName: "RegionRankingPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        regionRanking(first: $count, after: $cursor) @connection(key: "RegionalRankScreen_regionRanking") {
          totalCount
          edges {
            node {
              rank
              heat
              trend
              rankChange
              destination {
                id
                name
                slogan
                cityPath
                cover {
                  url(size: SMALL)
                }
              }
            }
          }
        }
      }
    `,
    query,
  );
  useInfiniteScroll(hasNext, isLoadingNext, () => loadNext(10));
  return (
    <div className="culture-page">
      <PageHeader
        title={t('rankings.regional')}
        right={
          <Link to={`/scenic-rank/${BOARDS[0][0]}`} className="rank-switch">
            {t('rankings.places')}
          </Link>
        }
      />
      {data.regionRanking ? (
        <CardList totalCount={data.regionRanking.totalCount} hasNext={hasNext} loading={isLoadingNext}>
          {data.regionRanking.edges.map(({ node }) => (
            <Link key={node.destination.id} to={node.destination.cityPath} className="rank-row" data-testid="region-rank-row">
              <span className={`rank-no rank-no--${Math.min(node.rank, 4)}`}>{node.rank}</span>
              <Img src={node.destination.cover?.url} alt={node.destination.name} className="rank-row__img" />
              <span className="rank-row__body">
                <strong className="rank-row__name">{node.destination.name}</strong>
                {node.destination.slogan && <span className="rank-row__slogan">{node.destination.slogan}</span>}
                <span className="rank-row__meta">
                  {t('rankings.heat', { heat: node.heat })} <Trend trend={node.trend} change={node.rankChange} />
                </span>
              </span>
            </Link>
          ))}
        </CardList>
      ) : (
        <PartFailed testId="region-rank-failed" />
      )}
    </div>
  );
}
