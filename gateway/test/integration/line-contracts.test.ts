import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientOf, startHarness } from './harness.ts';
import type { Harness } from './harness.ts';

/**
 * Line travel contracts against the real reference upstream: the demo traveller's line orders
 * with their contracts (one upstream call for a whole list), every rule of signing (checked before
 * the upstream: name, ID checksum, agreement, signature, the traveller), another user's order
 * answered as a missing one, two signings at once (exactly one wins, the other says when), a
 * second signing refused with when, and a refund that voids the contract.
 */
let h: Harness;
const { gql, ok } = clientOf(() => h);

const TRAVELLER = { name: '李蓉', idNumber: '510104199003071237' };

/** A tiny valid PNG (1x1): a drawn signature. */
const PNG = new Uint8Array(
  Buffer.from(
    '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
      '1f15c4890000000d49444154789c63f8cfc0f01f0005000201e2212bc80000000049454e44ae426082',
    'hex',
  ),
);

const CONTRACT = `id contractNo status canSign agencyName agencyLicenceNo travellerName maskedTravellerIdNumber lineName startDate endDate
  travellers amount terms { number title text } emergencyContactName emergencyContactPhone signedAt signedName signature { url }`;
const LINES = `{ viewer { user { shopOrders(type: LINE, first: 20) { edges { node { id status refundState canRefund contractPath lineContract { ${CONTRACT} } } } } } } }`;
const SIGN = `mutation($input: SignLineContractInput!) { signLineContract(input: $input) { errors { code field message }
  signedAt contract { id status canSign signedAt signedName signature { url } } } }`;

interface Line {
  id: string;
  status: string;
  refundState: string;
  canRefund: boolean;
  contractPath: string;
  lineContract: Record<string, any>;
}

let a = '';
let b = '';
let signatureId = '';

async function lines(token: string): Promise<Line[]> {
  return (await ok(LINES, {}, token)).viewer.user.shopOrders.edges.map((e: { node: Line }) => e.node);
}

async function upload(token: string): Promise<string> {
  const up = await h.gqlUpload(
    'mutation($input: UploadFileInput!) { uploadFile(input: $input) { file { id } errors { code } } }',
    { input: { file: null, kind: 'IMAGE' } },
    { 'input.file': { bytes: PNG, name: 'signature.png' } },
    { 'x-token': token },
  );
  return up.data!.uploadFile.file.id as string;
}

const sign = async (input: Record<string, unknown>, token = a, language?: string) =>
  (await ok(SIGN, { input }, token, language)).signLineContract;

beforeAll(async () => {
  h = await startHarness({ timeoutMs: 15_000 });
  a = await h.signIn('13800000001');
  b = await h.signIn('13800000002');
  signatureId = await upload(a);
}, 120_000);

afterAll(async () => {
  await h?.close();
});

describe('line travel contracts', () => {
  it("a line order's contract: parties, line, travellers, numbered terms; one upstream call for the list", async () => {
    await h.dev.resetCalls();
    const mine = await lines(a);
    const { calls } = await h.dev.calls();
    expect(calls.filter((c) => c.path === 'res/api/lineContract/list')).toHaveLength(1);
    expect(mine.length).toBeGreaterThanOrEqual(5);
    for (const o of mine) expect(o.contractPath).toBe(`/contract-line/${encodeURIComponent(o.id)}`);
    const unsigned = mine.find((o) => o.lineContract.status === 'UNSIGNED' && o.lineContract.travellers.length === 2) as Line;
    expect(unsigned.lineContract).toMatchObject({
      canSign: true,
      travellerName: TRAVELLER.name,
      maskedTravellerIdNumber: '510***********1237',
      signedAt: null,
      signedName: null,
      signature: null,
      emergencyContactName: '李明',
    });
    expect(unsigned.lineContract.contractNo).toMatch(/^HT\d+$/);
    expect(unsigned.lineContract.agencyLicenceNo).not.toBe('');
    expect(unsigned.lineContract.terms[0]).toMatchObject({ number: 1 });
    expect(unsigned.lineContract.terms.length).toBeGreaterThanOrEqual(5);
    const signed = mine.find((o) => o.lineContract.status === 'SIGNED') as Line;
    expect(signed.lineContract).toMatchObject({ canSign: false, signedName: TRAVELLER.name });
    expect(signed.lineContract.signedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(signed.lineContract.signature.url).toMatch(/^https?:\/\//);
    const closed = mine.find((o) => o.status === 'CLOSED') as Line;
    expect(closed.lineContract).toMatchObject({ status: 'VOID', canSign: false });
    // other order types have none
    const goods = (
      await ok(
        '{ viewer { user { shopOrders(type: MATERIAL, first: 1) { edges { node { contractPath lineContract { id } } } } } } }',
        {},
        a,
      )
    ).viewer.user.shopOrders.edges[0].node;
    expect(goods).toEqual({ contractPath: null, lineContract: null });
  });

  it("another user's order answers as a missing one; the node is the owner's only", async () => {
    const mine = await lines(a);
    const open = mine.find((o) => o.lineContract.canSign) as Line;
    const good = { orderId: open.id, ...TRAVELLER, agreed: true, signatureId };
    const asB = await sign(good, b);
    const missing = await sign({ ...good, orderId: 'U2hvcE9yZGVyOjk5OTk5OQ' }, a);
    expect(asB.errors).toEqual([{ code: 'LINE_CONTRACT_NOT_FOUND', field: 'orderId', message: '合同不存在' }]);
    expect(asB).toEqual(missing);
    const node = `query($id: ID!) { node(id: $id) { id ... on LineContract { status } } }`;
    expect((await ok(node, { id: open.lineContract.id }, a)).node).toMatchObject({ status: 'UNSIGNED' });
    expect((await ok(node, { id: open.lineContract.id }, b)).node).toBeNull();
    const anonymous = await gql(SIGN, { input: good });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('every signing rule is checked before the upstream, in the language asked', async () => {
    const open = (await lines(a)).find((o) => o.lineContract.canSign) as Line;
    const good = { orderId: open.id, ...TRAVELLER, agreed: true, signatureId };
    const codes = async (input: Record<string, unknown>) =>
      (await sign(input)).errors.map((e: { field: string; code: string }) => `${e.field}:${e.code}`);
    await h.dev.resetCalls();
    expect(await codes({ ...good, name: '  ' })).toEqual(['name:LINE_CONTRACT_NAME_REQUIRED']);
    expect(await codes({ ...good, name: '李'.repeat(31) })).toEqual(['name:LINE_CONTRACT_NAME_TOO_LONG']);
    expect(await codes({ ...good, idNumber: '510104199003071238' })).toEqual(['idNumber:LINE_CONTRACT_ID_NUMBER_INVALID']);
    expect(await codes({ ...good, idNumber: '51010419900307' })).toEqual(['idNumber:LINE_CONTRACT_ID_NUMBER_INVALID']);
    expect(await codes({ ...good, agreed: false })).toEqual(['agreed:LINE_CONTRACT_NOT_AGREED']);
    expect(await codes({ ...good, signatureId: null })).toEqual(['signatureId:LINE_CONTRACT_SIGNATURE_REQUIRED']);
    expect(await codes({ ...good, signatureId: 'bm9wZQ' })).toEqual(['signatureId:FILE_UNKNOWN']);
    expect(await codes({ ...good, name: '王五' })).toEqual(['idNumber:LINE_CONTRACT_TRAVELLER_MISMATCH']);
    // a valid number that is not the traveller's
    expect(await codes({ ...good, idNumber: '11010519491231002X' })).toEqual(['idNumber:LINE_CONTRACT_TRAVELLER_MISMATCH']);
    const { calls } = await h.dev.calls();
    expect(calls.filter((c) => c.path === 'res/api/lineContract/sign')).toHaveLength(0);
    const english = await sign({ ...good, agreed: false }, a, 'EN');
    expect(english.errors[0].message).toBe('Read the terms and agree to them first.');
    expect(english.contract).toMatchObject({ status: 'UNSIGNED' });
    expect((await lines(a)).find((o) => o.id === open.id)?.lineContract.status).toBe('UNSIGNED');
  });

  it('two signings at once: exactly one wins; a second signing is refused with when it was signed', async () => {
    const open = (await lines(a)).find((o) => o.lineContract.canSign) as Line;
    const good = { orderId: open.id, name: ' 李 蓉 ', idNumber: '510104 19900307 1237', agreed: true, signatureId };
    const both = await Promise.all([sign(good), sign(good)]);
    const won = both.find((p) => p.errors.length === 0);
    const lost = both.find((p) => p.errors.length > 0);
    expect(won?.contract).toMatchObject({ status: 'SIGNED', canSign: false, signedName: '李 蓉' });
    expect(won?.contract.signature.url).toMatch(/\/files\/uploads\/[0-9a-f]{64}\.png$/);
    expect(lost?.errors.map((e: { code: string }) => e.code)).toEqual(['LINE_CONTRACT_ALREADY_SIGNED']);
    expect(lost?.signedAt).toBe(won?.contract.signedAt);
    const again = await sign(good);
    expect(again.errors.map((e: { code: string }) => e.code)).toEqual(['LINE_CONTRACT_ALREADY_SIGNED']);
    expect(again.signedAt).toBe(won?.contract.signedAt);
    expect(again.contract).toMatchObject({ status: 'SIGNED' });
  });

  it('a refunded line order voids its contract: signing is refused', async () => {
    const mine = await lines(a);
    const target = mine.find((o) => o.lineContract.status === 'SIGNED' && o.canRefund) as Line;
    const applied = await ok(
      'mutation($input: ApplyRefundInput!) { applyRefund(input: $input) { errors { code } } }',
      { input: { orderId: target.id, reason: '行程有变' } },
      a,
    );
    expect(applied.applyRefund.errors).toEqual([]);
    // applied only: the contract stands
    expect((await lines(a)).find((o) => o.id === target.id)?.lineContract.status).toBe('SIGNED');
    await h.dev.advanceClock(61_000);
    const after = (await lines(a)).find((o) => o.id === target.id) as Line;
    expect(after.lineContract).toMatchObject({ status: 'VOID', canSign: false });
    const voided = (await lines(a)).find((o) => o.status === 'CLOSED') as Line;
    const refused = await sign({ orderId: voided.id, ...TRAVELLER, agreed: true, signatureId });
    expect(refused.errors.map((e: { code: string }) => e.code)).toEqual(['LINE_CONTRACT_VOID']);
    expect(refused.contract).toMatchObject({ status: 'VOID' });
  });
});
