/**
 * Invitations over the real upstream: the user's code and summary, every refusal on `code` in the
 * user's language (nothing sent upstream for an empty or malformed code), binding once, the
 * inviter's gift once in the points ledger even when the same invitee binds twice at once, and each
 * user seeing only their own invitees.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientOf, startHarness } from './harness.ts';
import type { Harness } from './harness.ts';

let h: Harness;
let a: string;
let b: string;
let c: string;
const { gql, ok } = clientOf(() => h);

const SUMMARY = `{ viewer { user { counts { points } invitations {
  code invitedCount pointsEarned pointsPerInvitation hasBoundCode invitedBy
  invitees(first: 10) { totalCount edges { node { id nickname points invitedAt avatar { url } } } }
} } } }`;
const BIND = `mutation ($in: BindInvitationCodeInput!) { bindInvitationCode(input: $in) {
  inviterNickname errors { code field message } user { invitations { hasBoundCode invitedBy } }
} }`;

const summary = async (token: string) => (await ok(SUMMARY, {}, token)).viewer.user;
const bind = async (token: string, code: string, language?: string) =>
  (await ok(BIND, { in: { code } }, token, language)).bindInvitationCode;

beforeAll(async () => {
  h = await startHarness({ timeoutMs: 15_000 });
  a = await h.signIn('13800000005');
  b = await h.signIn('13800000002');
  c = await h.signIn('13800000003');
}, 120_000);
afterAll(async () => {
  await h?.close();
});

describe('invitations', () => {
  it('answers the user’s code and an empty summary; the limit is published', async () => {
    const user = await summary(a);
    expect(user.invitations).toMatchObject({
      invitedCount: 0,
      pointsEarned: 0,
      pointsPerInvitation: 50,
      hasBoundCode: false,
      invitedBy: null,
    });
    expect(user.invitations.code).toMatch(/^[A-Z0-9]{7}$/);
    expect(user.invitations.invitees).toEqual({ totalCount: 0, edges: [] });
    expect((await ok('{ inputLimits { invitationCodeMaxLength } }')).inputLimits.invitationCodeMaxLength).toBe(12);
    expect((await gql(BIND, { in: { code: user.invitations.code } })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('refuses an empty, a malformed and an unknown code, and one’s own, on `code` in the user’s language', async () => {
    const own = (await summary(a)).invitations.code;
    const writes = await h.dev.writes();
    expect((await bind(b, '  ')).errors).toEqual([{ code: 'INVITATION_CODE_REQUIRED', field: 'code', message: '请输入邀请码' }]);
    expect((await bind(b, 'no!', 'EN')).errors[0]).toMatchObject({ code: 'INVITATION_CODE_UNKNOWN', field: 'code' });
    expect(await h.dev.writes()).toBe(writes);
    const unknown = await bind(b, 'ZZZZZZZ', 'EN');
    expect(unknown).toMatchObject({ inviterNickname: null, user: null });
    expect(unknown.errors).toEqual([
      { code: 'INVITATION_CODE_UNKNOWN', field: 'code', message: 'This invitation code does not exist. Please check it and try again.' },
    ]);
    expect((await bind(a, own.toLowerCase())).errors[0]).toMatchObject({ code: 'INVITATION_CODE_OWN', field: 'code' });
  });

  it('binds once and grants the gift once when the same invitee binds twice at once', async () => {
    const inviter = await summary(a);
    const code = inviter.invitations.code;
    const answers = await Promise.all([bind(b, code), bind(b, code)]);
    const winners = answers.filter((r) => r.errors.length === 0);
    expect(winners).toHaveLength(1);
    expect(winners[0]!.user.invitations.hasBoundCode).toBe(true);
    expect(winners[0]!.inviterNickname).toBeTruthy();
    expect(answers.find((r) => r.errors.length > 0)!.errors[0]).toMatchObject({ code: 'INVITATION_ALREADY_BOUND', field: 'code' });
    const after = await summary(a);
    expect(after.counts.points).toBe(inviter.counts.points + 50);
    expect(after.invitations).toMatchObject({ invitedCount: 1, pointsEarned: 50 });
    expect(after.invitations.invitees.edges.map((e: { node: { points: number } }) => e.node.points)).toEqual([50]);
    const invitee = await summary(b);
    expect(invitee.invitations).toMatchObject({ hasBoundCode: true, invitedBy: winners[0]!.inviterNickname });
    // a second code later is refused too; nobody else's invitees show
    expect((await bind(b, (await summary(c)).invitations.code)).errors[0]).toMatchObject({ code: 'INVITATION_ALREADY_BOUND' });
    expect((await summary(c)).invitations.invitees.totalCount).toBe(0);
    expect((await summary(b)).invitations.invitees.totalCount).toBe(0);
  });
});
