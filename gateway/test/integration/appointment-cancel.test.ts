import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientOf, openDayAhead, startHarness } from './harness.ts';
import type { Harness } from './harness.ts';

/**
 * Cancelling a combined appointment whole against the real reference upstream: the vouchers' cancel
 * rules checked before the upstream is called, ownership, all or nothing (nothing cancelled when
 * one voucher is used, with which and why in the user's language), the places given back, and two
 * cancels at once.
 */
let h: Harness;
const { gql, ok } = clientOf(() => h);

const RESOURCES = `query($d: String!) { appointmentResources(date: $d, first: 50) {
  edges { node { id name open slots { id remaining bookable } } } } }`;
const MAKE = `mutation($in: AppointmentInput!) { makeAppointment(input: $in) { errors { code }
  appointment { id code canCancel cancelled vouchers { orderCode status canCancel } } } }`;
const CANCEL = `mutation($in: CancelAppointmentInput!) { cancelAppointment(input: $in) {
  errors { code field message }
  blockedVouchers { placeName voucher { orderCode } reason { code message } }
  appointment { id canCancel cancelled vouchers { orderCode status } } } }`;
const ORDER = `query($id: ID!) { node(id: $id) { ... on ReservationOrder { orderCode appointment { id code canCancel } } } }`;
const VOUCHER_IDS = `query($id: ID!) { node(id: $id) { ... on Appointment { vouchers { id orderCode } } } }`;
const CONTACTS = '{ viewer { user { contacts(first: 20) { edges { node { id } } } } } }';

interface Offer {
  id: string;
  name: string;
  open: boolean;
  slots: { id: string; remaining: number; bookable: boolean }[];
}
let traveller: string;
let other: string;
let date: string;
const upstreamCalls = async () => (await h.dev.calls()).calls.length;
const offers = async (): Promise<Offer[]> =>
  (await ok(RESOURCES, { d: date })).appointmentResources.edges
    .map((e: { node: Offer }) => e.node)
    .filter((o: Offer) => o.open && o.slots.some((s) => s.remaining > 1));
const remaining = async (names: string[]) => (await offers()).filter((o) => names.includes(o.name)).map((o) => o.slots[0]!.remaining);

async function makeFor(token: string, places: Offer[]) {
  const [contact] = (await ok(CONTACTS, {}, token)).viewer.user.contacts.edges.map((e: { node: { id: string } }) => e.node.id);
  const made = (await ok(MAKE, { in: { date, slotIds: places.map((p) => p.slots[0]!.id), contactIds: [contact] } }, token)).makeAppointment;
  expect(made.errors).toEqual([]);
  return made.appointment;
}

beforeAll(async () => {
  h = await startHarness({ timeoutMs: 15_000 });
  traveller = await h.signIn('13800000001');
  other = await h.signIn('13800000002');
  date = openDayAhead(3, h.now());
}, 120_000);

afterAll(async () => {
  await h?.close();
});

describe('cancelling a combined appointment whole', () => {
  it('cancels every voucher in one write and gives the places back; a voucher links to its appointment', async () => {
    const places = (await offers()).slice(0, 2);
    const names = places.map((p) => p.name);
    const before = await remaining(names);
    const made = await makeFor(traveller, places);
    expect(made).toMatchObject({ canCancel: true, cancelled: false });
    expect(await remaining(names)).toEqual(before.map((n) => n - 1));

    const [voucher] = (await ok(VOUCHER_IDS, { id: made.id }, traveller)).node.vouchers;
    expect((await ok(ORDER, { id: voucher.id }, traveller)).node.appointment).toMatchObject({
      id: made.id,
      code: made.code,
      canCancel: true,
    });

    // another user's appointment answers as a missing one, without a write
    const writes = await h.dev.writes();
    const theirs = (await ok(CANCEL, { in: { appointmentId: made.id } }, other)).cancelAppointment;
    expect(theirs.errors.map((e: { code: string }) => e.code)).toEqual(['RESOURCE_NOT_FOUND']);
    expect(theirs.appointment).toBeNull();
    const junk = (await ok(CANCEL, { in: { appointmentId: 'nonsense' } }, traveller)).cancelAppointment;
    expect(junk.errors.map((e: { code: string }) => e.code)).toEqual(['RESOURCE_NOT_FOUND']);
    expect(await h.dev.writes()).toBe(writes);
    const anonymous = await gql(CANCEL, { in: { appointmentId: made.id } });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    const done = (await ok(CANCEL, { in: { appointmentId: made.id } }, traveller)).cancelAppointment;
    expect(done.errors).toEqual([]);
    expect(done.appointment).toMatchObject({ canCancel: false, cancelled: true });
    expect(done.appointment.vouchers.map((v: { status: string }) => v.status)).toEqual(['CANCELLED', 'CANCELLED']);
    expect(await remaining(names)).toEqual(before);

    const again = (await ok(CANCEL, { in: { appointmentId: made.id } }, traveller, 'EN')).cancelAppointment;
    expect(again.errors).toEqual([
      { code: 'APPOINTMENT_ALREADY_CANCELLED', field: 'appointmentId', message: 'This appointment is already cancelled.' },
    ]);
  });

  it('cancels nothing when a voucher was used, and says which and why before calling the upstream', async () => {
    const places = (await offers()).slice(0, 2);
    const made = await makeFor(traveller, places);
    const used = made.vouchers[1].orderCode;
    await h.dev.useOrder(used);
    const before = await upstreamCalls();
    const refused = (await ok(CANCEL, { in: { appointmentId: made.id } }, traveller, 'EN')).cancelAppointment;
    expect(await upstreamCalls()).toBe(before + 1); // the appointment's read, no write
    expect(refused.errors.map((e: { code: string }) => e.code)).toEqual(['APPOINTMENT_NOT_CANCELLABLE']);
    expect(refused.blockedVouchers).toEqual([
      { placeName: places[1]!.name, voucher: { orderCode: used }, reason: { code: 'CANCEL_NOT_ALLOWED', message: expect.any(String) } },
    ]);
    expect(refused.appointment).toMatchObject({ canCancel: false, cancelled: false });
    expect(refused.appointment.vouchers.map((v: { status: string }) => v.status)).toEqual(['TO_BE_USED', 'COMPLETED']);
  });

  it('of two cancels at once exactly one cancels', async () => {
    const made = await makeFor(traveller, (await offers()).slice(0, 2));
    const both = await Promise.all([
      ok(CANCEL, { in: { appointmentId: made.id } }, traveller),
      ok(CANCEL, { in: { appointmentId: made.id } }, traveller),
    ]);
    const codes = both.map((r) => r.cancelAppointment.errors.map((e: { code: string }) => e.code).join());
    expect(codes.sort()).toEqual(['', 'APPOINTMENT_ALREADY_CANCELLED']);
  });
});
