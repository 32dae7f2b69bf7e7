import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { signIn, snap, useSystem } from './harness';

const { test, sys } = useSystem();

/** A real small PNG (4x4, opaque red), as a phone's photo would arrive. */
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000004000000040802000000269309290000001049444154789c63f8cfc000470cc47100ae930ff1d05f239e0000000049454e44ae426082',
  'hex',
);

const toast = (page: Page) => page.getByTestId('toast');

/** Types into an editor's field (its old value replaced) and saves. */
async function edit(page: Page, testId: string, value: string): Promise<void> {
  const input = page.getByTestId(testId);
  await input.fill('');
  await input.fill(value);
  await page.getByTestId('profile-save').click();
}

describe('the profile', () => {
  test('edit the nickname and signature, set a new avatar; bad email and ID number are refused under their field', async ({
    page,
    open,
  }) => {
    await signIn(page, sys().upstreamUrl, '13800000001', { open, returnTo: '/user' });
    await page.getByTestId('user-page').waitFor();
    // the counts: the demo user's orders on the site and their followers
    await expect.poll(async () => Number(await page.getByTestId('count-orders').locator('dd').innerText())).toBeGreaterThan(0);
    expect(await page.getByTestId('count-fans').locator('dd').innerText()).toBe('4');
    await snap(page, 'profile-user-counts');

    // the hero opens the profile
    await page.getByTestId('profile-link').click();
    await page.getByTestId('profile-page').waitFor();
    expect(await page.getByTestId('row-identity-value').innerText()).toBe('李蓉 5101**********1237');

    // nickname: the counter shows the gateway's limit; saved, back on /user-data with the new name
    await page.getByTestId('row-nickname').click();
    await page.getByTestId('profile-edit-nickname').waitFor();
    expect(await page.getByTestId('input-nickname').inputValue()).toBe('蓉城旅人');
    await expect.poll(() => page.getByTestId('counter').innerText()).toBe('4/20');
    await edit(page, 'input-nickname', '锦官城漫步者');
    await page.getByTestId('profile-page').waitFor();
    await toast(page).getByText('保存成功').waitFor();
    await expect.poll(() => page.getByTestId('row-nickname-value').innerText()).toBe('锦官城漫步者');

    // signature, from the more page
    await page.getByTestId('link-more').click();
    await page.getByTestId('profile-more').waitFor();
    await page.getByTestId('row-signature').click();
    await page.getByTestId('profile-edit-signature').waitFor();
    await edit(page, 'input-signature', '宽窄巷子里喝一杯盖碗茶');
    await page.getByTestId('profile-page').waitFor();
    await open('/user-data-more');
    await expect.poll(() => page.getByTestId('row-signature-value').innerText()).toBe('宽窄巷子里喝一杯盖碗茶');

    // a bad email: the gateway's words under the field, nothing changed
    await page.getByTestId('row-email').click();
    await page.getByTestId('profile-edit-email').waitFor();
    await edit(page, 'input-email', 'traveller@');
    await expect.poll(() => page.getByTestId('error-email').innerText()).toBe('请输入正确的邮箱地址');
    await snap(page, 'profile-email-error');
    await expect.poll(() => page.getByTestId('input-email').getAttribute('aria-invalid')).toBe('true');
    await open('/user-data-more');
    await expect.poll(() => page.getByTestId('row-email-value').innerText()).toBe('rongcheng.traveller@example.cn');

    // an ID number with a wrong check character: refused under the number, the stored one stays
    await open('/user-id-card');
    await page.getByTestId('profile-edit-id-card').waitFor();
    await edit(page, 'input-idNumber', '510104199003071238');
    await expect.poll(() => page.getByTestId('error-idNumber').innerText()).toBe('身份证号校验位不正确，请核对');
    await open('/user-data');
    await expect.poll(() => page.getByTestId('row-identity-value').innerText()).toBe('李蓉 5101**********1237');

    // the avatar: a picture picked, scaled, uploaded, then made the avatar
    const before = await page.getByTestId('profile-avatar').locator('img').getAttribute('src');
    await page.getByTestId('avatar-file').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await toast(page).getByText('头像已更新').waitFor();
    await expect.poll(() => page.getByTestId('profile-avatar').locator('img').getAttribute('src')).toContain('uploads');
    expect(await page.getByTestId('profile-avatar').locator('img').getAttribute('src')).not.toBe(before);
    await snap(page, 'profile-data');

    // what is not a picture is refused on the device
    await page.getByTestId('avatar-file').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect.poll(() => page.getByTestId('avatar-error').innerText()).toBe('请选择图片文件');

    // the personal centre shows the new name and avatar
    await open('/user');
    await expect.poll(() => page.getByTestId('user-nickname').innerText()).toBe('锦官城漫步者');
    await expect.poll(() => page.getByTestId('profile-link').locator('img').getAttribute('src')).toContain('uploads');
  });

  test('a verified name and ID number show read-only, with the way to the verification', async ({ page, open }) => {
    await signIn(page, sys().upstreamUrl, '13800000003', { open, returnTo: '/user-id-card' });
    const card = page.getByTestId('profile-identity-verified');
    await card.waitFor();
    expect(await card.innerText()).toContain('5101**********341X');
    expect(await page.getByTestId('input-idNumber').count()).toBe(0);
    await card.getByRole('link').click();
    await page.getByTestId('real-name').waitFor();
  });
});
