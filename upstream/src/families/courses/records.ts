/**
 * Answer records of practice sets and exam papers: the answer key stays here. Scoring is done
 * once, on submission (or when an exam's time runs out), from the stored answers; an exam's
 * deadline is the record's `deadline_at`, checked by the server's clock on every call.
 */
import type Database from 'better-sqlite3';
import { coursesStore, type QuestionRow, type RecordRow } from './store.ts';
import { refuse } from '../../refusal.ts';
import { intOf } from './school.ts';
import { COURSE_TEXTS, type QuestionKind } from './texts.ts';

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
      const keys = [
        ...new Set(
          value
            .toUpperCase()
            .split(/[,\s]+/)
            .filter((k) => k !== ''),
        ),
      ].sort();
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

/**
 * Scores a record from its stored answers and closes it: every question is marked, the record
 * gets its score and `submitted_at` (`at`). Run inside the caller's transaction.
 */
export function finalizeRecord(db: Database.Database, record: RecordRow, at: number, auto: boolean): void {
  const store = coursesStore(db);
  const questions = store.questions(record.owner_type, record.owner_id);
  const answers = new Map(store.answers(record.id).map((a) => [a.question_id, a.answer]));
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
    store.markAnswer(record.id, q.id, right, q.score);
  }
  store.closeRecord(record.id, Math.round(score * 10) / 10, correct, at, auto);
}

/**
 * Exam attempts whose time ran out are handed in with the answers saved before the deadline
 * (never later ones), dated at the deadline. Run at the start of every paper call.
 */
export function finalizeExpired(db: Database.Database, now: number, where: { paperId?: number; userId?: number } = {}): void {
  const store = coursesStore(db);
  const expired = store.expired(now, where);
  if (expired.length === 0) return;
  db.transaction(() => {
    for (const record of expired) {
      // an answer saved at or after the deadline does not count (the save call refuses those anyway)
      store.dropLateAnswers(record.id, record.deadline_at ?? now);
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
  const rows = coursesStore(db).paperResults(paperId);
  const attempts = new Map<number, number>();
  for (const r of rows) attempts.set(r.user_id, (attempts.get(r.user_id) ?? 0) + 1);
  const best: RankedTaker[] = [];
  const seen = new Set<number>();
  for (const r of rows) {
    if (seen.has(r.user_id)) continue;
    seen.add(r.user_id);
    const previous = best[best.length - 1];
    const rank = previous && previous.score === r.score && previous.used_ms === r.used_ms ? previous.rank : best.length + 1;
    best.push({
      user_id: r.user_id,
      record_id: r.id,
      score: r.score,
      used_ms: r.used_ms,
      submitted_at: r.submitted_at,
      attempts: attempts.get(r.user_id) ?? 1,
      rank,
    });
  }
  return best;
}

/** The given answers `[{ questionId, answer }]` of a body, checked against the set's questions (refused otherwise). */
export function givenAnswers(raw: unknown, questions: QuestionRow[]): Map<number, string> {
  if (raw !== undefined && !Array.isArray(raw)) refuse(COURSE_TEXTS.badAnswer);
  const byId = new Map(questions.map((q) => [q.id, q]));
  const out = new Map<number, string>();
  for (const item of (raw as unknown[] | undefined) ?? []) {
    const entry = (item && typeof item === 'object' ? item : {}) as { questionId?: unknown; answer?: unknown };
    const question = byId.get(intOf(entry.questionId) ?? -1);
    if (!question) return refuse(COURSE_TEXTS.noSuchQuestion);
    const answer = normaliseAnswer(question.kind, typeof entry.answer === 'string' ? entry.answer : '', optionKeysOf(question));
    if (answer === null) return refuse(COURSE_TEXTS.badAnswer);
    out.set(question.id, answer);
  }
  return out;
}

/** Saves a record's answers (an empty one clears the question's). */
export function saveAnswers(db: Database.Database, recordId: number, answers: Map<number, string>, at: number): void {
  const store = coursesStore(db);
  for (const [questionId, answer] of answers) {
    if (answer === '') store.clearAnswer(recordId, questionId);
    else store.saveAnswer(recordId, questionId, answer, at);
  }
}
