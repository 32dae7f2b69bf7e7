import { describe, expect } from 'vitest';
import { signIn, snap, useSystem } from './harness';
import { expectAccessible } from './axe';
import { png } from './png';

/**
 * Feedback in the browser against the real upstream and gateway: from the personal centre to the
 * form with the past feedback below it, the prompts said by their fields, a feedback sent with a
 * picture through the shared uploader; the platform's staff answer it (the upstream's development
 * channel) and the answer reads on /feedback-desc and in the list.
 */
const { test, sys } = useSystem();

describe('feedback', () => {
  test('send feedback with a picture; the staff answer it; the answer reads on its page and in the list', async ({
    page,
    open,
    pageErrors,
  }) => {
    await signIn(page, sys().upstreamUrl, '13800000001', { open, returnTo: '/user' });
    await page.getByTestId('link-feedback').click();
    await page.getByTestId('feedback-page').waitFor();
    // the demo feedback: some answered, some awaiting an answer
    await page.getByTestId('feedback-item').first().waitFor();
    expect(await page.getByTestId('feedback-list').innerText()).toContain('已回复');
    await expectAccessible(page, 'feedback form');

    // nothing chosen or typed: each prompt by its field, nothing sent
    await page.getByTestId('feedback-submit').click();
    await page.getByTestId('error-categoryId').waitFor();
    expect(await page.getByTestId('error-categoryId').innerText()).toBe('请选择反馈类型');
    expect(await page.getByTestId('error-content').innerText()).toBe('请填写反馈内容');
    await page.getByTestId('feedback-contact').fill('not-a-contact');
    await page.getByTestId('feedback-submit').click();
    await page.getByTestId('error-contact').waitFor();
    expect(await page.getByTestId('error-contact').innerText()).toBe('请填写正确的手机号或邮箱');

    await page.getByTestId('field-categoryId').getByText('页面问题', { exact: true }).click();
    await page.getByTestId('feedback-content').fill('地图页在弱网下加载很慢，希望能先显示列表。');
    await page.getByTestId('feedback-contact').fill('zhang@example.com');
    await page.getByTestId('feedback-pictures-input').setInputFiles({ name: 'map.png', mimeType: 'image/png', buffer: png(320, 200) });
    await page.locator('[data-testid=upload-tile][data-status=done]').waitFor();
    await snap(page, 'feedback-form');
    await page.getByTestId('feedback-submit').click();

    // its page: what was sent, the picture, no answer yet
    await page.getByTestId('feedback-detail').waitFor();
    expect(await page.getByTestId('feedback-content').innerText()).toBe('地图页在弱网下加载很慢，希望能先显示列表。');
    expect(await page.getByTestId('feedback-pictures').locator('img').count()).toBe(1);
    await page.getByTestId('feedback-no-answer').waitFor();
    const id = decodeURIComponent(new URL(page.url()).hash.split('/').pop() ?? '');

    // the platform's staff answer it
    await sys().dev.control('POST', 'feedback/reply', { id, reply: '感谢反馈，地图页已改为先显示列表。' });
    await page.reload();
    await page.getByTestId('feedback-answer-text').waitFor();
    expect(await page.getByTestId('feedback-answer-text').innerText()).toBe('感谢反馈，地图页已改为先显示列表。');
    expect(await page.getByTestId('feedback-status').innerText()).toBe('已回复');
    await expectAccessible(page, 'feedback answered');
    await snap(page, 'feedback-desc');

    // back on the list: the new feedback first, answered
    await open('/feedback');
    const first = page.getByTestId('feedback-item').first();
    await expect.poll(() => first.innerText()).toContain('地图页在弱网下加载很慢');
    expect(await first.getByTestId('feedback-status').innerText()).toBe('已回复');
    expect(pageErrors).toEqual([]);
  });

  test('another user’s feedback reads as not found', async ({ page, open }) => {
    // the first demo feedback is 13800000001's (the first demo site's first sample)
    await signIn(page, sys().upstreamUrl, '13800000002', { open, returnTo: '/feedback-desc/1' });
    await page.getByTestId('feedback-desc-page').waitFor();
    await page.getByText('反馈不存在').waitFor();
  });
});
