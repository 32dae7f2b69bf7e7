/** Every SQL statement of the course school: courses, lessons and progress, practice sets and papers with their records, course questions. */
import type Database from 'better-sqlite3';
import { statementsOf } from '../../db/prepared.ts';
import type { QuestionKind } from './texts.ts';

export type OwnerType = 'CONFIG' | 'PAPER';

export interface QuestionRow {
  id: number;
  owner_type: OwnerType;
  owner_id: number;
  kind: QuestionKind;
  stem: string;
  options: string;
  answer: string;
  analysis: string;
  score: number;
  sort: number;
}

export interface RecordRow {
  id: number;
  site_code: string;
  user_id: number;
  owner_type: OwnerType;
  owner_id: number;
  course_id: number | null;
  status: 'DOING' | 'SUBMITTED';
  score: number | null;
  total_score: number;
  correct_num: number | null;
  question_num: number;
  started_at: number;
  deadline_at: number | null;
  submitted_at: number | null;
  auto_submitted: number;
}

/** A record with the name of its practice set or paper, its course and the paper's pass mark. */
export interface OwnedRecord extends RecordRow {
  name: string;
  course_name: string | null;
  pass_score: number | null;
}

export interface PaperRow {
  id: number;
  site_code: string;
  course_id: number | null;
  name: string;
  summary: string;
  images: string;
  duration_minutes: number;
  pass_score: number;
  attempt_limit: number;
  open_at: number | null;
  close_at: number | null;
  sort: number;
}

export type CoursePaperRow = PaperRow & { course_name: string | null };

export interface CourseRow {
  id: number;
  site_code: string;
  name: string;
  images: string;
  teacher: string;
  teacher_title: string;
  category: string;
  summary: string;
  content: string;
  learner_num: number;
  publish_time: number;
  sort: number;
  lesson_num: number;
  chapter_num: number;
  total_duration: number;
  practice_num: number;
  paper_num: number;
}

export interface LessonRow {
  id: number;
  course_id: number;
  chapter_id: number;
  name: string;
  kind: 'VIDEO' | 'AUDIO' | 'TEXT';
  media: string;
  duration: number;
  content: string;
  sort: number;
}

export interface ProgressRow {
  lesson_id: number;
  course_id: number;
  position: number;
  duration: number;
  finished: number;
  updated_at: number;
}

export interface ConfigRow {
  id: number;
  course_id: number;
  name: string;
  sort: number;
  course_name: string;
}

export interface AskRow {
  id: number;
  site_code: string;
  course_id: number;
  user_id: number;
  content: string;
  created_at: number;
  course_name: string;
  nickname: string;
  head_img: string;
  answer_num: number;
}

export interface AnswerRow {
  id: number;
  user_id: number | null;
  author_name: string;
  is_teacher: number;
  content: string;
  created_at: number;
  head_img: string | null;
}

const COURSE_COLUMNS = `c.*,
  (SELECT COUNT(*) FROM school_lessons l WHERE l.course_id = c.id) AS lesson_num,
  (SELECT COUNT(*) FROM school_chapters h WHERE h.course_id = c.id) AS chapter_num,
  (SELECT COALESCE(SUM(duration), 0) FROM school_lessons l WHERE l.course_id = c.id) AS total_duration,
  (SELECT COUNT(*) FROM school_configs f WHERE f.course_id = c.id) AS practice_num,
  (SELECT COUNT(*) FROM school_papers p WHERE p.course_id = c.id) AS paper_num`;

/** The courses a user studied or took a test of, with the last time. */
const MY_COURSES = `SELECT course_id, MAX(at) AS at FROM (
    SELECT course_id, updated_at AS at FROM school_progress WHERE user_id = ?
    UNION ALL SELECT course_id, COALESCE(submitted_at, started_at) AS at FROM school_records WHERE user_id = ? AND course_id IS NOT NULL
  ) GROUP BY course_id`;

const ASKS = `SELECT a.*, c.name AS course_name, u.nickname, u.head_img,
    (SELECT COUNT(*) FROM school_ask_answers x WHERE x.ask_id = a.id) AS answer_num
  FROM school_asks a JOIN school_courses c ON c.id = a.course_id JOIN users u ON u.id = a.user_id`;

const SUBMITTED_BY =
  "SELECT COUNT(*) AS n FROM school_records WHERE user_id = ? AND owner_type = ? AND owner_id = ? AND status = 'SUBMITTED'";

const marks = (n: number) => Array.from({ length: n }, () => '?').join(',');

export function coursesStore(db: Database.Database) {
  const sql = statementsOf(db);
  const n = (text: string, ...params: unknown[]) => (sql(text).get(...params) as { n: number }).n;
  return {
    ...courseStatements(sql, n),
    ...recordStatements(sql, n),
    ...askStatements(sql, n),
  };
}

type Sql = ReturnType<typeof statementsOf>;
type Count = (text: string, ...params: unknown[]) => number;

function courseStatements(sql: Sql, n: Count) {
  return {
    courseCount: (siteCode: string, keyword: string) =>
      keyword
        ? n('SELECT COUNT(*) AS n FROM school_courses c WHERE c.site_code = ? AND c.name LIKE ?', siteCode, `%${keyword}%`)
        : n('SELECT COUNT(*) AS n FROM school_courses c WHERE c.site_code = ?', siteCode),
    courses: (siteCode: string, keyword: string, limit: number, offset: number) =>
      (keyword
        ? sql(
            `SELECT ${COURSE_COLUMNS} FROM school_courses c WHERE c.site_code = ? AND c.name LIKE ? ORDER BY c.sort, c.id LIMIT ? OFFSET ?`,
          ).all(siteCode, `%${keyword}%`, limit, offset)
        : sql(`SELECT ${COURSE_COLUMNS} FROM school_courses c WHERE c.site_code = ? ORDER BY c.sort, c.id LIMIT ? OFFSET ?`).all(
            siteCode,
            limit,
            offset,
          )) as CourseRow[],
    course: (siteCode: string, id: number) =>
      sql(`SELECT ${COURSE_COLUMNS} FROM school_courses c WHERE c.site_code = ? AND c.id = ?`).get(siteCode, id) as CourseRow | undefined,
    chapters: (courseId: number) =>
      sql('SELECT * FROM school_chapters WHERE course_id = ? ORDER BY sort, id').all(courseId) as {
        id: number;
        name: string;
        sort: number;
      }[],
    lessons: (courseId: number) => sql('SELECT * FROM school_lessons WHERE course_id = ? ORDER BY sort, id').all(courseId) as LessonRow[],
    lessonCount: (courseId: number) => n('SELECT COUNT(*) AS n FROM school_lessons WHERE course_id = ?', courseId),
    siteLesson: (siteCode: string, id: number) =>
      sql('SELECT l.* FROM school_lessons l JOIN school_courses c ON c.id = l.course_id WHERE l.id = ? AND c.site_code = ?').get(
        id,
        siteCode,
      ) as LessonRow | undefined,
    progress: (userId: number, courseIds: readonly number[]) =>
      courseIds.length === 0
        ? []
        : (sql(`SELECT * FROM school_progress WHERE user_id = ? AND course_id IN (${marks(courseIds.length)})`).all(
            userId,
            ...courseIds,
          ) as ProgressRow[]),
    lessonFinished: (userId: number, lessonId: number) =>
      (
        sql('SELECT finished FROM school_progress WHERE user_id = ? AND lesson_id = ?').get(userId, lessonId) as
          | { finished: number }
          | undefined
      )?.finished,
    studied: (userId: number, courseId: number) =>
      sql('SELECT 1 FROM school_progress WHERE user_id = ? AND course_id = ?').get(userId, courseId) !== undefined,
    saveProgress: (userId: number, lesson: LessonRow, position: number, duration: number, finished: number, at: number) =>
      void sql(`INSERT INTO school_progress (user_id, lesson_id, course_id, position, duration, finished, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)
        ON CONFLICT (user_id, lesson_id) DO UPDATE SET position = excluded.position, duration = excluded.duration, finished = excluded.finished, updated_at = excluded.updated_at`).run(
        userId,
        lesson.id,
        lesson.course_id,
        position,
        duration,
        finished,
        at,
      ),
    newLearner: (courseId: number) => void sql('UPDATE school_courses SET learner_num = learner_num + 1 WHERE id = ?').run(courseId),
    finishedCount: (userId: number, courseId: number) =>
      n('SELECT COUNT(*) AS n FROM school_progress WHERE user_id = ? AND course_id = ? AND finished = 1', userId, courseId),
    myCourseCount: (userId: number, siteCode: string) =>
      n(
        `SELECT COUNT(*) AS n FROM (${MY_COURSES}) m JOIN school_courses c ON c.id = m.course_id WHERE c.site_code = ?`,
        userId,
        userId,
        siteCode,
      ),
    /** The courses a user studied or tested, the last first. */
    myCourses: (userId: number, siteCode: string, limit: number, offset: number) =>
      sql(
        `SELECT ${COURSE_COLUMNS} FROM (${MY_COURSES}) m JOIN school_courses c ON c.id = m.course_id WHERE c.site_code = ? ORDER BY m.at DESC, c.id LIMIT ? OFFSET ?`,
      ).all(userId, userId, siteCode, limit, offset) as CourseRow[],
    config: (siteCode: string, id: number) =>
      sql(
        'SELECT f.*, c.name AS course_name FROM school_configs f JOIN school_courses c ON c.id = f.course_id WHERE f.id = ? AND c.site_code = ?',
      ).get(id, siteCode) as ConfigRow | undefined,
    configs: (courseId: number) =>
      sql(
        'SELECT f.*, c.name AS course_name FROM school_configs f JOIN school_courses c ON c.id = f.course_id WHERE f.course_id = ? ORDER BY f.sort, f.id',
      ).all(courseId) as ConfigRow[],
    paper: (siteCode: string, id: number) =>
      sql(
        'SELECT p.*, c.name AS course_name FROM school_papers p LEFT JOIN school_courses c ON c.id = p.course_id WHERE p.id = ? AND p.site_code = ?',
      ).get(id, siteCode) as CoursePaperRow | undefined,
    paperById: (id: number) => sql('SELECT * FROM school_papers WHERE id = ?').get(id) as PaperRow | undefined,
    paperCount: (siteCode: string, courseId: number | null) =>
      courseId === null
        ? n('SELECT COUNT(*) AS n FROM school_papers p WHERE p.site_code = ?', siteCode)
        : n('SELECT COUNT(*) AS n FROM school_papers p WHERE p.site_code = ? AND p.course_id = ?', siteCode, courseId),
    papers: (siteCode: string, courseId: number | null, limit: number, offset: number) =>
      (courseId === null
        ? sql(
            'SELECT p.*, c.name AS course_name FROM school_papers p LEFT JOIN school_courses c ON c.id = p.course_id WHERE p.site_code = ? ORDER BY p.sort, p.id LIMIT ? OFFSET ?',
          ).all(siteCode, limit, offset)
        : sql(
            'SELECT p.*, c.name AS course_name FROM school_papers p LEFT JOIN school_courses c ON c.id = p.course_id WHERE p.site_code = ? AND p.course_id = ? ORDER BY p.sort, p.id LIMIT ? OFFSET ?',
          ).all(siteCode, courseId, limit, offset)) as CoursePaperRow[],
    person: (id: number) =>
      sql('SELECT id, nickname, head_img FROM users WHERE id = ?').get(id) as { nickname: string; head_img: string } | undefined,
  };
}

function recordStatements(sql: Sql, n: Count) {
  return {
    questions: (owner: OwnerType, ownerId: number) =>
      sql('SELECT * FROM school_questions WHERE owner_type = ? AND owner_id = ? ORDER BY sort, id').all(owner, ownerId) as QuestionRow[],
    totalScore: (owner: OwnerType, ownerId: number) =>
      sql('SELECT COALESCE(SUM(score), 0) AS total, COUNT(*) AS count FROM school_questions WHERE owner_type = ? AND owner_id = ?').get(
        owner,
        ownerId,
      ) as { total: number; count: number },
    record: (id: number) =>
      sql(`SELECT r.*, COALESCE(f.name, p.name) AS name, c.name AS course_name, p.pass_score AS pass_score FROM school_records r
          LEFT JOIN school_configs f ON r.owner_type = 'CONFIG' AND f.id = r.owner_id
          LEFT JOIN school_papers p ON r.owner_type = 'PAPER' AND p.id = r.owner_id
          LEFT JOIN school_courses c ON c.id = r.course_id
        WHERE r.id = ?`).get(id) as OwnedRecord | undefined,
    recordRow: (id: number) => sql('SELECT * FROM school_records WHERE id = ?').get(id) as RecordRow,
    /** A new record in progress: its id. */
    addRecord: (r: {
      siteCode: string;
      userId: number;
      owner: OwnerType;
      ownerId: number;
      courseId: number | null;
      total: number;
      count: number;
      at: number;
      deadline: number | null;
    }) =>
      Number(
        sql(
          `INSERT INTO school_records (site_code, user_id, owner_type, owner_id, course_id, status, total_score, question_num, started_at, deadline_at) VALUES (?, ?, ?, ?, ?, 'DOING', ?, ?, ?, ?)`,
        ).run(r.siteCode, r.userId, r.owner, r.ownerId, r.courseId, r.total, r.count, r.at, r.deadline).lastInsertRowid,
      ),
    /** A user's submitted records of a practice set or paper. */
    submittedCount: (userId: number, owner: OwnerType, ownerId: number) => n(SUBMITTED_BY, userId, owner, ownerId),
    best: (userId: number, owner: OwnerType, ownerId: number) =>
      sql(
        "SELECT COUNT(*) AS n, MAX(score) AS best FROM school_records WHERE user_id = ? AND owner_type = ? AND owner_id = ? AND status = 'SUBMITTED'",
      ).get(userId, owner, ownerId) as { n: number; best: number | null },
    lastSubmitted: (userId: number, owner: OwnerType, ownerId: number) =>
      sql(
        "SELECT id, score FROM school_records WHERE user_id = ? AND owner_type = ? AND owner_id = ? AND status = 'SUBMITTED' ORDER BY submitted_at DESC, id DESC LIMIT 1",
      ).get(userId, owner, ownerId) as { id: number; score: number } | undefined,
    /** The paper's submitted records, and how many people took it. */
    paperAttempts: (paperId: number) =>
      n("SELECT COUNT(*) AS n FROM school_records WHERE owner_type = 'PAPER' AND owner_id = ? AND status = 'SUBMITTED'", paperId),
    paperTakers: (paperId: number) =>
      n(
        "SELECT COUNT(DISTINCT user_id) AS n FROM school_records WHERE owner_type = 'PAPER' AND owner_id = ? AND status = 'SUBMITTED'",
        paperId,
      ),
    doing: (userId: number, paperId: number) =>
      sql("SELECT * FROM school_records WHERE user_id = ? AND owner_type = 'PAPER' AND owner_id = ? AND status = 'DOING'").get(
        userId,
        paperId,
      ) as RecordRow | undefined,
    /** The submitted records of a paper, the best first (score, then time, then the earliest). */
    paperResults: (paperId: number) =>
      sql(`SELECT id, user_id, score, submitted_at - started_at AS used_ms, submitted_at FROM school_records
          WHERE owner_type = 'PAPER' AND owner_id = ? AND status = 'SUBMITTED'
          ORDER BY score DESC, used_ms ASC, submitted_at ASC, id ASC`).all(paperId) as {
        id: number;
        user_id: number;
        score: number;
        used_ms: number;
        submitted_at: number;
      }[],
    /** Exam attempts in progress whose deadline has passed (of one paper, or one user, when given). */
    expired(now: number, where: { paperId?: number; userId?: number }): RecordRow[] {
      const conditions = ["owner_type = 'PAPER'", "status = 'DOING'", 'deadline_at <= ?'];
      const params: number[] = [now];
      if (where.paperId !== undefined) {
        conditions.push('owner_id = ?');
        params.push(where.paperId);
      }
      if (where.userId !== undefined) {
        conditions.push('user_id = ?');
        params.push(where.userId);
      }
      return sql(`SELECT * FROM school_records WHERE ${conditions.join(' AND ')}`).all(...params) as RecordRow[];
    },
    submittedCountOf(userId: number, siteCode: string, owner: OwnerType | null): number {
      const where = `r.user_id = ? AND r.site_code = ? AND r.status = 'SUBMITTED'${owner ? ' AND r.owner_type = ?' : ''}`;
      return n(`SELECT COUNT(*) AS n FROM school_records r WHERE ${where}`, ...(owner ? [userId, siteCode, owner] : [userId, siteCode]));
    },
    /** The ids of a user's submitted records (of one kind when given), the last first. */
    submittedIds(userId: number, siteCode: string, owner: OwnerType | null, limit: number, offset: number): number[] {
      const where = `r.user_id = ? AND r.site_code = ? AND r.status = 'SUBMITTED'${owner ? ' AND r.owner_type = ?' : ''}`;
      return (
        sql(`SELECT r.id FROM school_records r WHERE ${where} ORDER BY r.submitted_at DESC, r.id DESC LIMIT ? OFFSET ?`).all(
          ...(owner ? [userId, siteCode, owner] : [userId, siteCode]),
          limit,
          offset,
        ) as { id: number }[]
      ).map((r) => r.id);
    },
    answers: (recordId: number) =>
      sql('SELECT question_id, answer FROM school_record_answers WHERE record_id = ? ORDER BY question_id').all(recordId) as {
        question_id: number;
        answer: string;
      }[],
    markedAnswers: (recordId: number) =>
      sql('SELECT question_id, answer, correct, score FROM school_record_answers WHERE record_id = ?').all(recordId) as {
        question_id: number;
        answer: string;
        correct: number | null;
        score: number | null;
      }[],
    answerCount: (recordId: number) => n('SELECT COUNT(*) AS n FROM school_record_answers WHERE record_id = ?', recordId),
    saveAnswer: (recordId: number, questionId: number, answer: string, at: number) =>
      void sql(`INSERT INTO school_record_answers (record_id, question_id, answer, answered_at) VALUES (?, ?, ?, ?)
        ON CONFLICT (record_id, question_id) DO UPDATE SET answer = excluded.answer, answered_at = excluded.answered_at`).run(
        recordId,
        questionId,
        answer,
        at,
      ),
    clearAnswer: (recordId: number, questionId: number) =>
      void sql('DELETE FROM school_record_answers WHERE record_id = ? AND question_id = ?').run(recordId, questionId),
    /** Answers saved after the deadline do not count. */
    dropLateAnswers: (recordId: number, deadline: number) =>
      void sql('DELETE FROM school_record_answers WHERE record_id = ? AND answered_at > ?').run(recordId, deadline),
    markAnswer: (recordId: number, questionId: number, right: boolean, score: number) =>
      void sql('UPDATE school_record_answers SET correct = ?, score = ? WHERE record_id = ? AND question_id = ?').run(
        right ? 1 : 0,
        right ? score : 0,
        recordId,
        questionId,
      ),
    closeRecord: (id: number, score: number, correct: number, at: number, auto: boolean) =>
      void sql(
        "UPDATE school_records SET status = 'SUBMITTED', score = ?, correct_num = ?, submitted_at = ?, auto_submitted = ? WHERE id = ?",
      ).run(score, correct, at, auto ? 1 : 0, id),
  };
}

function askStatements(sql: Sql, n: Count) {
  return {
    askCount: (courseId: number) => n('SELECT COUNT(*) AS n FROM school_asks WHERE course_id = ?', courseId),
    asks: (courseId: number, limit: number, offset: number) =>
      sql(`${ASKS} WHERE a.course_id = ? ORDER BY a.created_at DESC, a.id DESC LIMIT ? OFFSET ?`).all(courseId, limit, offset) as AskRow[],
    myAskCount: (userId: number, siteCode: string) =>
      n('SELECT COUNT(*) AS n FROM school_asks WHERE user_id = ? AND site_code = ?', userId, siteCode),
    myAsks: (userId: number, siteCode: string, limit: number, offset: number) =>
      sql(`${ASKS} WHERE a.user_id = ? AND a.site_code = ? ORDER BY a.created_at DESC, a.id DESC LIMIT ? OFFSET ?`).all(
        userId,
        siteCode,
        limit,
        offset,
      ) as AskRow[],
    ask: (siteCode: string, id: number) => sql(`${ASKS} WHERE a.id = ? AND a.site_code = ?`).get(id, siteCode) as AskRow | undefined,
    lastAnswer: (askId: number) =>
      sql(
        'SELECT x.*, u.head_img FROM school_ask_answers x LEFT JOIN users u ON u.id = x.user_id WHERE x.ask_id = ? ORDER BY x.created_at DESC, x.id DESC LIMIT 1',
      ).get(askId) as AnswerRow | undefined,
    /** The answers of a question: the teacher's first, then the oldest first. */
    askAnswers: (askId: number, limit: number, offset: number) =>
      sql(
        'SELECT x.*, u.head_img FROM school_ask_answers x LEFT JOIN users u ON u.id = x.user_id WHERE x.ask_id = ? ORDER BY x.is_teacher DESC, x.created_at ASC, x.id ASC LIMIT ? OFFSET ?',
      ).all(askId, limit, offset) as AnswerRow[],
    addAsk: (siteCode: string, courseId: number, userId: number, content: string, at: number) =>
      Number(
        sql('INSERT INTO school_asks (site_code, course_id, user_id, content, created_at) VALUES (?, ?, ?, ?, ?)').run(
          siteCode,
          courseId,
          userId,
          content,
          at,
        ).lastInsertRowid,
      ),
    addAnswer(askId: number, userId: number, authorName: string, content: string, at: number): AnswerRow {
      const id = Number(
        sql('INSERT INTO school_ask_answers (ask_id, user_id, author_name, is_teacher, content, created_at) VALUES (?, ?, ?, 0, ?, ?)').run(
          askId,
          userId,
          authorName,
          content,
          at,
        ).lastInsertRowid,
      );
      return sql('SELECT x.*, u.head_img FROM school_ask_answers x LEFT JOIN users u ON u.id = x.user_id WHERE x.id = ?').get(
        id,
      ) as AnswerRow;
    },
  };
}
