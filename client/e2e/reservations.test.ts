import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { openDayAhead } from '@ctp/upstream/dev-client';
import { animationsDone, settled, signIn, snap, useSystem } from './harness';
import { graphCall } from './graph';

/**
 * Booking in the browser against the real upstream and gateway: booking an activity, the "to be
 * used" badge, cancelling inside the window and no cancel button outside it, reserving a venue day
 * until it is full, reviewing a completed order, booking an activity room, custom-mode days,
 * third-party reservations, and (last: it moves both clocks) the cancel deadline passing.
 */
const { test, sys } = useSystem();
const HOUR = 3_600_000;

type Json = Record<string, any>;

/** A GraphQL call from the test itself (to choose demo data and to check what the UI shows). */
const gql = (query: string, variables: Json = {}, token?: string): Promise<Json> =>
  graphCall<Json>(sys().gatewayUrl, query, variables, { token });

const token = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('cloudUserInfo') ?? '{}') as { token?: string }).token ?? '');

const ACTIVITY = `id upstreamId name mode needsReview bookingButton remainingSeats maxSeatsPerOrder useStartsAt
  cancelPolicy { cancellable hoursBeforeStart } sessions { id bookable remaining startsAt }`;

async function activities(): Promise<Json[]> {
  return (await gql(`{ activities(first: 50) { edges { node { ${ACTIVITY} } } } }`)).activities.edges.map((e: Json) => e.node);
}

/** A free activity without review, open with seats, whose cancel window is open for days. */
async function cancellableActivity(exclude: string[] = []): Promise<Json> {
  const a = (await activities()).find(
    (x) =>
      !exclude.includes(x.id) &&
      x.mode === 'FREE_BOOKING' &&
      !x.needsReview &&
      x.bookingButton === 'BOOK' &&
      x.remainingSeats >= 3 &&
      x.cancelPolicy.cancellable &&
      x.cancelPolicy.hoursBeforeStart != null &&
      Date.parse(x.useStartsAt) - x.cancelPolicy.hoursBeforeStart * HOUR > sys().now() + 24 * HOUR &&
      x.sessions?.some((s: Json) => s.bookable),
  );
  expect(a, 'a free, cancellable activity starting in more than a day').toBeTruthy();
  return a!;
}

async function toBeUsed(tok: string): Promise<number> {
  return (await gql('{ viewer { user { reservationCounts { toBeUsed } } } }', {}, tok)).viewer.user.reservationCounts.toBeUsed;
}

describe('booking an activity', () => {
  test('detail → login → order page (inline validation) → success → "to be used" with its badge → cancel → cancelled, badge back', async ({
    page,
    open,
    pageErrors,
  }) => {
    const activity = await cancellableActivity();
    const detail = `/activity-detail/${activity.upstreamId}`;
    await open(detail);
    await page.getByTestId('activity-detail').waitFor();
    expect(await page.getByTestId('activity-name').innerText()).toBe(activity.name);
    expect(await page.getByTestId('book-btn').innerText()).toBe('立即预约');
    expect(await page.getByTestId('session').count()).toBe(activity.sessions.length);
    await page.getByTestId('interaction-bar').waitFor();
    await snap(page, 'activity-detail');

    // Anonymous: the login gate first, then straight on (the integrity check passes) to the order page.
    await page.getByTestId('book-btn').click();
    await page.getByRole('dialog').getByRole('button', { name: '去登录' }).click();
    await signIn(page, sys().upstreamUrl, '13911120001');
    await page.getByTestId('activity-order').waitFor();
    await expect.poll(() => page.url()).toContain(`/activity-order/${activity.upstreamId}`);
    // the contact is the signed-in user's own phone, ready to submit
    expect(await page.getByTestId('contact-phone').inputValue()).toBe('13911120001');
    expect(await page.getByTestId('contact-name').inputValue()).not.toBe('');
    // The stepper stops at the activity's maximum.
    for (let i = 0; i < 8; i += 1) if (await page.getByTestId('seat-plus').isEnabled()) await page.getByTestId('seat-plus').click();
    expect(Number(await page.getByTestId('seat-value').innerText())).toBe(Math.max(1, activity.maxSeatsPerOrder ?? 1));
    while (await page.getByTestId('seat-minus').isEnabled()) await page.getByTestId('seat-minus').click();
    // Inline validation: a short phone is refused before anything is sent.
    await page.getByTestId('contact-name').fill('张三');
    await page.getByTestId('contact-phone').fill('1391234');
    await page.getByTestId('order-submit').click();
    expect(await page.getByTestId('contact-phone-error').innerText()).toBe('请输入正确的11位手机号');
    await page.getByTestId('contact-phone').fill('13912345678');
    await snap(page, 'activity-order');
    const tok = await token(page);
    const before = await toBeUsed(tok);
    await page.getByTestId('order-submit').click();
    await page.getByTestId('booking-success').waitFor();
    expect(await page.getByTestId('success-title').innerText()).toBe('预约成功');
    const code = await page.getByTestId('success-code').innerText();
    expect(code).not.toBe('');
    await snap(page, 'activity-success');

    // My reservations, "to be used": the card and the badge.
    await page.getByTestId('to-reservations').click();
    await page.getByTestId('user-reservation').waitFor();
    await page.getByTestId('tab-TO_BE_USED').click();
    const card = page.locator(`[data-testid=reservation-card][data-code="${code}"]`);
    await card.waitFor();
    expect(await page.getByTestId('to-be-used-badge').innerText()).toBe(String(before + 1));
    expect(await card.getByTestId('order-status').innerText()).toBe('待使用');
    expect(await card.getByTestId('order-resource').innerText()).toBe(activity.name);
    // The dates: booked moments ago (relative, not a date), the time slot with its day-part label
    expect(await card.getByTestId('order-booked').innerText()).toMatch(/^(现在|\d+秒钟前|\d+分钟前)预约$/);
    expect(await card.getByTestId('order-booked').getAttribute('datetime')).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const slot = await card.getByTestId('order-slot').innerText();
    const startHour = Number(/(\d{2}):\d{2}/.exec(slot)?.[1]);
    expect(slot.endsWith(` · ${startHour < 12 ? '上午' : startHour < 17 ? '下午' : '晚上'}`), slot).toBe(true);
    await snap(page, 'user-reservation-to-be-used');

    // Cancel: confirm → "Cancellation succeeded" → the page reloads after 1 s without the card.
    await card.getByTestId('cancel-btn').click();
    await page.getByRole('dialog').getByRole('button', { name: '取消预约' }).click();
    await page.waitForFunction(() => document.querySelector('[data-testid=toast]')?.textContent?.includes('取消成功'));
    expect(await card.getAttribute('data-status')).toBe('CANCELLED');
    await card.waitFor({ state: 'detached', timeout: 5000 });
    const badge = before > 0 ? await page.getByTestId('to-be-used-badge').innerText() : null;
    expect(badge).toBe(before > 0 ? String(before) : null);
    expect(await toBeUsed(tok)).toBe(before);
    await page.getByTestId('tab-CANCELLED').click();
    const cancelled = page.locator(`[data-testid=reservation-card][data-code="${code}"]`);
    await cancelled.waitFor();
    expect(await cancelled.getByTestId('order-status').innerText()).toBe('已取消');
    expect(await cancelled.getByTestId('cancel-btn').count()).toBe(0);
    await snap(page, 'user-reservation-cancelled');
    expect(pageErrors).toEqual([]);
  });

  test('an order whose cancel window has closed shows no cancel button (and the gateway refuses to cancel it)', async ({ page, open }) => {
    await signIn(page, sys().upstreamUrl, '13911120002', { open, returnTo: '/user' });
    const tok = await token(page);
    const SESSIONS = `id bookable startsAt`;
    // An activity open for booking whose window to cancel is already over (its use starts within its cancel hours).
    const list = (
      await gql(
        `{ activities(first: 50) { edges { node { id name bookingButton mode cancelPolicy { cancellable hoursBeforeStart } useStartsAt sessions { ${SESSIONS} } } } } }`,
      )
    ).activities.edges.map((e: Json) => e.node);
    const closed = list.find(
      (a: Json) =>
        a.bookingButton === 'BOOK' &&
        a.mode === 'FREE_BOOKING' &&
        a.cancelPolicy.cancellable &&
        a.cancelPolicy.hoursBeforeStart != null &&
        Date.parse(a.useStartsAt) - a.cancelPolicy.hoursBeforeStart * HOUR < sys().now() &&
        a.sessions?.some((s: Json) => s.bookable),
    );
    let code: string;
    if (closed) {
      const session = closed.sessions.find((s: Json) => s.bookable);
      const booked = await gql(
        `mutation($in: BookActivityInput!) { bookActivity(input: $in) { order { orderCode canCancel } errors { code } } }`,
        { in: { activityId: closed.id, sessionId: session.id, seats: 1, contactName: '李四', contactPhone: '13912345678' } },
        tok,
      );
      expect(booked.bookActivity.errors).toEqual([]);
      code = booked.bookActivity.order.orderCode;
    } else {
      // Otherwise the demo user's history: a "to be used" order past its deadline.
      await page.evaluate(() => localStorage.removeItem('cloudUserInfo'));
      await signIn(page, sys().upstreamUrl, '13800000001', { open, returnTo: '/user' });
      const orders = (
        await gql(
          `{ viewer { user { reservationOrders(status: TO_BE_USED, first: 50) { edges { node { orderCode canCancel cancelDeadline } } } } } }`,
          {},
          await token(page),
        )
      ).viewer.user.reservationOrders.edges.map((e: Json) => e.node);
      const past = orders.find((o: Json) => !o.canCancel);
      expect(past, 'a to-be-used order outside its cancel window').toBeTruthy();
      code = past.orderCode;
    }
    const view = (
      await gql(
        `query($c: String!) { viewer { user { reservationOrder(orderCode: $c) { id status canCancel } } } }`,
        { c: code },
        await token(page),
      )
    ).viewer.user.reservationOrder;
    expect(view).toMatchObject({ canCancel: false });
    const refused = await gql(
      `mutation($id: ID!) { cancelReservationOrder(input: { orderId: $id }) { errors { code } } }`,
      { id: view.id },
      await token(page),
    );
    expect(['CANCEL_WINDOW_CLOSED', 'CANCEL_NOT_ALLOWED']).toContain(refused.cancelReservationOrder.errors[0]?.code);
    console.info(
      `[window] ${closed ? 'a booking inside the cancel hours' : 'a demo order past its deadline'}: ${refused.cancelReservationOrder.errors[0]?.code}`,
    );
    await open(`/reservation-detail/${code}`);
    const card = page.locator(`[data-testid=reservation-card][data-code="${code}"]`);
    await card.waitFor();
    expect(await card.getByTestId('cancel-btn').count()).toBe(0);
    await snap(page, 'reservation-detail-window-closed');
  });
});

describe('venue reservation', () => {
  test('in French and English each reservation day chip grows to its words ("Non réservable", "4300 restantes")', async ({
    page,
    open,
  }) => {
    // the place whose days carry the longest words: the most places left, or a day not bookable
    const DAYS = `query($kind: PlaceKind!) { places(kind: $kind, first: 50) { edges { node { id detailPath ... on ScenicArea { reservation { days { state remaining } } } ... on Venue { reservation { days { state remaining } } } } } } }`;
    const places: Json[] = [];
    for (const kind of ['SCENIC_AREA', 'VENUE']) places.push(...(await gql(DAYS, { kind })).places.edges.map((e: Json) => e.node));
    const width = (p: Json) =>
      Math.max(
        0,
        ...(p.reservation?.days ?? []).map((d: Json) => (d.state === 'NOT_BOOKABLE' ? 14 : String(d.remaining ?? '').length + 10)),
      );
    const widest = places.filter((p) => p.reservation?.days?.length).sort((a, b) => width(b) - width(a))[0];
    if (!widest) throw new Error('no demo place with reservation days');
    for (const lang of ['fr', 'en']) {
      await open(`${widest.detailPath}?lang=${lang}`);
      const cells = page.getByTestId('reserve-day');
      await cells.first().waitFor();
      await expect.poll(() => cells.first().getByTestId('reserve-day-state').innerText()).not.toMatch(/[\u4e00-\u9fff]/);
      const overflowing = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('[data-testid=reserve-day]')]
          .filter((b) => b.scrollWidth > b.clientWidth)
          .map((b) => b.innerText.replace(/\s+/g, ' ')),
      );
      expect(overflowing, `${lang} ${widest.detailPath}`).toEqual([]);
    }
    await open(`${widest.detailPath}?lang=zh`);
    await expect.poll(() => page.getByTestId('reserve-day-state').first().innerText()).toMatch(/[\u4e00-\u9fff]/);
  });

  test('the reservation days show their state; booking the small library day slot by slot until it is full and disabled', async ({
    page,
    open,
    pageErrors,
  }) => {
    const found = await gql('{ searchPlaces(keyword: "成都图书馆", kind: VENUE, first: 5) { edges { node { id upstreamId name } } } }');
    const venue = found.searchPlaces.edges.map((e: Json) => e.node).find((v: Json) => v.name === '成都图书馆');
    expect(venue).toBeTruthy();
    const DAYS = `query($id: ID!) { node(id: $id) { ... on Venue { reservation { days { date weekday state bookable timeSlots { id remaining capacity bookable } } } } } }`;
    const days = (await gql(DAYS, { id: venue.id })).node.reservation.days as Json[];
    const day = days.find((d, i) => i > 0 && d.bookable && d.timeSlots.every((s: Json) => s.remaining === s.capacity));
    expect(day).toBeTruthy();
    const detail = `/venues-detail/${venue.upstreamId}`;
    await open(detail);
    await page.getByTestId('reserve-section').waitFor();
    const cells = page.getByTestId('reserve-day');
    expect(await cells.count()).toBe(7);
    for (const d of days) {
      const cell = page.locator(`[data-testid=reserve-day][data-date="${d.date}"]`);
      expect(await cell.isDisabled(), d.date).toBe(!d.bookable);
      if (d.state === 'STOPPED') expect(await cell.getByTestId('reserve-day-state').innerText()).toBe('停止预约');
    }
    await page.getByTestId('reserve-section').scrollIntoViewIfNeeded();
    await snap(page, 'venue-reserve-days');

    await signIn(page, sys().upstreamUrl, '13911120003', { open, returnTo: detail });
    for (let k = 0; k < day!.timeSlots.length; k += 1) {
      const slot = day!.timeSlots[k];
      await page.locator(`[data-testid=reserve-day][data-date="${day!.date}"]`).click();
      await page.getByTestId('appointment-order').waitFor();
      const choice = page.getByTestId('slot-choice').nth(k);
      await choice.click();
      for (let i = 1; i < slot.remaining; i += 1) await page.getByTestId('seat-plus').click();
      expect(Number(await page.getByTestId('seat-value').innerText())).toBe(slot.remaining);
      expect(await page.getByTestId('seat-plus').isDisabled()).toBe(true);
      await page.getByTestId('contact-name').fill('王五');
      await page.getByTestId('contact-phone').fill('13912345678');
      if (k === 0) await snap(page, 'appointment-order');
      await page.getByTestId('order-submit').click();
      await page.getByTestId('booking-success').waitFor();
      expect(await page.getByTestId('success-title').innerText()).toBe('预约成功');
      await open(detail);
      await page.getByTestId('reserve-section').waitFor();
    }
    const full = page.locator(`[data-testid=reserve-day][data-date="${day!.date}"]`);
    expect(await full.getAttribute('data-state')).toBe('FULL');
    expect(await full.isDisabled()).toBe(true);
    expect(await full.getByTestId('reserve-day-state').innerText()).toBe('已约满');
    await page.getByTestId('reserve-section').scrollIntoViewIfNeeded();
    await snap(page, 'venue-day-full');
    expect(pageErrors).toEqual([]);
  });
});

describe('reviewing a completed order', () => {
  test('the review link appears once the order is used; the review is posted with stars; the link disappears', async ({ page, open }) => {
    await signIn(page, sys().upstreamUrl, '13911120004', { open, returnTo: '/user' });
    const tok = await token(page);
    const activity = await cancellableActivity();
    const session = activity.sessions.find((s: Json) => s.bookable);
    const booked = await gql(
      `mutation($in: BookActivityInput!) { bookActivity(input: $in) { order { orderCode } errors { code } } }`,
      { in: { activityId: activity.id, sessionId: session.id, seats: 1, contactName: '赵六', contactPhone: '13912345678' } },
      tok,
    );
    expect(booked.bookActivity.errors).toEqual([]);
    const code = booked.bookActivity.order.orderCode as string;
    await open('/user-reservation?status=TO_BE_USED&orderType=CONTENT_TYPE_ACTIVITY');
    const card = page.locator(`[data-testid=reservation-card][data-code="${code}"]`);
    await card.waitFor();
    expect(await card.getByTestId('review-link').count()).toBe(0);

    await sys().dev.useOrder(code);
    await open('/user-reservation?status=COMPLETED&orderType=CONTENT_TYPE_ACTIVITY');
    // The list of the new tab replaces the old one once loaded: wait for the completed card.
    await page.locator(`[data-testid=reservation-card][data-code="${code}"][data-status=COMPLETED]`).waitFor();
    expect(await card.getByTestId('order-status').innerText()).toBe('已完成');
    await card.getByTestId('review-link').click();
    await page.getByTestId('reservation-write').waitFor();
    await page.getByTestId('comment-box').waitFor();
    // the sheet slides up: tap its button once it stands still (mid-slide a tap can miss it)
    await animationsDone(page);
    // Empty text: the comment box's own validation.
    await page.getByTestId('comment-submit').click();
    expect(await page.getByTestId('comment-error').innerText()).toBe('请输入评论内容');
    await page.locator('.stars--input .stars__star').nth(4).click();
    await page.getByTestId('comment-text').fill('讲解细致，秩序井然，推荐！');
    await snap(page, 'reservation-write');
    await page.getByTestId('comment-submit').click();
    await page.getByTestId('user-reservation').waitFor();
    await card.waitFor();
    expect(await card.getByTestId('review-link').count()).toBe(0);
    await snap(page, 'user-reservation-reviewed');
  });
});

describe('activity rooms', () => {
  test('the time choice of an activity room (/time-choice): its bookable dates → a free slot of a later day → order page → success → the order under my reservations', async ({
    page,
    open,
    pageErrors,
  }) => {
    const date = openDayAhead(2, sys().now());
    const rooms = (
      await gql(
        `query($d: String!) { activityRooms(first: 50) { edges { node { id upstreamId name points price needsReview bookableDates timeSlots(date: $d) { id bookable startTime endTime } } } } }`,
        { d: date },
      )
    ).activityRooms.edges.map((e: Json) => e.node);
    // A free room without points (a new user has none) with at least one free slot that day.
    const room = rooms.find((r: Json) => r.points === 0 && r.price === 0 && r.timeSlots?.some((s: Json) => s.bookable));
    expect(room, 'a free room with a free slot').toBeTruthy();
    const slot = room.timeSlots.find((s: Json) => s.bookable);
    const detail = `/time-choice/${room.upstreamId}`;
    await signIn(page, sys().upstreamUrl, '13911120005', { open, returnTo: detail });
    await page.getByTestId('time-choice').waitFor();
    expect(await page.getByTestId('room-name').innerText()).toBe(room.name);
    // The date picker offers the gateway's reservation window, today first.
    expect(await page.getByTestId('room-date').evaluateAll((els) => els.map((e) => e.getAttribute('data-date')))).toEqual(
      room.bookableDates,
    );
    expect(await page.getByTestId('room-date').first().getAttribute('aria-selected')).toBe('true');
    await page.locator(`[data-testid=room-date][data-date="${date}"]`).click();
    const choice = page.getByTestId('room-slot').filter({ hasText: `${slot.startTime}–${slot.endTime}` });
    await choice.waitFor();
    await page.waitForFunction(
      (t) =>
        !document.querySelector(`[data-testid=room-slot]:disabled`) ||
        [...document.querySelectorAll('[data-testid=room-slot]')].some(
          (b) => b.textContent?.includes(t) && !(b as HTMLButtonElement).disabled,
        ),
      `${slot.startTime}–${slot.endTime}`,
    );
    await choice.click();
    expect(await choice.getAttribute('aria-pressed')).toBe('true');
    await snap(page, 'time-choice-slot');
    // Book: the integrity check passes (no dialog) → the order page with the chosen slot.
    await page.getByTestId('room-book').click();
    await page.getByTestId('room-order').waitFor();
    expect(await page.getByTestId('chosen-slot').innerText()).toBe(`${slot.startTime}–${slot.endTime}`);
    await page.getByTestId('order-submit').click();
    expect(await page.locator('.form-error[role=alert]').first().innerText()).toBe('请填写使用用途');
    await page.getByTestId('room-purpose').fill('社区读书分享会');
    await page.getByTestId('contact-name').fill('孙七');
    await page.getByTestId('contact-phone').fill('13912345678');
    await snap(page, 'room-order');
    await page.getByTestId('order-submit').click();
    await page.getByTestId('booking-success').waitFor();
    await expect.poll(() => page.url()).toContain('/order-success/');
    const code = await page.getByTestId('success-code').innerText();
    expect(await page.getByTestId('success-title').innerText()).toBe(room.needsReview ? '预约已提交，等待审核' : '预约成功');
    await snap(page, 'room-success');
    await page.getByTestId('to-reservations').click();
    await page.getByTestId('user-reservation').waitFor();
    const card = page.locator(`[data-testid=reservation-card][data-code="${code}"]`);
    await card.waitFor();
    expect(await card.getByTestId('order-resource').innerText()).toBe(room.name);
    expect(await card.locator('.order-card__kind').innerText()).toBe('活动室预约');
    // The detail page loads the order by its code.
    await card.getByTestId('order-open').click();
    await page.getByTestId('reservation-detail').waitFor();
    await expect.poll(() => page.url()).toContain(`/reservation-detail/${code}`);
    // The slot is taken now.
    await open(detail);
    await page.locator(`[data-testid=room-date][data-date="${date}"]`).click();
    await page.waitForFunction(
      (t) =>
        [...document.querySelectorAll('[data-testid=room-slot]')].some(
          (b) => b.textContent?.includes(t) && b.getAttribute('data-state') === 'BOOKED',
        ),
      `${slot.startTime}–${slot.endTime}`,
    );
    expect(pageErrors).toEqual([]);
  });

  test('a user barred for missed bookings gets the integrity dialog ("book activity room") before the room order page', async ({
    page,
    open,
  }) => {
    const date = openDayAhead(3, sys().now());
    const rooms = (
      await gql(
        `query($d: String!) { activityRooms(first: 50) { edges { node { id upstreamId timeSlots(date: $d) { id bookable } } } } }`,
        { d: date },
      )
    ).activityRooms.edges.map((e: Json) => e.node);
    const room = rooms.find((r: Json) => r.timeSlots?.some((s: Json) => s.bookable));
    const detail = `/time-choice/${room.upstreamId}`;
    await signIn(page, sys().upstreamUrl, '13800000003', { open, returnTo: detail });
    await page.getByTestId('time-choice').waitFor();
    await page.locator(`[data-testid=room-date][data-date="${date}"]`).click();
    await page.locator('[data-testid=room-slot]:enabled').first().click();
    await page.getByTestId('room-book').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(/您已失约3次，当前诚信分为60分，.+期间无法预约活动室。/).waitFor();
    await animationsDone(page); // the dialog's fade-in has ended
    await snap(page, 'room-integrity-short-term');
    await dialog.getByRole('button', { name: '我的诚信' }).click();
    await page.getByTestId('user-credit').waitFor();
    expect(await page.getByTestId('room-order').count()).toBe(0);
  });
});

describe('custom and third-party reservations', () => {
  test('a custom-mode day opens its QR code dialog or its link behind the disclaimer', async ({ page, open, pageErrors }) => {
    const Q = `{ places(kind: VENUE, first: 50) { edges { node { id upstreamId name ... on Venue { reservation { mode days { date bookable link linkType } } } } } }
      scenic: places(kind: SCENIC_AREA, first: 50) { edges { node { id upstreamId name ... on ScenicArea { reservation { mode days { date bookable link linkType } } } } } } }`;
    const data = await gql(Q);
    const all = [
      ...data.places.edges.map((e: Json) => ({ ...e.node, route: 'venues-detail' })),
      ...data.scenic.edges.map((e: Json) => ({ ...e.node, route: 'scenic-detail' })),
    ];
    const custom = all.filter((p: Json) => p.reservation?.mode === 'CUSTOM');
    expect(custom.length).toBeGreaterThan(0);
    const days = custom.flatMap((p: Json) =>
      p.reservation.days.filter((d: Json) => d.bookable && d.link).map((d: Json) => ({ place: p, day: d })),
    );
    const qr = days.find((x: Json) => x.day.linkType === 'QR_CODE');
    const link = days.find((x: Json) => x.day.linkType === 'LINK');
    expect(qr ?? link, 'a bookable custom day with a link or a QR code').toBeTruthy();
    if (qr) {
      await open(`/${qr.place.route}/${qr.place.upstreamId}`);
      await page.getByTestId('reserve-section').waitFor();
      expect(await page.getByTestId('reservation').getAttribute('data-mode')).toBe('CUSTOM');
      await page.locator(`[data-testid=reserve-day][data-date="${qr.day.date}"]`).click();
      const dialog = page.getByTestId('qr-dialog');
      await dialog.waitFor();
      expect(await dialog.locator('img').getAttribute('src')).toBe(qr.day.link);
      await settled(page); // the dialog's fade-in has ended, its code's picture has loaded
      await snap(page, 'custom-day-qr');
    }
    if (link) {
      await open(`/${link.place.route}/${link.place.upstreamId}`);
      await page.getByTestId('reserve-section').waitFor();
      const before = page.url();
      await page.locator(`[data-testid=reserve-day][data-date="${link.day.date}"]`).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText(/即将离开.+第三方网站/).waitFor();
      await animationsDone(page); // the dialog's fade-in has ended
      await snap(page, 'custom-day-link-disclaimer');
      await dialog.getByRole('button', { name: '取消' }).click();
      await expect.poll(() => page.url()).toBe(before);
    }
    console.info(`[custom] QR ${qr ? 'yes' : 'no'}, link ${link ? 'yes' : 'no'}`);
    expect(pageErrors).toEqual([]);
  });

  test('a third-party reservation order fetches its identity on tap, asks through the disclaimer, then leaves with identity, site id and return address', async ({
    page,
    open,
  }) => {
    await signIn(page, sys().upstreamUrl, '13800000005', { open, returnTo: '/user-reservation' });
    await page.getByTestId('user-reservation').waitFor();
    // venue orders by default; the kind chips lead to the third-party ones
    expect(await page.locator('[data-testid=reservation-kinds] [aria-current=page]').getAttribute('data-kind')).toBe('VENUE');
    await page.locator('[data-testid=reservation-kinds] [data-kind=THIRD_PARTY]').click();
    await page.waitForURL(/orderType=CONTENT_TYPE_TRIPARTITE/);
    const orders = (
      await gql(
        '{ viewer { user { reservationOrders(kind: THIRD_PARTY, first: 10) { edges { node { orderCode externalUrl } } } } } }',
        {},
        await token(page),
      )
    ).viewer.user.reservationOrders.edges.map((e: Json) => e.node);
    expect(orders.length).toBeGreaterThan(0);
    const card = page.locator(`[data-testid=reservation-card][data-code="${orders[0].orderCode}"]`);
    await card.waitFor();
    expect(await card.locator('.order-card__kind').innerText()).toBe('第三方预约');
    const identityCalls = async () => (await sys().dev.calls()).calls.filter((c) => c.path === 'user/api/identity/getIdentity').length;
    // The identity is fetched when the card is tapped (spec), not with the list.
    await sys().dev.resetCalls();
    await page.reload();
    await card.waitFor();
    expect(await identityCalls()).toBe(0);
    const before = page.url();
    await card.getByTestId('order-open').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(/即将离开.+第三方网站/).waitFor();
    expect(await identityCalls()).toBe(1);
    await animationsDone(page); // the dialog's fade-in has ended
    await snap(page, 'third-party-order-disclaimer');
    await dialog.getByRole('button', { name: '取消' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => page.url()).toBe(before);
    expect(page.url()).not.toContain('partner.example.cn');
    // Confirming leaves for the partner's page with the identity, the site id and the way back appended.
    await page.route(/partner\.example\.cn/, (route) => route.fulfill({ contentType: 'text/html', body: '<h1>partner</h1>' }));
    await card.getByTestId('order-open').click();
    await dialog.getByRole('button', { name: '确定' }).click();
    await page.waitForURL(/partner\.example\.cn/);
    const left = new URL(page.url());
    expect(left.searchParams.get('identity')).toBeTruthy();
    expect(left.searchParams.get('returnUrl')).toBe('/user-reservation');
    expect(left.searchParams.get('siteId')).toBeTruthy();
  });
});

describe('an appointment order without a day', () => {
  test('/appointment-order/{id} opens on the first bookable day with a day picker; another day is picked and booked', async ({
    page,
    open,
  }) => {
    const found = await gql('{ searchPlaces(keyword: "成都图书馆", kind: VENUE, first: 5) { edges { node { id upstreamId name } } } }');
    const venue = found.searchPlaces.edges.map((e: Json) => e.node).find((v: Json) => v.name === '成都图书馆');
    const DAYS = `query($id: ID!) { node(id: $id) { ... on Venue { reservation { days { date bookable timeSlots { bookable } } } } } }`;
    const days = (await gql(DAYS, { id: venue.id })).node.reservation.days as Json[];
    const first = days.find((d) => d.bookable) as Json;
    const other = days.find((d) => d.bookable && d.date !== first.date && d.timeSlots.some((s: Json) => s.bookable)) as Json;
    expect(first && other).toBeTruthy();

    await signIn(page, sys().upstreamUrl, '13911120007', { open, returnTo: `/appointment-order/${venue.upstreamId}` });
    await page.getByTestId('appointment-order').waitFor();
    expect(await page.getByTestId('order-date').innerText()).toContain(first.date);
    const picker = page.getByTestId('day-choice');
    expect(await picker.count()).toBe(days.length);
    await page.locator(`[data-testid=day-choice][data-date="${other.date}"]`).click();
    await expect.poll(() => page.getByTestId('order-date').innerText()).toContain(other.date);
    await page.getByTestId('contact-name').fill('王五');
    await page.getByTestId('contact-phone').fill('13912345678');
    await snap(page, 'appointment-order-day-picker');
    await page.getByTestId('order-submit').click();
    await page.getByTestId('booking-success').waitFor();
    const mine = await gql(
      '{ viewer { user { reservationOrders(first: 1, kind: VENUE) { edges { node { startsAt resourceName } } } } } }',
      {},
      await token(page),
    );
    const order = mine.viewer.user.reservationOrders.edges[0].node;
    expect(order.resourceName).toBe('成都图书馆');
    expect(order.startsAt.slice(0, 10)).toBe(other.date);
  });
});

describe('the cancel deadline passing (runs last: moves both clocks)', () => {
  test('cancel button before the deadline; after both clocks pass it: no button, the deadline shown as passed, a crafted cancel refused', async ({
    page,
    open,
  }) => {
    await signIn(page, sys().upstreamUrl, '13911120006', { open, returnTo: '/user' });
    const tok = await token(page);
    // The cancellable activity whose deadline comes first (the session must outlive the move).
    const list = (await activities()).filter(
      (x) =>
        x.mode === 'FREE_BOOKING' &&
        x.bookingButton === 'BOOK' &&
        x.cancelPolicy.cancellable &&
        x.cancelPolicy.hoursBeforeStart != null &&
        x.sessions?.some((s: Json) => s.bookable) &&
        Date.parse(x.useStartsAt) - x.cancelPolicy.hoursBeforeStart * HOUR > sys().now() + 10 * 60_000,
    );
    list.sort(
      (a, b) =>
        Date.parse(a.useStartsAt) -
        a.cancelPolicy.hoursBeforeStart * HOUR -
        (Date.parse(b.useStartsAt) - b.cancelPolicy.hoursBeforeStart * HOUR),
    );
    const activity = list[0];
    expect(activity, 'a cancellable activity whose window is still open').toBeTruthy();
    const session = activity!.sessions.find((s: Json) => s.bookable);
    const booked = await gql(
      `mutation($in: BookActivityInput!) { bookActivity(input: $in) { order { id orderCode canCancel cancelDeadline } errors { code } } }`,
      { in: { activityId: activity!.id, sessionId: session.id, seats: 1, contactName: '周八', contactPhone: '13912345678' } },
      tok,
    );
    expect(booked.bookActivity.errors).toEqual([]);
    const order = booked.bookActivity.order;
    expect(order.canCancel).toBe(true);
    const detail = `/reservation-detail/${order.orderCode}`;
    await open(detail);
    const card = page.locator(`[data-testid=reservation-card][data-code="${order.orderCode}"]`);
    await card.waitFor();
    expect(await card.getByTestId('cancel-btn').count()).toBe(1);
    expect(await page.getByTestId('cancel-deadline').getAttribute('data-passed')).toBe('false');

    // Both clocks move to two minutes past the deadline (the gateway follows the upstream's dev clock).
    const clock = await sys().dev.clock();
    await sys().dev.advanceClock(Date.parse(order.cancelDeadline) - clock.now + 2 * 60_000);
    await page.reload();
    await card.waitFor();
    expect(await card.getByTestId('cancel-btn').count()).toBe(0);
    expect(await card.getAttribute('data-status')).not.toBe('CANCELLED');
    const deadline = page.getByTestId('cancel-deadline');
    expect(await deadline.getAttribute('data-passed')).toBe('true');
    expect(await deadline.innerText()).toContain('已过取消截止时间');
    await snap(page, 'reservation-detail-deadline-passed');

    // A crafted cancel from the page (its own session): refused, with the localized message.
    const crafted = await page.evaluate(
      async ({ id, token }) => {
        const res = await fetch('/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-token': token },
          body: JSON.stringify({
            query:
              'mutation($id: ID!) { cancelReservationOrder(input: { orderId: $id }) { order { status canCancel } errors { code field message } } }',
            variables: { id },
          }),
        });
        return res.json();
      },
      { id: order.id, token: tok },
    );
    expect(crafted.data.cancelReservationOrder.errors).toEqual([
      { code: 'CANCEL_WINDOW_CLOSED', field: 'orderId', message: '已超过可取消时间' },
    ]);
    expect(crafted.data.cancelReservationOrder.order).toMatchObject({ status: 'TO_BE_USED', canCancel: false });
  });
});
