import { describe, expect } from 'vitest';
import { settled, signIn, snap, useSystem } from './harness';
import { inspect, report } from './layoutCheck';

/**
 * What a visitor sees on a phone, on every demo site in all five languages. Every main
 * screen at 320, 390 and 430 px: nothing wider than the phone (`scrollWidth` within the viewport),
 * every fixed bar on screen; and on the way, no i18n key shown raw and no symbol or emoji drawn as
 * text where an icon belongs.
 */
const { test, sys } = useSystem();

/** The demo traveller's stored session, once a test has signed in through the login page. */
let travellerSession: string | null = null;

const LANGS = ['CN', 'EN', 'FRENCH', 'JAPANESE', 'KOREAN'] as const;
const WIDTHS = [320, 390, 430] as const;
const SITES = ['site510100', 'site513225', 'site530700'] as const;
/** The English, Japanese and Korean sites, each in its own language at one width (the full matrix is the three above). */
const LANGUAGE_SITES = [
  ['site450300', 'EN'],
  ['site610100', 'JAPANESE'],
  ['site222400', 'KOREAN'],
] as const;

/** Screens reached by their address (the app navigates inside the page: no reload per screen). */
const SCREENS: ReadonlyArray<{ path: string; ready: string }> = [
  { path: '/index', ready: '[data-testid="home"]' },
  { path: '/index?isWorship=true', ready: '[data-testid="memorial-card"]' },
  { path: '/default-service', ready: '[data-testid="services-page"]' },
  { path: '/driving', ready: '[data-testid="driving-sight"], [data-testid="driving"] .empty-state' },
  { path: '/service-map/CONTENT_TYPE_PARKING', ready: '[data-testid="facility"], [data-testid="facility-list"] .empty-state' },
  { path: '/scenic-list', ready: '[data-testid="place-card"], [data-testid="place-list"] .empty-state' },
  { path: '/hotel-list', ready: '[data-testid="place-card"], [data-testid="place-list"] .empty-state' },
  { path: '/news-list/all', ready: '[data-testid="news-card"], .empty-state' },
  { path: '/activity-home', ready: '[data-testid="activity-card"], [data-testid="activity-home"] .empty-state' },
  { path: '/search', ready: '[data-testid="search"]' },
  { path: '/login', ready: '[data-testid="login-page"]' },
  { path: '/user', ready: '[data-testid="user-page"]' },
  { path: '/train-search', ready: '[data-testid="traffic-form"]' },
];

// The walks are independent (each its own browser context, nothing written): they run
// side by side, so the file takes as long as its longest walk, not the sum of them.
describe.concurrent('no screen is wider than the phone, in any language, on any demo site', () => {
  for (const site of SITES) {
    for (const lang of LANGS) {
      test(`${site} in ${lang}: every main screen at ${WIDTHS.join(', ')} px`, async ({ page, open }) => {
        const problems: string[] = [];
        await page.setViewportSize({ width: 390, height: 780 });
        await open(`/index?siteCode=${site}&lang=${lang}`);
        await page.locator('[data-testid="home"]').waitFor();
        for (const screen of SCREENS) {
          await open(screen.path);
          await page.locator(screen.ready).first().waitFor();
          await settled(page);
          for (const width of WIDTHS) {
            await page.setViewportSize({ width, height: 700 });
            report(await inspect(page), `${site} ${lang} ${screen.path} @${width}`, problems);
            // the screenshot set of the main screens in five languages at 390 px (client/test-results/screens/)
            if (site === SITES[0] && width === 390)
              await snap(page, `main-${lang}-${screen.path.replace(/\W+/g, '-').replace(/^-|-$/g, '')}`);
          }
        }
        expect(problems).toEqual([]);
      });
    }
  }

  test('the English, Japanese and Korean sites: every main screen in their own language at 390 px', async ({ page, open }) => {
    const problems: string[] = [];
    await page.setViewportSize({ width: 390, height: 780 });
    for (const [site, lang] of LANGUAGE_SITES) {
      await open(`/index?siteCode=${site}&lang=${lang}`);
      await page.locator('[data-testid="home"]').waitFor();
      for (const screen of SCREENS) {
        await open(screen.path);
        await page.locator(screen.ready).first().waitFor();
        await settled(page);
        report(await inspect(page), `${site} ${lang} ${screen.path} @390`, problems);
      }
    }
    expect(problems).toEqual([]);
  });

  test("the suspended site's stop-service page fits the phone in every language", async ({ page, open }) => {
    const problems: string[] = [];
    for (const lang of LANGS) {
      await open(`/index?siteCode=site620200&lang=${lang}`);
      await page.getByTestId('stop-service').waitFor();
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 700 });
        const f = await inspect(page);
        if (f.overflow > 0) problems.push(`${lang} @${width}: ${f.overflow}px wider`);
      }
    }
    expect(problems).toEqual([]);
  });
});

// After the tests above, one at a time: each signs the demo traveller in (one code a minute per
// phone), and the last takes over the session the one before it made.
describe("the signed-in traveller's screens fit the phone", () => {
  test('details, a booking form, the map, the order lists and the signed-in personal centre at 320 px in every language', async ({
    page,
    open,
  }) => {
    const res = await fetch(`${sys().gatewayUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-site-code': 'site510100' },
      body: JSON.stringify({ query: '{ activities(first: 50) { edges { node { upstreamId mode bookingButton } } } }' }),
    });
    const nodes = (
      (await res.json()) as { data: { activities: { edges: { node: { upstreamId: string; mode: string; bookingButton: string } }[] } } }
    ).data.activities.edges.map((e) => e.node);
    const bookable = nodes.find((a) => a.mode === 'FREE_BOOKING' && a.bookingButton === 'BOOK');
    expect(bookable, 'a bookable activity').toBeTruthy();
    await signIn(page, sys().upstreamUrl, '13800000001', { open, returnTo: '/user?siteCode=site510100' });
    await page.getByTestId('user-page').waitFor();
    const problems: string[] = [];
    const look = async (where: string) => {
      await settled(page);
      report(await inspect(page), where, problems);
    };
    await page.setViewportSize({ width: 320, height: 640 });
    for (const lang of LANGS) {
      await open(`/user?lang=${lang}`);
      await page.getByTestId('user-profile').waitFor();
      await look(`${lang} /user (signed in) @320`);
      await open('/scenic-list');
      await page.getByTestId('place-card').first().click();
      await page.getByTestId('place-detail').waitFor();
      await look(`${lang} place detail @320`);
      await open(
        '/open-map/103.6199/30.9989/%E9%83%BD%E6%B1%9F%E5%A0%B0%E6%99%AF%E5%8C%BA/%E6%88%90%E9%83%BD%E5%B8%82%E9%83%BD%E6%B1%9F%E5%A0%B0%E5%B8%82',
      );
      await page.getByTestId('open-map').waitFor();
      await look(`${lang} map @320`);
      await open('/news-list/all');
      await page.getByTestId('news-card').first().click();
      await page.getByTestId('news-article').waitFor();
      await look(`${lang} news detail @320`);
      await open(`/activity-detail/${bookable!.upstreamId}`);
      await page.getByTestId('activity-detail').waitFor();
      await look(`${lang} activity detail @320`);
      await open(`/activity-order/${bookable!.upstreamId}`);
      await page.getByTestId('activity-order').waitFor();
      await look(`${lang} activity booking form @320`);
      await open('/user-reservation');
      await page.getByTestId('user-reservation').waitFor();
      await page.locator('[data-testid="reservation-card"], [data-testid="user-reservation"] .empty-state').first().waitFor();
      await look(`${lang} my reservations @320`);
      await open('/user-order');
      await page.getByTestId('user-order').waitFor();
      await look(`${lang} my orders @320`);
    }
    expect(problems).toEqual([]);
  });

  test('the account pages (profile, contacts, addresses, real-name, credit records, agreements, cancellation) at 320 px in every language', async ({
    page,
    open,
  }) => {
    // the test before signed this phone in on the same upstream: past the 60 s between two codes
    await sys().dev.advanceClock(61_000);
    await signIn(page, sys().upstreamUrl, '13800000001', { open, returnTo: '/user' });
    await page.getByTestId('user-page').waitFor();
    travellerSession = await page.evaluate(() => window.localStorage.getItem('cloudUserInfo'));
    const problems: string[] = [];
    const look = async (where: string) => {
      await settled(page);
      report(await inspect(page), where, problems);
    };
    await page.setViewportSize({ width: 320, height: 640 });
    const month = new Date(sys().now() + 8 * 3600_000).toISOString().slice(0, 7);
    const screens: [string, string][] = [
      ['/user-data', 'profile-page'],
      ['/user-data-more', 'profile-more'],
      ['/contact-regular', 'contact-list'],
      ['/add-contact', 'contact-form'],
      ['/shipping-address', 'address-list-screen'],
      ['/add-address', 'address-form'],
      ['/real-name', 'real-name'],
      ['/real-name-new', 'real-name-form'],
      [`/user-credit-desc/${month}/all`, 'user-credit-desc'],
      ['/privacy-agreement', 'agreement-body'],
      ['/cancellation', 'cancellation-page'],
    ];
    for (const lang of LANGS) {
      await open(`/user?lang=${lang}`);
      await page.getByTestId('user-profile').waitFor();
      for (const [path, testId] of screens) {
        await open(path);
        await page.getByTestId(testId).first().waitFor();
        await look(`${lang} ${path} @320`);
      }
    }
    await open('/user?lang=zh');
    await page.getByTestId('user-profile').waitFor();
    expect(problems).toEqual([]);
  });

  test('the engagement and money pages (messages, points, invitations, feedback, follows, refunds, withdrawals) at 320 px in every language', async ({
    page,
    context,
    open,
  }) => {
    // the session the account pages' test made (a page of its own starts with it), else a sign-in
    if (travellerSession) {
      const stored = travellerSession;
      await context.addInitScript((json) => window.localStorage.setItem('cloudUserInfo', json), stored);
      await open('/user');
    } else {
      await sys().dev.advanceClock(61_000);
      await signIn(page, sys().upstreamUrl, '13800000001', { open, returnTo: '/user' });
    }
    await page.getByTestId('user-profile').waitFor();
    const problems: string[] = [];
    await page.setViewportSize({ width: 320, height: 640 });
    const screens: [string, string][] = [
      ['/message-center', 'message-center'],
      ['/system-message', 'message-list'],
      ['/vip-index', 'vip-card'],
      ['/vip-rules', 'vip-rules'],
      ['/vip-integral', 'vip-integral'],
      ['/invite-gift', 'invite-gift'],
      ['/my-invite-list', 'invite-list'],
      ['/fill-in-code', 'fill-in-code'],
      ['/feedback', 'feedback-page'],
      ['/user-focus', 'people-list'],
      ['/activity-attention', 'attention-page'],
      ['/user-refund', 'user-refund'],
      ['/withdrawal-balance', 'withdrawal-balance'],
      ['/withdrawal-record', 'withdrawal-record-page'],
    ];
    for (const lang of LANGS) {
      await open(`/user?lang=${lang}`);
      await page.getByTestId('user-profile').waitFor();
      for (const [path, testId] of screens) {
        await open(path);
        await page.getByTestId(testId).first().waitFor();
        await settled(page);
        report(await inspect(page), `${lang} ${path} @320`, problems);
      }
    }
    await open('/user?lang=zh');
    await page.getByTestId('user-profile').waitFor();
    expect(problems).toEqual([]);
  });
});
