import type { Resolvers } from '../../generated/resolvers-types.ts';

export const creditResolvers: Resolvers = {
  CreditView: {
    score: (c) => c.score,
    status: (c) => c.status,
    missedCount: (c) => c.missedCount,
    banStartsAt: (c) => c.banStartsAt,
    banEndsAt: (c) => c.banEndsAt,
  },
};
