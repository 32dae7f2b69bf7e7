import { graphql } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { useShopOrderActionsCancelMutation } from '../../__generated__/useShopOrderActionsCancelMutation.graphql';
import { toastOutcome, useGraphMutation } from '../../relay/useGraphMutation';
import { confirmDialog } from '../../env/dialog';

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

/** Cancel (while awaiting payment) of a shop order; the payload's order updates the card. */
export function useShopOrderActions(orderId: string) {
  const { t } = useTranslation();
  const [commitCancel, cancelling] = useGraphMutation<useShopOrderActionsCancelMutation>(cancelMutation);
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
  return { cancel, cancelling };
}
