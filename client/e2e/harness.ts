/**
 * Browser-test harness: the REAL system in-process (reference upstream + gateway serving the
 * built client from client/dist) and Debian's Chromium through playwright-core.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page, type Request } from 'playwright-core';
import { startUpstream } from '@ctp/upstream';
import { devClient, type DevClient } from '@ctp/upstream/dev-client';
import { demoImage, testNow } from '@ctp/upstream/testing';
import { startGateway, type GatewayOptions } from '@ctp/gateway';
import { afterAll, beforeAll, it, type ExpectStatic } from 'vitest';
import { expectAccessible } from './axe';

export { animationsDone, settled } from './settle';

const here = dirname(fileURLToPath(import.meta.url));
export const CLIENT_DIST = resolve(here, '../dist');
export const RESULTS_DIR = resolve(here, '../test-results');

/** Near Chengdu (the default site's city). */
export const CHENGDU = { longitude: 104.07, latitude: 30.67 };

export interface System {
  upstreamUrl: string;
  /** The upstream's development channel: faults, call log, SMS codes, clock, order controls. */
  dev: DevClient;
  /**
   * Now by the upstream's clock (epoch ms): the run's pinned clock (`testNow`) plus the dev
   * channel's offset. The gateway answers by it, and each test's browser starts on it.
   */
  now(): number;
  gatewayUrl: string;
  browser: Browser;
  close(): Promise<void>;
}

/** `mode: 'production'` runs the gateway as deployed: persisted document ids only, no GraphiQL. */
export interface SystemOptions {
  mode?: 'development' | 'production';
  /** More gateway options, e.g. lower upload limits (`uploads: { maxImageBytes }`) to make a file too large. */
  gateway?: Partial<GatewayOptions>;
}

/**
 * Debian's Chromium for the tests: its headless shell (package chromium-headless-shell, no
 * browser UI: about a third less CPU per test, so two test files share the two cores) when
 * installed, else the full browser; CHROMIUM_PATH overrides both.
 */
export const CHROMIUM =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium');

/** The reference upstream on the demo data and the gateway in front of it, without a browser. */
export interface Servers {
  upstreamUrl: string;
  now(): number;
  gatewayUrl: string;
  close(): Promise<void>;
}

export async function startServers(options: SystemOptions = {}): Promise<Servers> {
  const upstream = await startUpstream({ port: 0, dbPath: ':memory:', image: demoImage(), now: testNow });
  const gateway = await startGateway({
    mode: options.mode ?? 'development',
    port: 0,
    upstreamBaseUrl: upstream.url,
    clientDist: CLIENT_DIST,
    // The persisted documents of the build under test (relay-compiler writes them next to it).
    persistedDocumentsPath: resolve(here, '../persisted-queries.json'),
    retry: { attempts: 2, delayMs: 50 },
    timeoutMs: 3000,
    // the upstream's clock: `dev.advanceClock` moves both together (cancel windows, sale windows)
    now: upstream.now,
    ...options.gateway,
  });
  // new messages reach the browser through the gateway's webhook (known once it listens)
  upstream.setMessagePushUrl(`${gateway.url}/hooks/messages`);
  return {
    upstreamUrl: upstream.url,
    now: upstream.now,
    gatewayUrl: gateway.url,
    async close() {
      await gateway.close().catch(() => undefined);
      await upstream.close().catch(() => undefined);
    },
  };
}

/**
 * The tests' Chromium; `extraArgs` adds switches for one test file only (a fake camera showing a
 * given video file, say).
 */
export async function launchChromium(extraArgs: readonly string[] = []): Promise<Browser> {
  // playwright's launch() gives Chromium a fresh temporary --user-data-dir of its own.
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      // MediaRecorder (voice complaints): a fake microphone, and no permission prompt to answer
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      ...extraArgs,
    ],
  });
}

export async function startSystem(options: SystemOptions = {}): Promise<System> {
  const servers = await startServers(options);
  const browser = await launchChromium();
  return {
    upstreamUrl: servers.upstreamUrl,
    dev: devClient(servers.upstreamUrl),
    now: servers.now,
    gatewayUrl: servers.gatewayUrl,
    browser,
    async close() {
      await browser.close().catch(() => undefined);
      await servers.close();
    },
  };
}

/** The GraphQL operation a request of the page asks for (its `operationName`); undefined for any other request. */
export function operationOf(request: Request): string | undefined {
  if (new URL(request.url()).pathname !== '/graphql') return undefined;
  return (JSON.parse(request.postData() ?? '{}') as { operationName?: string }).operationName;
}

/**
 * A fresh phone-sized context (375x812, touch) of the system's browser, with geolocation granted
 * near Chengdu; its pages' clock starts where the system's is (today, countdowns, relative times).
 * The app's service worker is blocked unless asked for: a test sees every request its page makes
 * (the worker has tests of its own, e2e/offline.test.ts).
 */
export async function newMobileContext(
  sys: Pick<System, 'browser' | 'now'>,
  geolocation: { longitude: number; latitude: number } | null = CHENGDU,
  serviceWorkers: 'allow' | 'block' = 'block',
): Promise<BrowserContext> {
  const context = await sys.browser.newContext({
    serviceWorkers,
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    ...(geolocation ? { geolocation, permissions: ['geolocation'] } : {}),
  });
  await context.clock.install({ time: sys.now() });
  return context;
}

export async function snap(page: Page, name: string): Promise<void> {
  const path = resolve(RESULTS_DIR, 'screens', `${name}.png`);
  mkdirSync(dirname(path), { recursive: true });
  await page.screenshot({ path, fullPage: false });
}

/**
 * The gateway's Content-Security-Policy forbids eval, and the tests run under it as visitors do.
 * playwright polls a *string* predicate of waitForFunction with eval on every frame (a function is
 * compiled once, through the DevTools protocol, which the policy does not cover): string predicates
 * become functions, with playwright's own meaning (an expression, or a function called with `arg`).
 */
function evalFreeWaits(page: Page): void {
  const wait = page.waitForFunction.bind(page);
  page.waitForFunction = ((predicate: unknown, arg?: unknown, options?: Parameters<Page['waitForFunction']>[2]) =>
    wait(
      typeof predicate === 'string'
        ? (new Function('arg', `const r = (${predicate}); return typeof r === 'function' ? r(arg) : r;`) as (arg: unknown) => unknown)
        : (predicate as (arg: unknown) => unknown),
      arg,
      options,
    )) as Page['waitForFunction'];
}

export interface TestOptions {
  /** The browser's position; null: none (denied). Chengdu by default. */
  geolocation?: { longitude: number; latitude: number } | null;
  /** false: no axe check of the last screen (a test that plants a violation on purpose). */
  axe?: boolean;
  /** 'allow': the app's service worker registers (blocked by default, see newMobileContext). */
  serviceWorkers?: 'allow' | 'block';
}

export interface E2EContext {
  page: Page;
  context: BrowserContext;
  sys: System;
  /** Uncaught page errors seen so far. */
  pageErrors: Error[];
  /** Native dialogs (alert/confirm/prompt) the page opened: an XSS would show up here. */
  dialogs: string[];
  /**
   * The test's own `expect`: tests that run side by side (`describe.concurrent`) use it for soft
   * assertions, so each failure is counted against the test that made it.
   */
  expect: ExpectStatic;
  open(hashPath: string): Promise<void>;
}

/** The address and the start of the visible text of a page a test failed on, for the failure's message. */
async function pageAtFailure(page: Page): Promise<string> {
  const text = await page
    .evaluate(() => document.body.innerText.replace(/\s+/g, ' ').slice(0, 600))
    .catch((err: unknown) => `(unreadable: ${String(err)})`);
  return `\n  the page at ${page.url()} showed: ${text}`;
}

/**
 * Starts the system once per test file and gives each test a fresh browser context;
 * a failing test leaves a screenshot in client/test-results/.
 */
export function useSystem(options: SystemOptions = {}): {
  test(name: string, fn: (t: E2EContext) => Promise<void>, opts?: TestOptions): void;
  sys(): System;
} {
  let sys: System | null = null;
  beforeAll(async () => {
    sys = await startSystem(options);
  });
  afterAll(async () => {
    await sys?.close();
  });
  return {
    sys: () => {
      if (!sys) throw new Error('system not started');
      return sys;
    },
    test(name, fn, opts) {
      it(name, async ({ expect }) => {
        if (!sys) throw new Error('system not started');
        const s = sys;
        const context = await newMobileContext(s, opts?.geolocation === undefined ? CHENGDU : opts.geolocation, opts?.serviceWorkers);
        const page = await context.newPage();
        page.setDefaultTimeout(20_000);
        evalFreeWaits(page);
        const pageErrors: Error[] = [];
        const dialogs: string[] = [];
        page.on('pageerror', (e) => pageErrors.push(e));
        page.on('dialog', (d) => {
          dialogs.push(`${d.type()}: ${d.message()}`);
          void d.dismiss().catch(() => undefined);
        });
        const ctx: E2EContext = {
          page,
          context,
          sys: s,
          pageErrors,
          dialogs,
          expect,
          open: async (hashPath) => {
            await page.goto(`${s.gatewayUrl}/#${hashPath}`);
          },
        };
        try {
          await fn(ctx);
          // Every test ends with an axe check of the app screen it left showing, so each
          // screen a test reaches is held to WCAG 2.1 AA without a call in every test. GraphiQL
          // and pages outside the app are not the app's to answer for.
          if (opts?.axe !== false && page.url().startsWith(`${s.gatewayUrl}/#`)) await expectAccessible(page, `${name} (last screen)`);
        } catch (e) {
          const file = name.replace(/[^\w-]+/g, '_').slice(0, 80);
          mkdirSync(RESULTS_DIR, { recursive: true });
          await page.screenshot({ path: resolve(RESULTS_DIR, `FAILED-${file}.png`), fullPage: true }).catch(() => undefined);
          // what the page showed when it failed, in the report itself (a CI run keeps no screenshot)
          if (e instanceof Error) e.message += await pageAtFailure(page);
          throw e;
        } finally {
          await context.close().catch(() => undefined);
        }
      });
    },
  };
}

/**
 * Logs in like a person on the /login page that is showing (or opens `/login?redirect=returnTo`
 * first): types the phone, asks for a code, reads it from the upstream's development SMS channel,
 * types it and submits. Waits until the app has left the login page.
 */
export async function signIn(
  page: Page,
  upstreamUrl: string,
  phone: string,
  opts: { open?: (hashPath: string) => Promise<void>; returnTo?: string } = {},
): Promise<void> {
  if (opts.open) await opts.open(`/login?redirect=${encodeURIComponent(opts.returnTo ?? '/index')}`);
  await page.getByTestId('login-page').waitFor();
  const phoneInput = page.getByTestId('login-phone');
  await phoneInput.fill('');
  await phoneInput.pressSequentially(phone, { delay: 10 });
  const dev = devClient(upstreamUrl);
  const asked = (await dev.clock()).now;
  const send = page.getByTestId('send-code');
  // A code asked for a moment ago (the button still counts down) is still valid: use that one.
  if (await send.isEnabled()) {
    await send.click();
    // The button counts down once the code is on its way.
    await page.waitForFunction(() => /\d+/.test(document.querySelector('[data-testid="send-code"]')?.textContent ?? ''));
  }
  // The code sent since asking (2 s of slack), or, when the old one is reused, the last one.
  const sentAfter = (await send.isEnabled()) ? asked - 2000 : undefined;
  const code = await dev.smsCode(phone, { sentAfter, waitMs: 5000 });
  await page.getByTestId('login-code').fill('');
  await page.getByTestId('login-code').pressSequentially(code, { delay: 10 });
  await page.getByTestId('login-submit').click();
  await page.waitForFunction(() => !location.hash.startsWith('#/login'));
}
