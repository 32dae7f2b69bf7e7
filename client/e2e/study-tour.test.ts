import { describe, expect } from 'vitest';
import { useSystem } from './harness';

const { test } = useSystem();

/** The study tour: its page from the operators' hub, its instructors' list and an instructor's detail. */
describe('study tour', () => {
  test('the study-tour page leads to the instructors; an instructor shows what they teach and their introduction', async ({
    page,
    open,
  }) => {
    await open('/default?siteCode=site510100');
    await page.getByTestId('page-links').first().getByText('研学旅行', { exact: true }).click();
    await page.getByTestId('page-rich-text').waitFor();
    await expect.poll(() => page.url()).toMatch(/#\/study-tour-index$/);
    await page.getByTestId('page-links').locator('.menu-grid__item').filter({ hasText: '研学导师' }).click();
    await page.getByTestId('instructor').first().waitFor();
    await expect.poll(() => page.url()).toMatch(/#\/study-instructor$/);
    expect(await page.getByTestId('instructor').count()).toBe(6);
    expect(await page.getByTestId('instructor').first().innerText()).toContain('成都金沙遗址博物馆');
    await page.getByTestId('instructor').filter({ hasText: '刘雪梅' }).click();
    await page.getByTestId('instructor-detail').waitFor();
    await expect.poll(() => page.url()).toMatch(/#\/study-instructor-details\/158002$/);
    expect(await page.getByTestId('instructor-subjects').locator('li').allInnerTexts()).toEqual(['蜀锦织造', '蜀绣针法', '非遗传承']);
    await page.getByTestId('introduction').getByText('老织机', { exact: false }).waitFor();
  });

  test('an instructor another site has answers as a missing one', async ({ page, open }) => {
    await open('/study-instructor-details/158002?siteCode=site450300');
    await page.getByText('This instructor does not exist or has been removed').waitFor();
  });
});
