import { graphql, usePaginationFragment, type PreloadedQuery } from 'react-relay';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ScenicRankScreenQuery } from '../../__generated__/ScenicRankScreenQuery.graphql';
import type { ScenicRankScreen_places$key } from '../../__generated__/ScenicRankScreen_places.graphql';
import type { PlaceRankingPaginationQuery } from '../../__generated__/PlaceRankingPaginationQuery.graphql';
import { isBackForward, prepareRequest, preload, useRouteQuery } from '../../shell/loader';
import { PageHeader } from '../../widgets/PageHeader';
import { CardList } from '../../widgets/CardList';
import { PlaceCard } from '../../widgets/PlaceCard';
import { PartFailed } from '../../shell/StateViews';
import { LinkTab } from '../../widgets/LinkTabs';
import { useInfiniteScroll } from '../../widgets/useInfiniteScroll';
import './rankings.css';
import { BOARDS, Trend } from './RankingParts';

const placeQuery = graphql`
  query ScenicRankScreenQuery($resourceType: String!) {
    ...ScenicRankScreen_places @arguments(resourceType: $resourceType)
  }
`;

export function scenicRankLoader({
  request,
  params,
}: {
  request: Request;
  params: { resourceType?: string };
}): PreloadedQuery<ScenicRankScreenQuery> {
  prepareRequest(request);
  return preload<ScenicRankScreenQuery>(placeQuery, { resourceType: params.resourceType ?? BOARDS[0][0] }, { fresh: !isBackForward() });
}

/** /scenic-rank/:resourceType: the places of one kind by heat, with a tab per board. */
export function ScenicRankScreen() {
  const { t } = useTranslation();
  const { resourceType } = useParams();
  const query = useRouteQuery<ScenicRankScreenQuery>(placeQuery);
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<PlaceRankingPaginationQuery, ScenicRankScreen_places$key>(
    graphql`
      fragment ScenicRankScreen_places on Query
      @refetchable(queryName: "PlaceRankingPaginationQuery")
      @argumentDefinitions(resourceType: { type: "String!" }, count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        placeRanking(resourceType: $resourceType, first: $count, after: $cursor) @connection(key: "ScenicRankScreen_placeRanking") {
          totalCount
          edges {
            node {
              rank
              heat
              trend
              rankChange
              place {
                id
                ...PlaceCard_place
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
      <PageHeader title={t('rankings.places')} />
      <nav className="tabs tabs--scroll" aria-label={t('rankings.boards')}>
        {BOARDS.map(([type, kind]) => (
          <LinkTab key={type} to={`/scenic-rank/${type}`} on={type === resourceType} testId={`tab-${kind}`}>
            {t(`kinds.${kind}`)}
          </LinkTab>
        ))}
      </nav>
      {data.placeRanking ? (
        <CardList totalCount={data.placeRanking.totalCount} hasNext={hasNext} loading={isLoadingNext}>
          {data.placeRanking.edges.map(({ node }) => (
            <div key={node.place.id} className="rank-place" data-testid="place-rank-row">
              <span className="rank-place__head">
                <span className={`rank-no rank-no--${Math.min(node.rank, 4)}`}>{node.rank}</span>
                {t('rankings.heat', { heat: node.heat })} <Trend trend={node.trend} change={node.rankChange} />
              </span>
              <PlaceCard place={node.place} />
            </div>
          ))}
        </CardList>
      ) : (
        <PartFailed testId="place-rank-failed" />
      )}
    </div>
  );
}
