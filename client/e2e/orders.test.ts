import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { signIn, snap, useSystem } from './harness';
import { graphCall } from './graph';
import reservationsCn from '../src/screens/reservations/locales/cn';
import shopCn from '../src/screens/shop/locales/cn';
import { chinaDay } from '../src/widgets/format';

/**
 * Orders in the browser: the activity home, the switch between my reservations and the ZYTF
 * appointment orders (one row in the personal centre), ZYTF appointment orders by status, shop orders of
 * every type with their status texts, the wallet, and routes for sale (their button follows the
 * upstream's time; runs last because it moves the clock).
 */
const { test, sys } = useSystem();
const DEMO = '13800000001';
type Json = Record<string, any>;

const gql = (query: string, variables: Json = {}, token?: string): Promise<Json> =>
  graphCall<Json>(sys().gatewayUrl, query, variables, { token });

const token = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('cloudUserInfo') ?? '{}') as { token?: string }).token ?? '');
const APPOINTMENT_TEXT = reservationsCn.appointmentStatus as Record<string, string>;
const SHOP_TEXT = shopCn.shopStatus as Record<string, string>;

describe('activities', () => {
  test('the activity home: classify tabs, a month calendar with marked days that open the day list', async ({ page, open, pageErrors }) => {
    await open('/activity-home');
    await page.getByTestId('activity-card').first().waitFor();
    expect(await page.getByTestId('classify-tab').count()).toBeGreaterThanOrEqual(7);
    // the calendar opens folded to one week; a tap unfolds the month
    expect(await page.getByTestId('calendar-day').count()).toBeLessThanOrEqual(7);
    await page.getByTestId('calendar-fold').click();
    await expect.poll(() => page.getByTestId('calendar-day').count()).toBeGreaterThanOrEqual(28);
    expect(await page.getByTestId('calendar-fold').getAttribute('aria-expanded')).toBe('true');
    const marked = page.locator('[data-testid=calendar-day][data-marked=true]');
    expect(await marked.count()).toBeGreaterThan(0);
    await snap(page, 'activity-home');
    const date = await marked.first().getAttribute('data-date');
    await marked.first().click();
    await page.getByTestId('activity-day-list').waitFor();
    await expect.poll(() => page.url()).toContain(`/activity-list/all/${date}`);
    await page.getByTestId('activity-card').first().waitFor();
    // A classify tab filters the list of that day.
    await page.getByTestId('classify-tab').nth(1).click();
    await page.waitForFunction(() => /\/activity-list\/[^/]+\/\d{4}-\d{2}-\d{2}$/.test(location.hash) && !location.hash.includes('/all/'));
    await page.locator('[data-testid=activity-list], .empty-state').first().waitFor();
    // The next month's calendar.
    await open('/activity-home');
    const month = await page.getByTestId('activity-calendar').getAttribute('data-month');
    // the month controls point back and forth (the icon library's chevrons)
    expect(await page.getByTestId('calendar-prev').locator('svg.lucide-chevron-left').count()).toBe(1);
    expect(await page.getByTestId('calendar-next').locator('svg.lucide-chevron-right').count()).toBe(1);
    await page.getByTestId('calendar-next').click();
    await page.waitForFunction((m) => document.querySelector('[data-testid=activity-calendar]')?.getAttribute('data-month') !== m, month);
    expect(pageErrors).toEqual([]);
  });

  test('sold-out and external activities show their disabled / external buttons', async ({ page, open }) => {
    await open(`/activity-detail/80011`);
    await page.getByTestId('activity-detail').waitFor();
    expect(await page.getByTestId('book-btn').innerText()).toBe('已约满');
    expect(await page.getByTestId('book-btn').isDisabled()).toBe(true);
    await open(`/activity-detail/80012`);
    await page.getByTestId('activity-detail').waitFor();
    expect(await page.getByTestId('book-btn').innerText()).toBe('前往报名');
    await page.getByTestId('book-btn').click();
    // The external link goes through the gateway's verdict: a disclaimer for a host that is not allowed.
    await page.getByRole('dialog').waitFor();
    await snap(page, 'activity-external-confirm');
    await page.getByRole('dialog').getByRole('button', { name: '取消' }).click();
  });
});

describe('orders of the demo user', () => {
  test('ZYTF orders by status tab (5 a page) and order links with the identity fetched on tap, shop orders of every type with their texts, cancel, the wallet, the personal centre with its badge', async ({
    page,
    open,
    pageErrors,
  }) => {
    await signIn(page, sys().upstreamUrl, DEMO, { open, returnTo: '/user' });
    // The personal centre has one row for reservations; the appointment orders are a tab under it.
    await page.getByTestId('link-reservations').waitFor();
    expect(await page.getByTestId('link-appointments').count()).toBe(0);
    await page.getByTestId('link-reservations').click();
    await expect.poll(() => page.url()).toMatch(/#\/user-reservation$/);
    await page.getByTestId('reservation-switch').waitFor();
    expect(await page.getByTestId('switch-reservations').getAttribute('aria-current')).toBe('page');
    expect(await page.getByTestId('switch-appointments').getAttribute('aria-current')).toBeNull();
    await page.getByTestId('switch-appointments').click();
    await expect.poll(() => page.url()).toMatch(/#\/appointment-query-zytf$/);
    await page.getByTestId('appointment-query').waitFor();
    expect(await page.getByTestId('switch-appointments').getAttribute('aria-current')).toBe('page');
    expect(await page.getByTestId('switch-reservations').getAttribute('aria-current')).toBeNull();
    await page.getByTestId('appointment-card').first().waitFor();
    // The first page holds 5; scrolling loads the rest.
    expect(await page.getByTestId('appointment-card').count()).toBe(5);
    // each time slot carries the day-part label of its start (morning before 12, afternoon before 17)
    for (const slot of await page.locator('[data-testid=appointment-card] [data-testid=order-slot]').allInnerTexts()) {
      const hour = Number(/(\d{2}):\d{2}/.exec(slot)?.[1]);
      expect(slot.endsWith(` · ${hour < 12 ? '上午' : hour < 17 ? '下午' : '晚上'}`), slot).toBe(true);
    }
    await snap(page, 'appointment-query-all');
    // Tapping an order fetches an identity then and leaves for its detail link with it appended.
    const verdict = (await gql('{ externalLink(url: "https://zytf.example.cn/order/detail") { needsDisclaimer } }')).externalLink;
    await page.route(/zytf\.example\.cn/, (route) => route.fulfill({ contentType: 'text/html', body: '<h1>zytf</h1>' }));
    const firstCode = await page.getByTestId('appointment-card').first().getAttribute('data-code');
    await page.getByTestId('appointment-card').first().getByTestId('order-open').click();
    if (verdict.needsDisclaimer) await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    await page.waitForURL(/zytf\.example\.cn/);
    const left = new URL(page.url());
    expect(left.searchParams.get('orderCode')).toBe(firstCode);
    expect(left.searchParams.get('identity')).toBeTruthy();
    expect(left.searchParams.get('returnUrl')).toBe('/appointment-query-zytf');
    await page.goBack();
    await page.getByTestId('appointment-card').first().waitFor();
    for (const status of ['TO_USE', 'USED', 'CANCELLED', 'EXPIRED', 'TO_PAY', 'PARTLY_CONSUMED', 'REFUNDED', 'PARTLY_REFUNDED']) {
      await page.getByTestId(`tab-${status}`).click();
      await page.waitForFunction((s) => {
        const cards = [...document.querySelectorAll('[data-testid=appointment-card]')];
        return cards.length > 0 && cards.every((c) => c.getAttribute('data-status') === s);
      }, status);
      const texts = await page.locator('[data-testid=appointment-card] [data-testid=order-status]').allInnerTexts();
      expect(new Set(texts), status).toEqual(new Set([APPOINTMENT_TEXT[status]]));
      const pay = await page.locator('[data-testid=appointment-card] [data-testid=pay-btn]').count();
      expect(pay > 0, `${status} pay`).toBe(status === 'TO_PAY');
      if (!['TO_USE', 'TO_PAY'].includes(status))
        expect(await page.locator('[data-testid=appointment-card] [data-testid=cancel-btn]').count(), status).toBe(0);
      const amounts = await page.locator('[data-testid=appointment-card] [data-testid=order-amount]').allInnerTexts();
      for (const a of amounts) expect(a).toMatch(/^(免费|¥\d+\.\d{2})$/);
      if (status === 'TO_PAY') await snap(page, 'appointment-query-to-pay');
    }
    // The other tab leads back to the platform's reservations (without the appointment status).
    await page.getByTestId('switch-reservations').click();
    await expect.poll(() => page.url()).toMatch(/#\/user-reservation$/);
    await page.getByTestId('reservation-tabs').waitFor();
    await page.getByTestId('reservation-card').first().waitFor();
    expect(await page.getByTestId('switch-reservations').getAttribute('aria-current')).toBe('page');
    // The activity-only list (/user-activity) has no switch: it is one kind of reservation.
    await open('/user-activity');
    await expect.poll(() => page.url()).toMatch(/#\/user-activity$/);
    // the activity list's own title, then its tabs: the page left behind had the switch too
    await page.getByRole('heading', { name: '我的活动' }).waitFor();
    await page.getByTestId('reservation-tabs').waitFor();
    expect(await page.getByTestId('reservation-switch').count()).toBe(0);

    // Shop orders: each type shows its own status texts (the same code means another state per type).
    const tok = await token(page);
    await open('/user');
    await page.getByTestId('link-orders').click();
    await page.getByTestId('user-order').waitFor();
    for (const type of ['MATERIAL', 'FICTITIOUS', 'SCENIC', 'DIRECT', 'HOTEL', 'LINE']) {
      await page.getByTestId(`tab-${type}`).click();
      await page.waitForFunction((t) => {
        const cards = [...document.querySelectorAll('[data-testid=shop-order-card]')];
        return cards.length > 0 && cards.every((c) => c.getAttribute('data-type') === t);
      }, type);
      const expected = (
        await gql(
          `query($t: ShopOrderType) { viewer { user { shopOrders(type: $t, first: 10) { edges { node { orderNo status statusCode canCancel createdAt } } } } } }`,
          { t: type },
          tok,
        )
      ).viewer.user.shopOrders.edges.map((e: Json) => e.node);
      for (const o of expected) {
        const card = page.locator(`[data-testid=shop-order-card]:has-text("${o.orderNo}")`);
        expect(await card.getByTestId('order-status').innerText(), `${type} ${o.statusCode}`).toBe(SHOP_TEXT[o.status]);
        // when it was ordered, by the relative-date rules: relative within 5 days, else yyyy-MM-dd
        if (o.createdAt) {
          const when = await card.locator('.order-card__meta').first().innerText();
          if (Math.abs(sys().now() - Date.parse(o.createdAt)) > 6 * 86_400_000)
            expect(when, o.orderNo).toBe(chinaDay(Date.parse(o.createdAt)));
          else
            expect(when, o.orderNo).toMatch(
              /^(\d{4}-\d{2}-\d{2}|现在|\d+秒钟[前后]|\d+分钟[前后]|\d+小时[前后]|(昨天|明天) \d{2}:\d{2}|前天|后天|\d+天[前后])$/,
            );
        }
        expect(await card.getByTestId('cancel-btn').count(), `${type} ${o.orderNo} cancel`).toBe(o.canCancel ? 1 : 0);
      }
      if (type === 'HOTEL') {
        // The same code means another state per type: hotel 1 is "to confirm".
        const one = expected.find((o: Json) => o.statusCode === 1);
        if (one) expect(one.status).toBe('TO_CONFIRM');
        await snap(page, 'user-order-hotel');
      }
    }
    await page.getByTestId('tab-MATERIAL').click();
    await page.waitForFunction(() => document.querySelector('[data-testid=shop-order-card][data-type=MATERIAL]') !== null);
    const toPay = page.locator('[data-testid=shop-order-card][data-status=TO_PAY]').first();
    const orderNo = (await toPay.locator('.order-card__code').innerText()).trim();
    await toPay.getByTestId('cancel-btn').click();
    await page.getByRole('dialog').getByRole('button', { name: '取消订单' }).click();
    const card = page.locator(`[data-testid=shop-order-card]:has-text("${orderNo}")`);
    await page.waitForFunction(
      (no) =>
        [...document.querySelectorAll('[data-testid=shop-order-card]')].some(
          (c) => c.textContent?.includes(no) && c.getAttribute('data-status') === 'CLOSED',
        ),
      orderNo,
    );
    expect(await card.getByTestId('order-status').innerText()).toBe('已关闭');
    await snap(page, 'user-order-material');

    await open('/user-wallet');
    await page.getByTestId('wallet').waitFor();
    expect(await page.getByTestId('wallet-balance').innerText()).toMatch(/^¥\d+\.\d{2}$/);
    expect(await page.getByTestId('wallet-record').count()).toBeGreaterThan(0);
    await snap(page, 'user-wallet');

    // The personal centre links the new pages, with the "to be used" badge.
    await open('/user');
    const n = (await gql('{ viewer { user { reservationCounts { toBeUsed } } } }', {}, tok)).viewer.user.reservationCounts
      .toBeUsed as number;
    await page.getByTestId('user-profile').waitFor();
    if (n > 0) expect(await page.getByTestId('link-reservations-badge').innerText()).toBe(String(n));
    await snap(page, 'user-centre');
    await page.getByTestId('link-reservations').click();
    await page.getByTestId('user-reservation').waitFor();
    await page.getByTestId('reservation-card').first().waitFor();
    await snap(page, 'user-reservation-all');
    expect(pageErrors).toEqual([]);
  });
});

describe('the switch between reservations and appointment orders', () => {
  test('in French at 320 px: both tabs fit the phone, 44 px tall, and lead to each other', async ({ page, open }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await open('/user?siteCode=site530700&lang=FRENCH');
    await signIn(page, sys().upstreamUrl, '13800000002', { open, returnTo: '/user-reservation' });
    await expect.poll(() => page.url()).toMatch(/#\/user-reservation$/);
    await page.getByTestId('reservation-switch').waitFor();
    /** The switch's box and each tab's: within the phone, no text wider than its tab, 44 px tap targets. */
    const measure = () =>
      page.getByTestId('reservation-switch').evaluate((nav) => ({
        page: document.documentElement.scrollWidth,
        right: nav.getBoundingClientRect().right,
        tabs: [...nav.querySelectorAll('a')].map((a) => {
          const r = a.getBoundingClientRect();
          return { text: a.textContent ?? '', width: r.width, height: r.height, overflow: a.scrollWidth - a.clientWidth, right: r.right };
        }),
      }));
    const fits = async (where: string) => {
      const m = await measure();
      expect(m.page, where).toBeLessThanOrEqual(320);
      expect(m.right, where).toBeLessThanOrEqual(320);
      expect(m.tabs.length, where).toBe(2);
      for (const tab of m.tabs) {
        expect(tab.overflow, `${where}: ${tab.text}`).toBeLessThanOrEqual(0);
        expect(tab.right, `${where}: ${tab.text}`).toBeLessThanOrEqual(320);
        expect(tab.height, `${where}: ${tab.text}`).toBeGreaterThanOrEqual(44);
        expect(tab.width, `${where}: ${tab.text}`).toBeGreaterThanOrEqual(44);
      }
      return m.tabs.map((t) => t.text);
    };
    expect(await fits('my reservations')).toEqual(['Réservations', 'Rendez-vous']);
    await snap(page, 'reservation-switch-fr-320');
    await page.getByTestId('switch-appointments').click();
    await expect.poll(() => page.url()).toMatch(/#\/appointment-query-zytf$/);
    await page.getByTestId('appointment-tabs').waitFor();
    await fits('appointment orders');
    await page.getByTestId('switch-reservations').click();
    await expect.poll(() => page.url()).toMatch(/#\/user-reservation$/);
    await page.getByTestId('reservation-tabs').waitFor();
  });
});

describe('shop order detail per type', () => {
  test('/order-detail shows the receiver, address and logistics of goods, the codes of tickets, the stay of a hotel', async ({
    page,
    open,
    pageErrors,
  }) => {
    await signIn(page, sys().upstreamUrl, '13800000005', { open, returnTo: '/user' });
    const DETAIL = `{ viewer { user { shopOrders(first: 50) { edges { node { id upstreamId type receiver address logistics { description } tickets { code state } checkInDate checkOutDate } } } } } }`;
    const orders = (await gql(DETAIL, {}, await token(page))).viewer.user.shopOrders.edges.map((e: Json) => e.node);
    const goods = orders.find((o: Json) => o.type === 'MATERIAL');
    const ticket = orders.find((o: Json) => o.type === 'SCENIC' && o.tickets.length > 0);
    const hotel = orders.find((o: Json) => o.type === 'HOTEL');
    expect(goods && ticket && hotel, 'goods, a ticket and a hotel order').toBeTruthy();

    await open(`/order-detail/${goods.upstreamId}`);
    await page.getByTestId('order-detail').waitFor();
    expect(await page.getByTestId('order-receiver').innerText()).toBe(goods.receiver);
    expect(await page.getByTestId('order-address').innerText()).toBe(goods.address);
    expect(await page.getByTestId('order-tickets').count()).toBe(0);
    expect(await page.getByTestId('order-stay').count()).toBe(0);
    await snap(page, 'order-detail-goods');

    await open(`/order-detail/${ticket.upstreamId}`);
    await page.getByTestId('order-tickets').waitFor();
    const row = page.getByTestId('order-ticket').first();
    expect(await row.locator('dt').innerText()).toBe(ticket.tickets[0].code);
    expect(await row.locator('dd').innerText()).toBe(ticket.tickets[0].state === 'USED' ? '已使用' : '未使用');
    expect(await page.getByTestId('order-delivery').count()).toBe(0);

    await open(`/order-detail/${hotel.upstreamId}`);
    await page.getByTestId('order-stay').waitFor();
    expect(await page.getByTestId('order-check-in').innerText()).toBe(hotel.checkInDate);
    expect(await page.getByTestId('order-check-out').innerText()).toBe(hotel.checkOutDate);
    expect(await page.getByTestId('order-delivery').count()).toBe(0);
    await snap(page, 'order-detail-hotel');
    expect(pageErrors).toEqual([]);
  });
});

describe('routes for sale (moves the upstream clock: last)', () => {
  test('3 routes then "View all"; Remind → login → Reminded; a timed route turns to Book once on sale', async ({
    page,
    open,
    pageErrors,
  }) => {
    const data = await gql(
      `{ places(kind: SCENIC_AREA, first: 30) { edges { node { id upstreamId ... on ScenicArea { routesForSale { id saleType saleButton onSaleFrom onSaleUntil } } } } } }`,
    );
    const areas = data.places.edges
      .map((e: Json) => e.node)
      .filter((n: Json) => (n.routesForSale ?? []).some((r: Json) => r.saleButton === 'REMIND'));
    expect(areas.length).toBeGreaterThan(0);
    const area = areas.sort((a: Json, b: Json) => b.routesForSale.length - a.routesForSale.length)[0];
    const routes = area.routesForSale as Json[];
    const detail = `/scenic-detail/${area.upstreamId}`;
    const notesCalls = async () => (await sys().dev.calls()).calls.filter((c) => c.path === 'res/api/route/getRouteReservationNotes');
    await sys().dev.resetCalls();
    await open(detail);
    await page.getByTestId('routes').waitFor();
    // Booking notes are fetched when opened, not with the page.
    expect(await notesCalls()).toEqual([]);
    const first = (await gql(`query($id: ID!) { node(id: $id) { ... on RouteForSale { sn notes { included } } } }`, { id: routes[0]!.id }))
      .node;
    await sys().dev.resetCalls();
    await page.getByTestId('route').first().getByTestId('route-notes-toggle').click();
    const notes = page.getByTestId('route').first().getByTestId('route-notes');
    await notes.waitFor();
    const included = (first.notes?.included ?? '').replace(/<[^>]+>/g, '').trim();
    if (included)
      await page.waitForFunction(
        (t) => document.querySelector('[data-testid=route-notes]')?.textContent?.includes(t),
        included.slice(0, 12),
      );
    else expect(await notes.innerText()).toContain('暂无预订须知');
    expect((await notesCalls()).map((c) => c.query.productSn)).toEqual([first.sn]);
    await page.getByTestId('route').first().getByTestId('route-notes-toggle').click();
    const shown = Math.min(3, routes.length);
    expect(await page.getByTestId('route').count()).toBe(shown);
    if (routes.length > 3) {
      await page.getByTestId('routes-all').click();
      expect(await page.getByTestId('route').count()).toBe(routes.length);
    }
    const LABEL: Record<string, string | null> = { BOOK: '预订', REMIND: '提醒我', REMINDED: '已提醒', NONE: null };
    for (const [i, r] of routes.entries()) {
      const item = page.getByTestId('route').nth(i);
      expect(await item.getAttribute('data-button')).toBe(r.saleButton);
      const btn = item.getByTestId('sale-btn');
      if (LABEL[r.saleButton]) expect(await btn.innerText()).toBe(LABEL[r.saleButton]);
      else expect(await btn.count()).toBe(0);
    }
    await page.getByTestId('routes').scrollIntoViewIfNeeded();
    await snap(page, 'scenic-routes');

    // Remind: the login gate, then the reminder; the button becomes "Reminded" and inactive.
    const index = routes.findIndex((r) => r.saleButton === 'REMIND');
    const remind = routes[index]!;
    await page.getByTestId('route').nth(index).getByTestId('sale-btn').click();
    await page.getByRole('dialog').getByRole('button', { name: '去登录' }).click();
    await signIn(page, sys().upstreamUrl, '13911120009');
    await page.getByTestId('routes').waitFor();
    if (routes.length > 3) await page.getByTestId('routes-all').click();
    const item = page.locator(`[data-testid=route]`).nth(index);
    await item.getByTestId('sale-btn').click();
    await page.waitForFunction(() => document.querySelector('[data-testid=toast]')?.textContent?.includes('设置提醒成功'));
    expect(await item.getByTestId('sale-btn').innerText()).toBe('已提醒');
    expect(await item.getByTestId('sale-btn').isDisabled()).toBe(true);
    await snap(page, 'scenic-route-reminded');

    // Time passes until the timed sale opens: the same route now offers Book.
    await sys().dev.advanceClock(Date.parse(remind.onSaleFrom) - sys().now() + 60_000);
    await page.reload();
    await page.getByTestId('routes').waitFor();
    if (routes.length > 3) await page.getByTestId('routes-all').click();
    const later = page.getByTestId('route').nth(index);
    expect(await later.getAttribute('data-button')).toBe('BOOK');
    expect(await later.getByTestId('sale-btn').innerText()).toBe('预订');
    expect(pageErrors).toEqual([]);
  });
});
