/**
 * Withdrawals from the shop wallet over the real upstream: the form's rules refused before the
 * shop, the same attempt key fired at once withdraws once, different withdrawals at once that
 * together exceed the balance never overdraw it, and another user's withdrawal answers like a
 * missing one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toGlobalId } from '../../src/core/relay/global-id.ts';
import { WITHDRAWAL_DAILY_LIMIT_FEN, WITHDRAWAL_MIN_FEN } from '../../src/domains/withdrawals/rules.ts';
import { clientOf, startHarness } from './harness.ts';
import type { Harness } from './harness.ts';

let h: Harness;
let a: string;
let b: string;

const { gql, ok } = clientOf(() => h);

const WALLET = `{ viewer { user { wallet { balanceFen withdrawableFen withdrawableTodayFen withdrawalDestination
  withdrawals(first: 50) { totalCount edges { node { id withdrawalNo amountFen destination status createdAt finishedAt detailPath } } } } } } }`;
const WITHDRAW = `mutation($input: WithdrawFromWalletInput!) { withdrawFromWallet(input: $input) {
  withdrawal { id amountFen status } wallet { balanceFen withdrawableFen } errors { code field limit message } } }`;
const NODE = `query($id: ID!) { node(id: $id) { __typename ... on Withdrawal { id amountFen status } } }`;

beforeAll(async () => {
  h = await startHarness({ timeoutMs: 15_000 });
  a = await h.signIn('13800000001');
  b = await h.signIn('13800000002');
}, 120_000);

afterAll(async () => {
  await h?.close();
});

const wallet = async (token = a) => (await ok(WALLET, {}, token)).viewer.user.wallet;
const withdraw = (amountFen: number, requestKey: string, token = a) =>
  ok(WITHDRAW, { input: { amountFen, requestKey } }, token).then((d) => d.withdrawFromWallet);

describe('withdrawals', () => {
  it('publishes the limits; shows the demo withdrawals', async () => {
    const limits = (await ok('{ inputLimits { withdrawalMinFen withdrawalDailyLimitFen } }')).inputLimits;
    expect(limits).toEqual({ withdrawalMinFen: WITHDRAWAL_MIN_FEN, withdrawalDailyLimitFen: WITHDRAWAL_DAILY_LIMIT_FEN });
    const w = await wallet();
    expect(w.withdrawalDestination).toBe('WECHAT_CHANGE');
    expect(Number.isInteger(w.balanceFen) && Number.isInteger(w.withdrawableFen)).toBe(true);
    expect(w.withdrawableTodayFen).toBe(Math.min(w.withdrawableFen, WITHDRAWAL_DAILY_LIMIT_FEN));
    expect(w.withdrawals.totalCount).toBeGreaterThanOrEqual(2);
    expect(new Set(w.withdrawals.edges.map((e: any) => e.node.status))).toEqual(new Set(['SUCCEEDED', 'PROCESSING']));
  });

  it('refuses the form before the shop: the key, the minimum, the daily limit; the balance at the shop', async () => {
    await h.dev.resetCalls();
    expect((await withdraw(500, 'short')).errors[0]).toMatchObject({ code: 'WITHDRAWAL_KEY_INVALID', field: 'requestKey' });
    const low = (await withdraw(WITHDRAWAL_MIN_FEN - 1, 'form-key-0001')).errors[0];
    expect(low).toMatchObject({ code: 'WITHDRAWAL_BELOW_MINIMUM', field: 'amountFen', limit: WITHDRAWAL_MIN_FEN });
    expect(low.message).toContain('1.00');
    const high = (await withdraw(WITHDRAWAL_DAILY_LIMIT_FEN + 1, 'form-key-0002')).errors[0];
    expect(high).toMatchObject({ code: 'WITHDRAWAL_OVER_DAILY_LIMIT', field: 'amountFen', limit: WITHDRAWAL_DAILY_LIMIT_FEN });
    expect((await h.dev.calls()).calls.filter((c) => c.path.includes('wallet/withdraw'))).toEqual([]);
    const over = await withdraw((await wallet()).withdrawableFen + 1, 'form-key-0003');
    expect(over.errors[0]).toMatchObject({ code: 'WITHDRAWAL_OVER_BALANCE', field: 'amountFen' });
    expect(over.wallet).toBeNull();
  });

  it('the same attempt fired five times at once withdraws once', async () => {
    const before = await wallet();
    const answers = await Promise.all(Array.from({ length: 5 }, () => withdraw(300, 'double-tap-0001')));
    expect(answers.every((r) => r.errors.length === 0)).toBe(true);
    expect(new Set(answers.map((r) => r.withdrawal.id)).size).toBe(1);
    const after = await wallet();
    expect(after.balanceFen).toBe(before.balanceFen - 300);
    expect(after.withdrawals.totalCount).toBe(before.withdrawals.totalCount + 1);
    expect(after.withdrawals.edges[0].node).toMatchObject({ id: answers[0]!.withdrawal.id, amountFen: 300, status: 'SUCCEEDED' });
    // a retry later answers the same withdrawal and takes nothing more
    const retry = await withdraw(300, 'double-tap-0001');
    expect(retry.withdrawal.id).toBe(answers[0]!.withdrawal.id);
    expect((await wallet()).balanceFen).toBe(after.balanceFen);
  });

  it('different withdrawals at once that together exceed the balance never overdraw it', async () => {
    const before = await wallet();
    const part = Math.floor(before.withdrawableFen / 3) + 1;
    const answers = await Promise.all([1, 2, 3, 4, 5].map((i) => withdraw(part, `race-key-000${i}`)));
    const won = answers.filter((r) => r.errors.length === 0);
    expect(won).toHaveLength(2);
    expect(answers.filter((r) => r.errors.length > 0).every((r) => r.errors[0].code === 'WITHDRAWAL_OVER_BALANCE')).toBe(true);
    const after = await wallet();
    expect(after.withdrawableFen).toBeGreaterThanOrEqual(0);
    expect(after.balanceFen).toBe(before.balanceFen - 2 * part);
    expect(after.withdrawals.totalCount).toBe(before.withdrawals.totalCount + 2);
  });

  it("another user's withdrawal answers like a missing one", async () => {
    const mine = (await wallet()).withdrawals.edges[0].node;
    expect((await ok(NODE, { id: mine.id }, a)).node).toMatchObject({ __typename: 'Withdrawal', id: mine.id });
    expect((await ok(NODE, { id: mine.id }, b)).node).toBeNull();
    expect((await ok(NODE, { id: toGlobalId('Withdrawal', '999999') }, b)).node).toBeNull();
    const signedOut = await gql(WITHDRAW, { input: { amountFen: 100, requestKey: 'signed-out-01' } });
    expect(signedOut.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
