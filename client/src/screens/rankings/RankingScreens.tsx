import { graphql, usePaginationFragment, type PreloadedQuery } from 'react-relay';
import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Minus, Sparkles, TrendingDown, TrendingUp } from 'lucide-react';
import type { RegionalRankScreenQuery } from '../../__generated__/RegionalRankScreenQuery.graphql';
import type { RankingScreens_regions$key } from '../../__generated__/RankingScreens_regions.graphql';
import type { RegionRankingPaginationQuery } from '../../__generated__/RegionRankingPaginationQuery.graphql';
import type { ScenicRankScreenQuery } from '../../__generated__/ScenicRankScreenQuery.graphql';
import type { RankingScreens_places$key } from '../../__generated__/RankingScreens_places.graphql';
import type { PlaceRankingPaginationQuery } from '../../__generated__/PlaceRankingPaginationQuery.graphql';
import { isBackForward, prepareRequest, preload, useRouteQuery } from '../../shell/loader';
import { PageHeader } from '../../widgets/PageHeader';
import { CardList } from '../../widgets/CardList';
import { Img } from '../../widgets/Img';
import { PlaceCard } from '../../widgets/PlaceCard';
import { PartFailed } from '../../shell/StateViews';
import { LinkTab } from '../../widgets/LinkTabs';
import { useInfiniteScroll } from '../../widgets/useInfiniteScroll';
import './rankings.css';

/** The boards /scenic-rank offers as tabs (the route carries the upstream resourceType). */
const BOARDS = [
  ['CONTENT_TYPE_SCENERY', 'SCENIC_AREA'],
  ['CONTENT_TYPE_HOTEL', 'HOTEL'],
  ['CONTENT_TYPE_RESTAURANT', 'FOOD'],
  ['CONTENT_TYPE_VENUE', 'VENUE'],
  ['CONTENT_TYPE_AGRITAINMENT', 'HOMESTAY'],
  ['CONTENT_TYPE_RURAL', 'RURAL'],
] as const;

function Trend({ trend, change }: { trend: string; change: number }) {
  const { t } = useTranslation();
  if (trend === 'UP') return <span className="rank-trend rank-trend--up" data-testid="rank-trend" data-trend="UP"><TrendingUp size={14} aria-hidden /> {t('rankings.up', { count: change })}</span>;
  if (trend === 'DOWN') return <span className="rank-trend rank-trend--down" data-testid="rank-trend" data-trend="DOWN"><TrendingDown size={14} aria-hidden /> {t('rankings.down', { count: -change })}</span>;
  if (trend === 'NEW') return <span className="rank-trend" data-testid="rank-trend" data-trend="NEW"><Sparkles size={14} aria-hidden /> {t('rankings.new')}</span>;
  return <span className="rank-trend" data-testid="rank-trend" data-trend="SAME"><Minus size={14} aria-hidden /> {t('rankings.same')}</span>;
}

const regionQuery = graphql`
  query RegionalRankScreenQuery {
    ...RankingScreens_regions
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
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<RegionRankingPaginationQuery, RankingScreens_regions$key>(
    graphql`
      fragment RankingScreens_regions on Query
      @refetchable(queryName: "RegionRankingPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        regionRanking(first: $count, after: $cursor) @connection(key: "RankingScreens_regionRanking") {
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
      <PageHeader title={t('rankings.regional')} right={<Link to={`/scenic-rank/${BOARDS[0][0]}`} className="rank-switch">{t('rankings.places')}</Link>} />
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

const placeQuery = graphql`
  query ScenicRankScreenQuery($resourceType: String!) {
    ...RankingScreens_places @arguments(resourceType: $resourceType)
  }
`;

export function scenicRankLoader({ request, params }: { request: Request; params: { resourceType?: string } }): PreloadedQuery<ScenicRankScreenQuery> {
  prepareRequest(request);
  return preload<ScenicRankScreenQuery>(placeQuery, { resourceType: params.resourceType ?? BOARDS[0][0] }, { fresh: !isBackForward() });
}

/** /scenic-rank/:resourceType: the places of one kind by heat, with a tab per board. */
export function ScenicRankScreen() {
  const { t } = useTranslation();
  const { resourceType } = useParams();
  const query = useRouteQuery<ScenicRankScreenQuery>(placeQuery);
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<PlaceRankingPaginationQuery, RankingScreens_places$key>(
    graphql`
      fragment RankingScreens_places on Query
      @refetchable(queryName: "PlaceRankingPaginationQuery")
      @argumentDefinitions(resourceType: { type: "String!" }, count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        placeRanking(resourceType: $resourceType, first: $count, after: $cursor) @connection(key: "RankingScreens_placeRanking") {
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
