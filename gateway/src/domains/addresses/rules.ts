import { PHONE_DIGITS } from '../../core/limits.ts';
import { codePointLength } from '../../core/validation.ts';
import { inputError } from '../../core/user-errors.ts';
import type { UserErrorSource } from '../../core/user-errors.ts';
import type { ShippingAddressInput, ShippingAddressTag } from '../../generated/resolvers-types.ts';

/**
 * The shipping address rules, computed here once. Limits are the gateway's (the spec shows
 * none); clients read them from `inputLimits`.
 */
export const ADDRESS_LIMITS = {
  shippingAddressReceiverMaxLength: 20,
  shippingAddressDetailMaxLength: 100,
  postcodeDigits: 6,
  shippingAddressMaxCount: 20,
} as const;

/** "A correct mobile number": 11 digits, the first a 1 (every mainland mobile number). */
const MOBILE = new RegExp(`^1\\d{${PHONE_DIGITS - 1}}$`);
const POSTCODE = new RegExp(`^\\d{${ADDRESS_LIMITS.postcodeDigits}}$`);

const TAGS: readonly ShippingAddressTag[] = ['HOME', 'COMPANY', 'SCHOOL'];

/** The upstream's tag → the enum (anything else: none). */
export function addressTag(value: unknown): ShippingAddressTag | null {
  return TAGS.find((t) => t === value) ?? null;
}

/** A text field: required (its own prompt) and at most `max` characters. */
function requiredText(value: string | null | undefined, field: string, required: UserErrorSource['code'], max: number): UserErrorSource[] {
  const text = (value ?? '').trim();
  if (text === '') return [inputError(required, field)];
  if (codePointLength(text) > max) return [inputError('ADDRESS_TEXT_TOO_LONG', field, max)];
  return [];
}

/**
 * Every reason an address is refused, in the form's order, all at once, before any upstream
 * call; `regionCodes` are the county-level regions an address of the site may be in; a change
 * (`keepsPhone`) may leave the phone out to keep the one stored.
 */
export function validateAddress(input: ShippingAddressInput, regionCodes: readonly string[], keepsPhone = false): UserErrorSource[] {
  const errors: UserErrorSource[] = [];
  errors.push(
    ...requiredText(input.receiverName, 'receiverName', 'ADDRESS_RECEIVER_REQUIRED', ADDRESS_LIMITS.shippingAddressReceiverMaxLength),
  );
  const phone = (input.phone ?? '').trim();
  if (!(keepsPhone && phone === '') && !MOBILE.test(phone)) errors.push(inputError('PHONE_INVALID', 'phone'));
  const region = (input.regionCode ?? '').trim();
  if (region === '') errors.push(inputError('ADDRESS_REGION_REQUIRED', 'regionCode'));
  else if (!regionCodes.includes(region)) errors.push(inputError('ADDRESS_REGION_INVALID', 'regionCode'));
  errors.push(...requiredText(input.detail, 'detail', 'ADDRESS_DETAIL_REQUIRED', ADDRESS_LIMITS.shippingAddressDetailMaxLength));
  const postcode = (input.postcode ?? '').trim();
  if (postcode !== '' && !POSTCODE.test(postcode)) errors.push(inputError('ADDRESS_POSTCODE_INVALID', 'postcode'));
  return errors;
}

/** The cap: adding one more than `shippingAddressMaxCount` is refused. */
export function capError(count: number): UserErrorSource | null {
  const max = ADDRESS_LIMITS.shippingAddressMaxCount;
  return count >= max ? inputError('ADDRESS_LIMIT_REACHED', null, max) : null;
}
