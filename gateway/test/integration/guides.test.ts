import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness } from './harness.ts';
import type { Harness } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const GUIDES = `query ($keyword: String, $gender: Gender, $first: Int, $after: String) {
  tourGuideSearch(keyword: $keyword, gender: $gender) {
    guides(first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } edges { node { id name certificateNumber gender level levelName languages company maskedPhone phone } } }
    errors { code field limit message }
  }
}`;

interface Guide {
  id: string;
  name: string;
  certificateNumber: string;
  gender: string | null;
  level: string | null;
  languages: string[];
  company: string | null;
  maskedPhone: string | null;
  phone: string | null;
}
const guidesOf = (data: any): Guide[] => data.tourGuideSearch.guides.edges.map((e: { node: Guide }) => e.node);

describe('tour guides', () => {
  it("lists the site's guides with their certificate, level, languages and agency; the phone masked beside the whole number", async () => {
    const r = await h.gql(GUIDES, { first: 50 });
    expect(r.errors).toBeUndefined();
    const guides = guidesOf(r.data);
    expect(guides).toHaveLength(12);
    expect(r.data!.tourGuideSearch.errors).toEqual([]);
    for (const g of guides) {
      expect(g.certificateNumber).toMatch(/^D-5101-\d{6}$/);
      expect(['MALE', 'FEMALE']).toContain(g.gender);
      expect(['JUNIOR', 'INTERMEDIATE', 'SENIOR', 'SPECIAL']).toContain(g.level);
      expect(g.languages[0]).toBe('普通话');
      expect(g.company).toMatch(/旅行社有限公司$/);
      expect(g.maskedPhone).toBe(`${g.phone!.slice(0, 3)}****${g.phone!.slice(7)}`);
    }
    const women = guidesOf((await h.gql(GUIDES, { gender: 'FEMALE', first: 50 })).data);
    expect(women.length).toBeGreaterThan(0);
    expect(women.every((g) => g.gender === 'FEMALE')).toBe(true);
    const byName = guidesOf((await h.gql(GUIDES, { keyword: ` ${guides[3]!.name} ` })).data);
    expect(byName.map((g) => g.id)).toContain(guides[3]!.id);
    const byCertificate = guidesOf((await h.gql(GUIDES, { keyword: guides[5]!.certificateNumber })).data);
    expect(byCertificate.map((g) => g.id)).toEqual([guides[5]!.id]);
  });

  it('pages ten at a time, and in English on the English site', async () => {
    const first = await h.gql(GUIDES, {});
    expect(first.data!.tourGuideSearch.guides.edges).toHaveLength(10);
    expect(first.data!.tourGuideSearch.guides.pageInfo.hasNextPage).toBe(true);
    const rest = await h.gql(GUIDES, { after: first.data!.tourGuideSearch.guides.pageInfo.endCursor });
    expect(rest.data!.tourGuideSearch.guides.edges).toHaveLength(2);
    expect(rest.data!.tourGuideSearch.guides.pageInfo.hasNextPage).toBe(false);
    const en = guidesOf((await h.gql(GUIDES, { first: 50 }, { 'x-site-code': 'site450300' })).data);
    for (const g of en) expect(`${g.name} ${g.languages.join(' ')} ${g.company}`).not.toMatch(/[\u3400-\u9fff]/);
  });

  it('refuses a keyword over the limit before asking the guide service, in the asked language', async () => {
    const limits = await h.gql('{ inputLimits { guideKeywordMaxLength agencyRegionNameMaxLength } }');
    const max = limits.data!.inputLimits.guideKeywordMaxLength as number;
    await h.dev.resetCalls();
    const r = await h.gql(GUIDES, { keyword: '张'.repeat(max + 1) }, { 'x-language': 'EN' });
    expect(r.errors).toBeUndefined();
    expect(r.data!.tourGuideSearch).toEqual({
      guides: null,
      errors: [{ code: 'GUIDE_KEYWORD_TOO_LONG', field: 'keyword', limit: max, message: `Search with at most ${max} characters.` }],
    });
    expect((await h.dev.calls()).calls.filter((c) => c.path === 'res/api/tourGuide/list')).toEqual([]);
    const fits = await h.gql(GUIDES, { keyword: '张'.repeat(max) });
    expect(fits.data!.tourGuideSearch.errors).toEqual([]);
  });
});

describe('a failing guide or agency service', () => {
  it('leaves the other one, the site and the rest of the page working', async () => {
    const PAGE = `{ site { name } places(kind: SCENIC_AREA, first: 1) { totalCount }
      tourGuideSearch { guides { totalCount } errors { code } } travelAgencyRegions { name } }`;
    await h.dev.addFault({ path: 'res/api/tourGuide/list', mode: 'http500' });
    try {
      const r = await h.gql(PAGE);
      expect(r.data!.site.name).toBe('成都文旅云');
      expect(r.data!.places.totalCount).toBeGreaterThan(0);
      expect(r.data!.tourGuideSearch.guides).toBeNull();
      expect(r.data!.travelAgencyRegions.length).toBeGreaterThan(0);
      expect(r.errors?.map((e) => e.path?.join('.'))).toEqual(['tourGuideSearch.guides']);
    } finally {
      await h.dev.clearFaults();
    }
    await h.dev.addFault({ path: 'res/api/travelAgency/regions', mode: 'code', code: 500, message: 'down' });
    try {
      const r = await h.gql(PAGE);
      expect(r.data!.travelAgencyRegions).toBeNull();
      expect(r.data!.tourGuideSearch.guides.totalCount).toBe(12);
      expect(r.data!.site.name).toBe('成都文旅云');
      expect(r.errors?.map((e) => e.path?.join('.'))).toEqual(['travelAgencyRegions']);
    } finally {
      await h.dev.clearFaults();
    }
  });
});

describe('study-tour instructors', () => {
  it('lists them in one call without their introductions, and answers one by its upstream id with the introduction in one call', async () => {
    await h.dev.resetCalls();
    const res = await h.gql(
      '{ studyInstructors(first: 4) { totalCount pageInfo { hasNextPage } edges { node { id name gender title organisation subjects yearsOfExperience photo { url } } } } }',
    );
    expect(res.errors).toBeUndefined();
    const list = res.data!.studyInstructors;
    expect(list.totalCount).toBe(6);
    expect(list.pageInfo.hasNextPage).toBe(true);
    expect(list.edges[0].node).toMatchObject({
      name: '陈思远',
      gender: 'MALE',
      title: '高级研学导师',
      subjects: ['古蜀文明', '考古入门', '文物修复体验'],
      yearsOfExperience: 12,
    });
    expect((await h.dev.calls()).calls.map((c) => c.path)).toEqual(['res/api/studyInstructor/list']);
    await h.dev.resetCalls();
    const one = await h.gql(
      '{ nodeByUpstreamId(type: "StudyInstructor", upstreamId: "158003") { ... on StudyInstructor { name introduction } } }',
    );
    expect(one.errors).toBeUndefined();
    expect(one.data!.nodeByUpstreamId.name).toBe('王海涛');
    expect(one.data!.nodeByUpstreamId.introduction).toContain('<p>');
    expect((await h.dev.calls()).calls.map((c) => c.path)).toEqual(['res/api/studyInstructor/detail']);
    const other = await h.gql(
      '{ nodeByUpstreamId(type: "StudyInstructor", upstreamId: "158003") { id } }',
      {},
      { 'x-site-code': 'site450300' },
    );
    expect(other.data!.nodeByUpstreamId).toBeNull();
  });
});
