import { useState } from 'react';
import { graphql, type PreloadedQuery } from 'react-relay';
import { Link, useNavigate } from 'react-router-dom';
import { ScrollText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ActivityOrderScreenQuery } from '../../__generated__/ActivityOrderScreenQuery.graphql';
import { useRouteQuery } from '../../shell/loader';
import { preloadSignedIn } from '../../shell/requireSessionLoader';
import { PageHeader } from '../../widgets/PageHeader';
import { NotFoundPage } from '../../widgets/NotFoundPage';
import { PartFailed } from '../../shell/StateViews';
import { ChoiceButton, ChoiceCard } from '../../widgets/booking/ChoiceButton';
import { OrderHead } from '../../widgets/booking/OrderHead';
import { OrderFormFooter, useOrderForm } from '../../widgets/booking/OrderForm';
import { SeatStepper } from '../../widgets/booking/SeatStepper';
import { formatPeriod, priceText, seatsLeftText, totalText } from '../../widgets/booking/format';
import { handleBookingResult } from './bookingResult';
import { useBookActivity } from './useBookActivity';
import '../../widgets/booking/booking.css';
import './page-links.css';

const query = graphql`
  query ActivityOrderScreenQuery($id: ID!) {
    viewer {
      ...OrderForm_viewer
    }
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
        rulesLinks {
          kind
          path
        }
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

export function activityOrderLoader({
  request,
  params,
}: {
  request: Request;
  params: { id?: string };
}): PreloadedQuery<ActivityOrderScreenQuery> {
  return preloadSignedIn<ActivityOrderScreenQuery>(request, query, { id: params.id ?? '' });
}

/** /activity-order/:id — choose a session and seats, give the contact, book. */
export function ActivityOrderScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { node, viewer } = useRouteQuery<ActivityOrderScreenQuery>(query);
  const [book, pending] = useBookActivity();
  const firstBookable = (node?.__typename === 'Activity' ? node.sessions?.find((s) => s.bookable)?.id : null) ?? null;
  const [sessionId, setSessionId] = useState<string | null>(firstBookable);
  const [seats, setSeats] = useState(1);
  const form = useOrderForm(viewer);
  if (node?.__typename !== 'Activity' || !node.id)
    return <NotFoundPage title={t('activities.activityOrder.title')} text={t('activities.notFound')} />;
  const max = Math.max(1, node.maxSeatsPerOrder ?? 1);
  // a paid booking shows what it costs in all (price × seats, or points) before it is confirmed
  const total = totalText(node.price, node.points, seats);
  const submit = () =>
    form.submit({
      pending,
      choice: sessionId,
      choiceError: t('activities.activityOrder.chooseSession'),
      send: async (session) => {
        // a regular contact (chosen, or the typed person just saved) is booked by its id: the gateway sends its full values
        const who = await form.bookingContact();
        return who && book({ activityId: node.id, sessionId: session, seats, ...who });
      },
      done: (res) => handleBookingResult(res, form, navigate, { successBase: '/activity-success', contactFieldErrors: true }),
    });
  return (
    <div className="order-page" data-testid="activity-order">
      <PageHeader contentHeading title={t('activities.activityOrder.title')} />
      <OrderHead image={node.cover} name={node.name}>
        <span className="price">{priceText(node.price, node.points)}</span>
        <span className="muted">{t(`activities.mode.${node.mode}`)}</span>
      </OrderHead>
      <ChoiceCard title={t('activities.activityOrder.session')} fallback={node.sessions == null ? <PartFailed /> : null}>
        {node.sessions?.map((s) => (
          <ChoiceButton
            key={s.id}
            on={sessionId === s.id}
            bookable={s.bookable}
            onClick={() => setSessionId(s.id)}
            label={formatPeriod(s.startsAt, s.endsAt)}
            note={seatsLeftText(s)}
            data-testid="session-choice"
          />
        ))}
      </ChoiceCard>
      <section className="detail__card">
        <div className="form-row">
          <span className="form-row__label">
            {t('orders.form.seats')}
            <small>{t('activities.maxSeats', { count: max })}</small>
          </span>
          <SeatStepper value={seats} max={max} onChange={setSeats} />
        </div>
      </section>
      <nav className="rules-links" aria-label={t('activities.pages.rules.label')} data-testid="rules-links">
        {node.rulesLinks.map((r) => (
          <Link key={r.kind} to={r.path} className="pill-link" data-testid={`rules-link-${r.kind}`}>
            <ScrollText size={14} aria-hidden /> {t(`activities.pages.rules.${r.kind}`)}
          </Link>
        ))}
      </nav>
      <OrderFormFooter
        form={form}
        note={node.needsReview && <p className="muted form-note">{t('activities.activityOrder.needsReview')}</p>}
        submitLabel={t('activities.activityOrder.submit')}
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
