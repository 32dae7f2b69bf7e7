import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientOf, startHarness } from './harness.ts';
import type { Harness } from './harness.ts';

/**
 * The promoter programme against the real reference upstream: the rates read from the upstream,
 * joining (refused before any write for a promoter, in the user's language; two joins at once make
 * one promoter), the demo promoter's centre with its members (one upstream call per page) and
 * commissions, the invitation path and share card of the poster, and another user's commission id
 * answering as a missing one.
 */
let h: Harness;
const { gql, ok } = clientOf(() => h);

const CENTRE = `{ viewer { user { promotion { isOpen level1Rate level2Rate promoter {
  joinedAt pendingEarnings settledEarnings totalEarnings level1Count level2Count invitationCode invitationPath
  shareCard { title link } commissions(first: 10) { totalCount edges { node { id level title memberNickname orderAmount rate amount status earnedAt decidedAt } } }
} } } } }`;
const MEMBERS = `query($after: String) { viewer { user { promotion { promoter {
  level1Members: members(level: 1, first: 2, after: $after) { totalCount pageInfo { hasNextPage endCursor } edges { node { key level maskedPhone nickname joinedAt earned avatar { url } } } }
  level2Members: members(level: 2, first: 10) { totalCount edges { node { key level maskedPhone earned } } }
} } } } }`;
const JOIN =
  'mutation { joinPromotion { errors { code field message } promotion { promoter { level1Count totalEarnings } } user { id } } }';
const NODE = 'query($id: ID!) { node(id: $id) { id ... on Commission { amount status } } }';

let demo: string;
let other: string;
beforeAll(async () => {
  h = await startHarness({ timeoutMs: 15_000 });
  demo = await h.signIn('13800000001');
  other = await h.signIn('13800000002');
}, 120_000);

afterAll(async () => {
  await h?.close();
});

describe('the promoter programme', () => {
  it('needs a session; a visitor who is not a promoter sees the site’s rates and no centre', async () => {
    expect((await gql('{ viewer { user { promotion { isOpen } } } }')).data?.viewer.user).toBeNull();
    expect((await gql(JOIN)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await ok(CENTRE, {}, other)).viewer.user.promotion).toEqual({
      isOpen: true,
      level1Rate: '10.00',
      level2Rate: '5.00',
      promoter: null,
    });
  });

  it('joins once: two joins at once make one promoter; a promoter is refused before any write, in their language', async () => {
    const visitor = await h.signIn('13877700001');
    const answers = await Promise.all([ok(JOIN, {}, visitor), ok(JOIN, {}, visitor)]);
    const won = answers.map((a) => a.joinPromotion).filter((p) => p.errors.length === 0);
    expect(won).toHaveLength(1);
    expect(won[0].promotion.promoter).toEqual({ level1Count: 0, totalEarnings: '0.00' });
    const lost = answers.map((a) => a.joinPromotion).find((p) => p.errors.length > 0);
    expect(lost).toMatchObject({ promotion: null, user: null, errors: [{ code: 'PROMOTION_ALREADY_JOINED', field: null }] });

    await h.dev.resetCalls();
    const again = (await ok(JOIN, {}, visitor, 'EN')).joinPromotion;
    expect(again.errors).toEqual([{ code: 'PROMOTION_ALREADY_JOINED', field: null, message: 'You are already a promoter of this site.' }]);
    expect((await h.dev.calls()).calls.map((c) => c.path).filter((p) => p.includes('promotion/join'))).toEqual([]);
    const fr = (await ok(JOIN, {}, visitor, 'FRENCH')).joinPromotion.errors[0].message;
    expect(fr).toBe('Vous êtes déjà promoteur de ce site.');
  });

  it('the demo promoter’s centre: earnings, members a page a call, commissions, the invitation poster', async () => {
    const { promoter } = (await ok(CENTRE, {}, demo)).viewer.user.promotion;
    expect(promoter).toMatchObject({ level1Count: 3, level2Count: 2 });
    const cents = (v: string) => Math.round(Number(v) * 100);
    expect(cents(promoter.totalEarnings)).toBe(cents(promoter.pendingEarnings) + cents(promoter.settledEarnings));
    expect(promoter.pendingEarnings).toMatch(/^\d+\.\d\d$/);
    expect(promoter.invitationPath).toBe(`/accept-invitation/${promoter.invitationCode}`);
    expect(promoter.shareCard.link).toBe(`/#/accept-invitation/${promoter.invitationCode}?siteCode=site510100&lang=CN`);
    const statuses = new Set(promoter.commissions.edges.map((e: { node: { status: string } }) => e.node.status));
    expect(statuses).toEqual(new Set(['PENDING', 'SETTLED']));
    for (const { node } of promoter.commissions.edges) expect(node.amount).toMatch(/^\d+\.\d\d$/);

    await h.dev.resetCalls();
    const first = (await h.gql(MEMBERS, {}, { 'x-token': demo })) as { data: any; upstreamCalls: number };
    const page = first.data.viewer.user.promotion.promoter;
    expect(page.level1Members.totalCount).toBe(3);
    expect(page.level1Members.edges).toHaveLength(2);
    expect(page.level1Members.edges[0].node).toMatchObject({ level: 1, maskedPhone: expect.stringMatching(/^\d{3}\*{4}\d{4}$/) });
    expect(page.level1Members.edges[0].node.avatar.url).toBeTruthy();
    expect(page.level2Members.edges.map((e: { node: { level: number } }) => e.node.level)).toEqual([2, 2]);
    // the session, the summary, one page of each list: no call per member
    const calls = (await h.dev.calls()).calls.map((c) => c.path);
    expect(calls.filter((p) => p.includes('promotion/members'))).toHaveLength(2);
    const next = (await ok(MEMBERS, { after: page.level1Members.pageInfo.endCursor }, demo)).viewer.user.promotion.promoter.level1Members;
    expect(next.edges).toHaveLength(1);
    expect(next.pageInfo.hasNextPage).toBe(false);
  });

  it('a commission is a node of its promoter only: another user’s id answers as a missing one', async () => {
    const id = (await ok(CENTRE, {}, demo)).viewer.user.promotion.promoter.commissions.edges[0].node.id;
    expect((await ok(NODE, { id }, demo)).node).toMatchObject({ id, amount: expect.stringMatching(/^\d+\.\d\d$/) });
    expect((await ok(NODE, { id }, other)).node).toBeNull();
    const missing = Buffer.from('Commission:99999999').toString('base64url');
    expect((await ok(NODE, { id: missing }, demo)).node).toBeNull();
  });
});
