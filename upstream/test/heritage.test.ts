import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/connection.ts';
import { mediaEntry } from '../src/media/pick.ts';
import { allItems, login, postForm, startTestUpstream, type Client, type Item } from './helpers.ts';

let c: Client;
let alice: string;
let bob: string;
beforeAll(async () => {
  c = await startTestUpstream();
  alice = (await login(c, '13700000101')).userToken;
  bob = (await login(c, '13700000102')).userToken;
});
afterAll(async () => {
  await c.upstream.close();
});

const PERSON = 'CONTENT_TYPE_HERITAGE_PERSON';
const ITEM = 'CONTENT_TYPE_HERITAGE_ITEM';

describe('heritage demo data', () => {
  it('has at least a dozen of every kind on every demo site (the suspended one included)', () => {
    const db = openDatabase(':memory:');
    const n = (sql: string, site: string) => (db.prepare(sql).get(site) as { n: number }).n;
    for (const site of ['site510100', 'site513225', 'site530700', 'site620200', 'site450300', 'site610100', 'site222400']) {
      expect(n('SELECT COUNT(*) AS n FROM heritage_projects WHERE site_code = ?', site), site).toBeGreaterThanOrEqual(12);
      expect(n('SELECT COUNT(*) AS n FROM heritage_inheritors WHERE site_code = ?', site), site).toBeGreaterThanOrEqual(12);
      expect(
        n("SELECT COUNT(*) AS n FROM heritage_bases WHERE site_code = ? AND base_type = 'EXPERIENCE'", site),
        site,
      ).toBeGreaterThanOrEqual(12);
      expect(
        n("SELECT COUNT(*) AS n FROM heritage_bases WHERE site_code = ? AND base_type IN ('PROTECT', 'TEACHING')", site),
        site,
      ).toBeGreaterThanOrEqual(12);
      expect(n('SELECT COUNT(*) AS n FROM heritage_foods WHERE site_code = ?', site), site).toBeGreaterThanOrEqual(12);
      expect(n('SELECT COUNT(*) AS n FROM heritage_news WHERE site_code = ?', site), site).toBeGreaterThanOrEqual(12);
      expect(n("SELECT COUNT(*) AS n FROM heritage_media WHERE site_code = ? AND media_type = 'VIDEO'", site), site).toBeGreaterThanOrEqual(
        12,
      );
      expect(n("SELECT COUNT(*) AS n FROM heritage_media WHERE site_code = ? AND media_type = 'AUDIO'", site), site).toBeGreaterThanOrEqual(
        12,
      );
      // every level occurs, and every inheritor has a project
      expect(n('SELECT COUNT(DISTINCT level) AS n FROM heritage_projects WHERE site_code = ?', site), site).toBe(4);
      expect(
        n(
          'SELECT COUNT(*) AS n FROM heritage_inheritors h WHERE site_code = ? AND NOT EXISTS (SELECT 1 FROM heritage_project_inheritors l WHERE l.inheritor_id = h.id)',
          site,
        ),
        site,
      ).toBe(0);
    }
    db.close();
  });

  it('adds the menu codes to the service menus; the scenic edition has no base lists', async () => {
    const codes = async (siteCode: string) =>
      (await c.list('config/api/clientMenu/list', { location: 'SERVICE', siteCode })).datas.map((m) => m.menuCode);
    const chengdu = await codes('site510100');
    for (const code of [
      'INTANGIBLE',
      'INTANGIBLE_PROJECT',
      'INTANGIBLE_SUCCESSOR',
      'PROJECT_EXPERIENCE_BASE',
      'MISSION_PROTECTION_BASE',
      'INTANGIBLE_FOOD',
      'INTANGIBLE_NEWS',
      'INTANGIBLE_VIDEO',
      'INTANGIBLE_AUDIO',
      'INHERITOR',
    ]) {
      expect(chengdu).toContain(code);
    }
    const scenic = await codes('site513225');
    expect(scenic).toContain('INTANGIBLE_PROJECT');
    expect(scenic).not.toContain('PROJECT_EXPERIENCE_BASE');
    expect(scenic).not.toContain('MISSION_PROTECTION_BASE');
    const fr = (await c.list('config/api/clientMenu/list', { location: 'SERVICE', siteCode: 'site530700' })).datas;
    expect(fr.find((m) => m.menuCode === 'INTANGIBLE')?.name).toBe('Patrimoine immatériel');
    expect(String(fr.find((m) => m.menuCode === 'INTANGIBLE')?.unSelectIcon)).toMatch(/\/files\/icons\/landmark\.svg$/);
  });
});

describe('projects', () => {
  it('lists projects in the vendor shape, filters by level, category and keyword', async () => {
    const all = await allItems(c, 'res/api/heritage/projectList');
    expect(all.length).toBeGreaterThanOrEqual(12);
    const first = all[0]!;
    expect(first).toMatchObject({
      id: expect.stringMatching(/^\d+$/),
      name: '川剧',
      level: '1',
      levelName: '国家级',
      type: '4',
      typeName: '传统戏剧',
    });
    expect(String(first.images).split(',')).toHaveLength(3);
    expect(String(first.images)).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/files\/images\//);
    for (const k of ['likeNum', 'collectionNum', 'commentNum', 'showNum', 'inheritorNum', 'longitude', 'latitude'])
      expect(typeof first[k], k).toBe('string');
    expect(first.userResourceStatus).toBeUndefined();

    const county = await c.list('res/api/heritage/projectList', { level: 4, pageSize: 50 });
    expect(county.datas.length).toBeGreaterThan(0);
    expect(county.datas.every((p) => p.level === '4')).toBe(true);
    const craft = await c.list('res/api/heritage/projectList', { type: 8, pageSize: 50 });
    expect(craft.datas.every((p) => p.typeName === '传统技艺')).toBe(true);
    const shu = await c.list('res/api/heritage/projectList', { keyword: '蜀', pageSize: 50 });
    expect(shu.datas.map((p) => p.name)).toEqual(['蜀锦织造技艺', '蜀绣']);
    const page2 = await c.list('res/api/heritage/projectList', { currPage: 2, pageSize: 5 });
    expect(page2.page).toMatchObject({ currPage: 2, pageSize: 5, total: all.length });
    expect(page2.datas[0]!.id).toBe(all[5]!.id);
  });

  it('looks several up by ids in one call, only on the caller’s site', async () => {
    const all = await allItems(c, 'res/api/heritage/projectList');
    const ids = [all[3]!.id, all[0]!.id, '999999'].join(',');
    const found = await c.list('res/api/heritage/projectList', { ids });
    expect(found.datas.map((p) => p.id).sort()).toEqual([all[0]!.id, all[3]!.id].sort());
    const elsewhere = await c.list('res/api/heritage/projectList', { ids, siteCode: 'site530700' });
    expect(elsewhere.datas).toEqual([]);
  });

  it('details a project with its inheritors and bases; coordinates as numbers', async () => {
    const first = (await c.list('res/api/heritage/projectList', { pageSize: 1 })).datas[0]!;
    const detail = await c.get('res/api/heritage/projectDetail', { id: String(first.id) });
    expect(detail.code).toBe(0);
    expect(typeof detail.data.longitude).toBe('number');
    expect(String(detail.data.content)).toContain('<p>');
    const inheritors = detail.data.inheritorList as Item[];
    expect(inheritors.map((h) => h.name)).toEqual(['陈素华', '杨晓峰']);
    expect(inheritors[0]!.headImg).toMatch(/\/files\/avatars\/heritage-person-\d+\.svg$/);
    expect((detail.data.baseList as Item[]).map((b) => b.baseType).sort()).toEqual(['EXPERIENCE', 'PROTECT']);
    expect((await c.get('res/api/heritage/projectDetail', { id: '1' })).code).toBe(1);
    expect((await c.get('res/api/heritage/projectDetail', { id: String(first.id), siteCode: 'site530700' })).message).toBe('资源不存在');
  });
});

describe('inheritors, bases, food, news, media', () => {
  it('links an inheritor to all their projects', async () => {
    const li = (await allItems(c, 'res/api/heritage/inheritorList')).find((h) => h.name === '李月秋')!;
    expect(li).toMatchObject({ sex: '2', level: '1', projectName: '四川清音', nation: '汉族' });
    const detail = await c.get('res/api/heritage/inheritorDetail', { id: String(li.id) });
    expect((detail.data.projectList as Item[]).map((p) => p.name)).toEqual(['四川清音', '四川扬琴']);
    const ofProject = await c.list('res/api/heritage/inheritorList', { projectId: String((detail.data.projectList as Item[])[1]!.id) });
    expect(ofProject.datas.map((h) => h.name)).toContain('李月秋');
  });

  it('lists bases by kind (one or several)', async () => {
    const experience = await allItems(c, 'res/api/heritage/baseList', { baseType: 'EXPERIENCE' });
    expect(experience.every((b) => b.baseType === 'EXPERIENCE' && b.baseTypeName === '体验基地')).toBe(true);
    const inheritance = await allItems(c, 'res/api/heritage/baseList', { baseType: 'PROTECT,TEACHING' });
    expect(new Set(inheritance.map((b) => b.baseType))).toEqual(new Set(['PROTECT', 'TEACHING']));
    expect(inheritance[0]).toMatchObject({
      phone: expect.stringMatching(/^028-\d{7}$/),
      openTime: expect.stringMatching(/^\d\d:\d\d-\d\d:\d\d$/),
    });
    const detail = await c.get('res/api/heritage/baseDetail', { id: String(inheritance[0]!.id) });
    expect((detail.data.projectList as Item[]).length).toBeGreaterThan(0);
  });

  it('lists food, news (pinned first) and video / audio with their samples', async () => {
    const food = await allItems(c, 'res/api/heritage/foodList');
    expect(food.find((f) => f.name === '陈麻婆豆腐')).toMatchObject({ projectName: '郫县豆瓣传统制作技艺', price: '58' });
    const news = await allItems(c, 'res/api/heritage/newsList');
    expect(news.slice(0, 2).every((n) => n.top === '1')).toBe(true);
    const rest = news.slice(2).map((n) => String(n.publishTime));
    expect([...rest].sort().reverse()).toEqual(rest);
    const video = await allItems(c, 'res/api/heritage/mediaList', { mediaType: 'VIDEO' });
    // each plays a catalogue entry and lasts what that entry lasts; the audio is narrated in Chinese here
    const entry = (url: unknown, ext: 'webm' | 'ogg') => mediaEntry(/([\w-]+)\.\w+$/.exec(String(url))![1]!, ext);
    expect(video.every((v) => /\/files\/media\/heritage-\d+--[\w-]+\.webm$/.test(String(v.url)))).toBe(true);
    expect(video.every((v) => v.duration === String(Math.round(entry(v.url, 'webm').seconds)))).toBe(true);
    expect(new Set(video.map((v) => v.duration)).size).toBeGreaterThan(2);
    const audio = await allItems(c, 'res/api/heritage/mediaList', { mediaType: 'AUDIO' });
    expect(audio.every((v) => /\.ogg$/.test(String(v.url)) && entry(v.url, 'ogg').language === 'CN')).toBe(true);
    expect(audio.every((v) => v.duration === String(Math.round(entry(v.url, 'ogg').seconds)))).toBe(true);
    expect((await c.raw(new URL(String(audio[0]!.url)).pathname.slice(1))).headers.get('content-type')).toBe('audio/ogg');
  });

  it('speaks French on the French site', async () => {
    const p = (await c.list('res/api/heritage/projectList', { siteCode: 'site530700', pageSize: 1 })).datas[0]!;
    expect(p).toMatchObject({
      name: 'Musique ancienne naxi (Dongjing)',
      levelName: 'Niveau national',
      typeName: 'Musique traditionnelle',
      regionName: 'district de Gucheng',
    });
    const base = (await c.list('res/api/heritage/baseList', { siteCode: 'site530700', baseType: 'TEACHING', pageSize: 1 })).datas[0]!;
    expect(base.baseTypeName).toBe('Atelier-école');
  });
});

/** Chinese characters and the Japanese and Korean scripts: none may show on the English site. */
const CJK = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/;
const KANA = /[\u3040-\u30ff]/;
const HANGUL = /[\uac00-\ud7af]/;
const HANZI = /[\u3400-\u9fff]/;
/** Simplified forms a Japanese text never uses (級 伝 統 芸 術 項 験 護 県 産 為 説 華 楽 劇 遺 館 東 門 長 書 飯 are its own). */
const SIMPLIFIED = /[级传统艺术项验护县产为说华乐剧遗馆东门长书饭]/;

/**
 * The three language sites: every text a heritage call answers is in the site's language. `all`
 * holds for every text (names included); `sentence` for the texts written as sentences
 * (summaries, titles, bodies), where a Japanese text has kana and a Korean one hangul.
 */
const LANGUAGE_SITES = [
  { siteCode: 'site450300', language: 'EN', all: (t: string) => !CJK.test(t), sentence: (t: string) => /[a-z]{3}/.test(t) },
  {
    siteCode: 'site610100',
    language: 'JAPANESE',
    all: (t: string) => !HANGUL.test(t) && !SIMPLIFIED.test(t),
    sentence: (t: string) => KANA.test(t),
  },
  {
    siteCode: 'site222400',
    language: 'KOREAN',
    all: (t: string) => !KANA.test(t) && !HANZI.test(t),
    sentence: (t: string) => HANGUL.test(t),
  },
] as const;

/** The fields of each list's items: [texts of any kind, sentences]. */
const FIELDS: Record<string, [string[], string[]]> = {
  projectList: [['name', 'typeName', 'levelName', 'regionName', 'protectUnit'], ['summary']],
  inheritorList: [['name', 'nation', 'levelName', 'regionName', 'projectName'], ['summary']],
  baseList: [['name', 'baseTypeName', 'address', 'regionName', 'projectNames'], ['summary']],
  foodList: [['name', 'shopName', 'address', 'regionName', 'projectName'], ['summary']],
  newsList: [
    ['author', 'projectName', 'inheritorName'],
    ['title', 'summary'],
  ],
  mediaList: [
    ['projectName', 'inheritorName'],
    ['title', 'summary'],
  ],
};

describe('the language sites (English, Japanese, Korean)', () => {
  for (const site of LANGUAGE_SITES) {
    it(`lists heritage on ${site.siteCode} in ${site.language}`, async () => {
      for (const [path, [plain, sentences]] of Object.entries(FIELDS)) {
        const items = await allItems(c, `res/api/heritage/${path}`, { siteCode: site.siteCode });
        expect(items.length, `${site.siteCode} ${path}`).toBeGreaterThanOrEqual(12);
        for (const item of items) {
          for (const k of [...plain, ...sentences]) {
            const text = String(item[k] ?? '');
            expect(site.all(text), `${site.siteCode} ${path} ${k}: ${text}`).toBe(true);
          }
          for (const k of sentences) {
            const text = String(item[k]);
            expect(site.sentence(text), `${site.siteCode} ${path} ${k}: ${text}`).toBe(true);
          }
        }
      }
      // the bodies of the details too, each kind once
      const detail = async (path: string, list: string, query: Record<string, string> = {}) => {
        const first = (await c.list(`res/api/heritage/${list}`, { siteCode: site.siteCode, pageSize: 1, ...query })).datas[0]!;
        const d = await c.get(`res/api/heritage/${path}`, { siteCode: site.siteCode, id: String(first.id) });
        expect(d.code, path).toBe(0);
        return d.data;
      };
      const bodies = [
        await detail('projectDetail', 'projectList'),
        await detail('inheritorDetail', 'inheritorList'),
        await detail('baseDetail', 'baseList', { baseType: 'PROTECT' }),
        await detail('foodDetail', 'foodList'),
        await detail('newsDetail', 'newsList'),
      ];
      for (const body of bodies) {
        const paras = [...String(body.content).matchAll(/<p>([^<]+)<\/p>/g)].map((m) => m[1]!);
        expect(paras.length).toBeGreaterThanOrEqual(2);
        for (const p of paras) {
          expect(site.all(p), `${site.siteCode}: ${p}`).toBe(true);
          expect(site.sentence(p), `${site.siteCode}: ${p}`).toBe(true);
        }
      }
      const project = bodies[0]! as { inheritorList: Item[]; baseList: Item[] };
      expect(project.inheritorList.length).toBeGreaterThan(0);
      for (const b of project.baseList) expect(site.all(String(b.baseTypeName)), String(b.baseTypeName)).toBe(true);
    });

    it(`gives ${site.siteCode} its home, its map, its menu entries, comments and review tags in ${site.language}`, async () => {
      const home = (await c.get('res/api/heritage/index', { siteCode: site.siteCode })).data as Record<string, Item[]> & {
        countInfo: Item;
      };
      expect(home.bannerList!.length).toBeGreaterThan(0);
      expect(home.inheritorList).toHaveLength(8);
      for (const k of [
        'projectNum',
        'inheritorNum',
        'experienceBaseNum',
        'protectBaseNum',
        'teachingBaseNum',
        'foodNum',
        'newsNum',
        'videoNum',
        'audioNum',
      ]) {
        expect(Number(home.countInfo[k]), k).toBeGreaterThan(0);
      }
      const map = (await c.get('res/api/heritage/mapData', { siteCode: site.siteCode })).data;
      const points = map.pointList as Item[];
      expect(points.length).toBeGreaterThan(40);
      for (const p of points) expect(site.all(`${String(p.name)} ${String(p.typeName)}`), String(p.name)).toBe(true);
      const svg = await (await fetch(String(map.mapUrl))).text();
      const labels = [...svg.matchAll(/<text[^>]*>([^<]+)<\/text>/g)].map((m) => m[1]!);
      expect(labels.length).toBeGreaterThan(2);
      for (const label of labels) expect(site.all(label), label).toBe(true);

      const menu = (await c.list('config/api/clientMenu/list', { location: 'SERVICE', siteCode: site.siteCode })).datas;
      const entries = menu.filter((m) =>
        /^(INTANGIBLE|INHERITOR$|PROJECT_EXPERIENCE_BASE$|MISSION_PROTECTION_BASE$)/.test(String(m.menuCode)),
      );
      expect(entries).toHaveLength(10);
      for (const m of entries) expect(site.all(String(m.name)), String(m.name)).toBe(true);
      expect(entries.filter((m) => site.sentence(String(m.name))).length, 'menu names in the script').toBeGreaterThanOrEqual(5);

      const first = (await c.list('res/api/heritage/projectList', { siteCode: site.siteCode, pageSize: 1 })).datas[0]!;
      const comments = await c.list('res/api/comment/getCommentList', {
        siteCode: site.siteCode,
        resourceType: ITEM,
        resourceId: String(first.id),
      });
      expect(comments.datas.length).toBeGreaterThan(0);
      for (const cm of comments.datas)
        expect(site.all(String(cm.content)) && site.sentence(String(cm.content)), String(cm.content)).toBe(true);
      for (const type of [ITEM, PERSON, 'CONTENT_TYPE_HERITAGE_EXPERIENCE_BASE']) {
        const tags = (await c.list('res/api/comment/tagList', { siteCode: site.siteCode, resourceType: type })).datas;
        expect(tags.length, type).toBeGreaterThan(2);
        for (const t of tags) expect(site.all(String(t.name)) && site.sentence(String(t.name)), String(t.name)).toBe(true);
      }
    });
  }

  it('names the real heritage of each place, with its labels in the language', async () => {
    const first = async (siteCode: string, query: Record<string, string> = {}) =>
      (await c.list('res/api/heritage/projectList', { siteCode, pageSize: 1, ...query })).datas[0]!;
    expect(await first('site450300')).toMatchObject({
      name: 'Guiju Opera',
      levelName: 'National level',
      typeName: 'Traditional opera',
      regionName: 'Xiufeng District',
    });
    expect(await first('site610100')).toMatchObject({ name: '西安鼓楽', levelName: '国家級', typeName: '伝統音楽', regionName: '長安区' });
    expect(await first('site222400')).toMatchObject({
      name: '조선족 농악무(상모춤)',
      levelName: '국가급',
      typeName: '전통 무용',
      regionName: '왕청현',
    });
    const teaching = async (siteCode: string) =>
      (await c.list('res/api/heritage/baseList', { siteCode, baseType: 'TEACHING', pageSize: 1 })).datas[0]!.baseTypeName;
    expect([await teaching('site450300'), await teaching('site610100'), await teaching('site222400')]).toEqual([
      'Teaching workshop',
      '伝習所',
      '전수관',
    ]);
    // a county the site's place geography does not list still has its own name and position
    const oilTea = (await c.list('res/api/heritage/projectList', { siteCode: 'site450300', keyword: 'Oil Tea' })).datas[0]!;
    expect(oilTea).toMatchObject({ regionName: 'Gongcheng County', region: '450332' });
    expect(Math.abs(Number(oilTea.longitude) - 110.83)).toBeLessThan(0.1);
    const byName = async (siteCode: string, keyword: string) =>
      (await c.list('res/api/heritage/inheritorList', { siteCode, keyword })).datas[0]!;
    expect(await byName('site610100', '李秀梅')).toMatchObject({ projectName: '秦腔', nation: '漢族', levelName: '国家級' });
    expect(await byName('site222400', '김옥란')).toMatchObject({ projectName: '조선족 가야금 예술', nation: '조선족' });
  });
});

describe('the home and the map', () => {
  it('answers the home in one call', async () => {
    const home = await c.get('res/api/heritage/index');
    const d = home.data as Record<string, Item[]> & { countInfo: Item };
    expect(d.bannerList!.every((p) => p.level === '1')).toBe(true);
    expect(d.projectList).toHaveLength(6);
    expect(d.inheritorList).toHaveLength(8);
    expect(d.videoList!.every((v) => v.mediaType === 'VIDEO')).toBe(true);
    expect(d.countInfo).toMatchObject({ projectNum: '18', experienceBaseNum: '13', protectBaseNum: '8', teachingBaseNum: '5' });
  });

  it('gives the map box that holds every point, and serves the map image', async () => {
    const map = (await c.get('res/api/heritage/mapData')).data;
    const [w, e, s, n] = ['west', 'east', 'south', 'north'].map((k) => Number(map[k]));
    const points = map.pointList as Item[];
    expect(points.length).toBeGreaterThan(40);
    for (const p of points) {
      expect(Number(p.longitude)).toBeGreaterThan(w!);
      expect(Number(p.longitude)).toBeLessThan(e!);
      expect(Number(p.latitude)).toBeGreaterThan(s!);
      expect(Number(p.latitude)).toBeLessThan(n!);
    }
    expect(new Set(points.map((p) => p.resourceType))).toEqual(
      new Set([
        ITEM,
        PERSON.replace('PERSON', 'EXPERIENCE_BASE'),
        'CONTENT_TYPE_HERITAGE_PROTECT_BASE',
        'CONTENT_TYPE_HERITAGE_TEACHING_BASE',
        'CONTENT_TYPE_HERITAGE_FOOD',
      ]),
    );
    const svg = await fetch(String(map.mapUrl));
    expect(svg.headers.get('content-type')).toMatch(/image\/svg\+xml/);
    const text = await svg.text();
    expect(text).toContain(`width="${map.width}" height="${map.height}"`);
    expect(text).toContain('青羊区');
    expect((await c.raw('files/heritage/map-site999999.svg')).status).toBe(404);
  });
});

describe('following inheritors', () => {
  it('needs a signed-in caller', async () => {
    expect((await c.get('res/api/heritage/focusInheritorList')).code).toBe(2);
    expect((await c.get('res/api/heritage/focusDynamicList')).code).toBe(2);
  });

  it('follows through interactManage/focus: the follower count, my list and my feed follow', async () => {
    const h = (await allItems(c, 'res/api/heritage/inheritorList')).find((x) => x.name === '郝淑琴')!;
    const fans = Number(h.fansNum);
    expect(
      (await postForm(c, 'res/api/interactManage/focus', { resourceType: PERSON, resourceId: String(h.id) }, { token: alice })).message,
    ).toBe('关注成功');
    const after = await c.get('res/api/heritage/inheritorDetail', { id: String(h.id), token: alice });
    expect(Number(after.data.fansNum)).toBe(fans + 1);
    expect(after.data.userResourceStatus).toEqual({ thumbStatus: 0, collectionStatus: 0, resourceFansStatus: 1 });
    const mine = await c.list('res/api/heritage/focusInheritorList', { token: alice });
    expect(mine.datas.map((x) => x.name)).toEqual(['郝淑琴']);
    const feed = await allItems(c, 'res/api/heritage/focusDynamicList', { token: alice });
    expect(feed.length).toBeGreaterThan(0);
    expect(feed.every((item) => item.inheritorId === String(h.id))).toBe(true);
    expect(new Set(feed.map((item) => item.dynamicType))).toContain('VIDEO');
    const times = feed.map((item) => String(item.publishTime));
    expect([...times].sort().reverse()).toEqual(times);
    // not on another site
    expect((await c.list('res/api/heritage/focusInheritorList', { token: alice, siteCode: 'site530700' })).datas).toEqual([]);
    await postForm(c, 'res/api/interactManage/cancelFocus', { resourceType: PERSON, resourceId: String(h.id) }, { token: alice });
    expect((await c.list('res/api/heritage/focusInheritorList', { token: alice })).datas).toEqual([]);
  });

  it('counts a follower once when the same follow arrives twice at the same time', async () => {
    const h = (await allItems(c, 'res/api/heritage/inheritorList')).find((x) => x.name === '刘德福')!;
    const results = await Promise.all(
      [0, 1, 2].map(() => postForm(c, 'res/api/interactManage/focus', { resourceType: PERSON, resourceId: String(h.id) }, { token: bob })),
    );
    expect(results.filter((r) => r.message === '关注成功')).toHaveLength(1);
    expect(results.filter((r) => r.message === '您已关注')).toHaveLength(2);
    const after = await c.get('res/api/heritage/inheritorDetail', { id: String(h.id) });
    expect(Number(after.data.fansNum)).toBe(Number(h.fansNum) + 1);
  });

  it('takes likes and comments on heritage kinds through the shared paths', async () => {
    const p = (await c.list('res/api/heritage/projectList', { pageSize: 1 })).datas[0]!;
    expect((await postForm(c, 'res/api/interactManage/like', { resourceType: ITEM, resourceId: String(p.id) }, { token: bob })).code).toBe(
      0,
    );
    const saved = await postForm(
      c,
      'res/api/comment/saveComment',
      { content: '变脸太精彩了', resourceType: ITEM, resourceId: String(p.id) },
      { token: bob },
    );
    expect(saved.code).toBe(0);
    const detail = await c.get('res/api/heritage/projectDetail', { id: String(p.id), token: bob });
    expect(Number(detail.data.likeNum)).toBe(Number(p.likeNum) + 1);
    expect(Number(detail.data.commentNum)).toBe(Number(p.commentNum) + 1);
    const comments = await c.list('res/api/comment/getCommentList', { resourceType: ITEM, resourceId: String(p.id) });
    expect(comments.datas[0]!.content).toBe('变脸太精彩了');
    expect(Number(p.commentNum)).toBe(comments.page.total - 1);
    const tags = await c.list('res/api/comment/tagList', { resourceType: ITEM });
    expect(tags.datas.map((t) => t.name)).toContain('技艺精湛');
  });
});
