import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { signIn, snap, useSystem } from './harness';

const { test, sys } = useSystem();

/** A tiny valid PNG (1x1): the face photo the front camera gives. */
const FACE = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000d49444154789c63f8cfc0f01f0005000201e2212bc80000000049454e44ae426082',
  'hex',
);

/** The provider's verdict comes this long after a submission (the reference upstream's real-name provider). */
const VERDICT_DELAY_MS = 30_000;

const stateHeading = (page: Page) => page.getByTestId('verification-state');

/** Fills the form and goes on to the confirmation page. */
async function fillForm(page: Page, name: string, idNumber: string): Promise<void> {
  await page.getByTestId('real-name-form').waitFor();
  await page.getByTestId('rn-name').fill(name);
  await page.getByTestId('rn-id-number').fill(idNumber);
  await page.getByTestId('rn-next').click();
  await page.getByTestId('real-name-message').waitFor();
  // the address (and so the browser's history) carries the masked values only
  expect(decodeURIComponent(page.url())).not.toContain(idNumber);
  expect(decodeURIComponent(page.url())).not.toContain(name);
}

/** Submits from the confirmation page and lands on the success page. */
async function submit(page: Page): Promise<void> {
  await page.getByTestId('rn-submit').click();
  await page.getByTestId('real-name-success').waitFor();
  await page.getByTestId('view-verification').click();
  await page.getByTestId('real-name').waitFor();
}

describe('real-name verification', () => {
  test('a bad number is refused under its field; submitted, under review, passed after the provider answers; cancelled; a listed number rejected with its reason; withdrawn while pending', async ({
    page,
    open,
    pageErrors,
  }) => {
    const dev = sys().dev;
    await signIn(page, sys().upstreamUrl, '13800000001', { open, returnTo: '/user' });
    await page.getByTestId('link-real-name').waitFor();
    await expect.poll(() => page.getByTestId('real-name-row-state').innerText()).toBe('未认证');
    await page.getByTestId('link-real-name').click();
    await expect.poll(() => stateHeading(page).innerText()).toBe('您还未进行实名认证');
    await page.getByTestId('verify-start').click();

    // A number whose check character is wrong: the confirmation shows it masked, the gateway refuses
    // it under the number field, and nothing reaches the upstream's verification service.
    await dev.resetCalls();
    await fillForm(page, '张晓蓉', '510107199203084526');
    expect(await page.getByTestId('confirm-name').innerText()).toBe('张**');
    expect(await page.getByTestId('confirm-id-number').innerText()).toBe('5101**********4526');
    await page.getByTestId('rn-submit').click();
    await page.getByTestId('error-idNumber').getByText('身份证号校验位不正确，请核对').waitFor();
    expect(await page.getByTestId('rn-name').inputValue(), 'what was typed stays').toBe('张晓蓉');
    await snap(page, 'real-name-form-error');
    expect((await dev.calls()).calls.filter((c) => c.path.includes('realNameAuth/set'))).toEqual([]);

    // The right number, and a face photo taken with the front camera.
    await page.getByTestId('rn-id-number').fill('510107199203084525');
    // the error goes as the number changes
    await expect.poll(() => page.getByTestId('error-idNumber').count()).toBe(0);
    await page.getByTestId('face-step').click();
    await page.getByTestId('face-recognition').waitFor();
    expect(await page.getByTestId('face-input').getAttribute('capture')).toBe('user');
    await page.getByTestId('face-input').setInputFiles({ name: 'face.png', mimeType: 'image/png', buffer: FACE });
    await page.getByTestId('face-photo').waitFor();
    await page.getByTestId('face-use').click();
    await page.getByTestId('face-step').getByText('已拍摄').waitFor();
    await page.getByTestId('rn-next').click();
    await page.getByTestId('real-name-message').getByText('已拍摄').waitFor();
    await submit(page);
    await expect.poll(() => stateHeading(page).innerText()).toBe('实名认证审核中');
    expect(await page.getByTestId('masked-id-number').innerText()).toBe('5101**********4525');

    // The provider answers 30 s later (the upstream's clock): passed, shown masked.
    await dev.advanceClock(VERDICT_DELAY_MS);
    await page.reload();
    await expect.poll(() => stateHeading(page).innerText()).toBe('您已完成实名认证');
    expect(await page.getByTestId('masked-name').innerText()).toBe('张**');
    await snap(page, 'real-name-passed');
    await open('/user');
    await expect.poll(() => page.getByTestId('real-name-row-state').innerText()).toBe('已认证');

    // Cancelled, after the confirm dialog: none again.
    await page.getByTestId('link-real-name').click();
    await page.getByTestId('cancel-verification').click();
    await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    await expect.poll(() => stateHeading(page).innerText()).toBe('您还未进行实名认证');

    // A number of the provider's list: rejected with its reason.
    await page.getByTestId('verify-start').click();
    await fillForm(page, '张晓蓉', '440300199001011238');
    await submit(page);
    await dev.advanceClock(VERDICT_DELAY_MS);
    await open('/real-name-unpass');
    await page.getByTestId('rejection-reason').getByText('该身份证已挂失').waitFor();
    await snap(page, 'real-name-rejected');

    // Tried again, then withdrawn while under review.
    await page.getByTestId('verify-again').click();
    await fillForm(page, '张晓蓉', '510104199001010019');
    await submit(page);
    await expect.poll(() => stateHeading(page).innerText()).toBe('实名认证审核中');
    await page.getByTestId('withdraw').click();
    await expect.poll(() => stateHeading(page).innerText()).toBe('您还未进行实名认证');
    await open('/user');
    await expect.poll(() => page.getByTestId('real-name-row-state').innerText()).toBe('未认证');
    expect(pageErrors).toEqual([]);
  });
});
