import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, postForm, postJson, startTestUpstream, type Client, type Item } from './helpers.ts';

let c: Client;
let alice: string;
let bob: string;
/** site510100's first scenic ids in list order (the first 4 carry seeded comments). */
let S: string[];
beforeAll(async () => {
  c = await startTestUpstream();
  S = (await c.list('res/api/scenic/list', { pageSize: 10 })).datas.map((d) => String(d.id));
  alice = (await login(c, '13900001001')).userToken;
  bob = (await login(c, '13900001002')).userToken;
});
afterAll(async () => {
  await c.upstream.close();
});

const SCENERY = 'CONTENT_TYPE_SCENERY';

async function counts(type: string, id: string, token = ''): Promise<Item> {
  const res = await c.list('res/api/interactManage/resourceCount', { resourceType: type, resourceIds: id, token });
  expect(res.code).toBe(0);
  return res.datas[0] as Item;
}

const act = (path: string, token: string, resourceType: string, resourceId: string | number) =>
  postForm(c, `res/api/interactManage/${path}`, { resourceType, resourceId }, { token });

describe('like / collection / follow toggles', () => {
  it('likes and unlikes with real counts, per-user state and the repeat quirk', async () => {
    const id = S[4] as string;
    const before = Number((await counts(SCENERY, id)).likeNum);
    const liked = await act('like', alice, SCENERY, id);
    expect(liked.code).toBe(0);
    expect(liked.message).toBe('点赞成功');
    expect(Number((await counts(SCENERY, id)).likeNum)).toBe(before + 1);
    expect((await counts(SCENERY, id, alice)).likeStatus).toBe(1);
    expect((await counts(SCENERY, id, bob)).likeStatus).toBe(0);
    expect((await counts(SCENERY, id)).likeStatus).toBe(0);

    const repeat = await act('like', alice, SCENERY, id);
    expect(repeat.code).toBe(1);
    expect(repeat.message).toBe('您已点赞');
    expect(Number((await counts(SCENERY, id)).likeNum)).toBe(before + 1);

    expect((await act('like', bob, SCENERY, id)).code).toBe(0);
    expect(Number((await counts(SCENERY, id)).likeNum)).toBe(before + 2);

    const detail = await c.get('res/api/scenic/detail', { id, token: alice });
    expect(detail.data.likeNum).toBe(String(before + 2));
    expect(detail.data.vipResourceStatus).toEqual({ collectionStatus: 0, likeStatus: 1 });

    expect((await act('cancelLike', alice, SCENERY, id)).code).toBe(0);
    expect(Number((await counts(SCENERY, id)).likeNum)).toBe(before + 1);
    expect((await counts(SCENERY, id, alice)).likeStatus).toBe(0);
    const again = await act('cancelLike', alice, SCENERY, id);
    expect(again.code).toBe(1);
    expect(again.message).toBe('您未点赞');
    expect(Number((await counts(SCENERY, id)).likeNum)).toBe(before + 1);
  });

  it('collects and lists favourites newest first', async () => {
    const before = Number((await counts(SCENERY, S[5] as string)).collectionNum);
    const res = await act('collection', alice, SCENERY, S[5] as string);
    expect(res.message).toBe('收藏成功');
    expect(Number((await counts(SCENERY, S[5] as string)).collectionNum)).toBe(before + 1);
    expect((await act('collection', alice, SCENERY, S[5] as string)).message).toBe('您已收藏');
    const news = await c.list('res/api/content/list', { pageSize: 1 });
    const newsId = String(news.datas[0]?.id);
    expect((await act('collection', alice, 'CONTENT_TYPE_CONTENT', newsId)).code).toBe(0);

    const favs = await c.list('res/api/interactManage/vipCollectionList', { token: alice });
    expect(favs.code).toBe(0);
    expect(favs.page.total).toBe(2);
    expect(favs.datas.map((f) => [f.resourceType, f.resourceId])).toEqual([
      ['CONTENT_TYPE_CONTENT', newsId],
      [SCENERY, S[5]],
    ]);
    const first = favs.datas[1] as Item;
    expect(String(first.resourceName).length).toBeGreaterThan(0);
    expect(String(first.images)).toMatch(/^http:\/\/.+\.svg/);
    expect(String(first.createTime)).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    const list = await c.list('res/api/scenic/list', { token: alice, pageSize: 10 });
    const item = list.datas.find((i) => i.id === S[5]) as Item;
    expect(item.vipResourceStatus).toEqual({ collectionStatus: 1, likeStatus: 0 });
    const anon = await c.list('res/api/scenic/list', { pageSize: 10 });
    expect((anon.datas.find((i) => i.id === S[5]) as Item).vipResourceStatus).toEqual({ collectionStatus: 0, likeStatus: 0 });

    expect((await act('cancelCollection', alice, SCENERY, S[5] as string)).code).toBe(0);
    expect((await act('cancelCollection', alice, SCENERY, S[5] as string)).message).toBe('您未收藏');
    expect(Number((await counts(SCENERY, S[5] as string)).collectionNum)).toBe(before);
    expect((await c.list('res/api/interactManage/vipCollectionList', { token: alice })).page.total).toBe(1);
    const center = await c.get('user/api/userBind/personalCenterInfo', { token: alice });
    expect(center.data.collectionNum).toBe('1');
  });

  it('follows and unfollows (focusStatus in resourceCount)', async () => {
    expect((await act('focus', bob, SCENERY, S[6] as string)).message).toBe('关注成功');
    expect((await counts(SCENERY, S[6] as string, bob)).focusStatus).toBe(1);
    expect((await counts(SCENERY, S[6] as string, alice)).focusStatus).toBe(0);
    expect((await act('focus', bob, SCENERY, S[6] as string)).message).toBe('您已关注');
    expect((await c.get('user/api/userBind/personalCenterInfo', { token: bob })).data.focusNum).toBe('1');
    expect((await act('cancelFocus', bob, SCENERY, S[6] as string)).code).toBe(0);
    expect((await counts(SCENERY, S[6] as string, bob)).focusStatus).toBe(0);
    const again = await act('cancelFocus', bob, SCENERY, S[6] as string);
    expect(again.code).toBe(1);
    expect(again.message).toBe('您未关注');
  });

  it('handles news, activities and every place kind', async () => {
    const news = await c.list('res/api/content/list', { pageSize: 3 });
    const newsId = String(news.datas[2]?.id);
    const beforeNews = await c.get('res/api/content/detail', { id: newsId });
    expect((await act('like', bob, 'CONTENT_TYPE_CONTENT', newsId)).code).toBe(0);
    const afterNews = await c.get('res/api/content/detail', { id: newsId });
    expect(Number(afterNews.data.likeNum)).toBe(Number(beforeNews.data.likeNum) + 1);
    expect((await counts('CONTENT_TYPE_CONTENT', newsId, bob)).likeStatus).toBe(1);

    expect((await act('collection', bob, 'CONTENT_TYPE_ACTIVITY', '80002')).code).toBe(0);
    const activity = await c.get('res/api/activity/getActivityInfo', { id: '80002', token: bob });
    expect(activity.data.userResourceStatus).toEqual({ collectionStatus: 1, thumbStatus: 0, resourceFansStatus: 0 });
    expect((await counts('CONTENT_TYPE_ACTIVITY', '80002', bob)).collectionStatus).toBe(1);

    for (const kind of ['scenicSpot', 'venue', 'hotel', 'dining', 'rural', 'entertainment', 'speciality', 'exhibition', 'collection']) {
      const first = (await c.list(`res/api/${kind}/list`, { pageSize: 1 })).datas[0] as Item;
      const type = String(first.resourceType);
      const before = Number((await counts(type, String(first.id))).likeNum);
      expect((await act('like', alice, type, String(first.id))).code, kind).toBe(0);
      const after = await counts(type, String(first.id), alice);
      expect(Number(after.likeNum), kind).toBe(before + 1);
      expect(after.likeStatus).toBe(1);
    }
  });

  it('answers 资源不存在 for unknown resources and types, code 2 without a user', async () => {
    const lijiang = (await c.list('res/api/scenic/list', { siteCode: 'site530700', pageSize: 1 })).datas[0] as Item;
    for (const [type, id] of [
      [SCENERY, '999999'],
      [SCENERY, 'abc'],
      [SCENERY, String(lijiang.id)],
      ['CONTENT_TYPE_VENUE', '10001'],
      ['CONTENT_TYPE_NOPE', '10001'],
      ['CONTENT_TYPE_STORY', '1'],
      ['', ''],
    ] as const) {
      const res = await act('like', alice, type, id);
      expect(res.code, `${type} ${id}`).toBe(1);
      expect(res.message).toBe('资源不存在');
    }
    const anon = await act('collection', '', SCENERY, '10001');
    expect(anon.code).toBe(2);
    // Form paths do not read a JSON body.
    const json = await postJson(c, 'res/api/interactManage/like', { resourceType: SCENERY, resourceId: '10001' }, { token: alice });
    expect(json.message).toBe('资源不存在');
  });
});

describe('comments', () => {
  let scenicId: string;
  beforeAll(async () => {
    scenicId = String((await c.list('res/api/scenic/list', { pageSize: 1 })).datas[0]?.id);
  });

  it('has seeded comments with stars, tags, emoticons and replies', async () => {
    const res = await c.list('res/api/comment/getCommentList', { resourceType: SCENERY, resourceId: scenicId, pageSize: 50 });
    expect(res.code).toBe(0);
    expect(res.page.total).toBeGreaterThanOrEqual(5);
    const times = res.datas.map((d) => String(d.createTime));
    expect([...times].sort().reverse()).toEqual(times);
    for (const d of res.datas) {
      expect(d.id).toMatch(/^\d+$/);
      expect(String(d.star)).toMatch(/^[1-5]$/);
      expect(d.resourceId).toBe(scenicId);
      expect(d.resourceType).toBe(SCENERY);
      expect(String(d.resourceName).length).toBeGreaterThan(0);
      expect(String(d.userName).length).toBeGreaterThan(0);
      expect(String(d.headImg)).toMatch(/\/files\/avatars\//);
      expect(d.replyNum).toMatch(/^\d+$/);
      expect(Array.isArray(d.tags) && Array.isArray(d.emoticons)).toBe(true);
    }
    const all = await Promise.all(
      (await c.list('res/api/scenic/list', { pageSize: 4 })).datas.map((s) =>
        c.list('res/api/comment/getCommentList', { resourceType: SCENERY, resourceId: String(s.id), pageSize: 50 }),
      ),
    );
    const items = all.flatMap((r) => r.datas);
    expect(items.some((i) => (i.emoticons as unknown[]).length > 0)).toBe(true);
    expect(items.some((i) => (i.tags as unknown[]).length > 0)).toBe(true);
    expect(items.some((i) => Number(i.replyNum) > 0)).toBe(true);
    const emo = items.find((i) => (i.emoticons as unknown[]).length > 0)?.emoticons as Item[];
    expect(String(emo[0]?.url)).toMatch(new RegExp(`^${c.url}/files/emoticons/\\d+\\.svg$`));
    const detail = await c.get('res/api/scenic/detail', { id: scenicId });
    expect(detail.data.commentNum).toBe(String(res.page.total));
    const news = (await c.list('res/api/content/list', { pageSize: 1 })).datas[0] as Item;
    const newsComments = await c.list('res/api/comment/getCommentList', {
      resourceType: 'CONTENT_TYPE_CONTENT',
      resourceId: String(news.id),
    });
    expect(newsComments.page.total).toBeGreaterThan(0);
  });

  it('lists 24 emoticons with SVG faces', async () => {
    const res = await c.list('res/api/comment/emoticonsList');
    expect(res.datas).toHaveLength(24);
    expect(res.datas[0]).toEqual({ id: '1', name: '微笑', url: `${c.url}/files/emoticons/1.svg` });
    const svg = await fetch(String(res.datas[23]?.url));
    expect(svg.headers.get('content-type')).toContain('image/svg+xml');
    expect(await svg.text()).toMatch(/^<svg[^>]+viewBox="0 0 64 64"/);
    expect((await c.raw('files/emoticons/25.svg')).status).toBe(404);
  });

  it('lists review tags per resource type', async () => {
    const scenic = await c.list('res/api/comment/tagList', { resourceType: SCENERY });
    expect(scenic.datas.map((t) => t.name)).toEqual(['风景优美', '交通便利', '服务热情', '性价比高', '适合拍照', '人少清净', '设施完善']);
    expect(scenic.datas[0]?.id).toMatch(/^\d+$/);
    for (const type of ['CONTENT_TYPE_HOTEL', 'CONTENT_TYPE_CONTENT', 'CONTENT_TYPE_ACTIVITY', 'CONTENT_TYPE_RESTAURANT']) {
      expect((await c.list('res/api/comment/tagList', { resourceType: type })).datas.length, type).toBeGreaterThan(2);
    }
    expect((await c.list('res/api/comment/tagList', { resourceType: 'NOPE' })).datas).toEqual([]);
  });

  it("lists the review tags of the site's language, and keeps only those on a review there", async () => {
    const on = async (siteCode: string) => (await c.list('res/api/comment/tagList', { resourceType: SCENERY, siteCode })).datas;
    const cn = await on('site510100');
    const en = await on('site450300');
    expect(en.map((t) => t.name)).toEqual([
      'Beautiful scenery',
      'Easy to reach',
      'Friendly staff',
      'Good value',
      'Great for photos',
      'Quiet',
      'Well equipped',
    ]);
    expect((await on('site530700'))[0]?.name).toBe('Paysages superbes');
    expect((await on('site610100'))[0]?.name).toBe('景色がきれい');
    expect((await on('site222400'))[0]?.name).toBe('풍경이 아름다워요');
    // a Chinese site's tags stay the Chinese ones; the languages share no tag
    expect((await on('site513225')).map((t) => t.id)).toEqual(cn.map((t) => t.id));
    expect(en.filter((t) => cn.some((x) => x.id === t.id))).toEqual([]);
    const place = (await c.list('res/api/scenic/list', { siteCode: 'site450300', pageSize: 1 })).datas[0] as Item;
    const saved = await postForm(
      c,
      'res/api/comment/saveComment',
      {
        content: 'Lovely river views',
        tagIds: [cn[0]!.id, en[0]!.id, en[4]!.id].join(','),
        star: 5,
        resourceType: SCENERY,
        resourceId: String(place.id),
      },
      { token: bob, siteCode: 'site450300' },
    );
    expect(saved.code).toBe(0);
    const list = await c.list('res/api/comment/getCommentList', {
      resourceType: SCENERY,
      resourceId: String(place.id),
      siteCode: 'site450300',
    });
    const mine = list.datas.find((d) => d.id === saved.data.id) as Item;
    expect((mine.tags as Item[]).map((t) => t.name)).toEqual(['Beautiful scenery', 'Great for photos']);
  });

  it('saves a comment: counts, tags, average, mine; no length limits upstream', async () => {
    const id = S[7] as string;
    const tags = (await c.list('res/api/comment/tagList', { resourceType: SCENERY })).datas.map((t) => String(t.id));
    const before = await c.get('res/api/scenic/detail', { id });
    const avgBefore = await c.get('res/api/comment/getAvgCommentStar', { resourceType: SCENERY, resourceId: id });
    expect(avgBefore.code).toBe(0);

    expect((await postForm(c, 'res/api/comment/saveComment', { content: 'x', resourceType: SCENERY, resourceId: id })).code).toBe(2);
    const empty = await postForm(
      c,
      'res/api/comment/saveComment',
      { content: '  ', resourceType: SCENERY, resourceId: id },
      { token: alice },
    );
    expect(empty.code).toBe(1);
    expect(empty.message).toBe('评论内容不能为空');
    const missing = await postForm(
      c,
      'res/api/comment/saveComment',
      { content: '好', resourceType: SCENERY, resourceId: '999999' },
      { token: alice },
    );
    expect(missing.message).toBe('资源不存在');

    const long = '好'.repeat(250);
    const saved = await postForm(
      c,
      'res/api/comment/saveComment',
      {
        content: long,
        emoticonsIds: '1,2,3,4,5,6,7,8,9,10,11,12',
        tagIds: tags.slice(0, 6).join(','),
        star: 2,
        resourceType: SCENERY,
        resourceId: id,
      },
      { token: alice },
    );
    expect(saved.code).toBe(0);
    expect(saved.message).toBe('评论成功');
    expect(String(saved.data.id)).toMatch(/^\d+$/);

    const after = await c.get('res/api/scenic/detail', { id });
    expect(Number(after.data.commentNum)).toBe(Number(before.data.commentNum) + 1);
    const list = await c.list('res/api/comment/getCommentList', { resourceType: SCENERY, resourceId: id });
    const mine = list.datas[0] as Item;
    expect(mine.id).toBe(saved.data.id);
    expect(mine.content).toBe(long);
    expect(mine.star).toBe('2');
    expect((mine.emoticons as Item[]).map((e) => e.id)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12']);
    expect((mine.tags as Item[]).map((t) => t.id)).toEqual(tags.slice(0, 6));
    expect(mine.userName).toBe('用户1001');
    expect(mine.replyNum).toBe('0');

    const tagCounts = await c.list('res/api/comment/commentTagCountInfo', { resourceType: SCENERY, resourceId: id });
    for (const t of tags.slice(0, 6)) {
      const row = tagCounts.datas.find((r) => r.tagId === t) as Item;
      expect(Number(row.count)).toBeGreaterThanOrEqual(1);
      expect(String(row.tagName).length).toBeGreaterThan(0);
    }
    const avg = await c.get('res/api/comment/getAvgCommentStar', { resourceType: SCENERY, resourceId: id });
    expect(Number(avg.data.total)).toBe(Number(avgBefore.data.total) + 1);
    expect(String(avg.data.avgStar)).toMatch(/^\d\.\d$/);

    const own = await c.list('res/api/comment/getCommentList', { mine: '1', token: alice });
    expect(own.code).toBe(0);
    expect(own.datas.map((d) => d.id)).toContain(saved.data.id);
    expect(own.datas.every((d) => d.userName === '用户1001')).toBe(true);
    expect((await c.list('res/api/comment/getCommentList', { mine: '1' })).code).toBe(2);
    expect((await c.get('user/api/userBind/personalCenterInfo', { token: alice })).data.commentNum).toBe('1');
  });

  it('computes the average star of the seeded comments', async () => {
    const list = await c.list('res/api/comment/getCommentList', { resourceType: SCENERY, resourceId: scenicId, pageSize: 50 });
    const stars = list.datas.map((d) => Number(d.star));
    const avg = await c.get('res/api/comment/getAvgCommentStar', { resourceType: SCENERY, resourceId: scenicId });
    expect(avg.data).toEqual({ avgStar: (stars.reduce((a, b) => a + b, 0) / stars.length).toFixed(1), total: String(stars.length) });
    const none = await c.get('res/api/comment/getAvgCommentStar', { resourceType: SCENERY, resourceId: '999999' });
    expect(none.data).toEqual({ avgStar: '0.0', total: '0' });
  });

  it('replies with a JSON body and lists replies oldest first', async () => {
    const saved = await postForm(
      c,
      'res/api/comment/saveComment',
      { content: '请问几点开门？', resourceType: SCENERY, resourceId: S[8] as string },
      { token: bob },
    );
    const commentId = String(saved.data.id);
    const r1 = await postJson(c, 'res/api/commentReply/reply', { commentId: Number(commentId), content: '早上八点半' }, { token: alice });
    expect(r1.code).toBe(0);
    expect(r1.message).toBe('回复成功');
    expect(String(r1.data.id)).toMatch(/^\d+$/);
    expect((await postJson(c, 'res/api/commentReply/reply', { commentId, content: '谢谢！' }, { token: bob })).code).toBe(0);

    const form = await postForm(c, 'res/api/commentReply/reply', { commentId, content: 'form' }, { token: bob });
    expect(form.code).toBe(1);
    expect(form.message).toMatch(/not supported/);
    expect((await postJson(c, 'res/api/commentReply/reply', { commentId, content: ' ' }, { token: bob })).message).toBe('回复内容不能为空');
    expect((await postJson(c, 'res/api/commentReply/reply', { commentId: 1, content: 'x' }, { token: bob })).message).toBe('评论不存在');
    expect((await postJson(c, 'res/api/commentReply/reply', { commentId, content: 'x' })).code).toBe(2);

    const replies = await c.list('res/api/commentReply/list', { commentId });
    expect(replies.page.total).toBe(2);
    expect(replies.datas.map((r) => r.content)).toEqual(['早上八点半', '谢谢！']);
    expect(replies.datas[0]).toMatchObject({ commentId, userName: '用户1001' });
    expect(String(replies.datas[0]?.createTime)).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const list = await c.list('res/api/comment/getCommentList', { resourceType: SCENERY, resourceId: S[8] as string });
    expect((list.datas.find((d) => d.id === commentId) as Item).replyNum).toBe('2');
    expect((await c.list('res/api/commentReply/list', { commentId: '1' })).datas).toEqual([]);
  });
});

describe('activities (minimal)', () => {
  it('lists the demo activities with their integrity checks', async () => {
    const res = await c.list('res/api/activity/getActivityList', { pageSize: 50 });
    expect(res.code).toBe(0);
    expect(res.datas.length).toBeGreaterThanOrEqual(4);
    const checks = res.datas.map((a) => `${a.faithUseStatus}/${a.faithAuditStatus}/${a.faithScore}`);
    expect(checks).toContain('0/0/');
    expect(checks).toContain('1/0/60');
    expect(checks).toContain('0/1/');
    for (const a of res.datas) {
      // The booking fields extended the item; the integrity-check fields stay.
      expect(Object.keys(a)).toEqual(
        expect.arrayContaining([
          'id',
          'name',
          'images',
          'type',
          'method',
          'activityStatus',
          'faithUseStatus',
          'faithAuditStatus',
          'faithScore',
        ]),
      );
      expect(['0', '1', '2', '3']).toContain(a.activityStatus);
      expect(String(a.type)).toMatch(/^ACTIVITY_TYPE_(RESERVE|ENROLL|PLAIN|VOLUNT)$/);
    }
    expect(res.datas.some((a) => a.activityStatus === '3')).toBe(true);
    expect(res.datas.some((a) => a.activityStatus === '2')).toBe(true);
    // its eight activities, the seated performance of the seats family and the sign-up form's activity
    expect((await c.list('res/api/activity/getActivityList', { siteCode: 'site513225' })).page.total).toBe(10);
  });

  it('answers an activity detail', async () => {
    const res = await c.get('res/api/activity/getActivityInfo', { id: '80002' });
    expect(res.code).toBe(0);
    expect(res.data).toMatchObject({
      id: '80002',
      type: 'ACTIVITY_TYPE_RESERVE',
      faithUseStatus: '1',
      faithAuditStatus: '0',
      faithScore: '60',
    });
    for (const k of ['signStartTime', 'signEndTime', 'useStartTime', 'useEndTime']) {
      expect(String(res.data[k])).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    }
    expect(res.data.userResourceStatus).toEqual({ collectionStatus: 0, thumbStatus: 0, resourceFansStatus: 0 });
    const missing = await c.get('res/api/activity/getActivityInfo', { id: '1' });
    expect(missing.code).toBe(1);
    expect(missing.message).toBe('资源不存在');
  });
});
