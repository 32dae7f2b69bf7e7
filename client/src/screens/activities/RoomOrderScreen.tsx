import { useState, useId } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { RoomOrderScreenQuery } from '../../__generated__/RoomOrderScreenQuery.graphql';
import { preload } from '../../shell/loader';
import { prepareSignedInRequest } from '../../shell/requireSessionLoader';
import { PageHeader } from '../../widgets/PageHeader';
import { NotFoundPage } from '../../widgets/NotFoundPage';
import type { ContactErrors } from '../../widgets/booking/ContactFields';
import { OrderHead } from '../../widgets/booking/OrderHead';
import { OrderFormFooter, useOrderForm } from '../../widgets/booking/OrderForm';
import { chinaToday, priceText, totalText } from '../../widgets/booking/format';
import { CappedTextarea } from '../../widgets/comments/CappedTextarea';
import { useInputLimits } from '../../shell/inputLimits';
import { useBookRoomSlots } from './useBookRoomSlots';
import { handleBookingResult } from './bookingResult';
import '../../widgets/booking/booking.css';
import { formatDay } from '../../widgets/format';
import { currentLanguage } from '../../i18n';

const query = graphql`
  query RoomOrderScreenQuery($id: ID!, $date: String!) {
    viewer {
      ...OrderForm_viewer
    }
    node: nodeByUpstreamId(type: "ActivityRoom", upstreamId: $id) {
      __typename
      ... on ActivityRoom {
        id
        name
        venueName
        price
        points
        cover {
          url(size: THUMBNAIL)
          alt
        }
        timeSlots(date: $date) {
          id
          startTime
          endTime
          bookable
        }
      }
    }
  }
`;

interface LoaderData {
  date: string;
  slotIds: string[];
  ref: PreloadedQuery<RoomOrderScreenQuery>;
}

/** /room-order/:id?date=yyyy-MM-dd&slots=a,b */
export function roomOrderLoader({ request, params }: { request: Request; params: { id?: string } }): LoaderData {
  const search = prepareSignedInRequest(request);
  const date = /^\d{4}-\d{2}-\d{2}$/.test(search.get('date') ?? '') ? (search.get('date') as string) : chinaToday();
  const slotIds = (search.get('slots') ?? '').split(',').filter(Boolean);
  return { date, slotIds, ref: preload<RoomOrderScreenQuery>(query, { id: params.id ?? '', date }, { fresh: true }) };
}

export function RoomOrderScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { date, slotIds, ref } = useLoaderData() as LoaderData;
  const { node, viewer } = usePreloadedQuery<RoomOrderScreenQuery>(query, ref);
  const [book, pending] = useBookRoomSlots();
  const [purpose, setPurpose] = useState('');
  const purposeErrorId = useId();
  // The purpose is 1 to textMaxLength characters (the gateway's limit; it checks again).
  const { textMaxLength } = useInputLimits();
  const form = useOrderForm<ContactErrors & { purpose?: string }>(viewer);
  if (node?.__typename !== 'ActivityRoom') return <NotFoundPage title={t('activities.rooms.orderTitle')} text={t('place.notFound')} />;
  const slots = (node.timeSlots ?? []).filter((s) => slotIds.includes(s.id));
  // what the booking costs in all (price × slots, or points) before it is confirmed
  const total = totalText(node.price, node.points, slots.length);
  const submit = () =>
    form.submit({
      pending,
      choice: slots.length === 0 ? null : slots,
      choiceError: t('orders.form.slotRequired'),
      extraErrors: purpose.trim() ? {} : { purpose: t('activities.rooms.purposeRequired') },
      send: async (chosen) => {
        // a regular contact (chosen, or the typed person just saved) is booked by its id
        const who = await form.bookingContact();
        return who && book({ roomId: node.id, date, slotIds: chosen.map((s) => s.id), purpose: purpose.trim(), ...who });
      },
      done: (res) => handleBookingResult(res, form, navigate, { successBase: '/order-success' }),
    });
  return (
    <div className="order-page" data-testid="room-order">
      <PageHeader contentHeading title={t('activities.rooms.orderTitle')} />
      <OrderHead image={node.cover} name={node.name}>
        {node.venueName && <span className="muted">{node.venueName}</span>}
        <span className="price">{priceText(node.price, node.points)}</span>
      </OrderHead>
      <section className="detail__card">
        <h2 className="detail__h2">{t('activities.rooms.chosen', { date: formatDay(date, currentLanguage()) })}</h2>
        <div className="activity-tags">
          {slots.map((s) => (
            <span key={s.id} className="chip" data-testid="chosen-slot">
              {s.startTime}–{s.endTime}
            </span>
          ))}
        </div>
      </section>
      <section className="detail__card">
        <h2 className="detail__h2">{t('activities.rooms.purpose')}</h2>
        <CappedTextarea
          value={purpose}
          onChange={(text) => {
            setPurpose(text);
            form.setErrors({ ...form.errors, purpose: undefined });
          }}
          max={textMaxLength}
          rows={3}
          placeholder={t('activities.rooms.purposePlaceholder', { max: textMaxLength })}
          ariaLabel={t('activities.rooms.purpose')}
          testId="room-purpose"
          describedBy={form.errors.purpose ? purposeErrorId : undefined}
        />
        {form.errors.purpose && (
          <p className="form-error" role="alert" id={purposeErrorId}>
            {form.errors.purpose}
          </p>
        )}
      </section>
      <OrderFormFooter
        form={form}
        submitLabel={t('activities.rooms.submit')}
        summary={
          total && (
            <span className="action-bar__total" data-testid="order-total">
              {t('activities.total')}
              <b>{total}</b>
            </span>
          )
        }
        pending={pending}
        contactChoice
        onSubmit={() => void submit()}
      />
    </div>
  );
}
