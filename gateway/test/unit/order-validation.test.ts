import { describe, expect, it } from 'vitest';
import { RESERVATION_DAYS } from '../../src/core/limits.ts';
import {
  dayArg,
  monthArg,
  validateContact,
  validateDay,
  validateOptionalDay,
  validateSeats,
  validateText,
} from '../../src/core/validation.ts';
import { refusalFor } from '../../src/core/user-errors.ts';
import { isDay, isMonth, nextDays } from '../../src/core/time.ts';

const codes = (errors: Array<{ code: string }>) => errors.map((e) => e.code);

describe('booking inputs', () => {
  it('seats: at least 1, at most the maximum per order', () => {
    expect(codes(validateSeats(0))).toEqual(['SEATS_INVALID']);
    expect(codes(validateSeats(-1))).toEqual(['SEATS_INVALID']);
    expect(codes(validateSeats(1.5))).toEqual(['SEATS_INVALID']);
    expect(validateSeats(1, 1)).toEqual([]);
    expect(validateSeats(3, 3)).toEqual([]);
    expect(validateSeats(4, 3)).toEqual([{ code: 'TOO_MANY_SEATS', field: 'seats', limit: 3 }]);
    expect(validateSeats(99, null)).toEqual([]);
  });
  it('contact: name 1-20 characters, phone 11 digits', () => {
    expect(validateContact('张三', '13912345678')).toEqual([]);
    expect(codes(validateContact('  ', '13912345678'))).toEqual(['CONTACT_INVALID']);
    expect(validateContact('名'.repeat(20), '13912345678')).toEqual([]);
    expect(codes(validateContact('名'.repeat(21), '13912345678'))).toEqual(['CONTACT_INVALID']);
    expect(validateContact('张三', '1391234567')).toEqual([{ code: 'PHONE_INVALID', field: 'contactPhone', limit: null }]);
    expect(codes(validateContact('张三', '139123456789'))).toEqual(['PHONE_INVALID']);
  });
  it('purpose / reason: 1-200 characters', () => {
    expect(validateText('开会', 'purpose')).toEqual([]);
    expect(validateText('x'.repeat(200), 'purpose')).toEqual([]);
    expect(validateText('x'.repeat(201), 'purpose')).toEqual([{ code: 'TEXT_INVALID', field: 'purpose', limit: 200 }]);
    expect(codes(validateText(' ', 'reason'))).toEqual(['TEXT_INVALID']);
  });
  it('day: yyyy-MM-dd, a real date, within the next 7 days (China time)', () => {
    const now = Date.parse('2026-11-22T23:30:00+08:00');
    expect(nextDays(now, RESERVATION_DAYS)).toEqual([
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
    ]);
    expect(validateDay('2026-11-22', now)).toEqual([]);
    expect(validateDay('2026-11-28', now)).toEqual([]);
    expect(codes(validateDay('2026-11-29', now))).toEqual(['DAY_NOT_BOOKABLE']);
    expect(codes(validateDay('2026-11-21', now))).toEqual(['DAY_NOT_BOOKABLE']);
    expect(codes(validateDay('2026-02-30', now))).toEqual(['DATE_INVALID']);
    expect(codes(validateDay('2026/11/23', now))).toEqual(['DATE_INVALID']);
    expect(isDay('2028-02-29')).toBe(true);
    expect(isDay('2027-02-29')).toBe(false);
  });

  it('a date or month query argument is a real one, BAD_USER_INPUT naming the argument otherwise', () => {
    expect(isMonth('2026-01')).toBe(true);
    expect(isMonth('2026-12')).toBe(true);
    for (const bad of ['2026-13', '2026-00', '2026-1', '2026/01', 'this month', '2026-01-01']) expect(isMonth(bad)).toBe(false);
    expect(monthArg('2026-02', 'month')).toBe('2026-02');
    expect(dayArg('2028-02-29', 'date')).toBe('2028-02-29');
    const codeOf = (f: () => unknown) => {
      try {
        f();
        return null;
      } catch (e) {
        return [(e as { extensions?: { code?: string } }).extensions?.code, (e as Error).message];
      }
    };
    expect(codeOf(() => monthArg('2026-13', 'month'))).toEqual(['BAD_USER_INPUT', 'month must be yyyy-MM.']);
    for (const bad of ['2026-02-30', '2026-13-01', 'tomorrow', '2026/03/01'])
      expect(codeOf(() => dayArg(bad, 'date'))).toEqual(['BAD_USER_INPUT', 'date must be yyyy-MM-dd.']);
  });

  it('an optional date is absent or a real calendar day, refused on its own field otherwise', () => {
    expect(validateOptionalDay(null, 'startDate')).toEqual([]);
    expect(validateOptionalDay(undefined, 'startDate')).toEqual([]);
    expect(validateOptionalDay('  ', 'startDate')).toEqual([]);
    expect(validateOptionalDay('2026-03-01', 'startDate')).toEqual([]);
    expect(validateOptionalDay(' 2028-02-29 ', 'startDate')).toEqual([]);
    for (const bad of ['2026-02-30', '2026-13-01', 'tomorrow', '2026/03/01', '2027-02-29', '2026-3-1']) {
      expect(validateOptionalDay(bad, 'startDate').map((e) => [e.code, e.field])).toEqual([['DATE_INVALID', 'startDate']]);
    }
  });
});

describe('upstream refusals of bookings and orders → typed codes (API.md "Orders")', () => {
  it.each([
    ['库存不足', 'SOLD_OUT'],
    ['当日已约满', 'SOLD_OUT'],
    ['不在报名时间内', 'SIGN_UP_CLOSED'],
    ['超过单次可预约人数', 'TOO_MANY_SEATS'],
    ['您已预约过该场次', 'ALREADY_BOOKED'],
    ['积分不足', 'INSUFFICIENT_POINTS'],
    ['诚信分不足，无法预约', 'INTEGRITY_REFUSED'],
    ['您处于失信期，无法预约', 'INTEGRITY_REFUSED'],
    ['该日期不可预约', 'DAY_NOT_BOOKABLE'],
    ['时段已被预约', 'SLOT_TAKEN'],
    ['该订单不可取消', 'CANCEL_NOT_ALLOWED'],
    ['已超过可取消时间', 'CANCEL_WINDOW_CLOSED'],
    ['订单未完成，不能评价', 'REVIEW_NOT_ALLOWED'],
    ['活动不存在', 'RESOURCE_NOT_FOUND'],
    ['余额不足', 'REFUSED'],
  ])('%s → %s, keeping the words', (message, code) => {
    expect(refusalFor(message)).toMatchObject({ code, upstreamMessage: message });
  });
});
