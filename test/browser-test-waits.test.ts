// The browser tests wait on what the page shows or asks for (locators, waitForFunction, a response
// by operation name, expect.poll, the page's own clock), never on time: a fixed sleep is either too
// short on a loaded machine (a chance failure) or longer than needed everywhere else (a slow suite).
// This fails on any time-based wait in client/e2e, in the tests and in their helpers alike.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const E2E = join(ROOT, 'client/e2e');

/** Time-based waits: Playwright's fixed wait, a timer-made promise, a sleep helper. */
const SLEEPS: ReadonlyArray<{ what: string; pattern: RegExp }> = [
  { what: 'waitForTimeout', pattern: /\bwaitForTimeout\s*\(/ },
  { what: 'setTimeout', pattern: /\bsetTimeout\s*\(/ },
  { what: 'a timers/promises sleep', pattern: /\bfrom\s+['"](node:)?timers\/promises['"]/ },
  { what: 'a sleep helper', pattern: /\b(sleep|delay|pause)\s*\(\s*\d/ },
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sourceFiles(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
  );
}

/** `file:line  what  the line` for every time-based wait in `files`; comments are not code. */
function timeBasedWaits(files: string[]): string[] {
  const found: string[] = [];
  for (const file of files) {
    readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, i) => {
        const code = line.replace(/\/\/.*$/, '').replace(/^\s*\*.*$/, '');
        for (const { what, pattern } of SLEEPS) {
          if (pattern.test(code)) found.push(`${relative(ROOT, file)}:${i + 1}  ${what}  ${line.trim()}`);
        }
      });
  }
  return found;
}

describe('browser tests wait on state, never on time', () => {
  it('finds the time-based waits it is meant to find, and not those in comments', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ctp-waits-'));
    try {
      const probe = join(dir, 'probe.test.ts');
      writeFileSync(
        probe,
        [
          'await page.waitForTimeout(300);',
          'await new Promise((r) => setTimeout(r, 1500));',
          "import { setTimeout as wait } from 'node:timers/promises';",
          'await sleep(200);',
          '// await page.waitForTimeout(300); a comment is not a wait',
          '   * setTimeout( in a doc comment neither',
          'await page.getByTestId("toast").waitFor();',
        ].join('\n'),
      );
      const found = timeBasedWaits([probe]);
      expect(found.map((f) => f.split('  ')[1])).toEqual(SLEEPS.map((s) => s.what));
      expect(found.map((f) => f.split('  ')[0]?.replace(/^.*:/, ''))).toEqual(['1', '2', '3', '4']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('client/e2e has no waitForTimeout, setTimeout or sleep', () => {
    const files = sourceFiles(E2E);
    expect(files.length).toBeGreaterThan(20);
    expect(timeBasedWaits(files)).toEqual([]);
  });
});
