import { describe, expect } from 'vitest';
import { animationsDone, signIn, useSystem } from './harness';
import { inspect, report } from './layoutCheck';

/**
 * A narrator booked with the group leader picked from the regular contacts, in the browser against
 * the real upstream and gateway (in French on a 320 px phone): the visitor opens the contacts sheet
 * from the order form, picks a contact, sees its name, masked phone and masked ID number in place of
 * the typed fields, books, and the success page shows the leader's ID number masked. A leader typed
 * by hand gives an ID number beside the name and phone: a wrong one is refused under its field in
 * the gateway's words, and the right one is booked and shown masked.
 */
const { test, sys } = useSystem();

async function narratorPlace(): Promise<string> {
  const list = await fetch(`${sys().upstreamUrl}/res/api/scenic/list?siteCode=site510100&pageSize=50`);
  const ids = ((await list.json()) as { datas: { id: string }[] }).datas.map((p) => String(p.id));
  const res = await fetch(`${sys().upstreamUrl}/res/api/guideService/byPlaces?siteCode=site510100&placeIds=${ids.join(',')}`);
  const services = ((await res.json()) as { datas: { placeId: string; narrator: string }[] }).datas;
  return services.find((s) => s.narrator === '1')!.placeId;
}

describe('a narrator with the group leader from the contacts', () => {
  test('pick the leader from the contacts sheet and book', async ({ page, open }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    const problems: string[] = [];
    const placeId = await narratorPlace();
    await open('/user?siteCode=site510100&lang=FRENCH');
    await signIn(page, sys().upstreamUrl, '13800000001', { open, returnTo: `/narrator-order/${placeId}` });
    await expect.poll(() => page.url()).toMatch(new RegExp(`#/narrator-order/${placeId}$`));
    await page.getByTestId('narrator-order').waitFor();
    await page.getByTestId('narrator-day').nth(3).click();
    await page.getByTestId('narrator-slot').nth(1).click();

    await page.getByTestId('choose-contact').click();
    const sheet = page.getByTestId('contact-picker');
    await sheet.getByTestId('contact-option').first().waitFor();
    await animationsDone(page);
    const option = sheet.getByTestId('contact-option').first();
    const name = await option.locator('.contact-picker__name').innerText();
    await option.click();
    const chosen = page.getByTestId('contact-chosen');
    await chosen.getByText(name).waitFor();
    expect(await page.getByTestId('contact-name').count()).toBe(0);
    const certificate = await page.getByTestId('contact-chosen-certificate').innerText();
    expect(certificate).toMatch(/^\w{2,4}\*+\w{2,4}$/);
    expect(await chosen.innerText()).toMatch(/\d{3}\*{4}\d{4}/);
    report(await inspect(page), 'narrator order, leader from the contacts (FRENCH, 320 px)', problems);
    await page.getByTestId('order-submit').click();

    await expect.poll(() => page.url(), { timeout: 15_000 }).toMatch(/#\/interpretation-success\/[^/]+\/narrator$/);
    await page.getByTestId('guide-success').waitFor();
    expect(await page.getByTestId('guide-success-leader').innerText()).toContain(certificate);
    report(await inspect(page), 'narrator booked (FRENCH, 320 px)', problems);
    expect(problems).toEqual([]);
  });

  test('type the leader with an ID number: a wrong one is refused under its field, the right one is booked', async ({ page, open }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    const problems: string[] = [];
    const placeId = await narratorPlace();
    await open('/user?siteCode=site510100&lang=FRENCH');
    await signIn(page, sys().upstreamUrl, '13800000003', { open, returnTo: `/narrator-order/${placeId}` });
    await expect.poll(() => page.url()).toMatch(new RegExp(`#/narrator-order/${placeId}$`));
    await page.getByTestId('narrator-order').waitFor();
    await page.getByTestId('narrator-day').nth(2).click();
    await page.getByTestId('narrator-slot').nth(1).click();
    await page.getByTestId('contact-name').fill('Zhang Wei');
    await page.getByTestId('contact-phone').fill('13900000043');
    const idNumber = page.getByTestId('leader-id-number');
    // the check character of 11010519491231002 is X
    await idNumber.fill('110105194912310022');
    await page.getByTestId('order-submit').click();
    const error = page.getByTestId('leader-id-error');
    await error.waitFor();
    expect(await error.innerText()).toMatch(/pièce|numéro|contrôle/i);
    expect(await idNumber.getAttribute('aria-invalid')).toBe('true');
    expect(page.url()).toMatch(new RegExp(`#/narrator-order/${placeId}$`));
    report(await inspect(page), 'narrator order, a typed leader with a wrong ID number (FRENCH, 320 px)', problems);

    await idNumber.fill('11010519491231002x');
    await expect.poll(() => error.count()).toBe(0);
    await page.getByTestId('order-submit').click();
    await expect.poll(() => page.url(), { timeout: 15_000 }).toMatch(/#\/interpretation-success\/[^/]+\/narrator$/);
    await page.getByTestId('guide-success').waitFor();
    expect(await page.getByTestId('guide-success-leader').innerText()).toContain('1101**********002X');
    expect(problems).toEqual([]);
  });
});
