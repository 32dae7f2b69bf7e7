/**
 * Identity documents: the kinds a person proves who they are with, how each number is written,
 * the checks a number must pass before it goes upstream, and how it is shown once stored (never in
 * full). The profile's ID number, the regular contacts and real-name verification all check and
 * mask numbers here, and every phone shown back to its owner is masked here.
 */

/** The documents a visitor can be registered with. */
export const CERTIFICATE_KINDS = [
  /** Resident identity card of the mainland (18 characters, checksum and birth date). */
  'ID_CARD',
  /** A passport of any country. */
  'PASSPORT',
  /** Mainland travel permit for Hong Kong and Macau residents (H or M, then 8 or 10 digits). */
  'HONG_KONG_MACAU_PASS',
  /** Mainland travel permit for Taiwan residents (8 or 10 digits). */
  'TAIWAN_PASS',
  /** Foreigner's permanent residence identity card (2017: 3 letters and 12 digits; 2023: 18 characters starting with 9). */
  'FOREIGN_PERMANENT_RESIDENT',
] as const;

export type CertificateKind = (typeof CERTIFICATE_KINDS)[number];

/** Why a document number was refused. */
export type CertificateProblem = 'REQUIRED' | 'FORMAT' | 'CHECKSUM' | 'BIRTH_DATE';

/** The province-level codes a mainland ID number starts with (81, 82, 83: residence permits of Hong Kong, Macau, Taiwan residents). */
const PROVINCES = new Set([
  '11',
  '12',
  '13',
  '14',
  '15',
  '21',
  '22',
  '23',
  '31',
  '32',
  '33',
  '34',
  '35',
  '36',
  '37',
  '41',
  '42',
  '43',
  '44',
  '45',
  '46',
  '50',
  '51',
  '52',
  '53',
  '54',
  '61',
  '62',
  '63',
  '64',
  '65',
  '71',
  '81',
  '82',
  '83',
]);

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK_CHARS = '10X98765432';

/** A number as it is kept and compared: spaces removed, letters upper case. */
export function normaliseCertificateNumber(raw: string): string {
  return raw.replace(/\s+/g, '').toUpperCase();
}

/** The check character of the first 17 characters of an 18-character number (ISO 7064 MOD 11-2). */
export function idCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += Number(first17[i]) * (WEIGHTS[i] ?? 0);
  return CHECK_CHARS[sum % 11] ?? '';
}

/** `yyyymmdd` as a real calendar day from 1900-01-01 up to `today` (`yyyy-MM-dd`); false otherwise. */
function isPastBirthDate(yyyymmdd: string, today: string): boolean {
  const y = Number(yyyymmdd.slice(0, 4));
  const m = Number(yyyymmdd.slice(4, 6));
  const d = Number(yyyymmdd.slice(6, 8));
  if (y < 1900 || m < 1 || m > 12 || d < 1) return false;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return false;
  return `${yyyymmdd.slice(0, 4)}-${yyyymmdd.slice(4, 6)}-${yyyymmdd.slice(6, 8)}` <= today;
}

/** A mainland ID number (normalised): null when valid, else why not. `today` is `yyyy-MM-dd` in China. */
export function idCardProblem(number: string, today: string): CertificateProblem | null {
  if (number === '') return 'REQUIRED';
  if (!/^\d{17}[\dX]$/.test(number) || !PROVINCES.has(number.slice(0, 2))) return 'FORMAT';
  if (!isPastBirthDate(number.slice(6, 14), today)) return 'BIRTH_DATE';
  return idCheckChar(number) === number[17] ? null : 'CHECKSUM';
}

/** A document number (normalised) of `kind`: null when valid, else why not. `today` is `yyyy-MM-dd` in China. */
export function certificateProblem(kind: CertificateKind, number: string, today: string): CertificateProblem | null {
  if (number === '') return 'REQUIRED';
  switch (kind) {
    case 'ID_CARD':
      return idCardProblem(number, today);
    case 'PASSPORT':
      return /^[A-Z0-9]{5,17}$/.test(number) ? null : 'FORMAT';
    case 'HONG_KONG_MACAU_PASS':
      return /^[HM]\d{8}(\d{2})?$/.test(number) ? null : 'FORMAT';
    case 'TAIWAN_PASS':
      return /^\d{8}(\d{2})?$/.test(number) ? null : 'FORMAT';
    case 'FOREIGN_PERMANENT_RESIDENT':
      if (/^[A-Z]{3}\d{12}$/.test(number)) return null;
      if (!/^9\d{16}[\dX]$/.test(number)) return 'FORMAT';
      return idCheckChar(number) === number[17] ? null : 'CHECKSUM';
  }
}

/**
 * How a stored number is shown: the first and last characters kept, the rest starred
 * (`1101**********123X` for an ID number, `E1*****78` for a passport). Short numbers keep less.
 */
export function maskCertificateNumber(number: string): string {
  const chars = Array.from(number);
  if (chars.length <= 2) return '*'.repeat(chars.length);
  const keep = chars.length >= 15 ? 4 : chars.length >= 7 ? 2 : 1;
  return `${chars.slice(0, keep).join('')}${'*'.repeat(chars.length - 2 * keep)}${chars.slice(-keep).join('')}`;
}

/** A person's name shown to others: the first character kept (`张*`, `J***`). */
export function maskPersonName(name: string): string {
  const chars = Array.from(name.trim());
  if (chars.length === 0) return '';
  return `${chars[0]}${'*'.repeat(Math.max(1, chars.length - 1))}`;
}

/** `139****0013`: a phone shown back to its owner, masked as the personal centre shows it. */
export function maskPhone(phone: string | null): string | null {
  if (!phone) return null;
  return /^\d{11}$/.test(phone) ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone;
}
