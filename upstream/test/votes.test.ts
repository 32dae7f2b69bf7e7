import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, postForm, startTestUpstream, type Client, type Envelope, type Item } from './helpers.ts';

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000d49444154789c63f8cfc0f01f0005000201e2212bc80000000049454e44ae426082',
  'hex',
);

let c: Client;
let token: string;
let other: string;
let votes: Item[];
const byTitle = (t: string) => votes.find((v) => String(v.title).includes(t))!;

beforeAll(async () => {
  c = await startTestUpstream();
  token = (await login(c, '13912340101')).userToken;
  other = (await login(c, '13912340102')).userToken;
  votes = (await c.list('res/api/vote/list', { pageSize: 50 })).datas;
});
afterAll(async () => {
  await c.upstream.close();
});

async function upload(bytes: Buffer, as = token): Promise<string> {
  const form = new FormData();
  form.append('Filedata', new Blob([new Uint8Array(bytes)]), 'f.bin');
  const qs = new URLSearchParams({ siteCode: 'site510100', token: as });
  return ((await (await fetch(`${c.url}/res/api/file/upload?${qs}`, { method: 'POST', body: form })).json()) as Envelope<Item>).data
    .url as string;
}

describe('votes and their works', () => {
  it('lists the site’s votes under way first, with their status, type and counts; every demo site has some', async () => {
    expect(votes.map((v) => v.status)).toEqual(['1', '1', '0', '2']);
    expect(byTitle('街巷')).toMatchObject({ voteType: '1', workNum: '12' });
    expect(byTitle('非遗')).toMatchObject({ voteType: '2' });
    expect((await c.list('res/api/vote/list', { status: '2' })).datas.map((v) => v.status)).toEqual(['2']);
    expect((await c.list('res/api/vote/list', { siteCode: 'site530700' })).datas[0]!.title).toContain('Vieille ville');
    expect((await c.list('res/api/vote/list', { siteCode: 'site513225' })).page.total).toBe(1);
  });

  it('shows a vote with its rules and the caller’s votes today; works by number or by votes with their ranks; a keyword or a number finds works', async () => {
    const id = String(byTitle('街巷').id);
    const detail = await c.get('res/api/vote/detail', { id, token });
    expect(detail.data).toMatchObject({
      dayLimit: '3',
      workDayLimit: '1',
      userWorkLimit: '1',
      maxImages: '3',
      allowJoin: '1',
      needAudit: '0',
      myVoteNum: '0',
      myWorkNum: '0',
    });
    const byNumber = await c.list('res/api/vote/workList', { voteId: id, pageSize: 50 });
    expect(byNumber.datas.map((w) => w.number)).toEqual(byNumber.datas.map((_, i) => String(i + 1).padStart(3, '0')));
    const byVotes = await c.list('res/api/vote/workList', { voteId: id, sortType: '2', pageSize: 50 });
    const counts = byVotes.datas.map((w) => Number(w.voteNum));
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(byVotes.datas[0]!.rank).toBe('1');
    expect((await c.list('res/api/vote/workList', { voteId: id, keyword: '宽窄' })).datas.map((w) => w.title)).toEqual(['宽窄巷子的午后']);
    expect((await c.list('res/api/vote/workList', { voteId: id, keyword: '3' })).datas.map((w) => w.number)).toContain('003');
  });
});

describe('casting votes: the vote’s own rules', () => {
  it('counts a vote; refuses a second one for the same work today, more than the day’s votes, a vote not started or over', async () => {
    const id = String(byTitle('街巷').id);
    const works = (await c.list('res/api/vote/workList', { voteId: id, pageSize: 50 })).datas;
    const first = await postForm(c, 'res/api/vote/vote', { workId: String(works[0]!.id) }, { token });
    expect(first).toMatchObject({ code: 0, message: '投票成功' });
    expect(first.data).toMatchObject({ myVoteNum: '1', myWorkVoteNum: '1', voteNum: String(Number(works[0]!.voteNum) + 1) });
    expect((await postForm(c, 'res/api/vote/vote', { workId: String(works[0]!.id) }, { token })).message).toBe('今日已为该作品投满1票');
    expect((await postForm(c, 'res/api/vote/vote', { workId: String(works[1]!.id) }, { token })).code).toBe(0);
    // the third and last vote of the day, cast twice at once: it counts once
    const both = await Promise.all([
      postForm(c, 'res/api/vote/vote', { workId: String(works[2]!.id) }, { token }),
      postForm(c, 'res/api/vote/vote', { workId: String(works[3]!.id) }, { token }),
    ]);
    expect(both.map((r) => r.code).sort()).toEqual([0, 1]);
    expect(both.find((r) => r.code === 1)!.message).toBe('今日投票次数已用完（每天3票）');
    expect((await c.get('res/api/vote/detail', { id, token })).data.myVoteNum).toBe('3');
    // the next day, three more
    await c.dev.advanceClock(24 * 3600_000);
    expect((await postForm(c, 'res/api/vote/vote', { workId: String(works[0]!.id) }, { token })).code).toBe(0);
    await c.dev.resetClock();
    const notStarted = (await c.list('res/api/vote/workList', { voteId: String(byTitle('熊猫').id) })).datas[0]!;
    expect((await postForm(c, 'res/api/vote/vote', { workId: String(notStarted.id) }, { token })).message).toBe('投票未开始');
    const over = (await c.list('res/api/vote/workList', { voteId: String(byTitle('网红').id) })).datas[0]!;
    expect((await postForm(c, 'res/api/vote/vote', { workId: String(over.id) }, { token })).message).toBe('投票已结束');
    expect((await postForm(c, 'res/api/vote/vote', { workId: String(over.id) })).code).toBe(2);
  });

  it('lists the votes the caller voted in', async () => {
    const mine = await c.list('res/api/vote/myVoteList', { token });
    expect(mine.datas.map((v) => v.title)).toEqual(['“最美成都街巷”摄影大赛']);
    expect(mine.datas[0]!.myVoteNum).toBe('4');
  });
});

describe('joining a vote with a work', () => {
  it('takes a picture work within the sign-up window (shown at once without review), one per person; edits it; refuses what the vote does not take', async () => {
    const id = String(byTitle('街巷').id);
    const picture = await upload(PNG);
    const form = { voteId: id, title: '我的街巷', author: '王五', phone: '13912340101', description: '傍晚的小巷' };
    expect((await postForm(c, 'res/api/vote/join', form, { token })).message).toBe('请上传作品图片');
    const joined = await postForm(c, 'res/api/vote/join', { ...form, images: picture }, { token });
    expect(joined).toMatchObject({ code: 0, message: '报名成功', data: { status: '1', number: '013' } });
    expect((await postForm(c, 'res/api/vote/join', { ...form, images: picture }, { token })).message).toBe('每人最多报名1件作品');
    const edited = await postForm(
      c,
      'res/api/vote/join',
      { ...form, id: String(joined.data.id), title: '我的街巷（修改）', images: picture },
      { token },
    );
    expect(edited.message).toBe('修改成功');
    expect(
      (await postForm(c, 'res/api/vote/join', { ...form, id: String(joined.data.id), images: picture }, { token: other })).message,
    ).toBe('作品不存在');
    const mine = await c.list('res/api/vote/myJoinList', { token });
    expect(mine.datas[0]).toMatchObject({ title: '我的街巷（修改）', status: '1', voteTitle: '“最美成都街巷”摄影大赛' });
    expect(String(mine.datas[0]!.images)).toMatch(/\/files\/uploads\/[0-9a-f]{64}\.png$/);
    expect(
      (await postForm(c, 'res/api/vote/join', { ...form, voteId: String(byTitle('网红').id), images: picture }, { token })).message,
    ).toBe('该投票不接受报名');
    expect(
      (await postForm(c, 'res/api/vote/join', { ...form, voteId: String(byTitle('非遗').id), images: picture }, { token })).message,
    ).toBe('请上传作品视频');
  });

  it('holds a reviewed vote’s work back until the organiser passes it', async () => {
    const id = String(byTitle('熊猫').id);
    const picture = await upload(PNG, other);
    const joined = await postForm(
      c,
      'res/api/vote/join',
      { voteId: id, title: '熊猫徽章', author: '李四', phone: '13912340102', images: picture },
      { token: other },
    );
    expect(joined).toMatchObject({ code: 0, message: '报名成功，作品审核通过后展示', data: { status: '0' } });
    const listed = async () => (await c.list('res/api/vote/workList', { voteId: id, pageSize: 50 })).datas.map((w) => w.title);
    expect(await listed()).not.toContain('熊猫徽章');
    expect((await c.get('res/api/vote/workDetail', { id: String(joined.data.id), token })).message).toBe('作品不存在');
    expect((await c.get('res/api/vote/workDetail', { id: String(joined.data.id), token: other })).data).toMatchObject({
      status: '0',
      voteInfo: { status: '0' },
    });
    await c.dev.control('POST', 'votes/audit', { workId: joined.data.id, pass: true });
    expect(await listed()).toContain('熊猫徽章');
  });
});
