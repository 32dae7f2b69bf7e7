/**
 * The user's profile: what an update call may change (only the fields it sends), the service's
 * own backstop checks of those values (the gateway checks first, with the wording users see),
 * and how the ID number is kept (SM4-encrypted at rest) and shown (masked).
 */
import { sm4Decrypt, sm4Encrypt } from '../../crypto/sm4.ts';
import type { ProfileColumn, UserRow } from './store.ts';
import { TEXTS } from './texts.ts';

/** The longest nickname the service stores. */
const NICKNAME_MAX = 64;
/** The longest of the other profile texts the service stores. */
const TEXT_MAX = 200;

/** The update call's parameters and the column each one writes (the ID number and the real name go apart). */
const TEXT_FIELDS: ReadonlyArray<readonly [param: string, column: ProfileColumn]> = [
  ['signature', 'signature'],
  ['email', 'email'],
  ['schoolName', 'school_name'],
  ['companyName', 'company_name'],
  ['regionCode', 'region_code'],
  ['address', 'address'],
];

/** The parameters an update sent (a parameter absent is left unchanged; one sent empty is cleared). */
export type SentFields = (name: string) => string | undefined;

/** "510104199003071234" → "5101**********1234". */
export function maskIdNumber(number: string): string {
  return number.length > 8 ? `${number.slice(0, 4)}${'*'.repeat(number.length - 8)}${number.slice(-4)}` : '*'.repeat(number.length);
}

/** The user's ID number in plain ('' when none), for the answer's mask. */
export function idNumberOf(user: UserRow): string {
  return user.id_card_sm4 ? (sm4Decrypt(user.id_card_sm4) ?? '') : '';
}

/** The ID number and real name of an update: both or neither; the number arrives SM4-encrypted. */
function identityChanges(sent: SentFields): Partial<Record<ProfileColumn, string>> | string {
  const sealed = sent('idCard');
  const realName = sent('realName')?.trim();
  if (sealed === undefined) return realName === undefined ? {} : { real_name: realName };
  if (sealed.trim() === '') return { id_card_sm4: '', real_name: realName ?? '' };
  const number = (sm4Decrypt(sealed) ?? '').toUpperCase();
  if (!/^\d{17}[\dX]$/.test(number)) return TEXTS.badIdCard;
  if (!realName) return TEXTS.realNameRequired;
  if (realName.length > TEXT_MAX) return TEXTS.textTooLong;
  return { id_card_sm4: sm4Encrypt(number), real_name: realName };
}

/** The columns an update call changes, or the refusal's message when a value is obviously bad. */
export function profileChanges(sent: SentFields): Partial<Record<ProfileColumn, string>> | string {
  const changes: Partial<Record<ProfileColumn, string>> = {};
  const nickname = sent('nickName')?.trim();
  if (nickname !== undefined) {
    if (nickname === '') return TEXTS.nicknameRequired;
    if ([...nickname].length > NICKNAME_MAX) return TEXTS.textTooLong;
    changes.nickname = nickname;
  }
  for (const [param, column] of TEXT_FIELDS) {
    const value = sent(param)?.trim();
    if (value === undefined) continue;
    if ([...value].length > TEXT_MAX) return TEXTS.textTooLong;
    changes[column] = value;
  }
  if (changes.email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(changes.email)) return TEXTS.badEmail;
  if (changes.region_code && !/^\d{6}(\d{6})?$/.test(changes.region_code)) return TEXTS.badRegion;
  const identity = identityChanges(sent);
  return typeof identity === 'string' ? identity : { ...changes, ...identity };
}
