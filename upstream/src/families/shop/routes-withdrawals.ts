/**
 * Withdrawing from the wallet to the user's WeChat change, paid at once: at least the minimum, at
 * most the withdrawable balance and what today leaves of the daily limit (China day). Each attempt
 * carries the caller's `requestId`: the same key withdraws once (a retried or doubled call answers
 * the first withdrawal), decided in one immediate transaction whose conditional UPDATE never takes
 * the balance below what is frozen, however many withdrawals arrive at once.
 */
import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { input, type AppContext } from '../../context.ts';
import { chinaDayStart, formatChinaTime } from '../../time.ts';
import { body, done, pagingOf, refused, shopGuard, yuan } from './routes.ts';
import { shopStore } from './store.ts';
import {
  WITHDRAW_DAILY_CENTS,
  WITHDRAW_MIN_CENTS,
  withdrawalsStore,
  type WithdrawalRow,
  type WithdrawalsStore,
} from './store-withdrawals.ts';
import { TEXTS } from './texts.ts';

const REQUEST_ID = /^[\w-]{8,64}$/;

function withdrawalItem(w: WithdrawalRow) {
  return {
    withdrawId: String(w.id),
    withdrawNo: w.withdraw_no,
    amount: yuan(w.amount_cents),
    destination: w.destination,
    status: w.status,
    createTime: formatChinaTime(w.created_at),
    finishTime: w.finished_at === null ? '' : formatChinaTime(w.finished_at),
  };
}

function registerWithdrawRoute(app: FastifyInstance, ctx: AppContext, withdrawals: WithdrawalsStore): void {
  const store = shopStore(ctx.db);
  const guard = shopGuard(ctx, store);
  /** JSON `{ amount, requestId }` (requestId optional: without one, every call is a new attempt). */
  app.post('/culturalcloud/1.0/wallet/withdraw', async (req, reply) => {
    const g = guard(req, reply);
    if (!g) return reply;
    const given = body(req, 'requestId').trim();
    if (given !== '' && !REQUEST_ID.test(given)) return refused(TEXTS.badRequestId);
    const key = given || `once-${randomBytes(12).toString('hex')}`;
    return ctx.db
      .transaction(() => {
        const before = withdrawals.byKey(g.userId, key);
        const answer = (w: WithdrawalRow) =>
          done(TEXTS.withdrawn, { ...withdrawalItem(w), balance: yuan(store.wallet(g.userId).balance_cents) });
        if (before) return answer(before);
        const cents = Math.round(Number(body(req, 'amount')) * 100);
        if (!Number.isFinite(cents) || cents <= 0) return refused(TEXTS.badWithdrawAmount);
        if (cents < WITHDRAW_MIN_CENTS) return refused(TEXTS.belowMinWithdraw);
        const w = store.wallet(g.userId);
        if (cents > w.balance_cents - w.frozen_cents) return refused(TEXTS.balanceTooLow);
        const now = ctx.clock.now();
        if (withdrawals.withdrawnSince(g.userId, chinaDayStart(now)) + cents > WITHDRAW_DAILY_CENTS) return refused(TEXTS.overDailyLimit);
        const made = withdrawals.withdraw(g.userId, key, cents, now);
        return made ? answer(made) : refused(TEXTS.balanceTooLow);
      })
      .immediate();
  });
}

function registerWithdrawalReads(app: FastifyInstance, ctx: AppContext, withdrawals: WithdrawalsStore): void {
  const guard = shopGuard(ctx, shopStore(ctx.db));
  app.get('/culturalcloud/1.0/wallet/withdraw/list', async (req, reply) => {
    const g = guard(req, reply);
    if (!g) return reply;
    const pg = pagingOf(req);
    const { rows, total } = withdrawals.list(g.userId, pg.pageSize, pg.offset);
    return { code: 0, list: rows.map(withdrawalItem), pageNum: pg.pageNum, pageSize: pg.pageSize, total };
  });

  app.get('/culturalcloud/1.0/wallet/withdraw/detail', async (req, reply) => {
    const g = guard(req, reply);
    if (!g) return reply;
    const w = withdrawals.own(g.userId, Number.parseInt(input(req, 'withdrawId'), 10) || -1);
    if (!w) return refused(TEXTS.withdrawalNotFound);
    return { code: 0, data: withdrawalItem(w) };
  });
}

export function registerWithdrawalRoutes(app: FastifyInstance, ctx: AppContext): void {
  const withdrawals = withdrawalsStore(ctx.db);
  registerWithdrawRoute(app, ctx, withdrawals);
  registerWithdrawalReads(app, ctx, withdrawals);
}
