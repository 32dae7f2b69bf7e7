/** Every SQL statement of the questionnaires family's calls. */
import type Database from 'better-sqlite3';
import { statementsOf } from '../../db/prepared.ts';

export interface QuestionnaireRow {
  id: number;
  site_code: string;
  group_id: number | null;
  group_code: string | null;
  title: string;
  cover: string;
  summary: string;
  description: string;
  start_at: number;
  end_at: number;
  sort: number;
  earlier_answers: number;
}

export interface QuestionRow {
  id: number;
  questionnaire_id: number;
  sort: number;
  type: 'RADIO' | 'CHECKBOX' | 'TEXT' | 'RATE';
  title: string;
  required: number;
  min_choose: number;
  max_choose: number;
  max_length: number;
  max_score: number;
}

export interface GroupRow {
  id: number;
  title: string;
  cover: string;
  description: string;
}

/** One question's answer as stored: option ids (comma-separated), text, score. */
export type AnswerItem = readonly [questionId: number, optionIds: string, content: string, score: number | null];

/** The site's questionnaires outside any group, or those of a group (and one of its sections). */
function listWhere(siteCode: string, groupId: number | null, code: string): { sql: string; params: unknown[] } {
  const cond = groupId !== null ? ` AND group_id = ?${code ? ' AND group_code = ?' : ''}` : ' AND group_id IS NULL';
  return { sql: `site_code = ?${cond}`, params: [siteCode, ...(groupId !== null ? [groupId, ...(code ? [code] : [])] : [])] };
}

const ANSWERED = 'FROM questionnaire_answers a JOIN questionnaires q ON q.id = a.questionnaire_id WHERE a.user_id = ? AND q.site_code = ?';

export function questionnairesStore(db: Database.Database) {
  const sql = statementsOf(db);
  const n = (text: string, ...params: unknown[]) => (sql(text).get(...params) as { n: number }).n;
  return {
    byId: (siteCode: string, id: number) =>
      sql('SELECT * FROM questionnaires WHERE id = ? AND site_code = ?').get(id, siteCode) as QuestionnaireRow | undefined,
    questions: (id: number) => sql('SELECT * FROM questions WHERE questionnaire_id = ? ORDER BY sort, id').all(id) as QuestionRow[],
    options: (questionId: number) =>
      sql('SELECT id, content FROM question_options WHERE question_id = ? ORDER BY sort, id').all(questionId) as Array<{
        id: number;
        content: string;
      }>,
    answer: (id: number, userId: number) =>
      sql('SELECT * FROM questionnaire_answers WHERE questionnaire_id = ? AND user_id = ?').get(id, userId) as
        | { id: number; created_at: number }
        | undefined,
    answerCount: (id: number) => n('SELECT COUNT(*) AS n FROM questionnaire_answers WHERE questionnaire_id = ?', id),
    questionCount: (id: number) => n('SELECT COUNT(*) AS n FROM questions WHERE questionnaire_id = ?', id),
    answerItems: (answerId: number) =>
      sql('SELECT question_id, option_ids, content, score FROM questionnaire_answer_items WHERE answer_id = ?').all(answerId) as Array<{
        question_id: number;
        option_ids: string;
        content: string;
        score: number | null;
      }>,
    count(siteCode: string, groupId: number | null, code: string): number {
      const where = listWhere(siteCode, groupId, code);
      return n(`SELECT COUNT(*) AS n FROM questionnaires WHERE ${where.sql}`, ...where.params);
    },
    /** Open ones first, then those to come, then the closed ones. */
    page(siteCode: string, groupId: number | null, code: string, at: number, limit: number, offset: number): QuestionnaireRow[] {
      const where = listWhere(siteCode, groupId, code);
      return sql(
        `SELECT * FROM questionnaires WHERE ${where.sql} ORDER BY CASE WHEN start_at <= ? AND end_at > ? THEN 0 WHEN start_at > ? THEN 1 ELSE 2 END, sort, id LIMIT ? OFFSET ?`,
      ).all(...where.params, at, at, at, limit, offset) as QuestionnaireRow[];
    },
    groups: (siteCode: string) =>
      sql('SELECT * FROM questionnaire_groups WHERE site_code = ? ORDER BY sort, id').all(siteCode) as GroupRow[],
    group: (siteCode: string, id: number) =>
      sql('SELECT * FROM questionnaire_groups WHERE id = ? AND site_code = ?').get(id, siteCode) as GroupRow | undefined,
    sections: (groupId: number) =>
      sql('SELECT code, name FROM questionnaire_group_sections WHERE group_id = ? ORDER BY sort').all(groupId) as Array<{
        code: string;
        name: string;
      }>,
    /** Stores a user's answer with its items: the answer's id. */
    addAnswer(id: number, userId: number, at: number, items: readonly AnswerItem[]): number {
      const answerId = Number(
        sql('INSERT INTO questionnaire_answers (questionnaire_id, user_id, created_at) VALUES (?, ?, ?)').run(id, userId, at)
          .lastInsertRowid,
      );
      const insertItem = sql(
        'INSERT INTO questionnaire_answer_items (answer_id, question_id, option_ids, content, score) VALUES (?, ?, ?, ?, ?)',
      );
      for (const [questionId, optionIds, content, score] of items) insertItem.run(answerId, questionId, optionIds, content, score);
      return answerId;
    },
    answeredCount: (userId: number, siteCode: string) => n(`SELECT COUNT(*) AS n ${ANSWERED}`, userId, siteCode),
    /** The questionnaires the user answered, the last first. */
    answered: (userId: number, siteCode: string, limit: number, offset: number) =>
      sql(
        `SELECT q.*, a.id AS answer_id, a.created_at AS answered_at ${ANSWERED} ORDER BY a.created_at DESC, a.id DESC LIMIT ? OFFSET ?`,
      ).all(userId, siteCode, limit, offset) as Array<QuestionnaireRow & { answer_id: number; answered_at: number }>,
  };
}
