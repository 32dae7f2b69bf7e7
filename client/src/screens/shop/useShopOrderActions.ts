import { graphql } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { useShopOrderActionsCancelMutation } from '../../__generated__/useShopOrderActionsCancelMutation.graphql';
import type { useShopOrderActionsRefundMutation } from '../../__generated__/useShopOrderActionsRefundMutation.graphql';
import { toastOutcome, useGraphMutation } from '../../relay/useGraphMutation';
import { confirmDialog } from '../../env/dialog';
import { showToast } from '../../env/toast';

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
        ...useGraphMutation_error
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
        ...useGraphMutation_error
      }
    }
  }
`;

/** Cancel (while awaiting payment) and refund of a shop order; the payload's order updates the card. */
export function useShopOrderActions(orderId: string) {
  const { t } = useTranslation();
  const [commitCancel, cancelling] = useGraphMutation<useShopOrderActionsCancelMutation>(cancelMutation);
  const [commitRefund, refunding] = useGraphMutation<useShopOrderActionsRefundMutation>(refundMutation);
  const cancel = async () => {
    if (cancelling) return;
    if (
      !(await confirmDialog({
        title: t('shop.order.cancelTitle'),
        message: t('shop.order.cancelConfirm'),
        confirmText: t('shop.order.cancel'),
        cancelText: t('shop.order.keep'),
      }))
    )
      return;
    const res = await commitCancel({ variables: { input: { orderId } } });
    toastOutcome(res, { message: t('orders.cancelled'), type: 'success' });
  };
  /** Resolves with the message to show in the refund sheet, null once the refund is applied. */
  const refund = async (reason: string): Promise<string | null> => {
    const res = await commitRefund({ variables: { input: { orderId, reason } } });
    if (!res) return t('common.loadFailed');
    const first = res.errors[0];
    if (first) return first.message;
    showToast({ message: t('shop.order.refundApplied'), type: 'success' });
    return null;
  };
  return { cancel, cancelling, refund, refunding };
}
