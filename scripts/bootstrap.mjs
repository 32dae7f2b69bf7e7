#!/usr/bin/env node
// The two quick-start commands of the README, runnable on a fresh machine that has only
// Node 20 and npm:
//   npm start  -> node scripts/bootstrap.mjs start : install, build the client, run everything
//   npm test   -> node scripts/bootstrap.mjs test  : install (incl. Chromium), run every test
// Plain Node on purpose: nothing is installed when it starts.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const PNPM_VERSION = '10.34.9';
const mode = process.argv[2];

/** How long each step took, printed at the end (the README's test durations come from here). */
const started = Date.now();
const timings = [];

function seconds(ms) {
  return `${(ms / 1000).toFixed(1)} s`;
}

function printTimings() {
  console.log(
    `\n${timings.map(([what, ms]) => `  ${seconds(ms).padStart(8)}  ${what}`).join('\n')}\n  ${seconds(Date.now() - started).padStart(8)}  in all`,
  );
}

function run(cmd, args, opts = {}) {
  const line = [cmd, ...args].join(' ');
  console.log(`\n$ ${line}`);
  const t0 = Date.now();
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: process.env, ...opts });
  timings.push([line, Date.now() - t0]);
  if (r.error) throw r.error;
  if (r.status !== 0) {
    console.error(`\n${cmd} ${args.join(' ')} exited with ${r.status ?? r.signal}`);
    printTimings();
    process.exit(r.status ?? 1);
  }
}

/** `run`, without waiting: resolves when the command has succeeded (the process exits on a failure). */
function runInBackground(cmd, args, opts = {}) {
  const line = [cmd, ...args].join(' ');
  console.log(`\n$ ${line}  (alongside the next steps)`);
  const t0 = Date.now();
  const child = spawn(cmd, args, { cwd: root, stdio: ['ignore', 'inherit', 'inherit'], env: process.env, ...opts });
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      timings.push([`${line} (alongside)`, Date.now() - t0]);
      if (code === 0) return resolve();
      console.error(`\n${line} exited with ${code ?? signal}`);
      printTimings();
      process.exit(code ?? 1);
    });
  });
}

/**
 * Several commands at once, for checks that only read the sources (the type check, the linters):
 * each one's output is printed whole when it ends, so the log reads as if they ran in turn. Resolves
 * once all have ended; exits with the first failure's status after printing every output.
 */
function runTogether(commands) {
  const t0 = Date.now();
  return Promise.all(
    commands.map(
      ([cmd, args]) =>
        new Promise((resolve) => {
          const line = [cmd, ...args].join(' ');
          const chunks = [];
          const child = spawn(cmd, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
          child.stdout.on('data', (c) => chunks.push(c));
          child.stderr.on('data', (c) => chunks.push(c));
          child.on('error', (e) => resolve({ line, status: 1, output: String(e) }));
          child.on('close', (code, signal) => {
            timings.push([`${line} (together)`, Date.now() - t0]);
            const output = Buffer.concat(chunks).toString('utf8');
            console.log(`\n$ ${line}\n${output}`);
            resolve({ line, status: code ?? (signal ? 1 : 0), output });
          });
        }),
    ),
  ).then((results) => {
    const failed = results.find((r) => r.status !== 0);
    if (failed) {
      console.error(`\n${failed.line} exited with ${failed.status}`);
      printTimings();
      process.exit(failed.status);
    }
  });
}

function works(cmd, args) {
  const r = spawnSync(cmd, args, { stdio: 'ignore' });
  return !r.error && r.status === 0;
}

/** pnpm 10: already there, else installed globally with npm (corepack fails on this registry). */
function ensurePnpm() {
  if (works('pnpm', ['--version'])) return 'pnpm';
  console.log(`pnpm is missing: installing pnpm@${PNPM_VERSION} with npm`);
  const r = spawnSync('npm', ['install', '--global', `pnpm@${PNPM_VERSION}`], { stdio: 'inherit' });
  if (r.status === 0 && works('pnpm', ['--version'])) return 'pnpm';
  throw new Error('could not install pnpm; install it with `npm install --global pnpm@10` and retry');
}

function isRoot() {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

/**
 * Debian packages the tests need, installed with apt-get when missing (root only). The install
 * runs alongside the JavaScript dependencies' (the two wait on different things); the returned
 * promise resolves once it is done.
 */
function ensureDebianPackages(missing) {
  if (missing.length === 0) return Promise.resolve();
  if (!isRoot()) {
    throw new Error(missing.map((m) => m.hint).join('\n'));
  }
  const names = missing.map((m) => m.pkg);
  console.log(`missing: installing Debian's ${names.join(', ')}`);
  run('apt-get', ['update']);
  return runInBackground('apt-get', ['install', '-y', '--no-install-recommends', ...names], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

/**
 * Debian's Chromium for the browser tests (never a downloaded browser build): the full browser
 * (the bench and GraphiQL checks) and its headless shell, which the browser tests run on (no
 * browser UI: less CPU per test). CHROMIUM_PATH names another build and skips both.
 */
function chromiumMissing() {
  if (process.env.CHROMIUM_PATH) {
    if (existsSync(process.env.CHROMIUM_PATH)) return [];
    throw new Error(`CHROMIUM_PATH=${process.env.CHROMIUM_PATH} does not exist`);
  }
  const missing = [];
  if (!existsSync('/usr/bin/chromium'))
    missing.push({
      pkg: 'chromium',
      hint: 'Chromium not found at /usr/bin/chromium: run `sudo apt-get install -y chromium` or set CHROMIUM_PATH',
    });
  if (!existsSync('/usr/bin/chromium-headless-shell')) {
    missing.push({
      pkg: 'chromium-headless-shell',
      hint: "Chromium's headless shell not found: run `sudo apt-get install -y chromium-headless-shell` or set CHROMIUM_PATH",
    });
  }
  return missing;
}

/**
 * The CJK font Android phones ship (Noto Sans CJK, Debian's fonts-noto-cjk): the app's font stack
 * names it, so the browser tests measure and photograph text as phones render it, Chinese included
 * (without it Latin text falls back to a narrower font and a page too wide for a phone passes).
 */
function fontsMissing() {
  if (existsSync('/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc')) return [];
  return [{ pkg: 'fonts-noto-cjk', hint: 'Noto Sans CJK not found: run `sudo apt-get install -y fonts-noto-cjk`' }];
}

/** Debian's redis-server for the shared response-cache tests (they start their own on a free port). */
function redisMissing() {
  if (process.env.REDIS_SERVER_PATH ? existsSync(process.env.REDIS_SERVER_PATH) : works('redis-server', ['--version'])) return [];
  return [{ pkg: 'redis-server', hint: 'redis-server not found: run `sudo apt-get install -y redis-server` or set REDIS_SERVER_PATH' }];
}

/**
 * A digest of everything the client build is made from: the client's files (tracked or new, not
 * ignored; its browser tests and unit tests aside), the contract it compiles its queries against,
 * the lockfile and the dependency patches. Null outside a git work tree (then it always builds).
 */
function clientInputsDigest() {
  const listed = spawnSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', '-z', '--', 'client', 'schema.graphql', 'pnpm-lock.yaml', 'patches'],
    { cwd: root },
  );
  if (listed.status !== 0) return null;
  const files = listed.stdout
    .toString('utf8')
    .split('\0')
    .filter((f) => f && !f.startsWith('client/e2e/') && !/\.test\.tsx?$/.test(f) && existsSync(join(root, f)))
    .sort();
  const hash = createHash('sha256');
  for (const f of files)
    hash
      .update(f)
      .update('\0')
      .update(readFileSync(join(root, f)))
      .update('\0');
  return hash.digest('hex');
}

/** The client build, unless the one present was made from exactly these inputs (its digest beside it). */
function buildClient(pnpm) {
  const digest = clientInputsDigest();
  const stamp = join(root, 'client/dist/.inputs-sha256');
  const outputs = ['client/dist/index.html', 'client/persisted-queries.json', 'client/src/__generated__'];
  if (digest && outputs.every((p) => existsSync(join(root, p))) && existsSync(stamp) && readFileSync(stamp, 'utf8') === digest) {
    console.log('\n(the client build present was made from these sources: not built again)');
    return;
  }
  run(pnpm, ['--filter', '@ctp/client', 'build']);
  if (digest) writeFileSync(stamp, digest);
}

function install(pnpm) {
  run(pnpm, ['install', '--frozen-lockfile']);
  run(pnpm, ['codegen']);
  buildClient(pnpm);
}

const pnpm = ensurePnpm();
if (mode === 'start') {
  install(pnpm);
  run(pnpm, ['exec', 'tsx', 'scripts/start.ts']);
} else if (mode === 'test') {
  const debian = ensureDebianPackages([...chromiumMissing(), ...fontsMissing(), ...redisMissing()]);
  install(pnpm);
  // The static checks read the sources and write nothing the others read: they run side by side.
  await runTogether([
    [pnpm, ['typecheck']],
    [pnpm, ['lint']], // Biome: the formatting and the lint rules of every package (`pnpm format` fixes what it can)
    [pnpm, ['deps']], // import rules of upstream, gateway and client: no cycles, domains and families through their index (dependency-cruiser)
    [pnpm, ['schema:breaking']], // the contract's last change breaks no frontend unless BREAKING.md says so
  ]);
  await debian; // redis-server and Chromium, for the suites below
  run(pnpm, ['exec', 'vitest', 'run']); // contract, upstream, gateway
  run(pnpm, ['--filter', '@ctp/client', 'exec', 'vitest', 'run']); // client unit + browser tests
  printTimings();
} else {
  console.error('usage: node scripts/bootstrap.mjs start|test');
  process.exit(2);
}
