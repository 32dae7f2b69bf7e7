import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientOf, startHarness } from './harness.ts';
import type { Harness } from './harness.ts';

/**
 * Narrators and interpretation sessions against the real reference upstream: the entry on the
 * place pages (one call for a list of places), the offer with its days, every rule the gateway
 * checks before the upstream (localized, coded), the booking landing in my reservations with its
 * cancel rule, another user's order answered as a missing one, and two people wanting the last
 * narrator of a language or the last place of a session at once (exactly one wins).
 */
let h: Harness;
const { gql, ok } = clientOf(() => h);

const PLACES = `query($kind: PlaceKind!) { places(kind: $kind, first: 20) { edges { node { id upstreamId name
  ... on ScenicArea { narratorOrderPath } ... on Venue { narratorOrderPath } } } } }`;
const OFFER = `query($id: String!) { narratorOffer(placeId: $id) { id placeName pricePerSession minGroupSize maxGroupSize noteMaxLength
  languages cancelHoursBefore meetingNotes orderPath place { id }
  narrators { key name languages photo { url } intro }
  days { key date weekday bookable slots { key slotId startTime endTime freeNarrators languages bookable } } } }`;
const BOOK = `mutation($in: BookNarratorInput!) { bookNarrator(input: $in) { errors { code field message limit }
  order { id orderCode kind status price canCancel cancelDeadline detailPath
    guideBooking { kind narratorName narratorPhoto { url } language note successPath ordersPath } }
  offer { id days { date slots { slotId freeNarrators languages } } } } }`;
const SESSIONS = `query($id: ID!) { node(id: $id) { ... on Venue { interpretationSessions(first: 20) { totalCount
  pageInfo { hasNextPage } edges { node { id title placeName place { id } language startsAt capacity remaining maxPeoplePerOrder price bookable
  cancelHoursBefore orderPath } } } } } }`;
const BOOK_SESSION = `mutation($in: BookInterpretationInput!) { bookInterpretation(input: $in) { errors { code field message limit }
  order { orderCode kind status canCancel guideBooking { kind sessionTitle language successPath ordersPath } }
  session { id remaining bookable } } }`;
const ORDER = `query($code: String!) { viewer { user { reservationOrder(orderCode: $code) { orderCode kind status } } } }`;
const MY_ORDERS = `query($kind: ReservationOrderKind) { viewer { user { reservationOrders(kind: $kind, first: 10) { edges { node { orderCode kind status
  guideBooking { kind } } } } } } }`;

let scenic: { id: string; upstreamId: string; name: string; narratorOrderPath: string | null };
let offer: any;
let a: string;
let b: string;

beforeAll(async () => {
  h = await startHarness({ timeoutMs: 15_000 });
  a = await h.signIn('13911110041');
  b = await h.signIn('13911110042');
}, 120_000);

afterAll(async () => {
  await h?.close();
});

const input = (over: Record<string, unknown> = {}) => {
  const day = offer.days[2];
  return {
    offerId: offer.id,
    date: day.date,
    slotId: day.slots[0].slotId,
    language: 'CN',
    groupSize: 4,
    contactName: '王五',
    contactPhone: '13900000041',
    ...over,
  };
};

describe('narrators', () => {
  it('place pages name the narrator page in one call for all their places', async () => {
    await h.dev.resetCalls();
    const places = (await ok(PLACES, { kind: 'SCENIC_AREA' })).places.edges.map((e: any) => e.node);
    const { calls } = await h.dev.calls();
    expect(calls.filter((c) => c.path === 'res/api/guideService/byPlaces')).toHaveLength(1);
    const offering = places.filter((p: any) => p.narratorOrderPath);
    expect(offering.length).toBe(2);
    scenic = offering[0];
    expect(scenic.narratorOrderPath).toBe(`/narrator-order/${scenic.upstreamId}`);
    expect(places.some((p: any) => p.narratorOrderPath === null)).toBe(true);
  });

  it('the offer shows its price, group limits, languages, narrators and days', async () => {
    offer = (await ok(OFFER, { id: scenic.upstreamId })).narratorOffer;
    expect(offer).toMatchObject({
      placeName: scenic.name,
      pricePerSession: 120,
      minGroupSize: 1,
      maxGroupSize: 30,
      noteMaxLength: 200,
      languages: ['CN', 'EN', 'JAPANESE', 'KOREAN'],
      cancelHoursBefore: 24,
      orderPath: scenic.narratorOrderPath,
      place: { id: scenic.id },
    });
    expect(offer.narrators).toHaveLength(4);
    expect(offer.narrators[0].languages).toEqual(['CN', 'EN']);
    expect(offer.narrators[0].photo.url).toMatch(/avatars\/narrator-/);
    expect(offer.days).toHaveLength(7);
    expect(offer.days[2].slots[0]).toMatchObject({ startTime: '09:30', freeNarrators: 4, bookable: true });
    expect((await ok(OFFER, { id: '999999' })).narratorOffer).toBeNull();
    expect((await ok(OFFER, { id: 'x' })).narratorOffer).toBeNull();
  });

  it('refuses every rule before the upstream, in the caller’s language', async () => {
    expect((await gql(BOOK, { in: input() })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    await h.dev.resetCalls();
    const cases: Array<[Record<string, unknown>, string, string, number | null]> = [
      [{ offerId: 'bm90LWFuLWlk' }, 'RESOURCE_NOT_FOUND', 'offerId', null],
      [{ date: '2001-01-01' }, 'DAY_NOT_BOOKABLE', 'date', null],
      [{ date: 'tomorrow' }, 'DATE_INVALID', 'date', null],
      [{ slotId: '999999' }, 'SLOT_NOT_BOOKABLE', 'slotId', null],
      [{ language: 'FRENCH' }, 'NARRATOR_LANGUAGE_NOT_OFFERED', 'language', null],
      [{ groupSize: 0 }, 'GROUP_TOO_SMALL', 'groupSize', 1],
      [{ groupSize: 31 }, 'GROUP_TOO_LARGE', 'groupSize', 30],
      [{ note: 'x'.repeat(201) }, 'NOTE_TOO_LONG', 'note', 200],
      [{ contactName: ' ' }, 'CONTACT_INVALID', 'contactName', 20],
      [{ contactPhone: '1390000004' }, 'PHONE_INVALID', 'contactPhone', null],
    ];
    for (const [over, code, field, limit] of cases) {
      const r = (await ok(BOOK, { in: input(over) }, a)).bookNarrator;
      expect(r.order, code).toBeNull();
      expect(r.errors[0], code).toMatchObject({ code, field, ...(limit === null ? {} : { limit }) });
    }
    const { calls } = await h.dev.calls();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    const en = (await ok(BOOK, { in: input({ groupSize: 31 }) }, a, 'EN')).bookNarrator;
    expect(en.errors[0].message).toBe('A group can have at most 30 people.');
    const ko = (await ok(BOOK, { in: input({ language: 'FRENCH' }) }, a, 'KOREAN')).bookNarrator;
    expect(ko.errors[0].message).toBe('이 언어를 하는 해설사가 없습니다.');
  });

  it('books a narrator into my reservations; the last English narrator has one winner; another user sees no order', async () => {
    const both = await Promise.all([
      ok(BOOK, { in: input({ language: 'EN', note: '带老人' }) }, a),
      ok(BOOK, { in: input({ language: 'EN' }) }, b),
    ]);
    const results = both.map((r) => r.bookNarrator);
    const won = results.filter((r) => r.errors.length === 0);
    const lost = results.filter((r) => r.errors.length > 0);
    expect(won).toHaveLength(1);
    expect(lost[0].errors[0]).toMatchObject({ code: 'NARRATOR_NONE_FREE' });
    const winner = results[0].errors.length === 0 ? a : b;
    const other = winner === a ? b : a;
    const order = won[0].order;
    expect(order).toMatchObject({ kind: 'NARRATOR', status: 'AWAITING_PAYMENT', price: 120, canCancel: true });
    expect(order.guideBooking).toMatchObject({
      kind: 'NARRATOR',
      language: 'EN',
      successPath: `/interpretation-success/${order.orderCode}/narrator`,
      ordersPath: '/user-reservation?orderType=CONTENT_TYPE_NARRATOR',
    });
    expect(order.guideBooking.narratorName).toBe(offer.narrators[0].name);
    const slot = won[0].offer.days[2].slots[0];
    expect(slot).toMatchObject({ freeNarrators: 3, languages: ['CN', 'JAPANESE', 'KOREAN'] });

    const mine = (await ok(MY_ORDERS, { kind: 'NARRATOR' }, winner)).viewer.user.reservationOrders.edges.map((e: any) => e.node);
    expect(mine.map((o: any) => o.orderCode)).toContain(order.orderCode);
    expect((await ok(ORDER, { code: order.orderCode }, other)).viewer.user.reservationOrder).toBeNull();
    const theirs = (await ok(MY_ORDERS, { kind: 'NARRATOR' }, other)).viewer.user.reservationOrders.edges;
    expect(theirs).toEqual([]);
    const node = await gql(`query($id: ID!) { node(id: $id) { id } }`, { id: order.id }, other);
    expect(node.data?.node ?? null).toBeNull();
  });
});

describe('interpretation sessions', () => {
  let venue: any;
  let sessions: any[];
  const sessionInput = (over: Record<string, unknown> = {}) => ({
    sessionId: sessions[0].id,
    people: 2,
    contactName: '王五',
    contactPhone: '13900000041',
    ...over,
  });

  it('a venue lists its sessions ahead with places left', async () => {
    const venues = (await ok(PLACES, { kind: 'VENUE' })).places.edges.map((e: any) => e.node);
    venue = venues.find((v: any) => v.narratorOrderPath);
    const conn = (await ok(SESSIONS, { id: venue.id })).node.interpretationSessions;
    expect(conn.totalCount).toBeGreaterThan(10);
    expect(conn.pageInfo.hasNextPage).toBe(false);
    sessions = conn.edges.map((e: any) => e.node);
    expect(sessions[0]).toMatchObject({
      placeName: venue.name,
      place: { id: venue.id },
      capacity: 20,
      maxPeoplePerOrder: 5,
      price: null,
      cancelHoursBefore: 1,
    });
    expect(sessions[0].orderPath).toMatch(/^\/interpretation-order\/\d+$/);
    const session = await ok(`query($id: String!) { interpretationSession(sessionId: $id) { id remaining } }`, {
      id: sessions[0].orderPath.split('/').pop(),
    });
    expect(session.interpretationSession.id).toBe(sessions[0].id);
  });

  it('refuses people outside the rules before the upstream, books within them, once per person', async () => {
    const first = sessions.find((s) => s.bookable && s.remaining >= 5);
    const last = sessions.find((s) => s.remaining === 1);
    await h.dev.resetCalls();
    const cases: Array<[Record<string, unknown>, string, string, number | null]> = [
      [{ sessionId: 'bm90LWFuLWlk' }, 'RESOURCE_NOT_FOUND', 'sessionId', null],
      [{ sessionId: first.id, people: 0 }, 'SEATS_INVALID', 'people', null],
      [{ sessionId: first.id, people: 6 }, 'TOO_MANY_SEATS', 'people', 5],
      [{ sessionId: last.id, people: 2 }, 'SOLD_OUT', 'people', 1],
      [{ sessionId: first.id, contactPhone: 'abc' }, 'PHONE_INVALID', 'contactPhone', null],
    ];
    for (const [over, code, field, limit] of cases) {
      const r = (await ok(BOOK_SESSION, { in: sessionInput(over) }, a)).bookInterpretation;
      expect(r.errors[0], code).toMatchObject({ code, field, ...(limit === null ? {} : { limit }) });
    }
    expect((await h.dev.calls()).calls.filter((c) => c.method === 'POST')).toEqual([]);

    const both = await Promise.all([
      ok(BOOK_SESSION, { in: sessionInput({ sessionId: last.id, people: 1 }) }, a),
      ok(BOOK_SESSION, { in: sessionInput({ sessionId: last.id, people: 1 }) }, b),
    ]);
    const results = both.map((r) => r.bookInterpretation);
    expect(results.filter((r) => r.errors.length === 0)).toHaveLength(1);
    expect(results.find((r) => r.errors.length > 0).errors[0]).toMatchObject({ code: 'SOLD_OUT' });
    const won = results.find((r) => r.errors.length === 0);
    expect(won.order).toMatchObject({ kind: 'INTERPRETATION', status: 'TO_BE_USED', canCancel: true });
    expect(won.order.guideBooking).toMatchObject({ kind: 'INTERPRETATION', sessionTitle: last.title, language: 'CN' });
    expect(won.order.guideBooking.successPath).toBe(`/interpretation-success/${won.order.orderCode}/interpretation`);
    expect(won.session).toMatchObject({ remaining: 0, bookable: false });

    expect((await ok(BOOK_SESSION, { in: sessionInput({ sessionId: first.id }) }, a)).bookInterpretation.errors).toEqual([]);
    const again = (await ok(BOOK_SESSION, { in: sessionInput({ sessionId: first.id, people: 1 }) }, a, 'FRENCH')).bookInterpretation;
    expect(again.errors[0]).toMatchObject({ code: 'ALREADY_BOOKED' });
  });

  it('a started session is refused before the upstream', async () => {
    const soon = sessions[0];
    await h.dev.advanceClock(Date.parse(soon.startsAt) - h.now() + 60_000);
    const r = (await ok(BOOK_SESSION, { in: sessionInput({ sessionId: soon.id, people: 1 }) }, b)).bookInterpretation;
    expect(r.errors[0]).toMatchObject({ code: 'SESSION_STARTED', field: 'sessionId' });
  });
});
