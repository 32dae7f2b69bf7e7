/**
 * `pnpm test:changed [--base REV] [--no-e2e]`: the inner loop. Runs only the tests that the
 * change since REV (default HEAD: the uncommitted change, new files included) touches:
 * - the contract, upstream and gateway suites and the client's unit tests: vitest's `--changed`
 *   (the test files that import a changed file, however deeply);
 * - the browser tests, which drive the built app and so import none of its screens: a changed
 *   test file; `e2e/<family>.test.ts` for a changed client screen family, gateway domain or
 *   upstream family of that name (FAMILY_TESTS names the families whose browser tests live in
 *   another file); every browser test for a change to what all screens share (the harness, the
 *   app's shell, widgets and network layer, the gateway's core and server, the upstream's core).
 *   The client is rebuilt first when its sources changed.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Families whose browser tests live in a file of another name. */
const FAMILY_TESTS: Record<string, string> = {
  activities: 'reservations',
  appointments: 'reservations',
  brands: 'culture',
  columns: 'culture',
  credit: 'account',
  destinations: 'culture',
  'guided-tours': 'media',
  interactions: 'account',
  live: 'media',
  memorial: 'home',
  'place-kinds': 'culture',
  rankings: 'culture',
  session: 'account',
  shop: 'orders',
  site: 'home',
  viewer: 'account',
};

function git(args: string[]): string[] {
  const r = spawnSync('git', args, { cwd: ROOT, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`git ${args.join(' ')}: ${r.stderr}`);
  return r.stdout.split('\n').filter(Boolean);
}

/** The browser-test files (relative to client/) a set of changed paths touches; 'all' for all of them. */
export function browserTestsFor(changed: string[], exists: (clientPath: string) => boolean): string[] | 'all' {
  const files = new Set<string>();
  for (const path of changed) {
    if (/^client\/e2e\/.*\.test\.ts$/.test(path)) {
      files.add(path.slice('client/'.length));
      continue;
    }
    if (/^client\/e2e\//.test(path)) return 'all';
    const family = /^(?:client\/src\/screens|gateway\/src\/domains|upstream\/src\/families)\/([^/]+)\//.exec(path)?.[1];
    if (family) {
      const test = `e2e/${FAMILY_TESTS[family] ?? family}.test.ts`;
      if (exists(test)) files.add(test);
      continue;
    }
    // what every screen stands on
    if (/^(client\/(src|index\.html|vite\.config\.ts)|gateway\/src|upstream\/src)/.test(path)) return 'all';
  }
  return [...files].sort();
}

function run(cmd: string, args: string[], cwd = ROOT): number {
  console.log(`\n$ ${[cmd, ...args].join(' ')}${cwd === ROOT ? '' : `   (in ${cwd.slice(ROOT.length)})`}`);
  return spawnSync(cmd, args, { cwd, stdio: 'inherit' }).status ?? 1;
}

function main(): void {
  const argv = process.argv.slice(2);
  const baseAt = argv.indexOf('--base');
  const base = baseAt >= 0 ? argv[baseAt + 1] : 'HEAD';
  if (!base) throw new Error('--base takes a revision');
  const changed = [...new Set([...git(['diff', '--name-only', base]), ...git(['ls-files', '--others', '--exclude-standard'])])];
  if (changed.length === 0) {
    console.log(`nothing changed since ${base}`);
    return;
  }
  console.log(`${changed.length} changed file(s) since ${base}`);
  let failed = 0;
  failed += run('pnpm', ['exec', 'vitest', 'run', '--changed', base, '--passWithNoTests']) === 0 ? 0 : 1;
  const client = join(ROOT, 'client');
  failed += run('pnpm', ['exec', 'vitest', 'run', '--project', 'unit', '--changed', base, '--passWithNoTests'], client) === 0 ? 0 : 1;
  if (!argv.includes('--no-e2e')) {
    const e2e = browserTestsFor(changed, (p) => existsSync(join(client, p)));
    if (e2e === 'all' || e2e.length > 0) {
      if (changed.some((p) => /^client\/(src|index\.html|vite\.config\.ts|relay\.config\.json)/.test(p))) {
        failed += run('pnpm', ['--filter', '@ctp/client', 'build']) === 0 ? 0 : 1;
      }
      failed += run('pnpm', ['exec', 'vitest', 'run', '--project', 'e2e', ...(e2e === 'all' ? [] : e2e)], client) === 0 ? 0 : 1;
    } else {
      console.log('\nno browser test touched');
    }
  }
  process.exit(failed === 0 ? 0 : 1);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
