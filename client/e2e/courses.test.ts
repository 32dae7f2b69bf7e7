import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { signIn, snap, useSystem } from './harness';
import { expectAccessible } from './axe';
import { animationsDone } from './settle';

const { test, sys } = useSystem();

let phones = 0;
const newPhone = () => `1392000${String(++phones).padStart(4, '0')}`;

/** The first course of the default site, from the upstream (its id and a video lesson). */
async function firstCourse(): Promise<{ id: string; videoLesson: string }> {
  const base = `${sys().upstreamUrl}/res/api/schoolCourse`;
  const list = (await (await fetch(`${base}/list?siteCode=site510100&token=`)).json()) as { datas: { id: string }[] };
  const id = list.datas[0]!.id;
  const detail = (await (await fetch(`${base}/detail?siteCode=site510100&token=&id=${id}`)).json()) as {
    data: { chapters: { lessons: { id: string; lessonType: string }[] }[] };
  };
  return { id, videoLesson: detail.data.chapters.flatMap((c) => c.lessons).find((l) => l.lessonType === '1')!.id };
}

/** Answers the current question of a quiz: the first option, or a text. */
async function answerCurrent(page: Page, text = '锦官'): Promise<void> {
  const question = page.getByTestId('quiz-question');
  if ((await question.getByTestId('fill-input').count()) > 0) {
    await question.getByTestId('fill-input').fill(text);
    await question.getByTestId('fill-input').blur();
  } else {
    await question.getByTestId('quiz-option').first().click();
  }
}

describe('courses', () => {
  test('the menu codes SCHOOL, MY_STUDY and EQ open real screens', async ({ page, open }) => {
    await open('/default-service?siteCode=site510100');
    const grid = page.getByTestId('services-grid');
    await grid.waitFor();
    await grid.getByText('文旅课堂').click();
    await page.getByTestId('course-list').waitFor();
    expect(await page.getByTestId('course-card').count()).toBeGreaterThan(2);
    await snap(page, 'course-list');
    await expectAccessible(page, 'course list');
    await page.goBack();
    await grid.getByText('我的学习').click();
    // not signed in: the visitor's own list asks first (the same reminder as every entry that needs
    // a sign-in), then the login page, and comes back
    const gate = page.getByRole('dialog');
    await gate.getByText('请先登录').waitFor();
    await animationsDone(page);
    await gate.getByRole('button', { name: '去登录' }).click();
    await page.getByTestId('login-page').waitFor();
    await expect.poll(() => page.url()).toContain(encodeURIComponent('/user-course'));
    await signIn(page, sys().upstreamUrl, '13800000001');
    await page.getByTestId('my-courses').waitFor();
    expect(await page.getByTestId('course-card').count()).toBeGreaterThan(0);
    await expectAccessible(page, 'my study');
    await open('/default-service');
    await page.getByTestId('services-grid').getByText('我的提问').click();
    await page.getByTestId('my-questions').waitFor();
    expect(await page.getByTestId('question-card').count()).toBeGreaterThan(0);
    await expectAccessible(page, 'my questions');
  });

  test('a lesson resumes where the learner stopped, on the server', async ({ page, open }) => {
    const { id, videoLesson } = await firstCourse();
    await signIn(page, sys().upstreamUrl, newPhone(), { open, returnTo: `/course-desc/${id}/${videoLesson}` });
    await page.getByTestId('course-detail').waitFor();
    const media = page.getByTestId('lesson-media');
    await media.waitFor();
    await page.waitForFunction(
      () => ((document.querySelector('[data-testid="lesson-media"]') as HTMLMediaElement | null)?.readyState ?? 0) >= 1,
    );
    await expectAccessible(page, 'course detail');
    await snap(page, 'course-detail');
    // watch to 2.6 s: the player saves the position (the seek); wait for the gateway's answer
    const saved = page.waitForResponse(
      async (r) => r.url().endsWith('/graphql') && (r.request().postData() ?? '').includes('useSaveLessonProgressMutation'),
    );
    await media.evaluate((el) => {
      (el as HTMLMediaElement).currentTime = 2.6;
    });
    await saved;
    // leave, come back later: the player starts at the same position
    await open('/index');
    await page.getByTestId('home').waitFor();
    await open(`/course-desc/${id}`);
    await page.getByTestId('lesson-resume').filter({ hasText: '0:02' }).waitFor();
    const position = await page.getByTestId('lesson-media').evaluate((el) => (el as HTMLMediaElement).currentTime);
    expect(position).toBeCloseTo(2.6, 1);
    expect(await page.locator('[aria-current="true"][data-testid="lesson-link"]').innerText()).toContain('学到 0:02');
    // the course is now in "my study", with its progress
    await open('/user-course');
    await page.getByTestId('my-courses').waitFor();
    expect(await page.getByTestId('course-card').count()).toBe(1);
  });

  test('a practice set is scored on the server and resolved', async ({ page, open }) => {
    const { id } = await firstCourse();
    await signIn(page, sys().upstreamUrl, newPhone(), { open, returnTo: `/course-desc/${id}` });
    await page.getByTestId('course-practice').click();
    await page.getByTestId('practice-sets').waitFor();
    await expectAccessible(page, 'practice list');
    await page.getByTestId('practice-take').first().click();
    await page.getByTestId('quiz').waitFor();
    await expectAccessible(page, 'practice');
    const total = await page.locator('.quiz__dot').count();
    for (let i = 0; i < total; i++) {
      await answerCurrent(page);
      if (i < total - 1) await page.getByTestId('quiz-next').click();
    }
    await page.getByTestId('quiz-submit').click();
    await page.getByRole('dialog').getByRole('button', { name: '交卷' }).click();
    await page.getByTestId('score-card').waitFor();
    await expect.poll(() => page.url()).toMatch(/#\/answer-results\/practice\?record=\d+/);
    const score = Number(await page.getByTestId('score').innerText());
    expect(score).toBeGreaterThanOrEqual(0);
    await expectAccessible(page, 'practice results');
    await page.getByTestId('see-resolution').click();
    await page.getByTestId('answer-resolution').waitFor();
    expect(await page.getByTestId('resolution-item').count()).toBe(total);
    expect(await page.getByTestId('resolution-correct').count()).toBe(total);
    // the fill-in answered 锦官 is right
    await page.getByText('回答正确').first().waitFor();
    await expectAccessible(page, 'resolution');
    await snap(page, 'answer-resolution');
  });

  test('a timed exam survives a reload, is scored and ranked', async ({ page, open }) => {
    await signIn(page, sys().upstreamUrl, newPhone(), { open, returnTo: '/course-list' });
    await page.getByTestId('course-list').waitFor();
    await page.getByText('在线考试').click();
    await page.getByTestId('exam-papers').waitFor();
    await expectAccessible(page, 'exam list');
    const quiz = page.getByTestId('exam-card').filter({ hasText: '成都文旅知识竞赛' });
    await quiz.getByTestId('exam-take').click();
    await page.getByTestId('exam-intro').waitFor();
    await expectAccessible(page, 'exam intro');
    await page.getByTestId('exam-start').click();
    await page.getByTestId('exam-attempt').waitFor();
    expect(await page.getByTestId('exam-timer').innerText()).toMatch(/1[45]:\d\d/);
    // answer three questions (each saved on the server as it is given)
    for (let i = 0; i < 3; i++) {
      await answerCurrent(page);
      await page.getByTestId('exam-save-state').filter({ hasText: '已保存' }).waitFor();
      await page.getByTestId('quiz-next').click();
    }
    await expectAccessible(page, 'exam attempt');
    await snap(page, 'exam-attempt');
    // reload mid-exam: the same attempt, its answers kept, the clock still running
    await page.reload();
    await page.getByTestId('exam-attempt').waitFor();
    expect(await page.locator('.quiz__dot--answered').count()).toBe(3);
    expect(await page.getByTestId('quiz-question').getAttribute('data-position')).toBe('4');
    const total = await page.locator('.quiz__dot').count();
    for (let i = 3; i < total; i++) {
      await answerCurrent(page);
      if (i < total - 1) await page.getByTestId('quiz-next').click();
    }
    await page.getByTestId('quiz-submit').click();
    await page.getByRole('dialog').getByRole('button', { name: '交卷' }).click();
    await page.getByTestId('score-card').waitFor();
    await expect.poll(() => page.url()).toMatch(/#\/answer-results\/exam\?record=\d+/);
    await page.getByTestId('rank').waitFor();
    expect(await page.getByTestId('rank').innerText()).toMatch(/排名第 \d+，共 9 人/);
    await expectAccessible(page, 'exam results');
    await snap(page, 'exam-results');
    await page.getByTestId('see-ranking').click();
    await page.getByTestId('ranking').waitFor();
    await page.getByTestId('my-rank').waitFor();
    expect(await page.getByTestId('rank-row').count()).toBe(8);
    await expectAccessible(page, 'exam ranking');
  });

  test('a question about a course is refused when blank and posted otherwise', async ({ page, open }) => {
    const { id } = await firstCourse();
    await signIn(page, sys().upstreamUrl, newPhone(), { open, returnTo: `/course-question/${id}` });
    const box = page.getByTestId('ask-box');
    await box.waitFor();
    await box.getByRole('button', { name: '提问' }).click();
    await box.getByRole('alert').filter({ hasText: '请输入内容' }).waitFor();
    expect(await box.locator('textarea').getAttribute('aria-invalid')).toBe('true');
    await box.locator('textarea').fill('课程的音频可以离线收听吗？');
    await box.getByRole('button', { name: '提问' }).click();
    await page.getByTestId('question-card').filter({ hasText: '课程的音频可以离线收听吗？' }).waitFor();
    expect(await box.locator('textarea').inputValue()).toBe('');
    await expectAccessible(page, 'course questions');
    await page.getByTestId('question-card').filter({ hasText: '课程的音频可以离线收听吗？' }).click();
    await page.getByTestId('question-detail').waitFor();
    await page.getByTestId('answer-box').locator('textarea').fill('可以先在有网络时播放一遍。');
    await page.getByTestId('answer-box').getByRole('button', { name: '回答' }).click();
    await page.getByTestId('answer').filter({ hasText: '可以先在有网络时播放一遍。' }).waitFor();
    await expectAccessible(page, 'question detail');
  });

  test('nothing is wider than a 320 px screen, in French', async ({ page, open }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    const { id } = await firstCourse();
    const paper = (
      (await (await fetch(`${sys().upstreamUrl}/resExt/api/paper/list?siteCode=site510100&token=`)).json()) as { datas: { id: string }[] }
    ).datas[0]!.id;
    const set = (
      (await (await fetch(`${sys().upstreamUrl}/res/api/schoolCourse/configList?siteCode=site510100&token=&courseId=${id}`)).json()) as {
        datas: { id: string }[];
      }
    ).datas[0]!.id;
    const screens: Array<[string, string]> = [
      ['/course-list?lang=fr', 'course-list'],
      [`/course-desc/${id}`, 'course-detail'],
      [`/practice-list/${id}/practice`, 'practice-sets'],
      ['/practice-list/all/exam', 'exam-papers'],
      [`/exercise-desc/${set}/practice`, 'quiz'],
      [`/practice-desc/me/${paper}/exam`, 'ranking'],
      [`/course-question/${id}`, 'course-questions'],
    ];
    for (const [path, testId] of screens) {
      await open(path);
      await page.getByTestId(testId).waitFor();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, path).toBeLessThanOrEqual(320);
    }
  });

  test('after the time limit a late answer is refused and the answers saved in time are handed in', async ({ page, open }) => {
    const papers = (
      (await (await fetch(`${sys().upstreamUrl}/resExt/api/paper/list?siteCode=site510100&token=`)).json()) as {
        datas: { id: string; courseId: string }[];
      }
    ).datas;
    const coursePaper = papers.find((p) => p.courseId !== '')!.id;
    await signIn(page, sys().upstreamUrl, newPhone(), { open, returnTo: `/exercise-desc/${coursePaper}/exam` });
    await page.getByTestId('exam-start').click();
    await page.getByTestId('exam-attempt').waitFor();
    await answerCurrent(page);
    await page.getByTestId('exam-save-state').filter({ hasText: '已保存' }).waitFor();
    await page.getByTestId('quiz-next').click();
    // the server's clock passes the 20-minute limit while the page still counts down
    await sys().dev.advanceClock(21 * 60_000);
    try {
      await answerCurrent(page);
      await page.getByText('答题时间已到，系统已自动交卷').first().waitFor();
      await page.getByTestId('score-card').waitFor();
      await expect.poll(() => page.url()).toMatch(/#\/answer-results\/exam\?record=\d+/);
      await page.getByText('时间到，已自动交卷').waitFor();
      expect(await page.getByTestId('score-card').innerText()).toContain('1/5');
    } finally {
      await sys().dev.resetClock();
    }
  });
});
