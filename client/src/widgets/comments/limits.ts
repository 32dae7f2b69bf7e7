import { ConnectionHandler } from 'relay-runtime';
import { getSession } from '../../session/session';

/**
 * The comment connections of a Commentable that a new comment goes to (newest first): the keys of
 * CommentPreview_subject and CommentsPage_subject.
 */
export function commentConnectionIds(resourceId: string): string[] {
  return [
    ConnectionHandler.getConnectionID(resourceId, 'CommentPreview_comments'),
    ConnectionHandler.getConnectionID(resourceId, 'CommentsPage_comments'),
  ];
}

/** The replies connection of a comment (oldest first; a new reply goes to the end). */
export function replyConnectionId(commentId: string): string {
  return ConnectionHandler.getConnectionID(commentId, 'CommentReplies_replies');
}

/** The signed-in user as the author of a new comment or reply, until the gateway's answer replaces it. */
export function optimisticAuthor(): { nickname: string; avatar: { url: string } | null } {
  const session = getSession();
  return { nickname: session?.nickname ?? '', avatar: session?.avatarUrl ? { url: session.avatarUrl } : null };
}

/** Caps text at `max` characters (code points, so an emoji is not cut in half). */
export function capText(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length > max ? chars.slice(0, max).join('') : text;
}

export function charCount(text: string): number {
  return Array.from(text).length;
}
