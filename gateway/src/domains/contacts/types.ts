/** Upstream rows of regular contacts (API.md "Regular contacts") and what the types resolve from. */
import type { UserErrorSource } from '../../core/user-errors.ts';

export interface ContactRow {
  id: string | number;
  name?: string | null;
  certType?: string | number | null;
  /** Masked by the upstream. */
  certNumber?: string | null;
  /** SM4 hex of the full number. */
  certNumberEncryption?: string | null;
  phone?: string | null;
  /** SM4 hex of the full phone. */
  phoneEncryption?: string | null;
  createTime?: string | null;
}

/** What Contact resolves from. */
export interface ContactSource {
  __typename: 'Contact';
  row: ContactRow;
}

/** What the contact payloads resolve from. */
export interface ContactPayloadSource {
  errors: UserErrorSource[];
  contact?: ContactSource | null;
  deletedContactId?: string | null;
}
