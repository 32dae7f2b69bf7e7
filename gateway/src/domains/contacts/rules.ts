/**
 * The regular contacts' rules: the cap, the upstream's certificate codes, and the checks of a
 * contact's fields before anything goes upstream (the number by core/identity.ts).
 */
import type { CertificateKind, CertificateProblem } from '../../core/identity.ts';
import { certificateProblem, normaliseCertificateNumber } from '../../core/identity.ts';
import { CONTACT_NAME_MAX } from '../../core/limits.ts';
import { chinaDay } from '../../core/time.ts';
import { codePointLength, validatePhone } from '../../core/validation.ts';
import { inputError } from '../../core/user-errors.ts';
import type { UserErrorCode, UserErrorSource } from '../../core/user-errors.ts';

/** The most regular contacts a user keeps. */
export const CONTACTS_MAX = 20;

/** The upstream's certificate type codes (API.md "Regular contacts"). */
const UPSTREAM_CODES: Readonly<Record<CertificateKind, string>> = {
  ID_CARD: '1',
  PASSPORT: '2',
  HONG_KONG_MACAU_PASS: '3',
  TAIWAN_PASS: '4',
  FOREIGN_PERMANENT_RESIDENT: '5',
};

export function upstreamCertType(kind: CertificateKind): string {
  return UPSTREAM_CODES[kind];
}

/** A certificate kind from the upstream's code; null for a code it does not know. */
export function certificateKindOf(code: unknown): CertificateKind | null {
  const entry = Object.entries(UPSTREAM_CODES).find(([, c]) => c === String(code ?? ''));
  return entry ? (entry[0] as CertificateKind) : null;
}

const PROBLEM_CODES: Readonly<Record<CertificateProblem, UserErrorCode>> = {
  REQUIRED: 'CONTACT_CERTIFICATE_NUMBER_REQUIRED',
  FORMAT: 'CONTACT_CERTIFICATE_NUMBER_FORMAT',
  CHECKSUM: 'CONTACT_CERTIFICATE_NUMBER_CHECKSUM',
  BIRTH_DATE: 'CONTACT_CERTIFICATE_BIRTH_DATE',
};

/** Control characters (a name is one line of visible text). */
const CONTROL = /\p{Cc}/u;

export function validateContactName(name: string): UserErrorSource[] {
  const n = name.trim();
  if (n === '') return [inputError('CONTACT_NAME_REQUIRED', 'name')];
  if (CONTROL.test(n)) return [inputError('CONTACT_NAME_INVALID', 'name')];
  if (codePointLength(n) > CONTACT_NAME_MAX) return [inputError('CONTACT_NAME_TOO_LONG', 'name', CONTACT_NAME_MAX)];
  return [];
}

/** A (normalised) number of `kind` checked on `now`'s China day: the error on `field` (`certificateNumber`), if any. */
export function validateCertificateNumber(
  kind: CertificateKind,
  number: string,
  now: number,
  field = 'certificateNumber',
): UserErrorSource[] {
  const problem = certificateProblem(kind, number, chinaDay(now));
  return problem ? [inputError(PROBLEM_CODES[problem], field)] : [];
}

/** The fields of a new contact, all at once. */
export function validateNewContact(
  input: { name: string; certificateType?: CertificateKind | null; certificateNumber: string; phone: string },
  now: number,
): UserErrorSource[] {
  const number = normaliseCertificateNumber(input.certificateNumber);
  return [
    ...validateContactName(input.name),
    ...(input.certificateType
      ? validateCertificateNumber(input.certificateType, number, now)
      : [inputError('CONTACT_CERTIFICATE_TYPE_REQUIRED', 'certificateType')]),
    ...validatePhone(input.phone, 'phone'),
  ];
}
