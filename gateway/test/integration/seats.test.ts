/**
 * Seat selection over the real upstream: a seated activity's seat map, holding a choice (its time,
 * more seats than allowed, a seat taken by someone else with its coded localized error, two
 * visitors racing for one seat), booking the seats held and the order listing them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toGlobalId } from '../../src/core/relay/global-id.ts';
import { clientOf, startHarness } from './harness.ts';
import type { Harness } from './harness.ts';

let h: Harness;
const { ok } = clientOf(() => h);

const SEATED = toGlobalId('Activity', 80901);
const MAP =
  'hallName maxSeats holdMinutes heldUntil zones { name price } rows { number seats { id row number zone price state aisleAfter } }';
const HOLD = `mutation($in: HoldSeatsInput!) { holdSeats(input: $in) { heldUntil takenSeatIds seatMap { ${MAP} } errors { code field limit message } } }`;
const contact = { contactName: '张三', contactPhone: '13912345678' };

interface Seat {
  id: string;
  row: number;
  number: number;
  state: string;
}
const seatsOf = (map: any): Seat[] => map.rows.flatMap((r: any) => r.seats);

async function sessions(): Promise<{ id: string }[]> {
  const data = await ok('query($id: ID!) { node(id: $id) { ... on Activity { seatSelection sessions { id } } } }', { id: SEATED });
  expect(data.node.seatSelection).toBe(true);
  return data.node.sessions;
}
const seatMap = async (sessionId: string, token?: string) =>
  (
    await ok(
      `query($a: ID!, $s: ID!) { node(id: $a) { ... on Activity { seatMap(sessionId: $s) { ${MAP} } } } }`,
      { a: SEATED, s: sessionId },
      token,
    )
  ).node.seatMap;
const hold = (sessionId: string, seatIds: string[], token: string, language?: string) =>
  ok(HOLD, { in: { activityId: SEATED, sessionId, seatIds } }, token, language).then((d) => d.holdSeats);

beforeAll(async () => {
  h = await startHarness({ timeoutMs: 15_000 });
}, 120_000);

afterAll(async () => {
  await h?.close();
});

describe('seat selection', () => {
  it('a seated activity has a seat map; an unseated one has none', async () => {
    const [first] = await sessions();
    const map = await seatMap(first!.id);
    expect(map).toMatchObject({ hallName: '大剧院主厅', maxSeats: 4, holdMinutes: 10, heldUntil: null });
    expect(map.zones).toEqual([
      { name: '贵宾区', price: 180 },
      { name: '普通区', price: 80 },
    ]);
    expect(map.rows).toHaveLength(8);
    expect(map.rows[0].seats.filter((s: any) => s.aisleAfter).map((s: any) => s.number)).toEqual([3, 9]);
    expect(seatsOf(map).some((s) => s.state === 'SOLD')).toBe(true);
    const plain = await ok('query($id: ID!) { node(id: $id) { ... on Activity { seatSelection } } }', {
      id: toGlobalId('Activity', 80001),
    });
    expect(plain.node.seatSelection).toBe(false);
    // a session no activity has
    expect(await seatMap('9999999')).toBeNull();
  });

  it('holds a choice until its time runs out; more seats than allowed are refused before the upstream', async () => {
    const [first] = await sessions();
    const token = await h.signIn('13911160001');
    const free = seatsOf(await seatMap(first!.id)).filter((s) => s.state === 'FREE');
    const over = await hold(
      first!.id,
      free.slice(0, 5).map((s) => s.id),
      token,
    );
    expect(over.errors).toEqual([expect.objectContaining({ code: 'TOO_MANY_SEATS', field: 'seatIds', limit: 4 })]);
    const held = await hold(first!.id, [free[0]!.id, free[1]!.id], token);
    expect(held.errors).toEqual([]);
    expect(Date.parse(held.heldUntil) - h.now()).toBeGreaterThan(9 * 60_000);
    expect(
      seatsOf(held.seatMap)
        .filter((s) => s.state === 'MINE')
        .map((s) => s.id),
    ).toEqual([free[0]!.id, free[1]!.id]);
    expect((await seatMap(first!.id, token)).heldUntil).toBe(held.heldUntil);
    // another visitor sees them held; past the hold's time they are free again
    expect(seatsOf(await seatMap(first!.id)).find((s) => s.id === free[0]!.id)?.state).toBe('HELD');
    await h.dev.advanceClock(10 * 60_000 + 1000);
    expect(seatsOf(await seatMap(first!.id)).find((s) => s.id === free[0]!.id)?.state).toBe('FREE');
    expect((await seatMap(first!.id, token)).heldUntil).toBeNull();
  });

  it('a seat taken by someone else is refused with SEAT_TAKEN, localized, naming the seat; the rest is not held', async () => {
    const [first] = await sessions();
    const [a, b] = [await h.signIn('13911160002'), await h.signIn('13911160003')];
    const free = seatsOf(await seatMap(first!.id)).filter((s) => s.state === 'FREE');
    expect((await hold(first!.id, [free[2]!.id], a)).errors).toEqual([]);
    const taken = await hold(first!.id, [free[2]!.id, free[3]!.id], b, 'EN');
    expect(taken.errors).toEqual([
      {
        code: 'SEAT_TAKEN',
        field: 'seatIds',
        limit: null,
        message: 'Someone else has just taken a seat you chose. Please choose another.',
      },
    ]);
    expect(taken.takenSeatIds).toEqual([free[2]!.id]);
    const states = new Map(seatsOf(taken.seatMap).map((s) => [s.id, s.state]));
    expect(states.get(free[2]!.id)).toBe('HELD');
    expect(states.get(free[3]!.id)).toBe('FREE');
  });

  it('of two visitors holding the last seat at once, exactly one gets it', async () => {
    const [, last] = await sessions();
    const lastSeat = seatsOf(await seatMap(last!.id)).find((s) => s.state === 'FREE')!;
    const tokens = [await h.signIn('13911160004'), await h.signIn('13911160005')];
    const answers = await Promise.all(tokens.map((t) => hold(last!.id, [lastSeat.id], t)));
    expect(answers.map((r) => (r.errors[0]?.code as string | undefined) ?? 'HELD').sort()).toEqual(['HELD', 'SEAT_TAKEN']);
  });

  it('books the seats held: the order lists them by row and number; cancelling frees them', async () => {
    const [first] = await sessions();
    const token = await h.signIn('13911160006');
    const free = seatsOf(await seatMap(first!.id)).filter((s) => s.state === 'FREE');
    const choice = [free[4]!, free[5]!];
    expect(
      (
        await hold(
          first!.id,
          choice.map((s) => s.id),
          token,
        )
      ).errors,
    ).toEqual([]);
    const booked = await ok(
      `mutation($in: BookActivityInput!) { bookActivity(input: $in) { order { id status seats assignedSeats { row number zone } } errors { code } } }`,
      { in: { activityId: SEATED, sessionId: first!.id, seats: 2, ...contact } },
      token,
    );
    expect(booked.bookActivity.errors).toEqual([]);
    const order = booked.bookActivity.order;
    expect(order.seats).toBe(2);
    expect(order.assignedSeats.map((s: any) => [s.row, s.number])).toEqual(choice.map((s) => [s.row, s.number]));
    expect(seatsOf(await seatMap(first!.id)).find((s) => s.id === choice[0]!.id)?.state).toBe('SOLD');
    const cancelled = await ok(
      'mutation($id: ID!) { cancelReservationOrder(input: { orderId: $id }) { errors { code } } }',
      { id: order.id },
      token,
    );
    expect(cancelled.cancelReservationOrder.errors).toEqual([]);
    expect(seatsOf(await seatMap(first!.id)).find((s) => s.id === choice[0]!.id)?.state).toBe('FREE');
  });
});
