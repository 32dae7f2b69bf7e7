import type { NavigateFunction } from 'react-router-dom';
import type { UserError } from '../../relay/useGraphMutation';
import type { ContactErrors } from '../../widgets/booking/ContactFields';
import type { integrity_eligibility$key } from '../../__generated__/integrity_eligibility.graphql';
import { runIntegrityCheck } from './integrity';

/** What the booking mutations' payloads share (bookActivity, bookRoomSlots, reserveDay). */
export interface BookingPayload {
  readonly order?: { readonly orderCode: string } | null;
  readonly eligibility?: integrity_eligibility$key | null;
  readonly errors: ReadonlyArray<UserError>;
}

/**
 * A booking payload on an order form: INTEGRITY_REFUSED with the eligibility → the integrity dialogs;
 * another error → its message (inline under the contact field when `contactFieldErrors`
 * and the error names contactName / contactPhone, else above the submit bar); an order → its
 * success page (`successBase`/orderCode), replacing the form.
 */
export async function handleBookingResult(
  res: BookingPayload | null,
  form: { setErrors(errors: ContactErrors): void; setFormError(message: string): void },
  navigate: NavigateFunction,
  { successBase, contactFieldErrors = false }: { successBase: string; contactFieldErrors?: boolean },
): Promise<void> {
  if (!res) return; // the request failed: the network layer said why
  const first = res.errors[0];
  if (first) {
    if (first.code === 'INTEGRITY_REFUSED' && res.eligibility) {
      await runIntegrityCheck(res.eligibility);
      return;
    }
    if (contactFieldErrors && first.field === 'contactName') form.setErrors({ name: first.message });
    else if (contactFieldErrors && first.field === 'contactPhone') form.setErrors({ phone: first.message });
    else form.setFormError(first.message);
    return;
  }
  if (res.order) navigate(`${successBase}/${encodeURIComponent(res.order.orderCode)}`, { replace: true });
}
