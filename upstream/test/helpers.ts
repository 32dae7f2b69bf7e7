import { startUpstream, type RunningUpstream } from '../src/index.ts';
import { sm4Encrypt } from '../src/crypto/sm4.ts';
import { devClient, type DevClient } from '../src/dev-client.ts';
import { demoImage, testNow } from '../src/testing/index.ts';

export interface Envelope<T = unknown> {
  code: number;
  message: string;
  msg: string;
  responseTime: number;
  data: T;
  datas: T extends unknown[] ? T : unknown[] | null;
  page: { total: number; currPage: number; pageSize: number; totalPage: number } | null;
}

export type Item = Record<string, unknown>;

export interface ListEnvelope {
  code: number;
  message: string;
  data: unknown;
  datas: Item[];
  page: { total: number; currPage: number; pageSize: number; totalPage: number };
}

export interface Client {
  upstream: RunningUpstream;
  url: string;
  /** The upstream's development channel (faults, calls, SMS, clock, orders). */
  dev: DevClient;
  get<T = Envelope<Item>>(path: string, query?: Record<string, string | number>): Promise<T>;
  list(path: string, query?: Record<string, string | number>): Promise<ListEnvelope>;
  raw(path: string, init?: RequestInit): Promise<Response>;
}

export async function startTestUpstream(): Promise<Client> {
  const upstream = await startUpstream({ port: 0, dbPath: ':memory:', image: demoImage(), now: testNow });
  const url = upstream.url;
  const build = (path: string, query: Record<string, string | number>) => {
    const qs = new URLSearchParams({
      siteCode: 'site510100',
      token: '',
      ...Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    });
    return `${url}/${path}?${qs.toString()}`;
  };
  const get = async <T>(path: string, query: Record<string, string | number> = {}): Promise<T> => {
    const res = await fetch(build(path, query));
    return (await res.json()) as T;
  };
  return {
    upstream,
    url,
    dev: devClient(url),
    get,
    list: (path, query = {}) => get<ListEnvelope>(path, query),
    raw: (path, init) => fetch(`${url}/${path}`, init),
  };
}

/** Every page of a standard list, concatenated. */
export async function allItems(client: Client, path: string, query: Record<string, string | number> = {}): Promise<Item[]> {
  const out: Item[] = [];
  for (let page = 1; ; page++) {
    const res = await client.list(path, { ...query, currPage: page, pageSize: 50 });
    out.push(...res.datas);
    if (page >= res.page.totalPage) return out;
  }
}

/**
 * Scenic list items carry no region code (the real backend's quirk): the codes of `items` of a
 * list at `path`, from their details where the list leaves them out.
 */
export async function withRegionCodes(
  client: Client,
  path: string,
  items: Item[],
  query: Record<string, string | number> = {},
): Promise<Item[]> {
  if (!path.startsWith('res/api/scenic/')) return items;
  return Promise.all(
    items.map(async (item) => {
      const detail = await client.get<Envelope<Item>>('res/api/scenic/detail', { ...query, id: String(item.id) });
      return { ...item, region: detail.data?.region };
    }),
  );
}

/** A POST with a form body (query carries siteCode and token, as the real clients send them). */
export async function postForm<T = Envelope<Item>>(
  client: Client,
  path: string,
  body: Record<string, string | number>,
  query: Record<string, string> = {},
): Promise<T> {
  const qs = new URLSearchParams({ siteCode: 'site510100', token: '', ...query });
  const res = await fetch(`${client.url}/${path}?${qs.toString()}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(Object.fromEntries(Object.entries(body).map(([k, v]) => [k, String(v)]))).toString(),
  });
  return (await res.json()) as T;
}

/** A POST with a JSON body. */
export async function postJson<T = Envelope<Item>>(
  client: Client,
  path: string,
  body: unknown,
  query: Record<string, string> = {},
): Promise<T> {
  const qs = new URLSearchParams({ siteCode: 'site510100', token: '', ...query });
  const res = await fetch(`${client.url}/${path}?${qs.toString()}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await res.json()) as T;
}

/** Sends a code (moving the clock past the resend limit when needed) and returns it. */
export async function smsCode(client: Client, phone: string, type: 'LOGIN' | 'BIND' = 'LOGIN'): Promise<string> {
  let res = await client.get('user/api/userBind/sendSmsCodeSm4', { phone: sm4Encrypt(phone), type });
  if (res.code === 1 && /频繁/.test(res.message)) {
    await client.dev.advanceClock(61_000);
    res = await client.get('user/api/userBind/sendSmsCodeSm4', { phone: sm4Encrypt(phone), type });
  }
  if (res.code !== 0) throw new Error(`sendSmsCodeSm4: ${res.message}`);
  return client.dev.smsCode(phone);
}

/** Logs a phone in (registering it on first use); answers the UserInfo. */
export async function login(client: Client, phone: string): Promise<Item & { userToken: string; unid: string }> {
  const code = await smsCode(client, phone);
  const res = await postForm(client, 'user/api/userBind/loginOrRegister', { phone: sm4Encrypt(phone), code, siteId: '1001' });
  if (res.code !== 0) throw new Error(`loginOrRegister: ${res.message}`);
  return res.data as Item & { userToken: string; unid: string };
}
