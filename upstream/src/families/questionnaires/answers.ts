/**
 * Checking a submitted answer sheet against the questionnaire's questions: the service's own guard
 * (the wording users see is the gateway's, which checks first).
 */
import type { AnswerItem, QuestionRow } from './store.ts';
import { QUESTIONNAIRE_TEXTS as T } from './texts.ts';

/** One answer of the submitted body. */
export interface AnswerBody {
  questionId?: unknown;
  optionIds?: unknown;
  content?: unknown;
  score?: unknown;
}

/** The items to store for the questions, or the refusal's text. `optionIdsOf` gives a question's option ids. */
export function checkAnswers(
  questions: readonly QuestionRow[],
  answers: readonly AnswerBody[],
  optionIdsOf: (questionId: number) => readonly number[],
): AnswerItem[] | string {
  const byQuestion = new Map(answers.map((a) => [String(a.questionId ?? ''), a]));
  const rows: AnswerItem[] = [];
  for (const question of questions) {
    const a = byQuestion.get(String(question.id));
    const optionIds = Array.isArray(a?.optionIds) ? (a.optionIds as unknown[]).map(String) : [];
    const valid = new Set(optionIdsOf(question.id).map(String));
    const content = typeof a?.content === 'string' ? a.content.trim() : '';
    const score = typeof a?.score === 'number' || typeof a?.score === 'string' ? Number(a.score) : null;
    const given =
      question.type === 'TEXT'
        ? content !== ''
        : question.type === 'RATE'
          ? score !== null && Number.isFinite(score)
          : optionIds.length > 0;
    if (!given) {
      if (question.required) return T.requiredQuestion(question.title);
      continue;
    }
    if (optionIds.some((o) => !valid.has(o))) return T.noSuchOption;
    if (question.type === 'RADIO' && optionIds.length !== 1) return T.radioOne;
    if (question.type === 'CHECKBOX' && (optionIds.length < question.min_choose || optionIds.length > question.max_choose))
      return T.checkboxCount;
    if (question.type === 'TEXT' && Array.from(content).length > question.max_length) return T.textTooLong;
    if (question.type === 'RATE' && (!Number.isInteger(score) || score! < 1 || score! > question.max_score)) return T.badScore;
    rows.push([question.id, optionIds.join(','), question.type === 'TEXT' ? content : '', question.type === 'RATE' ? score : null]);
  }
  return rows;
}
