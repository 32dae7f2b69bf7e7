import type { GatewayContext } from '../../core/context.ts';
import { requireToken } from '../../core/auth.ts';
import { imageFrom } from '../../core/image.ts';
import { chinaDateTime, flag, int, text } from '../../core/normalise.ts';
import { buildConnection } from '../../core/relay/connection.ts';
import { badInput } from '../../core/upstream/errors.ts';
import { toGlobalId } from '../../core/relay/global-id.ts';
import type { NodeLoader } from '../../core/relay/node.ts';
import type { Resolvers } from '../../generated/resolvers-types.ts';
import { shareCardOf } from '../share/index.ts';
import { joinPromotion } from './mutations.ts';
import { COMMISSION_ID, commissionStatus, money } from './rules.ts';
import type { CommissionRow, CommissionSource, PromotionInfoRow, PromotionMemberRow } from './types.ts';
import { commissionPage, memberPage } from './upstream.ts';

const info = async (ctx: GatewayContext): Promise<PromotionInfoRow> => (await ctx.loaders.promotion.info()) ?? {};
const commissionSource = (row: CommissionRow): CommissionSource => ({ __typename: 'Commission', row });
const invitationPath = (code: string) => `/accept-invitation/${encodeURIComponent(code)}`;

export const promotionNodeLoaders: Record<string, NodeLoader<CommissionSource>> = {
  Commission: async (rawId, ctx) => {
    requireToken(ctx);
    if (!COMMISSION_ID.test(rawId)) return null;
    const row = await ctx.loaders.promotion.commission.load(rawId);
    return row ? commissionSource(row) : null;
  },
};

/** One page of a level's members (1 or 2), one upstream call. */
function members(_p: unknown, args: { level: number; first?: number | null; after?: string | null }, ctx: GatewayContext) {
  if (args.level !== 1 && args.level !== 2) throw badInput('level must be 1 or 2.');
  const level: 1 | 2 = args.level;
  return buildConnection(
    args,
    (currPage, pageSize) => memberPage(ctx.upstream, level, currPage, pageSize),
    (row: PromotionMemberRow) => ({ level, row }),
  );
}

export const promotionResolvers: Resolvers = {
  User: {
    promotion: (_u, _args, ctx) => {
      requireToken(ctx);
      return { __typename: 'Promotion' };
    },
  },
  Promotion: {
    isOpen: async (_s, _args, ctx) => flag((await info(ctx)).open),
    level1Rate: async (_s, _args, ctx) => money((await info(ctx)).level1Rate),
    level2Rate: async (_s, _args, ctx) => money((await info(ctx)).level2Rate),
    promoter: async (_s, _args, ctx) => {
      const row = await info(ctx);
      return flag(row.promoter) ? { __typename: 'Promoter', info: row } : null;
    },
  },
  Promoter: {
    joinedAt: (p) => chinaDateTime(p.info.joinTime),
    pendingEarnings: (p) => money(p.info.pending),
    settledEarnings: (p) => money(p.info.settled),
    totalEarnings: (p) => money(p.info.total),
    level1Count: (p) => int(p.info.level1Num) ?? 0,
    level2Count: (p) => int(p.info.level2Num) ?? 0,
    invitationCode: (p) => p.info.inviteCode ?? '',
    invitationPath: (p) => invitationPath(p.info.inviteCode ?? ''),
    shareCard: async (p, _args, ctx) => {
      const site = await ctx.siteSummary();
      return shareCardOf(ctx, { title: site.name ?? '', summary: null, picture: null, path: invitationPath(p.info.inviteCode ?? '') });
    },
    members,
    commissions: (_p, args, ctx) =>
      buildConnection(args, (currPage, pageSize) => commissionPage(ctx.upstream, currPage, pageSize), commissionSource),
  },
  PromotionMember: {
    key: (m) => `${m.level}:${String(m.row.id)}`,
    level: (m) => m.level,
    maskedPhone: (m) => m.row.phone ?? '',
    nickname: (m) => m.row.nickName ?? '',
    avatar: (m) => imageFrom(m.row.headImg, m.row.nickName ?? ''),
    joinedAt: (m) => chinaDateTime(m.row.joinTime),
    earned: (m) => money(m.row.earned),
  },
  Commission: {
    id: (c) => toGlobalId('Commission', String(c.row.id)),
    level: (c) => int(c.row.level) ?? 1,
    title: (c) => text(c.row.title) ?? '',
    memberNickname: (c) => text(c.row.memberNickName) ?? '',
    orderAmount: (c) => money(c.row.orderAmount),
    rate: (c) => money(c.row.rate),
    amount: (c) => money(c.row.amount),
    status: (c) => commissionStatus(c.row.status),
    earnedAt: (c) => chinaDateTime(c.row.createTime),
    decidedAt: (c) => chinaDateTime(c.row.decideTime),
  },
  JoinPromotionPayload: {
    errors: (p) => p.errors,
    promotion: (p) => p.promotion,
    user: (p) => p.user,
  },
  Mutation: {
    joinPromotion: (_root, _args, ctx) => joinPromotion(ctx),
  },
};
