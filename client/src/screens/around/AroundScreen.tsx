import { graphql, usePaginationFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData, useRevalidator } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { MapPin, Search } from 'lucide-react';
import type { AroundScreenQuery, PlaceKind } from '../../__generated__/AroundScreenQuery.graphql';
import type { AroundScreen_query$key } from '../../__generated__/AroundScreen_query.graphql';
import type { AroundPaginationQuery } from '../../__generated__/AroundPaginationQuery.graphql';
import { isBackForward, pageReloading, preload, prepareRequest } from '../../shell/loader';
import type { ScreenModule } from '../../shell/lazyScreen';
import { currentLocation } from '../../env/location';
import { showToast } from '../../env/toast';
import i18n from '../../i18n';
import { PageHeader } from '../../widgets/PageHeader';
import { PagedList } from '../../widgets/PagedList';
import { ListSkeleton } from '../../widgets/Skeleton';
import { FilterTabs } from '../../widgets/LinkTabs';
import { Content, ContentIn } from '../../widgets/Content';
import { EmptyState } from '../../shell/StateViews';
import './around.css';

const query = graphql`
  query AroundScreenQuery($near: GeoPointInput, $placeId: ID, $kind: PlaceKind) {
    ...AroundScreen_query @arguments(near: $near, placeId: $placeId, kind: $kind)
  }
`;

/** The kinds a visitor looks for around them, after "All". */
const KINDS: readonly PlaceKind[] = ['SCENIC_AREA', 'VENUE', 'HOTEL', 'FOOD', 'ENTERTAINMENT'];
/** The radius asked (km). */
const RADIUS_KM = 5;

interface LoaderData {
  kind: PlaceKind | null;
  place: { id: string; name: string } | null;
  ref: PreloadedQuery<AroundScreenQuery> | null;
}

async function loader({ request }: { request: Request }): Promise<LoaderData> {
  const search = prepareRequest(request);
  const kind = KINDS.find((k) => k === search.get('kind')) ?? null;
  const placeId = search.get('placeId');
  const place = placeId ? { id: placeId, name: search.get('name') ?? '' } : null;
  if (pageReloading()) return new Promise<LoaderData>(() => undefined);
  const near = place ? null : await currentLocation(() => showToast({ message: () => i18n.t('errors.locationFailed'), duration: 4000 }));
  if (!place && !near) return { kind, place, ref: null };
  return { kind, place, ref: preload<AroundScreenQuery>(query, { near, placeId, kind }, { fresh: !isBackForward() }) };
}

function Places({ root }: { root: AroundScreen_query$key }) {
  const { t } = useTranslation();
  const { data, ...paging } = usePaginationFragment<AroundPaginationQuery, AroundScreen_query$key>(
    graphql`
      fragment AroundScreen_query on Query
      @refetchable(queryName: "AroundPaginationQuery")
      @argumentDefinitions(
        near: { type: "GeoPointInput" }
        placeId: { type: "ID" }
        kind: { type: "PlaceKind" }
        count: { type: "Int", defaultValue: 10 }
        cursor: { type: "String" }
      ) {
        placesAround(near: $near, placeId: $placeId, kind: $kind, radiusKm: 5) {
          places(first: $count, after: $cursor) @connection(key: "AroundScreen_places") {
            totalCount
            edges {
              node {
                id
                __typename
                name
                kind
                detailPath
                address
                distance {
                  text
                }
              }
            }
          }
          errors {
            message
          }
        }
      }
    `,
    root,
  );
  const { places, errors } = data.placesAround;
  const refusal = errors[0];
  if (refusal) return <EmptyState text={refusal.message} icon="warning" />;
  // the search service failed: the screen's error view, with its retry
  if (!places) throw new Error('places around unavailable');
  return (
    <PagedList
      connection={places}
      paging={paging}
      failedTestId="around-failed"
      empty={<EmptyState text={t('around.empty', { radius: RADIUS_KM })} icon="search" />}
      className="around-list"
      testId="around-list"
    >
      {(p) => (
        <Link to={p.detailPath} className="around-place" data-testid="around-place">
          <MapPin aria-hidden size={18} />
          <span className="around-place__main">
            <Content className="around-place__name">{p.name}</Content>
            <span className="around-place__line">
              {t(`kinds.${p.kind}`)}
              {p.address && <Content> · {p.address}</Content>}
            </span>
          </span>
          {p.distance && (
            <span className="around-place__distance" data-testid="around-distance">
              {p.distance.text}
            </span>
          )}
        </Link>
      )}
    </PagedList>
  );
}

function NoPosition() {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  return (
    <div className="around-none" data-testid="around-no-position">
      <EmptyState text={t('around.noPosition')} icon="warning" />
      <div className="around-none__actions">
        <button type="button" className="btn btn--primary" onClick={() => revalidator.revalidate()}>
          {t('around.retry')}
        </button>
        <Link to="/search" className="pill-link around-none__search">
          <Search aria-hidden size={14} /> {t('around.searchPlace')}
        </Link>
      </div>
    </div>
  );
}

function Loaded({ queryRef }: { queryRef: PreloadedQuery<AroundScreenQuery> }) {
  const data = usePreloadedQuery<AroundScreenQuery>(query, queryRef);
  return <Places root={data} />;
}

/** /search-around[?placeId=&name=][&kind=]: the site's places near the visitor or near a place, nearest first, by kind. */
export function AroundScreen() {
  const { t } = useTranslation();
  const { kind, place, ref } = useLoaderData() as LoaderData;
  const base = place ? `/search-around?placeId=${encodeURIComponent(place.id)}&name=${encodeURIComponent(place.name)}&` : '/search-around?';
  return (
    <div className="around-page" data-testid="around" data-kind={kind ?? 'ALL'}>
      <PageHeader title={t('around.title')} />
      <p className="around-origin" data-testid="around-origin">
        {place ? <ContentIn line={(name) => t('around.nearPlace', { name })} content={place.name} /> : t('around.nearMe')}
      </p>
      <FilterTabs
        values={[null, ...KINDS]}
        current={kind}
        hrefOf={(k) => (k ? `${base}kind=${k}` : base.slice(0, -1))}
        labelOf={(k) => t(`kinds.${k}`)}
        className="tabs around-tabs"
        testId="around-kinds"
      />
      {ref ? <Loaded queryRef={ref} /> : <NoPosition />}
    </div>
  );
}

export const screen: ScreenModule['screen'] = {
  Component: AroundScreen,
  loader,
  skeleton: <ListSkeleton header picture={false} />,
};
