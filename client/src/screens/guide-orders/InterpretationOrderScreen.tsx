import { useState } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { InterpretationOrderScreenQuery } from '../../__generated__/InterpretationOrderScreenQuery.graphql';
import { Content } from '../../widgets/Content';
import { preload } from '../../shell/loader';
import type { ScreenModule } from '../../shell/lazyScreen';
import { prepareSignedInRequest } from '../../shell/requireSessionLoader';
import { formatMoney, formatPeriod } from '../../widgets/booking/format';
import { OrderHead } from '../../widgets/booking/OrderHead';
import { OrderFormFooter, useOrderForm } from '../../widgets/booking/OrderForm';
import { SeatStepper } from '../../widgets/booking/SeatStepper';
import { InfoRow } from '../../widgets/InfoRow';
import { NotFoundPage } from '../../widgets/NotFoundPage';
import { PageHeader } from '../../widgets/PageHeader';
import { FormSkeleton } from '../../widgets/Skeleton';
import { handleGuideBooking } from './bookingResult';
import { cancelText } from './NarratorOrderScreen';
import { useBookSession } from './useGuideBooking';
import '../../widgets/booking/booking.css';
import './guide-orders.css';

const query = graphql`
  query InterpretationOrderScreenQuery($sessionId: String!) {
    viewer {
      ...OrderForm_viewer
    }
    interpretationSession(sessionId: $sessionId) {
      id
      title
      placeName
      image {
        url(size: THUMBNAIL)
        alt
      }
      language
      startsAt
      endsAt
      remaining
      maxPeoplePerOrder
      price
      intro
      bookable
      cancelHoursBefore
    }
  }
`;

/** /interpretation-order/:id (signed in): `id` is the session's upstream id. */
function loader({ request, params }: { request: Request; params: { id?: string } }): PreloadedQuery<InterpretationOrderScreenQuery> {
  prepareSignedInRequest(request);
  return preload<InterpretationOrderScreenQuery>(query, { sessionId: params.id ?? '' }, { fresh: true });
}

/** Booking places in an interpretation session: the people (within the places left) and the contact. */
export function InterpretationOrderScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { viewer, interpretationSession: session } = usePreloadedQuery<InterpretationOrderScreenQuery>(
    query,
    useLoaderData() as PreloadedQuery<InterpretationOrderScreenQuery>,
  );
  const [book, pending] = useBookSession();
  const form = useOrderForm(viewer);
  const [people, setPeople] = useState(1);
  if (!session) return <NotFoundPage title={t('guideOrders.sessionTitle')} text={t('guideOrders.sessionNotFound')} icon="empty" />;
  const max = Math.max(1, Math.min(session.maxPeoplePerOrder, session.remaining));
  const submit = () =>
    form.submit({
      pending,
      choice: session.bookable ? session.id : null,
      choiceError: t('guideOrders.soldOut'),
      send: (sessionId) =>
        book({ sessionId, people: Math.min(people, max), contactName: form.contact.name.trim(), contactPhone: form.contact.phone.trim() }),
      done: (payload) => handleGuideBooking(payload, form, navigate),
    });
  return (
    <div className="order-page" data-testid="interpretation-order">
      <PageHeader contentHeading title={t('guideOrders.sessionTitle')} />
      <OrderHead image={session.image} name={session.title}>
        <span className="muted">{session.placeName}</span>
        <span className="guide-price">
          {session.price != null ? t('guideOrders.perPerson', { price: formatMoney(session.price) }) : t('guideOrders.free')}
        </span>
      </OrderHead>
      <section className="detail__card">
        <dl className="info-rows">
          <InfoRow label={t('guideOrders.when')}>{formatPeriod(session.startsAt, session.endsAt)}</InfoRow>
          {session.language && <InfoRow label={t('guideOrders.language')}>{t(`guideOrders.languages.${session.language}`)}</InfoRow>}
          <InfoRow label={t('guideOrders.people')}>
            <span data-testid="session-left">
              {session.bookable ? t('guideOrders.left', { count: session.remaining }) : t('guideOrders.soldOut')}
            </span>
          </InfoRow>
        </dl>
        {session.intro && (
          <Content as="p" className="guide-intro">
            {session.intro}
          </Content>
        )}
        <p className="muted guide-cancel">{cancelText(t, session.cancelHoursBefore)}</p>
      </section>
      <section className="detail__card">
        <div className="form-row">
          <span className="form-row__label">{t('guideOrders.people')}</span>
          <SeatStepper value={Math.min(people, max)} max={max} onChange={setPeople} />
        </div>
      </section>
      <OrderFormFooter
        form={form}
        submitLabel={t('guideOrders.submit')}
        pending={pending}
        disabled={!session.bookable}
        onSubmit={() => void submit()}
      />
    </div>
  );
}

export const screen: ScreenModule['screen'] = {
  Component: InterpretationOrderScreen,
  loader,
  skeleton: <FormSkeleton fields={4} />,
};
