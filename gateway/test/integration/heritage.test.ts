import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness } from './harness.ts';
import type { Harness } from './harness.ts';
import { demoGuide } from '@ctp/upstream/testing';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const rawId = (id: string) => Buffer.from(id, 'base64url').toString().split(':').slice(1).join(':');
const site = (code: string) => ({ 'x-site-code': code });
const auth = (token: string) => ({ 'x-token': token });

describe('heritage home and tabs', () => {
  it('puts the ten heritage menu codes on the service menu, each to its screen', async () => {
    const r = await h.gql('{ site { serviceMenu { code target path needLogin } } }');
    const menu = Object.fromEntries(r.data!.site.serviceMenu.map((e: any) => [e.code, e]));
    const expected: Record<string, string> = {
      INTANGIBLE: '/intangible-index',
      INTANGIBLE_PROJECT: '/project-list',
      INTANGIBLE_SUCCESSOR: '/successor-list',
      PROJECT_EXPERIENCE_BASE: '/experience-list',
      MISSION_PROTECTION_BASE: '/inheritance-list',
      INTANGIBLE_FOOD: '/intangible-food',
      INTANGIBLE_NEWS: '/intangible-news',
      INTANGIBLE_VIDEO: '/intangible-video',
      INTANGIBLE_AUDIO: '/intangible-audio',
      INHERITOR: '/user-intangible',
    };
    for (const [code, path] of Object.entries(expected)) expect(menu[code], code).toMatchObject({ target: 'INTERNAL', path });
    const scenic = await h.gql('{ site { serviceMenu { code } } }', {}, site('site513225'));
    const codes = scenic.data!.site.serviceMenu.map((e: any) => e.code);
    expect(codes).toContain('INTANGIBLE');
    expect(codes).not.toContain('PROJECT_EXPERIENCE_BASE');
  });

  it('answers the home from one upstream call', async () => {
    const r =
      await h.gql(`{ heritageHome { id projectCount inheritorCount experienceBaseCount protectionBaseCount foodCount newsCount videoCount audioCount
      banners { name level cover { url } } projects { name category level detailPath interactions { likeCount viewerHasLiked } }
      inheritors { name avatar { url } mainProjectName followerCount } news { title publishedAt } videos { kind url } audios { kind url durationSeconds } } }`);
    expect(r.errors).toBeUndefined();
    const home = r.data!.heritageHome;
    expect(home).toMatchObject({
      projectCount: 18,
      inheritorCount: 16,
      experienceBaseCount: 13,
      protectionBaseCount: 13,
      foodCount: 14,
      newsCount: 14,
      videoCount: 12,
      audioCount: 12,
    });
    expect(home.banners.every((p: any) => p.level === 'NATIONAL')).toBe(true);
    expect(home.projects[0]).toMatchObject({
      name: '川剧',
      category: 'TRADITIONAL_DRAMA',
      level: 'NATIONAL',
      detailPath: expect.stringMatching(/^\/project-desc\/\d+$/),
    });
    expect(home.inheritors[0]).toMatchObject({
      name: '陈素华',
      mainProjectName: '川剧',
      avatar: { url: expect.stringMatching(/avatars\/heritage-person-\d+\.svg$/) },
    });
    expect(home.videos.every((v: any) => v.kind === 'VIDEO' && v.url.endsWith('.webm'))).toBe(true);
    // the Chinese site's audio is the Chinese narrated guide, and lasts what that file lasts
    expect(home.audios[0]).toMatchObject({ kind: 'AUDIO', durationSeconds: Math.round(demoGuide('CN').seconds) });
    expect(r.upstreamCalls).toBe(1);
  });

  it('shows the base tabs on a general site only (the scenic edition hides them)', async () => {
    expect((await h.gql('{ heritageTabs }')).data!.heritageTabs).toEqual([
      'PROJECTS',
      'INHERITORS',
      'EXPERIENCE_BASES',
      'PROTECTION_BASES',
    ]);
    expect((await h.gql('{ heritageTabs }', {}, site('site513225'))).data!.heritageTabs).toEqual(['PROJECTS', 'INHERITORS']);
    expect((await h.gql('{ heritageTabs }', {}, site('site530700'))).data!.heritageTabs).toHaveLength(4);
  });
});

describe('heritage lists', () => {
  it('filters projects by level, category and keyword, and pages through them', async () => {
    const county = await h.gql('{ heritageProjects(level: COUNTY, first: 50) { totalCount edges { node { level } } } }');
    expect(county.data!.heritageProjects.totalCount).toBeGreaterThan(0);
    expect(county.data!.heritageProjects.edges.every((e: any) => e.node.level === 'COUNTY')).toBe(true);
    const quyi = await h.gql('{ heritageProjects(category: QUYI, first: 50) { edges { node { name category } } } }');
    expect(quyi.data!.heritageProjects.edges.map((e: any) => e.node.name)).toEqual(['四川扬琴', '四川清音']);
    const kw = await h.gql('{ heritageProjects(keyword: " 蜀 ") { edges { node { name } } } }');
    expect(kw.data!.heritageProjects.edges.map((e: any) => e.node.name)).toEqual(['蜀锦织造技艺', '蜀绣']);
    const first = await h.gql('{ heritageProjects(first: 5) { totalCount pageInfo { hasNextPage endCursor } edges { node { id } } } }');
    const next = await h.gql(
      'query ($after: String) { heritageProjects(first: 5, after: $after) { pageInfo { hasPreviousPage } edges { node { id } } } }',
      { after: first.data!.heritageProjects.pageInfo.endCursor },
    );
    expect(first.data!.heritageProjects.pageInfo.hasNextPage).toBe(true);
    expect(next.data!.heritageProjects.pageInfo.hasPreviousPage).toBe(true);
    expect(next.data!.heritageProjects.edges[0].node.id).not.toBe(first.data!.heritageProjects.edges[0].node.id);
  });

  it('refuses a keyword beyond the search limit before calling the upstream (counted in code points)', async () => {
    const limit = (await h.gql('{ inputLimits { searchKeywordMaxLength } }')).data!.inputLimits.searchKeywordMaxLength as number;
    const tooLong = await h.gql('query ($k: String) { heritageInheritors(keyword: $k) { totalCount } }', { k: '𝄞'.repeat(limit + 1) });
    expect(tooLong.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(tooLong.upstreamCalls).toBe(0);
    const atLimit = await h.gql('query ($k: String) { heritageInheritors(keyword: $k) { totalCount } }', { k: '𝄞'.repeat(limit) });
    expect(atLimit.errors).toBeUndefined();
    expect(atLimit.data!.heritageInheritors.totalCount).toBe(0);
  });

  it('lists bases by kind with their own types; needs a kind', async () => {
    const r = await h.gql(
      '{ heritageBases(kinds: [PROTECTION, TEACHING], first: 50) { totalCount edges { node { __typename kind name projectNames openingHours detailPath } } } }',
    );
    const nodes = r.data!.heritageBases.edges.map((e: any) => e.node);
    expect(new Set(nodes.map((n: any) => n.__typename))).toEqual(new Set(['HeritageProtectionBase', 'HeritageTeachingBase']));
    expect(nodes.every((n: any) => n.detailPath.startsWith('/inheritance-desc/') && n.projectNames.length > 0)).toBe(true);
    const exp = await h.gql('{ heritageBases(kinds: [EXPERIENCE]) { edges { node { __typename kind detailPath } } } }');
    expect(exp.data!.heritageBases.edges[0].node).toMatchObject({
      __typename: 'HeritageExperienceBase',
      kind: 'EXPERIENCE',
      detailPath: expect.stringMatching(/^\/experience-desc\//),
    });
    const none = await h.gql('{ heritageBases(kinds: []) { totalCount } }');
    expect(none.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('lists food, news and media; media link to their player page', async () => {
    await h.dev.resetCalls();
    const r = await h.gql(`{ heritageFoods(first: 50) { edges { node { name averagePrice restaurantName project { name level } } } }
      heritageNews(first: 3) { edges { node { title pinned project { name } detailPath } } }
      audio: heritageMedia(kind: AUDIO, first: 2) { totalCount edges { node { kind detailPath url inheritor { name } } } }
      video: heritageMedia(kind: VIDEO, first: 2) { edges { node { kind detailPath } } } }`);
    expect(r.errors).toBeUndefined();
    const mapo = r.data!.heritageFoods.edges.map((e: any) => e.node).find((f: any) => f.name === '陈麻婆豆腐');
    expect(mapo).toMatchObject({ averagePrice: 58, project: { name: '郫县豆瓣传统制作技艺', level: 'NATIONAL' } });
    expect(r.data!.heritageNews.edges[0].node.pinned).toBe(true);
    expect(r.data!.audio.totalCount).toBe(12);
    expect(r.data!.audio.edges[0].node.detailPath).toMatch(/^\/intangible-audio\/\d+$/);
    expect(r.data!.video.edges[0].node.detailPath).toMatch(/^\/intangible-video\/\d+$/);
    // the foods' project levels need the projects: one batched lookup for all of them
    const calls = (await h.dev.calls()).calls.map((c) => c.path).sort();
    expect(calls).toEqual([
      'res/api/heritage/foodList',
      'res/api/heritage/mediaList',
      'res/api/heritage/mediaList',
      'res/api/heritage/newsList',
      'res/api/heritage/projectList',
    ]);
  });

  it('speaks French on the French site, with the same enums', async () => {
    const r = await h.gql('{ heritageProjects(first: 1) { edges { node { name level category regionName } } } }', {}, site('site530700'));
    expect(r.data!.heritageProjects.edges[0].node).toEqual({
      name: 'Musique ancienne naxi (Dongjing)',
      level: 'NATIONAL',
      category: 'TRADITIONAL_MUSIC',
      regionName: 'district de Gucheng',
    });
  });
});

describe('heritage details', () => {
  it('opens a project with its inheritors and bases in one call', async () => {
    const list = await h.gql('{ heritageProjects(first: 1) { edges { node { upstreamId } } } }');
    const id = list.data!.heritageProjects.edges[0].node.upstreamId;
    const r = await h.gql(
      `query ($id: ID!) { nodeByUpstreamId(type: "HeritageProject", upstreamId: $id) { ... on HeritageProject {
      name level inscribedYear regionName protectionUnit body location { longitude latitude } mapPath inheritorCount
      inheritors(first: 10) { totalCount edges { node { name detailPath } } }
      bases { __typename name } interactions { likeCount commentCount favouriteCount } } } }`,
      { id },
    );
    expect(r.errors).toBeUndefined();
    const p = r.data!.nodeByUpstreamId;
    expect(p).toMatchObject({
      name: '川剧',
      level: 'NATIONAL',
      inscribedYear: 2006,
      protectionUnit: '成都市川剧研究院',
      inheritorCount: 2,
    });
    expect(p.inheritors.edges.map((e: any) => e.node.name)).toEqual(['陈素华', '杨晓峰']);
    expect(p.bases.map((b: any) => b.__typename).sort()).toEqual(['HeritageExperienceBase', 'HeritageProtectionBase']);
    expect(p.body).toContain('<p>');
    // its map page: where it is practised, named by its region (a project has no street address)
    expect(p.mapPath).toBe(
      `/open-map/${p.location.longitude}/${p.location.latitude}/${encodeURIComponent('川剧')}/${encodeURIComponent(p.regionName)}`,
    );
    expect(p.interactions.commentCount).toBe(3);
    expect(r.upstreamCalls).toBe(1);
  });

  it('opens an inheritor linked to all their projects', async () => {
    const list = await h.gql(
      '{ heritageInheritors(keyword: "李月秋") { edges { node { upstreamId mainProjectName projects { name } } } } }',
    );
    const node = list.data!.heritageInheritors.edges[0].node;
    expect(node.projects.map((p: any) => p.name)).toEqual(['四川清音']);
    const r = await h.gql(
      `query ($id: ID!) { nodeByUpstreamId(type: "HeritageInheritor", upstreamId: $id) { ... on HeritageInheritor {
      name gender birthYear ethnicity level followerCount projects { name level detailPath } media(first: 5) { totalCount edges { node { kind } } } } } }`,
      { id: node.upstreamId },
    );
    expect(r.data!.nodeByUpstreamId).toMatchObject({
      name: '李月秋',
      gender: 'FEMALE',
      birthYear: 1960,
      ethnicity: '汉族',
      level: 'NATIONAL',
      followerCount: 513,
    });
    // 512 followers from the vendor's figure, plus demo user 13800000002 who follows her
    expect(r.data!.nodeByUpstreamId.projects.map((p: any) => p.name)).toEqual(['四川清音', '四川扬琴']);
    expect(r.data!.nodeByUpstreamId.media.totalCount).toBeGreaterThan(0);
  });

  it('loads several heritage nodes of a kind in one call, and a base only under its own type', async () => {
    const list = await h.gql(
      '{ heritageProjects(first: 6) { edges { node { id } } } heritageBases(kinds: [EXPERIENCE], first: 1) { edges { node { id upstreamId } } } }',
    );
    const ids = list.data!.heritageProjects.edges.map((e: any) => e.node.id);
    const r = await h.gql('query ($ids: [ID!]!) { nodes(ids: $ids) { ... on HeritageProject { name } } }', { ids });
    expect(r.data!.nodes.every((n: any) => typeof n.name === 'string')).toBe(true);
    expect(r.upstreamCalls).toBe(1);
    const base = list.data!.heritageBases.edges[0].node;
    const wrong = await h.gql('query ($id: ID!) { nodeByUpstreamId(type: "HeritageProtectionBase", upstreamId: $id) { id } }', {
      id: base.upstreamId,
    });
    expect(wrong.data!.nodeByUpstreamId).toBeNull();
    expect((await h.gql('query ($id: ID!) { node(id: $id) { id } }', { id: base.id })).data!.node.id).toBe(base.id);
    expect((await h.gql('{ nodeByUpstreamId(type: "HeritageFood", upstreamId: "42") { id } }')).data!.nodeByUpstreamId).toBeNull();
  });

  it('sanitises news bodies that carry hostile markup upstream', async () => {
    const list = await h.gql('{ heritageNews(first: 50) { edges { node { id } } } }');
    const ids = list.data!.heritageNews.edges.map((e: any) => e.node.id);
    let hostile = 0;
    for (const id of ids) {
      const raw = (await (
        await fetch(`${h.upstreamUrl}/res/api/heritage/newsDetail?id=${rawId(id)}&siteCode=site510100&token=`)
      ).json()) as { data: { content: string } };
      if (/<script|onerror|onclick|javascript:|<iframe/i.test(raw.data.content)) hostile += 1;
    }
    expect(hostile).toBeGreaterThan(0);
    const r = await h.gql('query ($ids: [ID!]!) { nodes(ids: $ids) { ... on HeritageNews { body } } }', { ids });
    for (const n of r.data!.nodes) expect(n.body).not.toMatch(/<script|<iframe|\son\w+=|javascript:/i);
  });

  it('draws the map points onto the image box', async () => {
    const r = await h.gql(
      '{ heritageMap { id width height image { url } points { id kind name label level x y detailPath location { longitude } } } }',
    );
    const map = r.data!.heritageMap;
    expect(map.image.url).toMatch(/\/files\/heritage\/map-site510100\.svg$/);
    expect(map.points.length).toBeGreaterThan(40);
    expect(map.points.every((p: any) => p.x >= 0 && p.x <= 1 && p.y >= 0 && p.y <= 1)).toBe(true);
    expect(new Set(map.points.map((p: any) => p.kind))).toEqual(
      new Set(['PROJECT', 'EXPERIENCE_BASE', 'PROTECTION_BASE', 'TEACHING_BASE', 'FOOD']),
    );
    const project = map.points.find((p: any) => p.kind === 'PROJECT');
    expect(project.level).not.toBeNull();
    expect(project.detailPath).toBe(`/project-desc/${rawId(project.id)}`);
    // west is left, north is top
    const byLng = [...map.points].sort((a: any, b: any) => a.location.longitude - b.location.longitude);
    expect(byLng[0].x).toBeLessThan(byLng.at(-1).x);
  });
});

describe('following inheritors, likes and comments', () => {
  const FOLLOW = `mutation ($id: ID!, $on: Boolean!) { setFollow(input: { resourceId: $id, active: $on }) {
    resource { ... on HeritageInheritor { followerCount interactions { viewerIsFollowing } } } errors { code } } }`;

  it('refuses an anonymous follow', async () => {
    const list = await h.gql('{ heritageInheritors(first: 1) { edges { node { id } } } }');
    const r = await h.gql(FOLLOW, { id: list.data!.heritageInheritors.edges[0].node.id, on: true });
    expect(r.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('follows an inheritor: the follower count, my inheritors and my updates follow', async () => {
    const token = await h.signIn('13700000201');
    const list = await h.gql(
      '{ heritageInheritors(keyword: "郝淑琴") { edges { node { id followerCount interactions { viewerIsFollowing } } } } }',
      {},
      auth(token),
    );
    const before = list.data!.heritageInheritors.edges[0].node;
    expect(before.interactions.viewerIsFollowing).toBe(false);
    const on = await h.gql(FOLLOW, { id: before.id, on: true }, auth(token));
    expect(on.data!.setFollow).toEqual({
      resource: { followerCount: before.followerCount + 1, interactions: { viewerIsFollowing: true } },
      errors: [],
    });
    const mine = await h.gql(
      `{ viewer { user { followedInheritors(first: 10) { totalCount edges { node { id name } } }
      heritageUpdates(first: 20) { totalCount edges { node { __typename ... on HeritageMedia { kind inheritor { name } } ... on HeritageNews { inheritor { name } } } } } } } }`,
      {},
      auth(token),
    );
    expect(mine.errors).toBeUndefined();
    const user = mine.data!.viewer.user;
    expect(user.followedInheritors.edges.map((e: any) => e.node.name)).toEqual(['郝淑琴']);
    expect(user.heritageUpdates.totalCount).toBeGreaterThan(0);
    expect(user.heritageUpdates.edges.every((e: any) => e.node.inheritor.name === '郝淑琴')).toBe(true);
    const off = await h.gql(FOLLOW, { id: before.id, on: false }, auth(token));
    expect(off.data!.setFollow.resource).toEqual({ followerCount: before.followerCount, interactions: { viewerIsFollowing: false } });
    expect(
      (await h.gql('{ viewer { user { followedInheritors { totalCount } } } }', {}, auth(token))).data!.viewer.user.followedInheritors
        .totalCount,
    ).toBe(0);
  });

  it('counts one follower when the same follow is sent three times at once', async () => {
    const token = await h.signIn('13700000202');
    const list = await h.gql('{ heritageInheritors(keyword: "刘德福") { edges { node { id followerCount } } } }');
    const node = list.data!.heritageInheritors.edges[0].node;
    const results = await Promise.all([0, 1, 2].map(() => h.gql(FOLLOW, { id: node.id, on: true }, auth(token))));
    for (const r of results) expect(r.data!.setFollow.errors).toEqual([]);
    const after = await h.gql('query ($id: ID!) { node(id: $id) { ... on HeritageInheritor { followerCount } } }', { id: node.id });
    expect(after.data!.node.followerCount).toBe(node.followerCount + 1);
  });

  it('likes, favourites and comments on heritage kinds through the shared mutations', async () => {
    const token = await h.signIn('13700000203');
    const list = await h.gql(
      '{ heritageFoods(first: 1) { edges { node { id interactions { likeCount } } } } heritageProjects(first: 1) { edges { node { id } } } }',
    );
    const food = list.data!.heritageFoods.edges[0].node;
    const liked = await h.gql(
      'mutation ($id: ID!) { setLike(input: { resourceId: $id, active: true }) { interactions { likeCount viewerHasLiked } errors { code } } }',
      { id: food.id },
      auth(token),
    );
    expect(liked.data!.setLike).toEqual({ interactions: { likeCount: food.interactions.likeCount + 1, viewerHasLiked: true }, errors: [] });
    const fav = await h.gql(
      'mutation ($id: ID!) { setFavourite(input: { resourceId: $id, active: true }) { errors { code } } }',
      { id: food.id },
      auth(token),
    );
    expect(fav.data!.setFavourite.errors).toEqual([]);
    const favourites = await h.gql(
      '{ viewer { user { favourites(first: 5) { edges { node { __typename ... on HeritageFood { name detailPath } } } } } } }',
      {},
      auth(token),
    );
    expect(favourites.data!.viewer.user.favourites.edges[0].node).toMatchObject({
      __typename: 'HeritageFood',
      detailPath: expect.stringMatching(/^\/intangible-food-desc\//),
    });
    const projectId = list.data!.heritageProjects.edges[0].node.id;
    const added = await h.gql(
      'mutation ($id: ID!) { addComment(input: { resourceId: $id, content: "  变脸真精彩  ", star: 5 }) { commentEdge { node { content } } errors { code } } }',
      { id: projectId },
      auth(token),
    );
    expect(added.data!.addComment).toEqual({ commentEdge: { node: { content: '变脸真精彩' } }, errors: [] });
    const comments = await h.gql(
      'query ($id: ID!) { node(id: $id) { ... on Commentable { commentSummary { total } comments(first: 1) { edges { node { content } } } } } }',
      { id: projectId },
    );
    expect(comments.data!.node.comments.edges[0].node.content).toBe('变脸真精彩');
    expect(comments.data!.node.commentSummary.total).toBe(4);
    const tags = await h.gql('query ($id: ID!) { commentTags(resourceId: $id) { name } }', { id: projectId });
    expect(tags.data!.commentTags.map((t: any) => t.name)).toContain('技艺精湛');
  });
});
