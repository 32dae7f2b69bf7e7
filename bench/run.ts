/**
 * `pnpm bench`: prints the gateway's figures (not a test; nothing asserts).
 *  1. upstream calls per main screen query (the client's real persisted queries, signed-in screens
 *     as the demo user) vs the minimum (distinct upstream endpoints the screen must hit);
 *  2. throughput and p50/p99 of a place-list query through the gateway vs the same data
 *     fetched from the upstream directly (autocannon on loopback, BENCH_SECONDS each);
 *  3. the reference upstream's time to generate its demo data set;
 *  4. the client: initial JavaScript (gzip; brotli as served) of the home route and time to home content in
 *     headless Chromium under "Fast 3G" throttling (CDP Network.emulateNetworkConditions).
 * Processes: the reference upstream and the gateway run as child processes (own event loops).
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { chromium } from 'playwright-core';
import { initialJs as initialJsOf } from '../client/scripts/initial-js.mjs';
import { devClient, type DevClient } from '../upstream/src/dev-client.ts';
import { openDatabase } from '../upstream/src/db/connection.ts';

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

/** BENCH_CPU_PROF=<dir>: the gateway (not the cold one) writes a V8 CPU profile there when it stops. */
const CPU_PROF_DIR = process.env.BENCH_CPU_PROF?.trim();

function start(name: string, script: string, env: Record<string, string>, ready: RegExp): Promise<string> {
  return new Promise((resolveUrl, reject) => {
    const profile = CPU_PROF_DIR && name === 'gateway' ? ['--cpu-prof', `--cpu-prof-dir=${resolve(CPU_PROF_DIR)}`] : [];
    const child = spawn(process.execPath, [...profile, '--import', 'tsx', script], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
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
  const res = await fetch(`${gateway}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json', ...headers }, body: JSON.stringify(body) });
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
  const sent = await gql(gateway, { query: 'mutation($p: String!) { sendLoginCode(input: { phone: $p }) { sent errors { code } } }', variables: { p: phone } }, headers);
  if (!(sent.json.data as any)?.sendLoginCode?.sent) throw new Error(`sendLoginCode failed: ${JSON.stringify(sent.json)}`);
  const code = await dev.smsCode(phone);
  const signed = await gql(gateway, { query: 'mutation($p: String!, $c: String!) { signIn(input: { phone: $p, code: $c }) { session { token } errors { code } } }', variables: { p: phone, c: code } }, headers);
  const token = (signed.json.data as any)?.signIn?.session?.token as string | undefined;
  if (!token) throw new Error(`signIn failed: ${JSON.stringify(signed.json)}`);
  return token;
}

/**
 * The main screens with the upstream endpoints each one MUST hit (the figure the measured calls
 * are compared with). `minimum` = the number of distinct upstream endpoints (method + path) the
 * screen's data lives behind — one call each, the best any client could do with every list
 * fetched once and every per-item lookup batched (e.g. one resourceCount for all cards).
 * Derived by hand from upstream/API.md for the data the screen shows; endpoints the gateway calls
 * beyond these are listed as "extra", the ones it calls more than once show in calls > distinct.
 */
const DEMO_PHONE = '13800000001';
const SCREENS: Array<{ screen: string; op: string; variables: Record<string, unknown>; signedIn?: boolean; required: string[]; why: string }> = [
  { screen: 'home', op: 'HomeScreenQuery', variables: {}, why: 'site, layout, menus, scenic + venue shelves, ranking, news shelf and its channels', required: [
    'user/api/site/siteInfo', 'config/api/clientCustomConfig/getLayout', 'config/api/clientMenu/list', 'res/api/scenic/list', 'res/api/venue/list',
    'res/api/ranking/scenicRank', 'res/api/content/simplifyList', 'res/api/content/channelList'] },
  { screen: 'place list', op: 'PlaceListScreenQuery', variables: { kind: 'SCENIC_AREA' }, why: 'the list, the site (filters), the filter regions', required: [
    'res/api/scenic/list', 'user/api/site/siteInfo', 'res/api/region/siteDownRegion'] },
  { screen: 'place detail', op: 'PlaceDetailScreenQuery', variables: { type: 'ScenicArea', id: '10001' },
    why: 'detail (counts and region name included), spots, comments + stars + tags, reservation mode + days, routes for sale (their notes load on tap), the brand banner of a place that belongs to a brand, the site (its name in the website link\'s disclaimer)', required: [
      'res/api/scenic/detail', 'res/api/scenicSpot/list', 'res/api/comment/getCommentList', 'res/api/comment/getAvgCommentStar', 'res/api/comment/commentTagCountInfo',
      'res/api/resourceOrder/resourceDesc', 'res/api/resourceOrder/commonOrderTimeList', 'res/api/route/getRouteList', 'res/api/brand/getApiBrandList', 'user/api/site/siteInfo'] },
  { screen: 'search', op: 'SearchScreenQuery', variables: { keyword: '成都' }, why: 'a page of hits (cards show what the search service returns)', required: ['res/api/es/search'] },
  { screen: 'news list', op: 'NewsListScreenQuery', variables: {}, why: 'channel tabs, the list', required: ['res/api/content/channelList', 'res/api/content/list'] },
  { screen: 'news detail', op: 'NewsDetailScreenQuery', variables: { id: '70001' },
    why: 'detail, favourite count (not on the detail), comments + stars + tags', required: [
      'res/api/content/detail', 'res/api/interactManage/resourceCount', 'res/api/comment/getCommentList', 'res/api/comment/getAvgCommentStar', 'res/api/comment/commentTagCountInfo'] },
  { screen: 'activity list', op: 'ActivityListScreenQuery', variables: {}, why: 'classify tabs, the list', required: ['res/api/activity/getActivityList', 'res/api/activity/classifyList'] },
  { screen: 'activity detail', op: 'ActivityDetailScreenQuery', variables: { id: '80008' },
    why: 'detail (sessions included; an activity carries no like/favourite/comment counts), counts, comments + stars + tags', required: [
      'res/api/activity/getActivityInfo', 'res/api/interactManage/resourceCount', 'res/api/comment/getCommentList', 'res/api/comment/getAvgCommentStar', 'res/api/comment/commentTagCountInfo'] },
  { screen: 'brand detail', op: 'BrandDetailScreenQuery', variables: { id: '1' }, why: 'detail (introduction, counts, comment total), its first places, its first news, like/favourite counts, comments + stars + tags', required: [
    'res/api/brand/getApiBrandDetail', 'res/api/brand/getApiBrandResourceList', 'res/api/content/list', 'res/api/interactManage/resourceCount',
    'res/api/comment/getCommentList', 'res/api/comment/getAvgCommentStar', 'res/api/comment/commentTagCountInfo'] },
  { screen: 'destinations', op: 'DestinationScreenQuery', variables: {}, why: 'one page of the site\'s city cards (the city, its destinations, the themed ones)', required: ['res/api/card/getApiCardList'] },
  { screen: 'destination page', op: 'DestinationCityScreenQuery', variables: { region: '510181', filter: { regionCode: '510181' } },
    why: 'the region\'s cards (its own and those in it), the region tree (a name for a region without a card), its scenic areas, hotels, food and farm stays', required: [
      'res/api/card/getApiCardList', 'user/api/site/siteInfo', 'res/api/region/siteDownRegion', 'res/api/scenic/list', 'res/api/hotel/list', 'res/api/dining/list', 'res/api/agritainment/list'] },
  { screen: 'city card', op: 'CityCardScreenQuery', variables: { id: '2' }, why: 'detail (introduction, comment total), like/favourite counts, comments + stars + tags', required: [
    'res/api/card/getApiCardDetail', 'res/api/interactManage/resourceCount', 'res/api/comment/getCommentList', 'res/api/comment/getAvgCommentStar', 'res/api/comment/commentTagCountInfo'] },
  { screen: 'rural tourism', op: 'RuralScreenQuery', variables: { filter: { regionCode: '510131' } },
    why: 'the region tree (the tabs), the cards (the regions\' names in the site\'s language), its villages, farm stays and village sights', required: [
      'user/api/site/siteInfo', 'res/api/region/siteDownRegion', 'res/api/card/getApiCardList', 'res/api/rural/list', 'res/api/agritainment/list', 'res/api/ruralSpots/list'] },
  { screen: 'regional ranking', op: 'RegionalRankScreenQuery', variables: {}, why: 'one page of the board (destination, heat, last week\'s rank in each row)', required: ['res/api/ranking/regionRank'] },

  { screen: 'topic detail', op: 'TopicDetailScreenQuery', variables: { id: '1' },
    why: 'topic detail (counts, stances and favourite count included), its entries (each card carries its cover size and likes)', required: [
      'res/api/topic/detail', 'res/api/story/list'] },
  { screen: 'personal centre', op: 'UserScreenQuery', variables: {}, signedIn: true, why: 'user, counts, to-be-used badge, credit (asked per platform: the site id from siteInfo)', required: [
    'user/api/userInfo/getDsUserInfo', 'user/api/userBind/personalCenterInfo', 'act/api/activityOrder/existOrderNum', 'user/api/site/siteInfo', 'credit/api/creditUser/view'] },
  { screen: 'heritage home', op: 'HeritageHomeScreenQuery', variables: {}, why: 'the home aggregate (banner, shelves, counts), the site (which kinds its edition shows)', required: [
    'res/api/heritage/index', 'user/api/site/siteInfo'] },

  { screen: 'live detail', op: 'LiveDetailScreenQuery', variables: { id: '5' },
    why: 'the stream (detail counts the view), nearby streams, counts, comments + stars + tags', required: [
      'res/api/live/liveDetail', 'res/api/live/liveAroundList', 'res/api/interactManage/resourceCount', 'res/api/comment/getCommentList',
      'res/api/comment/getAvgCommentStar', 'res/api/comment/commentTagCountInfo'] },
  { screen: 'guided tour map', op: 'GuideMapScreenQuery', variables: { id: '1' }, why: 'the tour with its map and points, its routes, its point counts', required: [
    'res/api/guidedTour/getApiDetail', 'res/api/guidedTour/getApiRoute', 'res/api/guidedTour/guidedTourResourceCount'] },
  { screen: 'my reservations', op: 'UserReservationScreenQuery', variables: {}, signedIn: true, why: 'user, to-be-used badge, the orders (third-party links and their identity load on tap)', required: [
    'user/api/userInfo/getDsUserInfo', 'act/api/activityOrder/existOrderNum', 'act/api/activityOrder/list'] },
  { screen: 'vote detail', op: 'VoteDetailScreenQuery', variables: { id: '96001', orderBy: 'NUMBER' }, why: 'the vote (rules and the viewer\'s votes today included), its works with their counts and ranks', required: [
    'res/api/vote/detail', 'res/api/vote/workList'] },
  { screen: 'my complaints', op: 'MyComplaintsScreenQuery', variables: { status: null }, signedIn: true, why: 'user, the complaints (type, status, first picture on the items)', required: [
    'user/api/userInfo/getDsUserInfo', 'res/api/complaints/list'] },

  { screen: 'volunteer home', op: 'VolunteerIndexScreenQuery', variables: {}, why: 'banners + figures, recruiting activities (team names on their rows), teams, their founders (one batch), ranking, honours', required: [
    'res/api/volunteer/index', 'res/api/volunteerActivity/list', 'res/api/volunteerTeam/list', 'res/api/volunteer/listByIds', 'res/api/volunteer/ranking', 'res/api/volunteerHonour/list'] },
  { screen: 'team detail', op: 'TeamDetailScreenQuery', variables: { id: '1' }, why: 'detail (its comment count included), founder (listByIds), members, activities, brand projects, comments + stars + tags (the viewer\'s role needs no call when anonymous)', required: [
    'res/api/volunteerTeam/detail', 'res/api/volunteer/listByIds', 'res/api/volunteerTeam/members', 'res/api/volunteerActivity/list', 'res/api/volunteerTeam/projects',
    'res/api/comment/getCommentList', 'res/api/comment/getAvgCommentStar', 'res/api/comment/commentTagCountInfo'] },

  { screen: 'course detail', op: 'CourseDetailScreenQuery', variables: { id: '120001' }, signedIn: true, why: 'the course, its chapters and lessons with the viewer\'s progress per lesson (one detail call)', required: [
    'res/api/schoolCourse/detail'] },
  { screen: 'itinerary detail', op: 'ItineraryDetailScreenQuery', variables: { id: '1' }, why: 'the itinerary, its days, stops, legs and reasons (one detail call)', required: [
    'resExt/api/journey/detail'] },
];

async function upstreamCallsPerScreen(gateway: string, warmGateway: string, dev: DevClient) {
  const docs = persisted();
  const token = await signIn(gateway, dev, DEMO_PHONE);
  console.log('\n## Upstream calls per screen query (x-upstream-calls) vs the minimum');
  console.log('minimum = distinct upstream endpoints the screen must hit (one call each with every list fetched once and');
  console.log('per-item lookups batched; listed per screen in bench/run.ts from upstream/API.md). distinct = endpoints the');
  console.log(`gateway actually called. Signed-in screens run as the demo user ${DEMO_PHONE} (signed in through the upstream's dev SMS channel).`);
  console.log('cold = a gateway without the upstream HTTP cache (every call); warm = the second load on a gateway with it (reference data cached).');
  console.log('screen            | document                     | signed in | calls | warm | distinct | minimum | what the minimum covers | endpoints called (×n when repeated); extra = beyond the minimum');
  for (const s of SCREENS) {
    const doc = docs.get(s.op);
    await dev.resetCalls();
    const headers: Record<string, string> = { 'x-site-code': 'site510100', ...(s.signedIn ? { 'x-token': token } : {}) };
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
    const note = r.json.errors ? `errors: ${JSON.stringify(r.json.errors).slice(0, 120)}` : `needs ${s.why} | called: ${called}${extra.length ? `; extra: ${extra.join(', ')}` : ''}${missing.length ? `; not called: ${missing.join(', ')}` : ''}`;
    console.log(`${s.screen.padEnd(17)} | ${s.op.padEnd(28)} | ${(s.signedIn ? 'yes' : 'no').padEnd(9)} | ${String(r.calls).padStart(5)} | ${String(warm.calls).padStart(4)} | ${String(counts.size).padStart(8)} | ${String(s.required.length).padStart(7)} | ${note}`);
  }
}

function summary(result: autocannon.Result) {
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx, total: result.requests.total };
}

async function load(url: string, opts: Partial<autocannon.Options>) {
  return summary(await autocannon({ url, connections: 16, duration: SECONDS, ...opts }));
}

async function throughput(gateway: string, coldGateway: string, dev: DevClient) {
  console.log(`\n## Place list: gateway vs the same data from the upstream directly (autocannon, 16 connections, ${SECONDS} s each, loopback)`);
  const doc = persisted().get('PlaceListScreenQuery');
  const body = doc
    ? { documentId: doc.id, variables: { kind: 'SCENIC_AREA' }, operationName: 'PlaceListScreenQuery' }
    : { query: 'query PlaceList { places(kind: SCENIC_AREA, first: 10) { totalCount edges { node { id name region { name } } } } }' };
  // the upstream calls one place list costs, replayed directly
  await dev.resetCalls();
  // what a client needs without any cache (the gateway without its HTTP cache calls it all)
  const probe = await gql(coldGateway, body, { 'x-site-code': 'site510100' });
  if (probe.json.errors) console.log('(query errors: ' + JSON.stringify(probe.json.errors).slice(0, 200) + ')');
  const log = await dev.calls();
  const requests = log.calls.map((c) => ({ method: 'GET' as const, path: `/${c.path}?${new URLSearchParams(Object.entries(c.query).map(([k, v]) => [k, String(v ?? '')])).toString()}` }));
  const direct = await cpuPerRequest('upstream', () => load(dev.url, { requests }));
  const viaGateway = await cpuPerRequest('gateway', () => load(`${gateway}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-site-code': 'site510100' }, body: JSON.stringify(body) }));
  const n = Math.max(1, requests.length);
  console.log(`document: ${doc ? 'PlaceListScreenQuery (persisted)' : 'equivalent query'}; one place list = ${n} upstream calls (${log.calls.map((c) => c.path).join(', ')})`);
  console.log('path                                   | place lists/s | p50 ms | p99 ms | errors');
  console.log(`upstream directly (${n} calls in turn)     | ${(direct.rps / n).toFixed(0).padStart(13)} | ${String(direct.p50 * n).padStart(6)} | ${String(direct.p99 * n).padStart(6)} | ${direct.errors}   (per call: ${direct.rps.toFixed(0)} req/s, p50 ${direct.p50} ms, p99 ${direct.p99} ms; list latency ≈ ${n} × per call)`);
  console.log(`gateway (1 GraphQL request)            | ${viaGateway.rps.toFixed(0).padStart(13)} | ${String(viaGateway.p50).padStart(6)} | ${String(viaGateway.p99).padStart(6)} | ${viaGateway.errors}`);
  console.log(`ratio gateway / direct: throughput ${(viaGateway.rps / (direct.rps / n)).toFixed(2)}x, p50 ${(viaGateway.p50 / Math.max(direct.p50 * n, 0.001)).toFixed(2)}x, p99 ${(viaGateway.p99 / Math.max(direct.p99 * n, 0.001)).toFixed(2)}x`);
  const ms = (v: number | null) => (v === null ? 'n/a' : `${v.toFixed(2)} ms`);
  console.log(`CPU per place list (user + system, /proc): gateway ${ms(viaGateway.cpuMs)} per GraphQL request (target ≤ 1.5 ms); upstream ${ms(direct.cpuMs === null ? null : direct.cpuMs * n)} for the ${n} calls (${ms(direct.cpuMs)} per call)`);
}

/** The home route's initial JavaScript, counted by the client's own script (the size budget test uses it too). */
function initialJs() {
  return initialJsOf(CLIENT_DIST);
}

async function timeToHome(gateway: string) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
  try {
    const times: number[] = [];
    const paints: number[] = [];
    const firstLoads: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, locale: 'zh-CN' });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      // Chrome DevTools' "Fast 3G": 562.5 ms RTT... as used by Lighthouse: 150 ms, 1.6 Mbps down, 750 kbps up
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
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
      const started = Date.now();
      await page.goto(`${gateway}/#/index?siteCode=site510100`);
      await page.getByTestId('place-shelf').first().waitFor({ timeout: 60_000 });
      times.push(Date.now() - started);
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
      paints.push(Math.round(await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN)));
      await context.close();
    }
    return { times, paints, firstLoads };
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
  console.log(`\n## Reference upstream\ndemo data set generated (migrations and every site's seed, in memory): ${times.join(' ms, ')} ms (the upstream starts this much later on a fresh database)`);
}

async function main() {
  const upstream = await start('upstream', 'upstream/src/main.ts', { UPSTREAM_PORT: '0', UPSTREAM_DB: ':memory:', HOST: '127.0.0.1' }, /(http:\/\/127\.0\.0\.1:\d+)/);
  const gateway = await start('gateway', 'gateway/src/main.ts', {
    GATEWAY_PORT: '0', UPSTREAM_BASE_URL: upstream, CLIENT_DIST, REQUEST_LOG: '0', RATE_LIMIT_BURST: '0', RESPONSE_CACHE_TTL_MS: '0', UPSTREAM_RETRY_DELAY_MS: '200',
  }, /(http:\/\/127\.0\.0\.1:\d+)\/graphql/);
  const coldGateway = await start('gateway-cold', 'gateway/src/main.ts', {
    GATEWAY_PORT: '0', UPSTREAM_BASE_URL: upstream, CLIENT_DIST, REQUEST_LOG: '0', RATE_LIMIT_BURST: '0', RESPONSE_CACHE_TTL_MS: '0', UPSTREAM_RETRY_DELAY_MS: '200', UPSTREAM_HTTP_CACHE_ENTRIES: '0',
  }, /(http:\/\/127\.0\.0\.1:\d+)\/graphql/);
  console.log(`# Gateway benchmarks (upstream ${upstream}, gateway ${gateway}; response cache and rate limit off, upstream HTTP cache on as readConfig runs it; executor ${process.env.GRAPHQL_EXECUTOR?.trim() || 'graphql-js'} (GRAPHQL_EXECUTOR))`);
  const dev = devClient(upstream);
  // BENCH_ONLY=client: the client figures alone (bundle sizes, Fast 3G loads), no load runs;
  // BENCH_ONLY=calls: the upstream calls per screen alone (they do not depend on load);
  // BENCH_ONLY=load: the place-list load runs alone (throughput, latency, CPU per place list)
  const only = process.env.BENCH_ONLY;
  if (only !== 'client' && only !== 'load') await upstreamCallsPerScreen(coldGateway, gateway, dev);
  if (only === 'calls') return;
  if (only !== 'client') await throughput(gateway, coldGateway, dev);
  if (only === 'load') return;
  if (!only) seedTime();
  console.log('\n## Client');
  const js = initialJs();
  if (!js) console.log('client/dist missing: run `pnpm --filter @ctp/client build` first');
  else console.log(`initial JavaScript of the home route: ${(js.gzip / 1024).toFixed(1)} KiB gzip, ${(js.brotli / 1024).toFixed(1)} KiB brotli as served (${(js.raw / 1024).toFixed(1)} KiB raw) in ${js.files.length} files: ${js.files.map((f) => `${f.file} ${(f.brotli / 1024).toFixed(1)}`).join(', ')} (bench/bundle-analysis.ts lists their biggest modules)`);
  if (js) {
    try {
      const { times, paints, firstLoads } = await timeToHome(gateway);
      const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
      console.log(`time to home content (place shelf visible), Fast 3G (150 ms RTT, 1.6 Mbps), cold cache: ${times.join(' ms, ')} ms (median ${median(times)} ms)`);
      console.log(`first contentful paint (splash), same loads: ${paints.join(' ms, ')} ms (median ${median(paints)} ms; target ≤ 600 ms)`);
      console.log(`GraphQL on the home's first load, same loads: ${firstLoads.join('; ')} (target: one round trip)`);
    } catch (error) {
      console.log(`time to home content: not measured (${(error as Error).message.split('\n')[0]})`);
    }
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
