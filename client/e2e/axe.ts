/**
 * Accessibility checks in the browser tests (issue 18): axe-core 4 runs inside the page on the
 * screen the test is looking at, and a test fails on any violation of WCAG 2.0/2.1 level A or AA.
 *
 * The gateway's Content-Security-Policy forbids inline scripts and eval, so axe's source is not
 * added as a <script>: `page.evaluate` with a string goes through the DevTools protocol
 * (Runtime.evaluate), which the policy does not govern, as a visitor's assistive extension would.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** The rule sets the suite holds to (WCAG 2.1 AA); best-practice is reported, not enforced. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
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
      nodes: (v.nodes as any[]).map((n) => ({ target: n.target as string[], html: String(n.html).slice(0, 200), summary: String(n.failureSummary ?? '').slice(0, 300) })),
    }));
  }, tags);
}

function describeViolations(where: string, violations: AxeViolation[]): string {
  return [`${where}: ${violations.length} axe violation(s)`, ...violations.map((v) =>
    `- ${v.id} (${v.impact}) ${v.help}: ${v.nodes.length} element(s)\n${v.nodes.slice(0, 5).map((n) => `    ${n.target.join(' ')}  ${n.html}\n      ${n.summary.replace(/\n/g, ' / ')}`).join('\n')}`)].join('\n');
}

/**
 * Fails when axe finds a WCAG 2.1 A/AA violation on the screen showing; `where` names the screen
 * in the message. Animations are settled first, so colours are read as they end up. With
 * AXE_REPORT=/some/file.jsonl the violations are appended there instead (a survey, not a check).
 */
export async function expectAccessible(page: Page, where: string): Promise<void> {
  // Finite animations (fades, slides) end first; endless ones (spinners) are left alone.
  await page.evaluate(() => Promise.all(document.getAnimations()
    .filter((a) => a.effect?.getTiming().iterations !== Infinity)
    .map((a) => a.finished.catch(() => undefined))));
  const violations = await axeViolations(page);
  if (violations.length > 0 && process.env.AXE_REPORT) {
    const { appendFileSync } = await import('node:fs');
    appendFileSync(process.env.AXE_REPORT, `${JSON.stringify({ where, violations })}\n`);
    return;
  }
  if (violations.length > 0) throw new Error(describeViolations(where, violations));
}
