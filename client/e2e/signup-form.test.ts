import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { signIn, snap, useSystem } from './harness';

/**
 * Activity sign-up forms in the browser against the real upstream and gateway: the Chengdu site's
 * form activity's Sign up opens its form; an ID number with a wrong check character is refused
 * inline on its field in the site's words, the valid one with the SMS code joins: the success page
 * shows what was joined and the answers, and the viewer's orders list the order. The form fits a
 * 320 px phone in English.
 */
const { test, sys } = useSystem();
/** The Chengdu site's sign-up form activity (the first of the live demo sites'). */
const CHENGDU_FORM = '80941';

/** The English site's sign-up form activity, by its name in the upstream's list. */
async function englishForm(): Promise<string> {
  const res = await fetch(`${sys().upstreamUrl}/res/api/activity/getActivityList?siteCode=site450300&token=&pageSize=50`);
  const list = (await res.json()) as { datas: { id: string; name: string }[] };
  return list.datas.find((a) => a.name.includes('(sign-up form)'))!.id;
}

async function fitsPhone(page: Page, where: string) {
  const [scrollWidth, innerWidth] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(scrollWidth, `${where}: ${scrollWidth}px wide on a ${innerWidth}px screen`).toBeLessThanOrEqual(innerWidth);
}

const field = (page: Page, type: string) => page.getByTestId(`signup-field-${type}`);

describe('activity sign-up form', () => {
  test('an invalid then a valid ID number: the success page and the order', async ({ page, open }) => {
    await signIn(page, sys().upstreamUrl, '13911180001', { open, returnTo: `/activity-detail/${CHENGDU_FORM}?siteCode=site510100` });
    await page.getByTestId('book-btn').click();
    await page.getByTestId('signup-form').waitFor();
    await field(page, 'TEXT').fill('张三');
    await field(page, 'PHONE').fill('13911180002');
    await field(page, 'ID_NUMBER').fill('110105194912310021');
    await field(page, 'NUMBER').fill('30');
    await page.getByTestId('signup-field').nth(4).getByTestId('signup-choice').nth(1).click();
    const sent = (await sys().dev.clock()).now;
    await page.getByTestId('signup-send-code').click();
    const code = await sys().dev.smsCode('13911180002', { sentAfter: sent, waitMs: 5000 });
    await page.getByTestId('signup-code').fill(code);
    await page.getByTestId('signup-submit').click();
    const error = page.getByTestId('signup-error');
    await error.waitFor();
    expect(await error.innerText()).toBe('身份证号校验位不正确，请检查是否输错');
    await snap(page, 'signup-invalid-id');

    await field(page, 'ID_NUMBER').fill('11010519491231002X');
    await page.getByTestId('signup-submit').click();
    await page.getByTestId('signup-success').waitFor();
    const success = await page.getByTestId('signup-success').innerText();
    expect(success).toContain('非遗研学营报名');
    expect(success).toContain('1101**********002X');
    expect(success).toContain('传统戏剧');
    await snap(page, 'signup-success');

    await page.getByTestId('signup-my-orders').click();
    await page.getByTestId('reservation-card').first().waitFor();
    await expect.poll(async () => (await page.getByTestId('reservation-card').allInnerTexts()).join('\n')).toContain('非遗研学营报名');
  });

  test('the form fits a 320 px phone in English', async ({ page, open }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await open('/index?siteCode=site450300&lang=EN');
    await signIn(page, sys().upstreamUrl, '13911180011', {
      open,
      returnTo: `/activity-write/${await englishForm()}/-?siteCode=site450300&lang=EN`,
    });
    await page.getByTestId('signup-form').waitFor();
    await page.getByText('ID number').first().waitFor();
    await fitsPhone(page, '/activity-write EN');
  });
});
