import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signPush, validPushSignature } from '../src/families/messages/index.ts';
import { DEFAULT_MESSAGE_PUSH_KEY } from '../src/families/messages/push.ts';
import { login, postForm, postJson, startTestUpstream, type Client, type Item } from './helpers.ts';

let c: Client;
let a: string;
let b: string;
beforeAll(async () => {
  c = await startTestUpstream();
  a = (await login(c, '13800000001')).userToken;
  b = (await login(c, '13800000002')).userToken;
});
afterAll(async () => {
  await c.upstream.close();
});

const SCENERY = 'CONTENT_TYPE_SCENERY';
const counts = (token: string, siteCode = 'site510100') => c.get('websocket/api/message/classCount', { token, siteCode });
const list = (token: string, query: Record<string, string> = {}) => c.list('websocket/api/message/list', { token, pageSize: 50, ...query });
const unread = async (token: string) => Number((await counts(token)).data.unreadTotal);

/** A throw-away receiver of pushes: answers `status()` and keeps what it took. */
async function receiver(status: () => number) {
  const got: Record<string, string>[] = [];
  const body = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let text = '';
      req.on('data', (d: Buffer) => (text += d.toString()));
      req.on('end', () => resolve(text));
    });
  const server = createServer(async (req, res) => {
    const fields = JSON.parse(await body(req)) as Record<string, string>;
    const code = status();
    if (code === 200) got.push(fields);
    res.writeHead(code).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/messages`;
  return { got, url, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('message centre', () => {
  it('needs a session', async () => {
    expect((await c.get('websocket/api/message/classCount')).code).toBe(2);
    expect((await c.list('websocket/api/message/list')).code).toBe(2);
    expect((await postForm(c, 'websocket/api/message/readAll', {})).code).toBe(2);
  });

  it('answers the demo system messages by class, in the site language, some read', async () => {
    const cn = await counts(a);
    expect(cn.code).toBe(0);
    const classes = cn.data.classes as Item[];
    expect(classes.map((k) => k.msgClass)).toEqual(['SYSTEM', 'INTERACTION', 'SERVICE']);
    expect(classes[0]).toMatchObject({ name: '系统消息', totalCount: '4', unreadCount: '2', lastTitle: '系统维护通知' });
    expect(cn.data.unreadTotal).toBe('2');
    const fr = await counts(a, 'site530700');
    expect((fr.data.classes as Item[])[0]).toMatchObject({ name: 'Messages système', lastTitle: 'Maintenance prévue' });
    const page = await list(a, { msgClass: 'SYSTEM' });
    expect(page.datas.map((m) => m.isRead)).toEqual(['0', '0', '1', '1']);
    expect(page.datas[1]).toMatchObject({ msgType: '1', jumpType: '1' });
    expect(page.datas[2]).toMatchObject({ jumpType: '4', jumpUrl: 'https://www.mct.gov.cn/' });
    expect((await list(b, { msgClass: 'SYSTEM' })).page.total).toBe(4);
    expect((await list(a, { msgClass: 'NOPE' })).message).toBe('消息分类不正确');
  });

  it("answers another user's message like a missing one, and changes nothing", async () => {
    const mine = (await list(a, { msgClass: 'SYSTEM' })).datas[0]!;
    expect((await c.get('websocket/api/message/detail', { token: a, id: String(mine.id) })).data).toMatchObject({ id: mine.id });
    for (const id of [String(mine.id), '99999999']) {
      expect((await c.get('websocket/api/message/detail', { token: b, id })).message).toBe('消息不存在');
      expect((await postForm(c, 'websocket/api/message/read', { id }, { token: b })).message).toBe('消息不存在');
    }
    expect((await list(b, { ids: String(mine.id) })).datas).toEqual([]);
    expect((await list(a, { ids: `${mine.id},99999999` })).datas.map((m) => m.id)).toEqual([mine.id]);
    expect((await c.get('websocket/api/message/detail', { token: a, id: String(mine.id) })).data.isRead).toBe('0');
  });

  it('writes a message when another user replies to a comment, not for a reply to oneself', async () => {
    const place = (await c.list('res/api/scenic/list', { pageSize: 1 })).datas[0] as Item;
    const saved = await postForm(
      c,
      'res/api/comment/saveComment',
      { content: '景色很好', resourceType: SCENERY, resourceId: String(place.id) },
      { token: a },
    );
    const commentId = Number(saved.data.id);
    const before = await unread(a);
    expect((await postJson(c, 'res/api/commentReply/reply', { commentId, content: '我自己补充一句' }, { token: a })).code).toBe(0);
    expect(await unread(a)).toBe(before);
    expect((await postJson(c, 'res/api/commentReply/reply', { commentId, content: '同意，值得一去' }, { token: b })).code).toBe(0);
    expect(await unread(a)).toBe(before + 1);
    const [reply] = (await list(a, { msgClass: 'INTERACTION' })).datas;
    expect(reply).toMatchObject({ msgType: '2', type: 'COMMENT_REPLY', content: '同意，值得一去', isRead: '0' });
    const detail = await c.get('websocket/api/message/replyDetail', { token: a, id: String(reply!.id) });
    expect(detail.data).toMatchObject({
      commentContent: '景色很好',
      replyContent: '同意，值得一去',
      resourceType: SCENERY,
      resourceId: String(place.id),
    });
    expect((await c.get('websocket/api/message/replyDetail', { token: b, id: String(reply!.id) })).message).toBe('消息不存在');
    const read = await postForm(c, 'websocket/api/message/read', { id: String(reply!.id) }, { token: a });
    expect(read.data).toMatchObject({ id: reply!.id, unreadTotal: String(before) });
  });

  it('writes a message when a complaint gets a handling record', async () => {
    const latest = await c.dev.control<{ complaints: Item[] }>('GET', 'complaints/latest');
    const mine = latest.complaints.find((k) => Number(k.status) < 2)!;
    const before = await c.dev.control<{ outbox: Item[] }>('GET', 'messages/outbox');
    await c.dev.control('POST', 'complaints/advance', { id: Number(mine.id), status: 'PROCESSED', note: 'handled' });
    const after = await c.dev.control<{ outbox: Item[] }>('GET', 'messages/outbox');
    expect(after.outbox.length).toBe(before.outbox.length + 1);
  });

  it('marks all read (one class or every class)', async () => {
    const all = await postForm(c, 'websocket/api/message/readAll', { msgClass: 'SYSTEM' }, { token: b });
    expect(all.data).toMatchObject({ count: '2', unreadTotal: '0' });
    expect((await postForm(c, 'websocket/api/message/readAll', {}, { token: b })).data).toMatchObject({ count: '0' });
    expect((await postForm(c, 'websocket/api/message/readAll', { msgClass: 'X' }, { token: b })).message).toBe('消息分类不正确');
  });

  it('pushes new messages signed, in order, retrying a receiver that fails', async () => {
    let failures = 2;
    const r = await receiver(() => (failures-- > 0 ? 503 : 200));
    try {
      c.upstream.setMessagePushUrl(r.url);
      const first = await c.dev.control<Item>('POST', 'messages/post', { phone: '13800000002', siteCode: 'site510100', title: 'one' });
      await c.dev.control('POST', 'messages/post', { phone: '13800000002', siteCode: 'site510100', title: 'two' });
      // the worker's deliveries and failed attempts are its own bookkeeping: the write count (what
      // requests wrote) stands still while it works
      const written = await c.dev.writes();
      const titles = () => r.got.map((f) => (JSON.parse(f.message!) as Item).title).filter((t) => t === 'one' || t === 'two');
      await expect.poll(titles, { timeout: 10_000 }).toEqual(['one', 'two']);
      expect(await c.dev.writes()).toBe(written);
      const mine = r.got.filter((f) => f.unid === first.unid);
      const { sign, ...fields } = mine.at(-1)!;
      expect(validPushSignature(fields, sign!, DEFAULT_MESSAGE_PUSH_KEY)).toBe(true);
      expect(sign).toBe(signPush(fields, DEFAULT_MESSAGE_PUSH_KEY));
      expect(validPushSignature({ ...fields, unid: 'someone-else' }, sign!, DEFAULT_MESSAGE_PUSH_KEY)).toBe(false);
      expect(mine.at(-1)!.unreadTotal).toBe('2');
    } finally {
      c.upstream.setMessagePushUrl('');
      await r.close();
    }
  });
});
