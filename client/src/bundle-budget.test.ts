import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLIENT_DIST, initialJs } from '../scripts/initial-js.mjs';

/**
 * The size budget of the home route's initial JavaScript, brotli as the gateway serves it
 * (the build's .br files), counted exactly as `pnpm bench` counts it (scripts/initial-js.mjs):
 * index.html's entry and modulepreloads, the home chunk, the default language's texts and their
 * static imports. Bytes, not time: deterministic for one build. Run after
 * `pnpm --filter @ctp/client build` (the browser tests need the build too).
 *
 * The budget is the first visit's target, 170,000 B; the stack every screen runs on (React, Relay,
 * the router, i18next) is about 145 KB of it, the app's own first-screen code the rest
 * (bench/bundle-analysis.ts lists both by module). What keeps the app's part small:
 *  - every screen family off the bottom menu loads its route table, screens and texts on demand
 *    (familyRoutes.ts), and a widget's texts load with the widget (i18n `widgetTexts`);
 *  - the shell's rarely shown parts (the toast, the floating home button, the unknown-site page)
 *    load when first shown;
 *  - the entry and the home are one chunk each (vite.config.ts), and only the Relay hooks and
 *    modules the app reaches are built (scripts/relay-hooks.mjs, scripts/relay-unreached.ts).
 * The entry names lazy chunks by their content hashes, so the same code can compress ~150-200 B
 * apart between builds when other chunks change. Lower the budget when the figure drops; raising
 * it needs a reason in the commit.
 */
const HOME_INITIAL_JS_BUDGET = 170_000;

describe('bundle budget', () => {
  it(`the home route's initial JavaScript is at most ${HOME_INITIAL_JS_BUDGET} bytes brotli`, () => {
    const js = initialJs(CLIENT_DIST);
    expect(js, 'client/dist missing: run `pnpm --filter @ctp/client build` first').not.toBeNull();
    if (!js) return;
    const detail = js.files.map((f) => `${f.file} ${f.brotli}`).join(', ');
    // the entry, the home chunk and the language's texts are all counted
    expect(
      js.files.some((f) => /^assets\/HomeScreen-/.test(f.file)),
      detail,
    ).toBe(true);
    expect(
      js.files.some((f) => /^assets\/cn-/.test(f.file)),
      detail,
    ).toBe(true);
    expect(js.brotli, detail).toBeLessThanOrEqual(HOME_INITIAL_JS_BUDGET);
  });

  it('has index.html ask for every file of it at once (the entry script, modulepreloads)', () => {
    const js = initialJs(CLIENT_DIST);
    if (!js) return;
    const html = readFileSync(join(CLIENT_DIST, 'index.html'), 'utf8');
    const asked = new Set(
      [...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="\.?\/?([^"]+\.js)"/g)].map((m) => m[1]),
    );
    expect(js.files.map((f) => f.file).filter((f) => !asked.has(f))).toEqual([]);
  });

  it('serves every initial file precompressed (the .br the gateway sends)', () => {
    const js = initialJs(CLIENT_DIST);
    if (!js) return;
    // a file under 1 KiB is sent as it is (scripts/precompress.mjs skips it)
    expect(js.files.filter((f) => f.raw >= 1024 && f.brotli >= f.raw).map((f) => f.file)).toEqual([]);
  });
});
