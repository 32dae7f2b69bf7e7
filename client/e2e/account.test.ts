import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { animationsDone, settled, signIn, snap, useSystem } from './harness';

const { test, sys } = useSystem();

/** Opens the first scenic area of the demo site (it has seeded comments) and returns its path. */
async function openFirstScenicArea(page: Page, open: (p: string) => Promise<void>): Promise<string> {
  await open('/scenic-list?siteCode=site510100');
  await page.getByTestId('place-card').first().click();
  await page.getByTestId('place-detail').waitFor();
  await page.getByTestId('interaction-bar').waitFor();
  return page.evaluate(() => location.hash.slice(1));
}

const count = async (page: Page, testId: string) => Number(await page.getByTestId(testId).innerText());
const toastText = (page: Page) => page.getByTestId('toast');

/** The addresses the page shows from now on (the main frame's hash, decoded), in order. */
function addressesShown(page: Page): string[] {
  const shown: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) shown.push(decodeURIComponent(new URL(frame.url()).hash));
  });
  return shown;
}

/** The addresses shown from the first /login on. */
const fromLogin = (shown: string[]) => shown.slice(shown.findIndex((h) => h.startsWith('#/login')));

async function sessionInStorage(page: Page): Promise<{ token: string; refreshAfter: string } | null> {
  return page.evaluate(() => {
    const raw = localStorage.getItem('cloudUserInfo');
    return raw ? (JSON.parse(raw) as { token: string; refreshAfter: string }) : null;
  });
}

describe('accounts, interactions and comments', () => {
  test('anonymous like passes the login gate; the login form validates; a new user likes, favourites, comments and replies', async ({
    page,
    open,
    pageErrors,
  }) => {
    const upstream = sys().upstreamUrl;
    // the page's own clock (running with real time), so a toast's duration can be run through below
    await page.clock.install();
    const detailPath = await openFirstScenicArea(page, open);
    const likes0 = await count(page, 'like-count');
    const favs0 = await count(page, 'favourite-count');
    const comments0 = await count(page, 'comment-count');

    // Anonymous: like shows the reminder first, then /login with the way back.
    await page.getByTestId('like-btn').click();
    const gate = page.getByRole('dialog');
    await gate.getByText('请先登录').waitFor();
    await animationsDone(page); // the dialog's fade-in has ended
    await snap(page, 'login-gate');
    await gate.getByRole('button', { name: '去登录' }).click();
    await page.getByTestId('login-page').waitFor();
    expect(decodeURIComponent(page.url())).toContain(`redirect=${detailPath}`);

    // The spec's prompts show inline before anything is sent.
    await page.getByTestId('login-phone').pressSequentially('1391234');
    await page.getByTestId('send-code').click();
    expect(await page.getByTestId('phone-error').innerText()).toContain('请输入正确的手机号');
    await page.getByTestId('login-phone').fill('13912345678');
    await page.getByTestId('login-code').pressSequentially('12345');
    await page.getByTestId('login-submit').click();
    expect(await page.getByTestId('code-error').innerText()).toContain('请输入6位验证码');
    // A wrong code is refused by the gateway, in its words (its CN text for CODE_WRONG or CODE_EXPIRED).
    await page.getByTestId('send-code').click();
    await page.getByText(/\d+s后重新获取/).waitFor();
    await page.getByTestId('login-code').fill('000000');
    await page.getByTestId('login-submit').click();
    await page
      .getByTestId('code-error')
      .getByText(/验证码错误|验证码已过期/)
      .waitFor();
    await snap(page, 'login-errors');
    expect(await sessionInStorage(page)).toBeNull();

    // The real code (read from the development SMS channel) signs the new phone up and comes back.
    await signIn(page, upstream, '13912345678');
    await page.getByTestId('place-detail').waitFor();
    expect(await page.evaluate(() => location.hash.slice(1))).toBe(detailPath);
    const stored = await sessionInStorage(page);
    expect(stored?.token).toMatch(/\S{8,}/);
    expect(Date.parse(stored?.refreshAfter ?? '')).toBeGreaterThan(sys().now());

    // Like and favourite: counts move at once, toasts thank.
    await page.getByTestId('like-btn').click();
    await toastText(page).getByText('感谢您的点赞').waitFor();
    expect(await count(page, 'like-count')).toBe(likes0 + 1);
    expect(await page.getByTestId('like-btn').getAttribute('aria-pressed')).toBe('true');
    // The toasts' durations: the praise goes after 1000 ms; the collection toast (duration 0) stays
    expect(await page.getByTestId('toast').getAttribute('data-duration')).toBe('1000');
    await page.getByTestId('toast').waitFor({ state: 'detached', timeout: 5000 });
    await page.getByTestId('favourite-btn').click();
    await toastText(page).getByText('感谢您的收藏').waitFor();
    expect(await page.getByTestId('toast').getAttribute('data-duration')).toBe('0');
    // 2500 ms on the page's clock (longer than a default toast's 2000 ms), then two frames drawn
    await page.clock.fastForward(2500);
    await animationsDone(page);
    expect(await toastText(page).getByText('感谢您的收藏').isVisible()).toBe(true);
    expect(await count(page, 'favourite-count')).toBe(favs0 + 1);
    await snap(page, 'detail-liked');

    // The counts and the viewer's state come from the gateway: they survive a reload.
    await page.reload();
    await page.getByTestId('interaction-bar').waitFor();
    await page.waitForFunction((n) => document.querySelector('[data-testid="like-count"]')?.textContent === String(n), likes0 + 1);
    expect(await count(page, 'favourite-count')).toBe(favs0 + 1);
    expect(await page.getByTestId('like-btn').getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByTestId('favourite-btn').getAttribute('aria-pressed')).toBe('true');

    // Undo a like: "Cancellation succeeded", the count goes back.
    await page.getByTestId('like-btn').click();
    await toastText(page).getByText('取消成功').waitFor();
    expect(await count(page, 'like-count')).toBe(likes0);

    // The comment box: empty text, the 11th emoticon, the 6th tag are refused with the spec's words.
    await page.getByTestId('comment-btn').click();
    const box = page.getByTestId('comment-box');
    await box.waitFor();
    await box.getByTestId('comment-submit').click();
    expect(await box.getByTestId('comment-error').innerText()).toContain('请输入评论内容');
    // the error is tied to the box it is about (every form follows the login's pattern)
    expect(await box.getByTestId('comment-text').getAttribute('aria-invalid')).toBe('true');
    expect(await box.getByTestId('comment-text').getAttribute('aria-describedby')).toBe(
      await box.getByTestId('comment-error').getAttribute('id'),
    );
    await box.getByTestId('emoticon-toggle').click();
    const emoticons = box.getByTestId('emoticon-picker').locator('button');
    expect(await emoticons.count()).toBeGreaterThanOrEqual(11);
    for (let i = 0; i < 10; i += 1) await emoticons.nth(i).click();
    await emoticons.nth(10).click();
    await toastText(page).getByText('一次最多选择10个表情').waitFor();
    expect(await box.getByTestId('chosen-emoticons').locator('img').count()).toBe(10);
    const tags = box.getByTestId('comment-tags').locator('button');
    expect(await tags.count()).toBeGreaterThanOrEqual(6);
    for (let i = 0; i < 5; i += 1) await tags.nth(i).click();
    await tags.nth(5).click();
    await toastText(page).getByText('最多选择5个标签').waitFor();
    expect(
      await tags
        .locator('[aria-pressed="true"]')
        .count()
        .catch(() => 0),
    ).toBe(0);
    expect(await box.locator('.tag-chip--on').count()).toBe(5);
    await box.getByTestId('star-4').click();

    // The counter caps the text at 200 characters.
    const long = '好'.repeat(230);
    await box.getByTestId('comment-text').fill(long);
    expect(await box.getByTestId('comment-counter').innerText()).toBe('200/200');
    expect((await box.getByTestId('comment-text').inputValue()).length).toBe(200);
    const text = `第一次来，风景很美 ${Date.now()}`;
    await box.getByTestId('comment-text').fill(text);
    expect(await box.getByTestId('comment-counter').innerText()).toBe(`${Array.from(text).length}/200`);
    await snap(page, 'comment-box');

    // A crafted submit (the request rewritten past the client's cap) is refused by the GATEWAY,
    // and the box shows its refusal in the gateway's words.
    await page.route('**/graphql', async (route) => {
      const body = route.request().postData() ?? '';
      if (!body.includes('useAddCommentMutation')) return route.continue();
      const json = JSON.parse(body) as { variables: { input: { content: string } } };
      json.variables.input.content = 'x'.repeat(201);
      return route.continue({ postData: JSON.stringify(json) });
    });
    await box.getByTestId('comment-submit').click();
    expect(await box.getByTestId('comment-error').innerText()).toContain('最多输入200个字');
    await page.unroute('**/graphql');
    expect(await count(page, 'comment-count')).toBe(comments0); // rolled back

    // The real submit: the comment is at the top, the count moves.
    await box.getByTestId('comment-submit').click();
    await box.waitFor({ state: 'detached' });
    const first = page.getByTestId('comments').getByTestId('comment').first();
    await first.getByText(text).waitFor();
    expect(await first.getByTestId('comment-emoticons').locator('img').count()).toBe(10);
    expect(await first.getByTestId('comment-tags-shown').locator('span').count()).toBe(5);
    expect(await first.locator('[data-star="4"]').count()).toBe(1);
    expect(await count(page, 'comment-count')).toBe(comments0 + 1);
    expect(Number(await page.getByTestId('comments-total').innerText())).toBe(comments0 + 1);
    await page.waitForFunction(
      () =>
        !document.querySelector('[data-testid="comments"] [data-testid="comment"]')?.getAttribute('data-comment-id')?.startsWith('client:'),
    );
    await first.scrollIntoViewIfNeeded();
    await snap(page, 'comment-posted');

    // The all-comments page (newest first) has it too, and survives a reload.
    await page.getByTestId('all-comments').click();
    await page.getByTestId('comments-page').waitFor();
    await expect.poll(() => page.url()).toMatch(/#\/simple-comment\/ScenicArea\/\d+$/);
    await page.getByTestId('comment').first().getByText(text).waitFor();

    // Reply to the second comment (a seeded one): empty first, then a real reply.
    const seeded = page.getByTestId('comment').nth(1);
    await seeded.getByTestId('toggle-replies').click();
    const replies = seeded.getByTestId('replies');
    await replies.waitFor();
    const before = await replies.getByTestId('reply').count();
    await replies.getByTestId('reply-send').click();
    expect(await replies.getByTestId('reply-error').innerText()).toContain('请输入回复内容');
    await replies.getByTestId('reply-text').pressSequentially('同感，值得一去');
    await replies.getByTestId('reply-send').click();
    await replies.getByTestId('reply').nth(before).getByText('同感，值得一去').waitFor();
    await toastText(page).getByText('回复成功').waitFor();
    await snap(page, 'comment-replied');

    // The gateway enforces the limits itself (a direct mutation with this session's token).
    const refused = await page.evaluate(
      async (resource) => {
        const s = JSON.parse(localStorage.getItem('cloudUserInfo') ?? '{}') as { token: string };
        const send = async (input: Record<string, unknown>) => {
          const res = await fetch('/graphql', {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-token': s.token, 'x-site-code': 'site510100' },
            body: JSON.stringify({
              query: 'mutation($input: AddCommentInput!) { addComment(input: $input) { commentEdge { cursor } errors { code limit } } }',
              variables: { input: { resourceId: resource, ...input } },
            }),
          });
          const json = (await res.json()) as { data: { addComment: { commentEdge: unknown; errors: { code: string }[] } } };
          return { edge: json.data.addComment.commentEdge, codes: json.data.addComment.errors.map((e) => e.code) };
        };
        return {
          long: await send({ content: 'x'.repeat(201) }),
          empty: await send({ content: '   ' }),
          emoticons: await send({ content: 'ok', emoticonIds: ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11'] }),
          tags: await send({ content: 'ok', tagIds: ['1', '2', '3', '4', '5', '6'] }),
          star: await send({ content: 'ok', star: 6 }),
        };
      },
      await page.evaluate(async () => {
        // The resource's global id, asked of the gateway by the route's upstream id.
        const res = await fetch('/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-site-code': 'site510100' },
          body: JSON.stringify({
            query: 'query($id: ID!) { nodeByUpstreamId(type: "ScenicArea", upstreamId: $id) { id } }',
            variables: { id: location.hash.split('/').pop() ?? '' },
          }),
        });
        return ((await res.json()) as { data: { nodeByUpstreamId: { id: string } } }).data.nodeByUpstreamId.id;
      }),
    );
    expect(refused.long).toEqual({ edge: null, codes: ['COMMENT_TOO_LONG'] });
    expect(refused.empty).toEqual({ edge: null, codes: ['COMMENT_REQUIRED'] });
    expect(refused.emoticons).toEqual({ edge: null, codes: ['TOO_MANY_EMOTICONS'] });
    expect(refused.tags).toEqual({ edge: null, codes: ['TOO_MANY_TAGS'] });
    expect(refused.star).toEqual({ edge: null, codes: ['STAR_OUT_OF_RANGE'] });
    expect(pageErrors).toEqual([]);
  });

  test('a refusal shows in the language the client shows: every request says it (x-language), the gateway answers in it', async ({
    page,
    open,
    pageErrors,
  }) => {
    const languages = new Set<string | undefined>();
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/graphql') languages.add(r.headers()['x-language']);
    });
    await open('/login?siteCode=site510100&lang=EN');
    await page.getByTestId('login-page').waitFor();
    await page.getByTestId('login-phone').fill('13912340077');
    await page.getByTestId('send-code').click();
    await page.getByText(/Resend in \d+s/).waitFor();
    await page.getByTestId('login-code').fill('000000');
    await page.getByTestId('login-submit').click();
    // The gateway's EN text for CODE_WRONG (or CODE_EXPIRED).
    await page
      .getByTestId('code-error')
      .getByText(/^The verification code (is wrong|has expired)/)
      .waitFor();
    expect([...languages]).toEqual(['EN']);
    expect(pageErrors).toEqual([]);
  });
});

describe('integrity check before booking', () => {
  test('score below the minimum: the score dialog, and "My integrity" leads to /user-credit', async ({ page, open }) => {
    await signIn(page, sys().upstreamUrl, '13800000002', { open, returnTo: '/activity-detail/80002?siteCode=site510100' });
    await page.getByTestId('activity-detail').waitFor();
    await page.getByTestId('book-btn').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('抱歉，您的诚信分未达到最低要求，无法预约此活动。').waitFor();
    await animationsDone(page); // the dialog's fade-in has ended
    await snap(page, 'integrity-score-too-low');
    await dialog.getByRole('button', { name: '我的诚信' }).click();
    await page.getByTestId('user-credit').waitFor();
    expect(await page.getByTestId('credit-score').innerText()).toBe('40');
    await snap(page, 'user-credit-40');
  });

  test('short-term loss of credit: missed count, score and period; "Got it" stays', async ({ page, open }) => {
    await signIn(page, sys().upstreamUrl, '13800000003', { open, returnTo: '/activity-detail/80003?siteCode=site510100' });
    await page.getByTestId('activity-detail').waitFor();
    await page.getByTestId('book-btn').click();
    const dialog = page.getByRole('dialog');
    const message = dialog.locator('.dialog__message');
    await message.waitFor();
    const text = await message.innerText();
    expect(text).toMatch(/您已失约3次，当前诚信分为60分，\d{4}\/\d{2}\/\d{2}至\d{4}\/\d{2}\/\d{2}期间无法预约活动室。/);
    await animationsDone(page); // the dialog's fade-in has ended
    await snap(page, 'integrity-short-term');
    await dialog.getByRole('button', { name: '我知道了' }).click();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await expect.poll(() => page.url()).toContain('/activity-detail/80003');
    // The credit page says the same.
    await page.getByTestId('credit-banner').click();
    await page.getByTestId('user-credit').waitFor();
    expect(await page.getByTestId('credit-status').innerText()).toBe('短期失信');
    expect(await page.getByTestId('credit-missed').innerText()).toBe('3');
    expect(await page.getByTestId('credit-ban').innerText()).toMatch(/\d{4}\/\d{2}\/\d{2} – \d{4}\/\d{2}\/\d{2}/);
    await snap(page, 'user-credit-short-term');

    // The records by month: this month's three missed bookings, none added
    const thisMonth = await page.getByTestId('credit-month').first();
    expect(await thisMonth.innerText()).toContain('−30');
    await thisMonth.click();
    await page.getByTestId('user-credit-desc').waitFor();
    await expect.poll(() => page.getByTestId('credit-record').count()).toBe(3);
    expect(await page.getByTestId('credit-record-change').allInnerTexts()).toEqual(['−10', '−10', '−10']);
    expect(await page.getByTestId('credit-records').innerText()).toContain('预约未到场');
    await snap(page, 'user-credit-records');
    await page.getByTestId('credit-tab-add').click();
    await page.getByText('本月没有这类记录').waitFor();
    expect(await page.getByTestId('credit-record').count()).toBe(0);
  });

  test('loss of credit: the untrustworthy dialog; "My integrity" leads to /user-credit', async ({ page, open }) => {
    await signIn(page, sys().upstreamUrl, '13800000004', { open, returnTo: '/activity-detail/80003?siteCode=site510100' });
    await page.getByTestId('book-btn').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(/您已被列为失信人员，.+期间无法预约活动室。/).waitFor();
    await animationsDone(page); // the dialog's fade-in has ended
    await snap(page, 'integrity-loss');
    await dialog.getByRole('button', { name: '我的诚信' }).click();
    await page.getByTestId('user-credit').waitFor();
    expect(await page.getByTestId('credit-score').innerText()).toBe('30');
    expect(await page.getByTestId('credit-status').innerText()).toBe('失信');
  });

  test('a user in good standing passes the check; the activity list leads to the detail; anonymous Book asks to log in', async ({
    page,
    open,
  }) => {
    await open('/activity-home?siteCode=site510100');
    await page.getByTestId('activity-card').first().waitFor();
    expect(await page.getByTestId('activity-card').count()).toBeGreaterThanOrEqual(6);
    await snap(page, 'activity-home');
    await open('/activity-detail/80002');
    await page.getByTestId('book-btn').click();
    await page.getByRole('dialog').getByText('请先登录').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: '去登录' }).click();
    await signIn(page, sys().upstreamUrl, '13800000001');
    // Signed in from Book, the visitor goes straight on to the order page (allowed: no integrity dialog)
    await page.waitForFunction(() => location.hash.startsWith('#/activity-order/80002'));
    expect(await page.getByText('抱歉，您的诚信分未达到最低要求').count()).toBe(0);
    // and Back leads to the detail, without the mark that went on with the booking
    await page.goBack();
    await page.getByTestId('activity-detail').waitFor();
    expect(page.url()).not.toContain('book=1');
    await page.getByTestId('credit-banner-score').getByText('我的诚信分 95').waitFor();
    await snap(page, 'activity-detail');
    // Booking again from the detail opens the order page as before.
    await page.getByTestId('book-btn').click();
    await page.waitForFunction(() => location.hash.includes('/activity-order/'));
  });
});

describe('sessions and the personal centre', () => {
  test('session expiry (upstream code 2): the session is cleared, /login once, and back after logging in', async ({ page, open }) => {
    const upstream = sys().upstreamUrl;
    await sys().dev.advanceClock(61_000); // a fresh SMS window for the demo phone
    await signIn(page, upstream, '13800000001', { open, returnTo: '/user?siteCode=site510100' });
    await page.getByTestId('user-profile').waitFor();
    // the personal centre's parts fill in after its profile: tap once it stands still
    await settled(page);
    const shown = addressesShown(page);
    // on the credit screen's own call: the personal centre's live parts (the unread badge, the
    // message subscription) may still be asking the upstream when the fault is set
    await sys().dev.addFault({ path: 'credit/api/creditUser/view', mode: 'code', code: 2, message: '登录已失效，请重新登录', times: 1 });
    try {
      await page.getByTestId('link-credit').click();
      await page.getByTestId('login-page').waitFor();
    } finally {
      await sys().dev.clearFaults();
    }
    expect(decodeURIComponent(page.url())).toContain('redirect=/user-credit');
    expect(await sessionInStorage(page)).toBeNull();
    // No loop: the login page stays (until the sign-in below: the addresses shown are checked after it).
    await expect.poll(() => page.url()).toContain('#/login');
    expect(await page.getByTestId('login-page').count()).toBe(1);
    await snap(page, 'session-expired-login');
    await sys().dev.advanceClock(61_000);
    await signIn(page, upstream, '13800000001');
    await page.getByTestId('user-credit').waitFor();
    expect(await page.getByTestId('credit-score').innerText()).toBe('95');
    // /login once, left only by the sign-in
    expect(fromLogin(shown)).toEqual(['#/login?redirect=/user-credit', '#/user-credit']);
  });

  test('a session that died upstream (signed out elsewhere) sends the person to log in from a login-only screen, then back', async ({
    page,
    open,
  }) => {
    const upstream = sys().upstreamUrl;
    const phone = '13911120041';
    await signIn(page, upstream, phone, { open, returnTo: '/index' });
    // (no ?siteCode= here: applying one reloads the page, racing the storage read below)
    await page.getByTestId('home').waitFor();
    const held = await sessionInStorage(page);
    expect(held?.token).toBeTruthy();
    // Another device signs this session out: the upstream no longer knows the token.
    const out = await fetch(`${sys().gatewayUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-token': held!.token, 'x-site-code': 'site510100' },
      body: JSON.stringify({ query: 'mutation { signOut { signedOut } }' }),
    });
    expect(((await out.json()) as { data: { signOut: { signedOut: boolean } } }).data.signOut.signedOut).toBe(true);
    const shown = addressesShown(page);
    await open('/user-reservation');
    await page.getByTestId('login-page').waitFor();
    await expect.poll(() => decodeURIComponent(page.url())).toContain('redirect=/user-reservation');
    expect(await sessionInStorage(page)).toBeNull();
    expect(await page.getByTestId('login-page').count()).toBe(1);
    await sys().dev.advanceClock(61_000);
    await signIn(page, upstream, phone);
    await page.getByTestId('user-reservation').waitFor();
    // no loop: /login once, left only by the sign-in
    expect(fromLogin(shown)).toEqual(['#/login?redirect=/user-reservation', '#/user-reservation']);
  });

  test('an old session is refreshed once before the next request', async ({ page, open }) => {
    const upstream = sys().upstreamUrl;
    await sys().dev.advanceClock(61_000);
    await signIn(page, upstream, '13800000005', { open, returnTo: '/index' });
    await page.getByTestId('home').waitFor();
    const before = await sessionInStorage(page);
    // Pretend the refresh moment has passed.
    await page.evaluate(() => {
      const s = JSON.parse(localStorage.getItem('cloudUserInfo') ?? '{}') as Record<string, string>;
      // the page's clock (the system's)
      s.refreshAfter = new Date(Date.now() - 1000).toISOString();
      localStorage.setItem('cloudUserInfo', JSON.stringify(s));
    });
    const refreshes: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/graphql') && (r.postData() ?? '').includes('refreshSessionMutation')) refreshes.push(r.url());
    });
    await page.reload();
    await open('/user');
    await page.getByTestId('user-profile').waitFor();
    const after = await sessionInStorage(page);
    expect(refreshes.length).toBe(1);
    expect(after?.token).not.toBe(before?.token);
    expect(Date.parse(after?.refreshAfter ?? '')).toBeGreaterThan(sys().now());
  });

  test('personal centre: signed out its login header, profile with volunteer badge, counts, favourites, my comments, log out', async ({
    page,
    open,
  }) => {
    const upstream = sys().upstreamUrl;
    await open('/index?siteCode=site510100');
    // signed out, "Me" opens the personal centre with its login header (no dialog over the home)
    await page.getByTestId('bottom-nav').getByText('我的').click();
    await page.getByTestId('user-signed-out').waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.getByTestId('user-login').click();
    await sys().dev.advanceClock(61_000);
    await signIn(page, upstream, '13800000005');
    await page.getByTestId('user-profile').waitFor();
    expect(await page.getByTestId('user-phone').innerText()).toBe('138****0005');
    await page.getByTestId('volunteer-badge').waitFor();
    await page.getByTestId('credit-banner-score').getByText('我的诚信分 100').waitFor();
    const favourites0 = Number(await page.getByTestId('count-favourites').locator('dd').innerText());

    // Favourite a news article, then find it in my favourites.
    await open('/news-list/all');
    await page.getByTestId('news-card').first().click();
    await page.getByTestId('news-article').waitFor();
    const title = await page.getByTestId('news-title').innerText();
    if ((await page.getByTestId('favourite-btn').getAttribute('aria-pressed')) !== 'true') {
      await page.getByTestId('favourite-btn').click();
      await toastText(page).getByText('感谢您的收藏').waitFor();
    }
    await open('/user');
    await page.getByTestId('user-profile').waitFor();
    await page.waitForFunction(
      (n) => Number(document.querySelector('[data-testid="count-favourites"] dd')?.textContent) === n,
      favourites0 + 1,
    );
    await snap(page, 'user-centre');
    await page.getByTestId('link-collection').click();
    await page.getByTestId('user-collection').waitFor();
    await page.getByTestId('favourite-item').first().getByText(title).waitFor();
    await snap(page, 'user-collection');
    await page.goBack();
    await page.getByTestId('link-comments').click();
    await page.getByTestId('user-comments').waitFor();
    await page.getByTestId('my-comments').or(page.getByText('还没有发表评论')).first().waitFor();

    // Log out: confirm, the session is gone and the centre shows signed out.
    await open('/user');
    await page.getByTestId('logout').click();
    await page.getByRole('dialog').getByText('确定要退出登录吗？').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: '退出登录' }).click();
    await page.getByTestId('user-signed-out').waitFor();
    expect(await sessionInStorage(page)).toBeNull();
    await snap(page, 'user-signed-out');
    // Personal pages now need login again.
    await open('/user-collection');
    await page.getByTestId('login-page').waitFor();
  });

  test("menu code PERSONAL: the service menu's personal centre asks to sign in, then opens the default edition's personal centre", async ({
    page,
    open,
  }) => {
    await open('/default-service?siteCode=site513225');
    await page
      .getByTestId('services-grid')
      .locator('.menu-grid__item', { hasText: /^\s*个人中心\s*$/ })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: '去登录' }).click();
    await page.getByTestId('login-page').waitFor();
    await sys().dev.advanceClock(61_000);
    await signIn(page, sys().upstreamUrl, '13800000004');
    await page.waitForFunction(() => location.hash.startsWith('#/default-personal'));
    await page.getByTestId('user-profile').waitFor();
    expect(await page.getByTestId('user-phone').innerText()).toBe('138****0004');
    await page.getByTestId('user-counts').waitFor();
  });

  test("code 4 from an ordinary call is an ordinary error: no detour to /invitation (that is the open-id check's answer only)", async ({
    page,
    open,
  }) => {
    await open('/index?siteCode=site510100');
    await page.getByTestId('home').waitFor();
    await sys().dev.addFault({ path: 'res/api/content/list', mode: 'code', code: 4, message: '需要邀请码', times: 1 });
    try {
      await open('/news-list/all');
      await page.getByText('需要邀请码').first().waitFor();
    } finally {
      await sys().dev.clearFaults();
    }
    expect(page.url()).not.toContain('#/invitation');
  });
});

describe('input limits from the graph', () => {
  test('the comment box, the search box and the login form follow Query.inputLimits (read once with the shell query)', async ({
    page,
    open,
    pageErrors,
  }) => {
    await signIn(page, sys().upstreamUrl, '13911120062', { open, returnTo: '/index' });
    // The gateway announces other limits: the forms follow them without a new build.
    await page.route('**/graphql', async (route) => {
      if (!(route.request().postData() ?? '').includes('"operationName":"AppShellQuery"')) return route.continue();
      const response = await route.fetch();
      const json = (await response.json()) as { data: { inputLimits: Record<string, number> } };
      json.data.inputLimits = {
        ...json.data.inputLimits,
        commentMaxLength: 30,
        commentMaxEmoticons: 2,
        starMax: 3,
        searchKeywordMaxLength: 8,
        phoneDigits: 8,
        codeDigits: 4,
      };
      await route.fulfill({ response, json });
    });
    await openFirstScenicArea(page, open);
    await page.getByTestId('comment-btn').click();
    const box = page.getByTestId('comment-box');
    await box.waitFor();
    expect(await box.getByTestId('comment-counter').innerText()).toBe('0/30');
    expect(await box.getByTestId('comment-text').getAttribute('placeholder')).toContain('30');
    await box.getByTestId('comment-text').fill('好'.repeat(40));
    expect(await box.getByTestId('comment-counter').innerText()).toBe('30/30');
    expect(await box.locator('.stars--input .stars__star').count()).toBe(3);
    await box.getByTestId('emoticon-toggle').click();
    const emoticons = box.getByTestId('emoticon-picker').locator('button');
    for (let i = 0; i < 3; i += 1) await emoticons.nth(i).click();
    await toastText(page).getByText('一次最多选择2个表情').waitFor();
    expect(await box.getByTestId('chosen-emoticons').locator('img').count()).toBe(2);
    await snap(page, 'comment-box-graph-limits');

    await open('/search');
    expect(await page.getByTestId('search-input').getAttribute('maxlength')).toBe('8');

    await open('/login');
    await page.getByTestId('login-page').waitFor();
    expect(await page.getByTestId('login-phone').getAttribute('placeholder')).toBe('请输入8位手机号');
    await page.getByTestId('login-phone').pressSequentially('13912345678');
    expect(await page.getByTestId('login-phone').inputValue()).toBe('13912345');
    await page.getByTestId('login-code').pressSequentially('123');
    await page.getByTestId('login-submit').click();
    expect(await page.getByTestId('code-error').innerText()).toBe('请输入4位验证码');
    expect(pageErrors).toEqual([]);
  });
});

describe('reviews in the site language', () => {
  test('on the English site the comment box offers English review tags, and the review shows the one chosen', async ({ page, open }) => {
    await signIn(page, sys().upstreamUrl, '13912300450', { open, returnTo: '/scenic-list?siteCode=site450300&lang=en' });
    await page.getByTestId('place-card').first().click();
    await page.getByTestId('place-detail').waitFor();
    await page.getByTestId('comment-btn').click();
    const box = page.getByTestId('comment-box');
    await box.waitFor();
    const tags = box.getByTestId('comment-tags').locator('button');
    expect(await tags.allInnerTexts()).toEqual([
      'Beautiful scenery',
      'Easy to reach',
      'Friendly staff',
      'Good value',
      'Great for photos',
      'Quiet',
      'Well equipped',
    ]);
    await tags.nth(4).click();
    await box.getByTestId('star-5').click();
    const text = `Lovely river views from the top ${Date.now()}`;
    await box.getByTestId('comment-text').fill(text);
    await box.getByTestId('comment-submit').click();
    await box.waitFor({ state: 'detached' });
    const first = page.getByTestId('comments').getByTestId('comment').first();
    await first.getByText(text).waitFor();
    expect(await first.getByTestId('comment-tags-shown').locator('span').allInnerTexts()).toEqual(['Great for photos']);
  });
});
