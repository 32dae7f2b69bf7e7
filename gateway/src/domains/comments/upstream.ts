import type { UpstreamClient } from '../../core/upstream/client.ts';
import type { Envelope, UpstreamPage } from '../../core/upstream/envelope.ts';
import type { AvgStarRow, CommentRow, EmoticonRow, ReplyRow, TagCountRow, TagRow } from './types.ts';

/** Upstream calls of comments (API.md "Comments"). */

export function commentList(
  upstream: UpstreamClient,
  resourceType: string,
  resourceId: string,
  currPage: number,
  pageSize: number,
): Promise<UpstreamPage<CommentRow>> {
  return upstream.getPage<CommentRow>('res/api/comment/getCommentList', { resourceType, resourceId, currPage, pageSize });
}

/** The token's user's own comments over all resources. */
export function mineCommentList(upstream: UpstreamClient, currPage: number, pageSize: number): Promise<UpstreamPage<CommentRow>> {
  return upstream.getPage<CommentRow>('res/api/comment/getCommentList', { mine: 1, currPage, pageSize });
}

export function replyList(
  upstream: UpstreamClient,
  commentId: string,
  currPage: number,
  pageSize: number,
): Promise<UpstreamPage<ReplyRow>> {
  return upstream.getPage<ReplyRow>('res/api/commentReply/list', { commentId, currPage, pageSize });
}

export async function tagCounts(upstream: UpstreamClient, resourceType: string, resourceId: string): Promise<TagCountRow[]> {
  return (await upstream.getPage<TagCountRow>('res/api/comment/commentTagCountInfo', { resourceType, resourceId, pageSize: 50 })).items;
}

export async function averageStar(upstream: UpstreamClient, resourceType: string, resourceId: string): Promise<AvgStarRow> {
  return (await upstream.getData<AvgStarRow>('res/api/comment/getAvgCommentStar', { resourceType, resourceId })) ?? {};
}

export async function emoticonList(upstream: UpstreamClient): Promise<EmoticonRow[]> {
  return (await upstream.getPage<EmoticonRow>('res/api/comment/emoticonsList', { pageSize: 50 })).items;
}

export async function tagList(upstream: UpstreamClient, resourceType: string): Promise<TagRow[]> {
  return (await upstream.getPage<TagRow>('res/api/comment/tagList', { resourceType, pageSize: 50 })).items;
}

export interface NewComment {
  content: string;
  emoticonIds: readonly string[];
  tagIds: readonly string[];
  star: number | null;
  resourceType: string;
  resourceId: string;
  /** The reservation order the comment reviews (marks it commentStatus "1"; API.md "Orders"). */
  orderId?: string | null;
}

/** Form body; id lists comma-separated. */
export function saveComment(upstream: UpstreamClient, comment: NewComment): Promise<Envelope> {
  return upstream.post('res/api/comment/saveComment', {
    content: comment.content,
    emoticonsIds: comment.emoticonIds.join(','),
    resourceType: comment.resourceType,
    resourceId: comment.resourceId,
    tagIds: comment.tagIds.length > 0 ? comment.tagIds.join(',') : null,
    star: comment.star,
    orderId: comment.orderId ?? null,
  });
}

/** JSON body (the backend's @RequestBody). */
export function replyToComment(upstream: UpstreamClient, commentId: string, content: string): Promise<Envelope> {
  return upstream.post('res/api/commentReply/reply', { commentId, content }, { json: true });
}
