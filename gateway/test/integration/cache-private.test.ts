import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness } from './harness.ts';
import type { GqlResult, Harness } from './harness.ts';
import { startRedisServer } from './redis-server.ts';
import type { RedisServer } from './redis-server.ts';

/**
 * The response cache ON (the production TTL), in memory and in Redis, against the real reference
 * upstream: no private data after sign-out, no stale own lists after a write, invalidation that
 * does not depend on the mutation's selection, no 304 for a stranger and no skipped mutation,
 * degraded answers not cached, and the language in the key only where the answer depends on it.
 */
const STORES = ['memory', 'redis'] as const;
const contact = { contactName: '张三', contactPhone: '13912345678' };
const DAY = 86_400_000;

let redis: RedisServer;
beforeAll(async () => {
  redis = await startRedisServer();
}, 60_000);
afterAll(async () => {
  await redis?.close();
});

describe.each(STORES)('the response cache (%s store)', (store) => {
  let h: Harness;
  beforeAll(async () => {
    const cache = store === 'redis' ? { ttlMs: 30_000, redis: { url: redis.url, prefix: `private:${process.pid}:` } } : { ttlMs: 30_000 };
    h = await startHarness({ timeoutMs: 15_000, cache });
  }, 120_000);
  afterAll(async () => {
    await h?.close();
  });

  const ask = (query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
    h.gql(query, variables, headers);
  const as = (token: string) => ({ 'x-token': token });
  async function ok(
    query: string,
    variables: Record<string, unknown> = {},
    headers: Record<string, string> = {},
  ): Promise<GqlResult<Record<string, any>>> {
    const r = await ask(query, variables, headers);
    expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
    return r as GqlResult<Record<string, any>>;
  }
  const codes = (r: GqlResult) => (r.errors ?? []).map((e) => (e as { extensions?: { code?: string } }).extensions?.code);

  it('1. a signed-out token never gets private data back from the cache', async () => {
    const token = await h.signIn('13800000001');
    const me = (await ok('{ viewer { user { id } } }', {}, as(token))).data!.viewer.user.id as string;
    const PRIVATE = {
      user: ['query($id: ID!) { node(id: $id) { ... on User { id maskedPhone } } }', (d: any) => d?.node],
      reservations: [
        'query($id: ID!) { node(id: $id) { ... on User { reservationOrders(first: 5) { totalCount edges { node { id orderCode } } } } } }',
        (d: any) => d?.node,
      ],
      favourites: ['query($id: ID!) { node(id: $id) { ... on User { favourites(first: 5) { totalCount } } } }', (d: any) => d?.node],
      shopOrders: ['query($id: ID!) { node(id: $id) { ... on User { shopOrders(first: 5) { totalCount } } } }', (d: any) => d?.node],
      wallet: ['query($id: ID!) { node(id: $id) { ... on User { wallet { balance } } } }', (d: any) => d?.node],
    } as const;
    for (const [name, [query, pick]] of Object.entries(PRIVATE)) {
      const first = await ok(query, { id: me }, as(token));
      expect(pick(first.data), name).toBeTruthy();
      const again = await ok(query, { id: me }, as(token));
      expect(again.upstreamCalls, `${name}: private answers are never served from the cache`).toBeGreaterThan(0);
    }
    expect((await ok('mutation { signOut { signedOut } }', {}, as(token))).data!.signOut.signedOut).toBe(true);
    for (const [name, [query, pick]] of Object.entries(PRIVATE)) {
      const after = await ask(query, { id: me }, as(token));
      expect(after.upstreamCalls, name).toBeGreaterThan(0);
      const value = pick(after.data);
      const empty = value === null || value === undefined || Object.values(value as object).every((v) => v === null);
      expect(empty || codes(after).includes('UNAUTHENTICATED'), `${name}: ${JSON.stringify(after)}`).toBe(true);
      expect(JSON.stringify(after.data ?? {}), name).not.toMatch(/138\*\*\*\*0001|orderCode|balance":\d/);
    }
  });

  it("2. the user's own lists are fresh after a write (orders after booking, favourites after favouriting)", async () => {
    const token = await h.signIn('13911130001');
    const me = (await ok('{ viewer { user { id } } }', {}, as(token))).data!.viewer.user.id as string;
    const ORDERS = 'query($id: ID!) { node(id: $id) { ... on User { reservationOrders(first: 5) { totalCount } } } }';
    const FAVS = 'query($id: ID!) { node(id: $id) { ... on User { favourites(first: 5) { totalCount } } } }';
    const orders = (await ok(ORDERS, { id: me }, as(token))).data!.node.reservationOrders.totalCount as number;
    await ok(ORDERS, { id: me }, as(token));
    const list = (
      await ok(
        `{ activities(first: 50) { edges { node { id mode needsReview bookingButton remainingSeats useStartsAt sessions { id remaining bookable } } } } }`,
      )
    ).data!.activities.edges.map((e: any) => e.node);
    const activity = list.find(
      (a: any) =>
        a.mode === 'FREE_BOOKING' &&
        !a.needsReview &&
        a.bookingButton === 'BOOK' &&
        a.remainingSeats >= 1 &&
        Date.parse(a.useStartsAt) > h.now() + DAY &&
        a.sessions?.some((x: any) => x.bookable),
    );
    expect(activity).toBeTruthy();
    const booked = await ok(
      'mutation($in: BookActivityInput!) { bookActivity(input: $in) { errors { code } } }',
      { in: { activityId: activity.id, sessionId: activity.sessions.find((x: any) => x.bookable).id, seats: 1, ...contact } },
      as(token),
    );
    expect(booked.data!.bookActivity.errors).toEqual([]);
    expect((await ok(ORDERS, { id: me }, as(token))).data!.node.reservationOrders.totalCount).toBe(orders + 1);

    const favs = (await ok(FAVS, { id: me }, as(token))).data!.node.favourites.totalCount as number;
    await ok(FAVS, { id: me }, as(token));
    const place = (await ok('{ places(kind: SCENIC_AREA, first: 3) { edges { node { id } } } }')).data!.places.edges[2].node.id;
    const fav = await ok(
      'mutation($id: ID!) { setFavourite(input: { resourceId: $id, active: true }) { errors { code } } }',
      { id: place },
      as(token),
    );
    expect(fav.data!.setFavourite.errors).toEqual([]);
    expect((await ok(FAVS, { id: me }, as(token))).data!.node.favourites.totalCount).toBe(favs + 1);
  });

  it('3. a like invalidates every cached answer showing the place, whatever the mutation selects', async () => {
    const LIST = 'query LikedList { places(kind: VENUE, first: 5) { edges { node { id interactions { likeCount } } } } }';
    const first = await ok(LIST);
    const cached = await ok(LIST);
    expect(cached.upstreamCalls, 'the anonymous list is cached').toBe(0);
    const place = first.data!.places.edges[1].node;
    const token = await h.signIn('13911130002');
    const liked = await ok(
      'mutation($id: ID!) { setLike(input: { resourceId: $id, active: true }) { interactions { likeCount } } }',
      { id: place.id },
      as(token),
    );
    expect(liked.data!.setLike.interactions.likeCount).toBe(place.interactions.likeCount + 1);
    const after = await ok(LIST);
    expect(after.upstreamCalls, 'the list was invalidated').toBeGreaterThan(0);
    expect(after.data!.places.edges[1].node.interactions.likeCount).toBe(place.interactions.likeCount + 1);
  });

  it('4. no validators, no 304 for anyone, mutations always run, private answers are private, no-store', async () => {
    const Q = 'query Conditional { places(kind: SCENIC_AREA, first: 2) { totalCount } }';
    const post = (body: unknown, headers: Record<string, string> = {}) =>
      fetch(`${h.gatewayUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
        body: JSON.stringify(body),
      });
    const first = await post({ query: Q });
    expect(first.status).toBe(200);
    expect(first.headers.get('etag')).toBeNull();
    expect(first.headers.get('last-modified')).toBeNull();
    expect(first.headers.get('cache-control')).toBe('no-cache');
    expect(first.headers.get('vary')).toMatch(/x-token/);
    await first.json();
    const conditional = { 'if-none-match': '"whatever"', 'if-modified-since': new Date(Date.now() + DAY).toUTCString() };
    const again = await post({ query: Q }, conditional);
    expect(again.status).toBe(200);
    expect((await again.json()).data.places.totalCount).toBeGreaterThan(0);
    const phone = '13911130003';
    const before = await h.dev.lastSms(phone);
    const sent = await post(
      { query: 'mutation($p: String!) { sendLoginCode(input: { phone: $p }) { sent } }', variables: { p: phone } },
      conditional,
    );
    expect(sent.status).toBe(200);
    expect((await sent.json()).data.sendLoginCode.sent).toBe(true);
    const after = await h.dev.lastSms(phone);
    expect(after, 'the SMS was sent').toBeTruthy();
    expect(JSON.stringify(after)).not.toBe(JSON.stringify(before));
    const token = await h.signIn('13911130004');
    const mine = await post({ query: '{ viewer { user { maskedPhone } } }' }, { 'x-token': token, ...conditional });
    expect(mine.status).toBe(200);
    expect(mine.headers.get('cache-control')).toBe('private, no-store');
    expect(mine.headers.get('etag')).toBeNull();
    const publicForUser = await post({ query: Q }, { 'x-token': token });
    expect(publicForUser.headers.get('cache-control')).toBe('private, no-store');
  });

  it('5. a degraded answer is not cached: the menu of a volunteer whose look-up failed, a disclaimer without the site', async () => {
    const MENU = '{ site { serviceMenu { code path } } }';
    const volunteerPath = (r: GqlResult<Record<string, any>>) =>
      r.data!.site.serviceMenu.find((e: any) => e.code === 'VOLUNTEER_SERVICE')?.path;
    const token = await h.signIn('13800000005');
    expect(volunteerPath(await ok(MENU, {}, as(token)))).toBe('/volunteers');
    await h.dev.addFault({ path: 'user/api/userInfo/getDsUserInfo', mode: 'http500' });
    expect(volunteerPath(await ok(MENU, {}, as(token))), 'the fallback while the look-up fails').toBe('/volunteer-service');
    await h.dev.clearFaults();
    expect(volunteerPath(await ok(MENU, {}, as(token))), 'the volunteer entry once the fault clears').toBe('/volunteers');

    const LINK = '{ externalLink(url: "https://example.org/page") { needsDisclaimer disclaimerText } }';
    await h.dev.addFault({ path: 'user/api/site/siteInfo', mode: 'http500' });
    const degraded = await ok(LINK);
    expect(degraded.data!.externalLink.disclaimerText).toContain('本平台');
    await h.dev.clearFaults();
    const whole = await ok(LINK);
    expect(whole.upstreamCalls, 'not served from the cache').toBeGreaterThan(0);
    expect(whole.data!.externalLink.disclaimerText).toContain('成都文旅云');
    expect((await ok(LINK)).upstreamCalls, 'the whole answer is cached').toBe(0);
  });

  it('6. the language is in the key only where the answer depends on it', async () => {
    const Q = 'query Languages { places(kind: HOTEL, first: 3) { edges { node { id name } } } }';
    const cn = await ok(Q, {}, { 'x-language': 'CN' });
    expect(cn.upstreamCalls).toBeGreaterThan(0);
    for (const language of ['EN', 'FRENCH', 'KOREAN']) {
      const other = await ok(Q, {}, { 'x-language': language, 'accept-language': 'ja' });
      expect(other.upstreamCalls, language).toBe(0);
      expect(other.data).toEqual(cn.data);
    }
  });
});
