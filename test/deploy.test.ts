// The servers as deployed: compiled to JavaScript (scripts/build-server.mjs) and run with plain
// `node <package>/dist/main.js`, no TypeScript loader; the gateway answers its probes and the
// graph, and SIGTERM stops it cleanly.
import { execFileSync, spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** Starts `node <main>` (no loader flags) and resolves once its output says `listening`. */
function run(main: string, env: Record<string, string>): Promise<{ child: ChildProcess; output: () => string }> {
  const { NODE_OPTIONS: _ignored, ...inherited } = process.env;
  const child = spawn(process.execPath, [main], { cwd: ROOT, env: { ...inherited, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${main} not listening in 60 s:\n${out}`)), 60_000);
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('listening on')) {
        clearTimeout(timer);
        resolve({ child, output: () => out });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`${main} exited ${code}:\n${out}`)));
  });
}

describe('the compiled servers', () => {
  let upstream: ChildProcess | undefined;
  let gateway: { child: ChildProcess; output: () => string } | undefined;
  let base: string;

  beforeAll(async () => {
    execFileSync(process.execPath, ['scripts/build-server.mjs'], { cwd: ROOT, stdio: 'pipe' });
    const [gatewayPort, upstreamPort] = [await freePort(), await freePort()];
    upstream = (await run('upstream/dist/main.js', { UPSTREAM_PORT: String(upstreamPort), UPSTREAM_DB: ':memory:' })).child;
    gateway = await run('gateway/dist/main.js', {
      GATEWAY_PORT: String(gatewayPort),
      UPSTREAM_BASE_URL: `http://127.0.0.1:${upstreamPort}`,
      REQUEST_LOG: '0',
    });
    base = `http://127.0.0.1:${gatewayPort}`;
  }, 120_000);
  afterAll(() => {
    gateway?.child.kill('SIGKILL');
    upstream?.kill('SIGKILL');
  });

  it('run with plain node: ready, answering the graph; SIGTERM drains and exits 0', async () => {
    const ready = await fetch(`${base}/readyz`);
    expect(ready.status).toBe(200);
    const res = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ site { name } }' }),
    });
    expect(await res.json()).toEqual({ data: { site: { name: '成都文旅云' } } });
    const exited = new Promise<number | null>((resolve) => gateway!.child.once('exit', (code) => resolve(code)));
    gateway!.child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(gateway!.output()).toContain('gateway SIGTERM: draining');
  }, 60_000);
});
