/**
 * The course school's rules, computed once here: what an answer of each kind of question may
 * be (checked before anything is sent), how answers travel to and from the service, progress
 * percentages, whether a result passes and whether an exam can be started. Scoring itself is
 * the service's (it holds the answer key); the gateway never sees the key before submission.
 */
import { codePointLength } from '../../core/validation.ts';
import { inputError } from '../../core/user-errors.ts';
import type { UserErrorSource } from '../../core/user-errors.ts';
import { int, text } from '../../core/normalise.ts';
import type { QuestionKind, QuestionRow } from './types.ts';

/** The longest fill-in answer (the service's limit too). */
export const FILL_IN_MAX = 100;
/** The longest course question or answer (the service's limit too). */
export const COURSE_TEXT_MAX = 300;
/** The longest course-list keyword. */
export const COURSE_KEYWORD_MAX = 50;

/** The vendor's `questionType` codes. */
const KINDS: Record<string, QuestionKind> = { '1': 'SINGLE_CHOICE', '2': 'MULTIPLE_CHOICE', '3': 'TRUE_FALSE', '4': 'FILL_IN' };

export function questionKind(row: QuestionRow): QuestionKind {
  return KINDS[text(row.questionType) ?? ''] ?? 'SINGLE_CHOICE';
}

export function optionKeys(row: QuestionRow): string[] {
  return (row.options ?? []).map((o) => text(o?.key)).filter((k): k is string => k !== null);
}

/** One answer as given in the graph (`AnswerInput`). */
export interface GraphAnswer {
  questionId: string;
  choices?: readonly string[] | null;
  text?: string | null;
}

/**
 * An answer in the service's form, or the reason it is not one: SINGLE_CHOICE one option key;
 * MULTIPLE_CHOICE one or more distinct keys (sent sorted, comma-separated); TRUE_FALSE `TRUE` /
 * `FALSE` (sent 1 / 0); FILL_IN a text of at most FILL_IN_MAX characters. Nothing given: "" (not
 * answered, or cleared).
 */
export function toServiceAnswer(question: QuestionRow, answer: GraphAnswer, field: string): { value: string } | { error: UserErrorSource } {
  const kind = questionKind(question);
  const choices = (answer.choices ?? []).map((c) => c.trim().toUpperCase()).filter((c) => c !== '');
  const typed = answer.text?.trim() ?? '';
  if (kind === 'FILL_IN') {
    if (choices.length > 0) return { error: inputError('ANSWER_INVALID', field) };
    if (codePointLength(typed) > FILL_IN_MAX) return { error: inputError('ANSWER_TOO_LONG', field, FILL_IN_MAX) };
    return { value: typed };
  }
  if (typed !== '') return { error: inputError('ANSWER_INVALID', field) };
  if (choices.length === 0) return { value: '' };
  if (new Set(choices).size !== choices.length) return { error: inputError('ANSWER_INVALID', field) };
  if (kind === 'TRUE_FALSE') {
    if (choices.length !== 1 || (choices[0] !== 'TRUE' && choices[0] !== 'FALSE')) return { error: inputError('ANSWER_INVALID', field) };
    return { value: choices[0] === 'TRUE' ? '1' : '0' };
  }
  const keys = optionKeys(question);
  if (!choices.every((c) => keys.includes(c))) return { error: inputError('ANSWER_INVALID', field) };
  if (kind === 'SINGLE_CHOICE' && choices.length !== 1) return { error: inputError('ANSWER_INVALID', field) };
  return { value: [...choices].sort().join(',') };
}

/**
 * A list of answers against the questions of one set or paper (raw upstream ids): each must be
 * of a question of it, once, and valid for its kind. `field` of an error is `answers.<index>`.
 */
export function toServiceAnswers(
  questions: readonly QuestionRow[],
  answers: ReadonlyArray<GraphAnswer & { rawQuestionId: string | null }>,
  fieldPrefix = 'answers',
): { answers: Array<{ questionId: string; answer: string }>; errors: UserErrorSource[] } {
  const byId = new Map(questions.map((q) => [text(q.id) ?? '', q]));
  const seen = new Set<string>();
  const out: Array<{ questionId: string; answer: string }> = [];
  for (const [index, answer] of answers.entries()) {
    const field = `${fieldPrefix}.${index}`;
    const question = answer.rawQuestionId ? byId.get(answer.rawQuestionId) : undefined;
    if (!question || seen.has(answer.rawQuestionId!)) return { answers: [], errors: [inputError('ANSWER_INVALID', field)] };
    seen.add(answer.rawQuestionId!);
    const converted = toServiceAnswer(question, answer, field);
    if ('error' in converted) return { answers: [], errors: [converted.error] };
    out.push({ questionId: answer.rawQuestionId!, answer: converted.value });
  }
  return { answers: out, errors: [] };
}

/** A stored answer as the graph shows it (`GivenAnswer`'s choices and text). */
export function fromServiceAnswer(kind: QuestionKind, value: string): { choices: string[]; text: string | null } {
  const v = value.trim();
  if (v === '') return { choices: [], text: null };
  if (kind === 'FILL_IN') return { choices: [], text: v };
  if (kind === 'TRUE_FALSE') return { choices: [v === '1' ? 'TRUE' : 'FALSE'], text: null };
  return {
    choices: v
      .split(',')
      .map((k) => k.trim())
      .filter((k) => k !== ''),
    text: null,
  };
}

/** The key as the graph shows it: option keys, TRUE / FALSE, or the accepted texts of a fill-in. */
export function correctOf(kind: QuestionKind, key: string): string[] {
  if (kind === 'FILL_IN')
    return key
      .split('|')
      .map((k) => k.trim())
      .filter((k) => k !== '');
  return fromServiceAnswer(kind, key).choices;
}

/** Finished lessons as a whole percentage. */
export function percentOf(finished: number, total: number): number {
  return total > 0 ? Math.min(100, Math.round((finished / total) * 100)) : 0;
}

/** An exam result passes at the pass mark; practice has none (null). */
export function passedOf(score: number | null, passScore: number | null): boolean | null {
  return score === null || passScore === null ? null : score >= passScore;
}

/** Attempts left of a paper (null: unlimited), from its limit ("0" = unlimited) and the attempts used. */
export function attemptsLeftOf(limit: unknown, used: number): number | null {
  const n = int(limit) ?? 0;
  return n <= 0 ? null : Math.max(0, n - used);
}

/** A learner may start (or resume) when the paper is open and an attempt is in progress or left. */
export function canStartExam(availability: 'NOT_OPEN' | 'OPEN' | 'CLOSED', inProgress: boolean, attemptsLeft: number | null): boolean {
  if (inProgress) return availability !== 'NOT_OPEN';
  return availability === 'OPEN' && (attemptsLeft === null || attemptsLeft > 0);
}

/** A question or answer text: required, at most COURSE_TEXT_MAX characters. */
export function validateCourseText(content: string, field = 'content'): UserErrorSource[] {
  const t = content.trim();
  if (t === '') return [inputError('COURSE_TEXT_REQUIRED', field)];
  if (codePointLength(t) > COURSE_TEXT_MAX) return [inputError('COURSE_TEXT_TOO_LONG', field, COURSE_TEXT_MAX)];
  return [];
}

/** A lesson position: finite, not negative, not past the end (1 s of slack for players' rounding). */
export function validatePosition(position: number, duration: number | null): UserErrorSource[] {
  if (!Number.isFinite(position) || position < 0) return [inputError('LESSON_POSITION_INVALID', 'positionSeconds')];
  if (duration !== null && (!Number.isFinite(duration) || duration < 0 || position > duration + 1))
    return [inputError('LESSON_POSITION_INVALID', 'positionSeconds')];
  return [];
}
