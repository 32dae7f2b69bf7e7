import type { Resolvers } from '../../generated/resolvers-types.ts';
import { chinaDateTime, text } from '../../core/normalise.ts';
import { sanitizeBody } from '../../core/sanitize.ts';
import { kindOf } from './kinds.ts';

export const agreementResolvers: Resolvers = {
  Query: {
    agreements: async (_root, _args, ctx) => (await ctx.loaders.agreements.list()).filter((row) => kindOf(row.type) !== null),
    agreement: (_root, { kind }, ctx) => ctx.loaders.agreements.detail.load(kind),
  },
  Agreement: {
    id: (a) => String(a.id),
    // the rows answered are of a known kind (the list leaves the others out; a detail is asked by kind)
    kind: (a) => kindOf(a.type) ?? 'REGISTRATION',
    title: (a) => text(a.title) ?? '',
    version: (a) => text(a.version) ?? '',
    updatedAt: (a) => chinaDateTime(a.updateTime),
    // a list row has no body: the detail of its kind has it
    body: async (a, _args, ctx) => {
      if (typeof a.content === 'string') return sanitizeBody(a.content);
      const kind = kindOf(a.type);
      return kind ? sanitizeBody((await ctx.loaders.agreements.detail.load(kind))?.content) : null;
    },
  },
};
