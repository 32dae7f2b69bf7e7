import type { GatewayContext } from '../../core/context.ts';
import { requireToken } from '../../core/auth.ts';
import { chinaDateTime, flag, int } from '../../core/normalise.ts';
import { buildConnection } from '../../core/relay/connection.ts';
import { toGlobalId } from '../../core/relay/global-id.ts';
import type { Resolvers } from '../../generated/resolvers-types.ts';
import { levelNumber, levelOf, pointsToNext, taskCycle, taskKind } from './fields.ts';
import { claimDailySignIn, recordShare } from './mutations.ts';
import type { PointsInfoRow, PointsTaskRow } from './types.ts';
import { pointsRecords } from './upstream.ts';

const account = async (ctx: GatewayContext): Promise<PointsInfoRow> => (await ctx.loaders.points.info()) ?? {};
const knownTasks = async (ctx: GatewayContext): Promise<PointsTaskRow[]> =>
  (await ctx.loaders.points.tasks()).filter((t) => taskKind(t) !== null);

async function levelAt(ctx: GatewayContext, which: 'level' | 'nextLevel') {
  const n = levelNumber((await account(ctx))[which]);
  return levelOf(await ctx.loaders.points.levels(), n);
}

export const pointsResolvers: Resolvers = {
  User: {
    pointsAccount: (_u, _args, ctx) => {
      requireToken(ctx);
      return { __typename: 'PointsAccount' };
    },
  },
  Query: {
    vipLevels: (_root, _args, ctx) => ctx.loaders.points.levels(),
    pointsTasks: (_root, _args, ctx) => knownTasks(ctx),
  },
  PointsAccount: {
    balance: async (_a, _args, ctx) => int((await account(ctx)).integral) ?? 0,
    earned: async (_a, _args, ctx) => int((await account(ctx)).totalIntegral) ?? 0,
    level: async (_a, _args, ctx) => (await levelAt(ctx, 'level')) ?? (await ctx.loaders.points.levels())[0] ?? {},
    nextLevel: (_a, _args, ctx) => levelAt(ctx, 'nextLevel'),
    pointsToNextLevel: async (_a, _args, ctx) => pointsToNext(await account(ctx)),
    tasks: (_a, _args, ctx) => knownTasks(ctx),
    history: (_a, args, ctx) =>
      buildConnection(
        args,
        (currPage, pageSize) => pointsRecords(ctx.upstream, currPage, pageSize),
        (row) => row,
      ),
  },
  VipLevel: {
    level: (l) => int(l.level) ?? 1,
    name: (l) => l.levelName ?? '',
    minPoints: (l) => int(l.minIntegral) ?? 0,
    benefit: (l) => l.benefit ?? '',
  },
  PointsTask: {
    kind: (t) => taskKind(t) ?? 'DAILY_SIGN_IN',
    name: (t) => t.taskName ?? '',
    description: (t) => t.description ?? '',
    points: (t) => int(t.integral) ?? 0,
    cycle: (t) => taskCycle(t),
    completed: (t) => flag(t.status),
  },
  PointsLedgerEntry: {
    id: (r) => toGlobalId('PointsLedgerEntry', String(r.id)),
    title: (r) => r.title ?? '',
    points: (r) => int(r.integral) ?? 0,
    createdAt: (r) => chinaDateTime(r.createTime),
  },
  Mutation: {
    claimDailySignIn: (_root, _args, ctx) => claimDailySignIn(ctx),
    recordShare: (_root, _args, ctx) => recordShare(ctx),
  },
};
