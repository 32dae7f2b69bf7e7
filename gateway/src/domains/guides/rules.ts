import type { Gender, TourGuideLevel } from '../../generated/resolvers-types.ts';
import { codePointLength } from '../../core/validation.ts';
import { inputError } from '../../core/user-errors.ts';
import type { UserErrorSource } from '../../core/user-errors.ts';

/** The longest keyword a guide search takes (a name or a certificate number fits with room to spare). */
export const GUIDE_KEYWORD_MAX = 20;

const LEVELS: readonly TourGuideLevel[] = ['JUNIOR', 'INTERMEDIATE', 'SENIOR', 'SPECIAL'];

/** The upstream's level code → the enum; null for one the gateway does not know. */
export function guideLevel(value: unknown): TourGuideLevel | null {
  return LEVELS.find((l) => l === value) ?? null;
}

/** Gender ↔ the upstream's sex ("1" male, "2" female), the one place the pairs are written. */
export const SEX_OF_GENDER: Readonly<Record<Gender, '1' | '2'>> = { MALE: '1', FEMALE: '2' };

export function genderOfSex(value: unknown): Gender | null {
  const text = String(value ?? '');
  return text === '1' ? 'MALE' : text === '2' ? 'FEMALE' : null;
}

/** The search's keyword, trimmed, or why it is refused (before any upstream call). */
export function checkGuideKeyword(raw: string | null | undefined): { keyword: string; errors: UserErrorSource[] } {
  const keyword = (raw ?? '').trim();
  return codePointLength(keyword) > GUIDE_KEYWORD_MAX
    ? { keyword, errors: [inputError('GUIDE_KEYWORD_TOO_LONG', 'keyword', GUIDE_KEYWORD_MAX)] }
    : { keyword, errors: [] };
}
