import { text } from './normalise.ts';
import { decodeData } from './upstream/envelope.ts';
import type { Envelope } from './upstream/envelope.ts';
import { UpstreamMalformedError } from './upstream/errors.ts';
import type { UserErrorSource } from './user-errors.ts';

/**
 * What a mutation payload resolves from (Parabol style): the typed errors, plus the ids of what
 * changed, which each family adds to this shape and resolves through its per-request loaders
 * (cleared by the mutation), so a payload reads fresh state.
 */
export interface PayloadSource {
  errors: UserErrorSource[];
}

/** The orderCode of a new order's answer (`data.orderCode`). */
export function newOrderCode(envelope: Envelope): string {
  const code = text(decodeData<{ orderCode?: unknown }>(envelope)?.orderCode);
  if (!code) throw new UpstreamMalformedError();
  return code;
}
