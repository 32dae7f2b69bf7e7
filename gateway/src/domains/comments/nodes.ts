import type { NodeLoader } from '../../core/relay/node.ts';
import { replySource } from './source.ts';
import { replyList } from './upstream.ts';
import type { CommentReplySource, CommentSource } from './types.ts';

const REPLY_SCAN_PAGES = 10;

export const commentNodeLoaders: Record<string, NodeLoader<CommentSource | CommentReplySource>> = {
  /** Raw id `resourceType:resourceId:commentId`; found in the resource's newest 500 comments. */
  Comment: (rawId, ctx) => ctx.loaders.comments.comment.load(rawId),
  /** Raw id `commentId:replyId`; found by paging the comment's replies. */
  CommentReply: async (rawId, ctx) => {
    const m = /^(\d{1,18}):(\d{1,18})$/.exec(rawId);
    if (!m) return null;
    const [, commentId, replyId] = m as unknown as [string, string, string];
    for (let page = 1; page <= REPLY_SCAN_PAGES; page += 1) {
      const rows = await replyList(ctx.upstream, commentId, page, 50);
      const found = rows.items.find((row) => String(row.id) === replyId);
      if (found) return replySource(found, commentId);
      if (page >= rows.totalPage) break;
    }
    return null;
  },
};
