/**
 * Shop refunds over the real upstream: the user's refunds by progress, applying for one (the
 * amount is the shop's; pictures from the upload pipeline; a route order through its own call),
 * the merchant's decisions through the dev channel, and another user's refund answering like a
 * missing one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toGlobalId } from '../../src/core/relay/global-id.ts';
import { REFUND_DESCRIPTION_MAX, REFUND_MAX_PICTURES } from '../../src/domains/refunds/rules.ts';
import { clientOf, startHarness } from './harness.ts';
import type { Harness } from './harness.ts';

let h: Harness;
let a: string;
let b: string;

const { gql, ok } = clientOf(() => h);

const PNG = new Uint8Array(
  Buffer.from(
    '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
      '1f15c4890000000d49444154789c63f8cfc0f01f0005000201e2212bc80000000049454e44ae426082',
    'hex',
  ),
);
const UPLOAD = `mutation($input: UploadFileInput!) { uploadFile(input: $input) { file { id } errors { code } } }`;
const REFUNDS = `query($p: RefundProgress) { viewer { user { refunds(first: 50, progress: $p) { totalCount edges { node {
  id refundNo progress amountFen reason productName appliedAt detailPath } } } } } }`;
const REFUND = `query($id: ID!) { node(id: $id) { __typename ... on Refund { id refundNo progress amountFen orderAmountFen reason description
  pictures { url } rejectReason appliedAt approvedAt refundedAt rejectedAt merchant { name phone } order { id refundState canRefund } } } }`;
const ORDERS = `query($t: ShopOrderType) { viewer { user { shopOrders(type: $t, first: 50) { edges { node { id upstreamId status amount canRefund refundState } } } } } }`;
const APPLY = `mutation($input: ApplyRefundInput!) { applyRefund(input: $input) {
  refund { id progress amountFen reason description pictures { url } } order { refundState canRefund refundableAmountFen }
  errors { code field limit message } } }`;

beforeAll(async () => {
  h = await startHarness({ timeoutMs: 15_000 });
  a = await h.signIn('13800000001');
  b = await h.signIn('13800000002');
}, 120_000);

afterAll(async () => {
  await h?.close();
});

const decide = (refundId: string, action: string, reason?: string) => h.dev.control('POST', 'shop/refund', { refundId, action, reason });
const rawOf = (globalId: string) => Buffer.from(globalId, 'base64').toString('utf8').split(':').pop() as string;
const orders = async (type: string, token = a) =>
  (await ok(ORDERS, { t: type }, token)).viewer.user.shopOrders.edges.map((e: { node: Record<string, unknown> }) => e.node);

describe('refunds', () => {
  it('lists the demo refunds in every progress, filtered by progress, with the detail of each', async () => {
    const all = (await ok(REFUNDS, {}, a)).viewer.user.refunds;
    expect(new Set(all.edges.map((e: any) => e.node.progress))).toEqual(new Set(['APPLIED', 'APPROVED', 'REFUNDED', 'REJECTED']));
    for (const progress of ['APPLIED', 'APPROVED', 'REFUNDED', 'REJECTED']) {
      const some = (await ok(REFUNDS, { p: progress }, a)).viewer.user.refunds.edges.map((e: any) => e.node);
      expect(some.length, progress).toBeGreaterThan(0);
      expect(some.every((r: any) => r.progress === progress)).toBe(true);
    }
    const rejected = all.edges.find((e: any) => e.node.progress === 'REJECTED').node;
    const detail = (await ok(REFUND, { id: rejected.id }, a)).node;
    expect(detail.rejectReason).not.toBe('');
    expect(detail.rejectedAt).toMatch(/^\d{4}-/);
    expect(detail.merchant).toEqual({ name: expect.any(String), phone: expect.stringMatching(/^400-/) });
    expect(detail.amountFen).toBe(rejected.amountFen);
    expect(Number.isInteger(detail.amountFen)).toBe(true);
    expect(rejected.detailPath).toBe(`/refund-detail/${encodeURIComponent(rejected.id)}`);
  });

  it('refuses a bad application before the shop: reason, description, pictures; another user’s order is not found', async () => {
    const paid = (await orders('SCENIC')).find((o: any) => o.canRefund);
    const refused = async (input: Record<string, unknown>, token = a) =>
      (await ok(APPLY, { input: { orderId: paid.id, ...input } }, token)).applyRefund;
    await h.dev.resetCalls();
    expect((await refused({ reason: '  ' })).errors[0]).toMatchObject({ code: 'TEXT_INVALID', field: 'reason' });
    expect((await refused({ reason: 'x', description: 'x'.repeat(REFUND_DESCRIPTION_MAX + 1) })).errors[0]).toMatchObject({
      code: 'TEXT_INVALID',
      field: 'description',
      limit: REFUND_DESCRIPTION_MAX,
    });
    const many = Array.from({ length: REFUND_MAX_PICTURES + 1 }, () => toGlobalId('UploadedFile', '@/files/uploads/x.png'));
    const tooMany = await refused({ reason: 'x', pictureIds: many });
    expect(tooMany.errors[0]).toMatchObject({ code: 'REFUND_TOO_MANY_PICTURES', field: 'pictureIds', limit: REFUND_MAX_PICTURES });
    expect(tooMany.errors[0].message).toContain(String(REFUND_MAX_PICTURES));
    expect((await refused({ reason: 'x', pictureIds: ['bogus'] })).errors[0]).toMatchObject({ code: 'FILE_UNKNOWN', field: 'pictureIds' });
    expect((await h.dev.calls()).calls.filter((c) => c.path.includes('userOrder/'))).toEqual([]);
    // another user's order answers like a missing one
    expect((await refused({ reason: 'x' }, b)).errors[0]).toMatchObject({ code: 'ORDER_NOT_FOUND', field: 'orderId' });
    const closed = (await orders('MATERIAL')).find((o: any) => o.status === 'CLOSED');
    const notAllowed = (await ok(APPLY, { input: { orderId: closed.id, reason: 'x' } }, a)).applyRefund;
    expect(notAllowed.errors[0]).toMatchObject({ code: 'REFUND_NOT_ALLOWED', field: 'orderId' });
  });

  it('applies with the shop’s amount and an uploaded picture, follows the merchant to refunded; B can neither read it nor apply again', async () => {
    const paid = (await orders('SCENIC')).find((o: any) => o.canRefund);
    const fen = (await ok(`query($id: ID!) { node(id: $id) { ... on ShopOrder { refundableAmountFen } } }`, { id: paid.id }, a)).node
      .refundableAmountFen;
    expect(fen).toBe(Math.round(paid.amount * 100));
    const up = await h.gqlUpload(
      UPLOAD,
      { input: { file: null, kind: 'IMAGE' } },
      { 'input.file': { bytes: PNG, name: 'p.png' } },
      { 'x-token': a },
    );
    const pictureId = up.data!.uploadFile.file.id as string;
    const applied = (await ok(APPLY, { input: { orderId: paid.id, reason: '行程有变', description: '改期', pictureIds: [pictureId] } }, a))
      .applyRefund;
    expect(applied.errors).toEqual([]);
    expect(applied.refund).toMatchObject({ progress: 'APPLIED', amountFen: fen, reason: '行程有变', description: '改期' });
    expect(applied.refund.pictures).toHaveLength(1);
    expect(applied.order).toMatchObject({
      refundState: 'PENDING',
      canRefund: false,
      refundableAmountFen: 0,
    });
    const again = (await ok(APPLY, { input: { orderId: paid.id, reason: 'x' } }, a)).applyRefund;
    expect(again.errors[0]).toMatchObject({ code: 'REFUND_NOT_ALLOWED' });

    // B: the same answer as a refund that does not exist
    expect((await ok(REFUND, { id: applied.refund.id }, b)).node).toBeNull();
    expect((await ok(REFUND, { id: toGlobalId('Refund', '999999') }, b)).node).toBeNull();

    const id = rawOf(applied.refund.id);
    await decide(id, 'approve');
    expect((await ok(REFUND, { id: applied.refund.id }, a)).node).toMatchObject({ progress: 'APPROVED', approvedAt: expect.any(String) });
    await decide(id, 'refund');
    const done = (await ok(REFUND, { id: applied.refund.id }, a)).node;
    expect(done).toMatchObject({
      progress: 'REFUNDED',
      refundedAt: expect.any(String),
      order: { refundState: 'REFUNDED', canRefund: false },
    });
  });

  it('a route order goes through the route-order refund; a rejection shows its reason and leaves the order refundable', async () => {
    const line = (await orders('LINE')).find((o: any) => o.canRefund);
    await h.dev.resetCalls();
    const applied = (await ok(APPLY, { input: { orderId: line.id, reason: '行程有变' } }, a)).applyRefund;
    expect(applied.errors).toEqual([]);
    const paths = (await h.dev.calls()).calls.map((c) => c.path);
    expect(paths.some((p) => p.endsWith('userOrder/routeOrderRefundSubmit'))).toBe(true);
    expect(paths.some((p) => p.endsWith('userOrder/refund/apply'))).toBe(false);
    await decide(rawOf(applied.refund.id), 'reject', '已出行');
    const rejected = (await ok(REFUND, { id: applied.refund.id }, a)).node;
    expect(rejected).toMatchObject({ progress: 'REJECTED', rejectReason: '已出行', order: { refundState: 'NONE', canRefund: true } });
  });

  it('the limits are published once', async () => {
    const limits = (await ok('{ inputLimits { refundMaxPictures refundDescriptionMaxLength } }')).inputLimits;
    expect(limits).toEqual({ refundMaxPictures: REFUND_MAX_PICTURES, refundDescriptionMaxLength: REFUND_DESCRIPTION_MAX });
    const signedOut = await gql(APPLY, { input: { orderId: toGlobalId('ShopOrder', '1'), reason: 'x' } });
    expect(signedOut.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
