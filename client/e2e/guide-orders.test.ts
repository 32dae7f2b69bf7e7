import { describe, expect } from 'vitest';
import { signIn, useSystem } from './harness';
import { inspect, report } from './layoutCheck';

/**
 * Guide services in the browser against the real upstream and gateway: a visitor books a narrator
 * from a scenic area's page (day, slot, language, group, note), lands on the success page with the
 * narrator assigned and finds the order in my reservations; another visitor, in English on a
 * 320 px phone, books a venue's interpretation session from the venue's page and opens the order.
 */
const { test, sys } = useSystem();

interface Row {
  id: string;
  name: string;
}

async function upstreamList(path: string, query: Record<string, string>): Promise<Row[]> {
  const res = await fetch(`${sys().upstreamUrl}/${path}?${new URLSearchParams({ pageSize: '50', ...query }).toString()}`);
  return ((await res.json()) as { datas: Row[] }).datas;
}

/** The site's places of a kind with what guide services they offer (the upstream's one call). */
async function offering(siteCode: string, path: string): Promise<{ narrator: string[]; sessions: string[] }> {
  const ids = (await upstreamList(path, { siteCode })).map((p) => String(p.id));
  const services = (await upstreamList('res/api/guideService/byPlaces', { siteCode, placeIds: ids.join(',') })) as unknown as {
    placeId: string;
    narrator: string;
    sessionNum: string;
  }[];
  return {
    narrator: services.filter((s) => s.narrator === '1').map((s) => s.placeId),
    sessions: services.filter((s) => Number(s.sessionNum) > 0).map((s) => s.placeId),
  };
}

describe('guide services', () => {
  test('a visitor books a narrator from a scenic area page, sees the success page and the order in my reservations', async ({
    page,
    open,
  }) => {
    const scenicId = (await offering('site510100', 'res/api/scenic/list')).narrator[0]!;
    await open('/user?siteCode=site510100&lang=CN');
    await signIn(page, sys().upstreamUrl, '13800000071', { open, returnTo: `/scenic-detail/${scenicId}` });
    await expect.poll(() => page.url()).toMatch(new RegExp(`#/scenic-detail/${scenicId}`));
    await page.getByTestId('place-detail').waitFor();
    await page.getByTestId('narrator-entry').click();
    await expect.poll(() => page.url()).toMatch(new RegExp(`#/narrator-order/${scenicId}$`));
    await page.getByTestId('narrator-order').waitFor();
    await expect.poll(() => page.getByTestId('narrators').getByRole('listitem').count()).toBe(4);

    await page.getByTestId('narrator-day').nth(2).click();
    await page.getByTestId('narrator-slot').first().click();
    await page.locator('[data-testid="narrator-language"][data-language="EN"]').click();
    await expect
      .poll(() => page.locator('[data-testid="narrator-language"][data-language="EN"]').getAttribute('aria-checked'))
      .toBe('true');
    await page.getByTestId('seat-plus').click();
    await page.getByTestId('seat-plus').click();
    await page.getByTestId('narrator-note').fill('有两位老人');
    await page.getByTestId('contact-name').fill('王五');
    await page.getByTestId('contact-phone').fill('13800000071');
    await page.getByTestId('order-submit').click();

    await expect.poll(() => page.url(), { timeout: 15_000 }).toMatch(/#\/interpretation-success\/[^/]+\/narrator$/);
    const success = page.getByTestId('guide-success');
    await success.waitFor();
    // A narrator at a scenic area is priced: the order waits for payment.
    await expect.poll(() => success.getAttribute('data-status')).toBe('AWAITING_PAYMENT');
    expect(await page.getByTestId('guide-success-title').innerText()).toBe('预约已提交，请尽快支付');
    await page.getByTestId('guide-success-narrator').waitFor();
    const code = await page.getByTestId('guide-success-code').innerText();

    await page.getByTestId('guide-my-orders').click();
    await expect.poll(() => page.url()).toMatch(/#\/user-reservation\?orderType=CONTENT_TYPE_NARRATOR/);
    const card = page.locator(`[data-testid="reservation-card"][data-code="${code}"]`);
    await card.waitFor();
    expect(await card.getAttribute('data-status')).toBe('AWAITING_PAYMENT');
    expect(await page.locator('[data-kind="NARRATOR"][aria-current="page"]').count()).toBe(1);
  });

  test('a visitor books an interpretation session from a venue page, in English at 320 px', async ({ page, open }) => {
    const venueId = (await offering('site450300', 'res/api/venue/list')).sessions[0]!;
    await page.setViewportSize({ width: 320, height: 640 });
    await open('/user?siteCode=site450300&lang=EN');
    await signIn(page, sys().upstreamUrl, '13800000072', { open, returnTo: `/venues-detail/${venueId}` });
    await expect.poll(() => page.url()).toMatch(new RegExp(`#/venues-detail/${venueId}`));
    const sessions = page.getByTestId('interpretation-sessions');
    await sessions.waitFor();
    await expect.poll(() => sessions.getByTestId('session-link').count()).toBe(3);
    await page.getByTestId('sessions-more').click();
    await expect.poll(() => sessions.getByTestId('session-link').count()).toBe(6);
    const problems: string[] = [];
    report(await inspect(page), 'venue page with sessions (EN, 320 px)', problems);

    await sessions.locator('[data-testid="session-link"][data-bookable="true"]').first().click();
    await expect.poll(() => page.url()).toMatch(/#\/interpretation-order\/\d+$/);
    await page.getByTestId('interpretation-order').waitFor();
    expect(await page.getByTestId('session-left').innerText()).toMatch(/^\d+ places left$/);
    report(await inspect(page), 'interpretation order (EN, 320 px)', problems);
    await page.getByTestId('contact-name').fill('Lin Mei');
    await page.getByTestId('contact-phone').fill('1380000007');
    await page.getByTestId('order-submit').click();
    await page.getByTestId('contact-phone-error').waitFor();
    await page.getByTestId('contact-phone').fill('13800000072');
    await page.getByTestId('seat-plus').click();
    await page.getByTestId('order-submit').click();

    await expect.poll(() => page.url(), { timeout: 15_000 }).toMatch(/#\/interpretation-success\/[^/]+\/interpretation$/);
    await page.getByTestId('guide-success').waitFor();
    await expect.poll(() => page.getByTestId('guide-success').getAttribute('data-status')).toBe('TO_BE_USED');
    expect(await page.getByTestId('guide-success-title').innerText()).toBe('Session booked');
    report(await inspect(page), 'interpretation success (EN, 320 px)', problems);
    const code = await page.getByTestId('guide-success-code').innerText();

    await page.getByTestId('guide-order-link').click();
    await expect.poll(() => page.url()).toMatch(new RegExp(`#/reservation-detail/${code}`));
    await page.getByTestId('voucher').waitFor();
    report(await inspect(page), 'the order (EN, 320 px)', problems);
    expect(problems).toEqual([]);
  });
});
