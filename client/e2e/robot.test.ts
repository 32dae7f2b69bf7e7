import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { snap, useSystem } from './harness';
import { expectAccessible } from './axe';

/**
 * The site robot in the browser against the real upstream and gateway: from the site's service
 * menu (智能客服) to the chat, a suggested question about a demo place answered with a link that
 * opens the place; a question it cannot answer offers the search; the page at 320 px in English.
 */
const { test } = useSystem();

async function fitsPhone(page: Page, where: string) {
  const [scrollWidth, innerWidth] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(scrollWidth, `${where}: ${scrollWidth}px wide on a ${innerWidth}px screen`).toBeLessThanOrEqual(innerWidth);
}

describe('the site robot', () => {
  test('ask the robot about a demo place and follow its link to the place; a question it cannot answer offers the search', async ({
    page,
    open,
    pageErrors,
  }) => {
    await open('/index?siteCode=site510100');
    await page.getByTestId('all-services').click();
    await page.getByTestId('services-grid').locator('button', { hasText: '智能客服' }).click();
    await page.getByTestId('robot').waitFor();
    await expect.poll(() => page.url()).toMatch(/#\/robot$/);
    expect(await page.getByTestId('robot-welcome').innerText()).toContain('小游');
    const about = page.getByTestId('robot-suggestion').filter({ hasText: '介绍一下' });
    const question = await about.innerText();
    const place = question.replace('介绍一下', '');
    await about.click();
    const answer = page.getByTestId('robot-answer').last();
    await answer.waitFor();
    expect(await page.getByTestId('robot-question').last().locator('.robot-bubble').innerText()).toBe(question);
    expect(await answer.innerText()).toContain(place);
    await snap(page, 'robot');
    await expectAccessible(page, 'robot chat', { bestPractice: true });
    await answer.getByTestId('robot-link').first().click();
    await page.getByTestId('place-detail').waitFor();
    expect(await page.locator('h1').first().innerText()).toBe(place);
    expect(pageErrors).toEqual([]);

    await page.goBack();
    await page.getByTestId('robot').waitFor();
    await page.getByTestId('robot-input').fill('火星上的天气怎么样');
    await page.getByTestId('robot-send').click();
    const none = page.getByTestId('robot-answer').last();
    await none.getByTestId('robot-search').waitFor();
    expect(await none.innerText()).toContain('这个问题我还没有学会');
    await none.getByTestId('robot-search').click();
    await page.getByTestId('search').waitFor();
    expect(decodeURIComponent(page.url())).toContain('keyword=火星上的天气怎么样');
  });

  test('the chat fits a 320 px phone in English, an answer with its links included', async ({ page, open }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await open('/robot?siteCode=site450300&lang=EN');
    await page.getByTestId('robot-welcome').waitFor();
    expect(await page.locator('h1').innerText()).toBe('Assistant');
    await page.getByTestId('robot-suggestion').filter({ hasText: 'Tell me about' }).click();
    await page.getByTestId('robot-link').first().waitFor();
    await fitsPhone(page, '/robot');
    await open('/robot?lang=CN');
    await page.getByText('智能客服').first().waitFor();
  });
});
