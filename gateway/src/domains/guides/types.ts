import type { UserErrorSource } from '../../core/user-errors.ts';

/** A guide as `res/api/tourGuide/list` answers it (API.md "Tour guides"). */
export interface GuideRow {
  id?: unknown;
  name?: unknown;
  certificateNo?: unknown;
  sex?: unknown;
  level?: unknown;
  levelName?: unknown;
  languages?: unknown;
  company?: unknown;
  phone?: unknown;
}

/** What `TourGuide` resolves from. */
export interface GuideSource {
  id: string;
  row: GuideRow;
}

/** What `TourGuideSearchResult` resolves from: the checked search, or its refusal. */
export interface GuideSearchSource {
  keyword: string;
  sex: '1' | '2' | null;
  errors: UserErrorSource[];
}

/** A study-tour instructor as `res/api/studyInstructor/list` and `detail` answer them (the detail adds `introduction`). */
export interface InstructorRow {
  id?: unknown;
  name?: unknown;
  sex?: unknown;
  title?: unknown;
  organisation?: unknown;
  subjects?: unknown;
  years?: unknown;
  photo?: unknown;
  introduction?: unknown;
}

/** What `StudyInstructor` resolves from: a list's row or the instructor's own record. */
export interface InstructorSource {
  __typename: 'StudyInstructor';
  id: string;
  row: InstructorRow;
}
