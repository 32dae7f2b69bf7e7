import { useState } from 'react';
import { graphql, useFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { AppointmentOrderScreenQuery } from '../../__generated__/AppointmentOrderScreenQuery.graphql';
import type { AppointmentOrderScreen_reservation$key } from '../../__generated__/AppointmentOrderScreen_reservation.graphql';
import { preload } from '../../shell/loader';
import { PageHeader } from '../../widgets/PageHeader';
import { NotFoundPage } from '../../widgets/NotFoundPage';
import { ChoiceButton, ChoiceCard } from '../../widgets/booking/ChoiceButton';
import { OrderHead } from '../../widgets/booking/OrderHead';
import { OrderFormFooter, useOrderForm } from '../../widgets/booking/OrderForm';
import { SeatStepper } from '../../widgets/booking/SeatStepper';
import { handleBookingResult } from '../activities';
import { useReserveDay } from './useReserveDay';
import '../../widgets/booking/booking.css';
import { prepareSignedInRequest } from '../../shell/requireSessionLoader';

const query = graphql`
  query AppointmentOrderScreenQuery($type: String!, $id: ID!) {
    viewer {
      ...OrderForm_viewer
    }
    node: nodeByUpstreamId(type: $type, upstreamId: $id) {
      __typename
      id
      ... on Place {
        name
        cover {
          url(size: THUMBNAIL)
          alt
        }
      }
      ... on Venue {
        venueReservation: reservation {
          ...AppointmentOrderScreen_reservation
        }
      }
      ... on ScenicArea {
        scenicReservation: reservation {
          ...AppointmentOrderScreen_reservation
        }
      }
    }
  }
`;

/** The days of a venue's or scenic area's reservation, with their time slots. */
const reservationFragment = graphql`
  fragment AppointmentOrderScreen_reservation on Reservation {
    days {
      date
      weekday
      state
      bookable
      remaining
      timeSlots {
        id
        startTime
        endTime
        capacity
        remaining
        bookable
      }
    }
  }
`;

interface LoaderData {
  /** The day the link names; null when it names none (the visitor picks one on the page). */
  date: string | null;
  ref: PreloadedQuery<AppointmentOrderScreenQuery>;
}

/** /appointment-order/:id[/:date] (query scenic=scenic for a scenic area). */
export function appointmentOrderLoader({ request, params }: { request: Request; params: { id?: string; date?: string } }): LoaderData {
  const search = prepareSignedInRequest(request);
  const typeName = search.get('scenic') === 'scenic' ? 'ScenicArea' : 'Venue';
  return {
    date: params.date ?? null,
    ref: preload<AppointmentOrderScreenQuery>(query, { type: typeName, id: params.id ?? '' }, { fresh: true }),
  };
}

/** The reservation order page of a venue or scenic area day: time slot, people, contact. */
export function AppointmentOrderScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { date, ref } = useLoaderData() as LoaderData;
  const { node, viewer } = usePreloadedQuery<AppointmentOrderScreenQuery>(query, ref);
  const [reserve, pending] = useReserveDay();
  const reservation = useFragment<AppointmentOrderScreen_reservation$key>(
    reservationFragment,
    node?.__typename === 'Venue' ? node.venueReservation : node?.__typename === 'ScenicArea' ? node.scenicReservation : null,
  );
  const days = reservation?.days ?? [];
  // without a day in the link: the first bookable one, and the visitor may pick another
  const [chosen, setChosen] = useState<string | null>(date ?? days.find((d) => d.bookable)?.date ?? null);
  const day = days.find((d) => d.date === chosen) ?? null;
  const [slotId, setSlotId] = useState<string | null>(day?.timeSlots.find((s) => s.bookable)?.id ?? null);
  const [seats, setSeats] = useState(1);
  const form = useOrderForm(viewer);
  if (!node || !day || !chosen)
    return <NotFoundPage title={t('reservations.reserve.orderTitle')} text={t('reservations.reserve.dayGone')} icon="empty" />;
  const choose = (next: string) => {
    const d = days.find((x) => x.date === next);
    setChosen(next);
    setSlotId(d?.timeSlots.find((s) => s.bookable)?.id ?? null);
    setSeats(1);
  };
  const slot = day.timeSlots.find((s) => s.id === slotId) ?? null;
  const max = Math.max(1, slot?.remaining ?? 1);
  const submit = () =>
    form.submit({
      pending,
      choice: slotId,
      choiceError: t('orders.form.slotRequired'),
      send: async (timeSlotId) => {
        // a regular contact (chosen, or the typed person just saved) is booked by its id
        const who = await form.bookingContact();
        return who && reserve({ resourceId: node.id, date: chosen, timeSlotId, seats: Math.min(seats, max), ...who });
      },
      done: (res) => handleBookingResult(res, form, navigate, { successBase: '/order-success' }),
    });
  return (
    <div className="order-page" data-testid="appointment-order">
      <PageHeader contentHeading title={t('reservations.reserve.orderTitle')} />
      <OrderHead image={node.cover} name={node.name}>
        <span className="muted" data-testid="order-date">
          {chosen} {t(`reservations.weekday.${day.weekday}`)}
        </span>
      </OrderHead>
      {date === null && (
        <ChoiceCard title={t('reservations.reserve.day')} grid>
          {days.map((d) => (
            <ChoiceButton
              key={d.date}
              on={d.date === chosen}
              bookable={d.bookable}
              onClick={() => choose(d.date)}
              label={d.date.slice(5)}
              note={d.bookable ? t(`reservations.weekday.${d.weekday}`) : t(`reservations.dayState.${d.state}`)}
              data-testid="day-choice"
              data-date={d.date}
            />
          ))}
        </ChoiceCard>
      )}
      <ChoiceCard
        title={t('reservations.reserve.slot')}
        grid
        fallback={day.timeSlots.length === 0 ? <p className="muted">{t(`reservations.dayState.${day.state}`)}</p> : null}
      >
        {day.timeSlots.map((s) => (
          <ChoiceButton
            key={s.id}
            on={slotId === s.id}
            bookable={s.bookable}
            onClick={() => {
              setSlotId(s.id);
              setSeats(1);
            }}
            label={
              <>
                {s.startTime}–{s.endTime}
              </>
            }
            note={s.bookable ? t('reservations.reserve.left', { count: s.remaining }) : t('reservations.dayState.FULL')}
            data-testid="slot-choice"
            data-remaining={s.remaining}
          />
        ))}
      </ChoiceCard>
      <section className="detail__card">
        <div className="form-row">
          <span className="form-row__label">{t('reservations.people')}</span>
          <SeatStepper value={Math.min(seats, max)} max={max} onChange={setSeats} />
        </div>
      </section>
      <OrderFormFooter
        form={form}
        submitLabel={t('reservations.reserve.submit')}
        pending={pending}
        disabled={!day.bookable}
        contactChoice
        onSubmit={() => void submit()}
      />
    </div>
  );
}
