/** Every SQL statement of the feedback family. */
import type Database from 'better-sqlite3';
import { statementsOf } from '../../db/prepared.ts';
import { siteLanguageOf, type SiteLanguage } from '../demo.ts';

export const STATUS = { AWAITING: 0, ANSWERED: 1 } as const;

export interface FeedbackRow {
  id: number;
  site_code: string;
  user_id: number;
  type_id: number;
  type_name: string | null;
  content: string;
  images: string;
  contact: string;
  status: number;
  reply: string | null;
  replier: string | null;
  replied_at: number | null;
  created_at: number;
}

/** A feedback as sent. */
export interface NewFeedback {
  site: string;
  user: number;
  type: number;
  content: string;
  /** Comma-separated stored references of its pictures. */
  images: string;
  contact: string;
  at: number;
}

const SELECT = 'SELECT f.*, t.name AS type_name FROM feedbacks f LEFT JOIN feedback_types t ON t.id = f.type_id';

export function feedbackStore(db: Database.Database) {
  const sql = statementsOf(db);
  return {
    languageOf: (siteCode: string): SiteLanguage =>
      siteLanguageOf(
        (sql('SELECT site_language FROM sites WHERE site_code = ?').get(siteCode) as { site_language: string } | undefined)?.site_language,
      ),
    types: (siteCode: string) =>
      sql('SELECT id, name FROM feedback_types WHERE site_code = ? ORDER BY sort, id').all(siteCode) as { id: number; name: string }[],
    typeExists: (siteCode: string, id: number) =>
      sql('SELECT 1 FROM feedback_types WHERE id = ? AND site_code = ?').get(id, siteCode) !== undefined,
    insertType: (id: number, siteCode: string, name: string, sort: number) =>
      void sql('INSERT INTO feedback_types (id, site_code, name, sort) VALUES (?, ?, ?, ?)').run(id, siteCode, name, sort),
    insert: (f: NewFeedback): number =>
      Number(
        sql(`INSERT INTO feedbacks (site_code, user_id, type_id, content, images, contact, status, created_at)
          VALUES (@site, @user, @type, @content, @images, @contact, 0, @at)`).run(f).lastInsertRowid,
      ),
    ownCount: (siteCode: string, userId: number) =>
      (sql('SELECT COUNT(*) AS n FROM feedbacks WHERE site_code = ? AND user_id = ?').get(siteCode, userId) as { n: number }).n,
    ownPage: (siteCode: string, userId: number, limit: number, offset: number) =>
      sql(`${SELECT} WHERE f.site_code = ? AND f.user_id = ? ORDER BY f.created_at DESC, f.id DESC LIMIT ? OFFSET ?`).all(
        siteCode,
        userId,
        limit,
        offset,
      ) as FeedbackRow[],
    own: (id: number, userId: number, siteCode: string) =>
      sql(`${SELECT} WHERE f.id = ? AND f.user_id = ? AND f.site_code = ?`).get(id, userId, siteCode) as FeedbackRow | undefined,
    /** Answers a feedback awaiting its answer (a conditional update: answered once); false when there is none such. */
    answer: (id: number, reply: string, replier: string, at: number): boolean =>
      sql('UPDATE feedbacks SET status = 1, reply = ?, replier = ?, replied_at = ? WHERE id = ? AND status = 0').run(reply, replier, at, id)
        .changes === 1,
    byId: (id: number) => sql(`${SELECT} WHERE f.id = ?`).get(id) as FeedbackRow | undefined,
    newest: (limit: number) => sql(`${SELECT} ORDER BY f.id DESC LIMIT ?`).all(limit) as FeedbackRow[],
  };
}
