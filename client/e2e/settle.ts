/**
 * Waits on what the screen shows, never on time: the browser tests' ways to know a screen has
 * finished moving or loading before they measure or look at it.
 */
import type { Page } from 'playwright-core';

/**
 * Resolves once the screen stands still: its finite animations (a dialog fading in, a bar sliding
 * out, a button scaling in) have ended and two frames have been drawn since. Endless animations
 * (spinners, a skeleton's shimmer) are not waited for.
 */
export async function animationsDone(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    );
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  });
}

/**
 * Resolves once the screen has settled as a person sees it: no skeleton or other busy region left,
 * every picture on screen loaded (or failed), the fonts loaded, and its animations done.
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    if (document.querySelector('[aria-busy="true"]') || document.fonts.status !== 'loaded') return false;
    const h = window.innerHeight;
    const w = window.innerWidth;
    return [...document.images].every((img) => {
      const r = img.getBoundingClientRect();
      const onScreen = r.bottom > 0 && r.top < h && r.right > 0 && r.left < w && r.width > 0;
      return !onScreen || img.complete;
    });
  });
  await animationsDone(page);
}
