import { graphql, useMutation } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { userErrorMessage } from '../../relay/errors';
import { requireLogin } from '../../session/loginGate';
import { showToast } from '../../shell/toast';
import type { useSetRouteReminderMutation } from '../../__generated__/useSetRouteReminderMutation.graphql';

const mutation = graphql`
  mutation useSetRouteReminderMutation($input: SetRouteReminderInput!) @raw_response_type {
    setRouteReminder(input: $input) {
      route {
        id
        reminded
        saleButton
      }
      errors {
        code
        message
        limit
      }
    }
  }
`;

/** "Remind me" of a timed route: login gate → setRouteReminder (optimistically REMINDED) → toast. */
export function useSetRouteReminder(): [(routeId: string) => Promise<void>, boolean] {
  const { t } = useTranslation();
  const [commit, pending] = useMutation<useSetRouteReminderMutation>(mutation);
  const remind = async (routeId: string) => {
    if (pending || !(await requireLogin())) return;
    commit({
      variables: { input: { routeId } },
      optimisticResponse: { setRouteReminder: { route: { id: routeId, reminded: true, saleButton: 'REMINDED' }, errors: [] } },
      onCompleted: (res) => {
        const first = res.setRouteReminder.errors[0];
        if (first) showToast({ message: userErrorMessage(first) });
        else showToast({ message: t('orders.routes.reminderSet'), type: 'success' });
      },
    });
  };
  return [remind, pending];
}
