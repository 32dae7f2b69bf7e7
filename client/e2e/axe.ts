/**
 * Accessibility checks in the browser tests: axe-core 4 runs inside the page on the
 * screen the test is looking at, and a test fails on any violation of WCAG 2.0/2.1 level A or AA.
 *
 * The gateway's Content-Security-Policy forbids inline scripts and eval, so axe's source is not
 * added as a <script>: `page.evaluate` with a string goes through the DevTools protocol
 * (Runtime.evaluate), which the policy does not govern, as a visitor's assistive extension would.
 */
import { appendFileSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { animationsDone } from './settle';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** The rule sets the suite holds to (WCAG 2.1 AA); best-practice is reported, not enforced. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  tags: string[];
  nodes: { target: string[]; html: string; summary: string }[];
}

/** Runs axe on the page as it is now and returns the violations of `tags`. */
export async function axeViolations(page: Page, tags: string[] = WCAG_TAGS): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (runOnly) => {
    const axe = (window as unknown as { axe: { run(ctx: unknown, opts: unknown): Promise<{ violations: any[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: runOnly }, resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id as string,
      impact: v.impact as string | null,
      help: v.help as string,
      tags: v.tags as string[],
      nodes: (v.nodes as any[]).map((n) => ({
        target: n.target as string[],
        html: String(n.html).slice(0, 200),
        summary: String(n.failureSummary ?? '').slice(0, 300),
      })),
    }));
  }, tags);
}

function describeViolations(where: string, violations: AxeViolation[]): string {
  return [
    `${where}: ${violations.length} axe violation(s)`,
    ...violations.map(
      (v) =>
        `- ${v.id} (${v.impact}) ${v.help}: ${v.nodes.length} element(s)\n${v.nodes
          .slice(0, 5)
          .map((n) => `    ${n.target.join(' ')}  ${n.html}\n      ${n.summary.replace(/\n/g, ' / ')}`)
          .join('\n')}`,
    ),
  ].join('\n');
}

/** Where best-practice findings of every checked screen are reported (one JSON line per screen). */
export const BEST_PRACTICE_REPORT = resolve(dirname(fileURLToPath(import.meta.url)), '../test-results/axe-best-practice.jsonl');

/**
 * Fails when axe finds a WCAG 2.1 A/AA violation on the screen showing; `where` names the screen
 * in the message. Animations are settled first, so colours are read as they end up. axe's
 * best-practice rules (landmarks, heading order, redundant alternatives…) run in the same pass:
 * their findings are reported in test-results/axe-best-practice.jsonl, and fail the check too
 * with `{ bestPractice: true }` (the main screens in a11y.test.ts, kept at zero). With
 * AXE_REPORT=/some/file.jsonl the WCAG violations are appended there instead (a survey).
 */
export async function expectAccessible(page: Page, where: string, opts: { bestPractice?: boolean } = {}): Promise<void> {
  const wcagOf = (found: AxeViolation[]) => found.filter((v) => v.tags.some((t) => WCAG_TAGS.includes(t)));
  const failingOf = (found: AxeViolation[]) => (opts.bestPractice ? found : wcagOf(found));
  await animationsDone(page);
  let all = await axeViolations(page, [...WCAG_TAGS, 'best-practice']);
  // A screen caught between two (the old one's bar still leaving, a list still arriving) is looked
  // at again once it has moved on, until it passes or 3 s have gone by: what counts is the screen
  // as a person sees it once it stands still.
  const deadline = Date.now() + 3000;
  while (failingOf(all).length > 0 && Date.now() < deadline) {
    await animationsDone(page);
    all = await axeViolations(page, [...WCAG_TAGS, 'best-practice']);
  }
  const wcag = wcagOf(all);
  const bestPractice = all.filter((v) => !wcag.includes(v));
  if (bestPractice.length > 0) {
    mkdirSync(dirname(BEST_PRACTICE_REPORT), { recursive: true });
    appendFileSync(
      BEST_PRACTICE_REPORT,
      `${JSON.stringify({ where, violations: bestPractice.map((v) => ({ id: v.id, help: v.help, nodes: v.nodes.map((n) => n.target.join(' ')) })) })}\n`,
    );
  }
  const failing = failingOf(all);
  if (wcag.length > 0 && process.env.AXE_REPORT) {
    appendFileSync(process.env.AXE_REPORT, `${JSON.stringify({ where, violations: wcag })}\n`);
    return;
  }
  if (failing.length > 0) throw new Error(describeViolations(where, failing));
}

/**
 * Chinese text on a page in another language that is not inside an element marked `lang="zh…"`
 * (WCAG 3.1.2, language of parts): the site's own content — names, articles, menu labels — in the
 * site's language while the app's texts follow the visitor. Returns up to 20 such texts.
 */
export async function untaggedChinese(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const han = /[\u3400-\u9fff]/;
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n && found.length < 20; n = walker.nextNode()) {
      const text = n.textContent ?? '';
      const el = n.parentElement;
      if (!el || !han.test(text) || el.closest('script, style, [aria-hidden="true"], [hidden]')) continue;
      if (!el.checkVisibility()) continue;
      const lang = el.closest('[lang]')?.getAttribute('lang') ?? '';
      if (!lang.startsWith('zh')) found.push(`${text.trim().slice(0, 30)} <${el.tagName.toLowerCase()} class="${el.className}">`);
    }
    return found;
  });
}

export interface Target {
  what: string;
  width: number;
  height: number;
}

/**
 * The tap targets on screen smaller than `min` × `min` CSS px: links, buttons, fields, tabs and
 * other focusable controls, each measured with its label (a checkbox's) or its enlarged tap area
 * (a `::before` drawn over it), as a finger meets it. Links inside running text are exempt (WCAG
 * 2.5.8's inline exception), as are controls hidden or scrolled out of the page's width.
 */
export async function smallTargets(page: Page, min: number): Promise<Target[]> {
  // A control still growing into place (the floating home button scales in a second after a screen
  // shows) is measured once its transition has run, as a finger meets it. The wait and the
  // measurement happen in one call in the page: a transition that starts while the test waits is
  // waited for too, and none can start between the last wait and the measurement. Endless
  // animations (spinners) are not waited for.
  return page.evaluate(async (minimum) => {
    const moving = () =>
      document.getAnimations().filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity);
    for (let running = moving(); running.length > 0; running = moving()) {
      await Promise.all(running.map((a) => a.finished.catch(() => undefined)));
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    }
    const found: { what: string; width: number; height: number }[] = [];
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="tab"], [role="link"], [tabindex]:not([tabindex="-1"])';
    for (const el of document.querySelectorAll<HTMLElement>(selector)) {
      if (!el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
      if (el.closest('[aria-hidden="true"], .skip-links')) continue;
      if (
        el.tagName === 'A' &&
        el.closest('p, li.rich, .rich-text, dd') &&
        (el.parentElement?.textContent?.trim().length ?? 0) > (el.textContent?.trim().length ?? 0)
      )
        continue;
      const own = el.getBoundingClientRect();
      if (own.width === 0 || own.height === 0) continue;
      const boxes = [own];
      if (el instanceof HTMLInputElement && el.labels) for (const l of el.labels) boxes.push(l.getBoundingClientRect());
      let width = Math.max(...boxes.map((b) => b.width));
      let height = Math.max(...boxes.map((b) => b.height));
      for (const pseudo of ['::before', '::after']) {
        const s = getComputedStyle(el, pseudo);
        if (s.content === 'none' || s.position !== 'absolute') continue;
        // a size given, or the box its insets draw (`inset: -7px 0` grows it 7 px up and down)
        const px = (v: string) => Number.parseFloat(v) || 0;
        const w = s.width.endsWith('px') && s.width !== '0px' ? px(s.width) : own.width - px(s.left) - px(s.right);
        const h = s.height.endsWith('px') && s.height !== '0px' ? px(s.height) : own.height - px(s.top) - px(s.bottom);
        width = Math.max(width, w);
        height = Math.max(height, h);
      }
      if (width + 0.5 < minimum || height + 0.5 < minimum) {
        const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 20);
        found.push({
          what: `${el.tagName.toLowerCase()}${el.dataset.testid ? `[${el.dataset.testid}]` : ''}.${String(el.className).split(' ')[0]} "${name}"`,
          width: Math.round(width),
          height: Math.round(height),
        });
      }
    }
    return found;
  }, min);
}
