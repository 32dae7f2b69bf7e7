import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { useSystem } from './harness';
import { untaggedChinese } from './axe';

/**
 * The stories, heritage and volunteers families on the language sites: a visitor of the
 * English, Japanese or Korean site reads each family's screens in the site's language, with no
 * Chinese left (the Japanese site's kanji aside: its cards must carry kana).
 */
const { test } = useSystem();

const SITES = [
  { siteCode: 'site450300', lang: 'EN', script: /[A-Za-z]{3}/, team: 'Guilin Visitor Welcome Volunteers' },
  { siteCode: 'site610100', lang: 'JAPANESE', script: /[\u3040-\u30ff]/, team: '西安観光ボランティア隊' },
  { siteCode: 'site222400', lang: 'KOREAN', script: /[\uac00-\ud7af]/, team: '연길 관광 자원봉사단' },
] as const;

/** Every card's text is in the site's script, and (but on the Japanese site) no Chinese is left untagged. */
async function inLanguage(page: Page, lang: string, script: RegExp, cards: string, where: string): Promise<void> {
  const texts = await page.getByTestId(cards).allInnerTexts();
  expect(texts.length, where).toBeGreaterThan(0);
  for (const text of texts) expect(text, `${where}: ${text}`).toMatch(script);
  if (lang !== 'JAPANESE') expect(await untaggedChinese(page), `${where}: Chinese text`).toEqual([]);
  if (lang === 'EN') expect(texts.join(' '), where).not.toMatch(/[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/);
}

describe("stories, heritage and volunteers in the language sites' own language", () => {
  for (const site of SITES) {
    test(`${site.siteCode} (${site.lang}): volunteers, intangible heritage and topics read in the site's language`, async ({
      page,
      open,
    }) => {
      const q = `siteCode=${site.siteCode}&lang=${site.lang}`;
      await open(`/volunteer-index?${q}`);
      await page.getByTestId('volunteer-index').waitFor();
      await page.getByTestId('team-card').first().waitFor();
      expect(await page.getByTestId('team-card').allInnerTexts()).toContainEqual(expect.stringContaining(site.team));
      await inLanguage(page, site.lang, site.script, 'team-card', 'volunteer teams');
      await inLanguage(page, site.lang, site.script, 'recruitment-card', 'volunteer recruitments');

      await open(`/intangible-index?${q}`);
      await page.getByTestId('heritage-home').waitFor();
      await page.getByTestId('kind-projects').click();
      await page.getByTestId('heritage-project-card').first().waitFor();
      await inLanguage(page, site.lang, site.script, 'heritage-project-card', 'heritage projects');
      await page.getByTestId('tab-INHERITORS').click();
      await page.getByTestId('heritage-inheritor-card').first().waitFor();
      await inLanguage(page, site.lang, site.script, 'heritage-inheritor-card', 'heritage inheritors');

      await open(`/topic-list?${q}`);
      await page.getByTestId('topic-card').first().waitFor();
      await inLanguage(page, site.lang, site.script, 'topic-card', 'topics');
    });
  }
});
