/**
 * `pnpm test:stress <file…|all> [--runs N] [--load N]`: runs browser-test files again and again
 * under CPU load, to find a race before CI does. Each file runs N times (default 5) on its own
 * (`vitest run --project e2e <file>`), while N busy loops (default 1: one of the two cores) keep
 * the machine as loaded as a full `npm test` is; `all` means every file in client/e2e. A failed
 * run's output is kept in client/test-results/stress/; the command exits non-zero when any run
 * failed. Build the client first (`pnpm --filter @ctp/client build`, as `npm test` does).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { basename, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CLIENT = join(ROOT, 'client');
const OUT = join(CLIENT, 'test-results/stress');

interface Options {
  files: string[];
  runs: number;
  load: number;
}

function usage(message?: string): never {
  if (message) console.error(message);
  console.error('usage: pnpm test:stress <client/e2e/file.test.ts…|all> [--runs N] [--load N]');
  process.exit(2);
}

function count(value: string | undefined, flag: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) usage(`${flag} takes a whole number`);
  return n;
}

export function parseArgs(argv: string[]): Options {
  const files: string[] = [];
  let runs = 5;
  let load = 1;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--runs') runs = count(argv[++i], '--runs');
    else if (arg === '--load') load = count(argv[++i], '--load');
    else if (arg === 'all')
      files.push(
        ...readdirSync(join(CLIENT, 'e2e'))
          .filter((f) => f.endsWith('.test.ts'))
          .sort()
          .map((f) => `e2e/${f}`),
      );
    else {
      // a path from the repository root, from client/, or a bare file name of client/e2e
      const fromCwd = resolve(process.cwd(), arg);
      const path = fromCwd.startsWith(join(CLIENT, 'e2e')) ? fromCwd : join(CLIENT, 'e2e', basename(arg));
      files.push(relative(CLIENT, path));
    }
  }
  if (files.length === 0) usage();
  if (runs < 1) usage('--runs must be at least 1');
  return { files, runs, load };
}

/** Busy loops, one process each, until stopped. */
function startLoad(n: number): ChildProcess[] {
  return Array.from({ length: n }, () => spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
}

function runOnce(file: string): Promise<{ ok: boolean; ms: number; output: string }> {
  const t0 = Date.now();
  return new Promise((resolveRun) => {
    const child = spawn('pnpm', ['exec', 'vitest', 'run', '--project', 'e2e', file], {
      cwd: CLIENT,
      env: { ...process.env, FORCE_COLOR: '0' },
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('exit', (code) => resolveRun({ ok: code === 0, ms: Date.now() - t0, output }));
  });
}

async function main(): Promise<void> {
  const { files, runs, load } = parseArgs(process.argv.slice(2));
  const busy = startLoad(load);
  const stop = () => busy.forEach((b) => b.kill());
  process.on('exit', stop);
  process.on('SIGINT', () => process.exit(130));
  console.log(`${files.length} file(s) × ${runs} run(s), with ${load} busy loop(s)`);
  const failures: string[] = [];
  for (const file of files) {
    const results: string[] = [];
    for (let i = 1; i <= runs; i++) {
      const { ok, ms, output } = await runOnce(file);
      results.push(`${ok ? 'pass' : 'FAIL'} ${(ms / 1000).toFixed(1)}s`);
      if (!ok) {
        mkdirSync(OUT, { recursive: true });
        const log = join(OUT, `${basename(file, '.test.ts')}-${i}.log`);
        writeFileSync(log, output);
        failures.push(`${file} run ${i}: ${relative(ROOT, log)}`);
      }
    }
    console.log(`${file.padEnd(32)} ${results.join(', ')}`);
  }
  stop();
  console.log(
    failures.length === 0 ? `\nno failure in ${files.length * runs} run(s)` : `\n${failures.length} failed run(s):\n${failures.join('\n')}`,
  );
  process.exit(failures.length === 0 ? 0 : 1);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
