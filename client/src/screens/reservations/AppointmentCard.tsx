import { useContext } from 'react';
import { fetchQuery, graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { AppointmentCard_order$key } from '../../__generated__/AppointmentCard_order.graphql';
import type { AppointmentCardCancelMutation } from '../../__generated__/AppointmentCardCancelMutation.graphql';
import type { AppointmentCardLinkQuery } from '../../__generated__/AppointmentCardLinkQuery.graphql';
import { environment } from '../../relay/environment';
import { useGraphMutation } from '../../relay/useGraphMutation';
import { SiteContext } from '../../shell/SiteContext';
import { Img } from '../../widgets/Img';
import { CancelButton } from '../../widgets/booking/CancelButton';
import { formatMoney, formatSlot } from '../../widgets/booking/format';
import { openFetchedLink } from '../../shell/openExternal';
import { useOrderCancel } from '../orders';

const cancelMutation = graphql`
  mutation AppointmentCardCancelMutation($input: CancelAppointmentOrderInput!) @raw_response_type {
    cancelAppointmentOrder(input: $input) {
      order {
        id
        status
        canCancel
        canPay
      }
      errors {
        ...useGraphMutation_error
      }
    }
  }
`;

/** The order's detail link, with the identity fetched when tapped. */
const linkQuery = graphql`
  query AppointmentCardLinkQuery($id: ID!) {
    node(id: $id) {
      ... on AppointmentOrder {
        detailUrl
      }
    }
  }
`;

/**
 * A ZYTF appointment order: code, status text, resource, THUMBNAIL 160x160,
 * period, quantity, amount or "free" (never free when to pay: the gateway's isFree); cancel and pay
 * (ZYTF's own order page, where it is paid) as the gateway allows; tapping opens its detail link.
 */
export function AppointmentCard({ order }: { order: AppointmentCard_order$key }) {
  const { t } = useTranslation();
  const site = useContext(SiteContext);
  const o = useFragment(
    graphql`
      fragment AppointmentCard_order on AppointmentOrder {
        id
        orderCode
        status
        resourceName
        cover {
          url(size: THUMBNAIL)
        }
        startsAt
        endsAt
        quantity
        amount
        isFree
        canCancel
        canPay
      }
    `,
    order,
  );
  const [commit, cancelling] = useGraphMutation<AppointmentCardCancelMutation>(cancelMutation);
  const cancel = useOrderCancel(
    () =>
      commit({
        variables: { input: { orderId: o.id } },
        optimisticResponse: {
          cancelAppointmentOrder: { order: { id: o.id, status: 'CANCELLED', canCancel: false, canPay: false }, errors: [] },
        },
      }),
    cancelling,
  );
  const open = () => {
    const load = async () =>
      (await fetchQuery<AppointmentCardLinkQuery>(environment, linkQuery, { id: o.id }, { fetchPolicy: 'network-only' }).toPromise())?.node
        ?.detailUrl;
    void openFetchedLink(load, site.name);
  };
  return (
    <article className="order-card" data-testid="appointment-card" data-code={o.orderCode} data-status={o.status}>
      <header className="order-card__head">
        <span className="order-card__code">
          {t('orders.orderCode')}: {o.orderCode}
        </span>
        <span className={`order-status order-status--${o.status.toLowerCase()}`} data-testid="order-status">
          {t(`reservations.appointmentStatus.${o.status}`)}
        </span>
      </header>
      <button type="button" className="order-card__main" onClick={open} data-testid="order-open">
        <Img src={o.cover?.url} alt="" className="order-card__img" />
        <div className="order-card__body">
          <span className="order-card__name">{o.resourceName}</span>
          <span className="order-card__meta" data-testid="order-slot">
            {formatSlot(o.startsAt, o.endsAt)}
          </span>
          {o.quantity != null && <span className="order-card__meta">{t('orders.quantity', { count: o.quantity })}</span>}
          <span className="price" data-testid="order-amount">
            {o.isFree ? t('orders.free') : formatMoney(o.amount ?? 0)}
          </span>
        </div>
      </button>
      {(o.canCancel || o.canPay) && (
        <footer className="order-card__foot">
          {o.canCancel && <CancelButton label={t('orders.reservation.cancel')} pending={cancelling} onCancel={cancel} />}
          {o.canPay && (
            <button type="button" className="btn btn--small btn--primary" onClick={open} data-testid="pay-btn">
              {t('orders.reservation.pay')}
            </button>
          )}
        </footer>
      )}
    </article>
  );
}
