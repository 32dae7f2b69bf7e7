import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, postForm, startTestUpstream, type Client, type Envelope, type Item } from './helpers.ts';

let c: Client;
let a: string;
let b: string;
beforeAll(async () => {
  c = await startTestUpstream();
  a = (await login(c, '13800000001')).userToken;
  b = (await login(c, '13800000002')).userToken;
});
afterAll(async () => {
  await c.upstream.close();
});

/** The first demo user's real name and ID number (the accounts family's demo profile). */
const TRAVELLER = { name: '李蓉', idNumber: '510104199003071237' };

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000d49444154789c63f8cfc0f01f0005000201e2212bc80000000049454e44ae426082',
  'hex',
);

async function uploadSignature(token: string, siteCode = 'site510100'): Promise<string> {
  const form = new FormData();
  form.append('Filedata', new Blob([PNG]), 'signature.png');
  const res = await fetch(`${c.url}/res/api/file/upload?siteCode=${siteCode}&token=${token}`, { method: 'POST', body: form });
  return ((await res.json()) as Envelope<Item>).data.url as string;
}

/** The shop's order list of `token`'s user on a site (line orders). */
async function lineOrders(token: string, siteCode = 'site510100', orderType = '6'): Promise<Item[]> {
  const free = await fetch(`${c.url}/culturalcloud/1.0/user/free?siteCode=${siteCode}&token=${token}`);
  const sid = String(((await free.json()) as { data: Item }).data.sessionId);
  const res = await fetch(`${c.url}/culturalcloud/1.0/userOrder/myOrderList?siteCode=${siteCode}&orderType=${orderType}&pageSize=50`, {
    headers: { 'session-id': sid },
  });
  return ((await res.json()) as { list: Item[] }).list;
}

const contracts = (token: string, orderIds: string[], siteCode = 'site510100') =>
  c.get<Envelope<(Item | null)[]>>('res/api/lineContract/list', { token, orderIds: orderIds.join(','), siteCode });

const sign = (token: string, form: Record<string, string>, siteCode = 'site510100') =>
  postForm<Envelope<Item>>(c, 'res/api/lineContract/sign', form, { token, siteCode });

describe('line travel contracts', () => {
  it('every demo site: the demo traveller has an unsigned and a signed contract, in the site language', async () => {
    for (const [site, sample] of [
      ['site510100', /[\u4e00-\u9fff]/],
      ['site513225', /[\u4e00-\u9fff]/],
      ['site530700', /[a-zé]/i],
      ['site450300', /[a-z]/i],
      ['site610100', /[\u3040-\u30ff]/],
      ['site222400', /[\uac00-\ud7af]/],
      ['site650100', /[\u4e00-\u9fff]/],
    ] as const) {
      const ids = (await lineOrders(a, site)).map((o) => String(o.orderId));
      const list = (await contracts(a, ids, site)).data.filter((x): x is Item => x !== null);
      const unsigned = list.find((x) => x.status === 0 && (x.travellers as string[]).length === 2);
      const signed = list.find((x) => x.status === 1);
      expect(unsigned, site).toBeTruthy();
      expect(signed, site).toMatchObject({ signedName: TRAVELLER.name, travellerName: TRAVELLER.name });
      expect(String(signed?.signatureUrl)).toMatch(/^https?:\/\//);
      expect(String(signed?.signTime)).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
      const terms = unsigned?.terms as Item[];
      expect(terms.length).toBeGreaterThanOrEqual(5);
      expect(terms[0]).toMatchObject({ no: 1 });
      expect(String(terms[0]?.text), site).toMatch(sample);
      expect(unsigned).toMatchObject({ travellerIdNumber: '510***********1237' });
      expect(String(unsigned?.contractNo)).toMatch(/^HT\d+$/);
      expect(String(unsigned?.agencyLicenseNo)).not.toBe('');
      expect(String(unsigned?.emergencyName)).not.toBe('');
    }
  });

  it("answers only the caller's line orders, in the order asked, null for the others", async () => {
    const ids = (await lineOrders(a)).map((o) => String(o.orderId));
    expect(ids.length).toBeGreaterThanOrEqual(5);
    const mine = await contracts(a, [ids[0] as string, '999999', 'x', ids[1] as string]);
    expect(mine.data.map((x) => (x ? x.orderId : null))).toEqual([ids[0], null, null, ids[1]]);
    expect((await contracts(b, ids)).data.every((x) => x === null)).toBe(true);
    expect((await c.get('res/api/lineContract/list', { orderIds: ids[0] as string })).code).toBe(2);
    // a goods order has no contract
    const goods = (await lineOrders(a, 'site510100', '1'))[0] as Item;
    expect((await contracts(a, [String(goods.orderId)])).data).toEqual([null]);
  });

  it('signing: the traveller, agreement and a signature; once; two at once make one signing', async () => {
    const orders = await lineOrders(a);
    const open = orders.find((o) => o.orderStatus === 1 && o.refundStatus === 0) as Item;
    const id = String(open.orderId);
    const before = (await contracts(a, [id])).data[0] as Item;
    expect(before.status).toBe(0);
    const signature = await uploadSignature(a);
    const good = { orderId: id, name: TRAVELLER.name, idNumber: TRAVELLER.idNumber, agreed: '1', signature };

    expect(await sign(b, good)).toMatchObject({ code: 1, message: '合同不存在' });
    expect(await sign(a, { ...good, orderId: '999999' })).toMatchObject({ code: 1, message: '合同不存在' });
    expect((await postForm(c, 'res/api/lineContract/sign', good)).code).toBe(2);
    expect(await sign(a, { ...good, agreed: '0' })).toMatchObject({ message: '请阅读并同意合同条款' });
    expect(await sign(a, { ...good, name: '王五' })).toMatchObject({ message: '姓名或身份证号与出行人不一致' });
    expect(await sign(a, { ...good, idNumber: '11010519491231002X' })).toMatchObject({ message: '姓名或身份证号与出行人不一致' });
    expect(await sign(a, { ...good, signature: '' })).toMatchObject({ message: '请上传手写签名' });
    expect(await sign(a, { ...good, signature: 'uploads/nope.png' })).toMatchObject({ message: '请上传手写签名' });
    expect(((await contracts(a, [id])).data[0] as Item).status).toBe(0);

    const both = await Promise.all([sign(a, good), sign(a, good)]);
    expect(both.map((r) => r.code).sort()).toEqual([0, 1]);
    const won = both.find((r) => r.code === 0) as Envelope<Item>;
    const lost = both.find((r) => r.code === 1) as Envelope<Item>;
    expect(won.data).toMatchObject({ status: 1, signedName: TRAVELLER.name });
    expect(String(won.data.signatureUrl)).toMatch(/\/files\/uploads\/[0-9a-f]{64}\.png$/);
    expect(lost).toMatchObject({ message: '合同已签署', data: { signTime: won.data.signTime } });
    const again = await sign(a, good);
    expect(again).toMatchObject({ code: 1, message: '合同已签署', data: { signTime: won.data.signTime } });
  });

  it('a refunded or closed line order voids its contract: signing is refused', async () => {
    const orders = await lineOrders(a);
    const closed = orders.find((o) => o.orderStatus === 9) as Item;
    expect(((await contracts(a, [String(closed.orderId)])).data[0] as Item).status).toBe(2);
    const paid = orders.find((o) => o.orderStatus === 2 && o.refundStatus === 0) as Item;
    const id = String(paid.orderId);
    const free = await fetch(`${c.url}/culturalcloud/1.0/user/free?siteCode=site510100&token=${a}`);
    const sid = String(((await free.json()) as { data: Item }).data.sessionId);
    const applied = await fetch(`${c.url}/culturalcloud/1.0/userOrder/routeOrderRefundSubmit?siteCode=site510100`, {
      method: 'POST',
      headers: { 'session-id': sid, 'content-type': 'application/json' },
      body: JSON.stringify({ orderId: id, reason: '行程有变' }),
    });
    expect(((await applied.json()) as { code: number }).code).toBe(0);
    // applied, not refunded yet: the contract stands
    expect(((await contracts(a, [id])).data[0] as Item).status).toBe(1);
    // the refund completes a minute later
    await c.dev.advanceClock(61_000);
    expect(((await contracts(a, [id])).data[0] as Item).status).toBe(2);
    const signature = await uploadSignature(a);
    expect(
      await sign(a, { orderId: String(closed.orderId), name: TRAVELLER.name, idNumber: TRAVELLER.idNumber, agreed: '1', signature }),
    ).toMatchObject({ code: 1, message: '合同已作废' });
  });
});
