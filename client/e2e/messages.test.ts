import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { devClient } from '@ctp/upstream/dev-client';
import { settled, signIn, useSystem } from './harness';
import { graphCall, tokenOf as tokenOfPhone } from './graph';

const { test, sys } = useSystem();

/** A GraphQL request to the gateway as a user (Node side: the other user's device). */
const gql = <T>(query: string, variables: Record<string, unknown>, token?: string): Promise<T> =>
  graphCall<T>(sys().gatewayUrl, query, variables, { token });

/** Signs a phone in through the gateway, as another device would: its token. */
const tokenOf = (phone: string): Promise<string> => tokenOfPhone(sys(), phone);

const badge = (page: Page) => page.getByTestId('message-badge');

describe('the message centre, live', () => {
  test("another user's reply to A's comment shows on A's open page: the badge, then the list; opening it marks it read", async ({
    page,
    open,
  }) => {
    // A signs in and stays on the personal centre
    await signIn(page, sys().upstreamUrl, '13800000001', { open, returnTo: '/user' });
    await page.getByTestId('link-messages').waitFor();
    await expect.poll(() => badge(page).innerText()).toBe('2');
    // the page is never reloaded from here on
    await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));

    // A's comment (from A's other device) and B's reply to it
    const tokenA = (await page.evaluate(() => JSON.parse(localStorage.getItem('cloudUserInfo') ?? '{}').token)) as string;
    const places = await gql<{ places: { edges: { node: { id: string } }[] } }>(
      '{ places(kind: SCENIC_AREA, first: 1) { edges { node { id } } } }',
      {},
    );
    const comment = await gql<{ addComment: { commentEdge: { node: { id: string } } } }>(
      'mutation($in: AddCommentInput!) { addComment(input: $in) { commentEdge { node { id } } } }',
      { in: { resourceId: places.places.edges[0]!.node.id, content: '景色很好，值得一去' } },
      tokenA,
    );
    const tokenB = await tokenOf('13800000002');
    await gql(
      'mutation($in: ReplyToCommentInput!) { replyToComment(input: $in) { errors { code } } }',
      { in: { commentId: comment.addComment.commentEdge.node.id, content: '谢谢推荐，周末就去' } },
      tokenB,
    );

    // the badge changes on the open page
    await expect.poll(() => badge(page).innerText(), { timeout: 15_000 }).toBe('3');
    // the message centre: the interaction class has one unread; its list shows the reply, unread
    await page.getByTestId('link-messages').click();
    await expect.poll(() => page.getByTestId('message-class-unread-INTERACTION').innerText()).toBe('1');
    await page.getByTestId('message-class-INTERACTION').click();
    const row = page.getByTestId('message-row').first();
    await expect.poll(() => row.getByTestId('message-row-title').innerText()).toContain('回复了你的评论');
    await row.getByTestId('message-unread').waitFor();
    // opening it shows the comment and the reply, and marks it read
    await row.click();
    await expect.poll(() => page.getByTestId('reply-detail-reply').innerText()).toBe('谢谢推荐，周末就去');
    expect(await page.getByTestId('reply-detail-comment').innerText()).toBe('景色很好，值得一去');
    await page.getByTestId('reply-detail-resource').waitFor();
    // back to the personal centre: the badge has dropped
    await page.goBack();
    await page.getByTestId('message-list').waitFor();
    await expect.poll(() => row.getByTestId('message-unread').count()).toBe(0);
    await page.goBack();
    await page.goBack();
    await page.getByTestId('link-messages').waitFor();
    await expect.poll(() => badge(page).innerText()).toBe('2');
    expect(await page.evaluate(() => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);
  });

  test('a new message arrives on the open message list without a reload', async ({ page, open }) => {
    // a new user (the demo users' codes were just sent: one a minute per phone): no messages yet
    await signIn(page, sys().upstreamUrl, '13900000077', { open, returnTo: '/system-message' });
    await page.getByTestId('message-list-page').waitFor();
    await page.getByText('暂无消息').waitFor();
    const before = await page.getByTestId('message-row').count();
    await devClient(sys().upstreamUrl).control('POST', 'messages/post', {
      phone: '13900000077',
      siteCode: 'site510100',
      title: '新的系统通知',
      content: '平台新功能上线',
    });
    await expect.poll(() => page.getByTestId('message-row').count(), { timeout: 15_000 }).toBe(before + 1);
    expect(await page.getByTestId('message-row-title').first().innerText()).toBe('新的系统通知');
  });

  test('the message pages fit a 320 px phone in every language', async ({ page, open }) => {
    // the tests before signed this phone in on the same upstream: past the 60 s between two codes
    await sys().dev.advanceClock(61_000);
    await signIn(page, sys().upstreamUrl, '13800000001', { open, returnTo: '/message-center' });
    await page.getByTestId('message-center').waitFor();
    await page.setViewportSize({ width: 320, height: 640 });
    const screens: [string, string][] = [
      ['/message-center', 'message-center'],
      ['/message-list?class=SERVICE', 'message-list-page'],
      ['/system-message', 'message-row'],
    ];
    const wider: string[] = [];
    for (const lang of ['zh', 'en', 'fr', 'ja', 'ko']) {
      for (const [path, testId] of screens) {
        await open(`${path}${path.includes('?') ? '&' : '?'}lang=${lang}`);
        await page.getByTestId(testId).first().waitFor();
        await settled(page);
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        if (width > 320) wider.push(`${lang} ${path}: ${width}px`);
      }
      // the system messages' list is open: its newest message
      await page.getByTestId('message-row').first().click();
      await page.getByTestId('message-detail').waitFor();
      await settled(page);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > 320) wider.push(`${lang} message detail: ${width}px`);
    }
    await open('/message-center?lang=zh');
    await page.getByTestId('message-center').waitFor();
    expect(wider).toEqual([]);
  });
});
