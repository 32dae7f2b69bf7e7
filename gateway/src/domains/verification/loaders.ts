import type { RequestScope } from '../../core/context.ts';
import { currentVerification } from './upstream.ts';
import type { VerificationRow } from './types.ts';

export interface VerificationLoaders {
  /** The user's current verification, once per request until `clear` (after a mutation). */
  current(): Promise<VerificationRow | null>;
  clear(): void;
}

export function createVerificationLoaders(scope: RequestScope): VerificationLoaders {
  let current: Promise<VerificationRow | null> | null = null;
  return {
    current: () => (current ??= currentVerification(scope.upstream)),
    clear: () => {
      current = null;
    },
  };
}
