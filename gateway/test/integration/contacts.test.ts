/**
 * Regular contacts over the real upstream: the list (masked only), every input check with its
 * code and field (nothing goes upstream when refused), add, change and delete, booking an activity
 * for a contact, and ownership: another user can neither read, change, delete nor book with them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toGlobalId } from '../../src/core/relay/global-id.ts';
import { clientOf, startHarness } from './harness.ts';
import type { Harness } from './harness.ts';

let h: Harness;
let a: string;
let b: string;
const { gql, ok } = clientOf(() => h);

const CONTACT = 'id name certificateType maskedCertificateNumber maskedPhone createdAt';
const LIST = `{ viewer { user { contacts(first: 20) { totalCount edges { node { ${CONTACT} } } } } } }`;
const ADD = `mutation($in: AddContactInput!) { addContact(input: $in) { contact { ${CONTACT} } errors { code field limit message } } }`;
const UPDATE = `mutation($in: UpdateContactInput!) { updateContact(input: $in) { contact { ${CONTACT} } errors { code field limit message } } }`;
const DELETE = `mutation($in: DeleteContactInput!) { deleteContact(input: $in) { deletedContactId errors { code field } } }`;
const NODE = `query($id: ID!) { node(id: $id) { ... on Contact { ${CONTACT} } } }`;
const BOOK = `mutation($in: BookActivityInput!) { bookActivity(input: $in) { order { id orderCode voucher { contactName contactPhone } } errors { code field } } }`;

const PERSON = { name: '赵六', certificateType: 'ID_CARD', certificateNumber: '510723198501010012', phone: '13712345678' };

const list = async (token: string) => (await ok(LIST, {}, token)).viewer.user.contacts;
const codes = (errors: { code: string; field: string | null }[]) => errors.map((e) => [e.code, e.field]);

beforeAll(async () => {
  h = await startHarness({ timeoutMs: 15_000 });
  a = await h.signIn('13800000001');
  b = await h.signIn('13800000002');
}, 120_000);
afterAll(async () => {
  await h?.close();
});

describe('the list', () => {
  it('answers the demo contacts masked, never a full number or phone', async () => {
    const contacts = await list(a);
    expect(contacts.totalCount).toBe(3);
    const first = contacts.edges.at(-1).node;
    expect(first).toMatchObject({
      name: '张建国',
      certificateType: 'ID_CARD',
      maskedCertificateNumber: '5101**********231X',
      maskedPhone: '139****5678',
    });
    const text = JSON.stringify(contacts);
    for (const full of ['51010719880512231X', '510107199008208422', '13912345678']) expect(text).not.toContain(full);
    const limits = await ok('{ inputLimits { contactsMaxCount contactNameMaxLength } }');
    expect(limits.inputLimits).toEqual({ contactsMaxCount: 20, contactNameMaxLength: 20 });
  });

  it('needs a session', async () => {
    const r = await gql(ADD, { in: PERSON });
    expect(r.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('the checks', () => {
  it('refuses each bad field with its code, on its field, sending nothing upstream', async () => {
    const cases: [Record<string, unknown>, [string, string | null][]][] = [
      [{ name: '  ' }, [['CONTACT_NAME_REQUIRED', 'name']]],
      [{ name: '名'.repeat(21) }, [['CONTACT_NAME_TOO_LONG', 'name']]],
      [{ name: '赵\u0007六' }, [['CONTACT_NAME_INVALID', 'name']]],
      [{ certificateType: null }, [['CONTACT_CERTIFICATE_TYPE_REQUIRED', 'certificateType']]],
      [{ certificateNumber: ' ' }, [['CONTACT_CERTIFICATE_NUMBER_REQUIRED', 'certificateNumber']]],
      [{ certificateNumber: '51072319850101001' }, [['CONTACT_CERTIFICATE_NUMBER_FORMAT', 'certificateNumber']]],
      [{ certificateNumber: '510723198501010013' }, [['CONTACT_CERTIFICATE_NUMBER_CHECKSUM', 'certificateNumber']]],
      [{ certificateNumber: '510723198502300012' }, [['CONTACT_CERTIFICATE_BIRTH_DATE', 'certificateNumber']]],
      [{ certificateType: 'PASSPORT', certificateNumber: 'E1' }, [['CONTACT_CERTIFICATE_NUMBER_FORMAT', 'certificateNumber']]],
      [{ phone: '1371234567' }, [['PHONE_INVALID', 'phone']]],
      [
        { name: '', certificateNumber: '510723198501010013', phone: 'x' },
        [
          ['CONTACT_NAME_REQUIRED', 'name'],
          ['CONTACT_CERTIFICATE_NUMBER_CHECKSUM', 'certificateNumber'],
          ['PHONE_INVALID', 'phone'],
        ],
      ],
    ];
    await h.dev.resetCalls();
    for (const [change, expected] of cases) {
      const r = await ok(ADD, { in: { ...PERSON, ...change } }, a);
      expect(codes(r.addContact.errors), JSON.stringify(change)).toEqual(expected);
      expect(r.addContact.contact).toBeNull();
    }
    const calls = (await h.dev.calls()).calls.filter((c) => c.path.includes('userContact'));
    expect(calls).toEqual([]);
    const limit = await ok(ADD, { in: { ...PERSON, name: '名'.repeat(21) } }, a, 'en');
    expect(limit.addContact.errors[0]).toMatchObject({ limit: 20, message: 'At most 20 characters.' });
    expect((await list(a)).totalCount).toBe(3);
  });

  it('refuses the same certificate twice and more than the cap', async () => {
    const dup = await ok(ADD, { in: { ...PERSON, certificateNumber: '51010719880512231x' } }, a);
    expect(codes(dup.addContact.errors)).toEqual([['CONTACT_DUPLICATE', 'certificateNumber']]);
    const fresh = await h.signIn('13912340088');
    for (let i = 0; i < 20; i += 1) {
      const r = await ok(ADD, { in: { ...PERSON, certificateType: 'PASSPORT', certificateNumber: `E${10000000 + i}` } }, fresh);
      expect(r.addContact.errors).toEqual([]);
    }
    const full = await ok(ADD, { in: { ...PERSON, certificateType: 'PASSPORT', certificateNumber: 'E99999999' } }, fresh);
    expect(full.addContact.errors).toMatchObject([{ code: 'CONTACT_LIMIT_REACHED', field: null, limit: 20 }]);
  });
});

describe('add, change, delete', () => {
  it('adds a contact (sent SM4-encrypted), changes it keeping the number, deletes it', async () => {
    await h.dev.resetCalls();
    const added = await ok(ADD, { in: PERSON }, a);
    expect(added.addContact.errors).toEqual([]);
    const contact = added.addContact.contact;
    expect(contact).toMatchObject({ name: '赵六', maskedCertificateNumber: '5107**********0012', maskedPhone: '137****5678' });
    const save = (await h.dev.calls()).calls.find((c) => c.path.includes('userContact/save'));
    expect(JSON.stringify(save ?? {})).not.toContain('510723198501010012');
    const changed = await ok(
      UPDATE,
      { in: { contactId: contact.id, name: '赵六六', certificateType: 'ID_CARD', certificateNumber: '', phone: null } },
      a,
    );
    expect(changed.updateContact.errors).toEqual([]);
    expect(changed.updateContact.contact).toMatchObject({ id: contact.id, name: '赵六六', maskedCertificateNumber: '5107**********0012' });
    // A new kind checks the kept number again.
    const kind = await ok(UPDATE, { in: { contactId: contact.id, name: '赵六六', certificateType: 'TAIWAN_PASS' } }, a);
    expect(codes(kind.updateContact.errors)).toEqual([['CONTACT_CERTIFICATE_NUMBER_FORMAT', 'certificateNumber']]);
    const bad = await ok(
      UPDATE,
      { in: { contactId: contact.id, name: '赵六六', certificateType: 'ID_CARD', certificateNumber: '510723198501010013' } },
      a,
    );
    expect(codes(bad.updateContact.errors)).toEqual([['CONTACT_CERTIFICATE_NUMBER_CHECKSUM', 'certificateNumber']]);
    const gone = await ok(DELETE, { in: { contactId: contact.id } }, a);
    expect(gone.deleteContact).toEqual({ deletedContactId: contact.id, errors: [] });
    expect((await ok(NODE, { id: contact.id }, a)).node).toBeNull();
  });
});

describe('booking for a contact', () => {
  async function bookable(): Promise<{ activityId: string; sessionId: string }> {
    const list = await ok(
      '{ activities(first: 50) { edges { node { id mode needsReview bookingButton remainingSeats sessions { id bookable } } } } }',
    );
    const found = list.activities.edges
      .map((e: any) => e.node)
      .find((n: any) => n.mode === 'FREE_BOOKING' && !n.needsReview && n.bookingButton === 'BOOK' && n.remainingSeats >= 2);
    expect(found).toBeTruthy();
    return { activityId: found.id, sessionId: found.sessions.find((s: any) => s.bookable)?.id ?? found.sessions[0].id };
  }

  it("books with the contact's name and phone; another user's contact is refused and books nothing", async () => {
    const mine = (await list(a)).edges[0].node;
    const target = await bookable();
    const booked = await ok(BOOK, { in: { ...target, seats: 1, contactId: mine.id } }, a);
    expect(booked.bookActivity.errors).toEqual([]);
    expect(booked.bookActivity.order.voucher).toMatchObject({ contactName: mine.name, contactPhone: mine.maskedPhone });
    const ORDERS = '{ viewer { user { reservationOrders(first: 50) { totalCount } } } }';
    const before = (await ok(ORDERS, {}, b)).viewer.user.reservationOrders.totalCount;
    const refused = await ok(BOOK, { in: { ...target, seats: 1, contactId: mine.id } }, b);
    expect(refused.bookActivity).toEqual({ order: null, errors: [{ code: 'RESOURCE_NOT_FOUND', field: 'contactId' }] });
    const unknown = await ok(BOOK, { in: { ...target, seats: 1, contactId: toGlobalId('Contact', '999999') } }, b);
    expect(unknown.bookActivity).toEqual(refused.bookActivity);
    expect((await ok(ORDERS, {}, b)).viewer.user.reservationOrders.totalCount).toBe(before);
    // Without a contact, the typed name and phone are required as before.
    const none = await ok(BOOK, { in: { ...target, seats: 1 } }, b);
    expect(codes(none.bookActivity.errors)).toEqual([
      ['CONTACT_INVALID', 'contactName'],
      ['PHONE_INVALID', 'contactPhone'],
    ]);
  });
});

describe('reserving a day and booking a room for a contact', () => {
  it("reserves a venue's day for the user's contact; another user's contact is refused on reserveDay and bookRoomSlots", async () => {
    const found = await ok('{ searchPlaces(keyword: "成都图书馆", kind: VENUE, first: 5) { edges { node { id name } } } }');
    const venue = found.searchPlaces.edges.map((e: any) => e.node).find((v: any) => v.name === '成都图书馆');
    const DAYS = `query($id: ID!) { node(id: $id) { ... on Venue { reservation { days { date bookable timeSlots { id remaining bookable } } } } } }`;
    const days = (await ok(DAYS, { id: venue.id })).node.reservation.days;
    const day = days.find((d: any, i: number) => i > 0 && d.bookable && d.timeSlots.some((s: any) => s.bookable && s.remaining > 0));
    const slot = day.timeSlots.find((s: any) => s.bookable && s.remaining > 0);
    const mine = (await list(a)).edges[0].node;
    const RESERVE = `mutation($in: ReserveDayInput!) { reserveDay(input: $in) { order { id kind voucher { contactName contactPhone } } errors { code field } } }`;
    const input = { resourceId: venue.id, date: day.date, timeSlotId: slot.id, seats: 1, contactId: mine.id };
    const refused = await ok(RESERVE, { in: input }, b);
    expect(refused.reserveDay).toEqual({ order: null, errors: [{ code: 'RESOURCE_NOT_FOUND', field: 'contactId' }] });
    const reserved = await ok(RESERVE, { in: input }, a);
    expect(reserved.reserveDay.errors).toEqual([]);
    expect(reserved.reserveDay.order.voucher).toMatchObject({ contactName: mine.name, contactPhone: mine.maskedPhone });
    const ROOM = `mutation($in: BookRoomSlotsInput!) { bookRoomSlots(input: $in) { order { id } errors { code field } } }`;
    const room = await ok(
      ROOM,
      { in: { roomId: toGlobalId('ActivityRoom', '1'), date: day.date, slotIds: ['x'], purpose: '读书会', contactId: mine.id } },
      b,
    );
    expect(room.bookRoomSlots).toEqual({ order: null, errors: [{ code: 'RESOURCE_NOT_FOUND', field: 'contactId' }] });
  });
});

describe("another user's contacts", () => {
  it('cannot be read, changed nor deleted, exactly like an unknown id, and nothing changes', async () => {
    const mine = (await list(a)).edges[0].node;
    const unknown = toGlobalId('Contact', '999999');
    expect((await ok(NODE, { id: mine.id }, b)).node).toBeNull();
    expect((await ok(NODE, { id: unknown }, b)).node).toBeNull();
    expect((await list(b)).edges.map((e: any) => e.node.id)).not.toContain(mine.id);
    const change = { name: '改名', certificateType: 'ID_CARD' };
    const upd = await ok(UPDATE, { in: { contactId: mine.id, ...change } }, b);
    const updUnknown = await ok(UPDATE, { in: { contactId: unknown, ...change } }, b);
    expect(upd.updateContact).toEqual({
      contact: null,
      errors: [{ code: 'RESOURCE_NOT_FOUND', field: 'contactId', limit: null, message: expect.any(String) }],
    });
    expect(upd).toEqual(updUnknown);
    const del = await ok(DELETE, { in: { contactId: mine.id } }, b);
    expect(del.deleteContact).toEqual({ deletedContactId: null, errors: [{ code: 'RESOURCE_NOT_FOUND', field: 'contactId' }] });
    expect(del).toEqual(await ok(DELETE, { in: { contactId: unknown } }, b));
    expect((await ok(NODE, { id: mine.id }, a)).node).toEqual(mine);
  });
});
