import type { RequestScope } from '../../core/context.ts';
import { verificationState } from './rules.ts';
import { currentVerification } from './upstream.ts';
import type { VerificationRow } from './types.ts';

export interface VerificationLoaders {
  /** The user's current verification, once per request until `clear` (after a mutation). */
  current(): Promise<VerificationRow | null>;
  /**
   * True when the signed-in user's identity is verified (PASSED); false when anonymous or not
   * verified. Other domains ask here (the profile locks the verified name and number).
   */
  identityVerified(): Promise<boolean>;
  clear(): void;
}

export function createVerificationLoaders(scope: RequestScope): VerificationLoaders {
  let current: Promise<VerificationRow | null> | null = null;
  return {
    current: () => (current ??= currentVerification(scope.upstream)),
    identityVerified: async () => {
      if (!scope.session.token) return false;
      current ??= currentVerification(scope.upstream);
      return verificationState((await current)?.status) === 'PASSED';
    },
    clear: () => {
      current = null;
    },
  };
}
