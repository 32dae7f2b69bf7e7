import type { Resolvers } from '../../generated/resolvers-types.ts';
import { refusalText } from './refusal-texts.ts';

export const creditResolvers: Resolvers = {
  BookingEligibility: {
    message: async (e, _args, ctx) => (e.allowed ? null : refusalText(e, ctx.language ?? (await ctx.siteSummary()).language)),
  },
  CreditView: {
    score: (c) => c.score,
    status: (c) => c.status,
    missedCount: (c) => c.missedCount,
    banStartsAt: (c) => c.banStartsAt,
    banEndsAt: (c) => c.banEndsAt,
  },
};
