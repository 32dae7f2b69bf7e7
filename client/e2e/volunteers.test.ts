import { describe, expect } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { testInstant, testNow } from '@ctp/upstream/testing';
import { newMobileContext, signIn, snap, useSystem, type E2EContext } from './harness';
import { graphCall } from './graph';
import { expectAccessible } from './axe';
import volunteersCn from '../src/screens/volunteers/locales/cn';
import { png } from './png';

/**
 * The volunteer area in the browser against the real upstream and gateway: the
 * four menu codes reach their screens; a person applies to become a volunteer and sees the pending
 * status; a manager approves a member and the founder makes them a manager; a manager creates a
 * recruitment activity in three steps and sees it listed; a volunteer applies, is approved, signs
 * in by location, another by the rotating QR code; a missed shift is made up and approved; a shift
 * is picked in the calendar; points, ranking and honours change after the service. The tests run
 * in order on one system (later ones use what earlier ones made).
 */
const { test, sys } = useSystem();

type Json = Record<string, any>;
const MANAGER = '13800000005';
const FOUNDER = '13800000006';
const MEMBER = '13800000007';
const APPLICANT = '13912345601';

/** China-time day and `HH:mm` of an instant. */
function china(ms: number): { day: string; time: string; hour: number } {
  const iso = new Date(ms + 8 * 3_600_000).toISOString();
  return { day: iso.slice(0, 10), time: iso.slice(11, 16), hour: Number(iso.slice(11, 13)) };
}

/** Sessions of the people already signed in through the login page: later contexts start with them. */
const sessions = new Map<string, string>();

async function signedInAs(t: E2EContext, phone: string, returnTo: string): Promise<void> {
  const stored = sessions.get(phone);
  if (stored) {
    await t.context.addInitScript((json) => window.localStorage.setItem('cloudUserInfo', json), stored);
    await t.open(returnTo);
    return;
  }
  await signIn(t.page, t.sys.upstreamUrl, phone, { open: t.open, returnTo });
  sessions.set(phone, (await t.page.evaluate(() => window.localStorage.getItem('cloudUserInfo')))!);
}

/** A second person in the same test (their own context, already signed in). */
async function asAnother(t: E2EContext, phone: string): Promise<{ page: Page; context: BrowserContext }> {
  const context = await newMobileContext(t.sys);
  const json = sessions.get(phone);
  if (!json) throw new Error(`${phone} has not signed in yet`);
  await context.addInitScript((s) => window.localStorage.setItem('cloudUserInfo', s), json);
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { page, context };
}

const gql = (query: string, variables: Json = {}, phone?: string): Promise<Json> => {
  const token = phone ? (JSON.parse(sessions.get(phone) ?? '{}') as { token?: string }).token : undefined;
  return graphCall<Json>(sys().gatewayUrl, query, variables, { token });
};

const toast = (page: Page) => page.getByTestId('toast');

/** The shared state of the flow (what one test made for the next). */
const made: { activityPath: string; activityName: string } = { activityPath: '', activityName: '' };

describe('the volunteer area', () => {
  test('the four menu codes reach real screens: the service grid, /volunteer-index, /volunteer-list/all (stars in Chinese numerals), /join-group, /volunteer-service', async ({
    page,
    open,
    pageErrors,
  }) => {
    // late evenings: run the day on tomorrow morning (a recruitment created "now" starts later the same day)
    if (china(sys().now()).hour >= 20) await sys().dev.setClock({ offsetMs: ((24 - china(testNow()).hour + 9) % 24) * 3_600_000 });
    await open('/default-service');
    await page.getByText('志愿者之家').first().click();
    await page.getByTestId('volunteer-index').waitFor();
    await expect.poll(() => page.url()).toContain('#/volunteer-index');
    expect(await page.getByTestId('recruitment-card').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('team-card').count()).toBeGreaterThan(0);
    expect(Number(await page.getByTestId('figure-volunteers').innerText())).toBeGreaterThan(20);
    await expectAccessible(page, 'volunteer index');
    await snap(page, 'volunteers-index');

    await open('/volunteer-list/all');
    await page.getByTestId('volunteer-card').first().waitFor();
    const stars = page.getByTestId('star-rating').first();
    expect(await stars.innerText()).toMatch(/^[一二三四五六七八九十]星$/);
    expect(await stars.getAttribute('aria-label')).toMatch(/^\d+星志愿者$/);
    await expectAccessible(page, 'volunteer list');

    await open('/join-group');
    await page.getByTestId('group-list-page').waitFor();
    await page.getByTestId('team-card').first().click();
    await page.getByTestId('team-detail').waitFor();
    await expect.poll(() => page.url()).toMatch(/#\/group-desc\/\d+$/);
    await open('/team-desc/1');
    await page.getByTestId('team-founder').waitFor();
    await page.getByTestId('comments').waitFor();
    await expectAccessible(page, 'team detail');

    await open('/volunteer-service');
    await page.getByTestId('volunteer-service').waitFor();
    await expectAccessible(page, 'volunteer service');
    // 320 px wide: nothing overflows
    await page.setViewportSize({ width: 320, height: 640 });
    for (const path of ['/volunteer-index', '/volunteer-service', '/team-desc/1', '/volunteer-index?lang=fr', '/team-desc/1?lang=fr']) {
      await open(path);
      await page.locator('.vol-page').first().waitFor();
      await page.locator('.vol-card, .vol-section').first().waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(320);
    }
    expect(pageErrors).toEqual([]);
  });

  test('applying to become a volunteer: inline errors keep what was typed, then the pending status; approval opens /volunteers', async (t) => {
    const { page } = t;
    await signedInAs(t, APPLICANT, '/volunteer-service');
    await page.getByTestId('volunteer-service').waitFor();
    await page.getByTestId('start-apply').click();
    await page.getByTestId('volunteer-apply').waitFor();
    await page.getByTestId('apply-phone').locator('input').fill('13912345601');
    await page.getByTestId('apply-submit').click();
    const nameError = page.getByTestId('apply-realName-error');
    await nameError.waitFor();
    expect(await page.getByTestId('apply-realName').locator('input').getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByTestId('apply-phone').locator('input').inputValue(), 'what was typed stays').toBe('13912345601');
    await page.getByTestId('apply-realName').locator('input').fill('周一鸣');
    await page.getByTestId('apply-gender').getByText('男').click();
    await page.getByTestId('apply-birthDate').locator('input').fill('1996-07-15');
    await page.getByTestId('apply-skills').getByText('讲解导览').click();
    await page.getByTestId('apply-areas').getByText('旅游咨询').click();
    await page.getByTestId('apply-availability').getByText('周末').click();
    await page.getByTestId('apply-photo-input').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png(4, 4) });
    // the photo stored (its tile done), and the submit button no longer held back by the upload
    await page.getByTestId('apply-photo').locator('[data-testid=upload-tile][data-status=done]').waitFor();
    await page.waitForFunction(() => !document.querySelector('[data-testid="apply-submit"]')?.hasAttribute('disabled'));
    await expectAccessible(page, 'volunteer application');
    await page.getByTestId('apply-submit').click();
    await page.getByTestId('application-pending').waitFor();
    expect(await page.getByTestId('application-status').innerText()).toBe('待审核');
    await snap(page, 'volunteers-pending');

    // the platform approves: the menu's VOLUNTEER_SERVICE now leads to /volunteers
    await sys().dev.control('POST', 'volunteers/audit', { phone: APPLICANT, pass: true });
    await t.open('/default-service');
    // the service page's entry: the volunteer page still showing until it renders has the same title
    await page.getByTestId('services-grid').getByText('志愿服务').first().click();
    await page.getByTestId('volunteers-home').waitFor();
    expect(await page.getByTestId('volunteer-profile').innerText()).toContain('周一鸣');
    await expectAccessible(page, 'volunteer home');
  });

  test('a manager approves a join request; the founder makes the new member a manager', async (t) => {
    const { page } = t;
    await signedInAs(t, MANAGER, '/team-desc/1');
    await page.getByTestId('team-detail').waitFor();
    await page.getByTestId('tool-members').click();
    await page.getByTestId('team-management').waitFor();
    const before = Number(await page.getByTestId('management-member-count').innerText());
    const request = page.getByTestId('join-application').first();
    const name = (await request.locator('.vol-item__title').innerText()).trim();
    // a manager may not make managers: no such button for them
    expect(await page.getByTestId('make-manager').count()).toBe(0);
    await request.getByTestId('approve-member').click();
    await toast(page).getByText('已通过入队申请').waitFor();
    await page.waitForFunction(
      (n) => Number(document.querySelector('[data-testid="management-member-count"]')?.textContent) === n,
      before + 1,
    );
    await expectAccessible(page, 'team management');

    // the founder (signs in through the login page the first time)
    const other = await newMobileContext(t.sys, null);
    try {
      const fp = await other.newPage();
      fp.setDefaultTimeout(15_000);
      await signIn(fp, t.sys.upstreamUrl, FOUNDER, {
        open: (p) => fp.goto(`${t.sys.gatewayUrl}/#${p}`).then(() => undefined),
        returnTo: '/team-management/1',
      });
      sessions.set(FOUNDER, (await fp.evaluate(() => window.localStorage.getItem('cloudUserInfo')))!);
      await fp.getByTestId('team-management').waitFor();
      const row = fp.locator(`[data-testid="team-member"][data-name="${name}"]`);
      await row.getByTestId('make-manager').click();
      await fp.getByTestId('toast').getByText(`已将${name}设为管理员`).waitFor();
      await fp.waitForFunction(
        (n) => document.querySelector(`[data-testid="team-member"][data-name="${n}"]`)?.getAttribute('data-role') === 'MANAGER',
        name,
      );
      expect(await row.getByTestId('member-role').innerText()).toBe('管理员');
      await snap(fp, 'volunteers-made-manager');
    } finally {
      await other.close();
    }
  });

  test("a manager renews the team's invitation code: the QR page shows the new one, the old link finds no team", async (t) => {
    const { page } = t;
    await signedInAs(t, MANAGER, '/team-ewm/1');
    await page.getByTestId('team-qr').waitFor();
    const link = page.getByTestId('invite-link');
    const old = await link.getAttribute('href');
    expect(old).toMatch(/team-invitation\?code=/);
    await page.getByTestId('renew-invite').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('旧的邀请码和已分享的二维码将立即失效').waitFor();
    await dialog.getByRole('button', { name: '重新生成邀请码' }).click();
    await toast(page).getByText('已生成新的邀请码').waitFor();
    await expect.poll(() => link.getAttribute('href')).not.toBe(old);
    expect(await link.getAttribute('href')).toMatch(/team-invitation\?code=/);
    await expectAccessible(page, 'team QR invitation');
    await t.open(old!.replace(/^#/, ''));
    await page.getByText('邀请码无效或已失效').waitFor();
  });

  test("a manager changes the team's service area among the graph's choices; the team page shows it", async (t) => {
    const { page } = t;
    const areaText = volunteersCn.serviceType as Record<string, string>;
    await signedInAs(t, MANAGER, '/team-data/1');
    const chips = page.getByTestId('team-service-type');
    await chips.waitFor();
    const choices = (await gql('{ volunteerFormChoices { serviceTypes } }')).volunteerFormChoices.serviceTypes as string[];
    expect(await chips.locator('input').count()).toBe(choices.length);
    const was = (await chips.locator('input:checked').getAttribute('data-testid'))!.replace('team-service-type-', '');
    const next = choices.find((c) => c !== was)!;
    const save = async (value: string) => {
      await chips.locator('label', { has: page.getByTestId(`team-service-type-${value}`) }).click();
      await page.getByTestId('team-submit').click();
      await page.getByTestId('team-detail').waitFor();
      await expect.poll(() => page.locator('.vol-hero__who').innerText()).toContain(areaText[value]!);
    };
    await save(next);
    // and back, for the tests after this one
    await t.open('/team-data/1');
    await chips.waitFor();
    await save(was);
  });

  test('a manager creates a recruitment activity in three steps (a draft between them) and sees it listed', async (t) => {
    const { page } = t;
    await signedInAs(t, MANAGER, '/team-desc/1');
    await page.getByTestId('tool-recruit').click();
    await page.getByTestId('recruit-step-1').waitFor();
    made.activityName = `人民公园周末服务${china(sys().now()).time.replace(':', '')}`;
    await page.getByTestId('recruit-name').locator('input').fill(made.activityName);
    await page.getByTestId('recruit-type').getByText('旅游咨询').click();
    await page.getByTestId('recruit-summary').locator('textarea').fill('在人民公园为游客提供咨询和引导服务。');
    await expectAccessible(page, 'recruitment step 1');
    await page.getByTestId('recruit-next').click();
    await page.getByTestId('recruit-step-2').waitFor();
    // it starts 20 minutes from now (sign-in opens 30 minutes before), for three hours
    const start = sys().now() + 20 * 60_000;
    const { day, time } = china(start);
    const end = china(start + 3 * 3_600_000);
    await page.getByTestId('recruit-start-date').locator('input').fill(day);
    await page.getByTestId('recruit-end-date').locator('input').fill(day);
    await page.getByTestId('recruit-start-time').locator('input').fill(time);
    await page
      .getByTestId('recruit-end-time')
      .locator('input')
      .fill(end.day === day ? end.time : '23:59');
    await page.getByTestId('recruit-address').locator('input').fill('人民公园东门');
    // no point yet: the gateway says so under the point, and keeps what was typed
    await page.getByTestId('recruit-next').click();
    await page.getByTestId('recruit-location-error').waitFor();
    expect(await page.getByTestId('recruit-address').locator('input').inputValue()).toBe('人民公园东门');
    await page.getByTestId('recruit-locate').click();
    await page.waitForFunction(() =>
      (document.querySelector('[data-testid="recruit-lng"] input') as HTMLInputElement | null)?.value.startsWith('104.07'),
    );
    await page.getByTestId('recruit-radius').locator('input').fill('500');
    await page.getByTestId('recruit-next').click();
    await page.getByTestId('recruit-step-3').waitFor();
    await page.getByTestId('recruit-quota').locator('input').fill('3');
    await page.getByTestId('recruit-requirements').locator('textarea').fill('年满18周岁');
    await page.getByTestId('recruit-publish').click();
    await page.getByTestId('recruit-detail').waitFor();
    expect(await page.getByTestId('recruit-name').innerText()).toBe(made.activityName);
    expect(await page.getByTestId('recruit-status').innerText()).toBe('招募中');
    made.activityPath = new URL(page.url()).hash.slice(1);
    await t.open('/recruit-list');
    await page.getByTestId('recruit-list').getByText(made.activityName).waitFor();
    await snap(page, 'volunteers-recruit-listed');
  });

  test('volunteers apply; the manager approves; one signs in by location, another with the rotating QR code (a forged code is refused)', async (t) => {
    const { page } = t;
    expect(made.activityPath).toMatch(/^\/volunteer-activity-desc\/\d+$/);
    await signedInAs(t, MEMBER, made.activityPath);
    await page.getByTestId('recruit-detail').waitFor();
    await page.getByTestId('apply-recruitment').click();
    await toast(page).getByText('报名成功，请等待审核').waitFor();
    await page.getByTestId('my-application-status').getByText('待审核').waitFor();
    await expectAccessible(page, 'recruitment detail');
    // the founder applies too
    const founder = await asAnother(t, FOUNDER);
    try {
      await founder.page.goto(`${t.sys.gatewayUrl}/#${made.activityPath}`);
      await founder.page.getByTestId('apply-recruitment').click();
      await founder.page.getByTestId('my-application-status').getByText('待审核').waitFor();
      // the manager approves both
      const manager = await asAnother(t, MANAGER);
      try {
        await manager.page.goto(`${t.sys.gatewayUrl}/#${made.activityPath}`);
        await manager.page.getByTestId('audit-link').click();
        await manager.page.getByTestId('recruit-audit').waitFor();
        for (const who of ['陈雨桐', '王建国']) {
          await manager.page.locator(`[data-testid="application"][data-name="${who}"]`).getByTestId('approve-application').click();
          await manager.page.getByTestId('toast').getByText(`已通过${who}的报名`).waitFor();
          await manager.page.locator(`[data-testid="application"][data-name="${who}"]`).waitFor({ state: 'detached' });
        }
        // the row leaves at once (optimistic); the counter follows with the server's answer
        await expect.poll(() => manager.page.getByTestId('audit-approved').innerText()).toBe('2');
        await expectAccessible(manager.page, 'recruitment audit');

        // by location: the device is at the sign-in point
        await page.reload();
        await page.getByTestId('my-application-status').getByText('已通过').waitFor();
        const shift = page.getByTestId('shift').first();
        await shift.getByTestId('sign-in-location').click();
        await toast(page).getByText('签到成功').waitFor();
        await shift.getByTestId('my-sign-in').getByText('定位签到').waitFor();

        // by QR: the manager's shift page draws the rotating code; the founder's camera opens it
        await manager.page.goto(`${t.sys.gatewayUrl}/#${made.activityPath}`);
        await manager.page.getByTestId('manage-shift').first().click();
        await manager.page.getByTestId('shift-manage').waitFor();
        const qr = manager.page.getByTestId('sign-qr');
        await qr.locator('img').waitFor();
        const url = (await qr.getAttribute('data-value'))!;
        expect(url).toMatch(/#\/team-sign\?code=VSQ1-/);
        await expectAccessible(manager.page, 'shift management');
        await snap(manager.page, 'volunteers-sign-qr');
        const forged = url.replace(/.$/, (c) => (c === 'a' ? 'b' : 'a'));
        await founder.page.goto(forged);
        await founder.page.getByTestId('confirm-code-sign-in').click();
        await founder.page.getByTestId('toast').getByText('签到码无效').waitFor();
        await founder.page.goto(url);
        await founder.page.getByTestId('confirm-code-sign-in').click();
        await founder.page.getByTestId('code-signed-in').waitFor();
        // the manager's roster shows both sign-ins
        await manager.page.reload();
        await manager.page.locator('[data-testid="roster-entry"][data-name="王建国"]').getByText('扫码签到').waitFor();
        await manager.page.locator('[data-testid="roster-entry"][data-name="陈雨桐"]').getByText('定位签到').waitFor();
      } finally {
        await manager.context.close();
      }
    } finally {
      await founder.context.close();
    }
  });

  test('a missed shift: the member files a make-up request, the manager approves it; points, ranking and honours follow', async (t) => {
    const { page } = t;
    await signedInAs(t, MEMBER, '/integral-records');
    await page.getByTestId('points-page').waitFor();
    const pointsBefore = Number(await page.getByTestId('points-total').innerText());
    const honoursBefore = (await gql('{ volunteerHonours { earned } }', {}, MEMBER)).volunteerHonours.filter((h: Json) => h.earned).length;
    const ranking = await gql(
      '{ volunteerRanking(first: 50, teamId: "VGVhbQ", orderBy: SERVICE_HOURS) { edges { node { serviceHours volunteer { name } } } } }'.replace(
        'VGVhbQ',
        Buffer.from('VolunteerTeam:1').toString('base64url'),
      ),
    );
    const hoursBefore = ranking.volunteerRanking.edges.find((e: Json) => e.node.volunteer.name === '陈*桐').node.serviceHours as number;
    // the seeded shift three days ago that the member missed: in the team's sign-in calendar
    const missedDay = china(testInstant() - 3 * 86_400_000).day;
    await t.open('/team-sign/1');
    await page.getByTestId('team-sign').waitFor();
    const calendar = page.getByTestId('sign-calendar');
    if ((await calendar.getAttribute('data-month')) !== missedDay.slice(0, 7)) {
      await page.getByTestId('calendar-prev').click();
      await page.waitForFunction(
        (m) => document.querySelector('[data-testid="sign-calendar"]')?.getAttribute('data-month') === m,
        missedDay.slice(0, 7),
      );
    }
    await expectAccessible(page, 'team sign-in calendar');
    await page.locator(`[data-testid="calendar-day"][data-date="${missedDay}"]`).click();
    await page.getByTestId('sign-day').getByTestId('make-up-link').first().click();
    await page.getByTestId('make-up-form').waitFor();
    await page.getByTestId('make-up-submit').click();
    await page.getByTestId('make-up-reason-error').waitFor();
    await page.getByTestId('make-up-reason').locator('textarea').fill('手机没电，忘记签到');
    await page.getByTestId('make-up-submit').click();
    await page.getByTestId('make-up-list-page').waitFor();
    expect(await page.getByTestId('make-up-status').first().innerText()).toBe('待审核');

    const manager = await asAnother(t, MANAGER);
    try {
      await manager.page.goto(`${t.sys.gatewayUrl}/#/team-make-up/1`);
      const request = manager.page.locator('[data-testid="make-up-request"][data-name="陈雨桐"]');
      await request.getByTestId('approve-make-up').click();
      await manager.page.getByTestId('toast').getByText('已通过陈雨桐的补签').waitFor();
      await request.waitFor({ state: 'detached' });
    } finally {
      await manager.context.close();
    }
    await page.reload();
    await page.getByTestId('make-up-status').first().getByText('已通过').waitFor();
    await t.open('/integral-records');
    await page.getByTestId('points-page').waitFor();
    expect(Number(await page.getByTestId('points-total').innerText())).toBeGreaterThan(pointsBefore);
    await page.getByTestId('points-list').getByText('服务时长').first().waitFor();
    await expectAccessible(page, 'points');
    await t.open('/volunteer-honours');
    await page.getByTestId('honour-list').waitFor();
    const honoursAfter = await page.locator('[data-testid="honour"][data-earned="true"]').count();
    // the approved three hours take the member past ten hours of service: 服务十小时 is earned
    expect(honoursAfter).toBeGreaterThan(honoursBefore);
    await page.locator('[data-testid="honour"][data-earned="true"]').getByText('服务十小时').waitFor();
    const team = Buffer.from('VolunteerTeam:1').toString('base64url');
    await t.open(`/volunteer-ranking?team=${team}&by=SERVICE_HOURS`);
    const mine = page.locator('[data-testid="ranking-entry"]', { hasText: '陈*桐' });
    const hoursAfter = Number((await mine.getByTestId('ranking-figure').innerText()).replace(/[^\d.]/g, ''));
    expect(hoursAfter, 'the three hours made up count').toBeGreaterThanOrEqual(hoursBefore + 3);
    await expectAccessible(page, 'ranking');
    await snap(page, 'volunteers-ranking');
  });

  test('a member picks a duty shift in the team calendar; it waits for a manager', async (t) => {
    const { page } = t;
    await signedInAs(t, MEMBER, '/team-schedule/1');
    await page.getByTestId('team-schedule').waitFor();
    // the seeded duty shift nine days ahead has free places
    const target = china(testInstant() + 9 * 86_400_000).day;
    const calendar = page.getByTestId('schedule-calendar');
    if ((await calendar.getAttribute('data-month')) !== target.slice(0, 7)) {
      await page.getByTestId('calendar-next').click();
      await page.waitForFunction(
        (m) => document.querySelector('[data-testid="schedule-calendar"]')?.getAttribute('data-month') === m,
        target.slice(0, 7),
      );
    }
    await page.locator(`[data-testid="calendar-day"][data-date="${target}"]`).click();
    const shift = page.getByTestId('schedule-day').locator('[data-testid="shift"][data-kind="DUTY"]').first();
    await shift.getByTestId('pick-shift').click();
    await toast(page).getByText('已报名，等待管理员确认').waitFor();
    await shift.getByTestId('shift-status').getByText('待确认').waitFor();
    await expectAccessible(page, 'team schedule');
    await snap(page, 'volunteers-schedule');
    await t.open(`/my-scheduling?month=${target.slice(0, 7)}`);
    await page.getByTestId('my-schedule').locator('[data-testid="shift"][data-status="PENDING"]').first().waitFor();
  });
});
