import { describe, expect } from 'vitest';
import { newMobileContext, signIn, useSystem } from './harness';
import { graphCall, tokenOf as tokenOfPhone } from './graph';
import { expectAccessible } from './axe';
import { inspect, report } from './layoutCheck';

/**
 * Write-off at the gate in the browser against the real upstream and gateway: a visitor books
 * the small library through the graph; on the day, the Chengdu gate staff signs in in another
 * context (in English, on a 320 px phone), reaches the gate from the personal centre, types the
 * voucher's code, sees the order and writes it off; the visitor's voucher shows used; a second
 * try says when and where it was used.
 */
const { test, sys } = useSystem();

const STAFF = '13700000101';
const VISITOR = '13800000061';

/** A GraphQL call to the gateway on the Chengdu site, as `token`'s user when given. */
const gql = <T>(query: string, variables: Record<string, unknown>, token?: string): Promise<T> =>
  graphCall<T>(sys().gatewayUrl, query, variables, { token, site: 'site510100' });

const tokenOf = (phone: string): Promise<string> => tokenOfPhone(sys(), phone, 'site510100');

interface Booked {
  orderCode: string;
  verificationCode: string;
  startsAt: string;
}

/** The visitor books one place of a day ahead at the small library. */
async function bookLibrary(token: string): Promise<Booked> {
  const list = await fetch(`${sys().upstreamUrl}/res/api/venue/list?siteCode=site510100&pageSize=50`);
  const lib = ((await list.json()) as { datas: { id: string; name: string }[] }).datas.find((v) => v.name === '成都图书馆')!.id;
  const r = await gql<{
    node: { id: string; reservation: { days: { date: string; bookable: boolean; timeSlots: { id: string; bookable: boolean }[] }[] } };
  }>(
    `query($id: ID!) { node: nodeByUpstreamId(type: "Venue", upstreamId: $id) { id ... on Venue { reservation {
      days { date bookable timeSlots { id bookable } } } } } }`,
    { id: lib },
  );
  const day = r.node.reservation.days.find((d, i) => i > 0 && d.bookable && d.timeSlots.some((s) => s.bookable))!;
  const slot = day.timeSlots.find((s) => s.bookable)!;
  const booked = await gql<{ reserveDay: { order: Booked } }>(
    `mutation($input: ReserveDayInput!) { reserveDay(input: $input) { order { orderCode verificationCode startsAt } errors { code } } }`,
    { input: { resourceId: r.node.id, date: day.date, timeSlotId: slot.id, seats: 1, contactName: '赵六', contactPhone: VISITOR } },
    token,
  );
  return booked.reserveDay.order;
}

describe('write-off at the gate', () => {
  test('staff types the code, sees the order and writes it off; the voucher shows used; a second try says when and where', async ({
    page,
    open,
  }) => {
    const booked = await bookLibrary(await tokenOf(VISITOR));
    // The day comes: half an hour before the slot (also more than a minute after the visitor's sign-in).
    await sys().dev.advanceClock(Date.parse(booked.startsAt) - 30 * 60_000 - sys().now());

    const staffContext = await newMobileContext(sys());
    try {
      const staff = await staffContext.newPage();
      staff.setDefaultTimeout(20_000);
      await staff.setViewportSize({ width: 320, height: 640 });
      const openStaff = (path: string) => staff.goto(`${sys().gatewayUrl}/#${path}`).then(() => undefined);
      await openStaff('/user?siteCode=site510100&lang=EN');
      await staff.getByTestId('link-cancellation').waitFor();
      await signIn(staff, sys().upstreamUrl, STAFF, { open: openStaff, returnTo: '/user' });
      await staff.getByTestId('link-write-off').click();
      await staff.getByTestId('write-off-gate').waitFor();
      // The entry opens the first gate; the library is among "my gates".
      await staff.getByRole('link', { name: '成都图书馆' }).click();
      await staff.waitForURL((url) => url.hash.startsWith('#/write-off/CONTENT_TYPE_VENUE/'));
      await staff.getByRole('heading', { name: '成都图书馆' }).waitFor();
      expect(await staff.getByTestId('write-off-today').innerText()).toBe('0');
      const problems: string[] = [];
      report(await inspect(staff), 'gate (EN, 320 px)', problems);

      // A code that does not exist, then the visitor's.
      await staff.getByTestId('write-off-code').fill('000000000000');
      await staff.getByTestId('write-off-find').click();
      expect(await staff.getByTestId('write-off-lookup-error').innerText()).toBe('No voucher has this code.');
      await staff.getByTestId('write-off-code').fill(booked.verificationCode);
      await staff.getByTestId('write-off-find').click();
      await staff.getByTestId('write-off-detail').waitFor();
      expect(await staff.getByTestId('write-off-who').innerText()).toContain('赵六');
      expect(await staff.getByTestId('write-off-state').getAttribute('data-status')).toBe('TO_BE_USED');
      report(await inspect(staff), 'order at the gate (EN, 320 px)', problems);
      await staff.getByTestId('write-off-submit').click();
      await staff.getByTestId('write-off-done').waitFor();
      await expect.poll(() => staff.getByTestId('write-off-state').getAttribute('data-status')).toBe('COMPLETED');
      // A second try: refused with when and where.
      await staff.getByTestId('write-off-submit').click();
      const refused = staff.getByTestId('write-off-error');
      await refused.waitFor();
      expect(await refused.innerText()).toContain('This voucher has already been used.');
      expect(await staff.getByTestId('write-off-error-used').innerText()).toMatch(/^Used .+ at 成都图书馆$/);
      report(await inspect(staff), 'refused write-off (EN, 320 px)', problems);
      expect(problems).toEqual([]);
      await expectAccessible(staff, 'order at the gate, refused');

      // The gate counts it today.
      await staff.goBack();
      await staff.reload();
      await expect.poll(() => staff.getByTestId('write-off-today').innerText()).toBe('1');
    } finally {
      await staffContext.close();
    }

    // The visitor's voucher is used.
    await open('/user');
    await signIn(page, sys().upstreamUrl, VISITOR, { open, returnTo: `/reservation-detail/${booked.orderCode}` });
    const voucher = page.getByTestId('voucher');
    await voucher.waitFor();
    expect(await voucher.getAttribute('data-usable')).toBe('false');
  });
});
