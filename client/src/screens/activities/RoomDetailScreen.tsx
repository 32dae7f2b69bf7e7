import { useState, useTransition } from 'react';
import { graphql, useFragment, usePreloadedQuery, useRefetchableFragment, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { RoomDetailScreenQuery } from '../../__generated__/RoomDetailScreenQuery.graphql';
import type { RoomDetailScreen_room$key } from '../../__generated__/RoomDetailScreen_room.graphql';
import type { RoomDetailScreenSlots_room$key } from '../../__generated__/RoomDetailScreenSlots_room.graphql';
import type { RoomDetailScreenSlotsRefetchQuery } from '../../__generated__/RoomDetailScreenSlotsRefetchQuery.graphql';
import type { RoomDetailScreenEligibilityQuery } from '../../__generated__/RoomDetailScreenEligibilityQuery.graphql';
import { prepareRequest, preload } from '../../shell/loader';
import { useEligibilityGate } from './useEligibilityGate';
import { PageHeader } from '../../widgets/PageHeader';
import { EmptyState, PartFailed, Spinner } from '../../widgets/StateViews';
import { Gallery } from '../../widgets/Gallery';
import { Introduction } from '../../widgets/Introduction';
import { addDays, chinaToday, priceText, shortDay } from '../../widgets/booking/format';
import '../../widgets/booking/booking.css';

/** The room date picker offers the next 7 days. */
const DAYS = 7;

const query = graphql`
  query RoomDetailScreenQuery($id: ID!, $date: String!) {
    node: nodeByUpstreamId(type: "ActivityRoom", upstreamId: $id) {
      __typename
      ... on ActivityRoom {
        id
        ...RoomDetailScreen_room @alias(as: "room")
        ...RoomDetailScreenSlots_room @arguments(date: $date) @alias(as: "slots")
      }
    }
  }
`;

/** Asked fresh when Book is pressed (the credit may have changed since the page loaded). */
const eligibilityQuery = graphql`
  query RoomDetailScreenEligibilityQuery($id: ID!) {
    node(id: $id) {
      ... on ActivityRoom {
        bookingEligibility {
          ...integrity_eligibility
        }
      }
    }
  }
`;

export function roomDetailLoader({ request, params }: { request: Request; params: { id?: string } }): PreloadedQuery<RoomDetailScreenQuery> {
  prepareRequest(request);
  return preload<RoomDetailScreenQuery>(query, { id: params.id ?? '', date: chinaToday() }, { fresh: true });
}

/** The date picker and the day's slots (free ones can be chosen), then Book. */
function Slots({ room }: { room: RoomDetailScreenSlots_room$key }) {
  const { t } = useTranslation();
  const [pending, startTransition] = useTransition();
  const today = chinaToday();
  const [date, setDate] = useState(today);
  const [chosen, setChosen] = useState<string[]>([]);
  const [data, refetch] = useRefetchableFragment<RoomDetailScreenSlotsRefetchQuery, RoomDetailScreenSlots_room$key>(
    graphql`
      fragment RoomDetailScreenSlots_room on ActivityRoom
      @refetchable(queryName: "RoomDetailScreenSlotsRefetchQuery")
      @argumentDefinitions(date: { type: "String!" }) {
        id
        upstreamId
        timeSlots(date: $date) {
          id
          startTime
          endTime
          state
          bookable
        }
      }
    `,
    room,
  );
  const [checking, gate] = useEligibilityGate<RoomDetailScreenEligibilityQuery>(eligibilityQuery, data.id);
  const pick = (d: string) => {
    setDate(d);
    setChosen([]);
    startTransition(() => {
      refetch({ date: d }, { fetchPolicy: 'network-only' });
    });
  };
  const toggle = (id: string) => setChosen(chosen.includes(id) ? chosen.filter((x) => x !== id) : [...chosen, id]);
  const book = async () => {
    const to = `/room-order/${encodeURIComponent(data.upstreamId)}?date=${date}&slots=${chosen.map(encodeURIComponent).join(',')}`;
    // The same integrity dialogs as an activity booking (action "book activity room").
    await gate(to, to);
  };
  return (
    <>
      <section className="detail__card" data-testid="room-slots">
        <h2 className="detail__h2">{t('orders.rooms.chooseDate')}</h2>
        <div className="reserve-days" role="tablist">
          {Array.from({ length: DAYS }, (_, i) => addDays(today, i)).map((d) => (
            <button key={d} type="button" role="tab" aria-selected={d === date} className={d === date ? 'reserve-day reserve-day--on' : 'reserve-day'} onClick={() => pick(d)} data-testid="room-date" data-date={d}>
              <span className="reserve-day__week">{i18nDay(d, today, t)}</span>
              <span className="reserve-day__date">{shortDay(d)}</span>
            </button>
          ))}
        </div>
        <h3 className="reserve__h3">
          {t('orders.rooms.slots')} {pending && <Spinner />}
        </h3>
        {data.timeSlots == null ? (
          <PartFailed testId="slots-failed" />
        ) : data.timeSlots.length === 0 ? (
          <p className="muted">{t('common.noData')}</p>
        ) : (
          <div className="choice-list choice-list--grid">
            {data.timeSlots.map((s) => (
              <button
                key={s.id}
                type="button"
                aria-pressed={chosen.includes(s.id)}
                className={['choice', chosen.includes(s.id) ? 'choice--on' : '', s.bookable ? '' : 'choice--off'].join(' ')}
                disabled={!s.bookable}
                onClick={() => toggle(s.id)}
                data-testid="room-slot"
                data-state={s.state}
              >
                <span>
                  {s.startTime}–{s.endTime}
                </span>
                <small>{t(`orders.slotState.${s.state}`)}</small>
              </button>
            ))}
          </div>
        )}
      </section>
      <div className="action-bar">
        <button type="button" className="action-bar__primary" disabled={chosen.length === 0 || checking} onClick={() => void book()} data-testid="room-book">
          {checking ? <Spinner light /> : chosen.length > 0 ? t('orders.rooms.bookCount', { count: chosen.length }) : t('orders.rooms.chooseSlot')}
        </button>
      </div>
    </>
  );
}

function i18nDay(d: string, today: string, t: (k: string) => string): string {
  if (d === today) return t('orders.today');
  if (d === addDays(today, 1)) return t('orders.tomorrow');
  const wd = ['SUNDAY', 'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY'][new Date(`${d}T00:00:00Z`).getUTCDay()];
  return t(`orders.weekdayShort.${wd}`);
}

function RoomDetail({ room }: { room: RoomDetailScreen_room$key }) {
  const { t } = useTranslation();
  const r = useFragment(
    graphql`
      fragment RoomDetailScreen_room on ActivityRoom {
        name
        venueName
        capacity
        area
        facilities
        price
        points
        needsReview
        introduction
        images {
          url(size: COVER)
          alt
        }
        cancelPolicy {
          cancellable
          hoursBeforeStart
        }
      }
    `,
    room,
  );
  return (
    <>
      <Gallery images={r.images} alt={r.name} />
      <section className="detail__card detail__card--head">
        <h1 className="detail__name" data-testid="room-name">{r.name}</h1>
        <p className="activity-price">
          <span className="price">{priceText(r.price, r.points)}</span>
          {r.needsReview && <span className="badge badge--plain">{t('orders.activity.needsReview')}</span>}
        </p>
        <dl className="info-rows">
          {r.venueName && (
            <div className="info-row">
              <dt>{t('place.venue')}</dt>
              <dd>{r.venueName}</dd>
            </div>
          )}
          {r.capacity != null && (
            <div className="info-row">
              <dt>{t('orders.rooms.capacityLabel')}</dt>
              <dd>{t('orders.rooms.capacity', { count: r.capacity })}</dd>
            </div>
          )}
          {r.area != null && (
            <div className="info-row">
              <dt>{t('orders.rooms.areaLabel')}</dt>
              <dd>{t('place.area', { area: r.area })}</dd>
            </div>
          )}
          {r.facilities.length > 0 && (
            <div className="info-row">
              <dt>{t('orders.rooms.facilities')}</dt>
              <dd>{r.facilities.join(' / ')}</dd>
            </div>
          )}
          {r.cancelPolicy && (
            <div className="info-row">
              <dt>{t('orders.activity.cancelRule')}</dt>
              <dd>
                {!r.cancelPolicy.cancellable
                  ? t('orders.cancelPolicy.never')
                  : r.cancelPolicy.hoursBeforeStart != null
                    ? t('orders.cancelPolicy.hours', { count: r.cancelPolicy.hoursBeforeStart })
                    : t('orders.cancelPolicy.untilStart')}
              </dd>
            </div>
          )}
        </dl>
      </section>
      {r.introduction && (
        <section className="detail__card">
          <h2 className="detail__h2">{t('place.introduction')}</h2>
          <Introduction html={r.introduction} />
        </section>
      )}
    </>
  );
}

/** /room-detail/:id — a room, a date picker with the day's time slots, Book. */
export function RoomDetailScreen() {
  const { t } = useTranslation();
  const ref = useLoaderData() as PreloadedQuery<RoomDetailScreenQuery>;
  const { node } = usePreloadedQuery<RoomDetailScreenQuery>(query, ref);
  if (!node || node.__typename !== 'ActivityRoom' || !node.room || !node.slots) {
    return (
      <>
        <PageHeader title={t('orders.rooms.detail')} />
        <EmptyState text={t('place.notFound')} icon="🔍" />
      </>
    );
  }
  return (
    <div className="detail detail--with-bar" data-testid="room-detail">
      <PageHeader title={t('orders.rooms.detail')} transparent />
      <RoomDetail room={node.room} />
      <Slots room={node.slots} />
    </div>
  );
}
