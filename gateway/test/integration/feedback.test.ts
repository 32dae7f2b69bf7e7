/**
 * Feedback over the real upstream: the site's categories, sending a feedback with a picture, every
 * input check with its code and field (nothing goes upstream when refused), the staff's answer
 * read back, and ownership: another user can neither list nor read a user's feedback.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toGlobalId } from '../../src/core/relay/global-id.ts';
import { clientOf, startHarness } from './harness.ts';
import type { Harness } from './harness.ts';

/** A tiny valid PNG (1x1). */
const PNG = new Uint8Array(
  Buffer.from(
    '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
      '1f15c4890000000d49444154789c63f8cfc0f01f0005000201e2212bc80000000049454e44ae426082',
    'hex',
  ),
);

let h: Harness;
let a: string;
let b: string;
let categoryId: string;
const { gql, ok } = clientOf(() => h);

const UPLOAD = `mutation($input: UploadFileInput!) { uploadFile(input: $input) { file { id } errors { code } } }`;
const FEEDBACK =
  'id upstreamId category { id name } content pictures { url } contact status submittedAt answer { text answeredBy answeredAt }';
const SEND = `mutation($in: SendFeedbackInput!) { sendFeedback(input: $in) { feedback { ${FEEDBACK} } errors { code field limit message } } }`;
const LIST = `{ viewer { user { feedback(first: 20) { totalCount edges { node { id upstreamId content status category { name } submittedAt } } } } } }`;
const NODE = `query($id: ID!) { node(id: $id) { ... on Feedback { ${FEEDBACK} } } }`;
const BY_UPSTREAM = `query($id: ID!) { nodeByUpstreamId(type: "Feedback", upstreamId: $id) { ... on Feedback { id content } } }`;

const list = async (token: string) => (await ok(LIST, {}, token)).viewer.user.feedback;
const codes = (errors: { code: string; field: string | null }[]) => errors.map((e) => [e.code, e.field]);

async function upload(token: string): Promise<string> {
  const r = await h.gqlUpload(
    UPLOAD,
    { input: { file: null, kind: 'IMAGE' } },
    { 'input.file': { bytes: PNG, name: 'f.png' } },
    { 'x-token': token },
  );
  expect(r.data!.uploadFile.errors).toEqual([]);
  return r.data!.uploadFile.file.id as string;
}

beforeAll(async () => {
  h = await startHarness({ timeoutMs: 15_000 });
  a = await h.signIn('13800000001');
  b = await h.signIn('13800000002');
  categoryId = (await ok('{ feedbackCategories { id name } }')).feedbackCategories[1].id;
}, 120_000);
afterAll(async () => {
  await h?.close();
});

describe('the categories, the list and the limits', () => {
  it('answers the site’s categories in its language and the demo feedback, newest first', async () => {
    const categories = (await ok('{ feedbackCategories { name } }')).feedbackCategories.map((c: { name: string }) => c.name);
    expect(categories).toEqual(['功能建议', '页面问题', '内容纠错', '服务体验', '其他']);
    const mine = await list(a);
    expect(mine.totalCount).toBeGreaterThanOrEqual(3);
    const statuses = mine.edges.map((e: { node: { status: string } }) => e.node.status);
    expect(statuses).toEqual(expect.arrayContaining(['AWAITING_ANSWER', 'ANSWERED']));
    const limits = await ok('{ inputLimits { feedbackMaxLength feedbackMaxPictures feedbackContactMaxLength } }');
    expect(limits.inputLimits).toEqual({ feedbackMaxLength: 500, feedbackMaxPictures: 4, feedbackContactMaxLength: 50 });
  });

  it('needs a session', async () => {
    const r = await gql(SEND, { in: { categoryId, content: 'x' } });
    expect(r.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('sending', () => {
  it('refuses each bad field with its code, on its field, sending nothing upstream', async () => {
    const picture = await upload(b);
    const cases: [Record<string, unknown>, [string, string | null][]][] = [
      [{ categoryId: null }, [['FEEDBACK_CATEGORY_REQUIRED', 'categoryId']]],
      [{ content: '   ' }, [['FEEDBACK_CONTENT_REQUIRED', 'content']]],
      [{ content: '字'.repeat(501) }, [['FEEDBACK_TEXT_TOO_LONG', 'content']]],
      [{ pictureIds: Array(5).fill(picture) }, [['FEEDBACK_TOO_MANY_PICTURES', 'pictureIds']]],
      [{ pictureIds: [toGlobalId('UploadedFile', 'nope')] }, [['FILE_UNKNOWN', 'pictureIds']]],
      [{ contact: '12345' }, [['FEEDBACK_CONTACT_INVALID', 'contact']]],
      [{ contact: `${'a'.repeat(45)}@x.com` }, [['FEEDBACK_TEXT_TOO_LONG', 'contact']]],
      [
        { categoryId: '', content: '', contact: 'nope' },
        [
          ['FEEDBACK_CATEGORY_REQUIRED', 'categoryId'],
          ['FEEDBACK_CONTENT_REQUIRED', 'content'],
          ['FEEDBACK_CONTACT_INVALID', 'contact'],
        ],
      ],
    ];
    const before = (await list(b)).totalCount;
    await h.dev.resetCalls();
    for (const [change, expected] of cases) {
      const r = await ok(SEND, { in: { categoryId, content: '地图加载慢', ...change } }, b);
      expect(codes(r.sendFeedback.errors), JSON.stringify(change)).toEqual(expected);
      expect(r.sendFeedback.feedback).toBeNull();
    }
    const worded = await ok(SEND, { in: { categoryId, content: '字'.repeat(501) } }, b, 'en');
    expect(worded.sendFeedback.errors[0]).toMatchObject({ limit: 500, message: 'At most 500 characters.' });
    // a category the site does not have (the site's categories are read, nothing is sent)
    const unknown = await ok(SEND, { in: { categoryId: '999999', content: '地图加载慢' } }, b);
    expect(codes(unknown.sendFeedback.errors)).toEqual([['FEEDBACK_CATEGORY_REQUIRED', 'categoryId']]);
    expect((await h.dev.calls()).calls.filter((c) => c.path.includes('feedback/save'))).toEqual([]);
    expect((await list(b)).totalCount).toBe(before);
  });

  it('sends a feedback with a picture; the staff’s answer reads back', async () => {
    const picture = await upload(a);
    const sent = await ok(SEND, { in: { categoryId, content: '  地图页加载很慢  ', pictureIds: [picture], contact: 'a@example.com' } }, a);
    expect(sent.sendFeedback.errors).toEqual([]);
    const feedback = sent.sendFeedback.feedback;
    expect(feedback).toMatchObject({ content: '地图页加载很慢', contact: 'a@example.com', status: 'AWAITING_ANSWER', answer: null });
    expect(feedback.category.name).toBe('页面问题');
    expect(feedback.pictures[0].url).toMatch(/\/files\/uploads\/[0-9a-f]{64}\.png$/);
    expect((await list(a)).edges[0].node.id).toBe(feedback.id);
    await h.dev.control('POST', 'feedback/reply', { id: feedback.upstreamId, reply: '已优化地图加载' });
    const read = (await ok(NODE, { id: feedback.id }, a)).node;
    expect(read).toMatchObject({ status: 'ANSWERED', answer: { text: '已优化地图加载', answeredBy: '平台客服' } });
    expect(read.answer.answeredAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    // a list with the answers asks the upstream for the list only, never an item's detail
    await h.dev.resetCalls();
    const answers = (await ok('{ viewer { user { feedback(first: 20) { edges { node { id answer { text answeredBy } } } } } } }', {}, a))
      .viewer.user.feedback;
    expect(answers.edges[0].node).toMatchObject({ id: feedback.id, answer: { text: '已优化地图加载', answeredBy: '平台客服' } });
    expect((await h.dev.calls()).calls.filter((c) => c.path.includes('feedback/detail'))).toEqual([]);
  });
});

describe('ownership', () => {
  it('answers another user’s feedback exactly like one that does not exist', async () => {
    const mine = (await list(a)).edges[0].node;
    expect((await ok(NODE, { id: mine.id }, b)).node).toBeNull();
    expect((await ok(NODE, { id: toGlobalId('Feedback', '999999') }, b)).node).toBeNull();
    expect((await ok(BY_UPSTREAM, { id: mine.upstreamId }, b)).nodeByUpstreamId).toBeNull();
    expect((await ok(BY_UPSTREAM, { id: mine.upstreamId }, a)).nodeByUpstreamId).toMatchObject({ id: mine.id });
    const theirs = (await list(b)).edges.map((e: { node: { id: string } }) => e.node.id);
    expect(theirs).not.toContain(mine.id);
  });
});
