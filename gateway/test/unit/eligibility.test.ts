import { describe, expect, it } from 'vitest';
import { creditSource } from '../../src/domains/credit/credit.ts';
import { bookingEligibility } from '../../src/domains/credit/eligibility.ts';
import type { CreditSource } from '../../src/domains/credit/types.ts';

const credit = (score: number, status: CreditSource['status'] = 'GOOD', missedCount = 0): CreditSource => ({
  phoneSm4: 'ab',
  platformCode: '1001',
  score,
  status,
  missedCount,
  banStartsAt: status === 'GOOD' ? null : '2026-11-01T00:00:00+08:00',
  banEndsAt: status === 'GOOD' ? null : '2026-11-30T23:59:59+08:00',
});
const NONE = { useCheck: false, auditCheck: false, requiredScore: null };
const SCORE60 = { useCheck: true, auditCheck: false, requiredScore: 60 };
const AUDIT = { useCheck: false, auditCheck: true, requiredScore: null };
const BOTH = { useCheck: true, auditCheck: true, requiredScore: 60 };

describe('bookingEligibility', () => {
  it('no check: everyone may book, whatever the credit', () => {
    expect(bookingEligibility(NONE, credit(10, 'LOSE_CREDIT'))).toMatchObject({ allowed: true, refusal: null, action: 'BOOK_ACTIVITY' });
  });
  it('score check: below the minimum refuses with score and required score; at the minimum is allowed', () => {
    expect(bookingEligibility(SCORE60, credit(59))).toMatchObject({
      allowed: false,
      refusal: 'SCORE_TOO_LOW',
      score: 59,
      requiredScore: 60,
      action: 'BOOK_ACTIVITY',
    });
    expect(bookingEligibility(SCORE60, credit(60))).toMatchObject({ allowed: true, refusal: null, score: 60, requiredScore: 60 });
  });
  it('short-term loss refuses with missed count, score and ban period', () => {
    expect(bookingEligibility(SCORE60, credit(60, 'SHORT_LOSE_CREDIT', 3))).toEqual({
      allowed: false,
      refusal: 'SHORT_TERM_LOSS',
      action: 'BOOK_ACTIVITY',
      score: 60,
      requiredScore: 60,
      missedCount: 3,
      banStartsAt: '2026-11-01T00:00:00+08:00',
      banEndsAt: '2026-11-30T23:59:59+08:00',
    });
  });
  it('loss refuses with the ban period', () => {
    expect(bookingEligibility(SCORE60, credit(90, 'LOSE_CREDIT', 6))).toMatchObject({
      allowed: false,
      refusal: 'LOSS',
      banEndsAt: '2026-11-30T23:59:59+08:00',
    });
  });
  it('precedence follows the spec order: score, then short-term loss, then loss', () => {
    expect(bookingEligibility(SCORE60, credit(30, 'LOSE_CREDIT'))).toMatchObject({ refusal: 'SCORE_TOO_LOW' });
    expect(bookingEligibility(SCORE60, credit(30, 'SHORT_LOSE_CREDIT'))).toMatchObject({ refusal: 'SCORE_TOO_LOW' });
    expect(bookingEligibility(AUDIT, credit(30, 'LOSE_CREDIT'))).toMatchObject({ refusal: 'LOSS' });
    expect(bookingEligibility(AUDIT, credit(30, 'SHORT_LOSE_CREDIT'))).toMatchObject({ refusal: 'SHORT_TERM_LOSS' });
  });
  it('the audit check checks the status only (no score) and names the room action', () => {
    expect(bookingEligibility(AUDIT, credit(10))).toMatchObject({ allowed: true, action: 'BOOK_ACTIVITY_ROOM', requiredScore: null });
    expect(bookingEligibility(BOTH, credit(59))).toMatchObject({ refusal: 'SCORE_TOO_LOW', action: 'BOOK_ACTIVITY_ROOM' });
    expect(bookingEligibility(BOTH, credit(100, 'SHORT_LOSE_CREDIT'))).toMatchObject({
      refusal: 'SHORT_TERM_LOSS',
      action: 'BOOK_ACTIVITY_ROOM',
    });
  });
  it('no credit view: a score check cannot pass; status checks pass', () => {
    expect(bookingEligibility(SCORE60, null)).toMatchObject({ allowed: false, refusal: 'SCORE_TOO_LOW', score: null });
    expect(bookingEligibility(AUDIT, null)).toMatchObject({ allowed: true, score: null });
  });
  it('a score check without a minimum checks the status only', () => {
    expect(bookingEligibility({ useCheck: true, auditCheck: false, requiredScore: null }, credit(1))).toMatchObject({ allowed: true });
  });
});

describe('creditSource', () => {
  it('normalises the upstream row', () => {
    expect(
      creditSource(
        {
          creditScore: '60',
          creditStatus: 'SHORT_LOSE_CREDIT',
          losePromiseCount: '3',
          loseCreditStartTime: '2026-11-01 00:00:00',
          loseCreditEndTime: '',
        },
        'ab',
        '1001',
      ),
    ).toEqual({
      phoneSm4: 'ab',
      platformCode: '1001',
      score: 60,
      status: 'SHORT_LOSE_CREDIT',
      missedCount: 3,
      banStartsAt: '2026-11-01T00:00:00+08:00',
      banEndsAt: null,
    });
    expect(creditSource({ creditScore: '95', creditStatus: '' }, 'ab', '1001')?.status).toBe('GOOD');
    expect(creditSource({ creditScore: '' }, 'ab', '1001')).toBeNull();
    expect(creditSource(null, 'ab', '1001')).toBeNull();
  });
});
