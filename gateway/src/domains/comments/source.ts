import { fromGlobalId, toGlobalId } from '../../core/relay/global-id.ts';
import type { CommentReplySource, CommentRow, CommentSource, ReplyRow } from './types.ts';

/** A comment row; `parent` is the commented resource when the row does not name it. */
export function commentSource(row: CommentRow, parent: { resourceType: string; resourceId: string } | null): CommentSource {
  return {
    __typename: 'Comment',
    id: String(row.id),
    resourceType: row.resourceType || parent?.resourceType || '',
    resourceId:
      row.resourceId !== null && row.resourceId !== undefined && row.resourceId !== ''
        ? String(row.resourceId)
        : (parent?.resourceId ?? ''),
    row,
  };
}

export function replySource(row: ReplyRow, commentId: string): CommentReplySource {
  return { __typename: 'CommentReply', id: String(row.id), commentId, row };
}

export const commentRawId = (c: Pick<CommentSource, 'resourceType' | 'resourceId' | 'id'>) => `${c.resourceType}:${c.resourceId}:${c.id}`;
export const commentGlobalId = (c: CommentSource) => toGlobalId('Comment', commentRawId(c));
export const replyGlobalId = (r: CommentReplySource) => toGlobalId('CommentReply', `${r.commentId}:${r.id}`);

export interface CommentKey {
  resourceType: string;
  resourceId: string;
  id: string;
}

/** `{resourceType}:{resourceId}:{commentId}` → its parts; null when malformed. */
export function parseCommentRawId(rawId: string): CommentKey | null {
  const m = /^([A-Z_]{1,64}):(\d{1,18}):(\d{1,18})$/.exec(rawId);
  return m ? { resourceType: m[1]!, resourceId: m[2]!, id: m[3]! } : null;
}

/** A Comment global id → its parts; null when it is not one. */
export function commentKeyOf(globalId: string): CommentKey | null {
  const decoded = fromGlobalId(globalId);
  return decoded?.type === 'Comment' ? parseCommentRawId(decoded.rawId) : null;
}
