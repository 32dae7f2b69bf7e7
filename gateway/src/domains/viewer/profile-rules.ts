/**
 * The profile's rules, computed here once: the limits of each field (published through
 * `inputLimits`; clients read them from there) and the checks an update passes BEFORE it goes
 * upstream, each refusal with its own code on its own field.
 */
import { idCardProblem, normaliseCertificateNumber } from '../../core/identity.ts';
import { inputError } from '../../core/user-errors.ts';
import type { UserErrorSource } from '../../core/user-errors.ts';
import { codePointLength } from '../../core/validation.ts';
import type { UpdateProfileInput } from '../../generated/resolvers-types.ts';

export const PROFILE_LIMITS = {
  profileNicknameMaxLength: 20,
  profileSignatureMaxLength: 60,
  profileEmailMaxLength: 64,
  profileSchoolMaxLength: 50,
  profileCompanyMaxLength: 50,
  profileRealNameMaxLength: 20,
  profileAddressMaxLength: 100,
} as const;

const L = PROFILE_LIMITS;

/** Line breaks, tabs and the other control characters (C0, DEL, C1): never part of a name. */
const CONTROL = /\p{Cc}/u;
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** The update's fields as they go upstream (trimmed; the ID number normalised); absent ones stay as they are. */
export interface ProfileChanges {
  nickName?: string;
  signature?: string;
  email?: string;
  schoolName?: string;
  companyName?: string;
  realName?: string;
  idNumber?: string;
  regionCode?: string;
  address?: string;
}

/** A trimmed optional text, undefined when not given. */
const given = (value: string | null | undefined) => (value === null || value === undefined ? undefined : value.trim());

function tooLong(value: string | undefined, max: number, code: UserErrorSource['code'], field: string): UserErrorSource[] {
  return value !== undefined && codePointLength(value) > max ? [inputError(code, field, max)] : [];
}

function nicknameErrors(nickname: string | undefined): UserErrorSource[] {
  if (nickname === undefined) return [];
  if (nickname === '') return [inputError('PROFILE_NICKNAME_REQUIRED', 'nickname')];
  if (CONTROL.test(nickname)) return [inputError('PROFILE_NICKNAME_INVALID', 'nickname')];
  return tooLong(nickname, L.profileNicknameMaxLength, 'PROFILE_NICKNAME_TOO_LONG', 'nickname');
}

function emailErrors(email: string | undefined): UserErrorSource[] {
  if (email === undefined || email === '') return [];
  const fine = codePointLength(email) <= L.profileEmailMaxLength && EMAIL.test(email);
  return fine ? [] : [inputError('PROFILE_EMAIL_INVALID', 'email', L.profileEmailMaxLength)];
}

const ID_PROBLEM_CODES = {
  REQUIRED: 'PROFILE_ID_NUMBER_INVALID',
  FORMAT: 'PROFILE_ID_NUMBER_INVALID',
  BIRTH_DATE: 'PROFILE_ID_NUMBER_BIRTH_DATE',
  CHECKSUM: 'PROFILE_ID_NUMBER_CHECKSUM',
} as const;

/** The ID number and the real name: a number needs the name with it; "" clears both. */
function identityErrors(idNumber: string | undefined, realName: string | undefined, today: string): UserErrorSource[] {
  const errors = tooLong(realName, L.profileRealNameMaxLength, 'PROFILE_REAL_NAME_TOO_LONG', 'realName');
  if (idNumber === undefined || idNumber === '') return errors;
  const problem = idCardProblem(idNumber, today);
  if (problem) errors.push(inputError(ID_PROBLEM_CODES[problem], 'idNumber'));
  if (!realName) errors.push(inputError('PROFILE_REAL_NAME_REQUIRED', 'realName'));
  return errors;
}

/**
 * The update's changes and every reason to refuse it (all at once). `today` is `yyyy-MM-dd` in
 * China (an ID number's birth date must be past); the region is checked against the site's
 * regions by the caller (`PROFILE_REGION_UNKNOWN`).
 */
export function profileChanges(input: UpdateProfileInput, today: string): { changes: ProfileChanges; errors: UserErrorSource[] } {
  const idNumber = input.idNumber === null || input.idNumber === undefined ? undefined : normaliseCertificateNumber(input.idNumber);
  const changes: ProfileChanges = {
    nickName: given(input.nickname),
    signature: given(input.signature),
    email: given(input.email),
    schoolName: given(input.schoolName),
    companyName: given(input.companyName),
    realName: given(input.realName),
    idNumber,
    regionCode: given(input.regionCode),
    address: given(input.address),
  };
  const errors = [
    ...nicknameErrors(changes.nickName),
    ...tooLong(changes.signature, L.profileSignatureMaxLength, 'PROFILE_SIGNATURE_TOO_LONG', 'signature'),
    ...emailErrors(changes.email),
    ...tooLong(changes.schoolName, L.profileSchoolMaxLength, 'PROFILE_SCHOOL_TOO_LONG', 'schoolName'),
    ...tooLong(changes.companyName, L.profileCompanyMaxLength, 'PROFILE_COMPANY_TOO_LONG', 'companyName'),
    ...identityErrors(idNumber, changes.realName, today),
    ...tooLong(changes.address, L.profileAddressMaxLength, 'PROFILE_ADDRESS_TOO_LONG', 'address'),
  ];
  return { changes, errors };
}
