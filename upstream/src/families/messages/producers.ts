/**
 * Writing a message for a user, as other families do through `families/messages/index.ts`: a
 * message of any class (`postMessage`), the message of a reply to the user's comment by another
 * user, the message of a complaint's new handling record. Each is written with its outbox entry
 * and pushed after the caller's write (push.ts).
 */
import type { AppContext } from '../../context.ts';
import { siteLanguageOf } from '../demo.ts';
import { startPushing } from './push.ts';
import { messagesStore, type NewMessage } from './store.ts';
import { COMPLAINT_TITLE, JUMP_TYPE, MESSAGE_KINDS, MSG_TYPE, REPLY_TITLE } from './texts.ts';

export type { NewMessage };

/** Writes a message (and its push): its id. */
export function postMessage(ctx: AppContext, message: NewMessage): number {
  const id = messagesStore(ctx.db).post(message);
  startPushing(ctx);
  return id;
}

/** The message of reply `replyId` for the comment's author, unless they replied to themselves. */
export function postReplyMessage(ctx: AppContext, replyId: number): number | null {
  const store = messagesStore(ctx.db);
  const s = store.replySnapshot(replyId);
  if (!s || s.reply_user === s.comment_user) return null;
  const lang = siteLanguageOf(store.languageOf(s.site_code));
  return postMessage(ctx, {
    siteCode: s.site_code,
    userId: s.comment_user,
    msgClass: 'INTERACTION',
    msgType: MSG_TYPE.REPLY,
    kind: MESSAGE_KINDS.COMMENT_REPLY,
    title: REPLY_TITLE[lang](s.reply_author),
    content: s.reply_content,
    jumpType: JUMP_TYPE.NONE,
    resourceType: s.resource_type,
    resourceId: s.resource_id,
    comment: { id: s.comment_id, content: s.comment_content, author: s.comment_author, at: s.comment_at },
    reply: { id: s.reply_id, content: s.reply_content, author: s.reply_author, headImg: s.reply_head_img, at: s.reply_at },
    at: ctx.clock.now(),
  });
}

/** The message of complaint `complaintId`'s newest handling record, for the complainant. */
export function postComplaintMessage(ctx: AppContext, complaintId: number): number | null {
  const store = messagesStore(ctx.db);
  const c = store.complaintSnapshot(complaintId);
  if (!c) return null;
  const lang = siteLanguageOf(store.languageOf(c.site_code));
  return postMessage(ctx, {
    siteCode: c.site_code,
    userId: c.user_id,
    msgClass: 'SERVICE',
    msgType: MSG_TYPE.DETAIL,
    kind: MESSAGE_KINDS.COMPLAINT,
    title: COMPLAINT_TITLE[lang](c.complaint_no),
    content: c.record ?? '',
    relationId: String(c.id),
    at: ctx.clock.now(),
  });
}
