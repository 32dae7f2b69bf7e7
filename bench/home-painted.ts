/**
 * When the home's content is painted, as the page itself sees it: the first place shelf in the
 * document, then two frames (the frame that draws it has been produced), on the page's clock from
 * the navigation's start. The test driver's own poll for a visible element runs on the page's main
 * thread while the app boots and answers a frame or more later, so the bench prints it beside.
 */
import type { Page } from 'playwright-core';

/**
 * Call before the page's navigation; `painted` resolves with the paint time of that navigation's
 * home content (an object, not the promise itself: an async function would wait for it).
 */
export async function homePainted(page: Page): Promise<{ painted: Promise<number> }> {
  let resolvePainted: (ms: number) => void = () => undefined;
  const painted = new Promise<number>((resolve, reject) => {
    resolvePainted = resolve;
    setTimeout(() => reject(new Error('the home content was not painted within 60 s')), 60_000).unref();
  });
  await page.exposeFunction('__homePainted', (ms: number) => resolvePainted(Math.round(ms)));
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      if (!document.querySelector('[data-testid="place-shelf"]')) return;
      observer.disconnect();
      requestAnimationFrame(() =>
        requestAnimationFrame(() => void (window as unknown as { __homePainted(ms: number): void }).__homePainted(performance.now())),
      );
    });
    observer.observe(document, { childList: true, subtree: true });
  });
  // a rejection is read where `painted` is awaited; until then it is not an unhandled one
  painted.catch(() => undefined);
  return { painted };
}
