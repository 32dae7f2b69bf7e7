/** Every SQL statement of the robot family. */
import type Database from 'better-sqlite3';
import { statementsOf } from '../../db/prepared.ts';

export interface FaqRow {
  id: number;
  question: string;
  /** Words that mean this problem, joined with ",". */
  keywords: string;
  answer: string;
}

export function robotStore(db: Database.Database) {
  const sql = statementsOf(db);
  return {
    profile: (siteCode: string) =>
      sql('SELECT name, welcome FROM robot_profiles WHERE site_code = ?').get(siteCode) as { name: string; welcome: string } | undefined,
    faqs: (siteCode: string) =>
      sql('SELECT id, question, keywords, answer FROM robot_faqs WHERE site_code = ? ORDER BY sort, id').all(siteCode) as FaqRow[],
    suggestions: (siteCode: string) =>
      (sql('SELECT question FROM robot_suggestions WHERE site_code = ? ORDER BY sort, id').all(siteCode) as { question: string }[]).map(
        (r) => r.question,
      ),
    /** Keeps a question asked and whether it was answered. */
    logQuestion: (siteCode: string, question: string, answered: boolean, at: number) =>
      void sql('INSERT INTO robot_questions (site_code, question, answered, created_at) VALUES (?, ?, ?, ?)').run(
        siteCode,
        question,
        answered ? 1 : 0,
        at,
      ),
    insertProfile: (siteCode: string, name: string, welcome: string) =>
      void sql('INSERT INTO robot_profiles (site_code, name, welcome) VALUES (?, ?, ?)').run(siteCode, name, welcome),
    insertFaq: (siteCode: string, faq: Omit<FaqRow, 'id'>, sort: number) =>
      void sql('INSERT INTO robot_faqs (site_code, question, keywords, answer, sort) VALUES (?, ?, ?, ?, ?)').run(
        siteCode,
        faq.question,
        faq.keywords,
        faq.answer,
        sort,
      ),
    insertSuggestion: (siteCode: string, question: string, sort: number) =>
      void sql('INSERT INTO robot_suggestions (site_code, question, sort) VALUES (?, ?, ?)').run(siteCode, question, sort),
  };
}
