/**
 * Shop parcels and order reviews over the real upstream: the parcel of a shipped order (carrier,
 * tracking number, events newest first) and its paths from the list, then a review's rules checked
 * before the shop (stars, text, emoticons, tags, pictures), who may review (the buyer, once the
 * goods arrived), once, and two simultaneous reviews of which exactly one is taken.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toGlobalId } from '../../src/core/relay/global-id.ts';
import { COMMENT_MAX_CHARS, MAX_EMOTICONS, MAX_TAGS } from '../../src/core/limits.ts';
import { clientOf, startHarness } from './harness.ts';
import type { Harness } from './harness.ts';

let h: Harness;
let a: string;
let b: string;

const { ok } = clientOf(() => h);

const PNG = new Uint8Array(
  Buffer.from(
    '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
      '1f15c4890000000d49444154789c63f8cfc0f01f0005000201e2212bc80000000049454e44ae426082',
    'hex',
  ),
);
const UPLOAD = `mutation($input: UploadFileInput!) { uploadFile(input: $input) { file { id } errors { code } } }`;
const ORDERS = `query { viewer { user { shopOrders(first: 50) { edges { node { id upstreamId type status parcelState trackingPath canReview reviewPath } } } } } }`;
const ORDER = `query($id: ID!) { node(id: $id) { ... on ShopOrder { id canReview reviewPath status
  parcel { carrier { code name phone } trackingNumber state events { at state description } }
  review { stars text tags { code name } pictures { url } createdAt } } } }`;
const RULES = `query { shopReviewRules { starMin starMax textMaxLength maxEmoticons maxTags maxPictures tags { code name } } }`;
const REVIEW = `mutation($input: ReviewShopOrderInput!) { reviewShopOrder(input: $input) {
  order { id canReview reviewPath review { stars text tags { code } pictures { url } } } errors { code field limit message } } }`;

type OrderNode = {
  id: string;
  upstreamId: string;
  type: string;
  status: string;
  parcelState: string | null;
  trackingPath: string | null;
  canReview: boolean;
  reviewPath: string | null;
};

beforeAll(async () => {
  h = await startHarness({ timeoutMs: 15_000 });
  a = await h.signIn('13800000001');
  b = await h.signIn('13800000002');
}, 120_000);

afterAll(async () => {
  await h?.close();
});

const orders = async (token = a): Promise<OrderNode[]> =>
  (await ok(ORDERS, {}, token)).viewer.user.shopOrders.edges.map((e: { node: OrderNode }) => e.node);

describe('shop parcels', () => {
  it('lists the tracking path of shipped goods and shows the parcel with its events newest first', async () => {
    const all = await orders();
    const tracked = all.filter((o) => o.trackingPath);
    expect(new Set(tracked.map((o) => o.parcelState))).toEqual(new Set(['IN_TRANSIT', 'DELIVERED']));
    for (const o of tracked) expect(o.trackingPath).toBe(`/logistics/${o.upstreamId}`);
    expect(all.filter((o) => o.status === 'TO_SHIP').every((o) => o.trackingPath === null && o.parcelState === null)).toBe(true);
    const inTransit = tracked.find((o) => o.parcelState === 'IN_TRANSIT')!;
    expect(inTransit).toMatchObject({ status: 'SHIPPED', canReview: false, reviewPath: null });
    const parcel = (await ok(ORDER, { id: inTransit.id }, a)).node.parcel;
    expect(parcel.carrier).toEqual({
      code: expect.stringMatching(/^(SF|EMS|JD)$/),
      name: expect.any(String),
      phone: expect.stringMatching(/^\d+$/),
    });
    expect(parcel.trackingNumber).toMatch(/^[A-Z0-9]{10,}$/);
    expect(parcel.state).toBe('IN_TRANSIT');
    const times = parcel.events.map((e: { at: string }) => e.at);
    expect(times).toEqual([...times].sort().reverse());
    // another user: the order is not there
    expect((await ok(ORDER, { id: inTransit.id }, b)).node).toBeNull();
  });
});

describe('shop order reviews', () => {
  it('offers the comment limits, the shop’s tags and its picture limit', async () => {
    const rules = (await ok(RULES, {}, a)).shopReviewRules;
    expect(rules).toMatchObject({
      starMin: 1,
      starMax: 5,
      textMaxLength: COMMENT_MAX_CHARS,
      maxEmoticons: MAX_EMOTICONS,
      maxTags: MAX_TAGS,
    });
    expect(rules.maxPictures).toBeGreaterThan(0);
    expect(rules.tags.map((t: { code: string }) => t.code)).toContain('FAST_DELIVERY');
  });

  it('refuses a bad review before the shop, each rule with its code', async () => {
    const target = (await orders()).find((o) => o.canReview)!;
    const { maxPictures } = (await ok(RULES, {}, a)).shopReviewRules;
    const base = { orderId: target.id, stars: 4, text: '很好', tagCodes: ['QUALITY'], pictureIds: [] as string[] };
    const refused = async (input: Record<string, unknown>, token = a) =>
      (await ok(REVIEW, { input: { ...base, ...input } }, token)).reviewShopOrder;
    await h.dev.resetCalls();
    // a review refused by its own rules writes nothing upstream, not even a shop session
    const writes = await h.dev.writes();
    expect((await refused({ stars: 0 })).errors[0]).toMatchObject({ code: 'STAR_OUT_OF_RANGE', field: 'stars' });
    expect(await h.dev.writes()).toBe(writes);
    expect((await refused({ stars: 6 })).errors[0]).toMatchObject({ code: 'STAR_OUT_OF_RANGE', field: 'stars' });
    expect((await refused({ text: '   ' })).errors[0]).toMatchObject({ code: 'COMMENT_REQUIRED', field: 'text' });
    expect((await refused({ text: 'x'.repeat(COMMENT_MAX_CHARS + 1) })).errors[0]).toMatchObject({
      code: 'COMMENT_TOO_LONG',
      field: 'text',
      limit: COMMENT_MAX_CHARS,
    });
    expect((await refused({ text: `好${'\u{1F600}'.repeat(MAX_EMOTICONS + 1)}` })).errors[0]).toMatchObject({
      code: 'TOO_MANY_EMOTICONS',
      field: 'text',
      limit: MAX_EMOTICONS,
    });
    const six = ['QUALITY', 'AS_DESCRIBED', 'FAST_DELIVERY', 'WELL_PACKED', 'GOOD_VALUE', 'NICE_GIFT'];
    expect((await refused({ tagCodes: six })).errors[0]).toMatchObject({ code: 'TOO_MANY_TAGS', field: 'tagCodes' });
    expect((await refused({ tagCodes: ['NOPE'] })).errors[0]).toMatchObject({ code: 'SHOP_REVIEW_TAG_UNKNOWN', field: 'tagCodes' });
    expect((await refused({ tagCodes: ['QUALITY', 'QUALITY'] })).errors[0]).toMatchObject({ code: 'SHOP_REVIEW_TAG_UNKNOWN' });
    const many = Array.from({ length: maxPictures + 1 }, () => toGlobalId('UploadedFile', '@/files/uploads/x.png'));
    const tooMany = await refused({ pictureIds: many });
    expect(tooMany.errors[0]).toMatchObject({ code: 'SHOP_REVIEW_TOO_MANY_PICTURES', field: 'pictureIds', limit: maxPictures });
    expect(tooMany.errors[0].message).toContain(String(maxPictures));
    expect((await refused({ pictureIds: ['bogus'] })).errors[0]).toMatchObject({ code: 'FILE_UNKNOWN', field: 'pictureIds' });
    // nothing reached the shop's review call
    expect((await h.dev.calls()).calls.filter((c) => c.path.includes('review/submit'))).toEqual([]);
    // another user's order answers like a missing one
    expect((await refused({}, b)).errors[0]).toMatchObject({ code: 'ORDER_NOT_FOUND', field: 'orderId' });
    expect((await refused({ orderId: toGlobalId('ShopOrder', '999999') })).errors[0]).toMatchObject({ code: 'ORDER_NOT_FOUND' });
    // goods still on their way cannot be reviewed
    const inTransit = (await orders()).find((o) => o.parcelState === 'IN_TRANSIT')!;
    expect((await refused({ orderId: inTransit.id })).errors[0]).toMatchObject({ code: 'REVIEW_NOT_ALLOWED', field: 'orderId' });
    const ticket = (await orders()).find((o) => o.type === 'SCENIC')!;
    expect((await refused({ orderId: ticket.id })).errors[0]).toMatchObject({ code: 'REVIEW_NOT_ALLOWED' });
  });

  it('takes the buyer’s review of a delivered order with a picture, shows it on the order, and refuses a second one', async () => {
    const delivered = (await orders()).find((o) => o.status === 'TO_RECEIVE' && o.parcelState === 'DELIVERED')!;
    expect(delivered).toMatchObject({ canReview: true, reviewPath: `/order-comment?orderId=${delivered.upstreamId}` });
    const up = await h.gqlUpload(
      UPLOAD,
      { input: { file: null, kind: 'IMAGE' } },
      { 'input.file': { bytes: PNG, name: 'p.png' } },
      { 'x-token': a },
    );
    const pictureId = up.data!.uploadFile.file.id as string;
    const input = {
      orderId: delivered.id,
      stars: 5,
      text: '包装完好，物流很快',
      tagCodes: ['FAST_DELIVERY', 'WELL_PACKED'],
      pictureIds: [pictureId],
    };
    const done = (await ok(REVIEW, { input }, a)).reviewShopOrder;
    expect(done.errors).toEqual([]);
    expect(done.order).toMatchObject({
      canReview: false,
      reviewPath: null,
      review: { stars: 5, text: input.text, tags: [{ code: 'FAST_DELIVERY' }, { code: 'WELL_PACKED' }] },
    });
    expect(done.order.review.pictures).toHaveLength(1);
    const again = (await ok(REVIEW, { input }, a)).reviewShopOrder;
    expect(again.errors[0]).toMatchObject({ code: 'ORDER_ALREADY_REVIEWED', field: 'orderId' });
    expect(again.errors[0].message).not.toBe('');
    expect((await orders()).find((o) => o.id === delivered.id)).toMatchObject({ canReview: false, reviewPath: null });
  });

  it('two simultaneous reviews of one order: exactly one is taken', async () => {
    const target = (await orders()).find((o) => o.canReview && o.status === 'RECEIVED')!;
    const send = (text: string) => ok(REVIEW, { input: { orderId: target.id, stars: 3, text } }, a);
    const results = (await Promise.all([send('第一条'), send('第二条')])).map((r) => r.reviewShopOrder);
    expect(results.filter((r) => r.errors.length === 0)).toHaveLength(1);
    const lost = results.find((r) => r.errors.length > 0)!;
    expect(lost.errors[0].code).toBe('ORDER_ALREADY_REVIEWED');
    const winner = results.find((r) => r.errors.length === 0)!;
    const shown = (await ok(ORDER, { id: target.id }, a)).node.review;
    expect(shown.text).toBe(winner.order.review.text);
  });
});
