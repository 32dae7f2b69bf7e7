import { graphql } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { toastOutcome, useGraphMutation } from '../../relay/useGraphMutation';
import { requireLogin } from '../../session/loginGate';
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
        ...useGraphMutation_error
      }
    }
  }
`;

/** "Remind me" of a timed route: login gate → setRouteReminder (optimistically REMINDED) → toast. */
export function useSetRouteReminder(): [(routeId: string) => Promise<void>, boolean] {
  const { t } = useTranslation();
  const [commit, pending] = useGraphMutation<useSetRouteReminderMutation>(mutation);
  const remind = async (routeId: string) => {
    if (pending || !(await requireLogin())) return;
    const res = await commit({
      variables: { input: { routeId } },
      optimisticResponse: { setRouteReminder: { route: { id: routeId, reminded: true, saleButton: 'REMINDED' }, errors: [] } },
    });
    toastOutcome(res, { message: t('reservations.routes.reminderSet'), type: 'success' });
  };
  return [remind, pending];
}
