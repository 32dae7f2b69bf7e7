import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';

/** A throw-away redis-server (Debian's package; REDIS_SERVER_PATH overrides) on a free loopback port, no persistence. */
export interface RedisServer {
  url: string;
  port: number;
  /** Kills the server (SIGKILL: as a crash looks to its clients). */
  kill(): Promise<void>;
  /** Starts it again on the same port, empty. */
  restart(): Promise<void>;
  close(): Promise<void>;
}

const BINARY = process.env.REDIS_SERVER_PATH || 'redis-server';

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

function launch(port: number): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      BINARY,
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--protected-mode', 'yes'],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`redis-server did not start in 10 s:\n${output}`));
    }, 10_000);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(
        new Error(
          `cannot run ${BINARY} (${error.message}): install Debian's redis-server (npm test does when run as root) or set REDIS_SERVER_PATH`,
        ),
      );
    });
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) {
        clearTimeout(timer);
        resolve(child);
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`redis-server exited with ${code}:\n${output}`));
    });
  });
}

function stop(child: ChildProcess | null): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

export async function startRedisServer(): Promise<RedisServer> {
  const port = await freePort();
  let child: ChildProcess | null = await launch(port);
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    async kill() {
      await stop(child);
      child = null;
    },
    async restart() {
      await stop(child);
      child = await launch(port);
    },
    async close() {
      await stop(child);
      child = null;
    },
  };
}
