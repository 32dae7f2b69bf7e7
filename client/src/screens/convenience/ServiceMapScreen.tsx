import { useMemo, useState } from 'react';
import { graphql, usePaginationFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Clock, Navigation, Phone, SquareParking } from 'lucide-react';
import type { ServiceMapScreenQuery, FacilityKind } from '../../__generated__/ServiceMapScreenQuery.graphql';
import type { ServiceMapScreen_query$key } from '../../__generated__/ServiceMapScreen_query.graphql';
import type { ServiceMapPaginationQuery } from '../../__generated__/ServiceMapPaginationQuery.graphql';
import { isBackForward, pageReloading, preload, prepareRequest } from '../../shell/loader';
import type { ScreenModule } from '../../shell/lazyScreen';
import { showToast } from '../../env/toast';
import { currentLocation } from '../../env/location';
import i18n from '../../i18n';
import { PageHeader } from '../../widgets/PageHeader';
import { PagedList } from '../../widgets/PagedList';
import { Content } from '../../widgets/Content';
import { EmptyState } from '../../shell/StateViews';
import { ListSkeleton } from '../../widgets/Skeleton';
import { MapView, type LngLat, type MapPin } from '../../widgets/map';
import { facilityKindOfSegment } from './kinds';
import './convenience.css';

const query = graphql`
  query ServiceMapScreenQuery($kind: FacilityKind!, $near: GeoPointInput) {
    ...ServiceMapScreen_query @arguments(kind: $kind, near: $near)
  }
`;

interface LoaderData {
  kind: FacilityKind | null;
  near: LngLat | null;
  ref: PreloadedQuery<ServiceMapScreenQuery> | null;
}

function point(longitude: string | undefined, latitude: string | undefined) {
  const lng = Number(longitude);
  const lat = Number(latitude);
  return longitude && latitude && Math.abs(lng) <= 180 && Math.abs(lat) <= 90 ? { longitude: lng, latitude: lat } : null;
}

/** /service-map/{type}[/{longitude}/{latitude}]: from the given point, else the visitor's position. */
export async function serviceMapLoader({
  request,
  params,
}: {
  request: Request;
  params: { type?: string; longitude?: string; latitude?: string };
}): Promise<LoaderData> {
  prepareRequest(request);
  const kind = facilityKindOfSegment(params.type);
  if (!kind) return { kind: null, near: null, ref: null };
  if (pageReloading()) return new Promise<LoaderData>(() => undefined);
  const near =
    point(params.longitude, params.latitude) ??
    (await currentLocation(() => showToast({ message: () => i18n.t('errors.locationFailed'), duration: 4000 })));
  return { kind, near, ref: preload<ServiceMapScreenQuery>(query, { kind, near }, { fresh: !isBackForward() }) };
}

function Facilities({ data, near }: { data: ServiceMapScreen_query$key; near: LngLat | null }) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<string | null>(null);
  const paging = usePaginationFragment<ServiceMapPaginationQuery, ServiceMapScreen_query$key>(
    graphql`
      fragment ServiceMapScreen_query on Query
      @refetchable(queryName: "ServiceMapPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }, kind: { type: "FacilityKind!" }, near: { type: "GeoPointInput" }) {
        facilities(kind: $kind, near: $near, first: $count, after: $cursor) @connection(key: "ServiceMap_facilities", filters: ["kind", "near"]) {
          totalCount
          edges {
            node {
              id
              name
              address
              location {
                longitude
                latitude
              }
              distance {
                text
              }
              phone
              openingHours
              note
              parkingSpaces {
                free
                total
              }
              mapPath
            }
          }
        }
      }
    `,
    data,
  );
  const edges = paging.data.facilities?.edges;
  const pins = useMemo(
    () =>
      (edges ?? []).flatMap(({ node: f }, i): MapPin[] =>
        f.location
          ? [{ id: f.id, ...f.location, label: String(i + 1), name: `${i + 1}. ${f.name}${f.distance ? `, ${f.distance.text}` : ''}` }]
          : [],
      ),
    [edges],
  );
  const select = (id: string) => {
    setSelected(id);
    document.getElementById(`facility-${id}`)?.scrollIntoView({ block: 'nearest' });
  };
  return (
    <>
      <MapView pins={pins} you={near} selected={selected} onSelect={select} label={t('convenience.map')} />
      <PagedList
        connection={paging.data.facilities}
        paging={paging}
        failedTestId="facilities-failed"
        empty={<EmptyState text={t('convenience.empty')} icon="search" />}
        className="facility-list"
        testId="facility-list"
      >
        {(f) => (
          <article
            className={f.id === selected ? 'facility facility--on' : 'facility'}
            id={`facility-${f.id}`}
            aria-current={f.id === selected ? 'location' : undefined}
            data-testid="facility"
          >
            <div className="facility__head">
              {f.location && (
                <span className="facility__n" aria-hidden>
                  {(edges ?? []).findIndex((e) => e.node.id === f.id) + 1}
                </span>
              )}
              <Content as="h2" className="facility__name">
                {f.name}
              </Content>
              {f.distance && (
                <span className="facility__distance" data-testid="distance">
                  {f.distance.text}
                </span>
              )}
            </div>
            {f.address && (
              <Content as="p" className="facility__line">
                {f.address}
              </Content>
            )}
            {f.parkingSpaces && (
              <p className="facility__line facility__spaces" data-testid="parking-spaces">
                <SquareParking aria-hidden size={14} />{' '}
                {t('convenience.spaces', { free: f.parkingSpaces.free, total: f.parkingSpaces.total })}
              </p>
            )}
            {f.openingHours && (
              <p className="facility__line">
                <Clock aria-hidden size={14} /> {t('convenience.open', { hours: f.openingHours })}
              </p>
            )}
            {f.note && (
              <Content as="p" className="facility__line" data-testid="facility-note">
                {f.note}
              </Content>
            )}
            <div className="facility__actions">
              {f.mapPath && (
                <Link to={f.mapPath} className="pill-link" data-testid="facility-go">
                  <Navigation aria-hidden size={14} /> {t('convenience.go')}
                </Link>
              )}
              {f.phone && (
                <a href={`tel:${f.phone}`} className="pill-link" aria-label={`${t('convenience.call')} ${f.phone}`}>
                  <Phone aria-hidden size={14} /> {f.phone}
                </a>
              )}
            </div>
          </article>
        )}
      </PagedList>
    </>
  );
}

function Loaded({ kind, near, queryRef }: { kind: FacilityKind; near: LngLat | null; queryRef: PreloadedQuery<ServiceMapScreenQuery> }) {
  const { t } = useTranslation();
  const data = usePreloadedQuery<ServiceMapScreenQuery>(query, queryRef);
  return (
    <div className="convenience-page" data-testid="service-map" data-kind={kind}>
      <PageHeader title={t(`convenience.kinds.${kind}`)} />
      <Facilities data={data} near={near} />
    </div>
  );
}

export function ServiceMapScreen() {
  const { t } = useTranslation();
  const { kind, near, ref } = useLoaderData() as LoaderData;
  if (!kind || !ref) {
    return (
      <div className="convenience-page" data-testid="service-map">
        <PageHeader title={t('convenience.services')} />
        <EmptyState text={t('convenience.empty')} icon="search" />
      </div>
    );
  }
  return <Loaded kind={kind} near={near} queryRef={ref} />;
}

export const screen: ScreenModule['screen'] = {
  Component: ServiceMapScreen,
  loader: serviceMapLoader,
  skeleton: <ListSkeleton header picture={false} />,
};
