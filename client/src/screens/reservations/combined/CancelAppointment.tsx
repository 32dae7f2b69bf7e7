import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { CircleX } from 'lucide-react';
import type { CancelAppointment_appointment$key } from '../../../__generated__/CancelAppointment_appointment.graphql';
import type { CancelAppointmentMutation } from '../../../__generated__/CancelAppointmentMutation.graphql';
import { confirmDialog } from '../../../env/dialog';
import { showToast } from '../../../env/toast';
import { useGraphMutation } from '../../../relay/useGraphMutation';
import { Spinner } from '../../../shell/StateViews';
import './combined.css';

const mutation = graphql`
  mutation CancelAppointmentMutation($input: CancelAppointmentInput!) {
    cancelAppointment(input: $input) {
      errors {
        ...useGraphMutation_error
      }
      blockedVouchers {
        placeName
        voucher {
          id
        }
        reason {
          message
        }
      }
      appointment {
        ...CancelAppointment_appointment
        vouchers {
          id
          status
          canCancel
          cancelPath
          cancelledPath
        }
      }
    }
  }
`;

interface Blocked {
  id: string;
  placeName: string;
  reason: string;
}

/**
 * Cancelling a combined appointment whole (every voucher or none), from its result page and from
 * each of its vouchers' pages: the button while a voucher is not yet cancelled, a confirm, then
 * what happened, or which vouchers kept it (by their cancel rules, the graph's) and why.
 */
export function CancelAppointment({ appointment }: { appointment: CancelAppointment_appointment$key }) {
  const { t } = useTranslation();
  const a = useFragment(
    graphql`
      fragment CancelAppointment_appointment on Appointment {
        id
        canCancel
        cancelled
      }
    `,
    appointment,
  );
  const [commit, pending] = useGraphMutation<CancelAppointmentMutation>(mutation);
  const [blocked, setBlocked] = useState<Blocked[]>([]);
  const [error, setError] = useState<string | null>(null);
  const cancel = async () => {
    if (pending) return;
    const ok = await confirmDialog({
      title: t('reservations.combined.cancelTitle'),
      message: t('reservations.combined.cancelConfirm'),
      confirmText: t('reservations.combined.cancelWhole'),
    });
    if (!ok) return;
    const payload = await commit({ variables: { input: { appointmentId: a.id } } });
    if (!payload) return;
    setBlocked(payload.blockedVouchers.map((b) => ({ id: b.voucher.id, placeName: b.placeName, reason: b.reason.message })));
    setError(payload.errors[0]?.message ?? null);
    if (payload.errors.length === 0) showToast(t('reservations.combined.cancelledWhole'));
  };
  return (
    <section className="ap-card ap-cancel" data-testid="appointment-cancel" data-can-cancel={a.canCancel}>
      {a.cancelled && (
        <p className="ap-cancel__state" data-testid="appointment-cancelled">
          <CircleX size={18} aria-hidden /> {t('reservations.combined.cancelledWhole')}
        </p>
      )}
      {!a.cancelled && (
        <button
          type="button"
          className="ap-cancel__button"
          onClick={() => void cancel()}
          disabled={pending}
          data-testid="cancel-appointment"
        >
          {pending ? <Spinner /> : t('reservations.combined.cancelWhole')}
        </button>
      )}
      {error && (
        <div className="form-error" role="alert" data-testid="appointment-cancel-error">
          <p>{error}</p>
          {blocked.length > 0 && (
            <ul className="ap-cancel__blocked">
              {blocked.map((b) => (
                <li key={b.id} data-testid="appointment-blocked">
                  <strong>{b.placeName}</strong> {b.reason}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}
