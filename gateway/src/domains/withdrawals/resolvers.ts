import type { GatewayContext } from '../../core/context.ts';
import { requireToken } from '../../core/auth.ts';
import { chinaDateTime, fen, text } from '../../core/normalise.ts';
import { buildConnection } from '../../core/relay/connection.ts';
import { toGlobalId } from '../../core/relay/global-id.ts';
import type { NodeLoader } from '../../core/relay/node.ts';
import type { Resolvers } from '../../generated/resolvers-types.ts';
import { withdrawFromWallet } from './mutations.ts';
import { WITHDRAWAL_DAILY_LIMIT_FEN, WITHDRAWAL_MIN_FEN, withdrawalStatus } from './rules.ts';
import type { WithdrawalRow, WithdrawalSource } from './types.ts';
import { withdrawalList } from './upstream.ts';

const sourceOf = (row: WithdrawalRow): WithdrawalSource => ({ __typename: 'Withdrawal', id: String(row.withdrawId), row });

export const withdrawalNodeLoaders: Record<string, NodeLoader<WithdrawalSource>> = {
  Withdrawal: async (rawId, ctx) => {
    requireToken(ctx);
    if (!/^\d{1,18}$/.test(rawId)) return null;
    const row = await ctx.loaders.withdrawals.byId.load(rawId);
    return row ? sourceOf(row) : null;
  },
};

const wallet = async (ctx: GatewayContext) => ({ row: await ctx.loaders.shop.wallet() });

export const withdrawalResolvers: Resolvers = {
  Wallet: {
    balanceFen: (w) => fen(w.row.balance) ?? 0,
    withdrawableFen: (w) => Math.max(0, fen(w.row.withdrawable) ?? 0),
    withdrawableTodayFen: (w) =>
      Math.max(0, Math.min(fen(w.row.withdrawable) ?? 0, WITHDRAWAL_DAILY_LIMIT_FEN - (fen(w.row.withdrawnToday) ?? 0))),
    withdrawalDestination: () => 'WECHAT_CHANGE',
    withdrawals: async (_w, args, ctx) => {
      const shop = await ctx.loaders.shop.session();
      return buildConnection(args, (pageNum, pageSize) => withdrawalList(ctx.upstream, shop, pageNum, pageSize), sourceOf);
    },
  },
  Withdrawal: {
    id: (w) => toGlobalId('Withdrawal', w.id),
    withdrawalNo: (w) => text(w.row.withdrawNo) ?? w.id,
    amountFen: (w) => fen(w.row.amount) ?? 0,
    destination: () => 'WECHAT_CHANGE',
    status: (w) => withdrawalStatus(text(w.row.status)),
    createdAt: (w) => chinaDateTime(w.row.createTime),
    finishedAt: (w) => chinaDateTime(w.row.finishTime),
    detailPath: (w) => `/withdrawal-detail/${encodeURIComponent(toGlobalId('Withdrawal', w.id))}`,
  },
  WithdrawFromWalletPayload: {
    errors: (p) => p.errors,
    withdrawal: (p) => (p.withdrawal ? sourceOf(p.withdrawal) : null),
    wallet: (p, _args, ctx) => (p.errors.length > 0 ? null : wallet(ctx)),
  },
  InputLimits: {
    withdrawalMinFen: () => WITHDRAWAL_MIN_FEN,
    withdrawalDailyLimitFen: () => WITHDRAWAL_DAILY_LIMIT_FEN,
  },
  Mutation: {
    withdrawFromWallet: (_root, { input }, ctx) => withdrawFromWallet(input, ctx),
  },
};
