import type { Resolvers } from '../../generated/resolvers-types.ts';
import { buildConnection } from '../../core/relay/connection.ts';
import { int, text } from '../../core/normalise.ts';
import { monthArg } from '../../core/validation.ts';
import { changeParam, creditRecordSource } from './credit.ts';
import { refusalText } from './refusal-texts.ts';
import { creditMonths, creditRecords } from './upstream.ts';

const count = (value: unknown) => Math.max(0, int(value) ?? 0);

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
    months: async (c, _args, ctx) =>
      (await creditMonths(ctx.upstream, c.platformCode, c.phoneSm4)).flatMap((row) => {
        const month = text(row.month);
        return month ? [{ month, added: count(row.addScore), deducted: count(row.deductScore), recordCount: count(row.recordNum) }] : [];
      }),
    records: (c, args, ctx) => {
      const month = monthArg(args.month, 'month');
      return buildConnection(
        args,
        (currPage, pageSize) =>
          creditRecords(
            ctx.upstream,
            { platformCode: c.platformCode, phoneSm4: c.phoneSm4, month, type: changeParam(args.change) },
            currPage,
            pageSize,
          ),
        creditRecordSource,
      );
    },
  },
};
