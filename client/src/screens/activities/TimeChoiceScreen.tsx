import { useEffect, useState, useTransition } from 'react';
import { graphql, useFragment, usePreloadedQuery, useRefetchableFragment, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { TimeChoiceScreenQuery } from '../../__generated__/TimeChoiceScreenQuery.graphql';
import type { TimeChoiceScreen_room$key } from '../../__generated__/TimeChoiceScreen_room.graphql';
import type { TimeChoiceScreenSlots_room$key } from '../../__generated__/TimeChoiceScreenSlots_room.graphql';
import type { TimeChoiceScreenSlotsRefetchQuery } from '../../__generated__/TimeChoiceScreenSlotsRefetchQuery.graphql';
import type { TimeChoiceScreenEligibilityQuery } from '../../__generated__/TimeChoiceScreenEligibilityQuery.graphql';
import { prepareRequest, preload } from '../../shell/loader';
import { useEligibilityGate } from './useEligibilityGate';
import { PageHeader } from '../../widgets/PageHeader';
import { PartFailed, Spinner } from '../../shell/StateViews';
import { Gallery } from '../../widgets/Gallery';
import { IntroductionCard } from '../../widgets/Introduction';
import { ChoiceButton } from '../../widgets/booking/ChoiceButton';
import { cancelPolicyText, chinaToday, priceText, shortDay } from '../../widgets/booking/format';
import '../../widgets/booking/booking.css';
import { NotFoundPage } from '../../widgets/NotFoundPage';
import { InfoRow } from '../../widgets/InfoRow';
import { Content } from '../../widgets/Content';

const query = graphql`
  query TimeChoiceScreenQuery($id: ID!, $date: String!) {
    node: nodeByUpstreamId(type: "ActivityRoom", upstreamId: $id) {
      __typename
      ... on ActivityRoom {
        id
        ...TimeChoiceScreen_room @alias(as: "room")
        ...TimeChoiceScreenSlots_room @arguments(date: $date) @alias(as: "slots")
      }
    }
  }
`;

/** Asked fresh when Book is pressed (the credit may have changed since the page loaded). */
const eligibilityQuery = graphql`
  query TimeChoiceScreenEligibilityQuery($id: ID!) {
    node(id: $id) {
      ... on ActivityRoom {
        bookingEligibility {
          ...integrity_eligibility
        }
      }
    }
  }
`;

interface LoaderData {
  /** The day whose slots the page loads first. */
  date: string;
  ref: PreloadedQuery<TimeChoiceScreenQuery>;
}

/** The first day's slots load with the room (today, China time: the first of its bookableDates). */
export function timeChoiceLoader({ request, params }: { request: Request; params: { id?: string } }): LoaderData {
  prepareRequest(request);
  const date = chinaToday();
  return { date, ref: preload<TimeChoiceScreenQuery>(query, { id: params.id ?? '', date }, { fresh: true }) };
}

/** The date picker (the room's bookableDates) and the day's slots (free ones can be chosen), then Book. */
function Slots({ room, loadedDate }: { room: TimeChoiceScreenSlots_room$key; loadedDate: string }) {
  const { t } = useTranslation();
  const [pending, startTransition] = useTransition();
  const [date, setDate] = useState(loadedDate);
  const [chosen, setChosen] = useState<string[]>([]);
  const [data, refetch] = useRefetchableFragment<TimeChoiceScreenSlotsRefetchQuery, TimeChoiceScreenSlots_room$key>(
    graphql`
      fragment TimeChoiceScreenSlots_room on ActivityRoom
      @refetchable(queryName: "TimeChoiceScreenSlotsRefetchQuery")
      @argumentDefinitions(date: { type: "String!" }) {
        id
        upstreamId
        bookableDates
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
  const [checking, gate] = useEligibilityGate<TimeChoiceScreenEligibilityQuery>(eligibilityQuery, data.id);
  const pick = (d: string) => {
    setDate(d);
    setChosen([]);
    startTransition(() => {
      refetch({ date: d }, { fetchPolicy: 'network-only' });
    });
  };
  const dates = data.bookableDates;
  // Once: when the gateway's window does not hold the day loaded with the page (around midnight), show its first day.
  const first = dates[0];
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, on the page's first answer; later days are the visitor's choice
  useEffect(() => {
    if (first && !dates.includes(loadedDate)) pick(first);
  }, []);
  const toggle = (id: string) => setChosen(chosen.includes(id) ? chosen.filter((x) => x !== id) : [...chosen, id]);
  const book = async () => {
    const to = `/room-order/${encodeURIComponent(data.upstreamId)}?date=${date}&slots=${chosen.map(encodeURIComponent).join(',')}`;
    // The same integrity dialogs as an activity booking (action "book activity room").
    await gate(to, to);
  };
  return (
    <>
      <section className="detail__card" data-testid="room-slots">
        <h2 className="detail__h2">{t('activities.rooms.chooseDate')}</h2>
        <div className="reserve-days" role="tablist">
          {dates.map((d, i) => (
            <button
              key={d}
              type="button"
              role="tab"
              aria-selected={d === date}
              className={d === date ? 'reserve-day reserve-day--on' : 'reserve-day'}
              onClick={() => pick(d)}
              data-testid="room-date"
              data-date={d}
            >
              <span className="reserve-day__week">{dayLabel(d, i, t)}</span>
              <span className="reserve-day__date">{shortDay(d)}</span>
            </button>
          ))}
        </div>
        <h3 className="reserve__h3">
          {t('activities.rooms.slots')} {pending && <Spinner />}
        </h3>
        {data.timeSlots == null ? (
          <PartFailed testId="slots-failed" />
        ) : data.timeSlots.length === 0 ? (
          <p className="muted">{t('common.noData')}</p>
        ) : (
          <div className="choice-list choice-list--grid">
            {data.timeSlots.map((s) => (
              <ChoiceButton
                key={s.id}
                multiple
                on={chosen.includes(s.id)}
                bookable={s.bookable}
                onClick={() => toggle(s.id)}
                label={
                  <>
                    {s.startTime}–{s.endTime}
                  </>
                }
                note={t(`activities.slotState.${s.state}`)}
                data-testid="room-slot"
                data-state={s.state}
              />
            ))}
          </div>
        )}
      </section>
      <div className="action-bar">
        <button
          type="button"
          className="action-bar__primary"
          disabled={chosen.length === 0 || checking}
          onClick={() => void book()}
          data-testid="room-book"
        >
          {checking ? (
            <Spinner light />
          ) : chosen.length > 0 ? (
            t('activities.rooms.bookCount', { count: chosen.length })
          ) : (
            t('activities.rooms.chooseSlot')
          )}
        </button>
      </div>
    </>
  );
}

/** Today and tomorrow by their place in the window (today first), other days by their weekday. */
function dayLabel(d: string, index: number, t: (k: string) => string): string {
  if (index === 0) return t('activities.today');
  if (index === 1) return t('activities.tomorrow');
  const wd = ['SUNDAY', 'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY'][new Date(`${d}T00:00:00Z`).getUTCDay()];
  return t(`orders.weekdayShort.${wd}`);
}

function RoomDetail({ room }: { room: TimeChoiceScreen_room$key }) {
  const { t } = useTranslation();
  const r = useFragment(
    graphql`
      fragment TimeChoiceScreen_room on ActivityRoom {
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
        <Content as="h1" className="detail__name" data-testid="room-name">
          {r.name}
        </Content>
        <p className="activity-price">
          <span className="price">{priceText(r.price, r.points)}</span>
          {r.needsReview && <span className="badge badge--plain">{t('activities.needsReview')}</span>}
        </p>
        <dl className="info-rows">
          {r.venueName && <InfoRow label={t('place.venue')}>{r.venueName}</InfoRow>}
          {r.capacity != null && (
            <InfoRow label={t('activities.rooms.capacityLabel')}>{t('activities.rooms.capacity', { count: r.capacity })}</InfoRow>
          )}
          {r.area != null && <InfoRow label={t('activities.rooms.areaLabel')}>{t('place.area', { area: r.area })}</InfoRow>}
          {r.facilities.length > 0 && <InfoRow label={t('activities.rooms.facilities')}>{r.facilities.join(' / ')}</InfoRow>}
          {r.cancelPolicy && <InfoRow label={t('activities.cancelRule')}>{cancelPolicyText(r.cancelPolicy)}</InfoRow>}
        </dl>
      </section>
      {r.introduction && <IntroductionCard html={r.introduction} />}
    </>
  );
}

/** /time-choice/:id (an activity room's upstreamId) — the room, a date picker with the day's time slots, Book. */
export function TimeChoiceScreen() {
  const { t } = useTranslation();
  const { date, ref } = useLoaderData() as LoaderData;
  const { node } = usePreloadedQuery<TimeChoiceScreenQuery>(query, ref);
  if (node?.__typename !== 'ActivityRoom' || !node.room || !node.slots)
    return <NotFoundPage title={t('activities.rooms.detail')} text={t('place.notFound')} />;
  return (
    <div className="detail detail--with-bar" data-testid="time-choice">
      <PageHeader contentHeading title={t('activities.rooms.detail')} transparent />
      <RoomDetail room={node.room} />
      <Slots room={node.slots} loadedDate={date} />
    </div>
  );
}
