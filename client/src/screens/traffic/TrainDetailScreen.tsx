import { graphql, useFragment } from 'react-relay';
import { useRevalidator } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { TrainDetailScreenQuery } from '../../__generated__/TrainDetailScreenQuery.graphql';
import type { TripCard_trip$key } from '../../__generated__/TripCard_trip.graphql';
import { preload, prepareRequest, useRouteQuery } from '../../shell/loader';
import type { ScreenModule } from '../../shell/lazyScreen';
import { EmptyState, ErrorView } from '../../shell/StateViews';
import { caughtFieldError } from '../../relay/errors';
import { DetailSkeleton } from '../../widgets/Skeleton';
import { PageHeader } from '../../widgets/PageHeader';
import { BookButton, SeatLine, TripTimes, tripCardFragment } from './TripCard';
import './traffic.css';

const query = graphql`
  query TrainDetailScreenQuery($id: ID!) {
    node(id: $id) @catch(to: RESULT) {
      ...TripCard_trip @alias(as: "trip")
      ... on TrafficTrip {
        stops {
          stationName
          arrivalTime
          departureTime
          stayMinutes
          isBoarding
          isAlighting
        }
      }
    }
  }
`;

function trainDetailLoader({ request }: { request: Request }) {
  const id = prepareRequest(request).get('id') ?? '';
  // fresh: seats left change, and a retry after a failure asks again
  return preload<TrainDetailScreenQuery>(query, { id }, { fresh: true });
}

type CaughtNode = TrainDetailScreenQuery['response']['node'];
type Stops = NonNullable<Extract<CaughtNode, { ok: true }>['value']>['stops'];

function StopList({ stops }: { stops: NonNullable<Stops> }) {
  const { t } = useTranslation();
  return (
    <ol className="trip-stops" data-testid="trip-stops">
      {stops.map((s, i) => {
        const mark = s.isBoarding ? t('traffic.boarding') : s.isAlighting ? t('traffic.alighting') : null;
        return (
          <li key={`${i}-${s.stationName}`} className={mark ? 'trip-stop trip-stop--on' : 'trip-stop'} data-testid="trip-stop">
            <span className="trip-stop__name">
              {s.stationName}
              {mark && <span className="trip-stop__mark">{mark}</span>}
            </span>
            <span className="trip-stop__times">
              {s.arrivalTime ?? t('traffic.start')} / {s.departureTime ?? t('traffic.end')}
            </span>
            {s.stayMinutes != null && <span className="trip-stop__stay">{t('traffic.stay', { minutes: s.stayMinutes })}</span>}
          </li>
        );
      })}
    </ol>
  );
}

function Trip({ trip: key, stops }: { trip: TripCard_trip$key; stops: NonNullable<Stops> }) {
  const { t } = useTranslation();
  const trip = useFragment(tripCardFragment, key);
  return (
    <>
      <section className="trip-card trip-card--detail" data-testid="trip-detail">
        <TripTimes trip={trip} />
        <ul className="trip-seats">
          {trip.seats.map((s) => (
            <SeatLine key={s.kind} seat={s} />
          ))}
        </ul>
        <BookButton link={trip.bookingLink} />
      </section>
      <section className="trip-card" aria-labelledby="trip-stops-title">
        <h2 className="trip-card__title" id="trip-stops-title">
          {t('traffic.stops')}
        </h2>
        <StopList stops={stops} />
      </section>
    </>
  );
}

/** The train: an error (with retry) when its lookup failed, "not found" when it does not run that day. */
function Body({ node }: { node: CaughtNode }) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  if (!node.ok) return <ErrorView error={caughtFieldError(node.errors)} onRetry={() => void revalidator.revalidate()} />;
  const trip = node.value;
  return trip?.trip && trip.stops ? <Trip trip={trip.trip} stops={trip.stops} /> : <EmptyState text={t('traffic.notFound')} />;
}

export function TrainDetailScreen() {
  const { t } = useTranslation();
  const { node } = useRouteQuery<TrainDetailScreenQuery>(query);
  return (
    <div className="traffic-page" data-testid="train-detail">
      <PageHeader title={t('traffic.detailTitle')} />
      <Body node={node} />
    </div>
  );
}

export const screen: ScreenModule['screen'] = {
  Component: TrainDetailScreen,
  loader: trainDetailLoader,
  skeleton: <DetailSkeleton header picture={false} cards={2} />,
};
