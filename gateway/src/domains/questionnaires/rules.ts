import { inputError } from '../../core/user-errors.ts';
import type { UserErrorSource } from '../../core/user-errors.ts';
import { int } from '../../core/normalise.ts';
import { codePointLength } from '../../core/validation.ts';
import type { QuestionnaireAnswerInput, QuestionnaireQuestionKind, QuestionnaireStatus } from '../../generated/resolvers-types.ts';
import type { QuestionRow } from './types.ts';
import type { SubmittedAnswer } from './upstream.ts';

const STATUSES: readonly QuestionnaireStatus[] = ['NOT_STARTED', 'ONGOING', 'ENDED'];
const KINDS: Readonly<Record<string, QuestionnaireQuestionKind>> = { RADIO: 'SINGLE', CHECKBOX: 'MULTIPLE', TEXT: 'TEXT', RATE: 'RATING' };

export function questionnaireStatus(value: unknown): QuestionnaireStatus {
  return STATUSES[int(value) ?? 0] ?? 'NOT_STARTED';
}

/** The upstream's RADIO / CHECKBOX / TEXT / RATE; an unknown kind reads as TEXT (the safest to show). */
export function questionKind(value: unknown): QuestionnaireQuestionKind {
  return KINDS[String(value ?? '')] ?? 'TEXT';
}

/** A question's limits as numbers (defaults when the upstream leaves one out). */
export function limitsOf(q: QuestionRow): { min: number; max: number; maxLength: number; maxRating: number } {
  const optionCount = q.options?.length ?? 0;
  return {
    min: Math.max(0, int(q.minChoose) ?? 1),
    max: Math.max(1, int(q.maxChoose) ?? optionCount),
    maxLength: Math.max(1, int(q.maxLength) ?? 500),
    maxRating: Math.max(1, int(q.maxScore) ?? 5),
  };
}

/** Why a questionnaire takes no answers now (its window, or the person answered), or null. */
export function closedRefusal(status: QuestionnaireStatus, answered: boolean): UserErrorSource | null {
  if (status === 'NOT_STARTED') return inputError('QUESTIONNAIRE_NOT_STARTED', 'questionnaireId');
  if (status === 'ENDED') return inputError('QUESTIONNAIRE_ENDED', 'questionnaireId');
  if (answered) return inputError('QUESTIONNAIRE_ANSWERED', 'questionnaireId');
  return null;
}

const field = (questionId: string) => `answers.${questionId}`;

/**
 * Every question checked against its answer (required ones answered, choice counts, text
 * length, rating range), each refusal on `answers.<questionId>`; and the answers as the upstream
 * takes them when there is none.
 */
export function checkAnswers(
  questions: readonly QuestionRow[],
  answers: readonly QuestionnaireAnswerInput[],
): { errors: UserErrorSource[]; submitted: SubmittedAnswer[] } {
  const errors: UserErrorSource[] = [];
  const submitted: SubmittedAnswer[] = [];
  const known = new Set(questions.map((q) => String(q.id)));
  const byQuestion = new Map<string, QuestionnaireAnswerInput>();
  for (const a of answers) {
    const id = a.questionId.trim();
    if (!known.has(id) || byQuestion.has(id)) {
      errors.push(inputError('QUESTION_ANSWER_INVALID', field(id)));
      continue;
    }
    byQuestion.set(id, a);
  }
  for (const q of questions) {
    const id = String(q.id);
    const kind = questionKind(q.type);
    const limits = limitsOf(q);
    const a = byQuestion.get(id);
    const optionIds = [...new Set((a?.optionIds ?? []).map((o) => o.trim()))];
    const text = (a?.text ?? '').trim();
    const rating = a?.rating ?? null;
    const given = kind === 'TEXT' ? text !== '' : kind === 'RATING' ? rating !== null : optionIds.length > 0;
    if (!given) {
      if (int(q.required) === 1) errors.push(inputError('QUESTION_ANSWER_REQUIRED', field(id)));
      continue;
    }
    if (kind === 'SINGLE' || kind === 'MULTIPLE') {
      const options = new Set((q.options ?? []).map((o) => String(o.id)));
      if (optionIds.some((o) => !options.has(o)) || (kind === 'SINGLE' && optionIds.length > 1)) {
        errors.push(inputError('QUESTION_ANSWER_INVALID', field(id)));
        continue;
      }
      if (kind === 'MULTIPLE' && optionIds.length < limits.min) {
        errors.push(inputError('QUESTION_TOO_FEW_CHOICES', field(id), limits.min));
        continue;
      }
      if (kind === 'MULTIPLE' && optionIds.length > limits.max) {
        errors.push(inputError('QUESTION_TOO_MANY_CHOICES', field(id), limits.max));
        continue;
      }
      submitted.push({ questionId: id, optionIds, content: '', score: null });
    } else if (kind === 'TEXT') {
      if (codePointLength(text) > limits.maxLength) {
        errors.push(inputError('QUESTION_ANSWER_TOO_LONG', field(id), limits.maxLength));
        continue;
      }
      submitted.push({ questionId: id, optionIds: [], content: text, score: null });
    } else {
      if (rating === null || !Number.isInteger(rating) || rating < 1 || rating > limits.maxRating) {
        errors.push(inputError('QUESTION_RATING_OUT_OF_RANGE', field(id), limits.maxRating));
        continue;
      }
      submitted.push({ questionId: id, optionIds: [], content: '', score: rating });
    }
  }
  return { errors, submitted };
}
