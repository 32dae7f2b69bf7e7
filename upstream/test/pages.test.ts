import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestUpstream, type Client, type Item } from './helpers.ts';

let c: Client;
beforeAll(async () => {
  c = await startTestUpstream();
});
afterAll(async () => {
  await c.upstream.close();
});

interface Section {
  id: string;
  type: string;
  title: string;
  layout: string;
  config: Item;
}

async function page(key: string, siteCode = 'site510100') {
  return c.get('res/api/page/detail', { key, siteCode });
}

describe('pages', () => {
  it('answers the Chengdu edition home with its ordered, typed sections, cacheable for a short while', async () => {
    const res = await page('sc-index');
    expect(res.code).toBe(0);
    const data = res.data as { key: string; title: string; sections: Section[] };
    expect(data).toMatchObject({ key: 'sc-index', title: '四川文旅' });
    expect(data.sections.map((s) => s.type)).toEqual(['BANNER', 'LINKS', 'SHELF', 'SHELF', 'SHELF', 'RANKING', 'SHELF']);
    const banner = data.sections[0]!.config as { slides: Item[] };
    expect(banner.slides[0]).toMatchObject({ link: '/tianfu-cuisine' });
    expect(String(banner.slides[0]!.picture)).toMatch(/^http:\/\/.+\/files\/images\/food-10273-1\.svg$/);
    const links = data.sections[1]!.config as { links: Item[] };
    expect(links.links.map((l) => l.menuCode)).toEqual(['SCENIC', 'HOTEL', 'FOOD', 'VENUE', 'NEWS', 'RAIDERS', 'TOPIC', 'COMPLAINT']);
    expect(links.links[0]).toMatchObject({ name: '景区' });
    expect(data.sections[6]!.config).toEqual({ kind: 'STORY', ids: [200013, 200005, 200010, 200070] });
    const raw = await c.raw('res/api/page/detail?siteCode=site510100&key=sc-index&token=');
    expect(raw.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=300');
  });

  it('answers a campaign with its countdown after the seed’s now and its map’s places with coordinates', async () => {
    const data = (await page('tianfu-cuisine')).data as { sections: Section[] };
    const countdown = data.sections.find((s) => s.type === 'COUNTDOWN')!;
    expect(String(countdown.config.at)).toMatch(/^\d{4}-\d\d-\d\d 10:00:00$/);
    expect(countdown.config.doneText).toBe('美食节已开幕，快来打卡');
    const map = data.sections.find((s) => s.type === 'MAP')!.config as { points: Item[] };
    expect(map.points).toHaveLength(6);
    expect(map.points[0]).toMatchObject({
      id: '10268',
      name: '陈麻婆豆腐',
      resourceType: 'CONTENT_TYPE_RESTAURANT',
      longitude: '104.054445',
    });
    expect(data.sections.find((s) => s.type === 'FORM')!.config).toMatchObject({ flow: 'QUESTIONNAIRE', id: '97101' });
  });

  it('links the Chengdu edition homes and campaigns from the hub page, each an in-app link to a page the site has', async () => {
    const hub = (await page('default')).data as { sections: Section[] };
    expect(hub.sections.map((s) => s.type)).toEqual(['RICH_TEXT', 'LINKS', 'LINKS']);
    const links = hub.sections.slice(1).flatMap((s) => (s.config as { links: Item[] }).links);
    expect(links).toHaveLength(26);
    expect(links[0]).toEqual({
      menuCode: '',
      name: '默认首页',
      icon: expect.stringMatching(/\/files\/icons\/house\.svg$/),
      resourceValue: '',
      jumpType: '2',
      externalLink: '/default-index',
    });
    // the study tour's page leads to its instructors
    const study = (await page('study-tour-index')).data as { sections: Section[] };
    expect((study.sections[1]!.config as { links: Item[] }).links[0]).toMatchObject({ externalLink: '/study-instructor' });
    for (const link of links) {
      const res = await page(String(link.externalLink).slice(1));
      expect(res.code, String(link.externalLink)).toBe(0);
      expect((res.data as { sections: Section[] }).sections.length).toBeGreaterThan(0);
    }
    // the competition's banner opens its entrants, the winter guide's its map
    const competition = (await page('skills-competition')).data as { sections: Section[] };
    expect((competition.sections[0]!.config as { slides: Item[] }).slides[0]).toMatchObject({ link: '/player-list/96001' });
  });

  it('leaves out a page link whose stem is not a page key or which has no name', async () => {
    await c.dev.control('POST', 'pages/site450300/link-check', {
      title: 'Links',
      sections: [
        { type: 'LINKS', config: { pages: [{ stem: '../etc', name: 'x' }, { stem: 'visit' }, { stem: 'visit', name: 'Visit' }, 7] } },
      ],
    });
    const data = (await page('link-check', 'site450300')).data as { sections: Section[] };
    expect((data.sections[0]!.config as { links: Item[] }).links).toMatchObject([{ name: 'Visit', externalLink: '/visit', jumpType: '2' }]);
    await c.dev.control('DELETE', 'pages/site450300/link-check');
  });

  it('gives every other live site a visit page in its language, and refuses an unknown key', async () => {
    expect(((await page('visit', 'site530700')).data as Item).title).toBe('Découvrir');
    expect(((await page('visit', 'site222400')).data as Item).title).toBe('여행 안내');
    expect(await page('tianfu-cuisine', 'site450300')).toMatchObject({ code: 1, message: '页面不存在' });
    expect(await page('no-such-page')).toMatchObject({ code: 1, message: '页面不存在' });
    expect(await page('../etc')).toMatchObject({ code: 1 });
  });

  it('takes a changed definition through the dev channel, any section type included', async () => {
    await c.dev.control('POST', 'pages/site450300/summer-trail', {
      title: 'Summer trail',
      sections: [
        { type: 'RICH_TEXT', title: 'Hello', config: { html: '<p>Hi</p>' } },
        { type: 'HOLOGRAM', title: 'From a newer console', config: { beam: 1 } },
      ],
    });
    const data = (await page('summer-trail', 'site450300')).data as { title: string; sections: Section[] };
    expect(data.title).toBe('Summer trail');
    expect(data.sections.map((s) => s.type)).toEqual(['RICH_TEXT', 'HOLOGRAM']);
    await c.dev.control('POST', 'pages/site450300/summer-trail', { title: 'Summer trail', sections: [] });
    expect(((await page('summer-trail', 'site450300')).data as { sections: Section[] }).sections).toEqual([]);
    expect(await c.dev.control('DELETE', 'pages/site450300/summer-trail')).toEqual({ removed: true });
    expect((await page('summer-trail', 'site450300')).code).toBe(1);
  });
});
