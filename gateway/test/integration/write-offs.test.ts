import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientOf, startHarness } from './harness.ts';
import type { Harness } from './harness.ts';

/**
 * Write-off at the gate against the real reference upstream: the staff role (the upstream's),
 * looking a voucher up and writing it off once (a second try answers when and where), another
 * gate's voucher, another day's, a visitor refused exactly as a code that does not exist, and two
 * staff writing off the same voucher at once (exactly one wins).
 */
let h: Harness;
const { gql, ok } = clientOf(() => h);

const STAFF = '13700000101';
const GATES = '{ viewer { user { canWriteOff writeOffGates { key kind name todayCount path } } } }';
const LOOKUP = `query($code: String!, $t: String!, $r: String!) { viewer { user { writeOffVoucher(code: $code, resourceType: $t, resourceId: $r) {
  errors { code field message } order { id contactName maskedContactPhone canWriteOff refusal used { usedAt gateName }
  order { orderCode status seats resourceName startsAt } } } } } }`;
const WRITE_OFF = `mutation($in: WriteOffVoucherInput!) { writeOffVoucher(input: $in) { errors { code field message }
  used { usedAt gateName } order { id canWriteOff used { usedAt gateName } order { status } } } }`;

interface Gate {
  key: string;
  kind: string;
  name: string;
  todayCount: number;
  path: string;
}
const partsOf = (g: Gate) => {
  const [t, r] = g.key.split(':') as [string, string];
  return { t, r };
};

beforeAll(async () => {
  h = await startHarness({ timeoutMs: 15_000 });
}, 120_000);

afterAll(async () => {
  await h?.close();
});

describe('write-off at the gate', () => {
  it('writes a voucher off once at its own gate on its day; the visitor sees it used; a visitor cannot probe codes', async () => {
    const staff = await h.signIn(STAFF);
    const visitor = await h.signIn('13911110031');
    const mine = (await ok(GATES, {}, staff)).viewer.user;
    expect(mine.canWriteOff).toBe(true);
    const lib = mine.writeOffGates.find((g: Gate) => g.name === '成都图书馆') as Gate;
    expect(lib).toMatchObject({ kind: 'VENUE', todayCount: 0 });
    expect(lib.path).toBe(`/write-off/${partsOf(lib).t}/${partsOf(lib).r}`);
    const activityGate = mine.writeOffGates.find((g: Gate) => g.kind === 'ACTIVITY') as Gate;
    expect(activityGate).toBeTruthy();
    expect((await ok(GATES, {}, visitor)).viewer.user).toEqual({ canWriteOff: false, writeOffGates: [] });

    // The visitor books a day ahead at the library.
    const found = await ok('{ searchPlaces(keyword: "成都图书馆", kind: VENUE, first: 5) { edges { node { id name } } } }');
    const venue = found.searchPlaces.edges.map((e: any) => e.node).find((v: any) => v.name === '成都图书馆');
    const days = (
      await ok(
        `query($id: ID!) { node(id: $id) { ... on Venue { reservation { days { date bookable timeSlots { id remaining bookable } } } } } }`,
        { id: venue.id },
      )
    ).node.reservation.days;
    const day = days.find((d: any, i: number) => i > 0 && d.bookable && d.timeSlots.some((s: any) => s.bookable));
    const slot = day.timeSlots.find((s: any) => s.bookable);
    const booked = await ok(
      `mutation($in: ReserveDayInput!) { reserveDay(input: $in) { order { orderCode status verificationCode } errors { code } } }`,
      { in: { resourceId: venue.id, date: day.date, timeSlotId: slot.id, seats: 1, contactName: '王五', contactPhone: '13911110031' } },
      visitor,
    );
    expect(booked.reserveDay.errors).toEqual([]);
    const { orderCode, verificationCode: code } = booked.reserveDay.order;
    expect(code).toMatch(/^\d{12}$/);

    const { t, r } = partsOf(lib);
    const look = await ok(LOOKUP, { code, t, r }, staff, 'EN');
    const gateOrder = look.viewer.user.writeOffVoucher.order;
    expect(look.viewer.user.writeOffVoucher.errors).toEqual([]);
    expect(gateOrder).toMatchObject({
      contactName: '王五',
      maskedContactPhone: '139****0031',
      canWriteOff: false,
      refusal: 'WRITE_OFF_NOT_TODAY',
      used: null,
      order: { orderCode, status: 'TO_BE_USED', seats: 1, resourceName: '成都图书馆' },
    });

    // Codes: malformed, unknown, another gate's; a visitor gets exactly the unknown code's answer.
    const invalid = await ok(LOOKUP, { code: '12ab', t, r }, staff, 'EN');
    expect(invalid.viewer.user.writeOffVoucher.errors).toEqual([
      { code: 'WRITE_OFF_CODE_INVALID', field: 'code', message: 'Enter the 12-digit voucher code.' },
    ]);
    const unknown = await ok(LOOKUP, { code: '000000000000', t, r }, staff, 'EN');
    const probed = await ok(LOOKUP, { code, t, r }, visitor, 'EN');
    expect(unknown.viewer.user.writeOffVoucher).toEqual({
      errors: [{ code: 'WRITE_OFF_NOT_FOUND', field: 'code', message: 'No voucher has this code.' }],
      order: null,
    });
    expect(probed).toEqual(unknown);
    const other = partsOf(activityGate);
    const elsewhere = await ok(LOOKUP, { code, t: other.t, r: other.r }, staff, 'EN');
    expect(elsewhere.viewer.user.writeOffVoucher).toEqual({
      errors: [{ code: 'WRITE_OFF_WRONG_GATE', field: 'code', message: 'This voucher is for another place or activity.' }],
      order: null,
    });
    const wrongGate = await ok(WRITE_OFF, { in: { orderId: gateOrder.id, resourceType: other.t, resourceId: other.r } }, staff);
    expect(wrongGate.writeOffVoucher.errors.map((e: any) => e.code)).toEqual(['WRITE_OFF_WRONG_GATE']);
    const asVisitor = await ok(WRITE_OFF, { in: { orderId: gateOrder.id } }, visitor);
    expect(asVisitor.writeOffVoucher).toMatchObject({ errors: [{ code: 'WRITE_OFF_NOT_FOUND' }], order: null });
    const notToday = await ok(WRITE_OFF, { in: { orderId: gateOrder.id, resourceType: t, resourceId: r } }, staff, 'EN');
    expect(notToday.writeOffVoucher.errors).toEqual([
      { code: 'WRITE_OFF_NOT_TODAY', field: 'orderId', message: 'This voucher is not for today.' },
    ]);
    const anonymous = await gql(WRITE_OFF, { in: { orderId: gateOrder.id } });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    // The day comes: half an hour before the slot; two staff sessions write it off at once.
    const start = Date.parse(`${gateOrder.order.startsAt}`);
    await h.dev.advanceClock(start - 30 * 60_000 - h.now());
    const second = await h.signIn(STAFF);
    const both = await Promise.all(
      [staff, second].map((token) => ok(WRITE_OFF, { in: { orderId: gateOrder.id, resourceType: t, resourceId: r } }, token, 'EN')),
    );
    const outcomes = both.map((b) => b.writeOffVoucher);
    const won = outcomes.filter((o) => o.errors.length === 0);
    const lost = outcomes.filter((o) => o.errors.length > 0);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect(won[0].order).toMatchObject({ canWriteOff: false, order: { status: 'COMPLETED' }, used: { gateName: '成都图书馆' } });
    expect(lost[0].errors.map((e: any) => e.code)).toEqual(['WRITE_OFF_ALREADY_USED']);
    expect(lost[0].used).toMatchObject({ gateName: '成都图书馆' });
    expect(Date.parse(lost[0].used.usedAt)).toBeGreaterThan(0);

    // A later try is refused before any write, with when and where.
    const again = await ok(WRITE_OFF, { in: { orderId: gateOrder.id } }, staff, 'EN');
    expect(again.writeOffVoucher).toMatchObject({
      errors: [{ code: 'WRITE_OFF_ALREADY_USED', message: 'This voucher has already been used.' }],
      used: { usedAt: won[0].order.used.usedAt, gateName: '成都图书馆' },
    });

    // The visitor's voucher is used; the gate counts it today.
    const voucher = await ok(
      'query($c: String!) { viewer { user { reservationOrder(orderCode: $c) { status voucher { usable } } } } }',
      { c: orderCode },
      visitor,
    );
    expect(voucher.viewer.user.reservationOrder).toEqual({ status: 'COMPLETED', voucher: { usable: false } });
    const counted = (await ok(GATES, {}, staff)).viewer.user.writeOffGates.find((g: Gate) => g.key === lib.key);
    expect(counted.todayCount).toBe(1);
  });
});
