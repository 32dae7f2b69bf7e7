import DataLoader from 'dataloader';
import type { RequestScope } from '../../core/context.ts';
import { each } from '../../core/loaders.ts';
import { configInfo, configList, courseDetail, paperInfo, paperStatistics, questionDetail, recordDetail } from './upstream.ts';
import type { AskRow, ConfigRow, CourseRow, PaperRow, RecordRow, StatisticRow } from './types.ts';

/** The course school's per-request loaders (the upstream has no batch forms: one call per key, once per request). */
export interface CourseLoaders {
  /** Course details (chapters, lessons, the viewer's progress) by id; null when missing. */
  detail: DataLoader<string, CourseRow | null>;
  /** A course's practice sets by course id (unpaged upstream). */
  practiceSets: DataLoader<string, ConfigRow[]>;
  /** A practice set with its questions by id; null when missing. */
  practiceSet: DataLoader<string, ConfigRow | null>;
  /** An exam paper's info (with the viewer's attempt in progress) by id; null when missing. */
  paper: DataLoader<string, PaperRow | null>;
  /** An exam paper's result statistics by paper id. */
  statistics: DataLoader<string, StatisticRow | null>;
  /** A submitted result's detail (resolution) by id; null when missing or not the viewer's. */
  record: DataLoader<string, RecordRow | null>;
  /** A course question by id; null when missing. */
  question: DataLoader<string, AskRow | null>;
}

export function createCourseLoaders({ upstream }: RequestScope): CourseLoaders {
  return {
    detail: new DataLoader(each((id: string) => courseDetail(upstream, id))),
    practiceSets: new DataLoader(each((courseId: string) => configList(upstream, courseId))),
    practiceSet: new DataLoader(each((id: string) => configInfo(upstream, id))),
    paper: new DataLoader(each((id: string) => paperInfo(upstream, id))),
    statistics: new DataLoader(each((id: string) => paperStatistics(upstream, id))),
    record: new DataLoader(each((id: string) => recordDetail(upstream, id))),
    question: new DataLoader(each((id: string) => questionDetail(upstream, id))),
  };
}
