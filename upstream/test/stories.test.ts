import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/connection.ts';
import { allItems, login, postForm, postJson, startTestUpstream, type Client, type Envelope, type Item } from './helpers.ts';

/** A 3x2 PNG (the cover's size is read from the file). */
const PNG_3x2 = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000030000000208020000001216f14d0000001449444154789c63f8cfc0f09f8181e13f03c3ff0c0c0057e408f8f1b1f6c70000000049454e44ae426082',
  'hex',
);

let c: Client;
let alice: string;
let bob: string;
let me: string;
beforeAll(async () => {
  c = await startTestUpstream();
  alice = (await login(c, '13900003001')).userToken;
  bob = (await login(c, '13900003002')).userToken;
  me = (await login(c, '13800000001')).userToken;
});
afterAll(async () => {
  await c.upstream.close();
});

/** The demo sites whose calls answer (site620200 is suspended: its data is checked in the database). */
const SITES = ['site510100', 'site513225', 'site530700', 'site450300', 'site610100', 'site222400'];

/** Chinese characters and the Japanese and Korean scripts: none may show on the English site. */
const CJK = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/;
const KANA = /[\u3040-\u30ff]/;
const HANGUL = /[\uac00-\ud7af]/;

/** The language sites, with what each of their texts must (or, in English, must not) contain. */
const LANGUAGE_SITES = [
  { siteCode: 'site450300', city: 'Guilin', tag: 'Food', menu: 'Travel guides', inLanguage: (text: string) => !CJK.test(text) },
  { siteCode: 'site610100', city: '西安', tag: 'グルメ', menu: '旅のガイド', inLanguage: (text: string) => KANA.test(text) },
  { siteCode: 'site222400', city: '연변', tag: '맛집', menu: '여행 가이드', inLanguage: (text: string) => HANGUL.test(text) },
] as const;

async function upload(token: string, bytes: Buffer = PNG_3x2): Promise<string> {
  const form = new FormData();
  form.append('Filedata', new Blob([new Uint8Array(bytes)]), 'photo.png');
  const res = (await (
    await fetch(`${c.url}/res/api/file/upload?siteCode=site510100&token=${token}`, { method: 'POST', body: form })
  ).json()) as Envelope<Item>;
  expect(res.code).toBe(0);
  return res.data.url as string;
}

/** A topic of site510100 by type and state (from its dates and the upstream's clock). */
async function topicOf(type: string, when: 'on' | 'over' | 'soon', siteCode = 'site510100'): Promise<Item> {
  const now = (await c.dev.clock()).now;
  const ms = (s: unknown) => Date.parse(`${String(s).replace(' ', 'T')}+08:00`);
  const topics = await allItems(c, 'res/api/topic/list', { siteCode });
  const found = topics.find((t) => {
    if (t.topicType !== type) return false;
    const start = ms(t.startTime);
    const end = ms(t.endTime);
    return when === 'on' ? start <= now && now <= end : when === 'over' ? end < now : start > now;
  });
  if (!found) throw new Error(`no ${when} ${type} topic`);
  return found;
}

const save = (token: string, body: Record<string, unknown>) => postJson(c, 'res/api/story/saveStoryStrategy', body, { token });
const moderate = (id: string, pass: boolean, reason?: string) =>
  c.dev.control<{ auditStatus: string; auditRemark: string }>('POST', 'stories/moderate', { id, pass, reason });

describe('demo data', () => {
  it('has a dozen topics, stories, strategies, works and PK entries on every demo site, French on Lijiang', async () => {
    for (const siteCode of SITES) {
      const topics = await allItems(c, 'res/api/topic/list', { siteCode });
      expect(topics.length, siteCode).toBeGreaterThanOrEqual(12);
      expect(new Set(topics.map((t) => t.topicType))).toEqual(new Set(['story', 'works', 'pk']));
      const stories = await allItems(c, 'res/api/story/list', { siteCode, storyType: 'story' });
      const strategies = await allItems(c, 'res/api/story/list', { siteCode, storyType: 'strategy' });
      const plain = stories.filter((s) => s.topicType !== 'works' && s.topicType !== 'pk');
      expect(plain.length, siteCode).toBeGreaterThanOrEqual(12);
      expect(strategies.length, siteCode).toBeGreaterThanOrEqual(12);
      expect(stories.filter((s) => s.topicType === 'works').length, siteCode).toBeGreaterThanOrEqual(12);
      expect(stories.filter((s) => s.topicType === 'pk').length, siteCode).toBeGreaterThanOrEqual(12);
      const tags = (await c.list('res/api/story/tags', { siteCode })).datas;
      expect(tags.length).toBeGreaterThanOrEqual(12);
      // varied pictures and cover shapes for the waterfall
      expect(new Set(stories.map((s) => s.imgCover)).size).toBe(stories.length);
      expect(new Set(stories.map((s) => `${String(s.imgWidth)}x${String(s.imgHeight)}`)).size).toBeGreaterThanOrEqual(4);
      // only published stories are listed
      expect([...stories, ...strategies].every((s) => s.auditStatus === '1')).toBe(true);
    }
    const fr = await allItems(c, 'res/api/topic/list', { siteCode: 'site530700' });
    expect(fr.map((t) => t.title).join(' ')).toMatch(/Lijiang/);
    expect(fr.map((t) => t.title).join(' ')).not.toMatch(/[\u4e00-\u9fff]/);
    const frTags = (await c.list('res/api/story/tags', { siteCode: 'site530700' })).datas.map((t) => t.name);
    expect(frTags).toContain('Gastronomie');
  });

  it('holds the suspended site’s stories too, though its calls answer code 3', () => {
    const db = openDatabase(':memory:');
    const count = (sql: string) => (db.prepare(sql).get() as { n: number }).n;
    try {
      expect(count("SELECT COUNT(*) AS n FROM story_topics WHERE site_code = 'site620200'")).toBeGreaterThanOrEqual(12);
      expect(count("SELECT COUNT(*) AS n FROM stories WHERE site_code = 'site620200' AND story_type = 'strategy'")).toBeGreaterThanOrEqual(
        12,
      );
      expect(
        count("SELECT COUNT(*) AS n FROM stories WHERE site_code = 'site620200' AND story_type = 'story' AND topic_id IS NULL"),
      ).toBeGreaterThanOrEqual(6);
      expect(count("SELECT COUNT(*) AS n FROM menus WHERE site_code = 'site620200' AND menu_code IN ('TOPIC', 'RAIDERS', 'TIME')")).toBe(3);
    } finally {
      db.close();
    }
  });

  it('adds the topic, strategy and time entries to every demo site’s service menu', async () => {
    for (const siteCode of SITES) {
      const menus = (await c.list('config/api/clientMenu/list', { siteCode, location: 'SERVICE' })).datas;
      const codes = menus.map((m) => m.menuCode);
      expect(codes, siteCode).toEqual(expect.arrayContaining(['TOPIC', 'RAIDERS', 'TIME']));
    }
  });
});

describe('the language sites', () => {
  it('carry topics, strategies, moments and tags in their language, about their own places', async () => {
    for (const site of LANGUAGE_SITES) {
      const { siteCode } = site;
      const inLanguage = (what: string, texts: readonly unknown[]) => {
        expect(texts.length, `${siteCode} ${what}`).toBeGreaterThan(0);
        for (const text of texts) expect(site.inLanguage(String(text)), `${siteCode} ${what}: ${String(text)}`).toBe(true);
      };
      const topics = await allItems(c, 'res/api/topic/list', { siteCode });
      expect(topics.length, siteCode).toBe(14);
      expect(new Set(topics.map((t) => t.topicType))).toEqual(new Set(['story', 'works', 'pk']));
      inLanguage(
        'topic titles',
        topics.map((t) => t.title),
      );
      inLanguage(
        'topic summaries',
        topics.map((t) => t.summary),
      );
      expect(topics.map((t) => t.title).join(' '), siteCode).toContain(site.city);
      const pk = topics.find((t) => t.topicType === 'pk')!;
      const detail = await c.get<Envelope<Item>>('res/api/topic/detail', { siteCode, id: String(pk.id) });
      inLanguage('topic rules', [detail.data.rule]);
      inLanguage(
        'PK stances',
        (detail.data.pkSides as Item[]).map((s) => s.name),
      );

      const strategies = await allItems(c, 'res/api/story/list', { siteCode, storyType: 'strategy' });
      const moments = await allItems(c, 'res/api/story/list', { siteCode, storyType: 'story' });
      expect(strategies.length, siteCode).toBeGreaterThanOrEqual(12);
      expect(moments.filter((s) => s.topicType !== 'works' && s.topicType !== 'pk').length, siteCode).toBeGreaterThanOrEqual(12);
      expect(moments.filter((s) => s.topicType === 'works').length, siteCode).toBeGreaterThanOrEqual(12);
      expect(moments.filter((s) => s.topicType === 'pk').length, siteCode).toBeGreaterThanOrEqual(12);
      for (const [what, list] of [
        ['strategies', strategies],
        ['moments', moments],
      ] as const) {
        inLanguage(
          `${what}' titles`,
          list.map((s) => s.title),
        );
        inLanguage(
          `${what}' texts`,
          list.map((s) => s.summary),
        );
        inLanguage(
          `${what}' tags`,
          list.map((s) => s.tagName).filter((t) => t !== ''),
        );
      }
      const detailOf = await c.get<Envelope<Item>>('res/api/story/detail', { siteCode, id: String(strategies[0]!.id) });
      inLanguage('a strategy', [detailOf.data.content]);
      // their places are the site's own; the authors write in the site's language (demo users keep their account's name)
      const places = new Set((await allItems(c, 'res/api/scenic/list', { siteCode })).map((p) => String(p.name)));
      expect(
        moments.some((s) => places.has(String(s.resourceName))),
        siteCode,
      ).toBe(true);
      const account = new Set((await allItems(c, 'res/api/story/list', { siteCode, mine: 1, token: me })).map((s) => s.vipNickName));
      inLanguage(
        'authors',
        [...strategies, ...moments].map((s) => s.vipNickName).filter((n) => n !== '' && !account.has(n)),
      );
      if (siteCode === 'site450300') {
        for (const s of [...strategies, ...moments]) {
          for (const field of ['craft', 'topicTitle', 'resourceName', 'resourceRegionName', 'address'])
            expect(String(s[field]), `${field} ${String(s[field])}`).not.toMatch(CJK);
        }
      }

      const tags = (await c.list('res/api/story/tags', { siteCode })).datas;
      expect(tags.length, siteCode).toBe(14);
      inLanguage(
        'tags',
        tags.map((t) => t.name),
      );
      // words of the language (the English site's no-CJK check alone would let French through)
      expect(
        tags.map((t) => t.name),
        siteCode,
      ).toContain(site.tag);
      expect(
        tags.some((t) => Number(t.storyNum) > 0),
        siteCode,
      ).toBe(true);

      const menus = (await c.list('config/api/clientMenu/list', { siteCode, location: 'SERVICE' })).datas;
      inLanguage(
        'menu entries',
        menus.filter((m) => ['TOPIC', 'RAIDERS', 'TIME'].includes(String(m.menuCode))).map((m) => m.name),
      );
      expect(
        menus.filter((m) => ['TOPIC', 'RAIDERS', 'TIME'].includes(String(m.menuCode))),
        siteCode,
      ).toHaveLength(3);
      expect(menus.find((m) => m.menuCode === 'RAIDERS')?.name, siteCode).toBe(site.menu);
    }
  });

  it('give demo user 13800000001 stories in every moderation state there too', async () => {
    for (const { siteCode, inLanguage } of LANGUAGE_SITES) {
      const mine = await allItems(c, 'res/api/story/list', { siteCode, mine: 1, token: me });
      expect(new Set(mine.map((s) => s.auditStatus)), siteCode).toEqual(new Set(['0', '1', '2']));
      const reason = String(mine.find((s) => s.auditStatus === '2')!.auditRemark);
      expect(inLanguage(reason), `${siteCode} ${reason}`).toBe(true);
    }
  });

  it('answer in the site’s language: refusals, success, and the moderation’s default reason', async () => {
    const pic = await upload(alice);
    for (const { siteCode, inLanguage } of LANGUAGE_SITES) {
      const said = (what: string, message: unknown) =>
        expect(inLanguage(String(message)) && String(message) !== '', `${siteCode} ${what}: ${String(message)}`).toBe(true);
      const saveOn = (body: Record<string, unknown>) => postJson(c, 'res/api/story/saveStoryStrategy', body, { siteCode, token: alice });
      const topic = (await allItems(c, 'res/api/topic/list', { siteCode })).find((t) => t.topicType === 'story')!;
      said('no title', (await saveOn({ storyType: 'story', title: ' ', content: '<p>x</p>', images: pic })).message);
      said('no picture', (await saveOn({ storyType: 'story', title: 'x', content: '<p>x</p>', images: '' })).message);
      said('no days', (await saveOn({ storyType: 'strategy', title: 'x', content: '<p>x</p>', images: pic })).message);
      said('unknown topic', (await c.get('res/api/topic/detail', { siteCode, id: '999999' })).message);
      said('unknown story', (await c.get('res/api/story/detail', { siteCode, id: '999999' })).message);
      said('not the author', (await postForm(c, 'res/api/story/delete', { id: '999999' }, { siteCode, token: alice })).message);
      const saved = await saveOn({ storyType: 'story', topicId: String(topic.id), title: 'x', content: '<p>x</p>', images: pic });
      expect(saved.code, siteCode).toBe(0);
      said('submitted', saved.message);
      const id = String((saved.data as Item).id);
      const rejected = await moderate(id, false);
      said('default reason', rejected.auditRemark);
      said('deleted', (await postForm(c, 'res/api/story/delete', { id }, { siteCode, token: alice })).message);
    }
    // the Chinese sites keep the vendor's words
    const id = String(
      ((await save(alice, { storyType: 'strategy', title: '攻略', content: '<p>内容</p>', images: pic, days: 1 })).data as Item).id,
    );
    expect(await moderate(id, false)).toMatchObject({ auditRemark: '内容不符合社区规范' });
  });
});

describe('topics', () => {
  it('answers a detail with its rules, PK stances with their counts and the caller’s favourite state', async () => {
    const pk = await topicOf('pk', 'on');
    const detail = await c.get<Envelope<Item>>('res/api/topic/detail', { id: String(pk.id) });
    expect(detail.code).toBe(0);
    expect(detail.data.rule).toMatch(/<h3>/);
    const sides = detail.data.pkSides as Item[];
    expect(sides.map((s) => s.pkSide)).toEqual(['A', 'B']);
    const entries = await allItems(c, 'res/api/story/list', { topicId: String(pk.id) });
    expect(Number(detail.data.storyNum)).toBe(entries.length);
    expect(Number(sides[0]!.storyNum)).toBe(entries.filter((e) => e.pkSide === 'A').length);
    const sideB = await allItems(c, 'res/api/story/list', { topicId: String(pk.id), pkSide: 'B' });
    expect(sideB.every((e) => e.pkSide === 'B')).toBe(true);
    expect(sideB.length).toBe(Number(sides[1]!.storyNum));
    expect(detail.data.vipResourceStatus).toEqual({ likeStatus: 0, collectionStatus: 0 });
    expect((await c.get('res/api/topic/detail', { id: '999999' })).code).toBe(1);
    // a topic of another site is not found
    const lijiang = (await c.list('res/api/topic/list', { siteCode: 'site530700' })).datas[0]!;
    expect((await c.get('res/api/topic/detail', { id: String(lijiang.id) })).code).toBe(1);
  });

  it('can be favourited through the interaction paths', async () => {
    const topic = await topicOf('story', 'on');
    const res = await postForm(
      c,
      'res/api/interactManage/collection',
      { resourceType: 'CONTENT_TYPE_TOPIC', resourceId: String(topic.id) },
      { token: alice },
    );
    expect(res.code).toBe(0);
    const detail = await c.get<Envelope<Item>>('res/api/topic/detail', { id: String(topic.id), token: alice });
    expect(detail.data.vipResourceStatus).toEqual({ likeStatus: 0, collectionStatus: 1 });
    expect(Number(detail.data.collectionNum)).toBe(Number(topic.collectionNum) + 1);
  });
});

describe('story lists', () => {
  it('filters by tag, keyword, kind, days and orders by popularity', async () => {
    const tags = (await c.list('res/api/story/tags')).datas;
    const tag = tags.find((t) => Number(t.storyNum) > 0)!;
    const tagged = await allItems(c, 'res/api/story/list', { tagId: String(tag.id) });
    expect(tagged.length).toBe(Number(tag.storyNum));
    expect(tagged.every((s) => String(s.tagIds).split(',').includes(String(tag.id)))).toBe(true);
    expect(tagged.every((s) => String(s.tagName).split(',').includes(String(tag.name)))).toBe(true);

    const strategies = await allItems(c, 'res/api/story/list', { storyType: 'strategy', minDays: 3, maxDays: 5 });
    expect(strategies.length).toBeGreaterThan(0);
    expect(strategies.every((s) => Number(s.days) >= 3 && Number(s.days) <= 5)).toBe(true);

    const some = (await c.list('res/api/story/list', { storyType: 'story' })).datas[0]!;
    const word = String(some.title).slice(0, 3);
    const found = await allItems(c, 'res/api/story/list', { keyword: word });
    expect(found.map((s) => s.id)).toContain(some.id);
    expect((await c.list('res/api/story/list', { keyword: '%' })).page.total).toBe(0);

    const hot = (await c.list('res/api/story/list', { orderType: 'hot', pageSize: 20 })).datas.map((s) => Number(s.likeNum));
    expect(hot).toEqual([...hot].sort((a, b) => b - a));
    const latest = (await c.list('res/api/story/list', { pageSize: 20 })).datas.map((s) => String(s.publishTime));
    expect(latest).toEqual([...latest].sort().reverse());
  });

  it('answers a batch by ids in one call (what the caller may see)', async () => {
    const page = (await c.list('res/api/story/list', { pageSize: 5 })).datas;
    const ids = page.map((s) => String(s.id));
    const batch = await c.list('res/api/story/list', { ids: [...ids, '999999'].join(','), pageSize: 50 });
    expect(batch.datas.map((s) => String(s.id)).sort()).toEqual([...ids].sort());
    const topics = (await c.list('res/api/topic/list', { pageSize: 3 })).datas.map((t) => String(t.id));
    expect((await c.list('res/api/topic/list', { ids: topics.join(','), pageSize: 50 })).datas.map((t) => String(t.id)).sort()).toEqual(
      [...topics].sort(),
    );
  });
});

describe('writing and moderation', () => {
  it('needs a session and a JSON body', async () => {
    expect((await save('', { title: 'x', content: 'y' })).code).toBe(2);
    const form = await postForm(c, 'res/api/story/saveStoryStrategy', { title: 'x', content: 'y' }, { token: alice });
    expect(form.code).toBe(1);
  });

  it('refuses what is missing or wrong, with the vendor’s words', async () => {
    const topic = await topicOf('story', 'on');
    const pic = await upload(alice);
    const base = { storyType: 'story', topicId: String(topic.id), title: '标题', content: '<p>内容</p>', images: pic };
    expect((await save(alice, { ...base, title: ' ' })).message).toBe('请输入标题');
    expect((await save(alice, { ...base, content: '<p> </p>' })).message).toBe('请输入内容');
    expect((await save(alice, { ...base, images: '' })).message).toBe('请上传图片');
    expect((await save(alice, { ...base, images: `uploads/${'a'.repeat(64)}.png` })).message).toBe('图片不存在');
    expect((await save(alice, { ...base, tagIds: '999999' })).message).toBe('标签不存在');
    expect((await save(alice, { ...base, resourceType: 'CONTENT_TYPE_SCENERY', resourceId: '1' })).message).toBe('地点不存在');
    expect((await save(alice, { ...base, topicId: String((await topicOf('story', 'over')).id) })).message).toBe('话题已结束');
    expect((await save(alice, { ...base, topicId: String((await topicOf('story', 'soon')).id) })).message).toBe('话题尚未开始');
    expect((await save(alice, { ...base, topicId: String((await topicOf('pk', 'on')).id) })).message).toBe('请选择立场');
    const ich = (await allItems(c, 'res/api/topic/list')).find((t) => t.topicType === 'works' && t.ichWorks === '1')!;
    expect((await save(alice, { ...base, topicId: String(ich.id) })).message).toBe('请填写非遗技艺');
    expect((await save(alice, { storyType: 'strategy', title: '攻略', content: '<p>内容</p>', images: pic })).message).toBe(
      '请填写游玩天数',
    );
  });

  it('keeps a new story waiting for moderation, seen only by its author, until the dev channel publishes or rejects it', async () => {
    const topic = await topicOf('story', 'on');
    const [p1, p2] = [await upload(alice), await upload(alice, Buffer.concat([PNG_3x2, Buffer.from([0])]))];
    const scenic = (await c.list('res/api/scenic/list')).datas[0]!;
    const tags = (await c.list('res/api/story/tags')).datas;
    const res = await save(alice, {
      storyType: 'story',
      topicId: String(topic.id),
      title: '宽窄巷子的午后',
      content: '<p>阳光很好</p>',
      images: `${p1},${p2}`,
      tagIds: `${String(tags[0]!.id)},${String(tags[1]!.id)}`,
      resourceType: 'CONTENT_TYPE_SCENERY',
      resourceId: String(scenic.id),
    });
    expect(res.code).toBe(0);
    expect(res.message).toBe('提交成功，请等待审核');
    const id = String((res.data as Item).id);

    const mine = await c.get<Envelope<Item>>('res/api/story/detail', { id, token: alice });
    expect(mine.data).toMatchObject({
      auditStatus: '0',
      isMine: 1,
      title: '宽窄巷子的午后',
      topicId: String(topic.id),
      resourceName: scenic.name,
      imgWidth: '3',
      imgHeight: '2',
    });
    expect(String(mine.data.images).split(',')).toHaveLength(2);
    expect(String(mine.data.imgCover)).toMatch(/\/files\/uploads\/[0-9a-f]{64}\.png$/);
    expect((await c.get('res/api/story/detail', { id })).code).toBe(1);
    expect((await c.get('res/api/story/detail', { id, token: bob })).code).toBe(1);
    expect((await allItems(c, 'res/api/story/list', { topicId: String(topic.id) })).map((s) => String(s.id))).not.toContain(id);
    const pending = await c.list('res/api/story/list', { mine: 1, auditStatus: 0, token: alice });
    expect(pending.datas.map((s) => String(s.id))).toContain(id);
    // not interactable before it is published
    expect(
      (await postForm(c, 'res/api/interactManage/like', { resourceType: 'CONTENT_TYPE_STORY', resourceId: id }, { token: bob })).message,
    ).toBe('资源不存在');

    expect(await moderate(id, false, '图片不清晰')).toMatchObject({ auditStatus: '2', auditRemark: '图片不清晰' });
    expect((await c.get<Envelope<Item>>('res/api/story/detail', { id, token: alice })).data).toMatchObject({
      auditStatus: '2',
      auditRemark: '图片不清晰',
    });
    expect(await moderate(id, true)).toMatchObject({ auditStatus: '1' });
    const open = await c.get<Envelope<Item>>('res/api/story/detail', { id, token: bob });
    expect(open.data).toMatchObject({ auditStatus: '1', auditRemark: '', isMine: 0 });
    expect((await allItems(c, 'res/api/story/list', { topicId: String(topic.id) })).map((s) => String(s.id))).toContain(id);

    // likes and comments work once published; a favourite lists the uploaded cover
    expect(
      (await postForm(c, 'res/api/interactManage/like', { resourceType: 'CONTENT_TYPE_STORY', resourceId: id }, { token: bob })).code,
    ).toBe(0);
    expect(
      (
        await postForm(
          c,
          'res/api/comment/saveComment',
          { resourceType: 'CONTENT_TYPE_STORY', resourceId: id, content: '写得真好' },
          { token: bob },
        )
      ).code,
    ).toBe(0);
    expect((await c.get<Envelope<Item>>('res/api/story/detail', { id })).data).toMatchObject({ likeNum: '1', commentNum: '1' });
    await postForm(c, 'res/api/interactManage/collection', { resourceType: 'CONTENT_TYPE_STORY', resourceId: id }, { token: bob });
    const favourites = await c.list('res/api/interactManage/vipCollectionList', { token: bob });
    const fav = favourites.datas.find((f) => f.resourceId === id)!;
    expect(String(fav.images).split(',')[0]).toMatch(/\/files\/uploads\/[0-9a-f]{64}\.png$/);

    // an edit by its author goes back to moderation, keeping a picture it had; nobody else may edit it
    const kept = String(open.data.images).split(',')[1]!;
    expect((await save(bob, { id, storyType: 'story', title: '改', content: '<p>改</p>', images: kept })).message).toBe('资源不存在');
    const edit = await save(alice, { id, storyType: 'story', title: '宽窄巷子的黄昏', content: '<p>改写</p>', images: kept });
    expect(edit.code).toBe(0);
    const edited = await c.get<Envelope<Item>>('res/api/story/detail', { id, token: alice });
    expect(edited.data).toMatchObject({ title: '宽窄巷子的黄昏', auditStatus: '0', topicId: String(topic.id) });
    expect(String(edited.data.images)).toBe(kept);

    // deleting: the author only
    expect((await postForm(c, 'res/api/story/delete', { id }, { token: bob })).message).toBe('资源不存在');
    expect((await postForm(c, 'res/api/story/delete', { id }, { token: alice })).code).toBe(0);
    expect((await c.get('res/api/story/detail', { id, token: alice })).code).toBe(1);
  });

  it('saves a strategy with its trip facts', async () => {
    const pic = await upload(alice);
    const res = await save(alice, {
      storyType: 'strategy',
      title: '成都两日游',
      content: '<h3>第1天</h3><p>宽窄巷子</p>',
      images: pic,
      days: 2,
      cost: 600,
      travelMonth: 4,
    });
    expect(res.code).toBe(0);
    const id = String((res.data as Item).id);
    const detail = await c.get<Envelope<Item>>('res/api/story/detail', { id, token: alice });
    expect(detail.data).toMatchObject({ storyType: 'strategy', days: '2', cost: '600', travelMonth: '4', topicId: '' });
  });

  it('takes one PK entry per user and debate, even when sent twice at once', async () => {
    const pk = await topicOf('pk', 'on');
    const pic = await upload(bob);
    const entry = { storyType: 'story', topicId: String(pk.id), pkSide: 'A', title: '我选攻略', content: '<p>理由</p>', images: pic };
    const results = await Promise.all([save(bob, entry), save(bob, { ...entry, pkSide: 'B' }), save(bob, entry)]);
    expect(results.filter((r) => r.code === 0)).toHaveLength(1);
    expect(results.filter((r) => r.code === 1).map((r) => r.message)).toEqual(['您已参与过本期PK', '您已参与过本期PK']);
    const mine = await c.list('res/api/story/list', { mine: 1, topicId: String(pk.id), token: bob });
    expect(mine.page.total).toBe(1);
  });

  it('lists demo user 13800000001’s own stories in every moderation state', async () => {
    const mine = await allItems(c, 'res/api/story/list', { mine: 1, token: me });
    expect(new Set(mine.map((s) => s.auditStatus))).toEqual(new Set(['0', '1', '2']));
    expect(mine.find((s) => s.auditStatus === '2')!.auditRemark).not.toBe('');
    expect(mine.every((s) => s.isMine === 1)).toBe(true);
    expect((await c.list('res/api/story/list', { mine: 1 })).code).toBe(2);
  });
});

describe('res/api/story/pictures (the photo wall)', () => {
  it("lists every picture of the site's published stories, one row each with its story, moderated as the stories are", async () => {
    const c = await startTestUpstream();
    try {
      const wall = await c.list('res/api/story/pictures', { siteCode: 'site510100', pageSize: 50 });
      expect(wall.code).toBe(0);
      expect(wall.datas.length).toBeGreaterThan(0);
      const published = await c.list('res/api/story/list', { siteCode: 'site510100', pageSize: 50 });
      const publishedIds = new Set(published.datas.map((s) => String(s.id)));
      for (const p of wall.datas) {
        expect(p.pictureId).toBe(`${p.id}-${String(p.pictureId).split('-')[1]}`);
        expect(String(p.picture)).not.toBe('');
        expect(String(p.images).split(',')).toContain(p.picture);
      }
      // the first page's stories are published ones (a waiting or rejected story never shows)
      const storyIds = new Set(wall.datas.map((p) => String(p.id)));
      const strategies = await c.list('res/api/story/list', { siteCode: 'site510100', storyType: 'strategy', pageSize: 50 });
      for (const s of strategies.datas) publishedIds.add(String(s.id));
      for (const id of storyIds) expect(publishedIds.has(id), id).toBe(true);
      expect(wall.page.total).toBeGreaterThanOrEqual(wall.datas.length);
    } finally {
      await c.upstream.close();
    }
  });
});
