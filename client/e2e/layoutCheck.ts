import type { Page } from 'playwright-core';
import { animationsDone } from './settle';

/**
 * What a phone screen must never show, measured in the page: nothing wider than the phone
 * (`scrollWidth` within the viewport), every fixed bar on screen, no i18n key shown raw and no
 * symbol or emoji drawn as text where an icon belongs.
 */

/** The top-level keys of the app's texts: one of them followed by `.word` on screen is a raw key. */
const NAMESPACES = [
  'upload',
  'siteNotFound',
  'common',
  'language',
  'kinds',
  'place',
  'news',
  'map',
  'errors',
  'search',
  'comingSoon',
  'gate',
  'login',
  'interact',
  'comment',
  'credit',
  'activity',
  'user',
  'orders',
  'home',
  'filters',
];
const RAW_KEY = new RegExp(`(^|[^\\w.])(${NAMESPACES.join('|')})\\.[a-zA-Z_]+`);
/** Arrows, geometric shapes, dingbats, emoji: icons must be drawn (lucide), not typed. */
const SYMBOL = /[\u2190-\u21ff\u2500-\u27bf\u2b00-\u2bff\u{1f300}-\u{1faff}]/u;

export interface Findings {
  overflow: number;
  offscreen: string[];
  rawKeys: string[];
  symbols: string[];
}

export async function inspect(page: Page): Promise<Findings> {
  // entrance animations (the bottom bar slides in) end first, then the layout settles a frame
  await animationsDone(page);
  return page.evaluate(
    (patterns) => {
      const raw = new RegExp(patterns.raw);
      const symbol = new RegExp(patterns.symbol, 'u');
      const w = window.innerWidth;
      const h = window.innerHeight;
      const offscreen: string[] = [];
      for (const el of document.querySelectorAll<HTMLElement>('body *')) {
        const style = getComputedStyle(el);
        if (style.position !== 'fixed' || style.display === 'none' || style.visibility === 'hidden' || Number(style.opacity) === 0)
          continue;
        const r = el.getBoundingClientRect();
        if (r.width === 0 || r.height === 0) continue;
        if (r.left < -1 || r.right > w + 1 || r.bottom > h + 1)
          offscreen.push(
            `${el.className || el.tagName} ${Math.round(r.left)},${Math.round(r.top)} ${Math.round(r.width)}x${Math.round(r.height)}`,
          );
      }
      const rawKeys: string[] = [];
      const symbols: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const text = n.textContent ?? '';
        const parent = n.parentElement;
        if (!parent || parent.closest('script, style, [hidden]')) continue;
        if (raw.test(text)) rawKeys.push(text.trim().slice(0, 60));
        if (symbol.test(text)) symbols.push(text.trim().slice(0, 60));
      }
      return { overflow: document.documentElement.scrollWidth - w, offscreen, rawKeys, symbols };
    },
    { raw: RAW_KEY.source, symbol: SYMBOL.source },
  );
}

export function report(f: Findings, where: string, problems: string[]): void {
  if (f.overflow > 0) problems.push(`${where}: ${f.overflow}px wider than the phone`);
  for (const o of f.offscreen) problems.push(`${where}: fixed ${o} off screen`);
  for (const k of f.rawKeys) problems.push(`${where}: raw key "${k}"`);
  for (const s of f.symbols) problems.push(`${where}: symbol as text "${s}"`);
}
