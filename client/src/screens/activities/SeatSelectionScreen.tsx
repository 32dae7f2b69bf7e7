import { useState } from 'react';
import { graphql, type PreloadedQuery } from 'react-relay';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { SeatSelectionScreenQuery } from '../../__generated__/SeatSelectionScreenQuery.graphql';
import type { SeatMapView_seatMap$key } from '../../__generated__/SeatMapView_seatMap.graphql';
import { useRouteQuery } from '../../shell/loader';
import { preloadSignedIn } from '../../shell/requireSessionLoader';
import { EmptyState } from '../../shell/StateViews';
import { PageHeader } from '../../widgets/PageHeader';
import { NotFoundPage } from '../../widgets/NotFoundPage';
import { FormSkeleton } from '../../widgets/Skeleton';
import { OrderHead } from '../../widgets/booking/OrderHead';
import { OrderFormFooter, useOrderForm } from '../../widgets/booking/OrderForm';
import { formatMoney, formatPeriod } from '../../widgets/booking/format';
import { formatCountdown, useCountdown } from '../payments';
import { handleBookingResult } from './bookingResult';
import { SeatMapView, useSeatMap, type SeatData } from './SeatMapView';
import { useBookActivity } from './useBookActivity';
import { useHoldSeats } from './useHoldSeats';
import '../../widgets/booking/booking.css';

const query = graphql`
  query SeatSelectionScreenQuery($id: ID!, $sessionId: ID!) {
    viewer {
      ...OrderForm_viewer
    }
    node: nodeByUpstreamId(type: "Activity", upstreamId: $id) {
      __typename
      ... on Activity {
        id
        upstreamId
        name
        cover {
          url(size: THUMBNAIL)
          alt
        }
        maxSeatsPerOrder
        sessions {
          id
          startsAt
          endsAt
          bookable
        }
        seatMap(sessionId: $sessionId) {
          ...SeatMapView_seatMap
        }
      }
    }
  }
`;

export function seatSelectionLoader({
  request,
  params,
}: {
  request: Request;
  params: { id?: string; activityId?: string };
}): PreloadedQuery<SeatSelectionScreenQuery> {
  return preloadSignedIn<SeatSelectionScreenQuery>(request, query, { id: params.activityId ?? '', sessionId: params.id ?? '' });
}

/** Shown while the seat map loads. */
export function ScreenSkeleton() {
  return <FormSkeleton fields={6} />;
}

/** The viewer's held seats' time left ("held for you 09:41"), or that the hold ran out. */
function HoldCountdown({ heldUntil }: { heldUntil: string | null | undefined }) {
  const { t } = useTranslation();
  const left = useCountdown(heldUntil);
  if (left === null) return null;
  return (
    <p className="seat-hold" role="status" data-testid="seat-hold">
      {left > 0 ? t('activities.seats.heldFor', { time: formatCountdown(left) }) : t('activities.seats.holdEnded')}
    </p>
  );
}

/**
 * /seat-selection/:id/:max/:activityId — a seated session's seat map (`id` the session, `max` the
 * seats one booking may take): each seat tapped is held for the visitor at once (a seat someone
 * else took is refused and shown taken, the rest of the choice stays held), the hold's time counts
 * down, and the contact and Book order the seats held.
 */
export function SeatSelectionScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const { node, viewer } = useRouteQuery<SeatSelectionScreenQuery>(query);
  const [hold, holding] = useHoldSeats();
  const [book, pending] = useBookActivity();
  const form = useOrderForm(viewer);
  // the latest seat map: the query's, then each hold's answer
  const [latest, setLatest] = useState<SeatMapView_seatMap$key | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const activity = node?.__typename === 'Activity' ? node : null;
  const map = useSeatMap(latest ?? activity?.seatMap ?? null);
  if (!activity?.id) return <NotFoundPage title={t('activities.seats.title')} text={t('activities.notFound')} />;
  const sessionId = params.id ?? '';
  const session = activity.sessions?.find((s) => s.id === sessionId);
  const mine = map?.rows.flatMap((r) => r.seats.filter((s) => s.state === 'MINE')) ?? [];
  const max = map?.maxSeats ?? Math.max(1, activity.maxSeatsPerOrder ?? 1);

  const toggle = async (seat: SeatData) => {
    const chosen = mine.map((s) => s.id);
    const next = seat.state === 'MINE' ? chosen.filter((id) => id !== seat.id) : [...chosen, seat.id];
    if (next.length > max) {
      setNotice(t('activities.seats.atMost', { count: max }));
      return;
    }
    const res = await hold({ activityId: activity.id, sessionId, seatIds: next });
    if (!res) return;
    if (res.seatMap) setLatest(res.seatMap);
    setNotice(res.errors[0]?.message ?? null);
  };

  const submit = () =>
    form.submit({
      pending,
      choice: mine.length > 0 ? sessionId : null,
      choiceError: t('activities.seats.choose'),
      send: async (chosenSession) => {
        const who = await form.bookingContact();
        return who && book({ activityId: activity.id, sessionId: chosenSession, seats: mine.length, ...who });
      },
      done: (res) => handleBookingResult(res, form, navigate, { successBase: '/activity-success', contactFieldErrors: true }),
    });

  const total = mine.reduce((sum, s) => sum + s.price, 0);
  return (
    <div className="order-page" data-testid="seat-selection">
      <PageHeader contentHeading title={t('activities.seats.title')} />
      <OrderHead image={activity.cover} name={activity.name}>
        <span className="muted">{session ? formatPeriod(session.startsAt, session.endsAt) : ''}</span>
      </OrderHead>
      {(activity.sessions?.length ?? 0) > 1 && (
        <nav className="detail__card seat-sessions" aria-label={t('activities.activityOrder.session')}>
          {activity.sessions?.map((s) => (
            <Link
              key={s.id}
              replace
              className={s.id === sessionId ? 'seat-session seat-session--on' : 'seat-session'}
              aria-current={s.id === sessionId ? 'page' : undefined}
              to={`/seat-selection/${encodeURIComponent(s.id)}/${max}/${encodeURIComponent(activity.upstreamId)}`}
              data-testid="seat-session"
            >
              {formatPeriod(s.startsAt, s.endsAt)}
            </Link>
          ))}
        </nav>
      )}
      {map ? <SeatMapView map={map} busy={holding} onToggle={(s) => void toggle(s)} /> : <EmptyState text={t('activities.seats.none')} />}
      {map && (
        <section className="detail__card" aria-labelledby="seat-choice-title" data-testid="seat-choice">
          <h2 id="seat-choice-title" className="detail__h2">
            {t('activities.seats.chosen', { count: mine.length, max })}
          </h2>
          {notice && (
            <p className="form-error" role="alert" data-testid="seat-notice">
              {notice}
            </p>
          )}
          {mine.length === 0 ? (
            <p className="muted">{t('activities.seats.tapToChoose', { minutes: map.holdMinutes })}</p>
          ) : (
            <ul className="seat-choice">
              {mine.map((s) => (
                <li key={s.id} data-testid="chosen-seat">
                  <span>{t('activities.seats.seat', { row: s.row, number: s.number })}</span>
                  <span className="muted">
                    {s.zone} {formatMoney(s.price)}
                  </span>
                </li>
              ))}
            </ul>
          )}
          {mine.length > 0 && <HoldCountdown heldUntil={map.heldUntil} />}
        </section>
      )}
      {map && (
        <OrderFormFooter
          form={form}
          submitLabel={t('activities.activityOrder.submit')}
          summary={
            mine.length > 0 && (
              <span className="action-bar__total" data-testid="order-total">
                {t('activities.total')}
                <b>{formatMoney(total)}</b>
              </span>
            )
          }
          pending={pending}
          disabled={mine.length === 0}
          contactChoice
          onSubmit={() => void submit()}
        />
      )}
    </div>
  );
}
