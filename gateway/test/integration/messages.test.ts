/**
 * The message centre over the real upstream: unread counts by class, a class's messages, a reply
 * to the user's comment with its comment, marking one or all read (the badge's total follows), and
 * ownership: another user's message answers like one that does not exist and nothing changes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toGlobalId } from '../../src/core/relay/global-id.ts';
import { clientOf, startHarness } from './harness.ts';
import type { Harness } from './harness.ts';

let h: Harness;
let a: string;
let b: string;
const { gql, ok } = clientOf(() => h);

const MESSAGE = 'id messageClass kind title content isRead createdAt linkPath externalUrl';
const CENTRE = `{ viewer { messageCenter { id unreadTotal classes { messageClass name unreadCount totalCount latestTitle latestAt } } } }`;
const LIST = `query($c: MessageClass!, $after: String) { viewer { messageCenter { messages(messageClass: $c, first: 3, after: $after) {
  totalCount pageInfo { hasNextPage endCursor } edges { node { ${MESSAGE} } } } } } }`;
const NODE = `query($id: ID!) { node(id: $id) { ... on Message { ${MESSAGE} reply { commentText replierName replyText resourcePath } } } }`;
const READ = `mutation($in: MarkMessageReadInput!) { markMessageRead(input: $in) { errors { code field } message { id isRead } messageCenter { id unreadTotal } } }`;
const READ_ALL = `mutation($in: MarkAllMessagesReadInput!) { markAllMessagesRead(input: $in) { errors { code field } markedCount messageCenter { id unreadTotal } } }`;

const centre = async (token: string) => (await ok(CENTRE, {}, token)).viewer.messageCenter;
const page = async (token: string, c: string, after?: string) =>
  (await ok(LIST, { c, ...(after ? { after } : {}) }, token)).viewer.messageCenter.messages;

beforeAll(async () => {
  h = await startHarness({ timeoutMs: 15_000 });
  a = await h.signIn('13800000001');
  b = await h.signIn('13800000002');
}, 120_000);
afterAll(async () => {
  await h?.close();
});

describe('the message centre', () => {
  it('answers the unread counts by class in one upstream call besides the viewer', async () => {
    const r = await gql(CENTRE, {}, a);
    expect(r.errors).toBeUndefined();
    const c = r.data!.viewer.messageCenter;
    expect(c.unreadTotal).toBe(2);
    expect(c.classes.map((k: { messageClass: string }) => k.messageClass)).toEqual(['SYSTEM', 'INTERACTION', 'SERVICE']);
    expect(c.classes[0]).toMatchObject({ name: '系统消息', unreadCount: 2, totalCount: 4, latestTitle: '系统维护通知' });
    expect(c.classes[1]).toMatchObject({ unreadCount: 0, totalCount: 0, latestTitle: '', latestAt: null });
    expect(r.upstreamCalls).toBe(2);
    expect((await ok(CENTRE, {})).viewer.messageCenter).toBeNull();
  });

  it('pages a class newest first, with links', async () => {
    const first = await page(a, 'SYSTEM');
    expect(first.totalCount).toBe(4);
    expect(first.pageInfo.hasNextPage).toBe(true);
    expect(first.edges.map((e: { node: { isRead: boolean } }) => e.node.isRead)).toEqual([false, false, true]);
    expect(first.edges[1].node.linkPath).toMatch(/^\/activity-detail\//);
    expect(first.edges[2].node.externalUrl).toBe('https://www.mct.gov.cn/');
    const rest = await page(a, 'SYSTEM', first.pageInfo.endCursor);
    expect(rest.edges).toHaveLength(1);
    expect(rest.pageInfo.hasNextPage).toBe(false);
  });

  it("answers another user's message exactly like a missing one, and changes nothing", async () => {
    const mine = (await page(a, 'SYSTEM')).edges[0].node;
    const missing = toGlobalId('Message', '99999999');
    for (const id of [mine.id, missing]) {
      expect((await ok(NODE, { id }, b)).node).toBeNull();
      const r = (await ok(READ, { in: { messageId: id } }, b)).markMessageRead;
      expect(r).toEqual({ errors: [{ code: 'RESOURCE_NOT_FOUND', field: 'messageId' }], message: null, messageCenter: null });
    }
    expect((await ok(NODE, { id: mine.id }, a)).node).toMatchObject({ id: mine.id, isRead: false, reply: null });
    expect((await centre(a)).unreadTotal).toBe(2);
  });

  it('needs a session to mark read', async () => {
    const r = await gql(READ_ALL, { in: {} });
    expect(r.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it("shows another user's reply to the user's comment with the comment; opening it marks it read", async () => {
    const place = (await ok('{ places(kind: SCENIC_AREA, first: 1) { edges { node { id } } } }')).places.edges[0].node.id;
    const comment = await ok(
      'mutation($in: AddCommentInput!) { addComment(input: $in) { commentEdge { node { id } } errors { code } } }',
      { in: { resourceId: place, content: '景色很好' } },
      a,
    );
    const commentId = comment.addComment.commentEdge.node.id;
    const replied = await gql(
      'mutation($in: ReplyToCommentInput!) { replyToComment(input: $in) { errors { code } } }',
      { in: { commentId, content: '同意，值得一去' } },
      b,
    );
    expect(replied.errors).toBeUndefined();
    const c = await centre(a);
    expect(c.unreadTotal).toBe(3);
    expect(c.classes[1]).toMatchObject({ messageClass: 'INTERACTION', unreadCount: 1 });
    const reply = (await page(a, 'INTERACTION')).edges[0].node;
    expect(reply).toMatchObject({ kind: 'COMMENT_REPLY', content: '同意，值得一去', isRead: false });
    const detail = (await ok(NODE, { id: reply.id }, a)).node;
    expect(detail.reply).toMatchObject({ commentText: '景色很好', replyText: '同意，值得一去' });
    expect(detail.reply.resourcePath).toMatch(/^\/scenic-detail\/\d+$/);
    const read = (await ok(READ, { in: { messageId: reply.id } }, a)).markMessageRead;
    expect(read).toEqual({ errors: [], message: { id: reply.id, isRead: true }, messageCenter: { id: c.id, unreadTotal: 2 } });
  });

  it('marks all read, one class or every class', async () => {
    const one = (await ok(READ_ALL, { in: { messageClass: 'SYSTEM' } }, b)).markAllMessagesRead;
    expect(one).toMatchObject({ errors: [], markedCount: 2, messageCenter: { unreadTotal: 0 } });
    expect((await ok(READ_ALL, { in: {} }, b)).markAllMessagesRead.markedCount).toBe(0);
    expect((await centre(b)).unreadTotal).toBe(0);
  });
});
