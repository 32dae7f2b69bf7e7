import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { settled, signIn, useSystem } from './harness';

/**
 * What a screen reader meets on the main flows, read from Chromium's accessibility tree
 * (Playwright's ARIA snapshot: roles, names, levels — what assistive technology is given), not
 * from the DOM or the pixels. On each screen: one level-1 heading naming the screen, one main
 * landmark, every button, link and image with a name, no control named only by a symbol; toasts
 * announced in a polite live region; dialogs named, focused on open, and focus returned on close.
 */
const { test, sys } = useSystem();

interface Tree {
  yaml: string;
  lines: string[];
}

async function tree(page: Page): Promise<Tree> {
  const yaml = await page.locator('body').ariaSnapshot();
  return { yaml, lines: yaml.split('\n') };
}

/** The checks every screen passes; answers the screen's level-1 heading. */
async function readable(page: Page, where: string): Promise<string> {
  await settled(page); // no busy region left, pictures and fonts loaded, animations done
  const t = await tree(page);
  const h1 = t.lines.filter((l) => /- heading ".+" \[level=1\]/.test(l));
  expect(h1.length, `${where}: one level-1 heading\n${t.yaml}`).toBe(1);
  expect(t.lines.filter((l) => /^\s*- main\b/.test(l)).length, `${where}: one main landmark`).toBe(1);
  // a control or picture without a name is read as "button" / "link" / "image" alone
  const unnamed = t.lines.filter((l) => /^\s*- (button|link|img)\s*(\[|:|$)/.test(l));
  expect(unnamed, `${where}: unnamed controls or images`).toEqual([]);
  // nor named by a lone symbol (a glyph drawn as text)
  const symbolic = t.lines.filter((l) => /^\s*- (button|link) "[^\p{L}\p{N}"]{1,2}"/u.test(l));
  expect(symbolic, `${where}: controls named by a symbol`).toEqual([]);
  return /- heading "(.+)" \[level=1\]/.exec(h1[0]!)![1]!;
}

describe('a screen-reader pass of the main flows', () => {
  test('home → place list → place detail → news → activity → login → personal centre: headings, landmarks, names', async ({
    page,
    open,
  }) => {
    await open('/index?siteCode=site510100');
    await page.getByTestId('place-shelf').first().waitFor();
    expect(await readable(page, 'home')).toBe('成都文旅云');
    // the bottom tabs are a navigation landmark with the current page marked
    const home = await tree(page);
    expect(home.yaml).toMatch(/- navigation "[^"]+":/);

    await open('/scenic-list');
    await page.getByTestId('place-card').first().waitFor();
    expect(await readable(page, 'scenic list')).toBe('景区');

    await page.getByTestId('place-card').first().click();
    await page.getByTestId('place-detail').waitFor();
    const name = await page.getByTestId('place-name').innerText();
    expect(await readable(page, 'place detail')).toBe(name);

    await open('/news-list/all');
    await page.getByTestId('news-card').first().click();
    await page.getByTestId('news-article').waitFor();
    expect(await readable(page, 'news detail')).toBe(await page.getByTestId('news-title').innerText());

    await open('/activity-home');
    await page.getByTestId('activity-card').first().click();
    await page.getByTestId('activity-detail').waitFor();
    await readable(page, 'activity detail');

    await open(`/login?redirect=${encodeURIComponent('/user')}`);
    await page.getByTestId('login-page').waitFor();
    await readable(page, 'login');
    // the form's fields are named by their visible labels
    const login = await tree(page);
    expect(login.yaml).toMatch(/- textbox "手机号/);
    expect(login.yaml).toMatch(/- textbox "验证码/);

    await signIn(page, sys().upstreamUrl, '13911150001');
    await page.getByTestId('user-page').waitFor();
    await readable(page, 'personal centre');
  });

  test('a toast is announced in a polite live region; a dialog is named, takes the focus and gives it back', async ({ page, open }) => {
    await open('/default-service?siteCode=site510100');
    await page.getByTestId('services-grid').waitFor();
    // a login-only entry signed out: the login gate's dialog
    const entry = page.getByTestId('services-grid').getByRole('button', { name: '诚信' });
    await entry.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    const t = await tree(page);
    expect(t.yaml, 'the dialog is named by its title').toMatch(/- dialog "温馨提示"/);
    expect(await dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('诚信');

    // an entry that is not built yet answers with a toast: a status region, read politely
    await page.getByTestId('services-grid').getByRole('button', { name: '智慧停车' }).click();
    const toast = page.getByRole('status');
    await toast.waitFor();
    expect(await toast.getAttribute('aria-live')).toBe('polite');
    expect(await toast.innerText()).toContain('敬请期待');
  });
});
