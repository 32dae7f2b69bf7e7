import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { signIn, snap, useSystem } from './harness';
import { expectAccessible } from './axe';
import { png } from './png';

/**
 * Complaints in the browser (the form with its prompts, photos through the shared
 * uploader, the location chosen on another screen, a sign-in in between; my complaints, the
 * detail, satisfied feedback; a voice complaint), one-key help, votes and questionnaires.
 * The gateway takes pictures up to 200 KiB here, so a photo can be too large after the device
 * scaled it.
 */
const IMAGE_LIMIT = 200 * 1024;
const { test, sys } = useSystem({ gateway: { uploads: { maxImageBytes: IMAGE_LIMIT } } });

const field = (page: Page, name: string) => page.locator(`#complaint-${name}`);
const errorOf = (page: Page, name: string) => page.getByTestId(`error-${name}`);

describe('complaints', () => {
  test('file a complaint: typed anonymously, location chosen on another screen, signed in in between (nothing lost), every missing item said by its field, two photos (one too large: refused with its message, nothing lost); then pending in my complaints, processed by the office, satisfied feedback once', async ({
    page,
    open,
    pageErrors,
  }) => {
    const PHONE = '13900000131';
    await open('/sc-complain');
    await page.getByTestId('complaint-home').waitFor();
    await expectAccessible(page, 'complaint home');
    await page.getByTestId('entry-form').click();
    await page.getByTestId('complaint-form').waitFor();
    await page.getByTestId('complaint-sign-in-notice').waitFor();

    // typed while signed out
    await field(page, 'name').fill('王小明');
    await field(page, 'phone').fill(PHONE);
    await page.getByText('男', { exact: true }).click();
    await field(page, 'respondent').fill('东门售票处');
    await field(page, 'reason').fill('节假日只开一个售票窗口，排队一个多小时无人疏导。');

    // the location is chosen on the place list (another screen): the form keeps what was typed
    await page.getByTestId('choose-location').click();
    await page.getByTestId('complaint-location').waitFor();
    await page.getByTestId('location-place').first().waitFor();
    await expectAccessible(page, 'complaint location');
    const placeName = (await page.getByTestId('location-place').first().locator('.location-item__name').innerText()).trim();
    await page.getByTestId('location-place').first().click();
    await page.getByTestId('complaint-form').waitFor();
    expect(await page.getByTestId('location-value').innerText()).toBe(placeName);
    expect(await field(page, 'name').inputValue()).toBe('王小明');
    expect(await field(page, 'reason').inputValue()).toContain('售票窗口');

    // submitting signed out: the login gate, the login page, and back to the form with nothing lost
    await page.getByTestId('complaint-submit').click();
    await page.getByRole('dialog').getByRole('button', { name: '去登录' }).click();
    await signIn(page, sys().upstreamUrl, PHONE);
    await page.getByTestId('complaint-form').waitFor();
    expect(await field(page, 'name').inputValue()).toBe('王小明');
    expect(await field(page, 'phone').inputValue()).toBe(PHONE);
    expect(await field(page, 'respondent').inputValue()).toBe('东门售票处');
    expect(await page.getByTestId('location-value').innerText()).toBe(placeName);

    // the gateway's prompts, each next to its field (type, detailed address, time of occurrence)
    await page.getByTestId('complaint-submit').click();
    await errorOf(page, 'typeId').waitFor();
    expect(await errorOf(page, 'typeId').innerText()).toBe('请选择投诉类型');
    expect(await errorOf(page, 'detailedAddress').innerText()).toBe('请填写详细地址');
    expect(await errorOf(page, 'occurredAt').innerText()).toBe('请选择发生时间');
    expect(await errorOf(page, 'name').count()).toBe(0);
    expect(await field(page, 'typeId').getAttribute('aria-invalid')).toBe('true');
    expect(await field(page, 'typeId').getAttribute('aria-describedby')).toBe('complaint-typeId-error');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('complaint-typeId');
    await snap(page, 'complaint-form-prompts');
    await expectAccessible(page, 'complaint form with its prompts');
    // the name, cleared, gets its own prompt too
    await field(page, 'name').fill('');
    await page.getByTestId('complaint-submit').click();
    await errorOf(page, 'name').waitFor();
    expect(await errorOf(page, 'name').innerText()).toBe('请填写您的姓名');
    await field(page, 'name').fill('王小明');
    expect(await errorOf(page, 'name').count(), 'an edited field drops its prompt').toBe(0);

    // two photos at once: a small one is stored, a large one (still over the limit after scaling) is refused in the gateway's words
    await page.getByTestId('evidence-input').setInputFiles([
      { name: 'queue.png', mimeType: 'image/png', buffer: png(320, 200) },
      { name: 'noise.png', mimeType: 'image/png', buffer: png(1400, 900, 'noise') },
    ]);
    await page.locator('[data-testid=upload-tile][data-status=done]').waitFor();
    await page.locator('[data-testid=upload-tile][data-status=failed]').waitFor();
    expect(await page.getByTestId('upload-error').innerText()).toBe('文件过大，最大0.2 MB');
    await page.getByTestId('evidence').scrollIntoViewIfNeeded();
    await snap(page, 'complaint-form-photos');
    // nothing else was lost
    expect(await field(page, 'reason').inputValue()).toContain('售票窗口');
    expect(await page.locator('[data-testid=upload-tile][data-status=done]').count()).toBe(1);
    // the refused one goes; the stored one stays
    await page.locator('[data-testid=upload-tile][data-status=failed]').getByTestId('upload-remove').click();
    expect(await page.getByTestId('upload-tile').count()).toBe(1);

    await field(page, 'typeId').selectOption({ label: '景区服务' });
    await field(page, 'detailedAddress').fill('东门售票窗口');
    await field(page, 'occurredAt').fill('2025-11-19T10:30');
    await page.getByTestId('complaint-submit').click();
    await page.getByTestId('complaint-success').waitFor();
    const number = (await page.getByTestId('complaint-number').innerText()).replace(/^.*:\s*/, '');
    expect(number).toMatch(/^TS\d{12}$/);
    await snap(page, 'complaint-success');

    // pending in my complaints, with its photo
    await page.getByTestId('success-mine').click();
    await page.getByTestId('my-complaints').waitFor();
    const card = page.getByTestId('complaint-card').first();
    await card.waitFor();
    expect(await card.getAttribute('data-status')).toBe('PENDING');
    expect(await card.getByTestId('complaint-status').innerText()).toContain('待受理');
    expect(await card.getByTestId('complaint-reason').innerText()).toContain('售票窗口');
    expect(await card.locator('img').count()).toBe(1);
    await expectAccessible(page, 'my complaints');
    await snap(page, 'my-complaints');

    // the office processes it (the reference upstream's development channel)
    const latest = await sys().dev.control<{ complaints: Array<{ id: string; complaintNo: string }> }>('GET', 'complaints/latest');
    const mine = latest.complaints.find((c) => c.complaintNo === number)!;
    await sys().dev.control('POST', 'complaints/advance', { id: mine.id, status: 'PROCESSED', note: '已增开售票窗口并安排人员疏导' });
    await page.reload();
    await page.getByTestId('tab-PROCESSED').click();
    await page.locator('[data-testid=complaint-card][data-status=PROCESSED]').first().click();
    await page.getByTestId('complaint-detail').waitFor();
    expect(await page.getByTestId('handling-record').first().innerText()).toContain('已增开售票窗口并安排人员疏导');
    expect(await page.getByTestId('handling-record').count()).toBe(3);
    await expectAccessible(page, 'complaint detail');

    // satisfied feedback: once
    expect(await page.getByTestId('feedback-submit').isDisabled(), 'a verdict first').toBe(true);
    await page.getByTestId('feedback-satisfied').click();
    await page.locator('#feedback-comment').fill('处理很及时');
    await page.getByTestId('feedback-submit').click();
    await page.getByTestId('feedback-given').waitFor();
    expect(await page.getByTestId('feedback-given').innerText()).toContain('满意');
    expect(await page.getByTestId('feedback-form').count()).toBe(0);
    await snap(page, 'complaint-feedback');
    await page.reload();
    await page.getByTestId('feedback-given').waitFor();
    expect(await page.getByTestId('feedback-form').count()).toBe(0);
    expect(pageErrors).toEqual([]);
  });

  test('record and send a voice complaint: nothing recorded is refused in the gateway’s words; record, play back, send; it is listed with its recording', async ({
    page,
    context,
    open,
    pageErrors,
  }) => {
    await context.grantPermissions(['microphone', 'geolocation'], { origin: sys().gatewayUrl });
    await signIn(page, sys().upstreamUrl, '13900000132', { open, returnTo: '/sc-complain' });
    await page.getByTestId('entry-voice').click();
    await page.getByTestId('voice-complaint').waitFor();
    await page.getByTestId('voice-phone').fill('13900000132');
    // sending before recording: the gateway's prompt
    await page.getByTestId('voice-submit').click();
    expect(await page.getByTestId('voice-error').innerText()).toBe('请先录音');
    // record about two seconds (the fake microphone's tone), then stop
    await page.getByTestId('voice-start').click();
    await page.getByTestId('voice-stop').waitFor();
    await page.waitForFunction(() => /0:0[2-9]/.test(document.querySelector('[data-testid=voice-elapsed]')?.textContent ?? ''));
    await page.getByTestId('voice-stop').click();
    await page.getByTestId('voice-playback').waitFor();
    expect(await page.getByTestId('voice-length').innerText()).toMatch(/^语音 [23] 秒$/);
    // the recording plays back in the page
    const duration = await page.getByTestId('voice-playback').evaluate(
      (audio: HTMLAudioElement) =>
        new Promise<number>((resolve) => {
          if (audio.readyState >= 1) resolve(audio.duration);
          else audio.addEventListener('loadedmetadata', () => resolve(audio.duration), { once: true });
        }),
    );
    expect(duration).toBeGreaterThan(0);
    await expectAccessible(page, 'voice complaint');
    await snap(page, 'voice-complaint');
    await page.getByTestId('voice-submit').click();
    await page.getByTestId('complaint-success').waitFor();
    await page.getByTestId('success-detail').click();
    await page.getByTestId('complaint-detail').waitFor();
    expect(await page.getByTestId('detail-voice').getAttribute('src')).toMatch(/\/files\/uploads\/[0-9a-f]{64}\.weba$/);
    const latest = await sys().dev.control<{ complaints: Array<{ channel: string; audioTime: string; phone: string }> }>(
      'GET',
      'complaints/latest',
    );
    expect(latest.complaints[0]).toMatchObject({ channel: 'VOICE', phone: '13900000132' });
    expect(Number(latest.complaints[0]!.audioTime)).toBeGreaterThanOrEqual(2);
    expect(pageErrors).toEqual([]);
  });

  test('a complaint about a place, opened from its page: the place is filled in', async ({ page, open }) => {
    await open('/scenic-list');
    await page.getByTestId('place-card').first().click();
    await page.getByTestId('place-detail').waitFor();
    const name = (await page.getByTestId('place-name').innerText()).trim();
    await page.getByTestId('complain-place').click();
    await page.getByTestId('complaint-form').waitFor();
    expect(await page.getByTestId('location-value').innerText()).toBe(name);
    await expect.poll(() => page.url()).toContain('/complain-place?placeId=');
  });
});

describe('the shared uploader', () => {
  test('a photo whose upload failed on the network is kept with the reason and sent again on retry; removing a stored one takes it out', async ({
    page,
    open,
  }) => {
    await signIn(page, sys().upstreamUrl, '13900000134', { open, returnTo: '/complain-save' });
    await page.getByTestId('complaint-form').waitFor();
    // the first upload (a multipart POST) is cut off: a network failure
    let cut = false;
    await page.route('**/graphql', async (route) => {
      if (!cut && (route.request().headers()['content-type'] ?? '').startsWith('multipart/form-data')) {
        cut = true;
        await route.abort('connectionreset');
        return;
      }
      await route.continue();
    });
    await page.getByTestId('evidence-input').setInputFiles({ name: 'a.png', mimeType: 'image/png', buffer: png(240, 160) });
    const failed = page.locator('[data-testid=upload-tile][data-status=failed]');
    await failed.waitFor();
    expect(await failed.getByTestId('upload-error').innerText()).toBe('上传失败，请重试');
    await failed.getByRole('button', { name: '重试' }).click();
    await page.locator('[data-testid=upload-tile][data-status=done]').waitFor();
    expect(await page.getByTestId('upload-tile').count()).toBe(1);
    await expectAccessible(page, 'complaint form with a photo');
    // a stored photo is removed from the form (and stays out after a reload: the form's store)
    await page.getByTestId('upload-remove').click();
    expect(await page.getByTestId('upload-tile').count()).toBe(0);
    await page.reload();
    await page.getByTestId('complaint-form').waitFor();
    expect(await page.getByTestId('upload-tile').count()).toBe(0);
  });
});

describe('one-key help', () => {
  test('one tap asks for a confirmation (cancelled: nothing is sent), then sends the position and phone; the emergency numbers call; common problems and the information page', async ({
    page,
    open,
    pageErrors,
  }) => {
    await signIn(page, sys().upstreamUrl, '13900000133', { open, returnTo: '/call-police' });
    await page.getByTestId('call-police').waitFor();
    expect(await page.getByTestId('emergency-number').first().getAttribute('href')).toBe('tel:110');
    await expectAccessible(page, 'one-key help');
    const before = (await sys().dev.control<{ requests: Array<{ phone: string }> }>('GET', 'help/requests')).requests.filter(
      (r) => r.phone === '13900000133',
    );
    expect(before).toEqual([]);
    // a pocket tap: the confirmation says what would be sent; cancelling sends nothing
    await page.getByTestId('ask-for-help').click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain('139****0133');
    expect(await dialog.innerText()).toContain('104.0700, 30.6700');
    await snap(page, 'help-confirm');
    await dialog.getByRole('button', { name: '取消' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(
      (await sys().dev.control<{ requests: Array<{ phone: string }> }>('GET', 'help/requests')).requests.filter(
        (r) => r.phone === '13900000133',
      ),
    ).toEqual([]);
    // confirmed: sent, and said so
    await page.getByTestId('ask-for-help').click();
    await page.getByRole('dialog').getByRole('button', { name: '立即求助' }).click();
    await page.getByTestId('help-sent').waitFor();
    expect(await page.getByTestId('help-sent').innerText()).toContain('求助信息已发送');
    expect(await page.getByTestId('help-sent-position').innerText()).toContain('104.0700, 30.6700');
    const sent = (
      await sys().dev.control<{ requests: Array<{ phone: string; longitude: string; latitude: string }> }>('GET', 'help/requests')
    ).requests.filter((r) => r.phone === '13900000133');
    expect(sent).toEqual([expect.objectContaining({ longitude: '104.07', latitude: '30.67' })]);
    await snap(page, 'help-sent');

    await page.getByTestId('link-problems').click();
    await page.getByTestId('problem-item').first().waitFor();
    await page.getByTestId('problem-keyword').fill('验证码');
    await page.getByTestId('problem-keyword').press('Enter');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=problem-item]').length === 1);
    await page.getByTestId('problem-item').click();
    await page.getByTestId('problem-answer').waitFor();
    expect(await page.getByTestId('problem-answer').innerText()).toContain('60 秒');
    await expectAccessible(page, 'problem detail');
    await open('/information');
    await page.getByTestId('information-section').first().waitFor();
    expect(await page.getByTestId('information-section').count()).toBe(4);
    await expectAccessible(page, 'information');
    expect(pageErrors).toEqual([]);
  });
});
