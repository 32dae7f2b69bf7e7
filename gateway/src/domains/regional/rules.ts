import type { HealthCodeColor, ServicePage } from '../../generated/resolvers-types.ts';
import { inputError, type UserErrorSource } from '../../core/user-errors.ts';

/** The regional pack's input limits (InputLimits). */
export const REGIONAL_LIMITS = { regionalChannelCodeMaxLength: 32 } as const;

const CODE_SHAPE = /^[A-Za-z0-9_-]+$/;

/** A channel code's shape: required, at most the limit, letters, digits, `-` and `_`. */
export function validateChannelCode(raw: string): { code: string; errors: UserErrorSource[] } {
  const code = raw.trim();
  if (code === '') return { code, errors: [inputError('REGIONAL_CHANNEL_REQUIRED', 'code')] };
  if (code.length > REGIONAL_LIMITS.regionalChannelCodeMaxLength || !CODE_SHAPE.test(code))
    return { code, errors: [inputError('REGIONAL_CHANNEL_INVALID', 'code', REGIONAL_LIMITS.regionalChannelCodeMaxLength)] };
  return { code, errors: [] };
}

const COLORS: readonly HealthCodeColor[] = ['GREEN', 'YELLOW', 'RED'];

/** The upstream's colour; null for anything else (the code is not shown rather than guessed). */
export function healthCodeColor(value: unknown): HealthCodeColor | null {
  return COLORS.find((c) => c === value) ?? null;
}

/** ServicePage ↔ the upstream's menu location of the page (the one place the pairs are written). */
export const SERVICE_PAGE_LOCATIONS: Readonly<Record<ServicePage, string>> = {
  CONFIGURE_SERVICE: 'CONFIGURE_SERVICE',
  GS_SERVICE: 'GS_SERVICE',
};
