import type { Resolvers } from '../generated/resolvers-types.ts';
import { INPUT_LIMITS } from './limits.ts';
import { userErrorMessage } from './user-errors.ts';

/** The resolvers of the core SDL's own fields (the Relay roots are the registry's). */
export const coreResolvers: Resolvers = {
  Query: {
    inputLimits: () => INPUT_LIMITS,
  },
  UserError: {
    code: (e) => e.code,
    field: (e) => e.field,
    limit: (e) => e.limit,
    message: (e, _, ctx) => userErrorMessage(e, ctx),
  },
};
