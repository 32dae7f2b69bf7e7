import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sm4Encrypt } from '../src/crypto/sm4.ts';
import { devClient } from '../src/dev-client.ts';
import { startUpstream } from '../src/index.ts';
import { testNow } from '../src/testing/index.ts';
import { login, postForm, startTestUpstream, type Client, type Envelope, type Item } from './helpers.ts';

let c: Client;
let a: string;
let b: string;
let fresh: string;
beforeAll(async () => {
  c = await startTestUpstream();
  a = (await login(c, '13800000001')).userToken;
  b = (await login(c, '13800000002')).userToken;
  fresh = (await login(c, '13912340021')).userToken;
});
afterAll(async () => {
  await c.upstream.close();
});

const FORM = {
  receiverName: '王五',
  phone: sm4Encrypt('13712345678'),
  region: '510104',
  detailAddress: '春熙路1号',
  postcode: '610021',
  tag: 'HOME',
};

const list = async (token: string, siteCode = 'site510100') => (await c.list('user/api/userAddress/list', { token, siteCode })).datas;
const save = (token: string, body: Record<string, string> = {}) =>
  postForm<Envelope<{ id: string }>>(c, 'user/api/userAddress/save', { ...FORM, ...body }, { token });
const defaults = (items: Item[]) => items.filter((i) => i.isDefault === '1').map((i) => i.id);

describe('demo addresses', () => {
  it('the demo users have addresses on every demo site, exactly one default each, the default first', async () => {
    for (const siteCode of ['site510100', 'site513225', 'site530700', 'site450300', 'site610100', 'site222400']) {
      for (const token of [a, b]) {
        const items = await list(token, siteCode);
        expect(items.length, siteCode).toBeGreaterThan(0);
        expect(defaults(items)).toHaveLength(1);
        expect(items[0]!.isDefault).toBe('1');
      }
    }
    const fr = await list(a, 'site530700');
    expect(fr[0]).toMatchObject({ receiverName: 'Claire Martin', provinceName: '云南省', cityName: '丽江市' });
  });

  it('answers the phone masked and as SM4 hex, the region with its province and city', async () => {
    const [first] = await list(a);
    expect(first).toMatchObject({
      phone: '138****0001',
      encryption: sm4Encrypt('13800000001'),
      provinceCode: '510000',
      cityName: '成都市',
    });
    expect(String(first!.region)).toMatch(/^5101\d\d$/);
  });
});

describe('saving and the one default', () => {
  it('a first address becomes the default; a second does not unless asked', async () => {
    const one = await save(fresh);
    expect(one.code).toBe(0);
    const two = await save(fresh, { receiverName: '赵六' });
    expect(defaults(await list(fresh))).toEqual([one.data.id]);
    const three = await save(fresh, { receiverName: '钱七', isDefault: '1' });
    const items = await list(fresh);
    expect(defaults(items)).toEqual([three.data.id]);
    expect(items[0]!.id).toBe(three.data.id);
    const set = await postForm(c, 'user/api/userAddress/setDefault', { id: two.data.id }, { token: fresh });
    expect(set.code).toBe(0);
    expect(defaults(await list(fresh))).toEqual([two.data.id]);
  });

  it('deleting the default makes the newest other one the default', async () => {
    const before = await list(fresh);
    const def = before.find((i) => i.isDefault === '1')!;
    expect((await postForm(c, 'user/api/userAddress/delete', { id: String(def.id) }, { token: fresh })).code).toBe(0);
    const after = await list(fresh);
    expect(after).toHaveLength(before.length - 1);
    const newest = [...after].sort((x, y) => String(y.createTime).localeCompare(String(x.createTime)) || Number(y.id) - Number(x.id))[0]!;
    expect(defaults(after)).toEqual([newest.id]);
  });

  it('two setDefault calls at once leave exactly one default', async () => {
    const items = await list(fresh);
    const ids = items.map((i) => String(i.id));
    await Promise.all(ids.map((id) => postForm(c, 'user/api/userAddress/setDefault', { id }, { token: fresh })));
    expect(defaults(await list(fresh))).toHaveLength(1);
  });

  it('update changes the address and keeps its default', async () => {
    const [def] = await list(fresh);
    const res = await postForm(
      c,
      'user/api/userAddress/update',
      { ...FORM, id: String(def!.id), detailAddress: '红星路2号' },
      { token: fresh },
    );
    expect(res.code).toBe(0);
    const detail = await c.get('user/api/userAddress/detail', { id: String(def!.id), token: fresh });
    expect(detail.data).toMatchObject({ detailAddress: '红星路2号', isDefault: '1', districtName: '锦江区' });
  });

  it('refuses what it cannot store, with code 1', async () => {
    const cases: [Record<string, string>, RegExp][] = [
      [{ receiverName: ' ' }, /收货人不能为空/],
      [{ phone: sm4Encrypt('23712345678') }, /手机号格式不正确/],
      [{ phone: '13712345678' }, /手机号格式不正确/],
      [{ region: '510100' }, /所在地区不正确/],
      [{ region: '530702' }, /所在地区不正确/],
      [{ detailAddress: '' }, /详细地址不能为空/],
      [{ postcode: '61002' }, /邮政编码格式不正确/],
      [{ tag: 'BEACH' }, /地址标签不正确/],
    ];
    const n = (await list(fresh)).length;
    for (const [body, message] of cases) {
      const res = await save(fresh, body);
      expect(res.code, JSON.stringify(body)).toBe(1);
      expect(res.message).toMatch(message);
    }
    expect(await list(fresh)).toHaveLength(n);
  });

  it('keeps at most 20 addresses per user and site', async () => {
    const token = (await login(c, '13912340022')).userToken;
    for (let i = 0; i < 20; i++) expect((await save(token, { receiverName: `收货人${i}` })).code).toBe(0);
    const over = await save(token);
    expect(over.code).toBe(1);
    expect(over.message).toMatch(/最多保存20个/);
    expect(await list(token)).toHaveLength(20);
  });

  it('a county site takes its own county', async () => {
    const res = await postForm(c, 'user/api/userAddress/save', { ...FORM, region: '513225' }, { token: fresh, siteCode: 'site513225' });
    expect(res.code).toBe(0);
  });
});

describe('another user', () => {
  it("answers another user's address exactly as an unknown one, and changes nothing", async () => {
    const [mine] = await list(a);
    const id = String(mine!.id);
    const unknown = await c.get('user/api/userAddress/detail', { id: '999999', token: b });
    const theirs = await c.get('user/api/userAddress/detail', { id, token: b });
    expect({ ...theirs, responseTime: 0 }).toEqual({ ...unknown, responseTime: 0 });
    for (const path of ['update', 'delete', 'setDefault']) {
      const res = await postForm(c, `user/api/userAddress/${path}`, { ...FORM, id }, { token: b });
      expect(res).toMatchObject({ code: 1, message: unknown.message });
    }
    expect((await list(a))[0]).toEqual(mine);
  });

  it('answers code 2 when signed out', async () => {
    expect((await c.get('user/api/userAddress/list')).code).toBe(2);
    expect((await save('')).code).toBe(2);
  });
});

describe('at rest', () => {
  it('the SQLite file holds no receiver phone in the clear', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'upstream-addresses-'));
    try {
      const u = await startUpstream({ port: 0, dbPath: join(dir, 'upstream.db'), now: testNow });
      const local: Client = {
        ...c,
        upstream: u,
        url: u.url,
        dev: devClient(u.url),
        get: async (path, query = {}) => {
          const qs = new URLSearchParams({
            siteCode: 'site510100',
            token: '',
            ...Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
          });
          return (await (await fetch(`${u.url}/${path}?${qs}`)).json()) as never;
        },
      };
      try {
        const token = (await login(local, '13912340023')).userToken;
        const res = await postForm(local, 'user/api/userAddress/save', { ...FORM, phone: sm4Encrypt('13698765432') }, { token });
        expect(res.code).toBe(0);
      } finally {
        await u.close();
      }
      const bytes = readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => entry.name)
        .map((name) => readFileSync(join(dir, name)).toString('latin1'))
        .join('');
      expect(bytes).toContain(sm4Encrypt('13698765432'));
      expect(bytes).not.toContain('13698765432');
      // the demo receivers' own phones (not users' phones) are not there either
      expect(bytes).not.toContain('13912345678');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('a goods order delivered to a shipping address', () => {
  const shop = async (token: string) => {
    const sid = (await fetch(`${c.url}/culturalcloud/1.0/user/free?siteCode=site510100&token=${token}`).then((r) => r.json())) as {
      data: { sessionId: string };
    };
    const headers = { 'session-id': sid.data.sessionId };
    return {
      list: async (orderType: string) =>
        (
          (await fetch(`${c.url}/culturalcloud/1.0/userOrder/myOrderList?siteCode=site510100&orderType=${orderType}&pageSize=50`, {
            headers,
          }).then((r) => r.json())) as { list: Item[] }
        ).list,
      detail: async (orderId: string) =>
        (
          (await fetch(`${c.url}/culturalcloud/1.0/userOrder/orderDetail?siteCode=site510100&orderId=${orderId}`, { headers }).then((r) =>
            r.json(),
          )) as { data: Item }
        ).data,
      choose: async (orderId: string, addressId: string) =>
        (await fetch(`${c.url}/culturalcloud/1.0/userOrder/updateAddress?siteCode=site510100`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({ orderId, addressId }),
        }).then((r) => r.json())) as { code: number; message: string },
    };
  };

  it('takes one of the owner’s addresses while the order has not shipped, and refuses another user’s', async () => {
    const s = await shop(a);
    const goods = await s.list('1');
    const toShip = goods.find((o) => o.orderStatus === 20)!;
    const shipped = goods.find((o) => o.orderStatus === 21)!;
    const before = await s.detail(String(toShip.orderId));
    expect(before.addressId).toBe('');
    const [mine] = await list(a);
    const res = await s.choose(String(toShip.orderId), String(mine!.id));
    expect(res.code).toBe(0);
    const after = await s.detail(String(toShip.orderId));
    expect(after).toMatchObject({ addressId: String(mine!.id), receiver: `${mine!.receiverName} ${mine!.phone}` });
    expect(String(after.address)).toContain(String(mine!.detailAddress));
    expect((await s.choose(String(shipped.orderId), String(mine!.id))).message).toBe('该订单不可修改收货地址');
    const [theirs] = await list(b);
    expect((await s.choose(String(toShip.orderId), String(theirs!.id))).message).toBe('收货地址不存在');
  });
});
