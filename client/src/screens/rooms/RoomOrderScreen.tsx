import { useState } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { RoomOrderScreenQuery } from '../../__generated__/RoomOrderScreenQuery.graphql';
import { prepareRequest, preload } from '../../shell/loader';
import { globalIdFromRoute } from '../../relay/globalId';
import { userErrorMessage } from '../../relay/errors';
import { redirectIfSignedOut } from '../../session/requireSessionLoader';
import { getSession } from '../../session/session';
import { PageHeader } from '../../widgets/PageHeader';
import { EmptyState, Spinner } from '../../widgets/StateViews';
import { Img } from '../../widgets/Img';
import { ContactFields, validateContact, type Contact, type ContactErrors } from '../../widgets/booking/ContactFields';
import { chinaToday, priceText } from '../../widgets/booking/format';
import { capText, charCount } from '../../widgets/comments/limits';
import { useBookRoomSlots } from './useBookRoomSlots';
import { runIntegrityCheck } from '../activity/integrity';
import '../../widgets/booking/booking.css';

/** The purpose is 1 to 200 characters (the gateway checks again). */
const PURPOSE_MAX = 200;

const query = graphql`
  query RoomOrderScreenQuery($id: ID!, $date: String!) {
    node(id: $id) {
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
  redirectIfSignedOut(request);
  const search = prepareRequest(request);
  const date = /^\d{4}-\d{2}-\d{2}$/.test(search.get('date') ?? '') ? (search.get('date') as string) : chinaToday();
  const slotIds = (search.get('slots') ?? '').split(',').filter(Boolean);
  return { date, slotIds, ref: preload<RoomOrderScreenQuery>(query, { id: globalIdFromRoute('ActivityRoom', params.id ?? ''), date }, { fresh: true }) };
}

export function RoomOrderScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { date, slotIds, ref } = useLoaderData() as LoaderData;
  const { node } = usePreloadedQuery<RoomOrderScreenQuery>(query, ref);
  const [book, pending] = useBookRoomSlots();
  const [purpose, setPurpose] = useState('');
  const [contact, setContact] = useState<Contact>({ name: getSession()?.nickname ?? '', phone: '' });
  const [errors, setErrors] = useState<ContactErrors & { purpose?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);
  if (!node || node.__typename !== 'ActivityRoom') {
    return (
      <>
        <PageHeader title={t('orders.rooms.orderTitle')} />
        <EmptyState text={t('place.notFound')} icon="🔍" />
      </>
    );
  }
  const slots = (node.timeSlots ?? []).filter((s) => slotIds.includes(s.id));
  const submit = async () => {
    if (pending) return;
    const next: ContactErrors & { purpose?: string } = validateContact(contact, t);
    if (!purpose.trim()) next.purpose = t('orders.rooms.purposeRequired');
    setErrors(next);
    if (slots.length === 0) {
      setFormError(t('userErrors.SLOT_REQUIRED'));
      return;
    }
    if (next.name || next.phone || next.purpose) return;
    setFormError(null);
    try {
      const res = await book({ roomId: node.id, date, slotIds: slots.map((s) => s.id), purpose: purpose.trim(), contactName: contact.name.trim(), contactPhone: contact.phone });
      const first = res.errors[0];
      if (first) {
        if (first.code === 'INTEGRITY_REFUSED' && res.eligibility) {
          await runIntegrityCheck(res.eligibility);
          return;
        }
        setFormError(userErrorMessage(first));
        return;
      }
      if (res.order) navigate(`/order-success/${encodeURIComponent(res.order.orderCode)}`, { replace: true });
    } catch {
      /* the network layer already said why */
    }
  };
  return (
    <div className="order-page" data-testid="room-order">
      <PageHeader title={t('orders.rooms.orderTitle')} />
      <section className="detail__card order-head">
        <Img src={node.cover?.url} alt={node.cover?.alt || node.name} className="order-head__img" />
        <div className="order-head__body">
          <h1 className="order-head__name">{node.name}</h1>
          {node.venueName && <span className="muted">{node.venueName}</span>}
          <span className="price">{priceText(node.price, node.points)}</span>
        </div>
      </section>
      <section className="detail__card">
        <h2 className="detail__h2">{t('orders.rooms.chosen', { date })}</h2>
        <div className="activity-tags">
          {slots.map((s) => (
            <span key={s.id} className="chip" data-testid="chosen-slot">
              {s.startTime}–{s.endTime}
            </span>
          ))}
        </div>
      </section>
      <section className="detail__card">
        <h2 className="detail__h2">{t('orders.rooms.purpose')}</h2>
        <div className="comment-box__field">
          <textarea
            className="comment-box__text"
            rows={3}
            value={purpose}
            placeholder={t('orders.rooms.purposePlaceholder')}
            onChange={(e) => {
              setPurpose(capText(e.target.value, PURPOSE_MAX));
              setErrors({ ...errors, purpose: undefined });
            }}
            data-testid="room-purpose"
          />
          <span className="comment-box__counter">
            {charCount(purpose)}/{PURPOSE_MAX}
          </span>
        </div>
        {errors.purpose && <p className="form-error" role="alert">{errors.purpose}</p>}
      </section>
      <section className="detail__card">
        <h2 className="detail__h2">{t('orders.form.contact')}</h2>
        <ContactFields
          value={contact}
          errors={errors}
          onChange={(c, field) => {
            setContact(c);
            setErrors({ ...errors, [field]: undefined });
          }}
        />
      </section>
      {formError && (
        <p className="form-error order-page__error" role="alert" data-testid="order-error">
          {formError}
        </p>
      )}
      <div className="action-bar">
        <button type="button" className="action-bar__primary" onClick={() => void submit()} disabled={pending} data-testid="order-submit">
          {pending ? <Spinner light /> : t('orders.rooms.submit')}
        </button>
      </div>
    </div>
  );
}
