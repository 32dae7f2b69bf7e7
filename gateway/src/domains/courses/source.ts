/** What the course school's types resolve from (the sources of its rows) and the readings of ids and rows its resolvers share. */
import type { GatewayContext } from '../../core/context.ts';
import type { AnswerInput } from '../../generated/resolvers-types.ts';
import { text } from '../../core/normalise.ts';
import { rawIdOf, toGlobalId } from '../../core/relay/global-id.ts';
import { questionKind } from './rules.ts';
import type {
  AnswerRecordSource,
  AskAnswerRow,
  AskRow,
  AttemptRow,
  ConfigRow,
  CourseAnswerSource,
  CourseQuestionSource,
  CourseRow,
  CourseSource,
  ExamAttemptSource,
  ExamPaperSource,
  LessonRow,
  LessonSource,
  PaperRow,
  PracticeSetSource,
  QuestionRow,
  QuestionSource,
  RecordRow,
} from './types.ts';

export const idOf = (value: unknown): string | null => {
  const id = text(value);
  return id && /^[\w-]{1,64}$/.test(id) ? id : null;
};

export function courseSource(row: CourseRow, detailed: boolean): CourseSource | null {
  const id = idOf(row.id);
  return id ? { __typename: 'Course', id, row, detailed } : null;
}

export function lessonSource(courseId: string, row: LessonRow): LessonSource | null {
  const id = idOf(row.id);
  return id ? { __typename: 'Lesson', courseId, id, row } : null;
}

export function questionSources(rows: readonly QuestionRow[] | null | undefined): QuestionSource[] {
  return (rows ?? []).flatMap((row, i) => {
    const id = idOf(row.id);
    return id ? [{ id, kind: questionKind(row), position: i + 1, row }] : [];
  });
}

export function practiceSource(row: ConfigRow): PracticeSetSource | null {
  const id = idOf(row.id);
  return id ? { __typename: 'PracticeSet', id, row } : null;
}

export function paperSource(row: PaperRow, detailed: boolean): ExamPaperSource | null {
  const id = idOf(row.id);
  return id ? { __typename: 'ExamPaper', id, row, detailed } : null;
}

export function recordSource(row: RecordRow | null | undefined): AnswerRecordSource | null {
  const id = row ? idOf(row.id) : null;
  return row && id ? { __typename: 'AnswerRecord', id, row } : null;
}

export function askSource(row: AskRow): CourseQuestionSource | null {
  const id = idOf(row.id);
  return id ? { __typename: 'CourseQuestion', id, row } : null;
}

export function answerSource(row: AskAnswerRow | null | undefined): CourseAnswerSource | null {
  const id = row ? idOf(row.id) : null;
  return row && id ? { id, row } : null;
}

export function attemptSource(paperId: string, row: AttemptRow | null | undefined): ExamAttemptSource | null {
  return row && idOf(row.recordId) ? { paperId, row } : null;
}

export const KIND_OF_LESSON: Record<string, 'VIDEO' | 'AUDIO' | 'TEXT'> = { '1': 'VIDEO', '2': 'AUDIO', '3': 'TEXT' };
export const lessonKind = (row: LessonRow) => KIND_OF_LESSON[text(row.lessonType) ?? ''] ?? 'TEXT';
export const lessonPath = (courseId: string, lessonId: string) =>
  `/course-desc/${encodeURIComponent(courseId)}/${encodeURIComponent(lessonId)}`;
export const globalOf = (type: string, raw: unknown) => {
  const id = idOf(raw);
  return id ? toGlobalId(type, id) : null;
};

export async function courseDetailRow(c: CourseSource, ctx: GatewayContext): Promise<CourseRow | null> {
  return c.detailed ? c.row : ctx.loaders.courses.detail.load(c.id);
}

export async function paperDetailRow(p: ExamPaperSource, ctx: GatewayContext): Promise<PaperRow | null> {
  return p.detailed ? p.row : ctx.loaders.courses.paper.load(p.id);
}

/** `/course-desc/{courseId}/{lessonId}`'s node id parts. */
export function lessonRawId(globalId: string): { courseId: string; lessonId: string } | null {
  const raw = rawIdOf(globalId, ['Lesson']);
  const m = raw ? /^([\w-]+):([\w-]+)$/.exec(raw) : null;
  return m ? { courseId: m[1]!, lessonId: m[2]! } : null;
}

export function attemptRawId(globalId: string): { paperId: string; recordId: string } | null {
  const raw = rawIdOf(globalId, ['ExamAttempt']);
  const m = raw ? /^([\w-]+):([\w-]+)$/.exec(raw) : null;
  return m ? { paperId: m[1]!, recordId: m[2]! } : null;
}

export function lessonOf(row: CourseRow | null, lessonId: string): LessonRow | null {
  for (const chapter of row?.chapters ?? []) for (const lesson of chapter?.lessons ?? []) if (text(lesson?.id) === lessonId) return lesson;
  return null;
}

export function graphAnswers(answers: readonly AnswerInput[] | null | undefined) {
  return (answers ?? []).map((a) => ({ ...a, rawQuestionId: rawIdOf(a.questionId, ['Question']) }));
}

export const author = (nickname: unknown, avatar: unknown) => ({ nickname: text(nickname) ?? '', avatar: text(avatar) });

export function availabilityOf(row: PaperRow): 'NOT_OPEN' | 'OPEN' | 'CLOSED' {
  const status = text(row.status);
  return status === 'NOT_OPEN' || status === 'CLOSED' ? status : 'OPEN';
}
