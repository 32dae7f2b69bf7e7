import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientOf, startHarness } from './harness.ts';
import type { Harness } from './harness.ts';

const FIELDS = 'id receiverName maskedPhone region { code name level } regionNames detail postcode tag isDefault createdAt';
const LIST = `{ viewer { user { shippingAddresses { totalCount nodes { ${FIELDS} } } } } }`;
const PAYLOAD = `address { ${FIELDS} } deletedAddressId user { shippingAddresses { totalCount nodes { id isDefault } } } errors { code field limit message }`;
const ADD = `mutation($input: ShippingAddressInput!) { addShippingAddress(input: $input) { ${PAYLOAD} } }`;
const UPDATE = `mutation($input: UpdateShippingAddressInput!) { updateShippingAddress(input: $input) { ${PAYLOAD} } }`;
const DELETE = `mutation($input: ShippingAddressIdInput!) { deleteShippingAddress(input: $input) { ${PAYLOAD} } }`;
const SET_DEFAULT = `mutation($input: ShippingAddressIdInput!) { setDefaultShippingAddress(input: $input) { ${PAYLOAD} } }`;

interface Address {
  id: string;
  isDefault: boolean;
  receiverName: string;
  detail: string;
}

let h: Harness;
let a: string;
let b: string;
let fresh: string;
const { gql, ok } = clientOf(() => h);

function form(overrides: Record<string, unknown> = {}) {
  return {
    receiverName: '王五',
    phone: '13712345678',
    regionCode: '510104',
    detail: '春熙路1号',
    postcode: '610021',
    tag: 'HOME',
    ...overrides,
  };
}

async function list(token: string): Promise<Address[]> {
  return (await ok(LIST, {}, token)).viewer.user.shippingAddresses.nodes;
}

const defaults = (items: Address[]) => items.filter((x) => x.isDefault).map((x) => x.id);

beforeAll(async () => {
  h = await startHarness({ timeoutMs: 15_000 });
  a = await h.signIn('13800000001');
  b = await h.signIn('13800000002');
  fresh = await h.signIn('13912340031');
}, 120_000);
afterAll(async () => {
  await h?.close();
});

describe('the list', () => {
  it('answers the demo addresses, the default first, the phone masked, the region from the site tree', async () => {
    const data = await ok(LIST, {}, a);
    const { totalCount, nodes } = data.viewer.user.shippingAddresses;
    expect(totalCount).toBe(nodes.length);
    expect(nodes.length).toBeGreaterThanOrEqual(2);
    expect(defaults(nodes)).toEqual([nodes[0].id]);
    expect(nodes[0]).toMatchObject({ maskedPhone: '138****0001', region: { code: '510107', name: '武侯区', level: 'COUNTY' } });
    expect(nodes[0].regionNames).toEqual(['四川省', '成都市', '武侯区']);
    expect(JSON.stringify(nodes)).not.toMatch(/13800000001|13912345678/);
  });

  it('reads the regions of every address without a call per address', async () => {
    await h.dev.resetCalls();
    const nodes = (await ok(LIST, {}, a)).viewer.user.shippingAddresses.nodes;
    expect(nodes.length).toBeGreaterThanOrEqual(3);
    const regionCalls = (await h.dev.calls()).calls.filter((c) => c.path.includes('region'));
    expect(regionCalls.length).toBeLessThanOrEqual(1);
  });

  it('the regions an address may be in: the districts of a city site, a county site its own county', async () => {
    const cd = await ok('{ site { addressRegions { code name } } }');
    expect(cd.site.addressRegions).toContainEqual({ code: '510104', name: '锦江区' });
    expect(cd.site.addressRegions.every((r: { code: string }) => /^5101\d\d$/.test(r.code) && !r.code.endsWith('00'))).toBe(true);
    const jz = await h.gql('{ site { addressRegions { code name } } }', {}, { 'x-site-code': 'site513225' });
    expect(jz.data!.site.addressRegions).toEqual([{ code: '513225', name: '九寨沟县' }]);
  });

  it('needs a session', async () => {
    const r = await gql('{ viewer { user { shippingAddresses { totalCount } } } }');
    expect(r.data?.viewer?.user ?? null).toBeNull();
    const m = await gql(ADD, { input: form() });
    expect(m.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('validation', () => {
  const cases: [Record<string, unknown>, string, string, number | null][] = [
    [{ receiverName: '  ' }, 'ADDRESS_RECEIVER_REQUIRED', 'receiverName', null],
    [{ receiverName: '张'.repeat(21) }, 'ADDRESS_TEXT_TOO_LONG', 'receiverName', 20],
    [{ phone: '23712345678' }, 'PHONE_INVALID', 'phone', null],
    [{ phone: '1371234567' }, 'PHONE_INVALID', 'phone', null],
    [{ phone: '137123456789' }, 'PHONE_INVALID', 'phone', null],
    [{ regionCode: '' }, 'ADDRESS_REGION_REQUIRED', 'regionCode', null],
    [{ regionCode: '510100' }, 'ADDRESS_REGION_INVALID', 'regionCode', null],
    [{ regionCode: '530702' }, 'ADDRESS_REGION_INVALID', 'regionCode', null],
    [{ regionCode: '510104001000' }, 'ADDRESS_REGION_INVALID', 'regionCode', null],
    [{ detail: '' }, 'ADDRESS_DETAIL_REQUIRED', 'detail', null],
    [{ detail: '路'.repeat(101) }, 'ADDRESS_TEXT_TOO_LONG', 'detail', 100],
    [{ postcode: '61002' }, 'ADDRESS_POSTCODE_INVALID', 'postcode', null],
    [{ postcode: 'abcdef' }, 'ADDRESS_POSTCODE_INVALID', 'postcode', null],
  ];
  for (const [overrides, code, field, limit] of cases) {
    it(`${code} on ${field} for ${JSON.stringify(overrides)}, stores nothing and calls nothing upstream to write`, async () => {
      const before = (await list(fresh)).length;
      await h.dev.resetCalls();
      const r = await ok(ADD, { input: form(overrides) }, fresh);
      expect(r.addShippingAddress.errors).toEqual([expect.objectContaining({ code, field, limit })]);
      expect(r.addShippingAddress.address).toBeNull();
      expect((await h.dev.calls()).calls.filter((c) => c.path.includes('userAddress/save'))).toEqual([]);
      expect(await list(fresh)).toHaveLength(before);
    });
  }

  it('reports every problem at once, worded in the asked language', async () => {
    const r = await ok(ADD, { input: { receiverName: '', phone: '', regionCode: '', detail: '' } }, fresh, 'en');
    expect(r.addShippingAddress.errors.map((e: { field: string }) => e.field)).toEqual(['receiverName', 'phone', 'regionCode', 'detail']);
    expect(r.addShippingAddress.errors[0].message).toBe("Please fill in the receiver's name.");
    const fr = await ok(ADD, { input: form({ postcode: '1' }) }, fresh, 'fr');
    expect(fr.addShippingAddress.errors[0].message).toBe('Veuillez saisir un code postal à 6 chiffres.');
  });

  it('ADDRESS_LIMIT_REACHED beyond the cap, and nothing is added', async () => {
    const token = await h.signIn('13912340032');
    const limit = (await ok('{ inputLimits { shippingAddressMaxCount } }')).inputLimits.shippingAddressMaxCount;
    for (let i = 0; i < limit; i++)
      expect((await ok(ADD, { input: form({ receiverName: `收货人${i}` }) }, token)).addShippingAddress.errors).toEqual([]);
    const r = await ok(ADD, { input: form() }, token);
    expect(r.addShippingAddress.errors).toEqual([expect.objectContaining({ code: 'ADDRESS_LIMIT_REACHED', field: null, limit })]);
    expect(await list(token)).toHaveLength(limit);
  });
});

describe('the one default', () => {
  it('the first address is the default; a second made default moves it; delete passes it on', async () => {
    const first = (await ok(ADD, { input: form({ isDefault: false }) }, fresh)).addShippingAddress;
    expect(first.errors).toEqual([]);
    expect(first.address.isDefault).toBe(true);
    const second = (await ok(ADD, { input: form({ receiverName: '赵六', isDefault: true }) }, fresh)).addShippingAddress;
    expect(second.address).toMatchObject({ isDefault: true, receiverName: '赵六', maskedPhone: '137****5678' });
    expect(defaults(second.user.shippingAddresses.nodes)).toEqual([second.address.id]);
    const back = (await ok(SET_DEFAULT, { input: { addressId: first.address.id } }, fresh)).setDefaultShippingAddress;
    expect(defaults(back.user.shippingAddresses.nodes)).toEqual([first.address.id]);
    const edited = (
      await ok(UPDATE, { input: { addressId: second.address.id, address: form({ detail: '红星路2号', tag: 'COMPANY' }) } }, fresh)
    ).updateShippingAddress;
    expect(edited.address).toMatchObject({ detail: '红星路2号', tag: 'COMPANY', isDefault: false });
    // the graph never answers the phone in full: a change that leaves it out keeps the stored one
    const kept = (await ok(UPDATE, { input: { addressId: second.address.id, address: form({ phone: null, detail: '红星路3号' }) } }, fresh))
      .updateShippingAddress;
    expect(kept.errors).toEqual([]);
    expect(kept.address).toMatchObject({ detail: '红星路3号', maskedPhone: '137****5678' });
    const bad = (await ok(UPDATE, { input: { addressId: second.address.id, address: form({ phone: '1371234' }) } }, fresh))
      .updateShippingAddress;
    expect(bad.errors).toEqual([expect.objectContaining({ code: 'PHONE_INVALID', field: 'phone' })]);
    const gone = (await ok(DELETE, { input: { addressId: first.address.id } }, fresh)).deleteShippingAddress;
    expect(gone.deletedAddressId).toBe(first.address.id);
    expect(gone.user.shippingAddresses.nodes.map((x: Address) => x.id)).not.toContain(first.address.id);
    expect(defaults(gone.user.shippingAddresses.nodes)).toHaveLength(1);
  });

  it('two setDefault calls at once leave exactly one default', async () => {
    await ok(ADD, { input: form({ receiverName: '孙八' }) }, fresh);
    await ok(ADD, { input: form({ receiverName: '周九' }) }, fresh);
    const items = await list(fresh);
    const others = items.filter((x) => !x.isDefault).slice(0, 2);
    expect(others).toHaveLength(2);
    await Promise.all(others.map((x) => ok(SET_DEFAULT, { input: { addressId: x.id } }, fresh)));
    const after = await list(fresh);
    expect(defaults(after)).toHaveLength(1);
    expect(others.map((x) => x.id)).toContain(defaults(after)[0]);
  });
});

describe('another user', () => {
  it("B can neither read, change, make default nor delete A's address: the same answer as an unknown id", async () => {
    const mine = await list(a);
    const target = mine.find((x) => !x.isDefault)!;
    const unknown = Buffer.from('ShippingAddress:999999').toString('base64');
    const node = `query($id: ID!) { node(id: $id) { id ... on ShippingAddress { receiverName } } }`;
    expect((await ok(node, { id: target.id }, a)).node).toMatchObject({ id: target.id });
    expect((await ok(node, { id: target.id }, b)).node).toBeNull();
    expect((await ok(node, { id: unknown }, b)).node).toBeNull();
    const runs: [string, string, Record<string, unknown>][] = [
      [UPDATE, 'updateShippingAddress', { address: form({ receiverName: '入侵者' }) }],
      [SET_DEFAULT, 'setDefaultShippingAddress', {}],
      [DELETE, 'deleteShippingAddress', {}],
    ];
    for (const [mutation, name, extra] of runs) {
      const theirs = (await ok(mutation, { input: { addressId: target.id, ...extra } }, b))[name];
      const none = (await ok(mutation, { input: { addressId: unknown, ...extra } }, b))[name];
      expect(theirs.errors).toEqual([expect.objectContaining({ code: 'RESOURCE_NOT_FOUND', field: 'addressId' })]);
      expect(theirs).toEqual(none);
    }
    expect(await list(a)).toEqual(mine);
  });
});

describe('a goods order delivered to a shipping address', () => {
  const ORDERS = `{ viewer { user { shopOrders(type: MATERIAL, first: 30) { edges { node { id status canChooseDeliveryAddress deliveryAddress { id } } } } } } }`;
  const CHOOSE = `mutation($input: ChooseShopOrderDeliveryAddressInput!) { chooseShopOrderDeliveryAddress(input: $input) {
    order { id canChooseDeliveryAddress receiver address deliveryAddress { id receiverName } } errors { code field message } } }`;
  interface Order {
    id: string;
    status: string;
    canChooseDeliveryAddress: boolean;
    deliveryAddress: { id: string } | null;
  }

  it('the owner picks one of their addresses for an order not shipped; a shipped one and another user’s address are refused', async () => {
    const orders: Order[] = (await ok(ORDERS, {}, a)).viewer.user.shopOrders.edges.map((e: { node: Order }) => e.node);
    const open = orders.find((o) => o.status === 'TO_SHIP')!;
    const shipped = orders.find((o) => o.status === 'SHIPPED')!;
    expect(open).toMatchObject({ canChooseDeliveryAddress: true, deliveryAddress: null });
    expect(shipped.canChooseDeliveryAddress).toBe(false);
    const mine = (await list(a))[1]!;
    const chosen = (await ok(CHOOSE, { input: { orderId: open.id, addressId: mine.id } }, a)).chooseShopOrderDeliveryAddress;
    expect(chosen.errors).toEqual([]);
    expect(chosen.order.deliveryAddress).toMatchObject({ id: mine.id, receiverName: mine.receiverName });
    expect(chosen.order.address).toContain(mine.detail);
    const locked = (await ok(CHOOSE, { input: { orderId: shipped.id, addressId: mine.id } }, a)).chooseShopOrderDeliveryAddress;
    expect(locked.errors).toEqual([expect.objectContaining({ code: 'DELIVERY_ADDRESS_LOCKED', field: 'orderId' })]);
    const theirs = (await list(b))[0]!;
    const refused = (await ok(CHOOSE, { input: { orderId: open.id, addressId: theirs.id } }, a)).chooseShopOrderDeliveryAddress;
    expect(refused.errors).toEqual([expect.objectContaining({ code: 'RESOURCE_NOT_FOUND', field: 'addressId' })]);
    expect(refused.order.deliveryAddress.id).toBe(mine.id);
  });
});
