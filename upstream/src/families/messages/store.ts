/**
 * Every SQL statement of the messages family: the caller's messages (counts by class, a page, one
 * or several by id), marking read, writing a message with its outbox entry, the outbox's delivery
 * state, and the snapshots a new message is made from (a comment and its reply, a complaint and
 * its newest handling record).
 */
import type Database from 'better-sqlite3';
import { statementsOf } from '../../db/prepared.ts';

export interface MessageRow {
  id: number;
  site_code: string;
  user_id: number;
  msg_class: string;
  msg_type: number;
  kind: string;
  title: string;
  content: string;
  jump_type: number;
  relation_id: string;
  jump_url: string;
  resource_type: string;
  resource_id: number | null;
  comment_id: number | null;
  comment_content: string;
  comment_author: string;
  comment_at: number | null;
  reply_id: number | null;
  reply_content: string;
  reply_author: string;
  reply_head_img: string;
  reply_at: number | null;
  read_at: number | null;
  created_at: number;
}

/** A message as written (the optional parts default to none). */
export interface NewMessage {
  siteCode: string;
  userId: number;
  msgClass: string;
  msgType: number;
  kind: string;
  title: string;
  content: string;
  jumpType?: number;
  relationId?: string;
  jumpUrl?: string;
  resourceType?: string;
  resourceId?: number | null;
  comment?: { id: number; content: string; author: string; at: number };
  reply?: { id: number; content: string; author: string; headImg: string; at: number };
  readAt?: number | null;
  at: number;
}

export interface OutboxRow {
  id: number;
  message_id: number;
  attempts: number;
  next_at: number;
  delivered_at: number | null;
  last_error: string;
}

/** A reply with its comment, both authors and the commented resource (for the reply message). */
export interface ReplySnapshot {
  reply_id: number;
  reply_content: string;
  reply_at: number;
  reply_user: number;
  reply_author: string;
  reply_head_img: string;
  comment_id: number;
  comment_content: string;
  comment_at: number;
  comment_user: number;
  comment_author: string;
  site_code: string;
  resource_type: string;
  resource_id: number;
}

export interface ComplaintSnapshot {
  id: number;
  site_code: string;
  user_id: number;
  complaint_no: string;
  status: number;
  record: string;
}

const OWN = 'user_id = ? AND site_code = ?';

export function messagesStore(db: Database.Database) {
  const sql = statementsOf(db);
  const insert = (m: NewMessage): number =>
    Number(
      sql(
        `INSERT INTO messages (site_code, user_id, msg_class, msg_type, kind, title, content, jump_type, relation_id, jump_url,
          resource_type, resource_id, comment_id, comment_content, comment_author, comment_at,
          reply_id, reply_content, reply_author, reply_head_img, reply_at, read_at, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(
        m.siteCode,
        m.userId,
        m.msgClass,
        m.msgType,
        m.kind,
        m.title,
        m.content,
        m.jumpType ?? 0,
        m.relationId ?? '',
        m.jumpUrl ?? '',
        m.resourceType ?? '',
        m.resourceId ?? null,
        m.comment?.id ?? null,
        m.comment?.content ?? '',
        m.comment?.author ?? '',
        m.comment?.at ?? null,
        m.reply?.id ?? null,
        m.reply?.content ?? '',
        m.reply?.author ?? '',
        m.reply?.headImg ?? '',
        m.reply?.at ?? null,
        m.readAt ?? null,
        m.at,
      ).lastInsertRowid,
    );
  return {
    /** Writes a demo message (read or not), without a push. */
    insert,
    /** Writes a message and its outbox entry in one transaction: its id. */
    post: (m: NewMessage): number =>
      db.transaction(() => {
        const id = insert(m);
        sql('INSERT INTO message_push_outbox (message_id, next_at) VALUES (?, ?)').run(id, m.at);
        return id;
      })(),
    userIdOf: (phone: string) => (sql('SELECT id FROM users WHERE phone = ?').get(phone) as { id: number } | undefined)?.id,
    unidOf: (userId: number) => (sql('SELECT unid FROM users WHERE id = ?').get(userId) as { unid: string } | undefined)?.unid,
    languageOf: (siteCode: string) =>
      (sql('SELECT site_language FROM sites WHERE site_code = ?').get(siteCode) as { site_language: string } | undefined)?.site_language,
    /** Per class: how many messages and how many unread, with the newest one's title and time. */
    classCounts: (userId: number, siteCode: string) =>
      sql(
        `SELECT msg_class, COUNT(*) AS total, SUM(read_at IS NULL) AS unread, MAX(created_at) AS latest_at,
           (SELECT m2.title FROM messages m2 WHERE m2.user_id = m.user_id AND m2.site_code = m.site_code AND m2.msg_class = m.msg_class
            ORDER BY m2.created_at DESC, m2.id DESC LIMIT 1) AS latest_title
         FROM messages m WHERE ${OWN} GROUP BY msg_class`,
      ).all(userId, siteCode) as { msg_class: string; total: number; unread: number; latest_at: number; latest_title: string }[],
    unreadTotal: (userId: number, siteCode: string) =>
      (sql(`SELECT COUNT(*) AS n FROM messages WHERE ${OWN} AND read_at IS NULL`).get(userId, siteCode) as { n: number }).n,
    count: (userId: number, siteCode: string, msgClass: string) =>
      (sql(`SELECT COUNT(*) AS n FROM messages WHERE ${OWN} AND msg_class = ?`).get(userId, siteCode, msgClass) as { n: number }).n,
    page: (userId: number, siteCode: string, msgClass: string, limit: number, offset: number) =>
      sql(`SELECT * FROM messages WHERE ${OWN} AND msg_class = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`).all(
        userId,
        siteCode,
        msgClass,
        limit,
        offset,
      ) as MessageRow[],
    own: (id: number, userId: number, siteCode: string) =>
      sql(`SELECT * FROM messages WHERE id = ? AND ${OWN}`).get(id, userId, siteCode) as MessageRow | undefined,
    /** The caller's messages among `ids` (others' and missing ones left out), in no order. */
    ownAmong: (ids: readonly number[], userId: number, siteCode: string) =>
      sql(`SELECT * FROM messages WHERE id IN (SELECT value FROM json_each(?)) AND ${OWN}`).all(
        JSON.stringify(ids),
        userId,
        siteCode,
      ) as MessageRow[],
    byId: (id: number) => sql('SELECT * FROM messages WHERE id = ?').get(id) as MessageRow | undefined,
    /** Marks one message read (once: the first read time stays). */
    markRead: (id: number, at: number) => void sql('UPDATE messages SET read_at = ? WHERE id = ? AND read_at IS NULL').run(at, id),
    /** Marks the caller's unread messages read (of one class, or all): how many it marked. */
    markAllRead: (userId: number, siteCode: string, msgClass: string | null, at: number) =>
      msgClass === null
        ? sql(`UPDATE messages SET read_at = ? WHERE ${OWN} AND read_at IS NULL`).run(at, userId, siteCode).changes
        : sql(`UPDATE messages SET read_at = ? WHERE ${OWN} AND msg_class = ? AND read_at IS NULL`).run(at, userId, siteCode, msgClass)
            .changes,
    /** The oldest outbox entry not yet delivered. */
    nextPush: () => sql('SELECT * FROM message_push_outbox WHERE delivered_at IS NULL ORDER BY id LIMIT 1').get() as OutboxRow | undefined,
    /** Marks an entry delivered: the rows changed. */
    delivered: (id: number, at: number): number =>
      sql('UPDATE message_push_outbox SET delivered_at = ?, last_error = ? WHERE id = ?').run(at, '', id).changes,
    /** Records a failed attempt and when to try again: the rows changed. */
    failed: (id: number, attempts: number, nextAt: number, error: string): number =>
      sql('UPDATE message_push_outbox SET attempts = ?, next_at = ?, last_error = ? WHERE id = ?').run(attempts, nextAt, error, id).changes,
    outbox: (limit: number) => sql('SELECT * FROM message_push_outbox ORDER BY id DESC LIMIT ?').all(limit) as OutboxRow[],
    replySnapshot: (replyId: number) =>
      sql(
        `SELECT r.id AS reply_id, r.content AS reply_content, r.created_at AS reply_at, r.user_id AS reply_user,
           ru.nickname AS reply_author, ru.head_img AS reply_head_img,
           c.id AS comment_id, c.content AS comment_content, c.created_at AS comment_at, c.user_id AS comment_user,
           cu.nickname AS comment_author, c.site_code, c.resource_type, c.resource_id
         FROM comment_replies r JOIN comments c ON c.id = r.comment_id
         JOIN users ru ON ru.id = r.user_id JOIN users cu ON cu.id = c.user_id WHERE r.id = ?`,
      ).get(replyId) as ReplySnapshot | undefined,
    complaintSnapshot: (complaintId: number) =>
      sql(
        `SELECT c.id, c.site_code, c.user_id, c.complaint_no, c.status,
           (SELECT r.content FROM complaint_records r WHERE r.complaint_id = c.id ORDER BY r.created_at DESC, r.id DESC LIMIT 1) AS record
         FROM complaints c WHERE c.id = ?`,
      ).get(complaintId) as ComplaintSnapshot | undefined,
  };
}

export type MessagesStore = ReturnType<typeof messagesStore>;
