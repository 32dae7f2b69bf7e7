import type { Gender as GraphGender } from '../../__generated__/TourGuideListScreenQuery.graphql';

/** The genders the register knows. */
export type Gender = Exclude<GraphGender, '%future added value'>;

/**
 * The spec's `/guide-list/{keyword}/{sex}`: the keyword segment `-` stands for "every guide" (an
 * address segment cannot be empty), the sex segment is the register's `0` both, `1` male, `2` female.
 */
const ANY_KEYWORD = '-';
const SEX_OF: Readonly<Record<Gender, string>> = { MALE: '1', FEMALE: '2' };

export function guideListPath(keyword: string, gender: Gender | null): string {
  return `/guide-list/${encodeURIComponent(keyword.trim() || ANY_KEYWORD)}/${gender ? SEX_OF[gender] : '0'}`;
}

/** The search an address asks for. */
export function guideSearchOf(params: { keyword?: string; sex?: string }): { keyword: string; gender: Gender | null } {
  const keyword = (params.keyword ?? '').trim();
  const gender = (Object.keys(SEX_OF) as Gender[]).find((g) => SEX_OF[g] === params.sex) ?? null;
  return { keyword: keyword === ANY_KEYWORD ? '' : keyword, gender };
}

/** A study-tour instructor's detail (`/study-instructor-details/{id}`, the upstream's id). */
export function instructorPath(upstreamId: string): string {
  return `/study-instructor-details/${encodeURIComponent(upstreamId)}`;
}
