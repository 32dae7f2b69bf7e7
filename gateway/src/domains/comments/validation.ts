import { inputError } from '../../core/user-errors.ts';
import type { UserErrorSource } from '../../core/user-errors.ts';

import { COMMENT_MAX_CHARS, MAX_EMOTICONS, MAX_TAGS, STAR_MAX, STAR_MIN } from '../../core/limits.ts';
import { codePointLength } from '../../core/validation.ts';
import { isUpstreamId } from '../../core/upstream/errors.ts';

export interface CommentInputValue {
  content: string;
  emoticonIds?: readonly string[] | null;
  tagIds?: readonly string[] | null;
  star?: number | null;
}

/** Every reason the comment is refused (empty when it may go upstream). Text is checked trimmed. */
export function validateComment(input: CommentInputValue): UserErrorSource[] {
  const errors: UserErrorSource[] = [];
  const content = input.content.trim();
  if (content === '') errors.push(inputError('COMMENT_REQUIRED', 'content'));
  else if (codePointLength(content) > COMMENT_MAX_CHARS) errors.push(inputError('COMMENT_TOO_LONG', 'content', COMMENT_MAX_CHARS));
  if ((input.emoticonIds?.length ?? 0) > MAX_EMOTICONS) errors.push(inputError('TOO_MANY_EMOTICONS', 'emoticonIds', MAX_EMOTICONS));
  if ((input.tagIds?.length ?? 0) > MAX_TAGS) errors.push(inputError('TOO_MANY_TAGS', 'tagIds', MAX_TAGS));
  const star = input.star;
  if (star !== null && star !== undefined && !(Number.isInteger(star) && star >= STAR_MIN && star <= STAR_MAX)) {
    errors.push(inputError('STAR_OUT_OF_RANGE', 'star'));
  }
  return errors;
}

/** A reply: required after trimming, at most 200 characters (COMMENT_TOO_LONG: the schema has no reply-specific code). */
export function validateReply(content: string): UserErrorSource[] {
  const text = content.trim();
  if (text === '') return [inputError('REPLY_REQUIRED', 'content')];
  if (codePointLength(text) > COMMENT_MAX_CHARS) return [inputError('COMMENT_TOO_LONG', 'content', COMMENT_MAX_CHARS)];
  return [];
}

/** Emoticon and tag ids are the upstream's numeric ids (from `emoticons` / `commentTags`). */
export const isCatalogueId = isUpstreamId;
