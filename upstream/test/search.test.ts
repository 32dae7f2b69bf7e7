import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, postForm, startTestUpstream, type Client, type Item } from './helpers.ts';

let c: Client;
let alice: string;
let bob: string;
beforeAll(async () => {
  c = await startTestUpstream();
  alice = (await login(c, '13900002001')).userToken;
  bob = (await login(c, '13900002002')).userToken;
});
afterAll(async () => {
  await c.upstream.close();
});

const records = async (token: string, siteCode = 'site510100') =>
  (await c.list('res/api/es/getSearchRecord', { token, siteCode })).datas.map((d) => d.keyword);
const save = (token: string, keyword: string, siteCode = 'site510100') =>
  postForm(c, 'res/api/es/saveSearchRecord', { keyword }, { token, siteCode });

describe('search records', () => {
  it('are per user and site, newest first, a keyword once, 10 at most', async () => {
    expect(await records(alice)).toEqual([]);
    for (let i = 1; i <= 12; i++) {
      expect((await save(alice, `词${i}`)).code).toBe(0);
      await c.dev.advanceClock(1000);
    }
    expect(await records(alice)).toEqual(['词12', '词11', '词10', '词9', '词8', '词7', '词6', '词5', '词4', '词3']);
    // searching an old keyword again moves it to the top instead of repeating it
    await save(alice, '词5');
    expect((await records(alice)).slice(0, 3)).toEqual(['词5', '词12', '词11']);
    expect(await records(alice)).toHaveLength(10);
    // another user, another site: their own lists
    expect(await records(bob)).toEqual([]);
    expect(await records(alice, 'site513225')).toEqual([]);
    const one = (await c.list('res/api/es/getSearchRecord', { token: alice })).datas[0] as Item;
    expect(one).toMatchObject({ keyword: '词5' });
    expect(String(one.id)).toMatch(/^\d+$/);
    expect(String(one.createTime)).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it("clearSearchRecord empties the caller's list on that site only", async () => {
    await save(bob, '熊猫');
    await save(bob, '宽窄巷子', 'site513225');
    expect((await postForm(c, 'res/api/es/clearSearchRecord', {}, { token: bob })).code).toBe(0);
    expect(await records(bob)).toEqual([]);
    expect(await records(bob, 'site513225')).toEqual(['宽窄巷子']);
  });

  it('refuse an empty or too long keyword, and answer code 2 without a session', async () => {
    expect(await save(alice, '   ')).toMatchObject({ code: 1, message: '搜索关键词不能为空' });
    expect((await save(alice, '字'.repeat(51))).code).toBe(1);
    expect((await save(alice, '字'.repeat(50))).code).toBe(0);
    expect((await save('', '熊猫')).code).toBe(2);
    expect((await c.list('res/api/es/getSearchRecord', { token: 'nope' })).code).toBe(2);
    expect((await postForm(c, 'res/api/es/clearSearchRecord', {}, {})).code).toBe(2);
  });
});

describe('hot words', () => {
  it('each site has its own, in order, named after its places; a search for one counts', async () => {
    const list = (siteCode: string) => c.list('res/api/hotWord/list', { siteCode });
    const words = (await list('site510100')).datas;
    expect(words.length).toBeGreaterThanOrEqual(4);
    expect(words.map((w) => Number(w.sort))).toEqual([...words.map((w) => Number(w.sort))].sort((a, b) => a - b));
    const search = await c.list('res/api/es/search', { keyword: String(words[0]!.name), pageSize: 5 });
    expect(search.page.total).toBeGreaterThan(0);
    const other = (await list('site513225')).datas.map((w) => w.name);
    expect(other).not.toEqual(words.map((w) => w.name));

    const before = Number(words[0]!.searchNum);
    expect((await postForm(c, 'res/api/hotWord/addHotWordSearchRecord', { name: String(words[0]!.name) })).code).toBe(0);
    expect(Number((await list('site510100')).datas[0]!.searchNum)).toBe(before + 1);
    // not a hot word: counted nowhere, no error; an empty word is refused
    expect((await postForm(c, 'res/api/hotWord/addHotWordSearchRecord', { name: '不是热词' })).code).toBe(0);
    expect((await postForm(c, 'res/api/hotWord/addHotWordSearchRecord', { name: '' })).code).toBe(1);
  });
});
