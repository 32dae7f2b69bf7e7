import type { UserError } from '../../relay/useGraphMutation';
import { showToast } from '../../env/toast';

/**
 * A mutation's refusals placed by field (the gateway's words, already in the UI language): each
 * input shows its own under it; the refusals about no field (or a field the form does not show)
 * are told in a toast. True when there was none.
 */
export function placeErrors(
  errors: ReadonlyArray<UserError>,
  shown: readonly string[],
  set: (byField: Record<string, string>) => void,
): boolean {
  const byField: Record<string, string> = {};
  const general: string[] = [];
  for (const e of errors) {
    const field = e.field && shown.includes(e.field) ? e.field : null;
    if (field) byField[field] ??= e.message;
    else general.push(e.message);
  }
  set(byField);
  if (general.length > 0) showToast({ message: general[0]!, type: 'error' });
  return errors.length === 0;
}

/** A refusal or a success in a toast; true on success. */
export function toastErrors(errors: ReadonlyArray<UserError> | undefined, success: string): boolean {
  if (!errors) return false;
  const first = errors[0];
  showToast(first ? { message: first.message, type: 'error' } : { message: success, type: 'success' });
  return !first;
}
