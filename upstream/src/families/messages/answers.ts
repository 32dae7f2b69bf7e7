/** How the messages family's calls (and its pushes) answer a message. */
import { formatChinaTime } from '../../time.ts';
import type { MessageRow } from './store.ts';

/** A message as the list, the detail and a push give it. */
export function messageItem(row: MessageRow): Record<string, string> {
  return {
    id: String(row.id),
    msgClass: row.msg_class,
    msgType: String(row.msg_type),
    type: row.kind,
    title: row.title,
    content: row.content,
    jumpType: String(row.jump_type),
    relationId: row.relation_id,
    jumpUrl: row.jump_url,
    isRead: row.read_at === null ? '0' : '1',
    readTime: row.read_at === null ? '' : formatChinaTime(row.read_at),
    createTime: formatChinaTime(row.created_at),
  };
}

/** A reply message with the user's original comment, the reply and the commented resource. */
export function replyDetail(row: MessageRow): Record<string, string> {
  return {
    ...messageItem(row),
    resourceType: row.resource_type,
    resourceId: row.resource_id === null ? '' : String(row.resource_id),
    commentId: row.comment_id === null ? '' : String(row.comment_id),
    commentContent: row.comment_content,
    commentUserName: row.comment_author,
    commentTime: row.comment_at === null ? '' : formatChinaTime(row.comment_at),
    replyId: row.reply_id === null ? '' : String(row.reply_id),
    replyContent: row.reply_content,
    replyUserName: row.reply_author,
    replyHeadImg: row.reply_head_img,
    replyTime: row.reply_at === null ? '' : formatChinaTime(row.reply_at),
  };
}
