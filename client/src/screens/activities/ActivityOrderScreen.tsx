import { useState } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ActivityOrderScreenQuery } from '../../__generated__/ActivityOrderScreenQuery.graphql';
import { prepareRequest, preload } from '../../shell/loader';
import { redirectIfSignedOut } from '../../session/requireSessionLoader';
import { PageHeader } from '../../widgets/PageHeader';
import { EmptyState, PartFailed } from '../../widgets/StateViews';
import { Img } from '../../widgets/Img';
import { OrderFormFooter, useOrderForm } from '../../widgets/booking/OrderForm';
import { SeatStepper } from '../../widgets/booking/SeatStepper';
import { formatPeriod, priceText } from '../../widgets/booking/format';
import { handleBookingResult } from './bookingResult';
import { useBookActivity } from './useBookActivity';
import '../../widgets/booking/booking.css';

const query = graphql`
  query ActivityOrderScreenQuery($id: ID!) {
    node: nodeByUpstreamId(type: "Activity", upstreamId: $id) {
      __typename
      ... on Activity {
        id
        name
        cover {
          url(size: THUMBNAIL)
          alt
        }
        price
        points
        mode
        needsReview
        maxSeatsPerOrder
        sessions {
          id
          startsAt
          endsAt
          remaining
          total
          bookable
        }
      }
    }
  }
`;

export function activityOrderLoader({ request, params }: { request: Request; params: { id?: string } }): PreloadedQuery<ActivityOrderScreenQuery> {
  redirectIfSignedOut(request);
  prepareRequest(request);
  return preload<ActivityOrderScreenQuery>(query, { id: params.id ?? '' }, { fresh: true });
}

/** /activity-order/:id — choose a session and seats, give the contact, book. */
export function ActivityOrderScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const ref = useLoaderData() as PreloadedQuery<ActivityOrderScreenQuery>;
  const { node } = usePreloadedQuery<ActivityOrderScreenQuery>(query, ref);
  const [book, pending] = useBookActivity();
  const firstBookable = (node?.__typename === 'Activity' ? node.sessions?.find((s) => s.bookable)?.id : null) ?? null;
  const [sessionId, setSessionId] = useState<string | null>(firstBookable);
  const [seats, setSeats] = useState(1);
  const form = useOrderForm();
  if (!node || node.__typename !== 'Activity' || !node.id) {
    return (
      <>
        <PageHeader title={t('orders.activityOrder.title')} />
        <EmptyState text={t('activity.notFound')} icon="search" />
      </>
    );
  }
  const max = Math.max(1, node.maxSeatsPerOrder ?? 1);
  const submit = () =>
    form.submit({
      pending,
      choice: sessionId,
      choiceError: t('orders.activityOrder.chooseSession'),
      send: (session) => book({ activityId: node.id, sessionId: session, seats, contactName: form.contact.name.trim(), contactPhone: form.contact.phone }),
      done: (res) => handleBookingResult(res, form, navigate, { successBase: '/activity-success', contactFieldErrors: true }),
    });
  return (
    <div className="order-page" data-testid="activity-order">
      <PageHeader title={t('orders.activityOrder.title')} />
      <section className="detail__card order-head">
        <Img src={node.cover?.url} alt={node.cover?.alt || node.name} className="order-head__img" />
        <div className="order-head__body">
          <h1 className="order-head__name">{node.name}</h1>
          <span className="price">{priceText(node.price, node.points)}</span>
          <span className="muted">{t(`orders.mode.${node.mode}`)}</span>
        </div>
      </section>
      <section className="detail__card">
        <h2 className="detail__h2">{t('orders.activityOrder.session')}</h2>
        {node.sessions == null ? (
          <PartFailed />
        ) : (
          <div className="choice-list" role="radiogroup">
            {node.sessions.map((s) => (
              <button
                key={s.id}
                type="button"
                role="radio"
                aria-checked={sessionId === s.id}
                className={['choice', sessionId === s.id ? 'choice--on' : '', s.bookable ? '' : 'choice--off'].join(' ')}
                disabled={!s.bookable}
                onClick={() => setSessionId(s.id)}
                data-testid="session-choice"
              >
                <span>{formatPeriod(s.startsAt, s.endsAt)}</span>
                <small>{s.remaining > 0 ? t('orders.activity.seatsLeft', { remaining: s.remaining, total: s.total }) : t('orders.bookingButton.SOLD_OUT')}</small>
              </button>
            ))}
          </div>
        )}
      </section>
      <section className="detail__card">
        <div className="form-row">
          <span className="form-row__label">
            {t('orders.form.seats')}
            <small>{t('orders.activity.maxSeats', { count: max })}</small>
          </span>
          <SeatStepper value={seats} max={max} onChange={setSeats} />
        </div>
      </section>
      <OrderFormFooter
        form={form}
        note={node.needsReview && <p className="muted form-note">{t('orders.activityOrder.needsReview')}</p>}
        submitLabel={t('orders.activityOrder.submit')}
        pending={pending}
        onSubmit={() => void submit()}
      />
    </div>
  );
}
