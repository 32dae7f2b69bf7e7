import type { RobotAnswerLinkKind } from '../../generated/resolvers-types.ts';
import { codePointLength } from '../../core/validation.ts';
import { inputError } from '../../core/user-errors.ts';
import type { UserErrorSource } from '../../core/user-errors.ts';
import { SEARCH_KEYWORD_MAX } from '../../core/limits.ts';

/** The longest question the robot takes (a sentence or two). */
export const ROBOT_QUESTION_MAX = 100;

/** The question, trimmed, or why it is refused (before any upstream call). */
export function checkQuestion(raw: string): { question: string; errors: UserErrorSource[] } {
  const question = raw.trim();
  if (question === '') return { question, errors: [inputError('ROBOT_QUESTION_REQUIRED', 'question')] };
  if (codePointLength(question) > ROBOT_QUESTION_MAX)
    return { question, errors: [inputError('ROBOT_QUESTION_TOO_LONG', 'question', ROBOT_QUESTION_MAX)] };
  return { question, errors: [] };
}

/** What an answer's item is, by the upstream's resourceType (news and activities by theirs, any other a place). */
export function linkKind(resourceType: string): RobotAnswerLinkKind {
  if (resourceType === 'CONTENT_TYPE_CONTENT' || resourceType === 'CONTENT') return 'NEWS';
  if (resourceType === 'CONTENT_TYPE_ACTIVITY') return 'ACTIVITY';
  return 'PLACE';
}

/** The search page for a question the robot could not answer (the search box's limit applies). */
export function searchPathOf(question: string): string {
  return `/search?keyword=${encodeURIComponent([...question].slice(0, SEARCH_KEYWORD_MAX).join(''))}`;
}
