/**
 * Points, VIP levels and tasks over the real upstream: the account (the same balance as the
 * personal centre's counts, the level and what the next takes, the tasks, the history adding up),
 * the rules page's public levels and tasks, and the once-per-period rule under concurrency: ten
 * sign-ins at once pay once, five shares at once pay once, two first comments at once pay once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientOf, startHarness } from './harness.ts';
import type { Harness } from './harness.ts';

let h: Harness;
let a: string;
let b: string;
const { gql, ok } = clientOf(() => h);

const ACCOUNT = `{ viewer { user { counts { points } pointsAccount {
  balance earned pointsToNextLevel level { level name minPoints } nextLevel { level minPoints }
  tasks { kind points cycle completed }
  history(first: 50) { totalCount edges { node { id title points createdAt } } }
} } } }`;
const CLAIM =
  'mutation { claimDailySignIn { awardedPoints errors { code field message } user { counts { points } pointsAccount { balance } } } }';
const SHARE = 'mutation { recordShare { awardedPoints errors { code } user { counts { points } pointsAccount { balance } } } }';

const account = async (token: string) => (await ok(ACCOUNT, {}, token)).viewer.user;
const taskDone = (user: { pointsAccount: { tasks: { kind: string; completed: boolean }[] } }, kind: string) =>
  user.pointsAccount.tasks.find((t) => t.kind === kind)?.completed;

beforeAll(async () => {
  h = await startHarness({ timeoutMs: 15_000 });
  a = await h.signIn('13800000001');
  b = await h.signIn('13800000002');
}, 120_000);
afterAll(async () => {
  await h?.close();
});

describe('the points account', () => {
  it('answers the same balance as the personal centre, the level, the tasks and a history that adds up', async () => {
    const user = await account(a);
    const acc = user.pointsAccount;
    expect(acc.balance).toBe(user.counts.points);
    expect(acc).toMatchObject({
      balance: 320,
      earned: 320,
      pointsToNextLevel: 180,
      level: { level: 2, minPoints: 100 },
      nextLevel: { level: 3, minPoints: 500 },
    });
    expect(acc.tasks.map((t: { kind: string }) => t.kind)).toEqual(['DAILY_SIGN_IN', 'SHARE', 'FIRST_COMMENT', 'COMPLETE_BOOKING']);
    expect(taskDone(user, 'FIRST_COMMENT')).toBe(true);
    expect(taskDone(user, 'DAILY_SIGN_IN')).toBe(false);
    const lines = acc.history.edges.map((e: { node: { points: number } }) => e.node.points);
    expect(lines.reduce((n: number, p: number) => n + p, 0)).toBe(320);
    expect(acc.history.totalCount).toBe(lines.length);
  });

  it('answers the VIP page with one call per endpoint, however many fields read them', async () => {
    const VIP = `{ viewer { isSignedIn user { id pointsAccount {
      balance earned pointsToNextLevel level { level name minPoints } nextLevel { name minPoints }
      tasks { kind name description points cycle completed }
    } } } }`;
    await ok(VIP, {}, a);
    await h.dev.resetCalls();
    const r = await gql(VIP, {}, a);
    expect(r.errors).toBeUndefined();
    const paths = (await h.dev.calls()).calls.map((c: { path: string }) => c.path.replace(/^\//, '')).sort();
    expect(paths).toEqual(
      ['task/api/task/list', 'user/api/userInfo/getDsUserInfo', 'user/api/point/info', 'user/api/point/levelList'].sort(),
    );
  });

  it('publishes the levels and the tasks to anyone; the account needs a session', async () => {
    const rules = await ok(
      '{ vipLevels { level name minPoints benefit } pointsTasks { kind points cycle completed } }',
      {},
      undefined,
      'EN',
    );
    expect(rules.vipLevels.map((l: { minPoints: number }) => l.minPoints)).toEqual([0, 100, 500, 1000, 3000]);
    expect(rules.pointsTasks.every((t: { completed: boolean }) => !t.completed)).toBe(true);
    expect(rules.pointsTasks.find((t: { kind: string }) => t.kind === 'FIRST_COMMENT')).toMatchObject({ points: 20, cycle: 'ONCE' });
    expect((await gql(CLAIM)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('once per rule, even at once', () => {
  it('pays ten sign-ins sent at once exactly once; the others are refused in the user’s language', async () => {
    const before = (await account(b)).pointsAccount.balance;
    const answers = await Promise.all(Array.from({ length: 10 }, () => ok(CLAIM, {}, b, 'EN')));
    const winners = answers.filter((r) => r.claimDailySignIn.errors.length === 0);
    expect(winners).toHaveLength(1);
    expect(winners[0]!.claimDailySignIn).toMatchObject({
      awardedPoints: 5,
      user: { counts: { points: before + 5 }, pointsAccount: { balance: before + 5 } },
    });
    for (const r of answers.filter((x) => x.claimDailySignIn.errors.length > 0))
      expect(r.claimDailySignIn).toEqual({
        awardedPoints: 0,
        user: null,
        errors: [{ code: 'POINTS_ALREADY_CLAIMED', field: null, message: 'You have already checked in today. Come back tomorrow.' }],
      });
    const after = await account(b);
    expect(after.pointsAccount.balance).toBe(before + 5);
    expect(after.counts.points).toBe(before + 5);
    expect(taskDone(after, 'DAILY_SIGN_IN')).toBe(true);
    expect(after.pointsAccount.history.edges[0].node).toMatchObject({ points: 5 });
  });

  it('pays the day’s first of five shares sent at once, and welcomes the others', async () => {
    const before = (await account(a)).pointsAccount.balance;
    const answers = await Promise.all(Array.from({ length: 5 }, () => ok(SHARE, {}, a)));
    expect(answers.every((r) => r.recordShare.errors.length === 0)).toBe(true);
    expect(answers.map((r) => r.recordShare.awardedPoints).sort()).toEqual([0, 0, 0, 0, 5]);
    expect((await account(a)).pointsAccount.balance).toBe(before + 5);
  });

  it('pays the first comment once when two are posted at once', async () => {
    const before = (await account(b)).pointsAccount.balance;
    const place = (await ok('{ brands(first: 1) { edges { node { id } } } }')).brands.edges[0].node.id;
    const ADD = 'mutation ($input: AddCommentInput!) { addComment(input: $input) { errors { code } } }';
    const posted = await Promise.all(['第一条评论', '第二条评论'].map((content) => ok(ADD, { input: { resourceId: place, content } }, b)));
    expect(posted.map((r) => r.addComment.errors)).toEqual([[], []]);
    const after = await account(b);
    expect(after.pointsAccount.balance).toBe(before + 20);
    expect(taskDone(after, 'FIRST_COMMENT')).toBe(true);
  });
});
