import { describe } from 'vitest';
import { useSystem, signIn } from './harness';
import { smallTargets } from './axe';
import { appendFileSync } from 'node:fs';
const { test, sys } = useSystem();
describe('targets survey', () => {
  test('survey', async ({ page, open }) => {
    const rec = async (where: string) => {
      await page.waitForTimeout(500);
      appendFileSync('/tmp/targets.jsonl', JSON.stringify({ where, t24: await smallTargets(page, 24), t44: await smallTargets(page, 44) }) + '\n');
    };
    const q = `siteCode=site510100`;
    await open(`/index?${q}`); await page.getByTestId('place-shelf').first().waitFor(); await rec(`home`);
    await open(`/scenic-list?${q}`); await page.getByTestId('place-card').first().waitFor(); await rec(`list`);
    await page.getByTestId('place-card').first().click(); await page.getByTestId('place-detail').waitFor(); await rec(`detail`);
    await open(`/news-list/all?${q}`); await page.getByTestId('news-card').first().waitFor(); await rec(`news list`);
    await page.getByTestId('news-card').first().click(); await page.getByTestId('news-article').waitFor(); await rec(`news`);
    await open(`/activity-home?${q}`); await page.getByTestId('activity-home').waitFor(); await rec(`act home`);
    await page.getByTestId('activity-card').first().click(); await page.getByTestId('activity-detail').waitFor(); await rec(`act detail`);
    await open(`/search?${q}`); await page.getByTestId('search').waitFor(); await rec(`search`);
    await open(`/login?redirect=%2Fuser&${q}`); await page.getByTestId('login-page').waitFor(); await rec(`login`);
    await signIn(page, sys().upstreamUrl, '13800000001'); await page.getByTestId('user-page').waitFor(); await rec(`user`);
    await open('/user-reservation'); await page.waitForTimeout(2500); await rec('reservations');
  }, { axe: false });
});
