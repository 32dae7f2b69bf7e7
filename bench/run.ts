/**
 * `pnpm bench`: prints the gateway's figures (not a test; nothing asserts).
 *  1. upstream calls per main screen query (the client's real persisted queries, signed-in screens
 *     as the demo user) vs the minimum (distinct upstream endpoints the screen must hit);
 *  2. throughput, p50/p99 and CPU per answer of a place list (and of its region panel) through the gateway vs the same data
 *     fetched from the upstream directly (autocannon on loopback, BENCH_SECONDS each);
 *  3. the reference upstream's time to generate its demo data set;
 *  4. the cost of idle live-message subscriptions on the gateway (BENCH_SUBSCRIPTIONS, default 1,000,
 *     GraphQL over server-sent events as the app holds them): memory, CPU while idle, one message to all;
 *  5. the client: initial JavaScript (gzip; brotli as served) of the home route and time to home content in
 *     headless Chromium under "Fast 3G" throttling (CDP Network.emulateNetworkConditions).
 * Processes: the reference upstream and the gateway run as child processes (own event loops).
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import type { ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { chromium } from 'playwright-core';
import { initialJs as initialJsOf } from '../client/scripts/initial-js.mjs';
import { devClient, type DevClient } from '../upstream/src/dev-client.ts';
import { openDatabase } from '../upstream/src/db/connection.ts';
import { DEMO_PHONE, SCREENS } from './screens.ts';
import { repeatVisitAndOffline } from './offline.ts';
import { homePainted } from './home-painted.ts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CLIENT_DIST = join(ROOT, 'client/dist');
const children: ChildProcess[] = [];

/** The pid of each started process, by name (for its CPU time). */
const pids = new Map<string, number>();

/** User + system CPU seconds a process has used so far (Linux /proc; null elsewhere). */
function cpuSeconds(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // fields[11] utime, fields[12] stime (proc(5): fields 14 and 15), in clock ticks (USER_HZ = 100 on Linux)
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

/** CPU milliseconds a process spent per request during `run`. */
async function cpuPerRequest<T extends { total: number }>(name: string, run: () => Promise<T>): Promise<T & { cpuMs: number | null }> {
  const before = cpuSeconds(pids.get(name));
  const result = await run();
  const after = cpuSeconds(pids.get(name));
  return { ...result, cpuMs: before === null || after === null || result.total === 0 ? null : ((after - before) * 1000) / result.total };
}

/** The first visit's targets: the home's initial JavaScript (brotli bytes) and its time to content on the slow profile. */
const HOME_JS_TARGET = 170_000;
const FIRST_VISIT_TARGET_MS = 1600;

/** BENCH_CPU_PROF=<dir>: the gateway (not the cold one) writes a V8 CPU profile there when it stops. */
const CPU_PROF_DIR = process.env.BENCH_CPU_PROF?.trim();

function start(name: string, script: string, env: Record<string, string>, ready: RegExp): Promise<string> {
  return new Promise((resolveUrl, reject) => {
    const profile = CPU_PROF_DIR && name === 'gateway' ? ['--cpu-prof', `--cpu-prof-dir=${resolve(CPU_PROF_DIR)}`] : [];
    const child = spawn(process.execPath, [...profile, '--import', 'tsx', script], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    if (child.pid !== undefined) pids.set(name, child.pid);
    let out = '';
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const m = ready.exec(out);
      if (m) resolveUrl(m[1]!);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`${name} exited (${code}): ${out.slice(-500)}`)));
  });
}

async function gql(gateway: string, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  const res = await fetch(`${gateway}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { data?: unknown; errors?: unknown[] };
  return { calls: Number(res.headers.get('x-upstream-calls')), json };
}

function persisted(): Map<string, { id: string; text: string }> {
  const file = join(ROOT, 'client/persisted-queries.json');
  const out = new Map<string, { id: string; text: string }>();
  if (!existsSync(file)) return out;
  for (const [id, text] of Object.entries(JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>)) {
    const name = /(?:query|mutation)\s+(\w+)/.exec(text)?.[1];
    if (name) out.set(name, { id, text });
  }
  return out;
}

/** Signs the demo user in as the app does: sendLoginCode, the code from the upstream's dev SMS channel, signIn. */
async function signIn(gateway: string, dev: DevClient, phone: string): Promise<string> {
  const headers = { 'x-site-code': 'site510100' };
  const sent = await gql(
    gateway,
    { query: 'mutation($p: String!) { sendLoginCode(input: { phone: $p }) { sent errors { code } } }', variables: { p: phone } },
    headers,
  );
  if (!(sent.json.data as any)?.sendLoginCode?.sent) throw new Error(`sendLoginCode failed: ${JSON.stringify(sent.json)}`);
  const code = await dev.smsCode(phone);
  const signed = await gql(
    gateway,
    {
      query: 'mutation($p: String!, $c: String!) { signIn(input: { phone: $p, code: $c }) { session { token } errors { code } } }',
      variables: { p: phone, c: code },
    },
    headers,
  );
  const token = (signed.json.data as any)?.signIn?.session?.token as string | undefined;
  if (!token) throw new Error(`signIn failed: ${JSON.stringify(signed.json)}`);
  return token;
}

async function upstreamCallsPerScreen(gateway: string, warmGateway: string, dev: DevClient) {
  const docs = persisted();
  const token = await signIn(gateway, dev, DEMO_PHONE);
  console.log('\n## Upstream calls per screen query (x-upstream-calls) vs the minimum');
  console.log('minimum = distinct upstream endpoints the screen must hit (one call each with every list fetched once and');
  console.log('per-item lookups batched; listed per screen in bench/screens.ts from upstream/API.md). distinct = endpoints the');
  console.log(
    `gateway actually called. Signed-in screens run as the demo user ${DEMO_PHONE} (signed in through the upstream's dev SMS channel).`,
  );
  console.log(
    'cold = a gateway without the upstream HTTP cache (every call); warm = the second load on a gateway with it (reference data cached).',
  );
  console.log(
    'screen            | document                     | signed in | calls | warm | distinct | minimum | what the minimum covers | endpoints called (×n when repeated); extra = beyond the minimum',
  );
  for (const s of SCREENS) {
    const doc = docs.get(s.op);
    await dev.resetCalls();
    // the headers the app sends with every request (relay/request.ts): its site, its language, its session
    const headers: Record<string, string> = {
      'x-site-code': 'site510100',
      'x-language': 'CN',
      ...(s.signedIn ? { 'x-token': token } : {}),
    };
    if (!doc) {
      console.log(`${s.screen.padEnd(17)} | ${s.op.padEnd(28)} | not in client/persisted-queries.json (build the client first)`);
      continue;
    }
    const body = { documentId: doc.id, variables: s.variables, operationName: s.op };
    const r = await gql(gateway, body, headers);
    const log = await dev.calls();
    await gql(warmGateway, body, headers);
    const warm = await gql(warmGateway, body, headers);
    const counts = new Map<string, number>();
    for (const c of log.calls) counts.set(c.path, (counts.get(c.path) ?? 0) + 1);
    const called = [...counts].map(([path, n]) => (n > 1 ? `${path} ×${n}` : path)).join(', ');
    const extra = [...counts.keys()].filter((p) => !s.required.includes(p));
    const missing = s.required.filter((p) => !counts.has(p));
    const note = r.json.errors
      ? `errors: ${JSON.stringify(r.json.errors).slice(0, 120)}`
      : `needs ${s.why} | called: ${called}${extra.length ? `; extra: ${extra.join(', ')}` : ''}${missing.length ? `; not called: ${missing.join(', ')}` : ''}`;
    console.log(
      `${s.screen.padEnd(17)} | ${s.op.padEnd(28)} | ${(s.signedIn ? 'yes' : 'no').padEnd(9)} | ${String(r.calls).padStart(5)} | ${String(warm.calls).padStart(4)} | ${String(counts.size).padStart(8)} | ${String(s.required.length).padStart(7)} | ${note}`,
    );
  }
}

function summary(result: autocannon.Result) {
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    total: result.requests.total,
  };
}

async function load(url: string, opts: Partial<autocannon.Options>) {
  return summary(await autocannon({ url, connections: 16, duration: SECONDS, ...opts }));
}

async function throughput(gateway: string, coldGateway: string, dev: DevClient, op: string, what: string) {
  console.log(
    `\n## ${what}: gateway vs the same data from the upstream directly (autocannon, 16 connections, ${SECONDS} s each, loopback)`,
  );
  const doc = persisted().get(op);
  const screen = SCREENS.find((s) => s.op === op)!;
  if (!doc) {
    console.log(`${op} is not in client/persisted-queries.json (build the client first)`);
    return;
  }
  const body = { documentId: doc.id, variables: screen.variables, operationName: op };
  // the upstream calls one answer costs, replayed directly (after the last load run's stragglers)
  await new Promise((settled) => setTimeout(settled, 1000));
  await dev.resetCalls();
  // what a client needs without any cache (the gateway without its HTTP cache calls it all)
  const probe = await gql(coldGateway, body, { 'x-site-code': 'site510100' });
  if (probe.json.errors) console.log(`(query errors: ${JSON.stringify(probe.json.errors).slice(0, 200)})`);
  const log = await dev.calls();
  const requests = log.calls.map((c) => ({
    method: 'GET' as const,
    path: `/${c.path}?${new URLSearchParams(Object.entries(c.query).map(([k, v]) => [k, String(v ?? '')])).toString()}`,
  }));
  const direct = await cpuPerRequest('upstream', () => load(dev.url, { requests }));
  const viaGateway = await cpuPerRequest('gateway', () =>
    load(`${gateway}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-site-code': 'site510100' },
      body: JSON.stringify(body),
    }),
  );
  const n = Math.max(1, requests.length);
  const bytes = JSON.stringify(probe.json).length;
  console.log(
    `document: ${op} (persisted), answer ${(bytes / 1024).toFixed(1)} KiB; one answer = ${n} upstream calls cold (${log.calls.map((c) => c.path).join(', ')})`,
  );
  console.log('path                                   | answers/s | p50 ms | p99 ms | errors');
  console.log(
    `upstream directly (${n} calls in turn)     | ${(direct.rps / n).toFixed(0).padStart(9)} | ${String(direct.p50 * n).padStart(6)} | ${String(direct.p99 * n).padStart(6)} | ${direct.errors}   (per call: ${direct.rps.toFixed(0)} req/s, p50 ${direct.p50} ms, p99 ${direct.p99} ms; latency ≈ ${n} × per call)`,
  );
  console.log(
    `gateway (1 GraphQL request)            | ${viaGateway.rps.toFixed(0).padStart(9)} | ${String(viaGateway.p50).padStart(6)} | ${String(viaGateway.p99).padStart(6)} | ${viaGateway.errors}`,
  );
  console.log(
    `ratio gateway / direct: throughput ${(viaGateway.rps / (direct.rps / n)).toFixed(2)}x (target ≥ 0.8x), p50 ${(viaGateway.p50 / Math.max(direct.p50 * n, 0.001)).toFixed(2)}x, p99 ${(viaGateway.p99 / Math.max(direct.p99 * n, 0.001)).toFixed(2)}x`,
  );
  const ms = (v: number | null) => (v === null ? 'n/a' : `${v.toFixed(2)} ms`);
  console.log(
    `CPU per answer (user + system, /proc): gateway ${ms(viaGateway.cpuMs)} per GraphQL request (target ≤ 1.5 ms); upstream ${ms(direct.cpuMs === null ? null : direct.cpuMs * n)} for the ${n} calls (${ms(direct.cpuMs)} per call)`,
  );
}

/** The home route's initial JavaScript, counted by the client's own script (the size budget test uses it too). */
function initialJs() {
  return initialJsOf(CLIENT_DIST);
}

async function timeToHome(gateway: string) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const times: number[] = [];
    const polled: number[] = [];
    const paints: number[] = [];
    const firstLoads: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, locale: 'zh-CN' });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      // Chrome DevTools' "Fast 3G": 562.5 ms RTT... as used by Lighthouse: 150 ms, 1.6 Mbps down, 750 kbps up
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 150,
        downloadThroughput: (1.6 * 1024 * 1024) / 8,
        uploadThroughput: (750 * 1024) / 8,
      });
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      // GraphQL requests before home content, and in how many round trips: a request that left
      // after an earlier one's answer came back starts another round trip
      const graphql = new Map<object, { start: number; end: number }>();
      page.on('request', (req) => {
        if (new URL(req.url()).pathname === '/graphql') graphql.set(req, { start: Date.now(), end: Number.POSITIVE_INFINITY });
      });
      page.on('requestfinished', (req) => {
        const r = graphql.get(req);
        if (r) r.end = Date.now();
      });
      const { painted } = await homePainted(page);
      const started = Date.now();
      await page.goto(`${gateway}/#/index?siteCode=site510100`);
      await page.getByTestId('place-shelf').first().waitFor({ timeout: 60_000 });
      polled.push(Date.now() - started);
      times.push(await painted);
      const reqs = [...graphql.values()].sort((a, b) => a.start - b.start);
      let trips = 0;
      let waveEnd = Number.NEGATIVE_INFINITY;
      for (const r of reqs) {
        if (r.start >= waveEnd) {
          trips += 1;
          waveEnd = r.end;
        } else waveEnd = Math.min(waveEnd, r.end);
      }
      firstLoads.push(`${reqs.length} requests in ${trips} round trip${trips === 1 ? '' : 's'}`);
      // first contentful paint: index.html's splash (CSS only), before any script ran
      paints.push(
        Math.round(await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN)),
      );
      await context.close();
    }
    return { times, polled, paints, firstLoads };
  } finally {
    await browser.close();
  }
}

/** How long the reference upstream takes to generate its demo data set (a fresh in-memory database). */
function seedTime(): void {
  const times = Array.from({ length: 3 }, () => {
    const t0 = performance.now();
    openDatabase(':memory:').close();
    return Math.round(performance.now() - t0);
  });
  console.log(
    `\n## Reference upstream\ndemo data set generated (migrations and every site's seed, in memory): ${times.join(' ms, ')} ms (the upstream starts this much later on a fresh database)`,
  );
}

/** Resident memory of a process in bytes (Linux /proc; null elsewhere). */
function rssBytes(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) * 1024 : null;
  } catch {
    return null;
  }
}

/** A free loopback port (the gateway's, known before the upstream starts: it pushes messages there). */
function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('no port'))));
    });
  });
}

const SUBSCRIPTIONS = Number(process.env.BENCH_SUBSCRIPTIONS ?? 1000);
const IDLE_SECONDS = 30;

/** One open GraphQL-over-SSE subscription: resolves `first` on its first event. */
async function openSubscription(gateway: string, token: string, query: string) {
  const abort = new AbortController();
  const res = await fetch(`${gateway}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream', 'x-token': token, 'x-site-code': 'site510100' },
    body: JSON.stringify({ query }),
    signal: abort.signal,
  });
  if (!res.ok || !res.body) throw new Error(`subscription refused: HTTP ${res.status}`);
  let gotEvent!: () => void;
  const first = new Promise<void>((resolveFirst) => (gotEvent = resolveFirst));
  void (async () => {
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        if (Buffer.from(chunk).toString().includes('data:')) gotEvent();
      }
    } catch {
      // closed at the end of the run
    }
  })();
  return { first, close: () => abort.abort() };
}

/**
 * What idle live-message subscriptions cost the gateway: SUBSCRIPTIONS streams of the demo user
 * held open (the personal-centre badge of that many open apps), the gateway's resident memory
 * before and after, its CPU over IDLE_SECONDS of quiet, then one system message posted upstream
 * and pushed to the gateway: the time until every stream has it and the CPU it took.
 */
async function idleSubscriptions(gateway: string, upstream: string, dev: DevClient): Promise<void> {
  console.log(`\n## Live messages: ${SUBSCRIPTIONS} idle subscriptions (GraphQL over server-sent events)`);
  await dev.advanceClock(61_000); // a fresh SMS window: the calls per screen signed the same phone in
  const token = await signIn(gateway, dev, DEMO_PHONE);
  const pid = pids.get('gateway');
  const query = 'subscription Bench { messageReceived { unreadTotal message { id title } } }';
  const rssBefore = rssBytes(pid);
  const streams = [];
  for (let i = 0; i < SUBSCRIPTIONS; i += 50) {
    streams.push(
      ...(await Promise.all(Array.from({ length: Math.min(50, SUBSCRIPTIONS - i) }, () => openSubscription(gateway, token, query)))),
    );
  }
  await new Promise((r) => setTimeout(r, 2000)); // the last ones subscribe
  const rssOpen = rssBytes(pid);
  const cpuIdle0 = cpuSeconds(pid);
  await new Promise((r) => setTimeout(r, IDLE_SECONDS * 1000));
  const cpuIdle1 = cpuSeconds(pid);
  const cpuPush0 = cpuSeconds(pid);
  const t0 = performance.now();
  const posted = await fetch(`${upstream}/__dev/messages/post`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone: DEMO_PHONE, siteCode: 'site510100', title: 'bench', content: 'one message to every open app' }),
  });
  if (!posted.ok) throw new Error(`posting a message failed: HTTP ${posted.status}`);
  await Promise.all(streams.map((s) => s.first));
  const deliveredMs = Math.round(performance.now() - t0);
  const cpuPush1 = cpuSeconds(pid);
  for (const s of streams) s.close();
  const mb = (b: number | null) => (b === null ? 'n/a' : `${(b / 1024 / 1024).toFixed(1)} MiB`);
  const perStream =
    rssBefore !== null && rssOpen !== null ? `${((rssOpen - rssBefore) / SUBSCRIPTIONS / 1024).toFixed(1)} KiB each` : 'n/a';
  const idleCpu =
    cpuIdle0 === null || cpuIdle1 === null ? 'n/a' : `${(((cpuIdle1 - cpuIdle0) * 60) / IDLE_SECONDS).toFixed(2)} s of CPU per minute`;
  const pushCpu = cpuPush0 === null || cpuPush1 === null ? 'n/a' : `${((cpuPush1 - cpuPush0) * 1000).toFixed(0)} ms of CPU`;
  console.log(`gateway resident memory: ${mb(rssBefore)} before, ${mb(rssOpen)} with the streams open (${perStream})`);
  console.log(`idle, ${IDLE_SECONDS} s measured (keep-alive pings included): ${idleCpu} for all ${SUBSCRIPTIONS}`);
  console.log(
    `one message to all ${SUBSCRIPTIONS} (posted upstream, pushed to the gateway, fanned out): every stream had it after ${deliveredMs} ms, ${pushCpu}`,
  );
}

async function main() {
  const gatewayPort = await freePort();
  const upstream = await start(
    'upstream',
    'upstream/src/main.ts',
    {
      UPSTREAM_PORT: '0',
      UPSTREAM_DB: ':memory:',
      HOST: '127.0.0.1',
      UPSTREAM_MESSAGE_PUSH_URL: `http://127.0.0.1:${gatewayPort}/hooks/messages`,
    },
    /(http:\/\/127\.0\.0\.1:\d+)/,
  );
  const gateway = await start(
    'gateway',
    'gateway/src/main.ts',
    {
      GATEWAY_PORT: String(gatewayPort),
      UPSTREAM_BASE_URL: upstream,
      CLIENT_DIST,
      REQUEST_LOG: '0',
      RATE_LIMIT_BURST: '0',
      RESPONSE_CACHE_TTL_MS: '0',
      UPSTREAM_RETRY_DELAY_MS: '200',
    },
    /(http:\/\/127\.0\.0\.1:\d+)\/graphql/,
  );
  const coldGateway = await start(
    'gateway-cold',
    'gateway/src/main.ts',
    {
      GATEWAY_PORT: '0',
      UPSTREAM_BASE_URL: upstream,
      CLIENT_DIST,
      REQUEST_LOG: '0',
      RATE_LIMIT_BURST: '0',
      RESPONSE_CACHE_TTL_MS: '0',
      UPSTREAM_RETRY_DELAY_MS: '200',
      UPSTREAM_HTTP_CACHE_ENTRIES: '0',
    },
    /(http:\/\/127\.0\.0\.1:\d+)\/graphql/,
  );
  console.log(
    `# Gateway benchmarks (upstream ${upstream}, gateway ${gateway}; response cache and rate limit off, upstream HTTP cache on as readConfig runs it; executor ${process.env.GRAPHQL_EXECUTOR?.trim() || 'jit'} (GRAPHQL_EXECUTOR))`,
  );
  const dev = devClient(upstream);
  // BENCH_ONLY=client: the client figures alone (bundle sizes, Fast 3G loads), no load runs;
  // BENCH_ONLY=calls: the upstream calls per screen alone (they do not depend on load);
  // BENCH_ONLY=load: the place-list load runs alone (throughput, latency, CPU per place list);
  // BENCH_ONLY=subscriptions: the idle live-message subscriptions alone
  const only = process.env.BENCH_ONLY;
  if (only === 'subscriptions') return idleSubscriptions(gateway, upstream, dev);
  if (only !== 'client' && only !== 'load') await upstreamCallsPerScreen(coldGateway, gateway, dev);
  if (only === 'calls') return;
  if (only !== 'client') {
    await throughput(gateway, coldGateway, dev, 'PlaceListScreenQuery', 'Place list');
    await throughput(
      gateway,
      coldGateway,
      dev,
      'PlaceFiltersRegionsQuery',
      "Region panel of a place list (the site's region tree, loaded when the filter opens)",
    );
  }
  if (only === 'load') return;
  if (!only) {
    await idleSubscriptions(gateway, upstream, dev);
    seedTime();
  }
  console.log('\n## Client');
  const js = initialJs();
  if (!js) console.log('client/dist missing: run `pnpm --filter @ctp/client build` first');
  else {
    console.log(
      `initial JavaScript of the home route: ${(js.gzip / 1024).toFixed(1)} KiB gzip, ${(js.brotli / 1024).toFixed(1)} KiB brotli as served (${(js.raw / 1024).toFixed(1)} KiB raw) in ${js.files.length} files: ${js.files.map((f) => `${f.file} ${(f.brotli / 1024).toFixed(1)}`).join(', ')} (bench/bundle-analysis.ts lists their biggest modules)`,
    );
    // the floor: the chunk of the stack every screen runs on (React, Relay, the router, i18next) alone
    const stack = js.files.find((f) => /^assets\/stack-/.test(f.file));
    console.log(
      `initial JavaScript, brotli: ${js.brotli.toLocaleString('en')} B (target ≤ ${HOME_JS_TARGET.toLocaleString('en')} B; the stack's own floor, its chunk alone: ${stack ? `${stack.brotli.toLocaleString('en')} B` : 'not found'}; the app's own code: ${stack ? `${(js.brotli - stack.brotli).toLocaleString('en')} B` : '?'})`,
    );
  }
  if (js) {
    try {
      const { times, polled, paints, firstLoads } = await timeToHome(gateway);
      const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
      console.log(
        `time to home content (place shelf painted), Fast 3G (150 ms RTT, 1.6 Mbps), cold cache: ${times.join(' ms, ')} ms (median ${median(times)} ms; target ≤ ${FIRST_VISIT_TARGET_MS} ms)`,
      );
      console.log(
        `the same loads as the test driver saw the shelf visible (its poll included): ${polled.join(' ms, ')} ms (median ${median(polled)} ms)`,
      );
      console.log(`first contentful paint (splash), same loads: ${paints.join(' ms, ')} ms (median ${median(paints)} ms; target ≤ 600 ms)`);
      console.log(`GraphQL on the home's first load, same loads: ${firstLoads.join('; ')} (target: one round trip)`);
    } catch (error) {
      console.log(`time to home content: not measured (${(error as Error).message.split('\n')[0]})`);
    }
    await repeatVisitAndOffline(gateway, await signIn(gateway, dev, DEMO_PHONE));
  }
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => {
    for (const child of children) child.kill('SIGTERM');
  });
