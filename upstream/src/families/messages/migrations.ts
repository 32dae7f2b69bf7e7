/**
 * The messages family's tables: a user's messages on a site (with, for a reply to the user's
 * comment, a snapshot of the comment and the reply) and the push outbox the gateway is fed from.
 */
import type { FamilyMigration } from '../../family.ts';

export const migrations: readonly FamilyMigration[] = [
  {
    version: 1,
    name: 'messages and their push outbox',
    sql: `
      CREATE TABLE messages (
        id INTEGER PRIMARY KEY,
        site_code TEXT NOT NULL,
        user_id INTEGER NOT NULL,
        msg_class TEXT NOT NULL,
        msg_type INTEGER NOT NULL,
        kind TEXT NOT NULL,
        title TEXT NOT NULL,
        content TEXT NOT NULL,
        jump_type INTEGER NOT NULL DEFAULT 0,
        relation_id TEXT NOT NULL DEFAULT '',
        jump_url TEXT NOT NULL DEFAULT '',
        resource_type TEXT NOT NULL DEFAULT '',
        resource_id INTEGER,
        comment_id INTEGER,
        comment_content TEXT NOT NULL DEFAULT '',
        comment_author TEXT NOT NULL DEFAULT '',
        comment_at INTEGER,
        reply_id INTEGER,
        reply_content TEXT NOT NULL DEFAULT '',
        reply_author TEXT NOT NULL DEFAULT '',
        reply_head_img TEXT NOT NULL DEFAULT '',
        reply_at INTEGER,
        read_at INTEGER,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX messages_owner ON messages (user_id, site_code, msg_class, created_at);
      CREATE TABLE message_push_outbox (
        id INTEGER PRIMARY KEY,
        message_id INTEGER NOT NULL UNIQUE REFERENCES messages (id),
        attempts INTEGER NOT NULL DEFAULT 0,
        next_at INTEGER NOT NULL,
        delivered_at INTEGER,
        last_error TEXT NOT NULL DEFAULT ''
      );
      CREATE INDEX message_push_pending ON message_push_outbox (delivered_at, id);
    `,
  },
];
