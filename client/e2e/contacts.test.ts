import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { signIn, snap, useSystem } from './harness';
import { graphCall } from './graph';

/**
 * Regular contacts in the browser against the real upstream and gateway: the list from the
 * personal centre (masked numbers), adding and editing one, a wrong ID check character shown
 * under the number field (nothing added), booking an activity for the contact chosen on the
 * booking form (the order shows the contact's name), saving the typed person as a contact from
 * the booking form, deleting a contact.
 */
const { test, sys } = useSystem();

type Json = Record<string, any>;

const gql = (query: string, variables: Json = {}): Promise<Json> => graphCall<Json>(sys().gatewayUrl, query, variables);

/** Free activities without review, open with seats. */
async function bookableActivities(): Promise<Json[]> {
  const list = await gql(
    '{ activities(first: 50) { edges { node { upstreamId mode needsReview bookingButton remainingSeats sessions { bookable } } } } }',
  );
  const found = list.activities.edges
    .map((e: Json) => e.node)
    .filter(
      (a: Json) =>
        a.mode === 'FREE_BOOKING' &&
        !a.needsReview &&
        a.bookingButton === 'BOOK' &&
        a.remainingSeats >= 2 &&
        a.sessions?.some((s: Json) => s.bookable),
    );
  expect(found.length, 'two free activities open for booking').toBeGreaterThanOrEqual(2);
  return found;
}

const row = (page: Page, name: string) =>
  page.getByTestId('contact-row').filter({ has: page.getByTestId('contact-row-name').getByText(name, { exact: true }) });

async function fillForm(page: Page, values: { name: string; number: string; phone: string }): Promise<void> {
  await page.getByTestId('contact-form').waitFor();
  await page.getByTestId('contact-form-name').fill(values.name);
  await page.getByTestId('contact-form-type').selectOption('ID_CARD');
  await page.getByTestId('contact-form-number').fill(values.number);
  await page.getByTestId('contact-form-phone').fill(values.phone);
}

describe('regular contacts', () => {
  test('add (masked in the list), edit, a wrong check character under the number, book for the contact, delete', async ({
    page,
    open,
    pageErrors,
  }) => {
    await signIn(page, sys().upstreamUrl, '13800000001', { open, returnTo: '/user' });
    await page.getByTestId('link-contacts').click();
    await page.getByTestId('contact-list').waitFor();
    expect(await page.getByTestId('contact-row').count()).toBe(3);
    await snap(page, 'contact-regular');

    // Add: back on the list, the number and the phone show masked.
    await page.getByTestId('contact-add').click();
    await fillForm(page, { name: '钱七', number: '510723198501010012', phone: '13655554444' });
    await page.getByTestId('contact-form-save').click();
    await row(page, '钱七').waitFor();
    expect(await row(page, '钱七').getByTestId('contact-row-number').innerText()).toBe('5107**********0012');
    expect(await row(page, '钱七').getByTestId('contact-row-phone').innerText()).toBe('136****4444');
    expect(await page.getByTestId('contact-list').innerText()).not.toContain('510723198501010012');

    // Edit: the number field is empty with the masked number as its placeholder; only the name changes.
    await row(page, '钱七').getByTestId('contact-edit').click();
    await page.getByTestId('contact-form').waitFor();
    expect(await page.getByTestId('contact-form-name').inputValue()).toBe('钱七');
    expect(await page.getByTestId('contact-form-number').inputValue()).toBe('');
    expect(await page.getByTestId('contact-form-number').getAttribute('placeholder')).toContain('5107**********0012');
    await page.getByTestId('contact-form-name').fill('钱七七');
    await page.getByTestId('contact-form-save').click();
    await row(page, '钱七七').waitFor();
    expect(await row(page, '钱七七').getByTestId('contact-row-number').innerText()).toBe('5107**********0012');

    // A wrong check character: the gateway's words under the number field, and nothing added.
    await page.getByTestId('contact-add').click();
    await fillForm(page, { name: '孙八', number: '510723198501010013', phone: '13655553333' });
    await page.getByTestId('contact-form-save').click();
    expect(await page.getByTestId('contact-form-number-error').innerText()).toBe('身份证号码校验位不正确，请核对');
    await snap(page, 'contact-form-error');
    await open('/contact-regular');
    await row(page, '钱七七').waitFor();
    expect(await page.getByTestId('contact-row').count()).toBe(4);
    expect(await row(page, '孙八').count()).toBe(0);

    // Book an activity for the contact chosen from the sheet: the order shows the contact's name.
    const [activity, another] = await bookableActivities();
    await open(`/activity-order/${activity!.upstreamId}`);
    await page.getByTestId('activity-order').waitFor();
    await page.getByTestId('choose-contact').click();
    const sheet = page.getByTestId('contact-picker');
    await sheet.getByTestId('contact-option').filter({ hasText: '钱七七' }).click();
    await page.getByTestId('contact-chosen').getByText('钱七七').waitFor();
    expect(await page.getByTestId('contact-chosen').innerText()).toContain('136****4444');
    await snap(page, 'activity-order-contact');
    await page.getByTestId('order-submit').click();
    await page.getByTestId('booking-success').waitFor();
    expect(await page.getByTestId('voucher-visitors').innerText()).toContain('钱七七');

    // "Save as a regular contact" on the booking form: the certificate it needs is checked first
    // (the error under the number, nothing booked), then the typed person is saved and booked.
    await open(`/activity-order/${another!.upstreamId}`);
    await page.getByTestId('activity-order').waitFor();
    await page.getByTestId('contact-name').fill('周九');
    await page.getByTestId('contact-phone').fill('13677778888');
    await page.getByTestId('save-as-contact').check();
    await page.getByTestId('save-contact-type').selectOption('ID_CARD');
    await page.getByTestId('save-contact-number').fill('110105197609150021');
    await page.getByTestId('order-submit').click();
    expect(await page.getByTestId('save-contact-number-error').innerText()).toBe('身份证号码校验位不正确，请核对');
    await snap(page, 'activity-order-save-contact');
    await page.getByTestId('save-contact-number').fill('110105197609150020');
    await page.getByTestId('order-submit').click();
    await page.getByTestId('booking-success').waitFor();
    expect(await page.getByTestId('voucher-visitors').innerText()).toContain('周九');
    await open('/contact-regular');
    await row(page, '周九').waitFor();
    expect(await row(page, '周九').getByTestId('contact-row-number').innerText()).toBe('1101**********0020');

    // Delete, after confirming.
    await open('/contact-regular');
    await row(page, '钱七七').getByTestId('contact-delete').click();
    await page.getByRole('dialog').locator('.dialog__btn--primary').click();
    await row(page, '钱七七').waitFor({ state: 'detached' });
    expect(await page.getByTestId('contact-row').count()).toBe(4);
    expect(pageErrors).toEqual([]);
  });
});
