import { useMemo, useState } from 'react';
import { graphql, usePaginationFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData, useRevalidator } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LocateFixed } from 'lucide-react';
import type { PlaceFilter, VenuesMapScreenQuery } from '../../__generated__/VenuesMapScreenQuery.graphql';
import type { VenuesMapScreen_query$key, VenuesMapScreen_query$data } from '../../__generated__/VenuesMapScreen_query.graphql';
import type { VenuesMapPaginationQuery } from '../../__generated__/VenuesMapPaginationQuery.graphql';
import { isBackForward, pageReloading, prepareRequest, preload } from '../../shell/loader';
import type { ScreenModule } from '../../shell/lazyScreen';
import { currentLocation } from '../../env/location';
import { EmptyState, ErrorView } from '../../shell/StateViews';
import { PageHeader } from '../../widgets/PageHeader';
import { PagedList } from '../../widgets/PagedList';
import { Content } from '../../widgets/Content';
import { ListSkeleton } from '../../widgets/Skeleton';
import { isVenueType, venueTypeOfCode } from '../places';
import { MapView, type LngLat, type MapPin } from '../../widgets/map';
import './venues-map.css';

const query = graphql`
  query VenuesMapScreenQuery($filter: PlaceFilter, $near: GeoPointInput, $orderBy: PlaceOrder) {
    ...VenuesMapScreen_query @arguments(filter: $filter, near: $near, orderBy: $orderBy)
  }
`;

interface LoaderData {
  filter: PlaceFilter | null;
  near: LngLat | null;
  ref: PreloadedQuery<VenuesMapScreenQuery>;
}

/** The `{type}` segment: a venue type's code (41-44) or name; anything else: every venue. */
function filterOf(type: string | undefined): PlaceFilter | null {
  const venueType = venueTypeOfCode(type ?? null) ?? (type && isVenueType(type) ? type : null);
  return venueType ? { venueType } : null;
}

/** /venues-map/{type}: the venues nearest the visitor first; without a position in the site's order. */
export async function venuesMapLoader({ request, params }: { request: Request; params: { type?: string } }): Promise<LoaderData> {
  prepareRequest(request);
  if (pageReloading()) return new Promise<LoaderData>(() => undefined);
  const filter = filterOf(params.type);
  // no position: the screen says so itself and offers to try again
  const near = await currentLocation(() => undefined);
  const orderBy = near ? 'DISTANCE' : 'DEFAULT';
  return { filter, near, ref: preload<VenuesMapScreenQuery>(query, { filter, near, orderBy }, { fresh: !isBackForward() }) };
}

type Node = NonNullable<VenuesMapScreen_query$data['places']>['edges'][number]['node'];

/** The loaded venues on the map (numbered as in the list, named with their distance), the visitor's position among them. */
function VenuesMap({
  venues,
  near,
  selected,
  onSelect,
}: {
  venues: readonly Node[];
  near: LngLat | null;
  selected: string | null;
  onSelect(id: string): void;
}) {
  const { t } = useTranslation();
  const pins = useMemo(
    () =>
      venues.flatMap((v, i): MapPin[] =>
        v.location
          ? [
              {
                id: v.id,
                ...v.location,
                label: String(i + 1),
                name: v.distance ? `${i + 1}. ${v.name}, ${v.distance.text}` : `${i + 1}. ${v.name}`,
              },
            ]
          : [],
      ),
    [venues],
  );
  if (pins.length === 0) return null;
  return (
    <div data-testid="venues-map-view">
      <MapView pins={pins} you={near} selected={selected} onSelect={onSelect} label={t('venuesMap.map')} />
      {pins.length < venues.length && <p className="venues-map__note">{t('venuesMap.unplaced', { count: venues.length - pins.length })}</p>}
    </div>
  );
}

function Venues({ data, near, onRetry }: { data: VenuesMapScreen_query$key; near: LngLat | null; onRetry(): void }) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<string | null>(null);
  const paging = usePaginationFragment<VenuesMapPaginationQuery, VenuesMapScreen_query$key>(
    graphql`
      fragment VenuesMapScreen_query on Query
      @refetchable(queryName: "VenuesMapPaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 20 }
        cursor: { type: "String" }
        filter: { type: "PlaceFilter" }
        near: { type: "GeoPointInput" }
        orderBy: { type: "PlaceOrder", defaultValue: DEFAULT }
      ) {
        places(kind: VENUE, filter: $filter, near: $near, orderBy: $orderBy, first: $count, after: $cursor)
          @connection(key: "VenuesMap_places", filters: ["filter", "near", "orderBy"]) {
          totalCount
          edges {
            node {
              id
              name
              address
              detailPath
              location {
                longitude
                latitude
              }
              distance {
                text
              }
              ... on Venue {
                venueType
              }
            }
          }
        }
      }
    `,
    data,
  );
  const venues = (paging.data.places?.edges ?? []).map((e) => e.node);
  const select = (id: string) => {
    setSelected(id);
    document.getElementById(`venue-${id}`)?.scrollIntoView({ block: 'nearest' });
  };
  // the venues' own call failed: say so with a retry (the list below would only say it failed)
  if (paging.data.places == null) return <ErrorView error={new Error('venues')} onRetry={onRetry} />;
  return (
    <>
      <VenuesMap venues={venues} near={near} selected={selected} onSelect={select} />
      <PagedList
        connection={paging.data.places}
        paging={paging}
        pageSize={20}
        failedTestId="venues-failed"
        empty={<EmptyState text={t('venuesMap.empty')} icon="search" />}
        className="venues-list"
        testId="venues-list"
      >
        {(v) => (
          <Link
            to={v.detailPath}
            id={`venue-${v.id}`}
            className={v.id === selected ? 'venue-row venue-row--on' : 'venue-row'}
            data-testid="venue-row"
          >
            <span className="venue-row__n" aria-hidden>
              {venues.indexOf(v) + 1}
            </span>
            <span className="venue-row__body">
              <Content className="venue-row__name">{v.name}</Content>
              {v.address && <Content className="venue-row__line">{v.address}</Content>}
              {v.venueType && <span className="venue-row__line">{t(`venueType.${v.venueType}`)}</span>}
            </span>
            {v.distance && (
              <span className="venue-row__distance" data-testid="distance">
                {v.distance.text}
              </span>
            )}
          </Link>
        )}
      </PagedList>
    </>
  );
}

export function VenuesMapScreen() {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const { filter, near, ref } = useLoaderData() as LoaderData;
  const data = usePreloadedQuery<VenuesMapScreenQuery>(query, ref);
  const title = filter?.venueType ? t(`venueType.${filter.venueType}`) : t('kinds.VENUE');
  return (
    <div className="venues-map-page" data-testid="venues-map">
      <PageHeader title={title} />
      {!near && (
        <div className="venues-map__nolocation" role="status" data-testid="no-location">
          <p>{t('venuesMap.noLocation')}</p>
          <button type="button" className="pill-link" onClick={() => revalidator.revalidate()} data-testid="locate-again">
            <LocateFixed aria-hidden size={14} /> {t('venuesMap.locate')}
          </button>
        </div>
      )}
      <Venues data={data} near={near} onRetry={() => revalidator.revalidate()} />
    </div>
  );
}

export const screen: ScreenModule['screen'] = {
  Component: VenuesMapScreen,
  loader: venuesMapLoader,
  skeleton: <ListSkeleton header picture={false} />,
};
