import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect } from 'vitest';
import { CLIENT_DIST, signIn, useSystem } from './harness';
import { graphCall } from './graph';

/**
 * The app shell's service worker (client/offline-shell.ts, docs/offline.md), in the browser against
 * the real gateway serving a copy of the build (the last test changes it into a next build): a
 * repeat visit's files come from the worker; offline, the signed-in visitor's codes and vouchers
 * open with their QR codes and other screens say they are offline; sign-out forgets the kept
 * vouchers; a new build takes over on the next visit, never in the middle of one.
 */
const dist = mkdtempSync(join(tmpdir(), 'ctp-offline-dist-'));
cpSync(CLIENT_DIST, dist, { recursive: true });
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const { test, sys } = useSystem({ gateway: { clientDist: dist } });
const WITH_WORKER = { serviceWorkers: 'allow' } as const;
const HOUR = 3_600_000;

type Json = Record<string, any>;

const gql = (query: string): Promise<Json> => graphCall<Json>(sys().gatewayUrl, query);

/** A free activity without review, open with seats, starting in more than a day. */
async function freeActivity(): Promise<Json> {
  const data = await gql(
    '{ activities(first: 50) { edges { node { upstreamId mode needsReview bookingButton remainingSeats useStartsAt } } } }',
  );
  const found = (data.activities.edges as Json[])
    .map((e) => e.node)
    .find(
      (a) =>
        a.mode === 'FREE_BOOKING' &&
        !a.needsReview &&
        a.bookingButton === 'BOOK' &&
        a.remainingSeats >= 1 &&
        Date.parse(a.useStartsAt) > sys().now() + 24 * HOUR,
    );
  expect(found, 'a free activity open for booking').toBeTruthy();
  return found!;
}

/** Resolves once the page's worker is active (its precache complete). */
async function workerActive(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
}

/** A new page of the context at `hashPath`: a visit of its own (a document load, through the worker). */
async function visit(context: BrowserContext, hashPath: string): Promise<Page> {
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  await page.goto(`${sys().gatewayUrl}/#${hashPath}`);
  return page;
}

/** Signs in as `phone`, books a free activity and answers its order code (its voucher is usable). */
async function bookVoucher(page: Page, open: (path: string) => Promise<void>, phone: string): Promise<string> {
  const activity = await freeActivity();
  await signIn(page, sys().upstreamUrl, phone, { open, returnTo: `/activity-order/${activity.upstreamId}` });
  await page.getByTestId('activity-order').waitFor();
  await page.getByTestId('contact-name').fill('王小明');
  await page.getByTestId('contact-phone').fill('13912345678');
  await page.getByTestId('order-submit').click();
  await page.getByTestId('booking-success').waitFor();
  return page.getByTestId('success-code').innerText();
}

describe('the app shell offline', () => {
  test(
    'after one visit, the home loads on a slow network (150 ms, 1.6 Mbps) with its files from the worker',
    async ({ page, context, open }) => {
      await open('/index');
      await page.getByTestId('home').waitFor();
      await workerActive(page);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 150,
        downloadThroughput: 200_000,
        uploadThroughput: 200_000,
      });
      const files: Array<{ path: string; fromWorker: boolean }> = [];
      page.on('response', (r) => {
        const path = new URL(r.url()).pathname;
        if (path.startsWith('/assets/')) files.push({ path, fromWorker: r.fromServiceWorker() });
      });
      await page.reload();
      await page.getByTestId('home').waitFor();
      expect(files.length).toBeGreaterThan(0);
      expect(files.filter((f) => !f.fromWorker)).toEqual([]);
    },
    WITH_WORKER,
  );

  test(
    "offline, the visitor's codes and a voucher open with their QR codes, other screens say they are offline (retry recovers); sign-out forgets the vouchers",
    async ({ page, context, open }) => {
      const code = await bookVoucher(page, open, '13911160001');
      await open('/user-code');
      await page.locator(`[data-testid=code-card][data-code="${code}"] [data-testid=code-qr] img`).waitFor();
      await open(`/reservation-detail/${code}`);
      await page.locator('[data-testid=voucher-qr] img').waitFor();
      await workerActive(page);

      await context.setOffline(true);
      const codes = await visit(context, '/user-code');
      const card = codes.locator(`[data-testid=code-card][data-code="${code}"]`);
      await card.locator('[data-testid=code-qr] img').waitFor();
      const digits = (await card.getByTestId('code-digits').innerText()).replace(/\s/g, '');
      expect(digits).toMatch(/^\d{12}$/);
      await card.getByTestId('code-open').click();
      await codes.getByTestId('voucher').waitFor();
      expect(await codes.getByTestId('voucher-qr').getAttribute('data-value')).toBe(digits);
      await codes.locator('[data-testid=voucher-qr] img').waitFor();

      // a screen whose answers were not kept: the offline state, in the app's words, with a retry
      await codes.evaluate(() => {
        location.hash = '#/news-list/all';
      });
      const offline = codes.getByRole('alert').filter({ hasText: '网络未连接，请检查网络后重试' });
      await offline.waitFor();
      await context.setOffline(false);
      await offline.getByRole('button', { name: '重试' }).click();
      await offline.waitFor({ state: 'detached' });
      await codes.close();

      // sign-out forgets what was kept: offline, the codes are out of reach again
      await open('/user');
      await page.getByTestId('logout').click();
      await page.getByRole('dialog').getByRole('button', { name: '退出登录' }).click();
      await page.getByTestId('user-signed-out').waitFor();
      expect(await page.evaluate(() => localStorage.getItem('offlineAnswers'))).toBeNull();
      await context.setOffline(true);
      const after = await visit(context, '/user-code');
      // the way in (the login page, or its offline state), never the codes
      await after.getByTestId('login-page').or(after.getByRole('alert')).first().waitFor();
      expect(await after.getByTestId('code-card').count()).toBe(0);
      await after.close();
      await context.setOffline(false);
    },
    WITH_WORKER,
  );

  test(
    'a new build takes over on the next visit: the visit that finds it keeps the old worker, the one after runs the new',
    async ({ page, context, open }) => {
      await open('/index');
      await page.getByTestId('home').waitFor();
      await workerActive(page);

      // the next build: its page carries a marker, its worker a new revision of the page
      const html = readFileSync(join(dist, 'index.html'), 'utf8').replace('</head>', '<meta name="build" content="next">\n  </head>');
      writeFileSync(join(dist, 'index.html'), html);
      const worker = readFileSync(join(dist, 'sw.js'), 'utf8');
      const nextWorker = worker.replace(/(url:"index\.html",revision:")[0-9a-f]+"/, '$1next-build"');
      expect(nextWorker).not.toBe(worker);
      writeFileSync(join(dist, 'sw.js'), nextWorker);
      for (const file of ['index.html', 'sw.js']) for (const ext of ['.br', '.gz']) rmSync(join(dist, file + ext), { force: true });

      // the visit that finds the new build: online, its page is the new one, while the old worker
      // keeps control (the new one waits: no chunk of one build is served to a page of the other)
      const finding = await visit(context, '/index');
      await finding.getByTestId('home').waitFor();
      expect(await finding.locator('meta[name=build]').count()).toBe(1);
      await expect
        .poll(() => finding.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting)), { timeout: 20_000 })
        .toBe(true);
      await page.close();
      await finding.close();

      // the next visit, once the pages of the one before have gone, runs the new worker: offline,
      // its precached page is the new build's
      let nextVisit: Page | null = null;
      await expect
        .poll(
          async () => {
            const p = await visit(context, '/index');
            const runsNew = await p.evaluate(
              async () =>
                navigator.serviceWorker.controller !== null && (await navigator.serviceWorker.getRegistration())?.waiting === null,
            );
            if (runsNew) nextVisit = p;
            else await p.close();
            return runsNew;
          },
          { timeout: 30_000 },
        )
        .toBe(true);
      const next = nextVisit as unknown as Page;
      await context.setOffline(true);
      await next.reload();
      await next.locator('meta[name=build]').waitFor({ state: 'attached' });
      await context.setOffline(false);
    },
    { ...WITH_WORKER, axe: false },
  );
});
