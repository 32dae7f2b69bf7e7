import type { NavigateFunction } from 'react-router-dom';
import type { UserError } from '../../relay/useGraphMutation';
import type { OrderForm } from '../../widgets/booking/OrderForm';

/**
 * What a booking's payload leads to: its success page, or its refusals shown where they belong
 * (the contact's under its fields, any other as the form's error), in the gateway's words.
 */
export function handleGuideBooking(
  payload: {
    readonly order: { readonly guideBooking: { readonly successPath: string } | null | undefined } | null | undefined;
    readonly errors: ReadonlyArray<UserError>;
  } | null,
  form: OrderForm,
  navigate: NavigateFunction,
): void {
  if (!payload) return;
  const successPath = payload.order?.guideBooking?.successPath;
  if (successPath && payload.errors.length === 0) {
    navigate(successPath, { replace: true });
    return;
  }
  const name = payload.errors.find((e) => e.field === 'contactName');
  const phone = payload.errors.find((e) => e.field === 'contactPhone');
  if (name || phone) form.setErrors({ name: name?.message, phone: phone?.message });
  const other = payload.errors.find((e) => e.field !== 'contactName' && e.field !== 'contactPhone');
  form.setFormError(other?.message ?? null);
}
