import { describe, expect } from 'vitest';
import { snap, useSystem } from './harness';

const { test, sys } = useSystem();

describe('global error handling', () => {
  test('too many visitors: the prompt dialog counts down 5 seconds before refresh is enabled', async ({ page, open }) => {
    // The page's own clock (the harness started it on the system's), standing still from the start:
    // the countdown moves only as the test moves it.
    await page.clock.pauseAt(sys().now() + 1000);
    await sys().dev.addFault({ path: '*', mode: 'code', code: 5, message: '当前访问人数过多' });
    try {
      await open('/index?siteCode=site510100');
      const dialog = page.getByTestId('too-many-visitors');
      await dialog.waitFor();
      expect(await dialog.getByRole('heading').innerText()).toBe('提示信息');
      expect(await dialog.innerText()).toContain('当前访问人数过多，请刷新后再访问');
      const button = dialog.getByRole('button');
      expect(await button.isDisabled()).toBe(true);
      expect(await button.innerText()).toMatch(/刷新（[1-5]s）/);
      await snap(page, 'too-many-visitors');

      // Still disabled after 2.5 s, enabled once the countdown is over (5 s): the page's clock runs
      // on 100 ms at a time, the button read at each step (its time counted from the dialog's opening).
      const clockNow = () => page.evaluate(() => performance.now());
      const opened = await clockNow();
      const readings: { at: number; disabled: boolean }[] = [];
      await expect
        .poll(
          async () => {
            const disabled = await button.isDisabled();
            readings.push({ at: (await clockNow()) - opened, disabled });
            if (disabled) await page.clock.runFor(100);
            return disabled;
          },
          { timeout: 20_000 },
        )
        .toBe(false);
      const before5s = readings.filter((r) => r.at < 5000);
      expect(before5s.some((r) => r.at >= 2500)).toBe(true);
      expect(before5s.every((r) => r.disabled)).toBe(true);
      const enabledAt = readings.find((r) => !r.disabled)!.at;
      expect(enabledAt).toBeGreaterThanOrEqual(5000);
      expect(enabledAt).toBeLessThan(6000);
      expect(await button.innerText()).toBe('刷新');
    } finally {
      await sys().dev.clearFaults();
    }
    await page.clock.resume(); // real time again for the reload
    // The crowd has gone: refresh reloads the page, which now works.
    await page.getByTestId('too-many-visitors').getByRole('button').click();
    await page.getByTestId('home').waitFor();
    expect(await page.getByTestId('too-many-visitors').count()).toBe(0);
  });

  test('a failing field fails alone: the rest of the page renders and a toast tells why', async ({ page, open }) => {
    await open('/index?siteCode=site510100');
    await page.getByTestId('home').waitFor();
    // Break only the scenic list: the venue list on the same site still works.
    await sys().dev.addFault({ path: 'res/api/scenic/list', mode: 'code', code: 1, message: '景区数据维护中' });
    try {
      await open('/scenic-list');
      await page.getByText('景区数据维护中').first().waitFor();
      await open('/venues-list');
      await page.getByTestId('place-card').first().waitFor();
    } finally {
      await sys().dev.clearFaults();
    }
  });
});

describe('a part that fails', () => {
  test('a failing home module fails alone: the rest of the home renders and the module says so', async ({ page, open }) => {
    await sys().dev.addFault({ path: 'res/api/ranking/scenicRank', mode: 'code', code: 1, message: '排行榜维护中' });
    try {
      await open('/index?siteCode=site510100');
      await page.getByTestId('home').waitFor();
      await page.getByTestId('ranking-failed').waitFor();
      // The other modules of the same query still render, and the nav too.
      await page.getByTestId('place-shelf').first().waitFor();
      await page.getByTestId('news-shelf').waitFor();
      await page.getByTestId('bottom-nav').waitFor();
      await page.getByText('排行榜维护中').first().waitFor();
      expect(await page.getByTestId('ranking').count()).toBe(0);
      await snap(page, 'home-ranking-failed');
    } finally {
      await sys().dev.clearFaults();
    }
  });

  test("a network failure is retried 4 times, then fails silently: no toast, the screen's own error view, retry recovers", async ({
    page,
    open,
  }) => {
    await open('/news-list/all?siteCode=site510100');
    await page.getByTestId('bottom-nav').waitFor();
    let attempts = 0;
    let toasts = 0;
    await page.exposeFunction('__toastSeen', () => {
      toasts += 1;
    });
    await page.evaluate(() =>
      new MutationObserver(() => {
        if (document.querySelector('[data-testid="toast"]')) (window as unknown as { __toastSeen(): void }).__toastSeen();
      }).observe(document.body, { childList: true, subtree: true }),
    );
    await page.route('**/graphql', async (route) => {
      attempts += 1;
      await route.abort('connectionreset');
    });
    await page.getByTestId('bottom-nav').getByRole('button', { name: '首页' }).click();
    const retry = page.getByRole('alert').getByRole('button', { name: '重试' });
    await retry.waitFor({ timeout: 30_000 });
    expect(attempts).toBe(5); // the first try and 4 retries
    expect(toasts).toBe(0);
    await page.unroute('**/graphql');
    await retry.click();
    await page.getByTestId('home').waitFor();
    expect(toasts).toBe(0);
  });

  test('a screen whose query fails fails inside its own boundary: the shell stays, retry recovers', async ({ page, open }) => {
    await open('/news-list/all?siteCode=site510100');
    await page.getByTestId('bottom-nav').waitFor();
    // The next site lookup fails once: the home screen's query has no data at all.
    await sys().dev.addFault({ path: 'user/api/site/siteInfo', mode: 'code', code: 1, message: '站点配置维护中', times: 1 });
    try {
      await page.getByTestId('bottom-nav').getByRole('button', { name: '首页' }).click();
      const alert = page.getByRole('alert').filter({ hasText: '站点配置维护中' });
      await alert.waitFor();
      await page.getByTestId('bottom-nav').waitFor();
      await snap(page, 'home-failed');
    } finally {
      await sys().dev.clearFaults();
    }
    await page.getByRole('alert').getByRole('button', { name: '重试' }).click();
    await page.getByTestId('home').waitFor();
    await page.getByTestId('ranking').waitFor();
  });
});
