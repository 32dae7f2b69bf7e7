import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientOf, startHarness } from './harness.ts';
import type { Harness } from './harness.ts';

/**
 * Booking a narrator with the group leader picked from the viewer's regular contacts, against the
 * real reference upstream: the contact's full name, phone and certificate number are booked (the
 * order shows the certificate masked), the typed leader is checked as before, another user's
 * contact answers as a missing one without a write.
 */
let h: Harness;
const { ok } = clientOf(() => h);

const PLACES = `{ places(kind: SCENIC_AREA, first: 20) { edges { node { upstreamId ... on ScenicArea { narratorOrderPath } } } } }`;
const OFFER = `query($id: String!) { narratorOffer(placeId: $id) { id days { date slots { slotId } } } }`;
const BOOK = `mutation($in: BookNarratorInput!) { bookNarrator(input: $in) { errors { code field }
  order { orderCode guideBooking { leaderMaskedCertificateNumber } } } }`;
const CONTACTS = '{ viewer { user { contacts(first: 20) { edges { node { id name maskedPhone maskedCertificateNumber } } } } } }';

interface Contact {
  id: string;
  name: string;
  maskedPhone: string;
  maskedCertificateNumber: string;
}
let traveller: string;
let other: string;
let offer: { id: string; days: { date: string; slots: { slotId: string }[] }[] };
const contactsOf = async (token: string): Promise<Contact[]> =>
  (await ok(CONTACTS, {}, token)).viewer.user.contacts.edges.map((e: { node: Contact }) => e.node);
const input = (day: number, over: Record<string, unknown>) => ({
  offerId: offer.id,
  date: offer.days[day]!.date,
  slotId: offer.days[day]!.slots[1]!.slotId,
  language: 'CN',
  groupSize: 3,
  ...over,
});

beforeAll(async () => {
  h = await startHarness({ timeoutMs: 15_000 });
  traveller = await h.signIn('13800000001');
  other = await h.signIn('13800000002');
  const places = (await ok(PLACES)).places.edges.map((e: { node: { upstreamId: string; narratorOrderPath: string | null } }) => e.node);
  const place = places.find((p: { narratorOrderPath: string | null }) => p.narratorOrderPath);
  offer = (await ok(OFFER, { id: place.upstreamId })).narratorOffer;
}, 120_000);

afterAll(async () => {
  await h?.close();
});

describe('a narrator booking with the group leader from the regular contacts', () => {
  it("books the contact's name, phone and certificate number", async () => {
    const [leader] = await contactsOf(traveller);
    const r = (await ok(BOOK, { in: input(3, { contactId: leader!.id }) }, traveller)).bookNarrator;
    expect(r.errors).toEqual([]);
    expect(r.order.guideBooking.leaderMaskedCertificateNumber).toBe(leader!.maskedCertificateNumber);
    // a contact named wins over typed values
    const both = (await ok(BOOK, { in: input(4, { contactId: leader!.id, contactName: ' ', contactPhone: '1' }) }, traveller)).bookNarrator;
    expect(both.errors).toEqual([]);
  });

  it("checks the typed leader as before; another user's contact is a missing one, without a write", async () => {
    const writes = await h.dev.writes();
    const [theirs] = await contactsOf(other);
    const stolen = (await ok(BOOK, { in: input(3, { contactId: theirs!.id }) }, traveller)).bookNarrator;
    expect(stolen).toMatchObject({ order: null, errors: [{ code: 'RESOURCE_NOT_FOUND', field: 'contactId' }] });
    const junk = (await ok(BOOK, { in: input(3, { contactId: 'bm90LWFuLWlk' }) }, traveller)).bookNarrator;
    expect(junk.errors).toEqual([{ code: 'RESOURCE_NOT_FOUND', field: 'contactId' }]);
    const none = (await ok(BOOK, { in: input(3, {}) }, traveller)).bookNarrator;
    expect(none.errors.map((e: { code: string; field: string }) => e.field)).toEqual(['contactName', 'contactPhone']);
    const badPhone = (await ok(BOOK, { in: input(3, { contactName: '王五', contactPhone: '1390000004' }) }, traveller)).bookNarrator;
    expect(badPhone.errors).toEqual([{ code: 'PHONE_INVALID', field: 'contactPhone' }]);
    expect(await h.dev.writes()).toBe(writes);
    const typed = (await ok(BOOK, { in: input(5, { contactName: '王五', contactPhone: '13900000041' }) }, traveller)).bookNarrator;
    expect(typed.errors).toEqual([]);
    expect(typed.order.guideBooking.leaderMaskedCertificateNumber).toBeNull();
  });

  it("books a typed leader's ID number once it passes its checksum and birth date; a wrong one is refused on its field without a write", async () => {
    const writes = await h.dev.writes();
    const typed = { contactName: '王五', contactPhone: '13900000041' };
    const refusals = [];
    for (const contactIdNumber of ['11010519491231002Y', '110105194912310022', '110105299912310023'])
      refusals.push((await ok(BOOK, { in: input(6, { ...typed, contactIdNumber }) }, traveller)).bookNarrator.errors);
    expect(refusals).toEqual([
      [{ code: 'CONTACT_CERTIFICATE_NUMBER_FORMAT', field: 'contactIdNumber' }],
      [{ code: 'CONTACT_CERTIFICATE_NUMBER_CHECKSUM', field: 'contactIdNumber' }],
      [{ code: 'CONTACT_CERTIFICATE_BIRTH_DATE', field: 'contactIdNumber' }],
    ]);
    expect(await h.dev.writes()).toBe(writes);
    // spaces and a lower-case check character are the same number
    const booked = (await ok(BOOK, { in: input(6, { ...typed, contactIdNumber: ' 11010519491231002x ' }) }, traveller)).bookNarrator;
    expect(booked.errors).toEqual([]);
    expect(booked.order.guideBooking.leaderMaskedCertificateNumber).toBe('1101**********002X');
  });
});
