import { describe, expect } from 'vitest';
import { signIn, snap, useSystem } from './harness';
import { expectAccessible } from './axe';

/**
 * Questionnaires in the browser (a missing required answer said by its question, then
 * completed; one's answers), a questionnaire campaign by section, and the six menu entries of the
 * issue reaching their screens.
 */
const { test, sys } = useSystem();

describe('questionnaires', () => {
  test('fill in a questionnaire: a required question left out and too many choices are said by their questions; then it is sent, shown as answered, and listed under my questionnaires', async ({
    page,
    open,
    pageErrors,
  }) => {
    await signIn(page, sys().upstreamUrl, '13900000151', { open, returnTo: '/question-list' });
    await page.getByTestId('questionnaire-card').first().waitFor();
    await expectAccessible(page, 'questionnaire list');
    await snap(page, 'question-list');
    await page.getByTestId('questionnaire-card').filter({ hasText: '游客满意度调查' }).click();
    await page.getByTestId('questionnaire-form').waitFor();
    const questions = page.getByTestId('question');
    expect(await questions.count()).toBe(5);
    expect(await questions.evaluateAll((qs) => qs.map((q) => q.getAttribute('data-kind')))).toEqual([
      'SINGLE',
      'MULTIPLE',
      'RATING',
      'SINGLE',
      'TEXT',
    ]);
    // Q1 single, Q3 rating, Q5 text; Q2 (required, 1 to 3 choices) left out
    await questions.nth(0).getByText('外省').click();
    await questions.nth(2).getByTestId('rating-4').click();
    await questions.nth(4).locator('textarea').fill('希望景区多设直饮水点');
    await page.getByTestId('questionnaire-submit').click();
    await questions.nth(1).getByTestId('question-error').waitFor();
    expect(await questions.nth(1).getByTestId('question-error').innerText()).toBe('此题为必答题');
    expect(await page.getByTestId('question-error').count()).toBe(1);
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toMatch(/^question-\d+$/);
    await snap(page, 'question-required');
    await expectAccessible(page, 'questionnaire with a missing answer');
    // four choices where three at most are taken
    for (const label of ['景区景点', '特色街区', '演出演艺', '美食餐馆']) await questions.nth(1).getByText(label).click();
    await page.getByTestId('questionnaire-submit').click();
    await page.waitForFunction(
      () =>
        document.querySelectorAll('[data-testid=question]')[1]?.querySelector('[data-testid=question-error]')?.textContent ===
        '最多选择3项',
    );
    await questions.nth(1).getByText('演出演艺').click();
    await page.getByTestId('questionnaire-submit').click();
    await page.getByTestId('questionnaire-answers').waitFor();
    const answers = page.getByTestId('answer');
    expect(await answers.nth(0).innerText()).toContain('外省');
    expect(await answers.nth(1).innerText()).toContain('景区景点、特色街区、美食餐馆');
    expect(await answers.nth(2).innerText()).toContain('4分');
    expect(await answers.nth(3).innerText()).toContain('未作答');
    expect(await answers.nth(4).innerText()).toContain('希望景区多设直饮水点');
    await snap(page, 'question-answered');
    await page.reload();
    await page.getByTestId('questionnaire-answers').waitFor();
    await open('/my-question');
    await page.getByTestId('questionnaire-card').first().waitFor();
    expect(await page.getByTestId('questionnaire-card').first().innerText()).toContain('游客满意度调查');
    expect(await page.getByTestId('questionnaire-answered').count()).toBe(1);
    await expectAccessible(page, 'my questionnaires');
    expect(pageErrors).toEqual([]);
  });

  test('a questionnaire campaign by section (/naire-list/{id}/{groupCode})', async ({ page, open }) => {
    await open('/question-list');
    await page.getByTestId('questionnaire-group').first().click();
    await page.getByTestId('naire-list').waitFor();
    await page.getByTestId('questionnaire-card').first().waitFor();
    expect(await page.getByTestId('questionnaire-card').count()).toBe(3);
    await page.getByTestId('section-hotel').click();
    await page.waitForFunction(() => /\/naire-list\/\d+\/hotel$/.test(location.hash));
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=questionnaire-card]').length === 1);
    expect(await page.getByTestId('questionnaire-card').innerText()).toContain('住宿体验评价');
    // a screen with its own header has no floating home button; elsewhere it fades in at the top
    // of a page: checked once it has
    await page.waitForFunction(() => {
      const home = document.querySelector('[data-testid="floating-home"]');
      return !home || home.classList.contains('float-home--visible');
    });
    await expectAccessible(page, 'questionnaire campaign');
  });
});

describe('the issue’s menu entries', () => {
  test('COMPLAINT, ZXTS, ASK_FOR_HELP, VOTE_LIST, USER_VOTE and QUESTIONNAIRE reach their screens from the service menu', async ({
    page,
    open,
  }) => {
    await signIn(page, sys().upstreamUrl, '13800000001', { open, returnTo: '/default-service' });
    const entries: Array<[string, string, string]> = [
      ['我的投诉', '/user-complain', 'my-complaints'],
      ['在线投诉', '/sc-complain', 'complaint-home'],
      ['一键求助', '/call-police', 'call-police'],
      ['在线投票', '/online-vote', 'vote-list-page'],
      ['我的投票', '/user-vote', 'user-vote'],
      ['问卷调查', '/question-list', 'question-list'],
    ];
    for (const [name, path, testId] of entries) {
      await open('/default-service');
      await page.getByTestId('services-grid').getByRole('button', { name }).click();
      await page.getByTestId(testId).waitFor();
      await expect.poll(() => page.url()).toContain(`#${path}`);
    }
    // the demo user's own: complaints in every status, the votes they took part in
    await open('/user-complain');
    await page.getByTestId('complaint-card').first().waitFor();
    expect(
      new Set(await page.getByTestId('complaint-card').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-status')))),
    ).toEqual(new Set(['PENDING', 'ACCEPTED', 'PROCESSED']));
    await open('/user-vote');
    await page.getByTestId('participation').first().waitFor();
  });

  test('the issue’s screens fit 320 px in French and Japanese (no sideways scrolling)', async ({ page, open }) => {
    // (another demo user than the test before: a second code for one phone within a minute is refused)
    await signIn(page, sys().upstreamUrl, '13800000002', { open, returnTo: '/user-complain' });
    await page.setViewportSize({ width: 320, height: 640 });
    const latest = await sys().dev.control<{ complaints: Array<{ id: string; siteCode: string; phone: string }> }>(
      'GET',
      'complaints/latest',
    );
    const complaint = latest.complaints.find((c) => c.siteCode === 'site510100' && c.phone === '13800000002')!.id;
    const screens: Array<[string, string]> = [
      ['/sc-complain', 'complaint-home'],
      ['/complain-save', 'complaint-form'],
      ['/complain-voice', 'voice-complaint'],
      ['/complain-location', 'complaint-location'],
      ['/user-complain', 'my-complaints'],
      [`/complain-detail/${complaint}`, 'complaint-detail'],
      ['/complain-success?number=TS202511200001&id=1', 'complaint-success'],
      ['/call-police', 'call-police'],
      ['/common-problem', 'common-problems'],
      ['/information', 'information'],
      ['/online-vote', 'vote-list-page'],
      ['/vote-detail/96001', 'vote-detail'],
      ['/vote-join/96001', 'vote-join'],
      ['/vote-search/96001/1?q=1', 'vote-search'],
      ['/user-vote', 'user-vote'],
      ['/join-list', 'my-works-page'],
      ['/question-list', 'question-list'],
      ['/question-info/97101', 'question-info'],
      ['/my-question', 'my-question'],
      ['/naire-list/97001', 'naire-list'],
    ];
    for (const [lang, formEntry] of [
      ['fr', 'Déposer une réclamation'],
      ['jp', '苦情を書く'],
    ] as const) {
      await open(`/sc-complain?lang=${lang}`);
      await page.getByTestId('entry-form').getByText(formEntry).waitFor();
      for (const [path, testId] of screens) {
        await open(path);
        await page.getByTestId(testId).waitFor();
        await page.waitForFunction(() => !document.querySelector('[data-testid=skeleton]'));
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, `${lang} ${path}`).toBeLessThanOrEqual(0);
      }
    }
  });
});
