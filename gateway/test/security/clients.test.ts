// Persisted documents per client: a second frontend (examples/regional-frontend) beside
// the H5 app on a production-mode gateway over the real reference upstream. Each client runs only
// the documents of its own manifest; the manifests are read again when they change, and on SIGHUP.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { startUpstream } from '@ctp/upstream';
import { demoImage, testNow } from '@ctp/upstream/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildManifest, writeManifest } from '../../../examples/regional-frontend/scripts/build-manifest.ts';
import { CLIENT, createClient, postGraphQL } from '../../../examples/regional-frontend/src/client.ts';
import { startGateway } from '../../src/index.ts';
import { parseManifest, requestClientOf } from '../../src/security/persisted.ts';

/** A document of the H5 app, identified as relay-compiler does (SHA-256 of the text). */
const H5_TEXT = 'query HomeSiteName { site { name } }';
const H5_ID = createHash('sha256').update(H5_TEXT).digest('hex');
const KIOSK_TEXT = 'query KioskNews { news(first: 1) { edges { node { title } } } }';
const KIOSK_ID = createHash('sha256').update(KIOSK_TEXT).digest('hex');

type Body = { data?: Record<string, any> | null; errors?: Array<{ message: string; extensions?: Record<string, unknown> }> };
const codes = (errors: Body['errors']) => (errors ?? []).map((e) => e.extensions?.code);

async function post(url: string, body: unknown, headers: Record<string, string> = {}): Promise<{ status: number; body: Body }> {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Body };
}

function tempDir(): string {
  return mkdtempSync(join(tmpdir(), 'ctp-clients-'));
}

describe('the request names its client', () => {
  it('graphql-client-name / -version; none is the H5 app; malformed names are nobody', () => {
    expect(requestClientOf(undefined, undefined)).toEqual({ name: 'ctp-h5', version: null });
    expect(requestClientOf('regional-frontend', '1.0.0')).toEqual({ name: 'regional-frontend', version: '1.0.0' });
    expect(requestClientOf(['kiosk', 'other'], ' 2.1 ')).toEqual({ name: 'kiosk', version: '2.1' });
    expect(requestClientOf('bad name"}', 'x'.repeat(65))).toEqual({ name: null, version: null });
  });

  it("a manifest is relay-compiler's map (named after its file) or { name, version, documents }", () => {
    const plain = parseManifest({ [H5_ID]: H5_TEXT, 'bad id!': 'x', n: 1 }, 'kiosk', '{}');
    expect(plain).toMatchObject({ name: 'kiosk', version: expect.stringMatching(/^sha256-[0-9a-f]{12}$/) });
    expect(typeof plain !== 'string' && [...plain.documents.keys()]).toEqual([H5_ID]);
    const envelope = parseManifest({ name: 'portal', version: '2.0.1', documents: { [KIOSK_ID]: KIOSK_TEXT } }, 'ignored', '');
    expect(envelope).toMatchObject({ name: 'portal', version: '2.0.1' });
    expect(parseManifest({ name: 'no version', documents: {} }, 'x', '')).toMatch(/client name/);
    expect(parseManifest([], 'x', '')).toMatch(/object/);
  });
});

describe('a second frontend beside the H5 app, production mode', () => {
  const dir = tempDir();
  const h5Path = join(tempDir(), 'persisted-queries.json');
  const logs: string[] = [];
  let upstream: Awaited<ReturnType<typeof startUpstream>>;
  let gateway: Awaited<ReturnType<typeof startGateway>>;
  let operations: Record<string, string>;

  beforeAll(async () => {
    writeFileSync(h5Path, JSON.stringify({ [H5_ID]: H5_TEXT }));
    writeManifest(dir, null);
    operations = buildManifest().operations;
    upstream = await startUpstream({ port: 0, dbPath: ':memory:', image: demoImage(), now: testNow });
    gateway = await startGateway({
      port: 0,
      mode: 'production',
      upstreamBaseUrl: upstream.url,
      now: upstream.now,
      persistedDocumentsPath: h5Path,
      persistedDocumentsDir: dir,
      retry: { attempts: 1, delayMs: 20 },
      log: (line) => logs.push(line),
    });
  });
  afterAll(async () => {
    await gateway?.close();
    await upstream?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('its documents run, under its name, as the example client sends them', async () => {
    const client = createClient({ gatewayUrl: gateway.url, operations, siteCode: 'site513225' });
    const header = await client.run<{ site: { code: string; name: string } }>('RegionalSiteHeader');
    expect(header.errors).toEqual([]);
    expect(header.data?.site.code).toBe('site513225');
    const areas = await client.run<{ places: { totalCount: number; edges: Array<{ node: { id: string; name: string } }> } }>(
      'RegionalScenicAreas',
      { first: 2 },
    );
    expect(areas.errors).toEqual([]);
    expect(areas.data?.places.edges).toHaveLength(2);
    expect(areas.data?.places.edges[0]?.node.name).toEqual(expect.any(String));
    const news = await client.run<{ news: { edges: unknown[] } }>('RegionalLatestNews', { first: 2 });
    expect(news.status).toBe(200);
    expect(news.data?.news.edges.length).toBeGreaterThan(0);
  });

  it("the H5 app's ids sent under its name are refused; they run for the H5 app", async () => {
    const refused = await postGraphQL({ gatewayUrl: gateway.url }, { documentId: H5_ID, operationName: 'HomeSiteName' });
    expect(refused.status).toBe(400);
    expect(codes(refused.errors)).toEqual(['PERSISTED_QUERY_NOT_FOUND']);
    // no client name: the H5 app
    const h5 = await post(gateway.url, { documentId: H5_ID });
    expect(h5.body.data?.site.name).toEqual(expect.any(String));
    // and the other way round: the portal's ids are not the H5 app's
    const portalIdAsH5 = await post(gateway.url, { documentId: operations.RegionalSiteHeader });
    expect(codes(portalIdAsH5.body.errors)).toEqual(['PERSISTED_QUERY_NOT_FOUND']);
  });

  it("a document text is refused, its own documents' texts included", async () => {
    const text = buildManifest().manifest.documents[operations.RegionalSiteHeader!];
    const refused = await postGraphQL({ gatewayUrl: gateway.url }, { query: text });
    expect(refused.status).toBe(400);
    expect(codes(refused.errors)).toEqual(['PERSISTED_QUERY_ONLY']);
    expect(refused.data).toBeNull();
  });

  it('an unknown or malformed client is refused with PERSISTED_QUERY_NOT_FOUND (reason UNKNOWN_CLIENT)', async () => {
    for (const name of ['nobody', 'bad name']) {
      const res = await post(gateway.url, { documentId: H5_ID }, { 'graphql-client-name': name });
      expect(res.status).toBe(400);
      expect(res.body.errors?.[0]?.extensions).toMatchObject({ code: 'PERSISTED_QUERY_NOT_FOUND', reason: 'UNKNOWN_CLIENT' });
    }
  });

  it('metrics and the request log carry the client name and version', async () => {
    await createClient({ gatewayUrl: gateway.url, operations }).run('RegionalSiteHeader');
    await post(gateway.url, { documentId: H5_ID }, { 'graphql-client-version': '3.4.5' });
    const metrics = await (await fetch(`${gateway.url}/metrics`)).text();
    expect(metrics).toMatch(
      /gateway_graphql_client_operations_total\{client="regional-frontend",client_version="1\.0\.0",operation="RegionalSiteHeader",outcome="ok"\} [1-9]/,
    );
    expect(metrics).toMatch(
      /gateway_graphql_client_operations_total\{client="ctp-h5",client_version="3\.4\.5",operation="HomeSiteName",outcome="ok"\} 1/,
    );
    // the H5 app without a version header: its manifest's version (a hash of relay-compiler's map)
    expect(metrics).toMatch(
      /gateway_graphql_client_operations_total\{client="ctp-h5",client_version="sha256-[0-9a-f]{12}",operation="HomeSiteName",outcome="ok"\} [1-9]/,
    );
    expect(metrics).toMatch(
      /gateway_graphql_client_operations_total\{client="unknown",client_version="unknown",operation="anonymous",outcome="rejected"\} [1-9]/,
    );
    expect(metrics).toMatch(
      /gateway_graphql_client_operations_total\{client="invalid",client_version="invalid",operation="anonymous",outcome="rejected"\} [1-9]/,
    );
    expect(metrics).toMatch(/gateway_persisted_documents\{client="regional-frontend",client_version="1\.0\.0"\} 3/);
    expect(metrics).toMatch(/gateway_persisted_documents\{client="ctp-h5",client_version="sha256-[0-9a-f]{12}"\} 1/);

    const lines = logs.map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => l.msg === 'graphql');
    expect(lines).toContainEqual(
      expect.objectContaining({
        client: 'regional-frontend',
        clientVersion: '1.0.0',
        clientRegistered: true,
        operation: 'RegionalSiteHeader',
        outcome: 'ok',
      }),
    );
    expect(lines).toContainEqual(
      expect.objectContaining({ client: 'ctp-h5', clientVersion: '3.4.5', clientRegistered: true, outcome: 'ok' }),
    );
    expect(lines).toContainEqual(
      expect.objectContaining({
        client: 'nobody',
        clientVersion: null,
        clientRegistered: false,
        outcome: 'rejected',
        errorCodes: ['PERSISTED_QUERY_NOT_FOUND'],
      }),
    );
  });

  it('a new or changed manifest is read without a restart; reload() drops what no manifest lists', async () => {
    // a new client: relay-compiler's plain map, named after its file
    writeFileSync(join(dir, 'kiosk.json'), JSON.stringify({ [KIOSK_ID]: KIOSK_TEXT }));
    const kiosk = await post(gateway.url, { documentId: KIOSK_ID }, { 'graphql-client-name': 'kiosk' });
    expect(kiosk.status).toBe(200);
    expect(kiosk.body.data?.news.edges).toHaveLength(1);
    // a new release of the portal adds a document (the id of an older build keeps running)
    const manifest = buildManifest().manifest;
    writeFileSync(
      join(dir, 'regional-frontend.json'),
      JSON.stringify({ ...manifest, version: '1.1.0', documents: { ...manifest.documents, [KIOSK_ID]: KIOSK_TEXT } }),
    );
    const added = await postGraphQL({ gatewayUrl: gateway.url }, { documentId: KIOSK_ID });
    expect(added.errors).toEqual([]);
    expect(await (await fetch(`${gateway.url}/metrics`)).text()).toMatch(
      /gateway_persisted_documents\{client="regional-frontend",client_version="1\.1\.0"\} 4/,
    );

    rmSync(join(dir, 'kiosk.json'));
    gateway.reloadPersistedDocuments();
    const gone = await post(gateway.url, { documentId: KIOSK_ID }, { 'graphql-client-name': 'kiosk' });
    expect(gone.body.errors?.[0]?.extensions).toMatchObject({ code: 'PERSISTED_QUERY_NOT_FOUND', reason: 'UNKNOWN_CLIENT' });
    const portal = await createClient({ gatewayUrl: gateway.url, operations }).run<{ site: { name: string } }>('RegionalSiteHeader');
    expect(portal.data?.site.name).toEqual(expect.any(String));
  });

  it("a folder manifest cannot take the H5 app's name or another client's", async () => {
    writeFileSync(join(dir, 'impostor.json'), JSON.stringify({ name: 'ctp-h5', version: '9', documents: { [KIOSK_ID]: KIOSK_TEXT } }));
    writeFileSync(join(dir, 'zz-copy.json'), JSON.stringify({ name: CLIENT.name, version: '9', documents: { [H5_ID]: H5_TEXT } }));
    gateway.reloadPersistedDocuments();
    expect(codes((await post(gateway.url, { documentId: KIOSK_ID })).body.errors)).toEqual(['PERSISTED_QUERY_NOT_FOUND']);
    expect(codes((await postGraphQL({ gatewayUrl: gateway.url }, { documentId: H5_ID })).errors)).toEqual(['PERSISTED_QUERY_NOT_FOUND']);
    const warnings = logs
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .filter((l) => l.level === 'warn')
      .map((l) => String(l.msg));
    expect(warnings.some((m) => m.includes('PERSISTED_DOCUMENTS_PATH'))).toBe(true);
    expect(warnings.some((m) => m.includes('already registered'))).toBe(true);
    rmSync(join(dir, 'impostor.json'));
    rmSync(join(dir, 'zz-copy.json'));
  });
});

describe("npm start's gateway (src/main.ts): configured by the environment, SIGHUP reloads", () => {
  const dir = tempDir();
  let upstream: Awaited<ReturnType<typeof startUpstream>>;
  let child: ChildProcess;
  let url = '';
  const events: Array<Record<string, unknown>> = [];
  const waiters: Array<{ test: (e: Record<string, unknown>) => boolean; resolve: () => void }> = [];
  /** Resolves at the first log line (already seen or to come) that passes `test`. */
  const logged = (test: (e: Record<string, unknown>) => boolean, after = 0) =>
    new Promise<void>((resolve) => {
      if (events.slice(after).some(test)) resolve();
      else waiters.push({ test, resolve });
    });

  beforeAll(async () => {
    writeManifest(dir, null);
    upstream = await startUpstream({ port: 0, dbPath: ':memory:', image: demoImage(), now: testNow });
    const main = fileURLToPath(new URL('../../src/main.ts', import.meta.url));
    child = spawn(process.execPath, ['--import', 'tsx', main], {
      cwd: fileURLToPath(new URL('../..', import.meta.url)),
      env: {
        ...process.env,
        GATEWAY_PORT: '0',
        UPSTREAM_BASE_URL: upstream.url,
        GATEWAY_MODE: 'production',
        PERSISTED_DOCUMENTS_PATH: join(dir, 'none.json.absent'),
        PERSISTED_DOCUMENTS_DIR: dir,
        CORS_ALLOWED_ORIGINS: 'https://portal.example-region.cn',
        RATE_LIMIT_BURST: '0',
        RESPONSE_CACHE_TTL_MS: '0',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const onLine = (line: string) => {
      const listening = /gateway listening on (http:\/\/\S+)\/graphql/.exec(line);
      const event: Record<string, unknown> = listening
        ? { msg: 'listening', url: listening[1] }
        : (() => {
            try {
              return JSON.parse(line) as Record<string, unknown>;
            } catch {
              return { msg: line };
            }
          })();
      events.push(event);
      for (const w of waiters.splice(0)) {
        if (w.test(event)) w.resolve();
        else waiters.push(w);
      }
    };
    createInterface({ input: child.stdout! }).on('line', onLine);
    createInterface({ input: child.stderr! }).on('line', onLine);
    await logged((e) => e.msg === 'listening');
    url = String(events.find((e) => e.msg === 'listening')?.url);
  });
  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await upstream?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("runs the folder's client, grants the configured origin, and reloads the manifests on SIGHUP", async () => {
    const { operations } = buildManifest();
    const portal = await createClient({ gatewayUrl: url, operations }).run<{ site: { name: string } }>('RegionalSiteHeader');
    expect(portal.data?.site.name).toEqual(expect.any(String));
    const preflight = await fetch(`${url}/graphql`, {
      method: 'OPTIONS',
      headers: { origin: 'https://portal.example-region.cn', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBe('https://portal.example-region.cn');

    writeFileSync(join(dir, 'kiosk.json'), JSON.stringify({ [KIOSK_ID]: KIOSK_TEXT }));
    expect((await post(url, { documentId: KIOSK_ID }, { 'graphql-client-name': 'kiosk' })).status).toBe(200);
    rmSync(join(dir, 'kiosk.json'));
    const before = events.length;
    child.kill('SIGHUP');
    await logged((e) => e.msg === 'persisted documents loaded', before);
    const gone = await post(url, { documentId: KIOSK_ID }, { 'graphql-client-name': 'kiosk' });
    expect(gone.body.errors?.[0]?.extensions).toMatchObject({ code: 'PERSISTED_QUERY_NOT_FOUND', reason: 'UNKNOWN_CLIENT' });
    expect(events.slice(before).find((e) => e.msg === 'persisted documents loaded')?.clients).toEqual([
      { name: 'regional-frontend', version: '1.0.0', documents: 3 },
    ]);
  });
});
