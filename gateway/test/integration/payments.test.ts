import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toGlobalId } from '../../src/core/relay/global-id.ts';
import type { Language } from '../../src/core/language.ts';
import { orderErrorTexts } from '../../src/domains/orders/messages.ts';
import { clientOf, startHarness } from './harness.ts';
import type { Harness } from './harness.ts';

/**
 * Paying and the voucher, end to end against the real reference upstream: a paid booking
 * awaits payment with its price and deadline; payReservationOrder starts a payment at the
 * (simulated) provider and pays nothing; the provider's page confirms, its signed notification
 * makes the order TO_BE_USED with a verification code and a voucher; forged and replayed
 * notifications change nothing; the return address is checked; an unpaid order closes at its
 * deadline (seats back); paying a closed or paid order is refused with typed errors in five
 * languages; the shop's and ZYTF's "to pay" orders.
 */
let h: Harness;
const MIN = 60_000;
const PORTAL = 'https://portal.example-region.cn';

const { gql, ok } = clientOf(() => h);

const ORDER = `id orderCode status statusCode price seats startsAt endsAt canPay canCancel paymentDeadline paymentMethod paidAt createdAt verificationCode
  voucher { code usable visitors contactName contactPhone startsAt endsAt placeName address location { longitude latitude } mapPath phone entryNotes }`;
const BOOK = `mutation($in: BookActivityInput!) { bookActivity(input: $in) { order { ${ORDER} } errors { code message } } }`;
const PAY = `mutation($in: PayReservationOrderInput!) { payReservationOrder(input: $in) {
  order { ${ORDER} } payment { tradeNo payUrl amount method expiresAt } errors { code field message } } }`;
const ORDER_BY_CODE = `query($c: String!) { viewer { user { reservationOrder(orderCode: $c) { ${ORDER} } } } }`;
const ACTIVITY = 'query($id: ID!) { node(id: $id) { ... on Activity { remainingSeats sessions { id remaining } } } }';
const PAID_ACTIVITY = toGlobalId('Activity', 80010);
const contact = { contactName: '赵六', contactPhone: '13912345678' };

const returnUrl = (path: string) => `${h.gatewayUrl}/#${path}`;

async function book(token: string, seats = 2): Promise<any> {
  const session = (await ok(ACTIVITY, { id: PAID_ACTIVITY })).node.sessions[0];
  const booked = (await ok(BOOK, { in: { activityId: PAID_ACTIVITY, sessionId: session.id, seats, ...contact } }, token)).bookActivity;
  expect(booked.errors).toEqual([]);
  return booked.order;
}

const orderOf = async (token: string, code: string) => (await ok(ORDER_BY_CODE, { c: code }, token)).viewer.user.reservationOrder;
const confirmAt = (payUrl: string) => fetch(`${payUrl}/confirm`, { method: 'POST', redirect: 'manual' });
const notify = (body: string) =>
  fetch(`${h.upstreamUrl}/user/api/pay/notify?siteCode=site510100`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body,
  }).then((r) => r.json() as Promise<{ code: number; message: string }>);

const LANGUAGES: Language[] = ['CN', 'EN', 'FRENCH', 'JAPANESE', 'KOREAN'];

/** The refusal's message in each of the five languages is the domain's text. */
async function refusedInFiveLanguages(
  input: Record<string, unknown>,
  token: string,
  code: 'ORDER_CLOSED' | 'ALREADY_PAID' | 'RETURN_URL_NOT_ALLOWED',
): Promise<void> {
  for (const language of LANGUAGES) {
    const res = (await ok(PAY, { in: input }, token, language)).payReservationOrder;
    expect(res.payment).toBeNull();
    expect(res.errors, language).toEqual([expect.objectContaining({ code, message: orderErrorTexts[language][code] })]);
  }
}

beforeAll(async () => {
  h = await startHarness({ timeoutMs: 15_000, cors: { allowedOrigins: [PORTAL] } });
}, 120_000);

afterAll(async () => {
  await h?.close();
});

describe('the payment deadline', () => {
  // First in the file: no other unpaid order of the tests closes with it.
  it('closes an unpaid order at its deadline: CLOSED, seats back, paying refused (ORDER_CLOSED), listed under CLOSED and not under AWAITING_PAYMENT', async () => {
    const token = await h.signIn('13911130006');
    const before = (await ok(ACTIVITY, { id: PAID_ACTIVITY })).node.remainingSeats;
    const order = await book(token, 2);
    expect((await ok(ACTIVITY, { id: PAID_ACTIVITY })).node.remainingSeats).toBe(before - 2);
    const LIST = `query($s: ReservationStatus) { viewer { user { reservationOrders(status: $s, first: 50) { edges { node { orderCode status price } } } } } }`;
    const toPay = (await ok(LIST, { s: 'AWAITING_PAYMENT' }, token)).viewer.user.reservationOrders.edges.map((e: any) => e.node);
    expect(toPay).toContainEqual({ orderCode: order.orderCode, status: 'AWAITING_PAYMENT', price: 136 });
    try {
      await h.dev.advanceClock(15 * MIN + 1_000);
      const closed = await orderOf(token, order.orderCode);
      expect(closed).toMatchObject({
        status: 'CLOSED',
        statusCode: 14,
        canPay: false,
        canCancel: false,
        paymentDeadline: null,
        voucher: null,
      });
      expect((await ok(ACTIVITY, { id: PAID_ACTIVITY })).node.remainingSeats).toBe(before);
      await refusedInFiveLanguages({ orderId: order.id }, token, 'ORDER_CLOSED');
      const cancel = (
        await ok(`mutation($id: ID!) { cancelReservationOrder(input: { orderId: $id }) { errors { code } } }`, { id: order.id }, token)
      ).cancelReservationOrder;
      expect(cancel.errors).toEqual([{ code: 'CANCEL_NOT_ALLOWED' }]);
      const closedTab = (await ok(LIST, { s: 'CLOSED' }, token)).viewer.user.reservationOrders.edges.map((e: any) => e.node);
      expect(closedTab).toContainEqual({ orderCode: order.orderCode, status: 'CLOSED', price: 136 });
      expect(
        (await ok(LIST, { s: 'AWAITING_PAYMENT' }, token)).viewer.user.reservationOrders.edges.map((e: any) => e.node.orderCode),
      ).not.toContain(order.orderCode);
    } finally {
      await h.dev.resetClock();
    }
  });
});

describe('a paid booking', () => {
  it('awaits payment with its price and deadline; paying starts a payment and pays nothing; the provider confirms it', async () => {
    const token = await h.signIn('13911130001');
    const order = await book(token, 2);
    expect(order).toMatchObject({
      status: 'AWAITING_PAYMENT',
      statusCode: 0,
      price: 136,
      seats: 2,
      canPay: true,
      canCancel: true,
      verificationCode: null,
      voucher: null,
      paymentMethod: null,
    });
    expect(Date.parse(order.paymentDeadline) - Date.parse(order.createdAt)).toBe(15 * MIN);

    const back = returnUrl(`/reservation-detail/${order.orderCode}`);
    const started = (await ok(PAY, { in: { orderId: order.id, method: 'ALIPAY', returnUrl: back } }, token)).payReservationOrder;
    expect(started.errors).toEqual([]);
    expect(started.payment).toMatchObject({ amount: 136, method: 'ALIPAY', expiresAt: order.paymentDeadline });
    expect(started.payment.payUrl).toBe(`${h.upstreamUrl}/paygate/trade/${started.payment.tradeNo}`);
    // The contract change: the order is not paid by the mutation.
    expect(started.order).toMatchObject({ status: 'AWAITING_PAYMENT', canPay: true, paidAt: null });

    const page = await (await fetch(started.payment.payUrl)).text();
    expect(page).toContain('¥136.00');
    expect(page).toContain(order.orderCode);
    const confirmed = await confirmAt(started.payment.payUrl);
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toBe(back);

    const paid = await orderOf(token, order.orderCode);
    expect(paid).toMatchObject({ status: 'TO_BE_USED', canPay: false, paymentMethod: 'ALIPAY', paymentDeadline: null });
    expect(paid.paidAt).toBeTruthy();
    expect(paid.startsAt).toBeTruthy();
    expect(paid.verificationCode).toMatch(/^\d{12}$/);
    expect(paid.voucher).toMatchObject({
      code: paid.verificationCode,
      usable: true,
      visitors: 2,
      contactName: '赵六',
      contactPhone: '139****5678',
      placeName: '川菜烹饪大师课',
      startsAt: paid.startsAt,
      endsAt: paid.endsAt,
      entryNotes: expect.stringContaining('烹饪教室'),
    });
    expect(paid.voucher.address).toMatch(/\S/);
    expect(paid.voucher.location).toEqual({ longitude: expect.any(Number), latitude: expect.any(Number) });
    expect(paid.voucher.mapPath).toBe(
      `/open-map/${paid.voucher.location.longitude}/${paid.voucher.location.latitude}/${encodeURIComponent('川菜烹饪大师课')}/${encodeURIComponent(paid.voucher.address)}`,
    );
    // Stable: the same code on every read; the voucher list of the consumption-code page holds it.
    expect((await orderOf(token, order.orderCode)).verificationCode).toBe(paid.verificationCode);
    const usable = (
      await ok(
        `{ viewer { user { reservationOrders(status: TO_BE_USED, first: 50) { edges { node { orderCode voucher { code usable } } } } } } }`,
        {},
        token,
      )
    ).viewer.user.reservationOrders.edges.map((e: any) => e.node);
    expect(usable).toContainEqual({ orderCode: order.orderCode, voucher: { code: paid.verificationCode, usable: true } });

    // Paying it again: ALREADY_PAID, in five languages.
    await refusedInFiveLanguages({ orderId: order.id }, token, 'ALREADY_PAID');
  });

  it("refuses a return address on another origin before asking the upstream; the app's and an allowed CORS origin are fine", async () => {
    const token = await h.signIn('13911130002');
    const order = await book(token, 1);
    await h.dev.resetCalls();
    await refusedInFiveLanguages(
      { orderId: order.id, returnUrl: 'https://evil.example/#/reservation-detail/x' },
      token,
      'RETURN_URL_NOT_ALLOWED',
    );
    const refused = await gql(PAY, { in: { orderId: order.id, returnUrl: 'javascript:alert(1)' } }, token);
    expect(refused.data?.payReservationOrder.errors).toEqual([
      expect.objectContaining({ code: 'RETURN_URL_NOT_ALLOWED', field: 'returnUrl' }),
    ]);
    expect((await h.dev.calls()).calls.map((c) => c.path)).not.toContain('user/api/activityOrder/pay');
    for (const url of [returnUrl(`/reservation-detail/${order.orderCode}`), `${PORTAL}/orders/${order.orderCode}`]) {
      const res = (await ok(PAY, { in: { orderId: order.id, returnUrl: url } }, token)).payReservationOrder;
      expect(res.errors).toEqual([]);
      const trades = await h.dev.control<Array<{ returnUrl: string; status: string }>>('GET', `pay/trades?orderCode=${order.orderCode}`);
      expect(trades[0]).toMatchObject({ returnUrl: url, status: 'WAIT' });
    }
  });

  it("a forged Host header does not make its host a return address (the app's origins are configured, never read from a request)", async () => {
    const token = await h.signIn('13911130009');
    const order = await book(token, 1);
    const body = JSON.stringify({
      query: PAY,
      variables: { in: { orderId: order.id, returnUrl: 'http://evil.example/#/reservation-detail/x' } },
    });
    const gateway = new URL(h.gatewayUrl);
    const answer = await new Promise<string>((resolve, reject) => {
      const req = request(
        {
          host: gateway.hostname,
          port: gateway.port,
          path: '/graphql',
          method: 'POST',
          headers: { host: 'evil.example', 'content-type': 'application/json', 'x-token': token, 'x-site-code': 'site510100' },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () => resolve(text));
        },
      );
      req.on('error', reject);
      req.end(body);
    });
    const result = JSON.parse(answer) as { data: { payReservationOrder: { errors: unknown[]; payment: unknown } } };
    expect(result.data.payReservationOrder.errors).toEqual([
      expect.objectContaining({ code: 'RETURN_URL_NOT_ALLOWED', field: 'returnUrl' }),
    ]);
    expect(result.data.payReservationOrder.payment).toBeNull();
  });

  it('a forged or replayed provider notification changes nothing', async () => {
    const token = await h.signIn('13911130003');
    const other = await h.signIn('13911130004');
    const order = await book(token, 1);
    const unpaid = await book(other, 1);
    const started = (await ok(PAY, { in: { orderId: order.id } }, token)).payReservationOrder;
    expect((await confirmAt(started.payment.payUrl)).status).toBe(303);
    const [trade] = await h.dev.control<Array<{ notification: string }>>('GET', `pay/trades?orderCode=${order.orderCode}`);
    // Replayed as it was: refused.
    expect(await notify(trade!.notification)).toMatchObject({ code: 1, message: '重复通知' });
    // The same notification turned to another user's unpaid order: the signature no longer matches.
    const forged = new URLSearchParams(trade!.notification);
    forged.set('orderCode', unpaid.orderCode);
    forged.set('notifyId', '0123456789abcdef01234567');
    expect(await notify(forged.toString())).toMatchObject({ code: 1, message: '签名错误' });
    expect(await orderOf(other, unpaid.orderCode)).toMatchObject({ status: 'AWAITING_PAYMENT', paidAt: null, verificationCode: null });
    expect(await orderOf(token, order.orderCode)).toMatchObject({ status: 'TO_BE_USED' });
  });

  it('five payments started at once: only the last one can be paid, and the order is paid once', async () => {
    const token = await h.signIn('13911130005');
    const order = await book(token, 1);
    const started = await Promise.all(Array.from({ length: 5 }, () => ok(PAY, { in: { orderId: order.id } }, token)));
    const urls = started.map((s) => s.payReservationOrder.payment.payUrl as string);
    expect(new Set(urls).size).toBe(5);
    const answers = await Promise.all(urls.map((u) => confirmAt(u)));
    expect(answers.map((a) => a.status).sort()).toEqual([303, 409, 409, 409, 409]);
    const trades = await h.dev.control<Array<{ status: string }>>('GET', `pay/trades?orderCode=${order.orderCode}`);
    expect(trades.map((t) => t.status).sort()).toEqual(['CLOSED', 'CLOSED', 'CLOSED', 'CLOSED', 'PAID']);
    expect(await orderOf(token, order.orderCode)).toMatchObject({ status: 'TO_BE_USED' });
  });
});

describe('orders to pay in the other lists', () => {
  let demo = '';
  beforeAll(async () => {
    demo = await h.signIn('13800000001');
  });

  it('shop orders: awaitingPayment lists only TO_PAY orders, each with its amount and deadline', async () => {
    const SHOP = `query($p: Boolean) { viewer { user { shopOrders(awaitingPayment: $p, first: 50) { totalCount edges { node { status amount paymentDeadline } } } } } }`;
    const toPay = (await ok(SHOP, { p: true }, demo)).viewer.user.shopOrders;
    expect(toPay.totalCount).toBeGreaterThanOrEqual(7);
    for (const o of toPay.edges.map((e: any) => e.node)) {
      expect(o.status).toBe('TO_PAY');
      expect(o.amount).toBeGreaterThan(0);
      expect(Date.parse(o.paymentDeadline)).toBeGreaterThan(h.now());
    }
    const all = (await ok(SHOP, { p: false }, demo)).viewer.user.shopOrders;
    expect(all.totalCount).toBeGreaterThan(toPay.totalCount);
    expect(
      all.edges
        .map((e: any) => e.node)
        .filter((o: any) => o.status !== 'TO_PAY')
        .every((o: any) => o.paymentDeadline === null),
    ).toBe(true);
  });

  it('ZYTF orders to pay show their amount and are never free', async () => {
    const ZYTF = `query($s: AppointmentOrderStatus) { viewer { user { appointmentOrders(status: $s, first: 20) { edges { node { status amount isFree canPay } } } } } }`;
    const toPay = (await ok(ZYTF, { s: 'TO_PAY' }, demo)).viewer.user.appointmentOrders.edges.map((e: any) => e.node);
    expect(toPay.length).toBeGreaterThan(0);
    for (const o of toPay) expect(o).toMatchObject({ status: 'TO_PAY', isFree: false, canPay: true, amount: expect.any(Number) });
    expect(toPay.every((o: any) => o.amount > 0)).toBe(true);
  });
});
