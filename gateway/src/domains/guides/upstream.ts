import type { UpstreamClient } from '../../core/upstream/client.ts';
import type { UpstreamPage } from '../../core/upstream/envelope.ts';
import { orNotFound } from '../../core/upstream/errors.ts';
import type { GuideRow, InstructorRow } from './types.ts';

/** A page of the site's guides matching the keyword and gender (API.md "Tour guides"). */
export function guideList(
  upstream: UpstreamClient,
  filter: { keyword: string; sex: '1' | '2' | null },
  currPage: number,
  pageSize: number,
): Promise<UpstreamPage<GuideRow>> {
  return upstream.getPage<GuideRow>('res/api/tourGuide/list', { keyword: filter.keyword, sex: filter.sex, currPage, pageSize });
}

/** A page of the site's study-tour instructors (API.md "Tour guides"). */
export function instructorList(upstream: UpstreamClient, currPage: number, pageSize: number): Promise<UpstreamPage<InstructorRow>> {
  return upstream.getPage<InstructorRow>('res/api/studyInstructor/list', { currPage, pageSize });
}

/** An instructor of the site with the introduction, or null when the site has none of that id ("导师不存在"). */
export function instructorDetail(upstream: UpstreamClient, id: string): Promise<InstructorRow | null> {
  return orNotFound(upstream.getData<InstructorRow>('res/api/studyInstructor/detail', { id }));
}
