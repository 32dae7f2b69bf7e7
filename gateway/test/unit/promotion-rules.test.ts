import { describe, expect, it } from 'vitest';
import { refusalOf } from '../../src/domains/promotion/refusals.ts';
import { commissionStatus, joinRefusal, money } from '../../src/domains/promotion/rules.ts';

/**
 * The promoter programme's rules alone: who may join before anything is sent upstream (a site
 * without a programme, a promoter already), the upstream's refusals read as typed errors, and the
 * values the graph answers (money as two decimals, a commission's state).
 */
describe('joining the promoter programme', () => {
  it('refuses a site without a programme first, then a promoter already; lets the others through', () => {
    expect(joinRefusal({ open: '0', promoter: '0' })).toEqual({ code: 'PROMOTION_NOT_OPEN', field: null, limit: null });
    expect(joinRefusal({ open: '0', promoter: '1' })?.code).toBe('PROMOTION_NOT_OPEN');
    expect(joinRefusal({ open: '1', promoter: '1' })?.code).toBe('PROMOTION_ALREADY_JOINED');
    expect(joinRefusal({ open: '1', promoter: '0' })).toBeNull();
    expect(joinRefusal({})?.code).toBe('PROMOTION_NOT_OPEN');
  });

  it("reads the upstream's refusals of a join", () => {
    expect(refusalOf({ code: 1, message: '您已是推广达人' })?.code).toBe('PROMOTION_ALREADY_JOINED');
    expect(refusalOf({ code: 1, message: '本站暂未开放推广' })?.code).toBe('PROMOTION_NOT_OPEN');
    expect(refusalOf({ code: 0, message: '加入成功' })).toBeNull();
  });
});

describe('the values of the graph', () => {
  it('money is the upstream’s two decimals, anything else zero', () => {
    expect(money('12.80')).toBe('12.80');
    expect(money('0.00')).toBe('0.00');
    expect(money('12.8')).toBe('0.00');
    expect(money(12.8)).toBe('0.00');
    expect(money(null)).toBe('0.00');
  });

  it('a commission is pending, settled or cancelled; an unknown state reads as pending', () => {
    expect(commissionStatus('SETTLED')).toBe('SETTLED');
    expect(commissionStatus('CANCELLED')).toBe('CANCELLED');
    expect(commissionStatus('PENDING')).toBe('PENDING');
    expect(commissionStatus('WHATEVER')).toBe('PENDING');
  });
});
