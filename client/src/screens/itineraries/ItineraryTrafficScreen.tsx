import { graphql, type PreloadedQuery } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { Bus, Car, Footprints } from 'lucide-react';
import type { ItineraryTrafficScreenQuery } from '../../__generated__/ItineraryTrafficScreenQuery.graphql';
import { prepareRequest, preload, useRouteQuery } from '../../shell/loader';
import { PageHeader } from '../../widgets/PageHeader';
import { NotFoundPage } from '../../widgets/NotFoundPage';
import { duration, meters } from './format';
import './itineraries.css';

const query = graphql`
  query ItineraryTrafficScreenQuery($start: ID!, $end: ID!) {
    itineraryRoute(fromStopId: $start, toStopId: $end) {
      from {
        name
        address
      }
      to {
        name
        address
      }
      straightDistanceMeters
      options {
        mode
        distanceMeters
        minutes
        isPlanned
      }
    }
  }
`;

/** /itinerary-traffic/:start/:end — the ways between two stops: walking, driving, public transport. */
export function itineraryTrafficLoader({
  request,
  params,
}: {
  request: Request;
  params: { start?: string; end?: string };
}): PreloadedQuery<ItineraryTrafficScreenQuery> {
  prepareRequest(request);
  return preload<ItineraryTrafficScreenQuery>(query, { start: params.start ?? '', end: params.end ?? '' });
}

const ICON = { WALKING: Footprints, DRIVING: Car, PUBLIC_TRANSPORT: Bus } as const;

export function ItineraryTrafficScreen() {
  const { t, i18n } = useTranslation();
  const route = useRouteQuery<ItineraryTrafficScreenQuery>(query).itineraryRoute;
  if (!route) return <NotFoundPage title={t('itineraries.traffic.title')} text={t('itineraries.traffic.notFound')} />;
  return (
    <div className="trip-page" data-testid="itinerary-traffic">
      <PageHeader title={t('itineraries.traffic.title')} />
      <section className="route-ends" aria-label={t('itineraries.traffic.title')}>
        <div className="route-end">
          <span className="route-end__dot" aria-hidden />
          <span>
            <span className="sr-only">{t('itineraries.traffic.from')}</span>
            <span className="route-end__name" data-testid="route-from">
              {route.from.name}
            </span>
            {route.from.address && <span className="route-end__addr">{` · ${route.from.address}`}</span>}
          </span>
        </div>
        <div className="route-end">
          <span className="route-end__dot route-end__dot--to" aria-hidden />
          <span>
            <span className="sr-only">{t('itineraries.traffic.to')}</span>
            <span className="route-end__name" data-testid="route-to">
              {route.to.name}
            </span>
            {route.to.address && <span className="route-end__addr">{` · ${route.to.address}`}</span>}
          </span>
        </div>
        <p className="field__hint">
          {t('itineraries.traffic.straight', { distance: meters(route.straightDistanceMeters, i18n.language) })}
        </p>
      </section>
      <ul className="route-options" data-testid="route-options">
        {route.options.map((o) => {
          const Icon = ICON[o.mode as keyof typeof ICON] ?? Car;
          return (
            <li key={o.mode} className={o.isPlanned ? 'route-option route-option--planned' : 'route-option'} data-testid="route-option">
              <span className="route-option__icon" aria-hidden>
                <Icon size={22} />
              </span>
              <span className="route-option__body">
                <span className="route-option__mode">{t(`itineraries.mode.${o.mode}`)}</span>{' '}
                {o.isPlanned && <span className="badge badge--primary">{t('itineraries.traffic.planned')}</span>}
                <span className="route-option__meta">
                  <br />
                  {meters(o.distanceMeters, i18n.language)}
                </span>
              </span>
              <span className="route-option__time">{duration(o.minutes, t)}</span>
            </li>
          );
        })}
      </ul>
      <p className="field__hint" style={{ padding: '12px 16px' }}>
        {t('itineraries.traffic.model')}
      </p>
    </div>
  );
}
