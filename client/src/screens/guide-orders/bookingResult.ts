import type { NavigateFunction } from 'react-router-dom';
import type { UserError } from '../../relay/useGraphMutation';
import type { OrderForm } from '../../widgets/booking/OrderForm';

/** A field of the screen's own, beside the contact's: its refusal shows under it (null clears it). */
export interface OwnField {
  field: string;
  show(message: string | null): void;
}

/**
 * What a booking's payload leads to: its success page, or its refusals shown where they belong
 * (the contact's under its fields, `own`'s under the screen's own field, any other as the form's
 * error), in the gateway's words.
 */
export function handleGuideBooking(
  payload: {
    readonly order: { readonly guideBooking: { readonly successPath: string } | null | undefined } | null | undefined;
    readonly errors: ReadonlyArray<UserError>;
  } | null,
  form: OrderForm,
  navigate: NavigateFunction,
  own?: OwnField,
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
  own?.show(payload.errors.find((e) => e.field === own.field)?.message ?? null);
  const placed = new Set(['contactName', 'contactPhone', own?.field]);
  const other = payload.errors.find((e) => !placed.has(e.field ?? undefined));
  form.setFormError(other?.message ?? null);
}
