/**
 * The rules of real-name verification the gateway owns: the name's limit, the number's checks
 * (core/identity.ts), the states and what each allows.
 */
import type { RealNameVerificationState, SubmitRealNameVerificationInput } from '../../generated/resolvers-types.ts';
import { idCardProblem, normaliseCertificateNumber, type CertificateProblem } from '../../core/identity.ts';
import { int } from '../../core/normalise.ts';
import { inputError, type UserErrorCode, type UserErrorSource } from '../../core/user-errors.ts';

export const VERIFICATION_LIMITS = {
  /** Most characters of a real name (minority names written with a middle dot run long). */
  verificationNameMaxLength: 30,
  /** A mainland ID number's length. */
  verificationIdNumberLength: 18,
} as const;

const NUMBER_PROBLEM_CODE: Readonly<Record<CertificateProblem, UserErrorCode>> = {
  REQUIRED: 'VERIFICATION_ID_NUMBER_REQUIRED',
  FORMAT: 'VERIFICATION_ID_NUMBER_FORMAT',
  BIRTH_DATE: 'VERIFICATION_ID_NUMBER_BIRTH_DATE',
  CHECKSUM: 'VERIFICATION_ID_NUMBER_CHECKSUM',
};

/** The submission's name and number as they go upstream, or every problem on its field. `today` is `yyyy-MM-dd` in China. */
export function validateSubmission(
  input: SubmitRealNameVerificationInput,
  today: string,
): { name: string; idNumber: string; errors: UserErrorSource[] } {
  const errors: UserErrorSource[] = [];
  const name = input.name.trim();
  const max = VERIFICATION_LIMITS.verificationNameMaxLength;
  if (name === '') errors.push(inputError('VERIFICATION_NAME_REQUIRED', 'name'));
  else if (Array.from(name).length > max) errors.push(inputError('VERIFICATION_NAME_TOO_LONG', 'name', max));
  const idNumber = normaliseCertificateNumber(input.idNumber);
  const problem = idCardProblem(idNumber, today);
  if (problem) errors.push(inputError(NUMBER_PROBLEM_CODE[problem], 'idNumber'));
  return { name, idNumber, errors };
}

/** The upstream's status → the state (no verification: NONE). */
export function verificationState(status: unknown): RealNameVerificationState {
  switch (int(status)) {
    case 0:
      return 'PENDING';
    case 1:
      return 'PASSED';
    case 2:
      return 'REJECTED';
    default:
      return 'NONE';
  }
}

export const canSubmit = (state: RealNameVerificationState) => state === 'NONE' || state === 'REJECTED';
export const canWithdraw = (state: RealNameVerificationState) => state === 'PENDING';
export const canCancel = (state: RealNameVerificationState) => state === 'PASSED';

/** Why a submission is refused in this state (null: allowed). */
export function submitStateError(state: RealNameVerificationState): UserErrorSource | null {
  if (state === 'PENDING') return inputError('VERIFICATION_PENDING', null);
  if (state === 'PASSED') return inputError('VERIFICATION_PASSED', null);
  return null;
}
