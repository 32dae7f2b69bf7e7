import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTracing } from '../../src/observability/tracing.ts';
import { startHarness } from './harness.ts';
import type { Harness } from './harness.ts';

/**
 * Tracing against an OTLP receiver in this process: one operation's trace continues the caller's
 * `traceparent`, holds the GraphQL phases and each upstream call as child spans, sends the
 * upstream its `traceparent`, and carries no token or personal value.
 */

interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: { key: string; value: Record<string, unknown> }[];
}
interface OtlpExport {
  resourceSpans: { resource: { attributes: { key: string; value: { stringValue?: string } }[] }; scopeSpans: { spans: OtlpSpan[] }[] }[];
}

const received: OtlpExport[] = [];
const receiver = createServer((req, res) => {
  let body = '';
  req.on('data', (c: Buffer) => {
    body += c.toString('utf8');
  });
  req.on('end', () => {
    if (req.url === '/v1/traces') received.push(JSON.parse(body) as OtlpExport);
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{}');
  });
});

let h: Harness;
let tracing: ReturnType<typeof createTracing>;

beforeAll(async () => {
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const { port } = receiver.address() as AddressInfo;
  tracing = createTracing({ url: `http://127.0.0.1:${port}/v1/traces`, serviceName: 'ctp-gateway-test' });
  h = await startHarness({ tracing });
});
afterAll(async () => {
  await h?.close();
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

const spans = () => received.flatMap((e) => e.resourceSpans.flatMap((r) => r.scopeSpans.flatMap((s) => s.spans)));

describe('tracing', () => {
  it("one operation's trace: the caller's trace continued, its phases and upstream calls as child spans, no secret in any attribute", async () => {
    const phone = '13911150001';
    const token = await h.signIn(phone);
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    const callerSpan = '00f067aa0ba902b7';
    await h.dev.resetCalls();
    const res = await h.gql(
      'query TracedHome { site { name } places(kind: SCENIC_AREA, first: 3) { edges { node { id } } } viewer { user { nickname } } }',
      {},
      { 'x-token': token, traceparent: `00-${traceId}-${callerSpan}-01` },
    );
    expect(res.errors).toBeUndefined();
    await tracing.flush();
    const mine = spans().filter((s) => s.traceId === traceId);
    const server = mine.find((s) => s.parentSpanId === callerSpan);
    expect(server?.name).toBe('POST /graphql TracedHome');
    const children = (parent: OtlpSpan | undefined) => mine.filter((s) => parent && s.parentSpanId === parent.spanId);
    expect(
      children(server)
        .map((s) => s.name)
        .sort(),
    ).toEqual(['graphql.execute TracedHome', 'graphql.parse', 'graphql.validate']);
    const execute = children(server).find((s) => s.name.startsWith('graphql.execute'));
    const upstream = children(execute);
    expect(upstream.length).toBeGreaterThanOrEqual(3);
    for (const span of upstream) expect(span.kind).toBe(3); // CLIENT
    expect(upstream.map((s) => s.name)).toEqual(expect.arrayContaining(['GET /res/api/scenic/list', 'GET /user/api/site/siteInfo']));
    // the upstream received each call's own span as its parent
    const calls = (await h.dev.calls()).calls.filter((c) => c.traceparent);
    expect(calls.length).toBe(upstream.length);
    for (const call of calls) {
      const [, callTrace, parent] = call.traceparent!.split('-');
      expect(callTrace).toBe(traceId);
      expect(upstream.map((s) => s.spanId)).toContain(parent);
    }
    // nothing personal or secret: the token, the phone, the query string
    const text = JSON.stringify(mine);
    expect(text).not.toContain(token);
    expect(text).not.toContain(phone);
    expect(text).not.toContain('token=');
    expect(text).not.toContain('siteCode=');
  });

  it('a request without a traceparent starts a trace of its own', async () => {
    const before = new Set(spans().map((s) => s.traceId));
    const res = await h.gql('query Untraced { site { name } }');
    expect(res.errors).toBeUndefined();
    await tracing.flush();
    const fresh = spans().filter((s) => !before.has(s.traceId) && s.name === 'POST /graphql Untraced');
    expect(fresh).toHaveLength(1);
    expect(fresh[0]!.parentSpanId ?? '').toBe('');
  });
});
