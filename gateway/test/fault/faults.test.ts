// Under every fault the reference upstream can inject, each query answers within its time-out
// with the data that could be had and typed errors for the rest; nothing leaks (no upstream
// URL, token, stack trace or SQL in responses; no token in logs); the gateway keeps serving.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FaultRuleInput } from '@ctp/upstream/dev-client';
import { startHarness } from '../integration/harness.ts';
import type { Harness } from '../integration/harness.ts';

const TOKEN = '0123456789abcdef0123456789abcdef';
const TIMEOUT_MS = 400;
const RETRIES = 1;
const RETRY_DELAY = 20;
/** Worst case of one request: each sequential upstream round (≤ 3 here) times out and is retried once. */
const BOUND_MS = 3 * (RETRIES + 1) * (TIMEOUT_MS + RETRY_DELAY) + 1500;

const QUERIES: Record<string, string> = {
  home: `query Home { site { name homeLayout { key title } serviceMenu { key title } } news(first: 3) { edges { node { title } } } }`,
  placeList: `query PlaceList { places(kind: SCENIC_AREA, first: 5) { totalCount edges { node { id name region { name } } } } }`,
  mixed: `query Mixed { site { name } places(kind: VENUE, first: 2) { edges { node { name } } } news(first: 2) { totalCount } activities(first: 2) { totalCount } }`,
};

/** Each fault the upstream can inject, and the one error code of the fields that needed the faulted call. */
const MODES: Array<[Omit<FaultRuleInput, 'path'>, string]> = [
  [{ mode: 'http500' }, 'UPSTREAM_UNAVAILABLE'],
  [{ mode: 'malformed' }, 'UPSTREAM_ERROR'],
  [{ mode: 'reset' }, 'UPSTREAM_UNAVAILABLE'],
  // slower than the time-out: every attempt times out
  [{ mode: 'slow', delayMs: 1500 }, 'UPSTREAM_UNAVAILABLE'],
  [{ mode: 'code', code: 5, message: '访问人数过多' }, 'TOO_MANY_VISITORS'],
  [
    {
      mode: 'code',
      code: 1,
      message:
        'SQLITE_ERROR: near "SELECT * FROM t_user WHERE token=0123456789abcdef0123456789abcdef": syntax error at http://10.1.2.3:8080/res/api',
    },
    'UPSTREAM_ERROR',
  ],
];
const PATHS = ['*', 'res/api/scenic/list', 'user/api/site/siteInfo', 'config/api/clientCustomConfig/getLayout'];

type Answer = {
  data?: Record<string, unknown> | null;
  errors?: Array<{ message: string; path?: unknown[]; extensions?: { code?: string } }>;
};

let h: Harness;
const logs: string[] = [];
/** Each query without faults: its data and the upstream paths it calls. */
const baseline = new Map<string, { data: Answer['data']; paths: Set<string> }>();

async function ask(query: string) {
  const started = Date.now();
  const res = await fetch(`${h.gatewayUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', 'x-token': TOKEN },
    body: JSON.stringify({ query }),
  });
  const text = await res.text();
  return { status: res.status, elapsed: Date.now() - started, text, body: JSON.parse(text) as Answer };
}

beforeAll(async () => {
  h = await startHarness({
    timeoutMs: TIMEOUT_MS,
    retry: { attempts: RETRIES, delayMs: RETRY_DELAY },
    breaker: { failureThreshold: 50, cooldownMs: 200 },
    log: (line) => logs.push(line),
  });
  for (const [name, query] of Object.entries(QUERIES)) {
    await h.dev.resetCalls();
    const { body } = await ask(query);
    expect(body.errors, name).toBeUndefined();
    baseline.set(name, { data: body.data, paths: new Set((await h.dev.calls()).calls.map((c) => c.path)) });
  }
});
afterAll(() => h.close());
afterEach(() => h.dev.clearFaults());

function assertNoLeak(text: string, upstreamUrl: string) {
  expect(text).not.toContain(upstreamUrl);
  expect(text).not.toContain(new URL(upstreamUrl).host);
  expect(text).not.toContain(TOKEN);
  expect(text).not.toMatch(/https?:\/\/(?!127\.0\.0\.1:\d+\/files)[^"]*\/(res|user|config|act)\//);
  expect(text).not.toMatch(/\bat .+\.(ts|js):\d+/);
  expect(text).not.toMatch(/SQLITE|SELECT \*|FROM t_/i);
}

describe('faults', () => {
  const cases = MODES.flatMap(([m, code]) => PATHS.map((p) => [`${m.mode}${m.code ?? ''} on ${p}`, { ...m, path: p }, code] as const));
  it.each(cases)('%s', async (_name, rule, code) => {
    await h.dev.addFault(rule);
    for (const [name, query] of Object.entries(QUERIES)) {
      const { status, elapsed, text, body } = await ask(query);
      expect(status, `${name}: ${text.slice(0, 200)}`).toBe(200);
      expect(elapsed, name).toBeLessThan(BOUND_MS);
      const unfaulted = baseline.get(name)!;
      if (rule.path === '*' || unfaulted.paths.has(rule.path)) {
        // The query needs the faulted call: typed errors, every one with the mode's code.
        expect(body.errors?.length ?? 0, `${name}: ${text.slice(0, 200)}`).toBeGreaterThan(0);
        for (const e of body.errors ?? []) expect(e.extensions?.code, `${name}: ${e.message}`).toBe(code);
        // Every call faulted: no root field has data.
        if (rule.path === '*')
          expect(
            Object.values(body.data ?? {}).filter((v) => v !== null),
            name,
          ).toEqual([]);
        // Slower than the time-out: the gateway waited for the upstream, then gave up.
        if (rule.mode === 'slow') expect(elapsed, name).toBeGreaterThanOrEqual(TIMEOUT_MS);
      } else {
        // A fault on a call the query does not make leaves it whole.
        expect(body.errors, `${name}: ${text.slice(0, 200)}`).toBeUndefined();
        expect(body.data, name).toEqual(unfaulted.data);
      }
      assertNoLeak(text, h.upstreamUrl);
    }
  });

  it('the gateway still answers after all of it, and its logs hold no token', async () => {
    const r = await h.gql(QUERIES.placeList!);
    expect(r.errors).toBeUndefined();
    expect(logs.length).toBeGreaterThan(20);
    for (const line of logs) {
      expect(line).not.toContain(TOKEN);
      const entry = JSON.parse(line) as Record<string, unknown>;
      if (entry.msg === 'graphql') {
        expect(entry).toHaveProperty('requestId');
        expect(entry).toHaveProperty('durationMs');
        expect(entry).toHaveProperty('upstreamCalls');
        expect(entry).toHaveProperty('outcome');
      }
    }
    const metrics = await (await fetch(`${h.gatewayUrl}/metrics`)).text();
    expect(metrics).toMatch(/gateway_upstream_calls_total\{family="res",outcome="http_5xx"\} [1-9]/);
    expect(metrics).toMatch(/gateway_upstream_calls_total\{family="res",outcome="malformed"\} [1-9]/);
    expect(metrics).toMatch(/gateway_graphql_operations_total\{operation="PlaceList",outcome="partial"\} [1-9]/);
    expect(metrics).toMatch(/gateway_graphql_request_duration_seconds_bucket/);
  });
});
