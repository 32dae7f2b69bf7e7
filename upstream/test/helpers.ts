import { startUpstream, type RunningUpstream } from '../src/index.ts';

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
  get<T = Envelope<Item>>(path: string, query?: Record<string, string | number>): Promise<T>;
  list(path: string, query?: Record<string, string | number>): Promise<ListEnvelope>;
  raw(path: string, init?: RequestInit): Promise<Response>;
}

export async function startTestUpstream(): Promise<Client> {
  const upstream = await startUpstream({ port: 0, dbPath: ':memory:' });
  const url = upstream.url;
  const build = (path: string, query: Record<string, string | number>) => {
    const qs = new URLSearchParams({ siteCode: 'site510100', token: '', ...Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])) });
    return `${url}/${path}?${qs.toString()}`;
  };
  const get = async <T>(path: string, query: Record<string, string | number> = {}): Promise<T> => {
    const res = await fetch(build(path, query));
    return (await res.json()) as T;
  };
  return {
    upstream,
    url,
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
