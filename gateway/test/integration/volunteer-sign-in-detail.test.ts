/**
 * A volunteer's service check-in detail over the real upstream: the viewer's own sign-in by its
 * global id (where, when, in and out, minutes counted) with its page's path; another person's or
 * an anonymous read answers as a missing one; a records page reads without a call per sign-in.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toGlobalId } from '../../src/core/relay/global-id.ts';
import { clientOf, startHarness } from './harness.ts';
import type { Harness } from './harness.ts';

let h: Harness;
const { gql, ok } = clientOf(() => h);

const DETAIL = `query($id: ID!) { node(id: $id) { id ... on SignIn { shiftTitle shiftDate signedInAt signedOutAt signInMethod
  serviceMinutes detailPath shift { title address startsAt endsAt location { longitude latitude } } } } }`;

beforeAll(async () => {
  h = await startHarness({ timeoutMs: 15_000 });
}, 120_000);

afterAll(async () => {
  await h?.close();
});

describe('a volunteer check-in detail', () => {
  it("reads the viewer's own sign-in; anyone else's and anonymous reads answer as a missing one", async () => {
    const volunteer = await h.signIn('13800000007');
    const records = await ok(
      '{ viewer { user { volunteerSignIns(first: 20) { edges { node { id shiftTitle signedOutAt serviceMinutes detailPath } } } } } }',
      {},
      volunteer,
    );
    const mine = records.viewer.user.volunteerSignIns.edges.map((e: any) => e.node).find((n: any) => n.signedOutAt);
    expect(mine, 'a demo sign-in with its sign-out').toBeTruthy();
    expect(mine.detailPath).toBe(`/sign-in-activity-detail/${encodeURIComponent(mine.id)}`);

    const read = (await ok(DETAIL, { id: mine.id }, volunteer)).node;
    expect(read).toMatchObject({
      id: mine.id,
      shiftTitle: mine.shiftTitle,
      serviceMinutes: mine.serviceMinutes,
      detailPath: mine.detailPath,
    });
    expect(read.shift.title).toBe(mine.shiftTitle);
    expect(read.shift.address).toBeTruthy();
    expect(Date.parse(read.shift.endsAt)).toBeGreaterThan(Date.parse(read.shift.startsAt));
    expect(read.shift.location.longitude).toBeGreaterThan(0);

    const other = await h.signIn('13911110051');
    const missing = toGlobalId('SignIn', '999999999');
    const theirs = await gql(DETAIL, { id: mine.id }, other);
    expect(theirs.errors).toBeUndefined();
    expect(theirs.data).toEqual({ node: null });
    expect(theirs.data).toEqual((await gql(DETAIL, { id: missing }, other)).data);
    await h.dev.resetCalls();
    expect((await gql(DETAIL, { id: mine.id })).data).toEqual({ node: null });
    expect((await h.dev.calls()).calls.map((c) => c.path)).not.toContain('res/api/volunteerSignInService/detail');
  });

  it('lists the sign-ins with their paths in one upstream call', async () => {
    const volunteer = await h.signIn('13800000017');
    await h.dev.resetCalls();
    await ok('{ viewer { user { volunteerSignIns(first: 20) { edges { node { id detailPath serviceMinutes } } } } } }', {}, volunteer);
    expect((await h.dev.calls()).calls.map((c) => c.path).filter((p) => p.includes('SignInService'))).toEqual([
      'res/api/volunteerSignInService/records',
    ]);
  });
});
