/** Every SQL statement of the media family's calls. */
import type Database from 'better-sqlite3';
import { statementsOf } from '../../db/prepared.ts';

export interface StreamRow {
  id: number;
  site_code: string;
  title: string;
  video: string;
  cover: string;
  author: string;
  author_unid: string;
  scenic_id: number | null;
  scenic_name: string;
  duration: number;
  like_num: number;
  comment_num: number;
  view_num: number;
  created_at: number;
}

export interface LibraryRow {
  id: number;
  site_code: string;
  kind: string;
  title: string;
  description: string;
  file: string;
  cover: string;
  scenic_id: number | null;
  scenic_name: string;
  duration: number;
  created_at: number;
}

/** Which of a site's videos or library items a list asks for. */
export interface MediaFilter {
  siteCode: string;
  scenicId?: number;
  /** Only these items. */
  ids?: readonly number[];
}

function whereOf(filter: MediaFilter, kind?: string): { sql: string; params: unknown[] } {
  const where = kind === undefined ? ['site_code = ?'] : ['site_code = ?', 'kind = ?'];
  const params: unknown[] = kind === undefined ? [filter.siteCode] : [filter.siteCode, kind];
  if (filter.scenicId !== undefined) {
    where.push('scenic_id = ?');
    params.push(filter.scenicId);
  }
  if (filter.ids) {
    where.push(`id IN (${filter.ids.map(() => '?').join(',')})`);
    params.push(...filter.ids);
  }
  return { sql: where.join(' AND '), params };
}

export interface CommentRow {
  id: number;
  content: string;
  created_at: number;
  nickname: string;
  head_img: string;
  cancelled: number;
}

export function mediaStore(db: Database.Database) {
  const sql = statementsOf(db);
  const n = (text: string, ...params: unknown[]) => (sql(text).get(...params) as { n: number }).n;
  const liked = (mediaId: number, userId: number) =>
    sql('SELECT 1 FROM stream_media_likes WHERE media_id = ? AND user_id = ?').get(mediaId, userId) !== undefined;
  return {
    liked,
    stream: (siteCode: string, id: number) =>
      sql('SELECT * FROM stream_media WHERE id = ? AND site_code = ?').get(id, siteCode) as StreamRow | undefined,
    streamCount(filter: MediaFilter): number {
      const where = whereOf(filter);
      return n(`SELECT COUNT(*) AS n FROM stream_media WHERE ${where.sql}`, ...where.params);
    },
    /** Newest first. */
    streams(filter: MediaFilter, limit: number, offset: number): StreamRow[] {
      const where = whereOf(filter);
      return sql(`SELECT * FROM stream_media WHERE ${where.sql} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`).all(
        ...where.params,
        limit,
        offset,
      ) as StreamRow[];
    },
    commentCount: (mediaId: number) => n('SELECT COUNT(*) AS n FROM stream_media_comments WHERE media_id = ?', mediaId),
    /** A video's comments with their authors, newest first. */
    comments: (mediaId: number, limit: number, offset: number) =>
      sql(`SELECT c.id, c.content, c.created_at, u.nickname, u.head_img, u.cancelled FROM stream_media_comments c
        JOIN users u ON u.id = c.user_id WHERE c.media_id = ? ORDER BY c.created_at DESC, c.id DESC LIMIT ? OFFSET ?`).all(
        mediaId,
        limit,
        offset,
      ) as CommentRow[],
    /** Likes the video for the user, or takes the like back; idempotent, in one transaction. The video's likes after. */
    setLike(mediaId: number, userId: number, want: boolean, at: number): number {
      return db
        .transaction(() => {
          const had = liked(mediaId, userId);
          if (want && !had) {
            sql('INSERT INTO stream_media_likes (media_id, user_id, created_at) VALUES (?, ?, ?)').run(mediaId, userId, at);
            sql('UPDATE stream_media SET like_num = like_num + 1 WHERE id = ?').run(mediaId);
          } else if (!want && had) {
            sql('DELETE FROM stream_media_likes WHERE media_id = ? AND user_id = ?').run(mediaId, userId);
            sql('UPDATE stream_media SET like_num = MAX(0, like_num - 1) WHERE id = ?').run(mediaId);
          }
          return (sql('SELECT like_num FROM stream_media WHERE id = ?').get(mediaId) as { like_num: number }).like_num;
        })
        .immediate();
    },
    /** Adds a comment and counts it, in one transaction: its id. */
    addComment(row: StreamRow, userId: number, content: string, at: number): number {
      return db
        .transaction(() => {
          const inserted = sql(
            'INSERT INTO stream_media_comments (media_id, site_code, user_id, content, created_at) VALUES (?, ?, ?, ?, ?)',
          ).run(row.id, row.site_code, userId, content, at).lastInsertRowid;
          sql('UPDATE stream_media SET comment_num = comment_num + 1 WHERE id = ?').run(row.id);
          return Number(inserted);
        })
        .immediate();
    },
    libraryCount(kind: string, filter: MediaFilter): number {
      const where = whereOf(filter, kind);
      return n(`SELECT COUNT(*) AS n FROM media_library WHERE ${where.sql}`, ...where.params);
    },
    /** Newest first. */
    library(kind: string, filter: MediaFilter, limit: number, offset: number): LibraryRow[] {
      const where = whereOf(filter, kind);
      return sql(`SELECT * FROM media_library WHERE ${where.sql} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`).all(
        ...where.params,
        limit,
        offset,
      ) as LibraryRow[];
    },
  };
}
