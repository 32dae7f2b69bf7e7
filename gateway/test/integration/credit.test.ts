/**
 * Credit over the real upstream: a user's credit view (score, standing, missed bookings, ban
 * period), the booking eligibility it decides with its localized refusal, one credit call per
 * request however many activities ask, none for an anonymous visitor.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness } from './harness.ts';
import type { Harness } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const CREDIT_PATH = 'credit/api/creditUser/view';
const CREDIT = '{ viewer { user { credit { score status missedCount banStartsAt banEndsAt } } } }';
const ELIGIBILITY = '{ activities(first: 10) { edges { node { id bookingEligibility { allowed refusal action score message } } } } }';

const paths = async () => (await h.dev.calls()).calls.map((c) => c.path);

/** This month by the run's clock, China time: year, month and its last day (the demo ledgers are made at that instant). */
function thisMonth(): { ym: string; slashed: string; lastDay: number } {
  const china = new Date(h.now() + 8 * 3_600_000);
  const year = china.getUTCFullYear();
  const month = china.getUTCMonth() + 1;
  const mm = String(month).padStart(2, '0');
  return { ym: `${year}-${mm}`, slashed: `${year}/${mm}`, lastDay: new Date(Date.UTC(year, month, 0)).getUTCDate() };
}

describe('credit', () => {
  let token: string;
  beforeAll(async () => {
    token = await h.signIn('13800000003');
  });

  it('the credit view of a user in short-term loss: score, standing, missed bookings, the ban period in China time', async () => {
    const res = await h.gql(CREDIT, {}, { 'x-token': token });
    expect(res.errors).toBeUndefined();
    // barred for the rest of the month of the third missed booking: this month
    const { ym, lastDay } = thisMonth();
    expect(res.data!.viewer.user.credit).toEqual({
      score: 60,
      status: 'SHORT_LOSE_CREDIT',
      missedCount: 3,
      banStartsAt: `${ym}-01T00:00:00+08:00`,
      banEndsAt: `${ym}-${lastDay}T23:59:59+08:00`,
    });
  });

  it("the months of records and one month's records, all or only the deductions; a malformed month is refused", async () => {
    const months = await h.gql('{ viewer { user { credit { months { month added deducted recordCount } } } } }', {}, { 'x-token': token });
    expect(months.errors).toBeUndefined();
    const list = months.data!.viewer.user.credit.months as { month: string; added: number; deducted: number; recordCount: number }[];
    // barred this month for the bookings missed this month
    const { ym } = thisMonth();
    expect(list[0]).toEqual({ month: ym, added: 0, deducted: 30, recordCount: 3 });
    const RECORDS = `query ($month: String!, $change: CreditChange) { viewer { user { credit {
      records(month: $month, change: $change) { totalCount edges { node { change reason resourceName occurredAt } } } } } } }`;
    const all = await h.gql(RECORDS, { month: ym, change: 'ALL' }, { 'x-token': token });
    const records = all.data!.viewer.user.credit.records;
    expect(records.totalCount).toBe(3);
    expect(records.edges.every((e: any) => e.node.change === -10 && e.node.reason === 'MISSED_BOOKING' && e.node.resourceName)).toBe(true);
    expect(records.edges.every((e: any) => e.node.occurredAt.startsWith(`${ym}-`))).toBe(true);
    const added = await h.gql(RECORDS, { month: ym, change: 'ADDED' }, { 'x-token': token });
    expect(added.data!.viewer.user.credit.records).toEqual({ totalCount: 0, edges: [] });
    const bad = await h.gql(RECORDS, { month: '2026-6' }, { 'x-token': token });
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it("ten activities decide their booking eligibility from one credit call; a refusal is told in the client's language", async () => {
    await h.dev.resetCalls();
    const res = await h.gql(ELIGIBILITY, {}, { 'x-token': token });
    expect(res.errors).toBeUndefined();
    const edges = res.data!.activities.edges.map((e: any) => e.node.bookingEligibility);
    expect(edges).toHaveLength(10);
    expect((await paths()).filter((p) => p === CREDIT_PATH)).toHaveLength(1);
    const refused = edges.filter((e: any) => !e.allowed);
    expect(refused.length).toBeGreaterThan(0);
    for (const e of edges) {
      expect(e.score).toBe(60);
      expect(e.refusal === null).toBe(e.allowed);
      expect(e.message === null).toBe(e.allowed);
    }
    const { slashed, lastDay } = thisMonth();
    expect(refused[0]).toMatchObject({
      refusal: 'SHORT_TERM_LOSS',
      message: expect.stringContaining(`${slashed}/01至${slashed}/${lastDay}`),
    });
    const en = await h.gql(ELIGIBILITY, {}, { 'x-token': token, 'x-language': 'en' });
    const enRefused = en.data!.activities.edges.map((e: any) => e.node.bookingEligibility).find((e: any) => !e.allowed);
    expect(enRefused.message).toMatch(/^You have missed 3 bookings and your integrity score is 60\./);
  });

  it('an anonymous visitor has no eligibility and costs no credit call', async () => {
    await h.dev.resetCalls();
    const res = await h.gql(ELIGIBILITY);
    expect(res.errors).toBeUndefined();
    expect(res.data!.activities.edges.every((e: any) => e.node.bookingEligibility === null)).toBe(true);
    expect(await paths()).not.toContain(CREDIT_PATH);
  });

  it('a failing credit service: the credit view is null with UPSTREAM_ERROR, and so is the eligibility', async () => {
    await h.dev.addFault({ path: CREDIT_PATH, mode: 'code', code: 500, message: 'down' });
    try {
      const down = await h.gql(CREDIT, {}, { 'x-token': token });
      expect(down.data!.viewer.user.credit).toBeNull();
      expect(down.errors?.map((e) => [e.path?.join('.'), e.extensions?.code])).toEqual([['viewer.user.credit', 'UPSTREAM_ERROR']]);
      const eligibility = await h.gql(ELIGIBILITY, {}, { 'x-token': token });
      expect(eligibility.data!.activities.edges.every((e: any) => e.node.bookingEligibility === null)).toBe(true);
      expect(eligibility.errors?.every((e) => e.extensions?.code === 'UPSTREAM_ERROR')).toBe(true);
    } finally {
      await h.dev.clearFaults();
    }
  });
});
