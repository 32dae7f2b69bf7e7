import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { devClient, type FaultRuleInput } from '../src/dev-client.ts';
import { startTestUpstream, type Client } from './helpers.ts';

let c: Client;
beforeAll(async () => {
  c = await startTestUpstream();
});
afterAll(async () => {
  await c.upstream.close();
});
beforeEach(async () => {
  await c.dev.clearFaults();
  await c.dev.resetCalls();
});

async function addFault(rule: FaultRuleInput): Promise<string> {
  const id = await c.dev.addFault(rule);
  expect(id).toMatch(/.+/);
  return id;
}

const SCENIC = 'res/api/scenic/list?siteCode=site510100&token=';

describe('fault modes', () => {
  it('code: answers the configured code and message', async () => {
    await addFault({ path: 'res/api/scenic/list', mode: 'code', code: 5, message: '访问人数过多' });
    const res = await c.raw(SCENIC);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ code: 5, message: '访问人数过多', msg: '访问人数过多' });
    // other paths are untouched
    expect(await (await c.raw('res/api/hotel/list?siteCode=site510100')).json()).toMatchObject({ code: 0 });
  });

  it('code 2 on every path with "*"', async () => {
    await addFault({ path: '*', mode: 'code', code: 2, message: '请先登录' });
    expect(await (await c.raw(SCENIC)).json()).toMatchObject({ code: 2 });
    expect(await (await c.raw('user/api/site/siteInfo?siteCode=site510100')).json()).toMatchObject({ code: 2 });
    // files are not covered by "*"
    expect((await c.raw('files/images/a.svg')).status).toBe(200);
  });

  it('times: limits how many requests the rule hits', async () => {
    await addFault({ path: 'res/api/scenic/list', mode: 'code', code: 1, message: 'boom', times: 2 });
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) codes.push(((await (await c.raw(SCENIC)).json()) as { code: number }).code);
    expect(codes).toEqual([1, 1, 0, 0]);
  });

  it('slow: waits delayMs, then answers normally', async () => {
    await addFault({ path: 'res/api/scenic/list', mode: 'slow', delayMs: 300, times: 1 });
    const t0 = Date.now();
    const body = (await (await c.raw(SCENIC)).json()) as { code: number; datas: unknown[] };
    expect(Date.now() - t0).toBeGreaterThanOrEqual(280);
    expect(body.code).toBe(0);
    expect(body.datas).toHaveLength(10);
    const t1 = Date.now();
    await c.raw(SCENIC);
    expect(Date.now() - t1).toBeLessThan(280);
  });

  it('reset: destroys the socket without answering', async () => {
    await addFault({ path: 'res/api/scenic/list', mode: 'reset', times: 1 });
    await expect(c.raw(SCENIC)).rejects.toThrow();
    // the next request succeeds
    expect(await (await c.raw(SCENIC)).json()).toMatchObject({ code: 0 });
  });

  it('malformed: HTTP 200 with a body that is not JSON', async () => {
    await addFault({ path: 'res/api/scenic/list', mode: 'malformed', times: 1 });
    const res = await c.raw(SCENIC);
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(() => JSON.parse(text)).toThrow();
  });

  it('http500: answers HTTP 500', async () => {
    await addFault({ path: 'res/api/scenic/list', mode: 'http500', times: 1 });
    const res = await c.raw(SCENIC);
    expect(res.status).toBe(500);
    expect((await c.raw(SCENIC)).status).toBe(200);
  });

  it('siteCode: scopes a rule to one site', async () => {
    await addFault({ path: '*', mode: 'code', code: 3, message: '站点服务已暂停', siteCode: 'site530700' });
    expect(await (await c.raw(SCENIC)).json()).toMatchObject({ code: 0 });
    expect(await (await c.raw('res/api/scenic/list?siteCode=site530700')).json()).toMatchObject({ code: 3 });
  });

  it('DELETE removes every rule', async () => {
    await addFault({ path: '*', mode: 'http500' });
    expect((await c.raw(SCENIC)).status).toBe(500);
    await c.dev.clearFaults();
    expect(await c.dev.faults()).toEqual([]);
    expect((await c.raw(SCENIC)).status).toBe(200);
  });

  it('rejects an unusable rule', async () => {
    await expect(c.dev.addFault({ path: '*', mode: 'explode' } as unknown as FaultRuleInput)).rejects.toMatchObject({ status: 400 });
    expect(await c.dev.faults()).toEqual([]);
  });
});

describe('call log', () => {
  it('records API calls with method, path, query and time, excluding __dev and files', async () => {
    await c.raw(`${SCENIC}&currPage=2`);
    await c.raw('res/api/content/list?siteCode=site510100');
    await c.raw('files/images/x.svg');
    await c.dev.faults();
    const log = await c.dev.calls();
    expect(log.total).toBe(2);
    expect(log.calls.map((x) => x.path)).toEqual(['res/api/scenic/list', 'res/api/content/list']);
    expect(log.calls[0]).toMatchObject({ method: 'GET', query: { siteCode: 'site510100', token: '', currPage: '2' } });
    expect(Number.isNaN(Date.parse(log.calls[0]?.at ?? ''))).toBe(false);
  });

  it('counts faulted calls too (retries are visible) and resets on DELETE', async () => {
    await addFault({ path: 'res/api/scenic/list', mode: 'http500', times: 3 });
    for (let i = 0; i < 4; i++) await c.raw(SCENIC);
    expect((await c.dev.calls()).total).toBe(4);
    await c.dev.resetCalls();
    expect((await c.dev.calls()).total).toBe(0);
  });
});

describe('dev controls off', () => {
  it('does not mount __dev when devControls is false', async () => {
    const { startUpstream } = await import('../src/index.ts');
    const u = await startUpstream({ port: 0, dbPath: ':memory:', devControls: false });
    try {
      await expect(devClient(u.url).calls()).rejects.toMatchObject({ status: 404 });
    } finally {
      await u.close();
    }
  });
});
