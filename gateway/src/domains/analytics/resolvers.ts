import type { Resolvers } from '../../generated/resolvers-types.ts';
import { sendVisit } from './record.ts';
import { checkBatch, VISIT_LIMITS } from './rules.ts';

export const analyticsResolvers: Resolvers = {
  Mutation: {
    recordVisit: (_root, { visitorId, events }, ctx) => {
      checkBatch(visitorId, events);
      // answered at once: the visitor never waits for the statistics, nor sees them fail
      void sendVisit(visitorId, events, ctx, ctx.settings.droppedRecord ?? (() => undefined));
      return true;
    },
  },
  InputLimits: {
    visitBatchMaxEvents: () => VISIT_LIMITS.visitBatchMaxEvents,
    visitTextMaxLength: () => VISIT_LIMITS.visitTextMaxLength,
  },
};
