import { describe, expect, it } from 'vitest';
import { activityBookingButton, activityMode, activityTimeState, activityType, signUpOpen } from '../../src/domains/activities/rules.ts';
import { appointmentStatus, canCancelAppointment, canPayAppointment } from '../../src/domains/appointments/rules.ts';
import {
  canCancelReservation,
  canPayReservation,
  canReview,
  payVerdict,
  paymentMethodOf,
  payTypeOf,
  reservationCancelVerdict,
  reservationOrderKind,
  reservationStatus,
  reservationStatusCode,
  returnUrlAllowed,
  statusLabelled,
} from '../../src/domains/orders/rules.ts';
import { canCancelShopOrder, canRefundShopOrder, refundState, shopOrderStatus, shopOrderType } from '../../src/domains/shop/rules.ts';
import { cancelDeadline } from '../../src/core/order-rules.ts';
import { customDayState, isDayBookable, platformDayState } from '../../src/domains/reservations/rules.ts';
import { routeSaleButton } from '../../src/domains/routes/rules.ts';
import type { ActivityButtonInput } from '../../src/domains/activities/rules.ts';
import type { ShopOrderTypeValue } from '../../src/domains/shop/rules.ts';

const H = 3_600_000;
const M = 60_000;

describe('reservation order status map', () => {
  it.each([
    [0, 'UNCONFIRMED'],
    [4, 'PENDING_REVIEW'],
    [11, 'TO_BE_USED'],
    [12, 'COMPLETED'],
    [13, 'EXPIRED'],
    [14, 'CANCELLED'],
    [79, 'REVIEW_FAILED'],
  ] as const)('%i → %s (and back)', (code, status) => {
    expect(reservationStatus(code)).toBe(status);
    expect(reservationStatusCode(status)).toBe(code);
  });
  it.each([1, 2, 3, 5, 10, 15, 80, -1, null])('unknown %s → UNKNOWN', (code) => expect(reservationStatus(code)).toBe('UNKNOWN'));

  // 0 with money to pay is AWAITING_PAYMENT until its deadline, CLOSED from it on (even
  // before the upstream settles it); 14 closed unpaid at the deadline is CLOSED.
  const deadline = Date.parse('2026-11-25T10:15:00+08:00');
  const toPay = { price: 136, paymentDeadline: deadline, cancelReason: null };
  it('0 with a price: AWAITING_PAYMENT before the deadline, CLOSED at and after it', () => {
    expect(reservationStatus(0, toPay, deadline - 1)).toBe('AWAITING_PAYMENT');
    expect(reservationStatus(0, toPay, deadline)).toBe('CLOSED');
    expect(reservationStatus(0, toPay, deadline + M)).toBe('CLOSED');
    expect(reservationStatus(0, { ...toPay, paymentDeadline: null }, deadline + M)).toBe('AWAITING_PAYMENT');
    expect(reservationStatus(0, { ...toPay, price: 0 }, deadline + M)).toBe('UNCONFIRMED');
  });
  it('status 0 with nothing to pay shows no status label; every other status shows its own', () => {
    expect(statusLabelled(reservationStatus(0, { ...toPay, price: 0 }, deadline - 1))).toBe(false);
    expect(statusLabelled(reservationStatus(0, toPay, deadline - 1))).toBe(true);
    for (const code of [4, 11, 12, 13, 14, 79]) expect(statusLabelled(reservationStatus(code)), String(code)).toBe(true);
  });
  it('14: CLOSED when closed unpaid at the deadline, else CANCELLED', () => {
    expect(reservationStatus(14, { price: 136, paymentDeadline: null, cancelReason: 'PAY_TIMEOUT' })).toBe('CLOSED');
    expect(reservationStatus(14, { price: 136, paymentDeadline: null, cancelReason: 'USER' })).toBe('CANCELLED');
    expect(reservationStatus(14, { price: 136, paymentDeadline: null, cancelReason: '' })).toBe('CANCELLED');
  });
  it('filters: AWAITING_PAYMENT lists status 0, CLOSED status 14', () => {
    expect(reservationStatusCode('AWAITING_PAYMENT')).toBe(0);
    expect(reservationStatusCode('CLOSED')).toBe(14);
  });
});

describe('ZYTF appointment status map', () => {
  it.each([
    [0, 'TO_USE'],
    [1, 'USED'],
    [2, 'CANCELLED'],
    [3, 'EXPIRED'],
    [4, 'TO_PAY'],
    [5, 'PARTLY_CONSUMED'],
    [6, 'REFUNDED'],
    [7, 'PARTLY_REFUNDED'],
  ] as const)('%i → %s', (code, status) => expect(appointmentStatus(code)).toBe(status));
  it.each([8, 11, -1, null])('unknown %s → UNKNOWN', (code) => expect(appointmentStatus(code)).toBe('UNKNOWN'));
});

describe('shop order types and status maps', () => {
  it.each([
    [1, 'MATERIAL'],
    [2, 'FICTITIOUS'],
    [3, 'SCENIC'],
    [4, 'DIRECT'],
    [5, 'HOTEL'],
    [6, 'LINE'],
  ] as const)('type %i → %s', (code, type) => expect(shopOrderType(code)).toBe(type));
  it('unknown type → null', () => {
    expect(shopOrderType(7)).toBeNull();
    expect(shopOrderType(null)).toBeNull();
  });

  const TABLES: Record<ShopOrderTypeValue, Array<[number, string]>> = {
    MATERIAL: [
      [0, 'TO_PAY'],
      [1, 'PAID'],
      [2, 'DONE'],
      [3, 'CLOSED'],
      [20, 'TO_SHIP'],
      [21, 'SHIPPED'],
      [22, 'RECEIVED'],
    ],
    FICTITIOUS: [
      [0, 'TO_PAY'],
      [1, 'PAID'],
      [2, 'DONE'],
      [3, 'CLOSED'],
      [10, 'TO_CONSUME'],
      [12, 'EXPIRED'],
      [30, 'TO_PAY'],
      [31, 'CANCELLED'],
      [32, 'TO_CONFIRM'],
      [33, 'RESERVATION_REJECTED'],
      [34, 'CONFIRMED'],
      [35, 'EXPIRED'],
      [36, 'REFUNDED'],
      [40, 'TO_BOOK'],
      [41, 'BOOKED'],
    ],
    SCENIC: [
      [0, 'TO_PAY'],
      [1, 'PAID'],
      [2, 'DONE'],
      [3, 'CLOSED'],
      [10, 'TO_CONSUME'],
      [11, 'CONSUMED'],
      [12, 'EXPIRED'],
      [20, 'CODE_NOT_SENT'],
      [21, 'CODE_FAILED'],
      [22, 'CODE_SENT'],
    ],
    DIRECT: [
      [0, 'TO_PAY'],
      [1, 'PAID'],
      [2, 'DONE'],
      [3, 'CLOSED'],
      [20, 'TO_SHIP'],
      [21, 'TO_RECEIVE'],
      [22, 'RECEIVED'],
      [32, 'PAID_TO_CONFIRM'],
    ],
    HOTEL: [
      [0, 'TO_PAY'],
      [1, 'TO_CONFIRM'],
      [2, 'TO_CHECK_IN'],
      [3, 'CHECKED_IN'],
      [4, 'CHECKED_OUT'],
      [9, 'CLOSED'],
    ],
    LINE: [
      [0, 'TO_PAY'],
      [1, 'TO_CONFIRM'],
      [2, 'TO_CONSUME'],
      [3, 'DONE'],
      [9, 'CLOSED'],
    ],
  };
  for (const [type, rows] of Object.entries(TABLES) as Array<[ShopOrderTypeValue, Array<[number, string]>]>) {
    describe(type, () => {
      it.each(rows)(`${type} %i → %s`, (code, status) => expect(shopOrderStatus(type, code)).toBe(status));
      it('codes outside the map → UNKNOWN', () => {
        const known = new Set(rows.map(([c]) => c));
        for (const code of [4, 5, 9, 10, 11, 13, 23, 99, -1]) {
          if (!known.has(code)) expect(shopOrderStatus(type, code), `${type} ${code}`).toBe('UNKNOWN');
        }
        expect(shopOrderStatus(type, null)).toBe('UNKNOWN');
      });
    });
  }
  it('the same code means different states per type', () => {
    expect(shopOrderStatus('MATERIAL', 1)).toBe('PAID');
    expect(shopOrderStatus('HOTEL', 1)).toBe('TO_CONFIRM');
    expect(shopOrderStatus('LINE', 1)).toBe('TO_CONFIRM');
    expect(shopOrderStatus('MATERIAL', 21)).toBe('SHIPPED');
    expect(shopOrderStatus('DIRECT', 21)).toBe('TO_RECEIVE');
    expect(shopOrderStatus('SCENIC', 21)).toBe('CODE_FAILED');
    expect(shopOrderStatus('HOTEL', 3)).toBe('CHECKED_IN');
    expect(shopOrderStatus('LINE', 3)).toBe('DONE');
    expect(shopOrderStatus('MATERIAL', 3)).toBe('CLOSED');
    expect(shopOrderStatus('SCENIC', 12)).toBe('EXPIRED');
    expect(shopOrderStatus('HOTEL', 2)).toBe('TO_CHECK_IN');
    expect(shopOrderStatus('LINE', 2)).toBe('TO_CONSUME');
  });
  it('an unknown type reads the general map', () => expect(shopOrderStatus(null, 32)).toBe('PAID_TO_CONFIRM'));
  it('cancel only while to pay; refund when paid and not refunded', () => {
    expect(canCancelShopOrder('TO_PAY')).toBe(true);
    expect(canCancelShopOrder('PAID')).toBe(false);
    expect(canRefundShopOrder('PAID', 'NONE')).toBe(true);
    expect(canRefundShopOrder('PAID', 'PENDING')).toBe(false);
    expect(canRefundShopOrder('CONSUMED', 'NONE')).toBe(false);
    expect(canRefundShopOrder('TO_PAY', 'NONE')).toBe(false);
    expect([0, 1, 2, 9].map(refundState)).toEqual(['NONE', 'PENDING', 'REFUNDED', 'NONE']);
  });
});

describe('cancel rule', () => {
  const start = Date.UTC(2026, 10, 25, 2, 0); // 10:00 China time
  const rule = (cancelStatus: number | null, cancelTime = 24) => ({ cancelStatus, cancelTime, useStart: start });
  const deadline = start - 24 * H;

  it('deadline is use start − cancelTime hours for cancelStatus 2 and 3; none for 1 and 0', () => {
    expect(cancelDeadline(rule(2))).toBe(deadline);
    expect(cancelDeadline(rule(3, 2))).toBe(start - 2 * H);
    expect(cancelDeadline(rule(1))).toBeNull();
    expect(cancelDeadline(rule(0))).toBeNull();
    expect(cancelDeadline({ cancelStatus: 2, cancelTime: 24, useStart: null })).toBeNull();
  });
  it.each([2, 3])('cancelStatus %i: one minute before the deadline, exactly at it, one minute after', (status) => {
    expect(canCancelReservation(11, rule(status), deadline - M)).toBe(true);
    expect(canCancelReservation(11, rule(status), deadline)).toBe(true);
    expect(canCancelReservation(11, rule(status), deadline + M)).toBe(false);
    expect(reservationCancelVerdict(11, rule(status), deadline + M)).toBe('WINDOW_CLOSED');
  });
  it('cancelStatus 1: no deadline, the use start included (only the status limits it)', () => {
    expect(canCancelReservation(11, rule(1), start - M)).toBe(true);
    expect(canCancelReservation(11, rule(1), start)).toBe(true);
    expect(reservationCancelVerdict(11, rule(1), start + M)).toBe('ALLOWED');
    expect(reservationCancelVerdict(0, rule(1), start + 10 * H)).toBe('ALLOWED');
    expect(reservationCancelVerdict(12, rule(1), start + M)).toBe('NOT_ALLOWED');
  });
  it('cancelStatus 0 or missing: never', () => {
    expect(reservationCancelVerdict(11, rule(0), deadline - 10 * H)).toBe('NOT_ALLOWED');
    expect(reservationCancelVerdict(11, rule(null), deadline - 10 * H)).toBe('NOT_ALLOWED');
  });
  it.each([
    [0, true],
    [4, true],
    [11, true],
    [12, false],
    [13, false],
    [14, false],
    [79, false],
  ] as const)('status %i cancellable: %s', (status, ok) => expect(canCancelReservation(status, rule(2), deadline - H)).toBe(ok));
  it('ZYTF: 0 and 4 cancel with the same window', () => {
    expect(canCancelAppointment(0, rule(2), deadline)).toBe(true);
    expect(canCancelAppointment(4, rule(2), deadline - M)).toBe(true);
    expect(canCancelAppointment(4, rule(2), deadline + M)).toBe(false);
    expect(canCancelAppointment(11, rule(2), deadline - M)).toBe(false);
    expect(canCancelAppointment(1, rule(1), deadline - M)).toBe(false);
  });
});

describe('review and pay', () => {
  it('review only when completed and not reviewed', () => {
    expect(canReview(12, 0)).toBe(true);
    expect(canReview(12, null)).toBe(true);
    expect(canReview(12, 1)).toBe(false);
    expect(canReview(11, 0)).toBe(false);
  });
  it('pay a reservation order AWAITING_PAYMENT only; ZYTF status 4', () => {
    expect(canPayReservation('AWAITING_PAYMENT')).toBe(true);
    for (const s of ['UNCONFIRMED', 'CLOSED', 'TO_BE_USED', 'CANCELLED', 'PENDING_REVIEW'] as const)
      expect(canPayReservation(s)).toBe(false);
    expect([0, 1, 2, 3, 4, 5, 6, 7].map(canPayAppointment)).toEqual([false, false, false, false, true, false, false, false]);
  });
  it('paying a closed order is ORDER_CLOSED, a paid one ALREADY_PAID, anything else PAY_NOT_ALLOWED', () => {
    expect(payVerdict('AWAITING_PAYMENT', false)).toBe('ALLOWED');
    expect(payVerdict('CLOSED', false)).toBe('CLOSED');
    expect(payVerdict('TO_BE_USED', true)).toBe('ALREADY_PAID');
    expect(payVerdict('PENDING_REVIEW', true)).toBe('ALREADY_PAID');
    expect(payVerdict('CANCELLED', true)).toBe('ALREADY_PAID');
    expect(payVerdict('TO_BE_USED', false)).toBe('NOT_ALLOWED');
    expect(payVerdict('UNCONFIRMED', false)).toBe('NOT_ALLOWED');
  });
  it('payment methods map to the upstream payType and back', () => {
    expect(payTypeOf('WECHAT_PAY')).toBe('WECHAT');
    expect(payTypeOf('ALIPAY')).toBe('ALIPAY');
    expect(paymentMethodOf('wechat')).toBe('WECHAT_PAY');
    expect(paymentMethodOf('')).toBeNull();
    expect(paymentMethodOf('PAYPAL')).toBeNull();
  });
  it("a return address: on one of the given origins (the app's own, the allowed CORS ones), absolute http(s), no credentials", () => {
    const allowed = ['http://127.0.0.1:4000', 'https://app.example.cn', 'https://portal.example-region.cn'];
    expect(returnUrlAllowed('http://127.0.0.1:4000/#/reservation-detail/HD1', allowed)).toBe(true);
    expect(returnUrlAllowed('https://APP.example.cn/#/x', allowed)).toBe(true);
    expect(returnUrlAllowed('https://portal.example-region.cn/pay/done?x=1', allowed)).toBe(true);
    expect(returnUrlAllowed('http://portal.example-region.cn/pay/done', allowed)).toBe(false);
    expect(returnUrlAllowed('http://127.0.0.1:4001/#/x', allowed)).toBe(false);
    expect(returnUrlAllowed('https://evil.example/#/x', allowed)).toBe(false);
    expect(returnUrlAllowed('https://127.0.0.1:4000@evil.example/', allowed)).toBe(false);
    expect(returnUrlAllowed('https://u:p@127.0.0.1:4000/', allowed)).toBe(false);
    expect(returnUrlAllowed('javascript:alert(1)', allowed)).toBe(false);
    expect(returnUrlAllowed('/#/relative', allowed)).toBe(false);
    expect(returnUrlAllowed(`http://127.0.0.1:4000/#/${'x'.repeat(2100)}`, allowed)).toBe(false);
    expect(returnUrlAllowed('http://127.0.0.1:4000/', [])).toBe(false);
  });
});

describe('reservation day', () => {
  it.each([
    [{ maxNum: 100, stock: 10 }, 'AVAILABLE'],
    [{ maxNum: 100, stock: 1 }, 'AVAILABLE'],
    [{ maxNum: 100, stock: 0 }, 'FULL'],
    [{ maxNum: 100, stock: null }, 'FULL'],
    [{ maxNum: 0, stock: 0 }, 'STOPPED'],
    [{ maxNum: null, stock: 5 }, 'STOPPED'],
  ] as const)('platform %o → %s', (day, state) => {
    expect(platformDayState(day)).toBe(state);
    expect(isDayBookable(platformDayState(day))).toBe(state === 'AVAILABLE');
  });
  it('a resource closed for reservations closes every day', () =>
    expect(platformDayState({ maxNum: 10, stock: 10 }, false)).toBe('CLOSED'));
  it.each([
    [1, 5, 'AVAILABLE'],
    [1, 1, 'AVAILABLE'],
    [1, 0, 'FULL'],
    [1, -1, 'FULL'],
    [1, null, 'FULL'],
    [0, 5, 'CLOSED'],
    [-1, 5, 'NOT_BOOKABLE'],
    [null, 5, 'NOT_BOOKABLE'],
  ] as const)('custom openStatus %s maxNum %s → %s', (open, max, state) => {
    expect(customDayState(open, max)).toBe(state);
    expect(isDayBookable(customDayState(open, max))).toBe(state === 'AVAILABLE');
  });
});

describe('route sale button', () => {
  const upper = Date.UTC(2026, 10, 25);
  const lower = upper + 48 * H;
  it('direct sale → BOOK at any time', () => {
    expect(routeSaleButton(1, upper, lower, false, upper - H)).toBe('BOOK');
    expect(routeSaleButton(1, null, null, true, lower + H)).toBe('BOOK');
  });
  it('timed: REMIND / REMINDED before upperTime, BOOK between (inclusive), NONE after lowerTime', () => {
    expect(routeSaleButton(2, upper, lower, false, upper - M)).toBe('REMIND');
    expect(routeSaleButton(2, upper, lower, true, upper - M)).toBe('REMINDED');
    expect(routeSaleButton(2, upper, lower, false, upper)).toBe('BOOK');
    expect(routeSaleButton(2, upper, lower, true, upper + M)).toBe('BOOK');
    expect(routeSaleButton(2, upper, lower, false, lower)).toBe('BOOK');
    expect(routeSaleButton(2, upper, lower, false, lower + M)).toBe('NONE');
    expect(routeSaleButton(2, upper, lower, true, lower + M)).toBe('NONE');
  });
});

describe('activity time state, sign-up window and booking button', () => {
  const start = Date.UTC(2026, 10, 25, 2);
  const end = start + 3 * H;
  it('not started / in progress / ended at the boundaries', () => {
    expect(activityTimeState(start, end, start - M)).toBe('NOT_STARTED');
    expect(activityTimeState(start, end, start)).toBe('IN_PROGRESS');
    expect(activityTimeState(start, end, end)).toBe('IN_PROGRESS');
    expect(activityTimeState(start, end, end + M)).toBe('ENDED');
  });
  it('sign-up window is inclusive', () => {
    expect(signUpOpen(start, end, start)).toBe(true);
    expect(signUpOpen(start, end, end)).toBe(true);
    expect(signUpOpen(start, end, start - M)).toBe(false);
    expect(signUpOpen(start, end, end + M)).toBe(false);
  });
  const base: ActivityButtonInput = {
    type: 'BOOKING',
    publicity: false,
    jumpUrl: null,
    signStart: start - 48 * H,
    signEnd: start - H,
    useEnd: end,
    stock: 5,
  };
  const now = start - 24 * H;
  it.each([
    ['open booking', {}, 'BOOK'],
    ['sign-up type', { type: 'SIGN_UP' }, 'SIGN_UP'],
    ['volunteer recruitment', { type: 'VOLUNTEER_RECRUITMENT' }, 'SIGN_UP'],
    ['ordinary', { type: 'ORDINARY' }, 'NONE'],
    ['publicity mode', { publicity: true }, 'NONE'],
    ['no seats', { stock: 0 }, 'SOLD_OUT'],
    ['external link', { jumpUrl: 'https://x.example/y' }, 'EXTERNAL'],
    ['window not open', { signStart: now + M }, 'NOT_OPEN_YET'],
    ['window closed', { signEnd: now - M }, 'CLOSED'],
    ['ended', { useEnd: now - M }, 'CLOSED'],
  ] as const)('%s → %s', (_name, patch, button) =>
    expect(activityBookingButton({ ...base, ...patch } as ActivityButtonInput, now)).toBe(button),
  );
  it('maps type and mode codes, unknown → ORDINARY / OTHER', () => {
    expect(activityType('ACTIVITY_TYPE_RESERVE')).toBe('BOOKING');
    expect(activityType('ACTIVITY_TYPE_ENROLL')).toBe('SIGN_UP');
    expect(activityType('ACTIVITY_TYPE_PLAIN')).toBe('ORDINARY');
    expect(activityType('ACTIVITY_TYPE_VOLUNT')).toBe('VOLUNTEER_RECRUITMENT');
    expect(activityType('X')).toBe('ORDINARY');
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, null].map(activityMode)).toEqual([
      'FREE_BOOKING',
      'POINTS_BOOKING',
      'FREE_SIGN_UP',
      'POINTS_SIGN_UP',
      'PAID_SIGN_UP',
      'PAID_BOOKING',
      'VOLUNTEER_RECRUITMENT',
      'PUBLICITY',
      'CREDIT_USE',
      'CREDIT_AUDIT',
      'OTHER',
      'OTHER',
      'OTHER',
    ]);
  });
  it('maps order kinds', () => {
    expect(
      [
        'CONTENT_TYPE_VENUE',
        'CONTENT_TYPE_SCENERY',
        'CONTENT_TYPE_ACTIVITY_SHIU',
        'CONTENT_TYPE_ACTIVITY',
        'CONTENT_TYPE_TRIPARTITE',
        'X',
        null,
      ].map(reservationOrderKind),
    ).toEqual(['VENUE', 'SCENIC', 'ACTIVITY_ROOM', 'ACTIVITY', 'THIRD_PARTY', 'UNKNOWN', 'UNKNOWN']);
  });
});
