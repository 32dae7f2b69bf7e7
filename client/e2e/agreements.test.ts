import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { devClient } from '@ctp/upstream/dev-client';
import { useSystem } from './harness';

const { test, sys } = useSystem();

const SESSION_KEY = 'cloudUserInfo';
const storedSession = (page: Page) => page.evaluate((key) => localStorage.getItem(key), SESSION_KEY);

/**
 * Fills a registration page (phone, the SMS code read from the upstream's development channel)
 * as a person does; the agreement tick and the submit are the test's.
 */
async function fillRegistration(page: Page, phone: string): Promise<void> {
  const dev = devClient(sys().upstreamUrl);
  // one code per phone a minute: move the clock past the last one
  await dev.advanceClock(61_000);
  const asked = (await dev.clock()).now;
  await page.getByTestId('register-phone').pressSequentially(phone, { delay: 10 });
  await page.getByTestId('send-code').click();
  await page.getByText(/\d+s后重新获取/).waitFor();
  const code = await dev.smsCode(phone, { sentAfter: asked - 2000, waitMs: 5000 });
  await page.getByTestId('register-code').pressSequentially(code, { delay: 10 });
}

async function register(page: Page, open: (p: string) => Promise<void>, phone: string): Promise<void> {
  await open('/registered');
  await page.getByTestId('register-page').waitFor();
  await fillRegistration(page, phone);
  await page.getByTestId('register-agree').check();
  await page.getByTestId('register-submit').click();
  await page.getByTestId('toast').getByText('注册成功').waitFor();
}

describe('agreements, registration and account cancellation', () => {
  test('the sign-in page links to the registration agreement and the privacy policy', async ({ page, open }) => {
    await open('/login');
    await page.getByTestId('login-page').waitFor();
    await page.getByTestId('link-registration-agreement').click();
    await page.getByTestId('agreement-title').getByText('成都文旅云用户注册协议').waitFor();
    await page.getByTestId('agreement-body').getByText('四、账号注销').waitFor();
    await page.goBack();
    await page.getByTestId('link-privacy-agreement').click();
    await page.getByTestId('agreement-title').getByText('成都文旅云隐私政策').waitFor();
    await open('/publishing-agreement');
    await page.getByTestId('agreement-title').getByText('成都文旅云用户发布协议').waitFor();
  });

  test('a new phone registers on /registered only once the agreement is ticked; a known phone is told the account exists', async ({
    page,
    open,
  }) => {
    await open('/registered');
    await page.getByTestId('register-page').waitFor();
    await fillRegistration(page, '13966600001');
    await page.getByTestId('register-submit').click();
    await page.getByTestId('agree-error').getByText('请先阅读并勾选同意《用户注册协议》和《隐私政策》').waitFor();
    expect(await storedSession(page)).toBeNull();
    await page.getByTestId('register-agree').check();
    await expect.poll(() => page.getByTestId('agree-error').count()).toBe(0);
    await page.getByTestId('register-submit').click();
    await page.getByTestId('toast').getByText('注册成功').waitFor();
    await page.waitForFunction(() => location.hash === '#/index');
    expect(await storedSession(page)).toContain('139****0001');

    await page.evaluate((key) => localStorage.removeItem(key), SESSION_KEY);
    await open('/registered-h5');
    await page.getByTestId('register-page').waitFor();
    await fillRegistration(page, '13966600001');
    await page.getByTestId('register-agree').check();
    await page.getByTestId('register-submit').click();
    await page.getByTestId('toast').getByText('该手机号已注册，已为您登录').waitFor();
  });

  test('/registered-c refuses a wrong invitation code on its field and registers with the site’s code; the story form links the publishing agreement', async ({
    page,
    open,
  }) => {
    await open('/registered-c');
    await page.getByTestId('register-page').waitFor();
    await fillRegistration(page, '13966600002');
    await page.getByTestId('register-agree').check();
    await page.getByTestId('register-submit').click();
    await page.getByTestId('invite-error').getByText('请输入邀请码').waitFor();
    await page.getByTestId('register-invite').fill('WRONG2026');
    await page.getByTestId('register-submit').click();
    await page.getByTestId('invite-error').getByText('邀请码无效或已失效').waitFor();
    expect(await storedSession(page)).toBeNull();
    await page.getByTestId('register-invite').fill('CHENGDU2026');
    await page.getByTestId('register-submit').click();
    await page.getByTestId('toast').getByText('注册成功').waitFor();
    expect(await storedSession(page)).toContain('139****0002');

    // Signed in, the travel-note form names the publishing agreement and opens it.
    await open('/add-strategy/0');
    await page.getByTestId('story-form').waitFor();
    await page.getByTestId('publishing-agreement-line').getByTestId('link-publishing-agreement').click();
    await page.getByTestId('agreement-title').getByText('成都文旅云用户发布协议').waitFor();
  });

  test('a throwaway account is cancelled with its SMS code: home signed out, the old token refused, the phone registers again', async ({
    page,
    open,
  }) => {
    const phone = '13966600003';
    await register(page, open, phone);
    const oldSession = await storedSession(page);
    expect(oldSession).toBeTruthy();

    await open('/user');
    await page.getByTestId('user-profile').waitFor();
    await page.getByTestId('link-cancellation').click();
    await page.getByTestId('cancellation-page').waitFor();
    for (const loss of ['全部订单和预约记录', '积分和诚信记录', '收藏、点赞和关注', '志愿服务记录和时长']) {
      await page.getByTestId('cancellation-losses').getByText(loss).waitFor();
    }
    const dev = devClient(sys().upstreamUrl);
    await dev.advanceClock(61_000);
    const asked = (await dev.clock()).now;
    await page.getByTestId('send-code').click();
    await page.getByText(/\d+s后重新获取/).waitFor();
    const code = await dev.smsCode(phone, { sentAfter: asked - 2000, waitMs: 5000 });
    await page.getByTestId('cancellation-code').pressSequentially(code === '000000' ? '111111' : '000000', { delay: 10 });
    await page.getByTestId('cancellation-submit').click();
    await page.getByRole('dialog').getByRole('button', { name: '确认注销' }).click();
    await page.getByTestId('code-error').getByText('验证码错误').waitFor();
    await page.getByTestId('cancellation-code').fill(code);
    await page.getByTestId('cancellation-submit').click();
    await page.getByRole('dialog').getByRole('button', { name: '确认注销' }).click();
    await page.getByTestId('toast').getByText('注销成功').waitFor();
    await page.getByTestId('home').waitFor();
    expect(await storedSession(page)).toBeNull();

    // The old token, put back on the device (and the page loaded again, so the app reads it), is
    // refused: the app forgets it and the personal centre sends the person to sign in.
    await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [SESSION_KEY, oldSession!]);
    await open('/user');
    await page.reload();
    await page.getByTestId('login-page').waitFor();
    expect(decodeURIComponent(page.url())).toContain('redirect=/user');
    await expect.poll(() => storedSession(page)).toBeNull();

    // The phone registers again, as a new user.
    await register(page, open, phone);
    expect(await storedSession(page)).not.toBe(oldSession);
  });
});
