import { graphql, useMutation } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { useShopOrderActionsCancelMutation } from '../../__generated__/useShopOrderActionsCancelMutation.graphql';
import type { useShopOrderActionsRefundMutation } from '../../__generated__/useShopOrderActionsRefundMutation.graphql';
import { userErrorMessage } from '../../relay/errors';
import { confirmDialog } from '../../shell/dialog';
import { showToast } from '../../shell/toast';

const cancelMutation = graphql`
  mutation useShopOrderActionsCancelMutation($input: CancelShopOrderInput!) {
    cancelShopOrder(input: $input) {
      order {
        id
        status
        statusCode
        canCancel
        canRefund
        refundState
      }
      errors {
        code
        message
        limit
      }
    }
  }
`;

const refundMutation = graphql`
  mutation useShopOrderActionsRefundMutation($input: ApplyShopRefundInput!) {
    applyShopRefund(input: $input) {
      order {
        id
        status
        statusCode
        canCancel
        canRefund
        refundState
      }
      errors {
        code
        message
        limit
      }
    }
  }
`;

/** Cancel (while awaiting payment) and refund of a shop order; the payload's order updates the card. */
export function useShopOrderActions(orderId: string) {
  const { t } = useTranslation();
  const [commitCancel, cancelling] = useMutation<useShopOrderActionsCancelMutation>(cancelMutation);
  const [commitRefund, refunding] = useMutation<useShopOrderActionsRefundMutation>(refundMutation);
  const cancel = async () => {
    if (cancelling) return;
    if (!(await confirmDialog({ title: t('orders.shop.cancelTitle'), message: t('orders.shop.cancelConfirm'), confirmText: t('orders.shop.cancel') }))) return;
    commitCancel({
      variables: { input: { orderId } },
      onCompleted: (res) => {
        const first = res.cancelShopOrder.errors[0];
        showToast(first ? { message: userErrorMessage(first) } : { message: t('orders.cancelled'), type: 'success' });
      },
    });
  };
  const refund = (reason: string) =>
    new Promise<string | null>((resolve) => {
      commitRefund({
        variables: { input: { orderId, reason } },
        onCompleted: (res) => {
          const first = res.applyShopRefund.errors[0];
          if (first) {
            resolve(userErrorMessage(first));
            return;
          }
          showToast({ message: t('orders.shop.refundApplied'), type: 'success' });
          resolve(null);
        },
        onError: () => resolve(t('common.loadFailed')),
      });
    });
  return { cancel, cancelling, refund, refunding };
}
