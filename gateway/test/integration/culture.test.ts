/**
 * Culture over the real upstream: the later place kinds (homestays, scenic areas with their theme
 * areas, facilities and shows, research bases, villages) — shapes, rules, validation. Brands,
 * destinations, rankings, columns and comments have their own files.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness } from './harness.ts';
import type { Harness } from './harness.ts';
import { nextShowTime, showTimes } from '../../src/domains/places/kinds.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

describe('rules', () => {
  it('finds the next show of the day in China time and keeps only real times', () => {
    const times = showTimes(['19:30', '10:00', 'soon', '10:00', '25:00', '14:00']);
    expect(times).toEqual(['10:00', '14:00', '19:30']);
    // 2026-05-01 13:59 China time = 05:59 UTC
    expect(nextShowTime(times, new Date('2026-05-01T05:59:00Z'))).toBe('14:00');
    expect(nextShowTime(times, new Date('2026-05-01T06:00:00Z'))).toBe('19:30');
    expect(nextShowTime(times, new Date('2026-05-01T12:00:00Z'))).toBeNull();
  });
});

describe('new place kinds', () => {
  it('lists homestays with grade, price and features, filters by grade, and refuses a grade on another kind', async () => {
    const all = await h.gql(
      '{ places(kind: HOMESTAY, first: 50) { totalCount edges { node { __typename kind detailPath ... on Homestay { grade lowestPrice roomCount features checkInTime } } } } }',
    );
    expect(all.errors).toBeUndefined();
    expect(all.data!.places.totalCount).toBe(14);
    const first = all.data!.places.edges[0].node;
    expect(first).toMatchObject({ __typename: 'Homestay', kind: 'HOMESTAY' });
    expect(first.detailPath).toMatch(/^\/homestay-detail\/\d+$/);
    expect(first.lowestPrice).toBeGreaterThan(0);
    const gradeA = await h.gql(
      '{ places(kind: HOMESTAY, filter: { homestayGrade: GRADE_A }, first: 50) { edges { node { ... on Homestay { grade } } } } }',
    );
    expect(gradeA.data!.places.edges.length).toBeGreaterThan(0);
    expect(gradeA.data!.places.edges.every((e: any) => e.node.grade === 'GRADE_A')).toBe(true);
    const wrong = await h.gql('{ places(kind: HOTEL, filter: { homestayGrade: GRADE_A }) { totalCount } }');
    expect(wrong.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it("walks a scenic area's theme areas, their facilities and its shows, each back to its parents", async () => {
    const res = await h.gql(`{ node: nodeByUpstreamId(type: "ScenicArea", upstreamId: "10001") { ... on ScenicArea { name
      subjectAreas(first: 10) { totalCount edges { node { id name ... on SubjectArea { scenicArea { name } facilities(first: 10) { totalCount edges { node { ... on AmusementFacility { intensity heightRequirement subjectArea { name } scenicArea { name } } } } } } } } }
      amusementFacilities(first: 1) { totalCount }
      shows(first: 10) { totalCount edges { node { detailPath ... on ScenicShow { showTimes nextShowTime durationMinutes venueName scenicArea { name } } } } } } } }`);
    expect(res.errors).toBeUndefined();
    const area = res.data!.node;
    expect(area.subjectAreas.totalCount).toBe(4);
    expect(area.amusementFacilities.totalCount).toBe(16);
    const theme = area.subjectAreas.edges[0].node;
    expect(theme.scenicArea.name).toBe(area.name);
    expect(theme.facilities.totalCount).toBe(4);
    for (const { node } of theme.facilities.edges) {
      expect(node.subjectArea.name).toBe(theme.name);
      expect(node.scenicArea.name).toBe(area.name);
      expect(['GENTLE', 'MODERATE', 'THRILLING']).toContain(node.intensity);
    }
    expect(area.shows.totalCount).toBe(5);
    const show = area.shows.edges[0].node;
    expect(show.detailPath).toMatch(/^\/wonderful-show-desc\/\d+$/);
    expect(show.showTimes.length).toBeGreaterThan(0);
    expect(show.nextShowTime === null || show.showTimes.includes(show.nextShowTime)).toBe(true);
  });

  it('answers a research base and a village with its spots', async () => {
    const bases = await h.gql(
      '{ places(kind: STUDY_BASE, filter: { studyBaseLevel: NATIONAL }, first: 50) { totalCount edges { node { ... on StudyBase { level suitableFor courses dailyCapacity bookingTips openingHours { opens } } } } } }',
    );
    expect(bases.errors).toBeUndefined();
    expect(bases.data!.places.totalCount).toBe(4);
    const base = bases.data!.places.edges[0].node;
    expect(base.level).toBe('NATIONAL');
    expect(base.bookingTips).toMatch(/预约/);
    const village = await h.gql(
      '{ places(kind: RURAL, first: 1) { edges { node { name ... on RuralStay { spots(first: 5) { totalCount edges { node { detailPath ... on RuralSpot { village { name } } } } } } } } } }',
    );
    const v = village.data!.places.edges[0].node;
    expect(v.spots.totalCount).toBeGreaterThan(0);
    expect(v.spots.edges[0].node.village.name).toBe(v.name);
    expect(v.spots.edges[0].node.detailPath).toMatch(/^\/rural-spots-detail\/\d+$/);
  });
});
