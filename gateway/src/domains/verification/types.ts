import type { UserErrorSource } from '../../core/user-errors.ts';

/** A verification as the upstream answers it (API.md "Real-name verification"). */
export interface VerificationRow {
  id: string | number;
  /** "0" pending, "1" passed, "2" rejected. */
  status?: string | number | null;
  /** SM4 hex of the name. */
  nameEncryption?: string | null;
  /** SM4 hex of the ID number. */
  encryption?: string | null;
  facePhoto?: string | null;
  reasonCode?: string | null;
  /** The provider's words, in the site's language. */
  reason?: string | null;
  createTime?: string | null;
  auditTime?: string | null;
}

/** What RealNameVerification resolves from: the user's current verification, null when none. */
export interface VerificationSource {
  row: VerificationRow | null;
}

/** What RealNameVerificationPayload resolves from. */
export interface VerificationPayloadSource {
  errors: UserErrorSource[];
}
