/**
 * A contact's fields as the graph answers them: masked only (the number and the phone decrypted
 * from their SM4 hex and masked by core/identity.ts; the upstream's masks when they do not
 * decrypt), and the full values that only a booking sends back upstream.
 */
import type { GatewayContext } from '../../core/context.ts';
import { maskCertificateNumber, maskPhone } from '../../core/identity.ts';
import type { CertificateKind } from '../../core/identity.ts';
import { decryptPhone, sm4Decrypt } from '../../core/sm4.ts';
import { certificateKindOf } from './rules.ts';
import type { ContactRow } from './types.ts';

/** The plain text of SM4 hex under the gateway's key; null when there is none or it does not decrypt. */
const decrypt = (hex: string | null | undefined, key: string): string | null => (hex ? sm4Decrypt(hex, key) : null);

export function contactKind(row: ContactRow): CertificateKind {
  return certificateKindOf(row.certType) ?? 'ID_CARD';
}

/** The full number (only for a booking and for re-checking it under a new kind). */
export function fullCertificateNumber(row: ContactRow, ctx: GatewayContext): string | null {
  return decrypt(row.certNumberEncryption, ctx.settings.sm4Key);
}

/** The full phone (only for a booking). */
export function fullPhone(row: ContactRow, ctx: GatewayContext): string | null {
  return row.phoneEncryption ? decryptPhone(row.phoneEncryption, ctx.settings.sm4Key) : null;
}

export function maskedCertificateNumber(row: ContactRow, ctx: GatewayContext): string {
  const full = fullCertificateNumber(row, ctx);
  return full ? maskCertificateNumber(full) : (row.certNumber ?? '');
}

export function maskedPhone(row: ContactRow, ctx: GatewayContext): string {
  const full = fullPhone(row, ctx);
  return (full ? maskPhone(full) : null) ?? row.phone ?? '';
}
