import { graphql, useFragment, useMutation } from 'react-relay';
import { useRevalidator } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { useReservationOrderActions_order$key } from '../../__generated__/useReservationOrderActions_order.graphql';
import type { useReservationOrderActionsCancelMutation } from '../../__generated__/useReservationOrderActionsCancelMutation.graphql';
import type { useReservationOrderActionsPayMutation } from '../../__generated__/useReservationOrderActionsPayMutation.graphql';
import { userErrorMessage } from '../../relay/errors';
import { confirmDialog } from '../../shell/dialog';
import { showToast } from '../../shell/toast';

const cancelMutation = graphql`
  mutation useReservationOrderActionsCancelMutation($input: CancelReservationOrderInput!) @raw_response_type {
    cancelReservationOrder(input: $input) {
      order {
        ...useReservationOrderActions_order
      }
      errors {
        code
        message
        limit
      }
    }
  }
`;

const payMutation = graphql`
  mutation useReservationOrderActionsPayMutation($input: PayReservationOrderInput!) {
    payReservationOrder(input: $input) {
      order {
        ...useReservationOrderActions_order
      }
      errors {
        code
        message
        limit
      }
    }
  }
`;

/** Spec doc 2 §4.2 / §9: after a successful cancel the page reloads after 1 second. */
export const CANCEL_RELOAD_MS = 1000;

/**
 * Cancel and pay of a reservation order. Cancel: confirm → cancelReservationOrder (optimistically
 * CANCELLED without its cancel button) → "Cancellation succeeded" → the page's data reloads after
 * 1 s; a refusal shows its message and rolls the card back.
 */
export function useReservationOrderActions(orderRef: useReservationOrderActions_order$key) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
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
  const [commitCancel, cancelling] = useMutation<useReservationOrderActionsCancelMutation>(cancelMutation);
  const [commitPay, paying] = useMutation<useReservationOrderActionsPayMutation>(payMutation);

  const cancel = async () => {
    if (cancelling) return;
    const ok = await confirmDialog({ title: t('orders.reservation.cancelTitle'), message: t('orders.reservation.cancelConfirm'), confirmText: t('orders.reservation.cancel') });
    if (!ok) return;
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
      onCompleted: (res) => {
        const first = res.cancelReservationOrder.errors[0];
        if (first) {
          showToast({ message: userErrorMessage(first) });
          return;
        }
        showToast({ message: t('orders.cancelled'), type: 'success', duration: CANCEL_RELOAD_MS });
        window.setTimeout(() => void revalidator.revalidate(), CANCEL_RELOAD_MS);
      },
    });
  };

  const pay = () => {
    if (paying) return;
    commitPay({
      variables: { input: { orderId: order.id } },
      onCompleted: (res) => {
        const first = res.payReservationOrder.errors[0];
        if (first) showToast({ message: userErrorMessage(first) });
        else showToast({ message: t('orders.reservation.paid'), type: 'success' });
      },
    });
  };

  return { order, cancel, cancelling, pay, paying };
}
