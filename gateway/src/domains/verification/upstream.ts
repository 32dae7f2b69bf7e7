import type { UpstreamClient } from '../../core/upstream/client.ts';
import type { Envelope } from '../../core/upstream/envelope.ts';
import type { VerificationRow } from './types.ts';

/** Upstream calls of real-name verification (API.md "Real-name verification"). */

/** The token's user's current verification; null when none. */
export function currentVerification(upstream: UpstreamClient): Promise<VerificationRow | null> {
  return upstream.getData<VerificationRow>('res/api/realNameAuth/get');
}

/** The form of `set`: the number travels SM4-encrypted (`idCard`). */
export interface VerificationForm {
  name: string;
  idCard: string;
  facePhoto: string | null;
}

export function submitVerification(upstream: UpstreamClient, form: VerificationForm): Promise<Envelope> {
  return upstream.post('res/api/realNameAuth/set', { ...form });
}

export function endVerification(upstream: UpstreamClient, call: 'withdraw' | 'cancel', id: string): Promise<Envelope> {
  return upstream.post(`res/api/realNameAuth/${call}`, { id });
}
