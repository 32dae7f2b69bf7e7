// `npm start` (scripts/start.ts) runs the gateway with the same settings as gateway/src/main.ts:
// here GATEWAY_MODE=production must refuse document texts and METRICS_TOKEN must guard /metrics.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

describe('npm start', () => {
  it('honours the public-internet settings (production mode, metrics token)', async () => {
    const [gatewayPort, upstreamPort] = [await freePort(), await freePort()];
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
      cwd: ROOT,
      env: {
        ...process.env,
        GATEWAY_MODE: 'production',
        METRICS_TOKEN: 'secret',
        REQUEST_LOG: '0',
        GATEWAY_PORT: String(gatewayPort),
        UPSTREAM_PORT: String(upstreamPort),
        UPSTREAM_DB: ':memory:',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      await new Promise<void>((resolve, reject) => {
        let out = '';
        const timer = setTimeout(() => reject(new Error(`not started in 60 s:\n${out}`)), 60_000);
        const onData = (chunk: Buffer) => {
          out += chunk.toString();
          if (out.includes('The platform is running')) {
            clearTimeout(timer);
            resolve();
          }
        };
        child.stdout.on('data', onData);
        child.stderr.on('data', onData);
        child.once('exit', (code) => reject(new Error(`exited ${code}:\n${out}`)));
      });
      const base = `http://127.0.0.1:${gatewayPort}`;
      const text = await fetch(`${base}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ __typename }' }),
      });
      expect((await text.json()).errors[0].extensions.code).toBe('PERSISTED_QUERY_ONLY');
      expect((await fetch(`${base}/metrics`)).status).toBe(401);
      expect((await fetch(`${base}/metrics`, { headers: { authorization: 'Bearer secret' } })).status).toBe(200);
    } finally {
      child.kill('SIGTERM');
    }
  }, 90_000);
});
