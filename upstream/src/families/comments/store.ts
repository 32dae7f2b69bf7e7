/**
 * Every statement of the comments: emoticons, review tags, comments with their tags, replies,
 * and what a comment touches elsewhere (the resource's comment counter, the reviewed order).
 */
import type Database from 'better-sqlite3';

export interface CommentRow {
  id: number;
  site_code: string;
  resource_type: string;
  resource_id: number;
  content: string;
  star: number | null;
  emoticon_ids: string;
  created_at: number;
  nickname: string;
  head_img: string;
  cancelled: number;
  reply_num: number;
}

export interface ReplyRow {
  id: number;
  comment_id: number;
  content: string;
  created_at: number;
  nickname: string;
  head_img: string;
  cancelled: number;
}

export interface NamedRow {
  id: number;
  name: string;
}

export interface NewComment {
  siteCode: string;
  type: string;
  resourceId: number;
  userId: number;
  content: string;
  star: number | null;
  emoticonIds: readonly number[];
  tagIds: readonly number[];
  at: number;
}

/** Which comments a list shows: the caller's on a site, or a resource's. */
export type CommentScope = { mine: { siteCode: string; userId: number } } | { resource: { type: string; id: number } };

const SELECT = `SELECT c.*, u.nickname, u.head_img, u.cancelled,
    (SELECT COUNT(*) FROM comment_replies r WHERE r.comment_id = c.id) AS reply_num
  FROM comments c JOIN users u ON u.id = c.user_id`;

export function commentsStore(db: Database.Database) {
  const emoticons = db.prepare('SELECT id, name FROM emoticons ORDER BY sort, id');
  const tagsOf = db.prepare(
    `SELECT t.id, t.name FROM comment_tag_links l JOIN comment_tags t ON t.id = l.tag_id
     WHERE l.comment_id = ? ORDER BY t.sort, t.id`,
  );
  const tagsIn = db.prepare('SELECT id, name FROM comment_tags WHERE resource_type = ? AND language = ? ORDER BY sort, id');
  const insertComment = db.prepare(
    `INSERT INTO comments (site_code, resource_type, resource_id, user_id, content, star, emoticon_ids, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertLink = db.prepare('INSERT OR IGNORE INTO comment_tag_links (comment_id, tag_id) VALUES (?, ?)');
  const ensureCounts = db.prepare('INSERT OR IGNORE INTO interactions (resource_type, resource_id) VALUES (?, ?)');
  const bumpComments = db.prepare('UPDATE interactions SET comment_num = comment_num + 1 WHERE resource_type = ? AND resource_id = ?');
  const orderOf = db.prepare('SELECT id, status FROM reservation_orders WHERE (id = ? OR order_code = ?) AND user_id = ?');
  const markOrderReviewed = db.prepare("UPDATE reservation_orders SET comment_status = '1' WHERE id = ? AND comment_status <> '1'");
  const countMine = db.prepare('SELECT COUNT(*) AS n FROM comments c WHERE c.site_code = ? AND c.user_id = ?');
  const pageMine = db.prepare(`${SELECT} WHERE c.site_code = ? AND c.user_id = ? ORDER BY c.created_at DESC, c.id DESC LIMIT ? OFFSET ?`);
  const countOfResource = db.prepare('SELECT COUNT(*) AS n FROM comments c WHERE c.resource_type = ? AND c.resource_id = ?');
  const pageOfResource = db.prepare(
    `${SELECT} WHERE c.resource_type = ? AND c.resource_id = ? ORDER BY c.created_at DESC, c.id DESC LIMIT ? OFFSET ?`,
  );
  const tagCounts = db.prepare(
    `SELECT t.id, t.name, COUNT(*) AS n FROM comment_tag_links l
     JOIN comments c ON c.id = l.comment_id JOIN comment_tags t ON t.id = l.tag_id
     WHERE c.resource_type = ? AND c.resource_id = ?
     GROUP BY t.id ORDER BY n DESC, t.sort, t.id`,
  );
  const avgStar = db.prepare('SELECT AVG(star) AS avg, COUNT(star) AS n FROM comments WHERE resource_type = ? AND resource_id = ?');
  const commentOnSite = db.prepare('SELECT id FROM comments WHERE id = ? AND site_code = ?');
  const replyCount = db.prepare('SELECT COUNT(*) AS n FROM comment_replies WHERE comment_id = ?');
  const replies = db.prepare(
    `SELECT r.id, r.comment_id, r.content, r.created_at, u.nickname, u.head_img, u.cancelled
     FROM comment_replies r JOIN users u ON u.id = r.user_id
     WHERE r.comment_id = ? ORDER BY r.created_at, r.id LIMIT ? OFFSET ?`,
  );
  const insertReply = db.prepare('INSERT INTO comment_replies (comment_id, user_id, content, created_at) VALUES (?, ?, ?, ?)');

  const addComment = db.transaction((c: NewComment): number => {
    const info = insertComment.run(c.siteCode, c.type, c.resourceId, c.userId, c.content, c.star, c.emoticonIds.join(','), c.at);
    const commentId = Number(info.lastInsertRowid);
    for (const tagId of c.tagIds) insertLink.run(commentId, tagId);
    ensureCounts.run(c.type, c.resourceId);
    bumpComments.run(c.type, c.resourceId);
    return commentId;
  });
  // Marking the order and writing its review in one write transaction: of concurrent reviews of one
  // order only the first finds it unmarked.
  const addReview = db.transaction((orderId: number, c: NewComment): number | null =>
    markOrderReviewed.run(orderId).changes === 0 ? null : addComment(c),
  );
  const count = (n: unknown) => (n as { n: number }).n;

  return {
    emoticons: () => emoticons.all() as NamedRow[],
    tagsOf: (commentId: number) => tagsOf.all(commentId) as NamedRow[],
    /** The review tags of a resource type in one language. */
    tagsIn: (type: string, language: string) => tagsIn.all(type, language) as NamedRow[],
    /** Writes a comment with its tags and counts it on its resource; answers its id. */
    addComment: (c: NewComment) => addComment(c),
    /** The caller's reservation order by its id or code, for a review. */
    orderOf: (ref: string, userId: number) =>
      orderOf.get(/^\d+$/.test(ref) ? Number(ref) : -1, ref, userId) as { id: number; status: number } | undefined,
    /** Marks the order reviewed and writes its review, in one transaction; null when it was reviewed already. */
    addReview: (orderId: number, c: NewComment) => addReview.immediate(orderId, c),
    count: (scope: CommentScope) =>
      'mine' in scope
        ? count(countMine.get(scope.mine.siteCode, scope.mine.userId))
        : count(countOfResource.get(scope.resource.type, scope.resource.id)),
    /** A page of comments, newest first. */
    page: (scope: CommentScope, limit: number, offset: number) =>
      ('mine' in scope
        ? pageMine.all(scope.mine.siteCode, scope.mine.userId, limit, offset)
        : pageOfResource.all(scope.resource.type, scope.resource.id, limit, offset)) as CommentRow[],
    /** How often each review tag was given to a resource's comments, most given first. */
    tagCounts: (type: string, id: number) => tagCounts.all(type, id) as (NamedRow & { n: number })[],
    avgStar: (type: string, id: number) => avgStar.get(type, id) as { avg: number | null; n: number },
    isCommentOnSite: (commentId: number, siteCode: string) => commentOnSite.get(commentId, siteCode) !== undefined,
    replyCount: (commentId: number) => count(replyCount.get(commentId)),
    /** A page of a comment's replies, oldest first. */
    replies: (commentId: number, limit: number, offset: number) => replies.all(commentId, limit, offset) as ReplyRow[],
    addReply: (commentId: number, userId: number, content: string, at: number) =>
      Number(insertReply.run(commentId, userId, content, at).lastInsertRowid),
  };
}

export type CommentsStore = ReturnType<typeof commentsStore>;
