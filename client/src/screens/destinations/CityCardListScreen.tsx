import { graphql, usePaginationFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { CityCardListScreenQuery } from '../../__generated__/CityCardListScreenQuery.graphql';
import type { CityCardListScreen_query$key } from '../../__generated__/CityCardListScreen_query.graphql';
import type { CityCardListPaginationQuery } from '../../__generated__/CityCardListPaginationQuery.graphql';
import { isBackForward, prepareRequest, preload } from '../../shell/loader';
import { PageHeader } from '../../widgets/PageHeader';
import { FilterTabs } from '../../widgets/LinkTabs';
import { NotFoundPage } from '../../widgets/NotFoundPage';
import { PagedList } from '../../widgets/PagedList';
import { EmptyState } from '../../shell/StateViews';
import { CityCardItem } from './CityCardItem';
import { isRegionCode, regionNameIn } from './regions';
import './destinations.css';

const listQuery = graphql`
  query CityCardListScreenQuery($regionCode: String, $themed: Boolean, $named: Boolean!) {
    site @include(if: $named) {
      regions {
        code
        name
        children {
          code
          name
        }
      }
    }
    ...CityCardListScreen_query @arguments(regionCode: $regionCode, themed: $themed)
  }
`;

/** The tabs of /city-card: all cards, the administrative ones, the themed ones (`?type=`). */
const TYPES = ['place', 'theme'] as const;
type CardType = (typeof TYPES)[number];

export type CityCardListMode = 'cards' | 'more';

interface LoaderData {
  mode: CityCardListMode;
  region: string | null;
  type: CardType | null;
  ref: PreloadedQuery<CityCardListScreenQuery> | null;
}

export function cityCardListLoader(mode: CityCardListMode) {
  return ({ request, params }: { request: Request; params: { region?: string } }): LoaderData => {
    const search = prepareRequest(request);
    const region = params.region ?? null;
    const type = (TYPES as readonly string[]).includes(search.get('type') ?? '') ? (search.get('type') as CardType) : null;
    if (region !== null && !isRegionCode(region)) return { mode, region, type, ref: null };
    const themed = type === 'theme' ? true : type === 'place' ? false : null;
    return {
      mode,
      region,
      type,
      ref: preload<CityCardListScreenQuery>(listQuery, { regionCode: region, themed, named: region !== null }, { fresh: !isBackForward() }),
    };
  };
}

/**
 * /city-card: every city card of the site (each opens its card), with tabs by type;
 * /city-more[/:region]: the destinations of a region and below it (each opens its page).
 */
export function CityCardListScreen() {
  const { t } = useTranslation();
  const data = useLoaderData() as LoaderData;
  const title = data.mode === 'cards' ? t('destinations.cityCards') : t('destinations.more');
  if (!data.ref) return <NotFoundPage title={title} text={t('destinations.notFound')} />;
  return <CityCardList {...data} queryRef={data.ref} title={title} />;
}

function CityCardList({
  mode,
  region,
  type,
  queryRef,
  title,
}: LoaderData & { queryRef: PreloadedQuery<CityCardListScreenQuery>; title: string }) {
  const { t } = useTranslation();
  const query = usePreloadedQuery<CityCardListScreenQuery>(listQuery, queryRef);
  const { data, ...paging } = usePaginationFragment<CityCardListPaginationQuery, CityCardListScreen_query$key>(
    graphql`
      fragment CityCardListScreen_query on Query
      @refetchable(queryName: "CityCardListPaginationQuery")
      @argumentDefinitions(
        regionCode: { type: "String" }
        themed: { type: "Boolean" }
        count: { type: "Int", defaultValue: 10 }
        cursor: { type: "String" }
      ) {
        cityCards(regionCode: $regionCode, themed: $themed, first: $count, after: $cursor) @connection(key: "CityCardListScreen_cityCards") {
          totalCount
          edges {
            node {
              id
              ...CityCardItem_card
            }
          }
        }
      }
    `,
    query,
  );
  // the region's name, from the site's region tree (asked only for a region's list)
  const regionName = region ? regionNameIn(query.site?.regions, region) : null;
  return (
    <div className="destinations" data-testid={mode === 'cards' ? 'city-card-list' : 'city-more'}>
      <PageHeader title={title} />
      {mode === 'cards' ? (
        <FilterTabs<CardType>
          values={[null, ...TYPES]}
          current={type}
          hrefOf={(v) => (v ? `/city-card?type=${v}` : '/city-card')}
          labelOf={(v) => t(`destinations.types.${v}`)}
          testId="city-card-tabs"
        />
      ) : (
        regionName && <p className="dest-list__of">{regionName}</p>
      )}
      {data.cityCards && data.cityCards.totalCount > 0 && (
        <p className="list-count" data-testid="total-count">
          {t('common.results', { count: data.cityCards.totalCount })}
        </p>
      )}
      <div className="dest-list">
        <PagedList
          connection={data.cityCards}
          paging={paging}
          failedTestId="city-cards-failed"
          empty={<EmptyState text={t('destinations.noCards')} />}
          className="card-list"
          testId="city-cards"
        >
          {(node) => <CityCardItem card={node} to={mode === 'cards' ? 'card' : 'city'} />}
        </PagedList>
      </div>
    </div>
  );
}
