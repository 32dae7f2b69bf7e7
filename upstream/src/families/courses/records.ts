/**
 * Answer records of practice sets and exam papers: the answer key stays here. Scoring is done
 * once, on submission (or when an exam's time runs out), from the stored answers; an exam's
 * deadline is the record's `deadline_at`, checked by the server's clock on every call.
 */
import type Database from 'better-sqlite3';
import type { QuestionKind } from './content.ts';

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

/** The longest fill-in answer stored (longer ones are refused). */
export const FILL_MAX_CHARS = 100;

function fold(text: string): string {
  return text.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * An answer as stored, or null when it is not a valid answer of the kind ("" clears one):
 * SINGLE one option key; MULTIPLE distinct keys, sorted, comma-separated; JUDGE "1" / "0"
 * (also true/false); FILL the text, trimmed.
 */
export function normaliseAnswer(kind: QuestionKind, raw: string, optionKeys: readonly string[]): string | null {
  const value = raw.trim();
  if (value === '') return '';
  switch (kind) {
    case 'SINGLE': {
      const key = value.toUpperCase();
      return optionKeys.includes(key) ? key : null;
    }
    case 'MULTIPLE': {
      const keys = [...new Set(value.toUpperCase().split(/[,\s]+/).filter((k) => k !== ''))].sort();
      return keys.length > 0 && keys.every((k) => optionKeys.includes(k)) ? keys.join(',') : null;
    }
    case 'JUDGE': {
      const v = value.toLowerCase();
      if (v === '1' || v === 'true') return '1';
      if (v === '0' || v === 'false') return '0';
      return null;
    }
    case 'FILL':
      return [...value].length <= FILL_MAX_CHARS ? value : null;
  }
}

/** True when a stored answer matches the key (fill-in: any accepted text, case and width folded). */
export function isCorrect(question: Pick<QuestionRow, 'kind' | 'answer'>, given: string): boolean {
  if (given === '') return false;
  if (question.kind === 'FILL') return question.answer.split('|').some((accepted) => fold(accepted) === fold(given));
  return question.answer === given;
}

export function optionKeysOf(question: Pick<QuestionRow, 'options'>): string[] {
  try {
    const parsed = JSON.parse(question.options) as Array<{ key?: unknown }>;
    return parsed.map((o) => String(o.key ?? '')).filter((k) => k !== '');
  } catch {
    return [];
  }
}

export function questionsOf(db: Database.Database, owner: OwnerType, ownerId: number): QuestionRow[] {
  return db.prepare('SELECT * FROM school_questions WHERE owner_type = ? AND owner_id = ? ORDER BY sort, id').all(owner, ownerId) as QuestionRow[];
}

/**
 * Scores a record from its stored answers and closes it: every question is marked, the record
 * gets its score and `submitted_at` (`at`). Run inside the caller's transaction.
 */
export function finalizeRecord(db: Database.Database, record: RecordRow, at: number, auto: boolean): void {
  const questions = questionsOf(db, record.owner_type, record.owner_id);
  const answers = new Map(
    (db.prepare('SELECT question_id, answer FROM school_record_answers WHERE record_id = ?').all(record.id) as { question_id: number; answer: string }[]).map((a) => [a.question_id, a.answer]),
  );
  const mark = db.prepare('UPDATE school_record_answers SET correct = ?, score = ? WHERE record_id = ? AND question_id = ?');
  let score = 0;
  let correct = 0;
  for (const q of questions) {
    const given = answers.get(q.id);
    if (given === undefined) continue;
    const right = isCorrect(q, given);
    if (right) {
      score += q.score;
      correct += 1;
    }
    mark.run(right ? 1 : 0, right ? q.score : 0, record.id, q.id);
  }
  db.prepare(
    "UPDATE school_records SET status = 'SUBMITTED', score = ?, correct_num = ?, submitted_at = ?, auto_submitted = ? WHERE id = ?",
  ).run(Math.round(score * 10) / 10, correct, at, auto ? 1 : 0, record.id);
}

/**
 * Exam attempts whose time ran out are handed in with the answers saved before the deadline
 * (never later ones), dated at the deadline. Run at the start of every paper call.
 */
export function finalizeExpired(db: Database.Database, now: number, where: { paperId?: number; userId?: number } = {}): void {
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
  const expired = db.prepare(`SELECT * FROM school_records WHERE ${conditions.join(' AND ')}`).all(...params) as RecordRow[];
  if (expired.length === 0) return;
  db.transaction(() => {
    for (const record of expired) {
      // an answer saved at or after the deadline does not count (the save call refuses those anyway)
      db.prepare('DELETE FROM school_record_answers WHERE record_id = ? AND answered_at > ?').run(record.id, record.deadline_at ?? now);
      finalizeRecord(db, record, record.deadline_at ?? now, true);
    }
  })();
}

export interface RankedTaker {
  user_id: number;
  record_id: number;
  score: number;
  used_ms: number;
  submitted_at: number;
  attempts: number;
  rank: number;
}

/**
 * The takers of a paper, each by the best of their submitted attempts (highest score, then the
 * shortest time, then the earliest), ranked: equal score and time share a rank (1, 2, 2, 4).
 */
export function rankTakers(db: Database.Database, paperId: number): RankedTaker[] {
  const rows = db
    .prepare(
      `SELECT id, user_id, score, submitted_at - started_at AS used_ms, submitted_at FROM school_records
        WHERE owner_type = 'PAPER' AND owner_id = ? AND status = 'SUBMITTED'
        ORDER BY score DESC, used_ms ASC, submitted_at ASC, id ASC`,
    )
    .all(paperId) as { id: number; user_id: number; score: number; used_ms: number; submitted_at: number }[];
  const attempts = new Map<number, number>();
  for (const r of rows) attempts.set(r.user_id, (attempts.get(r.user_id) ?? 0) + 1);
  const best: RankedTaker[] = [];
  const seen = new Set<number>();
  for (const r of rows) {
    if (seen.has(r.user_id)) continue;
    seen.add(r.user_id);
    const previous = best[best.length - 1];
    const rank = previous && previous.score === r.score && previous.used_ms === r.used_ms ? previous.rank : best.length + 1;
    best.push({ user_id: r.user_id, record_id: r.id, score: r.score, used_ms: r.used_ms, submitted_at: r.submitted_at, attempts: attempts.get(r.user_id) ?? 1, rank });
  }
  return best;
}

export function totalScoreOf(db: Database.Database, owner: OwnerType, ownerId: number): { total: number; count: number } {
  const row = db.prepare('SELECT COALESCE(SUM(score), 0) AS total, COUNT(*) AS count FROM school_questions WHERE owner_type = ? AND owner_id = ?').get(owner, ownerId) as {
    total: number;
    count: number;
  };
  return row;
}
