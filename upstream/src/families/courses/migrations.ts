import type { FamilyMigration } from '../../family.ts';

/** The course school's tables (append only: never edit an applied migration). */
export const COURSE_MIGRATIONS: readonly FamilyMigration[] = [
  {
    version: 1,
    name: 'courses, lessons, progress, practice sets, papers, questions, answer records, course questions',
    sql: `
      CREATE TABLE school_courses (
        id INTEGER PRIMARY KEY,
        site_code TEXT NOT NULL,
        name TEXT NOT NULL,
        images TEXT NOT NULL,
        teacher TEXT NOT NULL,
        teacher_title TEXT NOT NULL,
        category TEXT NOT NULL,
        summary TEXT NOT NULL,
        content TEXT NOT NULL,
        learner_num INTEGER NOT NULL DEFAULT 0,
        publish_time INTEGER NOT NULL,
        sort INTEGER NOT NULL
      );
      CREATE INDEX school_courses_site ON school_courses (site_code, sort, id);
      CREATE TABLE school_chapters (
        id INTEGER PRIMARY KEY,
        course_id INTEGER NOT NULL REFERENCES school_courses (id),
        name TEXT NOT NULL,
        sort INTEGER NOT NULL
      );
      CREATE INDEX school_chapters_course ON school_chapters (course_id, sort, id);
      CREATE TABLE school_lessons (
        id INTEGER PRIMARY KEY,
        course_id INTEGER NOT NULL REFERENCES school_courses (id),
        chapter_id INTEGER NOT NULL REFERENCES school_chapters (id),
        name TEXT NOT NULL,
        kind TEXT NOT NULL,
        media TEXT NOT NULL DEFAULT '',
        duration REAL NOT NULL DEFAULT 0,
        content TEXT NOT NULL DEFAULT '',
        sort INTEGER NOT NULL
      );
      CREATE INDEX school_lessons_course ON school_lessons (course_id, sort, id);
      CREATE TABLE school_progress (
        user_id INTEGER NOT NULL,
        lesson_id INTEGER NOT NULL,
        course_id INTEGER NOT NULL,
        position REAL NOT NULL,
        duration REAL NOT NULL,
        finished INTEGER NOT NULL DEFAULT 0,
        updated_at INTEGER NOT NULL,
        PRIMARY KEY (user_id, lesson_id)
      );
      CREATE INDEX school_progress_user ON school_progress (user_id, course_id, updated_at);
      CREATE TABLE school_configs (
        id INTEGER PRIMARY KEY,
        course_id INTEGER NOT NULL REFERENCES school_courses (id),
        name TEXT NOT NULL,
        sort INTEGER NOT NULL
      );
      CREATE INDEX school_configs_course ON school_configs (course_id, sort, id);
      CREATE TABLE school_papers (
        id INTEGER PRIMARY KEY,
        site_code TEXT NOT NULL,
        course_id INTEGER REFERENCES school_courses (id),
        name TEXT NOT NULL,
        summary TEXT NOT NULL,
        images TEXT NOT NULL,
        duration_minutes INTEGER NOT NULL,
        pass_score REAL NOT NULL,
        attempt_limit INTEGER NOT NULL,
        open_at INTEGER,
        close_at INTEGER,
        sort INTEGER NOT NULL
      );
      CREATE INDEX school_papers_site ON school_papers (site_code, sort, id);
      CREATE TABLE school_questions (
        id INTEGER PRIMARY KEY,
        owner_type TEXT NOT NULL,
        owner_id INTEGER NOT NULL,
        kind TEXT NOT NULL,
        stem TEXT NOT NULL,
        options TEXT NOT NULL DEFAULT '[]',
        answer TEXT NOT NULL,
        analysis TEXT NOT NULL,
        score REAL NOT NULL,
        sort INTEGER NOT NULL
      );
      CREATE INDEX school_questions_owner ON school_questions (owner_type, owner_id, sort, id);
      CREATE TABLE school_records (
        id INTEGER PRIMARY KEY,
        site_code TEXT NOT NULL,
        user_id INTEGER NOT NULL,
        owner_type TEXT NOT NULL,
        owner_id INTEGER NOT NULL,
        course_id INTEGER,
        status TEXT NOT NULL,
        score REAL,
        total_score REAL NOT NULL,
        correct_num INTEGER,
        question_num INTEGER NOT NULL,
        started_at INTEGER NOT NULL,
        deadline_at INTEGER,
        submitted_at INTEGER,
        auto_submitted INTEGER NOT NULL DEFAULT 0
      );
      CREATE INDEX school_records_user ON school_records (user_id, owner_type, submitted_at, id);
      CREATE INDEX school_records_owner ON school_records (owner_type, owner_id, status);
      CREATE UNIQUE INDEX school_records_doing ON school_records (user_id, owner_type, owner_id) WHERE status = 'DOING';
      CREATE TABLE school_record_answers (
        record_id INTEGER NOT NULL REFERENCES school_records (id),
        question_id INTEGER NOT NULL,
        answer TEXT NOT NULL,
        answered_at INTEGER NOT NULL,
        correct INTEGER,
        score REAL,
        PRIMARY KEY (record_id, question_id)
      );
      CREATE TABLE school_asks (
        id INTEGER PRIMARY KEY,
        site_code TEXT NOT NULL,
        course_id INTEGER NOT NULL REFERENCES school_courses (id),
        user_id INTEGER NOT NULL,
        content TEXT NOT NULL,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX school_asks_course ON school_asks (course_id, created_at, id);
      CREATE INDEX school_asks_user ON school_asks (user_id, created_at, id);
      CREATE TABLE school_ask_answers (
        id INTEGER PRIMARY KEY,
        ask_id INTEGER NOT NULL REFERENCES school_asks (id),
        user_id INTEGER,
        author_name TEXT NOT NULL,
        is_teacher INTEGER NOT NULL DEFAULT 0,
        content TEXT NOT NULL,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX school_ask_answers_ask ON school_ask_answers (ask_id, created_at, id);
    `,
  },
];
