/** Upstream rows of the course school (API.md "Courses, practice and exams") and what the types resolve from. */
import type { UserErrorSource } from '../../core/user-errors.ts';

export interface CourseProgressRow {
  learnedNum?: unknown;
  lessonNum?: unknown;
  lastLessonId?: unknown;
  lastStudyTime?: unknown;
}

export interface LessonRow {
  id?: unknown;
  name?: unknown;
  lessonType?: unknown;
  url?: unknown;
  duration?: unknown;
  content?: unknown;
  progress?: { position?: unknown; duration?: unknown; finished?: unknown; updateTime?: unknown } | null;
}

export interface ChapterRow {
  id?: unknown;
  name?: unknown;
  lessons?: LessonRow[] | null;
}

export interface CourseRow {
  id?: unknown;
  name?: unknown;
  images?: unknown;
  teacherName?: unknown;
  teacherTitle?: unknown;
  category?: unknown;
  summary?: unknown;
  lessonNum?: unknown;
  chapterNum?: unknown;
  totalDuration?: unknown;
  learnerNum?: unknown;
  practiceNum?: unknown;
  paperNum?: unknown;
  publishTime?: unknown;
  userProgress?: CourseProgressRow | null;
  content?: unknown;
  chapters?: ChapterRow[] | null;
}

export interface QuestionRow {
  id?: unknown;
  questionType?: unknown;
  title?: unknown;
  options?: Array<{ key?: unknown; value?: unknown }> | null;
  score?: unknown;
  sort?: unknown;
  /** Only in a submitted record's detail. */
  userAnswer?: unknown;
  rightAnswer?: unknown;
  analysis?: unknown;
  isRight?: unknown;
  getScore?: unknown;
}

export interface ConfigRow {
  id?: unknown;
  name?: unknown;
  courseId?: unknown;
  courseName?: unknown;
  questionNum?: unknown;
  totalScore?: unknown;
  recordNum?: unknown;
  bestScore?: unknown;
  lastRecordId?: unknown;
  lastScore?: unknown;
  questions?: QuestionRow[] | null;
}

export interface AttemptRow {
  recordId?: unknown;
  paperId?: unknown;
  startTime?: unknown;
  deadline?: unknown;
  serverTime?: unknown;
  remainSeconds?: unknown;
  answers?: Array<{ questionId?: unknown; answer?: unknown }> | null;
  questions?: QuestionRow[] | null;
}

export interface PaperRow {
  id?: unknown;
  name?: unknown;
  summary?: unknown;
  images?: unknown;
  courseId?: unknown;
  courseName?: unknown;
  duration?: unknown;
  totalScore?: unknown;
  passScore?: unknown;
  questionNum?: unknown;
  attemptLimit?: unknown;
  startTime?: unknown;
  endTime?: unknown;
  status?: unknown;
  takerNum?: unknown;
  userAttemptNum?: unknown;
  userBestScore?: unknown;
  userStatus?: unknown;
  doingRecordId?: unknown;
  deadline?: unknown;
  /** `info` only. */
  doing?: AttemptRow | null;
}

export interface RecordRow {
  id?: unknown;
  type?: unknown;
  courseConfigId?: unknown;
  paperId?: unknown;
  name?: unknown;
  courseId?: unknown;
  courseName?: unknown;
  status?: unknown;
  score?: unknown;
  totalScore?: unknown;
  passScore?: unknown;
  rightNum?: unknown;
  questionNum?: unknown;
  startTime?: unknown;
  submitTime?: unknown;
  useTime?: unknown;
  autoSubmit?: unknown;
  /** `recordDetail` only. */
  analysisLocked?: unknown;
  questions?: QuestionRow[] | null;
}

export interface StatisticRow {
  takerNum?: unknown;
  attemptNum?: unknown;
  totalScore?: unknown;
  passScore?: unknown;
  avgScore?: unknown;
  maxScore?: unknown;
  minScore?: unknown;
  passNum?: unknown;
  passRate?: unknown;
  distribution?: Array<{ name?: unknown; num?: unknown }> | null;
  mine?: { bestScore?: unknown; rank?: unknown; attemptNum?: unknown; remainNum?: unknown; passed?: unknown } | null;
}

export interface RankRow {
  rank?: unknown;
  recordId?: unknown;
  nickName?: unknown;
  headImg?: unknown;
  score?: unknown;
  useTime?: unknown;
  submitTime?: unknown;
  attemptNum?: unknown;
  isMine?: unknown;
}

export interface AskRow {
  id?: unknown;
  courseId?: unknown;
  courseName?: unknown;
  content?: unknown;
  createTime?: unknown;
  answerNum?: unknown;
  nickName?: unknown;
  headImg?: unknown;
  isMine?: unknown;
  lastAnswer?: { nickName?: unknown; isTeacher?: unknown; content?: unknown } | null;
}

export interface AskAnswerRow {
  id?: unknown;
  questionId?: unknown;
  content?: unknown;
  nickName?: unknown;
  headImg?: unknown;
  isTeacher?: unknown;
  isMine?: unknown;
  createTime?: unknown;
}

export type QuestionKind = 'SINGLE_CHOICE' | 'MULTIPLE_CHOICE' | 'TRUE_FALSE' | 'FILL_IN';

export interface CourseSource {
  __typename: 'Course';
  id: string;
  row: CourseRow;
  /** True when `row` is the detail (chapters, content). */
  detailed: boolean;
}

export interface ChapterSource {
  courseId: string;
  row: ChapterRow;
}

export interface LessonSource {
  __typename: 'Lesson';
  courseId: string;
  id: string;
  row: LessonRow;
}

export interface CourseProgressSource {
  courseId: string;
  row: CourseProgressRow;
}

export interface QuestionSource {
  id: string;
  kind: QuestionKind;
  position: number;
  row: QuestionRow;
}

export interface GivenAnswerSource {
  questionId: string;
  choices: string[];
  text: string | null;
}

export interface PracticeSetSource {
  __typename: 'PracticeSet';
  id: string;
  row: ConfigRow;
}

export interface ExamPaperSource {
  __typename: 'ExamPaper';
  id: string;
  row: PaperRow;
  /** True when `row` comes from `info` (carries `doing`). */
  detailed: boolean;
}

export interface ExamAttemptSource {
  paperId: string;
  row: AttemptRow;
}

export interface AnswerRecordSource {
  __typename: 'AnswerRecord';
  id: string;
  row: RecordRow;
}

export interface QuestionResolutionSource {
  question: QuestionSource;
  row: QuestionRow;
  locked: boolean;
}

export interface AnswerResolutionSource {
  locked: boolean;
  items: QuestionResolutionSource[];
}

export interface CourseQuestionSource {
  __typename: 'CourseQuestion';
  id: string;
  row: AskRow;
}

export interface CourseAnswerSource {
  id: string;
  row: AskAnswerRow;
}

export interface CourseAuthorSource {
  nickname: string;
  avatar: string | null;
}

export interface SaveLessonProgressPayloadSource {
  errors: UserErrorSource[];
  courseId?: string;
  lessonId?: string;
}

export interface SubmitPracticePayloadSource {
  errors: UserErrorSource[];
  record?: AnswerRecordSource | null;
  practiceSetId?: string;
}

export interface StartExamPayloadSource {
  errors: UserErrorSource[];
  attempt?: ExamAttemptSource | null;
  paperId?: string;
}

export interface SaveExamAnswerPayloadSource {
  errors: UserErrorSource[];
  answeredCount?: number | null;
  remainingSeconds?: number | null;
  record?: AnswerRecordSource | null;
}

export interface SubmitExamPayloadSource {
  errors: UserErrorSource[];
  record?: AnswerRecordSource | null;
  paperId?: string;
}

export interface AskCourseQuestionPayloadSource {
  errors: UserErrorSource[];
  questionId?: string;
}

export interface AnswerCourseQuestionPayloadSource {
  errors: UserErrorSource[];
  questionId?: string;
  answer?: CourseAnswerSource | null;
}
