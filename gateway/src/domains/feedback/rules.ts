import { inputError } from '../../core/user-errors.ts';
import type { UserErrorSource } from '../../core/user-errors.ts';
import { int } from '../../core/normalise.ts';
import { isUpstreamId } from '../../core/upstream/errors.ts';
import { codePointLength, PHONE_PATTERN } from '../../core/validation.ts';
import type { FeedbackStatus, SendFeedbackInput } from '../../generated/resolvers-types.ts';

/**
 * The feedback rules, owned here once (the spec shows none: the upload widget's count is the
 * caller's to supply); clients read them from `inputLimits`.
 */
export const FEEDBACK_MAX_LENGTH = 500;
/** Pictures on one feedback. */
export const FEEDBACK_MAX_PICTURES = 4;
/** A phone number or an e-mail address to reach the user by. */
export const FEEDBACK_CONTACT_MAX_LENGTH = 50;

export const FEEDBACK_LIMITS = {
  feedbackMaxLength: FEEDBACK_MAX_LENGTH,
  feedbackMaxPictures: FEEDBACK_MAX_PICTURES,
  feedbackContactMaxLength: FEEDBACK_CONTACT_MAX_LENGTH,
} as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Upstream status "0" | "1" → the enum (anything else reads as not answered yet). */
export function feedbackStatus(value: unknown): FeedbackStatus {
  return int(value) === 1 ? 'ANSWERED' : 'AWAITING_ANSWER';
}

/** Every reason the feedback is refused, in the form's order, all at once, before any upstream call. */
export function validateFeedback(input: SendFeedbackInput): UserErrorSource[] {
  const errors: UserErrorSource[] = [];
  const category = (input.categoryId ?? '').trim();
  if (!isUpstreamId(category)) errors.push(inputError('FEEDBACK_CATEGORY_REQUIRED', 'categoryId'));
  const content = input.content.trim();
  if (content === '') errors.push(inputError('FEEDBACK_CONTENT_REQUIRED', 'content'));
  else if (codePointLength(content) > FEEDBACK_MAX_LENGTH)
    errors.push(inputError('FEEDBACK_TEXT_TOO_LONG', 'content', FEEDBACK_MAX_LENGTH));
  if ((input.pictureIds?.length ?? 0) > FEEDBACK_MAX_PICTURES)
    errors.push(inputError('FEEDBACK_TOO_MANY_PICTURES', 'pictureIds', FEEDBACK_MAX_PICTURES));
  const contact = (input.contact ?? '').trim();
  if (codePointLength(contact) > FEEDBACK_CONTACT_MAX_LENGTH)
    errors.push(inputError('FEEDBACK_TEXT_TOO_LONG', 'contact', FEEDBACK_CONTACT_MAX_LENGTH));
  else if (contact !== '' && !PHONE_PATTERN.test(contact) && !EMAIL.test(contact))
    errors.push(inputError('FEEDBACK_CONTACT_INVALID', 'contact'));
  return errors;
}
