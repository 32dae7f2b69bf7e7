import { graphql, useFragment } from 'react-relay';
import { useRevalidator } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { useReservationOrderActions_order$key } from '../../__generated__/useReservationOrderActions_order.graphql';
import type { useReservationOrderActionsCancelMutation } from '../../__generated__/useReservationOrderActionsCancelMutation.graphql';
import { toastOutcome, useGraphMutation, type UserError } from '../../relay/useGraphMutation';
import { confirmDialog } from '../../env/dialog';

const cancelMutation = graphql`
  mutation useReservationOrderActionsCancelMutation($input: CancelReservationOrderInput!) @raw_response_type {
    cancelReservationOrder(input: $input) {
      order {
        ...useReservationOrderActions_order
      }
      errors {
        ...useGraphMutation_error
      }
    }
  }
`;

/** After a successful cancel the page reloads after 1 second. */
const CANCEL_RELOAD_MS = 1000;

/**
 * The cancel of a reservation or appointment order: nothing while `pending`; the confirm dialog,
 * then `send` (the cancel mutation); a refusal shows the gateway's words, success says
 * "Cancellation succeeded" and the page's data reloads after CANCEL_RELOAD_MS.
 */
export function useOrderCancel(
  send: () => Promise<{ readonly errors: ReadonlyArray<UserError> } | null>,
  pending: boolean,
): () => Promise<void> {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  return async () => {
    if (pending) return;
    const ok = await confirmDialog({
      title: t('orders.reservation.cancelTitle'),
      message: t('orders.reservation.cancelConfirm'),
      confirmText: t('orders.reservation.cancel'),
      cancelText: t('orders.reservation.keep'),
    });
    if (!ok) return;
    if (toastOutcome(await send(), { message: t('orders.cancelled'), type: 'success', duration: CANCEL_RELOAD_MS })) {
      window.setTimeout(() => void revalidator.revalidate(), CANCEL_RELOAD_MS);
    }
  };
}

/**
 * Cancelling a reservation order (paying is the payments family's cashier, PaySheet): confirm →
 * cancelReservationOrder (optimistically CANCELLED without its cancel button) → "Cancellation
 * succeeded" → the page's data reloads after 1 s; a refusal shows the gateway's message and rolls
 * the card back.
 */
export function useReservationOrderActions(orderRef: useReservationOrderActions_order$key) {
  const order = useFragment(
    graphql`
      fragment useReservationOrderActions_order on ReservationOrder {
        id
        status
        statusCode
        canCancel
        canPay
        canReview
        reviewPath
        cancelDeadline
      }
    `,
    orderRef,
  );
  const [commitCancel, cancelling] = useGraphMutation<useReservationOrderActionsCancelMutation>(cancelMutation);

  const cancel = useOrderCancel(
    () =>
      commitCancel({
        variables: { input: { orderId: order.id } },
        optimisticResponse: {
          cancelReservationOrder: {
            order: {
              id: order.id,
              status: 'CANCELLED',
              statusCode: order.statusCode,
              canCancel: false,
              canPay: false,
              canReview: false,
              reviewPath: null,
              cancelDeadline: order.cancelDeadline,
            },
            errors: [],
          },
        },
      }),
    cancelling,
  );

  return { order, cancel, cancelling };
}
