import { useMemo, useState } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ChevronRight, Fuel, Navigation, SquareParking, Toilet, type LucideIcon } from 'lucide-react';
import type { DrivingScreenQuery } from '../../__generated__/DrivingScreenQuery.graphql';
import { isBackForward, pageReloading, preload, prepareRequest } from '../../shell/loader';
import type { ScreenModule } from '../../shell/lazyScreen';
import { showToast } from '../../env/toast';
import { currentLocation } from '../../env/location';
import i18n from '../../i18n';
import { PageHeader } from '../../widgets/PageHeader';
import { Content, Heading, HeadingLevel } from '../../widgets/Content';
import { EmptyState } from '../../shell/StateViews';
import { ListSkeleton } from '../../widgets/Skeleton';
import { MapView, type LngLat, type MapPin } from '../../widgets/map';
import { serviceMapPath } from './kinds';
import './convenience.css';

const query = graphql`
  query DrivingScreenQuery($near: GeoPointInput, $orderBy: PlaceOrder) {
    places(kind: SCENIC_AREA, near: $near, orderBy: $orderBy, first: 20) {
      edges {
        node {
          id
          name
          address
          mapPath
          location {
            longitude
            latitude
          }
          distance {
            text
          }
          detailPath
        }
      }
    }
  }
`;

interface LoaderData {
  near: LngLat | null;
  ref: PreloadedQuery<DrivingScreenQuery>;
}

/** /driving (menu code zijiayou): the visitor's position first, for the distances. */
export async function drivingLoader({ request }: { request: Request }): Promise<LoaderData> {
  prepareRequest(request);
  if (pageReloading()) return new Promise<LoaderData>(() => undefined);
  const near = await currentLocation(() => showToast({ message: () => i18n.t('errors.locationFailed'), duration: 4000 }));
  // nearest first when the position is known, the site's order otherwise
  return { near, ref: preload<DrivingScreenQuery>(query, { near, orderBy: near ? 'DISTANCE' : 'DEFAULT' }, { fresh: !isBackForward() }) };
}

const SERVICES: readonly { kind: 'PARKING' | 'GAS_STATION' | 'TOILET'; Icon: LucideIcon }[] = [
  { kind: 'PARKING', Icon: SquareParking },
  { kind: 'GAS_STATION', Icon: Fuel },
  { kind: 'TOILET', Icon: Toilet },
];

/** /driving: self-drive travel: the services on the road, and the site's sights on a map with directions to each. */
export function DrivingScreen() {
  const { t } = useTranslation();
  const { near, ref } = useLoaderData() as LoaderData;
  const data = usePreloadedQuery<DrivingScreenQuery>(query, ref);
  const edges = data.places?.edges;
  const sights = useMemo(() => edges?.map((e) => e.node) ?? [], [edges]);
  const [selected, setSelected] = useState<string | null>(null);
  const pins = useMemo(
    () =>
      sights.flatMap((s, i): MapPin[] =>
        s.location
          ? [{ id: s.id, ...s.location, label: String(i + 1), name: `${i + 1}. ${s.name}${s.distance ? `, ${s.distance.text}` : ''}` }]
          : [],
      ),
    [sights],
  );
  const select = (id: string) => {
    setSelected(id);
    document.getElementById(`sight-${id}`)?.scrollIntoView({ block: 'nearest' });
  };
  return (
    <div className="convenience-page" data-testid="driving">
      <PageHeader title={t('convenience.driving')} />
      <section className="driving__section" aria-labelledby="driving-services">
        <h2 className="section-title__text driving__title" id="driving-services">
          {t('convenience.services')}
        </h2>
        <div className="driving__services">
          {SERVICES.map(({ kind, Icon }) => (
            <Link key={kind} to={serviceMapPath(kind)} className="driving__service" data-testid={`driving-${kind}`}>
              <Icon aria-hidden size={26} />
              <span>{t(`convenience.kinds.${kind}`)}</span>
            </Link>
          ))}
        </div>
      </section>
      <section className="driving__section" aria-labelledby="driving-routes">
        <h2 className="section-title__text driving__title" id="driving-routes">
          {t('convenience.routes')}
        </h2>
        {sights.length === 0 ? (
          <EmptyState text={t('convenience.noSights')} />
        ) : (
          <HeadingLevel below={2}>
            <MapView pins={pins} you={near} selected={selected} onSelect={select} label={t('convenience.sightsMap')} />
            <ul className="driving__sights" data-testid="driving-sights">
              {sights.map((s, i) => (
                <li
                  key={s.id}
                  id={`sight-${s.id}`}
                  className={s.id === selected ? 'driving__sight facility--on' : 'driving__sight'}
                  aria-current={s.id === selected ? 'location' : undefined}
                  data-testid="driving-sight"
                >
                  {s.location && (
                    <span className="facility__n" aria-hidden>
                      {i + 1}
                    </span>
                  )}
                  <Link to={s.detailPath} className="driving__sight-main">
                    <Heading className="driving__sight-name">{s.name}</Heading>
                    {s.address && (
                      <Content as="p" className="facility__line">
                        {s.address}
                      </Content>
                    )}
                    {s.distance && <span className="facility__distance">{s.distance.text}</span>}
                  </Link>
                  {s.mapPath ? (
                    <Link to={s.mapPath} className="pill-link" data-testid="driving-route">
                      <Navigation aria-hidden size={14} /> {t('convenience.route')}
                    </Link>
                  ) : (
                    <ChevronRight aria-hidden size={18} />
                  )}
                </li>
              ))}
            </ul>
          </HeadingLevel>
        )}
      </section>
    </div>
  );
}

export const screen: ScreenModule['screen'] = {
  Component: DrivingScreen,
  loader: drivingLoader,
  skeleton: <ListSkeleton header picture={false} />,
};
