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

const MODES: Array<Omit<FaultRuleInput, 'path'>> = [
  { mode: 'http500' },
  { mode: 'malformed' },
  { mode: 'reset' },
  { mode: 'slow', delayMs: 1500 },
  { mode: 'code', code: 5, message: '访问人数过多' },
  { mode: 'code', code: 1, message: 'SQLITE_ERROR: near "SELECT * FROM t_user WHERE token=0123456789abcdef0123456789abcdef": syntax error at http://10.1.2.3:8080/res/api' },
];
const PATHS = ['*', 'res/api/scenic/list', 'user/api/site/siteInfo', 'config/api/clientCustomConfig/getLayout'];

let h: Harness;
const logs: string[] = [];
beforeAll(async () => {
  h = await startHarness({
    timeoutMs: TIMEOUT_MS,
    retry: { attempts: RETRIES, delayMs: RETRY_DELAY },
    breaker: { failureThreshold: 50, cooldownMs: 200 },
    log: (line) => logs.push(line),
  });
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
  const cases = MODES.flatMap((m) => PATHS.map((p) => [`${String(m.mode)}${m.code ? m.code : ''} on ${p}`, { ...m, path: p }] as const));
  it.each(cases)('%s', async (_name, rule) => {
    await h.dev.addFault(rule);
    for (const [name, query] of Object.entries(QUERIES)) {
      const started = Date.now();
      const res = await fetch(`${h.gatewayUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', 'x-token': TOKEN },
        body: JSON.stringify({ query }),
      });
      const elapsed = Date.now() - started;
      const text = await res.text();
      expect(res.status, `${name}: ${text.slice(0, 200)}`).toBe(200);
      expect(elapsed, name).toBeLessThan(BOUND_MS);
      const body = JSON.parse(text) as { data?: Record<string, unknown> | null; errors?: Array<{ message: string; path?: unknown[]; extensions?: { code?: string } }> };
      for (const e of body.errors ?? []) {
        expect(e.extensions?.code, `${name}: ${e.message}`).toMatch(/^(UPSTREAM_UNAVAILABLE|UPSTREAM_ERROR|TOO_MANY_VISITORS|SERVICE_SUSPENDED|NOT_FOUND|INTERNAL_SERVER_ERROR)$/);
        expect(e.extensions?.code).not.toBe('INTERNAL_SERVER_ERROR');
      }
      if ((rule as { mode?: string }).mode === 'slow' || rule.path !== '*') {
        // a fault on one path leaves the other root fields answering
        if (rule.path !== '*' && name === 'mixed' && rule.path !== 'user/api/site/siteInfo') expect(body.data?.news ?? body.data?.site).toBeTruthy();
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
