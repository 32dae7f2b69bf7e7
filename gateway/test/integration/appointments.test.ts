import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sm4Encrypt } from '../../src/core/sm4.ts';
import { clientOf, openDayAhead, startHarness } from './harness.ts';
import type { Harness } from './harness.ts';

/**
 * Combined appointments against the real reference upstream: what the places offer on a day, every
 * rule of the draft and of makeAppointment (checked before the upstream is called), all or nothing,
 * ownership of contacts and appointments, two users at once on the last place, the record of use.
 */
let h: Harness;
const { gql, ok } = clientOf(() => h);

const RESOURCES = `query($d: String!, $k: AppointmentResourceKind) { appointmentResources(date: $d, kind: $k, first: 50) { totalCount
  edges { node { id placeId kind name open maxVisitors remaining orderPath slots { id startTime capacity remaining bookable } } } } }`;
const DRAFT = `query($in: AppointmentInput!) { appointmentDraft(input: $in) { date maxVisitors ready errors { code field limit message }
  choices { resource { name } slot { startTime } } visitors { id name } } }`;
const MAKE = `mutation($in: AppointmentInput!) { makeAppointment(input: $in) { errors { code field limit message }
  appointment { id code date successPath visitors { name maskedCertificateNumber } vouchers { orderCode status resourceName detailPath verificationCode } } } }`;
const CONTACTS = '{ viewer { user { contacts(first: 20) { edges { node { id name } } } } } }';
const USES = `query($after: String) { viewer { user { appointmentConsumptions(first: 5, after: $after) { totalCount pageInfo { hasNextPage endCursor }
  edges { node { id placeName usedAt date visitors voucherPath appointmentCode } } } } } }`;

interface Offer {
  id: string;
  name: string;
  kind: string;
  open: boolean;
  maxVisitors: number;
  slots: { id: string; remaining: number; capacity: number; bookable: boolean }[];
}
let traveller: string;
let other: string;
let date: string;
let offers: Offer[];
const contactsOf = async (token: string): Promise<string[]> =>
  (await ok(CONTACTS, {}, token)).viewer.user.contacts.edges.map((e: { node: { id: string } }) => e.node.id);
const byName = (name: string) => offers.find((o) => o.name === name) as Offer;
const upstreamCalls = async () => (await h.dev.calls()).calls.length;

beforeAll(async () => {
  h = await startHarness({ timeoutMs: 15_000 });
  traveller = await h.signIn('13800000001');
  other = await h.signIn('13800000002');
  date = openDayAhead(1, h.now());
  offers = (await ok(RESOURCES, { d: date })).appointmentResources.edges.map((e: { node: Offer }) => e.node);
}, 120_000);

afterAll(async () => {
  await h?.close();
});

describe('combined appointments', () => {
  it('lists what the places offer on a day, by kind, with their slots and visitor limits', async () => {
    const library = byName('成都图书馆');
    expect(library).toMatchObject({ kind: 'VENUE', open: true, maxVisitors: 2 });
    expect(library.slots[0]).toMatchObject({ capacity: 3, remaining: 3, bookable: true });
    const scenic = (await ok(RESOURCES, { d: date, k: 'SCENIC_AREA' })).appointmentResources.edges.map((e: { node: Offer }) => e.node);
    expect(scenic.length).toBeGreaterThan(0);
    expect(scenic.every((o: Offer) => o.kind === 'SCENIC_AREA')).toBe(true);
    const bad = await gql(RESOURCES, { d: 'tomorrow' });
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('checks every rule before calling the upstream', async () => {
    const [a, b, c] = await contactsOf(traveller);
    const library = byName('成都图书馆');
    const scenic = offers.find((o) => o.kind === 'SCENIC_AREA' && o.open) as Offer;
    const two = [library.slots[0]!.id, scenic.slots[0]!.id];
    const codes = async (input: Record<string, unknown>, token = traveller) =>
      (await ok(MAKE, { in: input }, token)).makeAppointment.errors.map((e: { code: string }) => e.code);
    const before = await upstreamCalls();
    expect(await codes({ date: '2020-01-01', slotIds: two, contactIds: [a] })).toEqual(['DAY_NOT_BOOKABLE']);
    expect(await codes({ date: 'soon', slotIds: two, contactIds: [a] })).toEqual(['DATE_INVALID']);
    expect(await codes({ date, slotIds: [], contactIds: [a] })).toEqual(['SLOT_REQUIRED']);
    expect(await codes({ date, slotIds: [library.slots[0]!.id, library.slots[1]!.id], contactIds: [a] })).toEqual([
      'APPOINTMENT_SAME_RESOURCE',
    ]);
    expect(await codes({ date, slotIds: two, contactIds: [] })).toEqual(['APPOINTMENT_VISITOR_REQUIRED']);
    expect(await codes({ date, slotIds: two, contactIds: [a, a] })).toEqual(['APPOINTMENT_VISITOR_DUPLICATE']);
    const tooMany = (await ok(MAKE, { in: { date, slotIds: two, contactIds: [a, b, c] } }, traveller)).makeAppointment.errors;
    expect(tooMany).toMatchObject([{ code: 'TOO_MANY_SEATS', field: 'contactIds', limit: 2 }]);
    expect(await codes({ date, slotIds: ['bm90LWEtc2xvdA=='], contactIds: [a] })).toEqual(['RESOURCE_NOT_FOUND']);
    // another user's contact answers like a missing one
    const [theirs] = await contactsOf(other);
    expect(await codes({ date, slotIds: two, contactIds: [theirs] })).toEqual(['RESOURCE_NOT_FOUND']);
    expect((await h.dev.calls()).calls.slice(before).filter((c) => c.path.includes('appointment/make'))).toEqual([]);

    // the draft answers the same rules, worded in the viewer's language
    const draft = (await ok(DRAFT, { in: { date, slotIds: two, contactIds: [a, a] } }, traveller, 'EN')).appointmentDraft;
    expect(draft).toMatchObject({ maxVisitors: 2, ready: false });
    expect(draft.choices).toHaveLength(2);
    expect(draft.errors[0]).toMatchObject({ code: 'APPOINTMENT_VISITOR_DUPLICATE', message: 'The same visitor cannot be added twice.' });
    expect((await ok(DRAFT, { in: { date, slotIds: two, contactIds: [a] } }, traveller)).appointmentDraft.ready).toBe(true);
    expect((await gql(MAKE, { in: { date, slotIds: two, contactIds: [a] } })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('refuses a visitor whose ID number fails its checksum', async () => {
    const token = await h.signIn('13800000003');
    const form = new URLSearchParams({
      name: '测试',
      certType: '1',
      certNumber: sm4Encrypt('110101199003070000'),
      phone: sm4Encrypt('13912340000'),
    });
    const saved = await fetch(`${h.upstreamUrl}/user/api/userContact/save?siteCode=site510100&token=${token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    });
    expect(((await saved.json()) as { code: number }).code).toBe(0);
    const [bad] = await contactsOf(token);
    const errors = (await ok(MAKE, { in: { date, slotIds: [byName('成都图书馆').slots[0]!.id], contactIds: [bad] } }, token))
      .makeAppointment.errors;
    expect(errors.map((e: { code: string }) => e.code)).toEqual(['APPOINTMENT_VISITOR_ID_INVALID']);
  });

  it('makes one voucher per place for all the visitors; the appointment is its maker’s only', async () => {
    const [a, b] = await contactsOf(traveller);
    const library = byName('成都图书馆');
    const scenic = offers.find((o) => o.kind === 'SCENIC_AREA' && o.open) as Offer;
    const made = (await ok(MAKE, { in: { date, slotIds: [library.slots[0]!.id, scenic.slots[0]!.id], contactIds: [a, b] } }, traveller))
      .makeAppointment;
    expect(made.errors).toEqual([]);
    expect(made.appointment.date).toBe(date);
    expect(made.appointment.successPath).toBe(`/appointment-success?id=${encodeURIComponent(made.appointment.id)}`);
    expect(made.appointment.visitors).toHaveLength(2);
    expect(made.appointment.visitors[0].maskedCertificateNumber).toMatch(/\*/);
    expect(made.appointment.vouchers.map((v: { resourceName: string; status: string }) => [v.resourceName, v.status])).toEqual([
      ['成都图书馆', 'TO_BE_USED'],
      [scenic.name, 'TO_BE_USED'],
    ]);
    expect(made.appointment.vouchers[0].detailPath).toMatch(/^\/reservation-detail\//);
    const NODE = 'query($id: ID!) { node(id: $id) { ... on Appointment { code } } }';
    expect((await ok(NODE, { id: made.appointment.id }, traveller)).node.code).toBe(made.appointment.code);
    expect((await ok(NODE, { id: made.appointment.id }, other)).node).toBeNull();

    // one place left on that library slot: two visitors are refused whole, the scenic area keeps its places
    const again = (await ok(MAKE, { in: { date, slotIds: [library.slots[0]!.id, scenic.slots[0]!.id], contactIds: [a, b] } }, traveller))
      .makeAppointment;
    expect(again.errors).toMatchObject([{ code: 'SOLD_OUT', limit: 1 }]);
    const now = (await ok(RESOURCES, { d: date })).appointmentResources.edges.map((e: { node: Offer }) => e.node);
    expect(now.find((o: Offer) => o.name === '成都图书馆').slots[0].remaining).toBe(1);
    expect(now.find((o: Offer) => o.name === scenic.name).slots[0].remaining).toBe(scenic.slots[0]!.remaining - 2);
  });

  it('gives the last place of a slot to exactly one of two users at once', async () => {
    const library = byName('成都图书馆');
    const slot = library.slots[1]!.id;
    const [a] = await contactsOf(traveller);
    const [theirs] = await contactsOf(other);
    for (let i = 0; i < 2; i++)
      expect((await ok(MAKE, { in: { date, slotIds: [slot], contactIds: [a] } }, traveller)).makeAppointment.errors).toEqual([]);
    const both = await Promise.all([
      ok(MAKE, { in: { date, slotIds: [slot], contactIds: [a] } }, traveller),
      ok(MAKE, { in: { date, slotIds: [slot], contactIds: [theirs] } }, other),
    ]);
    const errors = both.map((r) => r.makeAppointment.errors);
    expect(errors.filter((e) => e.length === 0)).toHaveLength(1);
    expect(errors.flat().map((e: { code: string }) => e.code)).toEqual(['SOLD_OUT']);
  });

  it("pages the user's record of use; nobody else's", async () => {
    const first = (await ok(USES, {}, traveller)).viewer.user.appointmentConsumptions;
    expect(first.totalCount).toBe(6);
    expect(first.edges).toHaveLength(5);
    expect(first.edges[0].node).toMatchObject({ visitors: 1 });
    expect(first.edges[0].node.voucherPath).toMatch(/^\/reservation-detail\/YY/);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = (await ok(USES, { after: first.pageInfo.endCursor }, traveller)).viewer.user.appointmentConsumptions;
    expect(second.edges).toHaveLength(1);
    expect(second.pageInfo.hasNextPage).toBe(false);
    expect((await ok(USES, {}, other)).viewer.user.appointmentConsumptions.totalCount).toBe(0);
  });
});
