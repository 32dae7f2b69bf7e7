import { chromium } from 'playwright-core';
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium-headless-shell',
  args: ['--autoplay-policy=no-user-gesture-required'],
});
const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
await context.addInitScript(() => {
  const t0 = performance.now();
  for (const ev of [
    'loadedmetadata',
    'canplay',
    'playing',
    'error',
    'emptied',
    'abort',
    'stalled',
    'waiting',
    'seeking',
    'seeked',
    'durationchange',
    'pause',
    'ended',
  ])
    document.addEventListener(
      ev,
      (e) => console.log(Math.round(performance.now() - t0), 'event', ev, e.target.currentTime, e.target.error?.message ?? ''),
      true,
    );
});
const page = await context.newPage();
const t0 = Date.now();
page.on('console', (m) => console.log(m.text()));
page.on('response', (r) => {
  if (/hls/.test(r.url())) console.log(Date.now() - t0, 'net', r.status(), r.url().slice(-22), r.request().headers()['range'] ?? '');
});
await page.goto(process.argv[2] ?? `http://127.0.0.1:4600/#/live-detail/5`);
await page.waitForTimeout(9000);
await browser.close();
