import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { CalendarDays, Route } from 'lucide-react';
import type { DrivingRouteCard_route$key } from '../../__generated__/DrivingRouteCard_route.graphql';
import { Content, Heading } from '../../widgets/Content';
import { Img } from '../../widgets/Img';

/** A self-drive route: cover, name, days and length, its stops in order, the road in a sentence. */
export function DrivingRouteCard({ route }: { route: DrivingRouteCard_route$key }) {
  const { t } = useTranslation();
  const r = useFragment(
    graphql`
      fragment DrivingRouteCard_route on DrivingRoute {
        name
        summary
        days
        distanceKm
        stops
        cover {
          url(size: COVER)
        }
      }
    `,
    route,
  );
  return (
    <article className="xj-card" data-testid="xj-route">
      <Img src={r.cover?.url} alt="" className="xj-card__img" />
      <div className="xj-card__body">
        <Heading className="xj-card__title">
          <Content>{r.name}</Content>
        </Heading>
        <p className="xj-card__meta">
          <span className="xj-card__chip">
            <CalendarDays aria-hidden size={13} /> {t('regional.days', { count: r.days })}
          </span>
          <span className="xj-card__chip">
            <Route aria-hidden size={13} /> {t('regional.distance', { km: r.distanceKm })}
          </span>
        </p>
        {r.stops.length > 0 && (
          <div className="xj-route__stops">
            <span className="xj-route__label">{t('regional.stops')}</span>
            <Content>
              <ol className="xj-route__list">
                {r.stops.map((stop, i) => (
                  <li key={i}>{stop}</li>
                ))}
              </ol>
            </Content>
          </div>
        )}
        {r.summary && (
          <Content as="p" className="xj-card__text">
            {r.summary}
          </Content>
        )}
      </div>
    </article>
  );
}
