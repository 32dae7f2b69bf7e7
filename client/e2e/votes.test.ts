import { describe, expect } from 'vitest';
import { signIn, snap, useSystem } from './harness';
import { expectAccessible } from './axe';

/** Online votes in the browser — join a vote with a work, cast votes up to the vote's limit. */
const { test, sys } = useSystem();

/** A tiny valid PNG (1x1). */
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000d49444154789c63f8cfc0f01f0005000201e2212bc80000000049454e44ae426082',
  'hex',
);

describe('votes', () => {
  test('join a vote with a work (every missing item said by its field), then cast votes up to the day’s limit: the last is refused in the gateway’s words; my votes and my works', async ({
    page,
    open,
    pageErrors,
  }) => {
    await signIn(page, sys().upstreamUrl, '13900000141', { open, returnTo: '/online-vote' });
    await page.getByTestId('vote-card').first().waitFor();
    expect(await page.getByTestId('vote-card').first().getAttribute('data-status')).toBe('ONGOING');
    await expectAccessible(page, 'vote list');
    await snap(page, 'vote-list');
    await page.getByTestId('vote-card').first().click();
    await page.getByTestId('vote-detail').waitFor();
    expect(await page.getByTestId('vote-rules').innerText()).toBe('每人每天可投3票，每件作品每天限投1票');
    expect(await page.getByTestId('votes-left').innerText()).toBe('今日还可投 3 票');
    await page.getByTestId('work-card').first().waitFor();
    await expectAccessible(page, 'vote detail');
    await snap(page, 'vote-detail');

    // join with a work
    await page.getByTestId('vote-join-link').click();
    await page.getByTestId('vote-join').waitFor();
    await page.getByTestId('join-submit').click();
    await page.getByTestId('error-title').waitFor();
    expect(await page.getByTestId('error-title').innerText()).toBe('请填写作品名称');
    expect(await page.getByTestId('error-author').innerText()).toBe('请填写作者姓名');
    expect(await page.getByTestId('error-phone').innerText()).toBe('请输入正确的11位手机号');
    expect(await page.getByTestId('error-media').innerText()).toBe('请上传作品图片');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('work-title');
    await expectAccessible(page, 'join vote with its prompts');
    await page.locator('#work-title').fill('雨后的奎星楼街');
    await page.locator('#work-author').fill('周小舟');
    await page.locator('#work-phone').fill('13900000141');
    await page.locator('#work-description').fill('雨停后青石板上的倒影');
    await page.getByTestId('work-media-input').setInputFiles({ name: 'street.png', mimeType: 'image/png', buffer: PNG });
    await page.locator('[data-testid=upload-tile][data-status=done]').waitFor();
    expect(await page.getByTestId('error-title').count()).toBe(0);
    await page.getByTestId('join-submit').click();
    await page.getByTestId('my-works-page').waitFor();
    const mine = page.getByTestId('my-work').first();
    await mine.waitFor();
    expect(await mine.getAttribute('data-status')).toBe('APPROVED');
    expect(await mine.innerText()).toContain('雨后的奎星楼街');
    expect(await mine.innerText()).toContain('No.013');
    await expectAccessible(page, 'my works');
    await snap(page, 'my-works');

    // cast votes: three a day, one per work
    await page.goBack();
    await page.getByTestId('vote-detail').waitFor();
    const cards = page.getByTestId('work-card');
    await cards.first().waitFor();
    const before = Number((await cards.nth(0).getByTestId('work-votes').innerText()).replace(/\D/g, ''));
    const toast = page.getByTestId('toast');
    for (const [i, left] of [
      [0, '今日还可投 2 票'],
      [1, '今日还可投 1 票'],
      [2, null],
    ] as const) {
      await cards.nth(i).getByTestId('vote-btn').click();
      await page.waitForFunction(
        (n) =>
          document.querySelectorAll('[data-testid=work-card]')[n]?.querySelector('[data-testid=vote-btn]')?.getAttribute('data-used') ===
          'true',
        i,
      );
      if (left) await page.waitForFunction((text) => document.querySelector('[data-testid=votes-left]')?.textContent === text, left);
    }
    await page.waitForFunction(() => document.querySelector('[data-testid=votes-left]')?.textContent === '今日还可投 0 票');
    expect(Number((await cards.nth(0).getByTestId('work-votes').innerText()).replace(/\D/g, ''))).toBe(before + 1);
    await snap(page, 'vote-cast');
    // a fourth: the gateway says why not, and nothing is counted
    const fourth = Number((await cards.nth(3).getByTestId('work-votes').innerText()).replace(/\D/g, ''));
    await cards.nth(3).getByTestId('vote-btn').click();
    await page.waitForFunction(() => (document.querySelector('[data-testid=toast]')?.textContent ?? '').includes('今日投票次数已用完'));
    expect(await toast.innerText()).toBe('今日投票次数已用完（每天3票），明天再来吧');
    expect(Number((await cards.nth(3).getByTestId('work-votes').innerText()).replace(/\D/g, ''))).toBe(fourth);

    // the ranking
    await page.getByTestId('order-VOTES').click();
    await page.waitForFunction(() => location.hash.includes('order=VOTES'));
    // the list is refetched in the new order: the first card shows its rank once it has come
    await page.waitForFunction(() => (document.querySelector('[data-testid=work-card]')?.textContent ?? '').includes('第1名'));
    expect(await page.getByTestId('work-card').first().innerText()).toContain('第1名');

    // search inside the vote
    await page.getByTestId('vote-search-link').click();
    await page.getByTestId('work-keyword').fill('宽窄');
    await page.getByTestId('work-keyword').press('Enter');
    await page.getByTestId('work-card').first().waitFor();
    expect(await page.getByTestId('work-card').count()).toBe(1);
    expect(await page.getByTestId('work-card').innerText()).toContain('宽窄巷子的午后');

    // my votes (USER_VOTE) and all my works
    await open('/user-vote');
    await page.getByTestId('participation').first().waitFor();
    expect(await page.getByTestId('participation').first().innerText()).toContain('我投了 3 票');
    await expectAccessible(page, 'my votes');
    await page.getByTestId('join-list-link').click();
    await page.getByTestId('my-work').first().waitFor();
    expect(await page.getByTestId('my-work').count()).toBe(1);
    expect(pageErrors).toEqual([]);
  });
});
