/**
 * THE rules of signing a line order's travel contract the gateway owns: the contract's status
 * and what it allows, and the signing's own checks (name, the ID number's checksum, the
 * agreement, the traveller on the contract) before any upstream call.
 */
import { idCardProblem, normaliseCertificateNumber } from '../../core/identity.ts';
import { int, text } from '../../core/normalise.ts';
import { inputError, type UserErrorSource } from '../../core/user-errors.ts';
import type { LineContractStatus, SignLineContractInput } from '../../generated/resolvers-types.ts';
import { VERIFICATION_LIMITS } from '../verification/index.ts';
import type { LineContractRow } from './types.ts';

/** A line order's upstream id. */
export const ORDER_ID = /^\d{1,15}$/;

/** The upstream's status → the contract's. */
export function contractStatus(row: LineContractRow): LineContractStatus {
  switch (int(row.status)) {
    case 1:
      return 'SIGNED';
    case 2:
      return 'VOID';
    default:
      return 'UNSIGNED';
  }
}

export const canSign = (row: LineContractRow) => contractStatus(row) === 'UNSIGNED';

/** Names compare without spaces and case (a Latin name typed as "li rong"). */
const nameKey = (name: string) => name.replace(/\s+/g, '').toLowerCase();

/**
 * Whether the name and number can be the contract's traveller's: the name as on it and the
 * number agreeing with its masked one (the upstream compares the whole number). A contract made
 * without a traveller takes the signer's.
 */
export function matchesTraveller(row: LineContractRow, name: string, idNumber: string): boolean {
  const onName = text(row.travellerName) ?? '';
  const masked = text(row.travellerIdNumber) ?? '';
  if (onName !== '' && nameKey(onName) !== nameKey(name)) return false;
  if (masked === '') return true;
  return masked.length === idNumber.length && idNumber.startsWith(masked.slice(0, 3)) && idNumber.endsWith(masked.slice(-4));
}

/** The signing's name and number as they go upstream, or every problem on its field. `today` is `yyyy-MM-dd` in China. */
export function validateSigning(
  input: SignLineContractInput,
  today: string,
): { name: string; idNumber: string; errors: UserErrorSource[] } {
  const errors: UserErrorSource[] = [];
  const name = input.name.trim();
  const max = VERIFICATION_LIMITS.verificationNameMaxLength;
  if (name === '') errors.push(inputError('LINE_CONTRACT_NAME_REQUIRED', 'name'));
  else if (Array.from(name).length > max) errors.push(inputError('LINE_CONTRACT_NAME_TOO_LONG', 'name', max));
  const idNumber = normaliseCertificateNumber(input.idNumber);
  if (idCardProblem(idNumber, today)) errors.push(inputError('LINE_CONTRACT_ID_NUMBER_INVALID', 'idNumber'));
  if (!input.agreed) errors.push(inputError('LINE_CONTRACT_NOT_AGREED', 'agreed'));
  if (!input.signatureId?.trim()) errors.push(inputError('LINE_CONTRACT_SIGNATURE_REQUIRED', 'signatureId'));
  return { name, idNumber, errors };
}
