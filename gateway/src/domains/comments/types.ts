/** Upstream rows of comments (API.md "Comments"). */

export interface EmoticonRow {
  id: string | number;
  name?: string | null;
  url?: string | null;
}

export interface TagRow {
  id: string | number;
  name?: string | null;
}

export interface TagCountRow {
  tagId: string | number;
  tagName?: string | null;
  count?: string | number | null;
}

export interface CommentRow {
  id: string | number;
  content?: string | null;
  emoticons?: EmoticonRow[] | null;
  star?: string | number | null;
  tags?: TagRow[] | null;
  userName?: string | null;
  headImg?: string | null;
  createTime?: string | null;
  replyNum?: string | number | null;
  resourceId?: string | number | null;
  resourceType?: string | null;
  resourceName?: string | null;
}

export interface ReplyRow {
  id: string | number;
  commentId?: string | number | null;
  content?: string | null;
  userName?: string | null;
  headImg?: string | null;
  createTime?: string | null;
}

export interface AvgStarRow {
  avgStar?: string | number | null;
  total?: string | number | null;
}

/**
 * What Comment resolves from. The upstream has no comment-detail path, so the global id carries
 * what is needed to find the comment again: `Comment:{resourceType}:{resourceId}:{commentId}`.
 */
export interface CommentSource {
  __typename: 'Comment';
  id: string;
  resourceType: string;
  resourceId: string;
  row: CommentRow;
}

/** Global id `CommentReply:{commentId}:{replyId}`. */
export interface CommentReplySource {
  __typename: 'CommentReply';
  id: string;
  commentId: string;
  row: ReplyRow;
}

/** What CommentSummary resolves from. */
export interface CommentSummarySource {
  resourceType: string;
  resourceId: string;
  /** The comment count when the resource's own row already carries it (place details). */
  commentCount?: number;
}

/** What Emoticon resolves from. */
export interface EmoticonSource {
  id: string;
  name: string;
  row: EmoticonRow;
}
