/** The questionnaires family's tables: groups and their sections, questionnaires, questions, options and answers. */
import type { FamilyMigration } from '../../family.ts';

export const migrations: readonly FamilyMigration[] = [
  {
    version: 1,
    name: 'questionnaires, their groups, questions, options and answers',
    sql: `
      CREATE TABLE questionnaire_groups (
        id INTEGER PRIMARY KEY,
        site_code TEXT NOT NULL,
        title TEXT NOT NULL,
        cover TEXT NOT NULL,
        description TEXT NOT NULL,
        sort INTEGER NOT NULL
      );
      CREATE TABLE questionnaire_group_sections (
        group_id INTEGER NOT NULL REFERENCES questionnaire_groups (id),
        code TEXT NOT NULL,
        name TEXT NOT NULL,
        sort INTEGER NOT NULL,
        PRIMARY KEY (group_id, code)
      );
      CREATE TABLE questionnaires (
        id INTEGER PRIMARY KEY,
        site_code TEXT NOT NULL,
        group_id INTEGER,
        group_code TEXT,
        title TEXT NOT NULL,
        cover TEXT NOT NULL,
        summary TEXT NOT NULL,
        description TEXT NOT NULL,
        start_at INTEGER NOT NULL,
        end_at INTEGER NOT NULL,
        sort INTEGER NOT NULL,
        -- answers collected on paper and by the earlier survey system, counted in answerNum
        earlier_answers INTEGER NOT NULL DEFAULT 0
      );
      CREATE TABLE questions (
        id INTEGER PRIMARY KEY,
        questionnaire_id INTEGER NOT NULL REFERENCES questionnaires (id),
        sort INTEGER NOT NULL,
        type TEXT NOT NULL,
        title TEXT NOT NULL,
        required INTEGER NOT NULL,
        min_choose INTEGER NOT NULL DEFAULT 0,
        max_choose INTEGER NOT NULL DEFAULT 0,
        max_length INTEGER NOT NULL DEFAULT 0,
        max_score INTEGER NOT NULL DEFAULT 0
      );
      CREATE TABLE question_options (
        id INTEGER PRIMARY KEY,
        question_id INTEGER NOT NULL REFERENCES questions (id),
        sort INTEGER NOT NULL,
        content TEXT NOT NULL
      );
      CREATE TABLE questionnaire_answers (
        id INTEGER PRIMARY KEY,
        questionnaire_id INTEGER NOT NULL,
        user_id INTEGER NOT NULL,
        created_at INTEGER NOT NULL,
        UNIQUE (questionnaire_id, user_id)
      );
      CREATE TABLE questionnaire_answer_items (
        answer_id INTEGER NOT NULL REFERENCES questionnaire_answers (id),
        question_id INTEGER NOT NULL,
        option_ids TEXT NOT NULL DEFAULT '',
        content TEXT NOT NULL DEFAULT '',
        score INTEGER,
        PRIMARY KEY (answer_id, question_id)
      );
    `,
  },
];
