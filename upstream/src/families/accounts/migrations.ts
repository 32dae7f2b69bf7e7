/**
 * The accounts family's tables: users (with their profile), their tokens (each naming its session),
 * SMS codes, credit records, who follows whom, and invitation codes.
 */
import type { FamilyMigration } from '../../family.ts';

export const migrations: readonly FamilyMigration[] = [
  {
    version: 1,
    name: 'users, tokens (with their session), SMS codes, credit',
    adopts: ['users', 'tokens', 'sms_codes', 'credit'],
    sql: `
      CREATE TABLE users (
        id INTEGER PRIMARY KEY,
        unid TEXT NOT NULL UNIQUE,
        phone TEXT,
        nickname TEXT NOT NULL,
        head_img TEXT NOT NULL,
        site_id TEXT NOT NULL,
        volunteer_status TEXT NOT NULL DEFAULT '0',
        wechat_open_id TEXT,
        integral INTEGER NOT NULL DEFAULT 0,
        cancelled INTEGER NOT NULL DEFAULT 0,
        created_at INTEGER NOT NULL
      );
      CREATE UNIQUE INDEX users_live_phone ON users (phone) WHERE cancelled = 0 AND phone IS NOT NULL;
      CREATE UNIQUE INDEX users_live_open_id ON users (wechat_open_id) WHERE cancelled = 0 AND wechat_open_id IS NOT NULL;
      CREATE TABLE tokens (
        token TEXT PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users (id),
        issued_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        revoked INTEGER NOT NULL DEFAULT 0,
        grace_until INTEGER,
        -- the session the token belongs to: a refresh keeps it, a sign-out ends all its tokens;
        -- NULL (a token issued before sessions were recorded) is a session of its own, named by the token
        session TEXT
      );
      CREATE INDEX tokens_user ON tokens (user_id);
      CREATE INDEX tokens_session ON tokens (session);
      CREATE TABLE sms_codes (
        id INTEGER PRIMARY KEY,
        phone TEXT NOT NULL,
        code TEXT NOT NULL,
        type TEXT NOT NULL,
        sent_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        used INTEGER NOT NULL DEFAULT 0,
        wrong_tries INTEGER NOT NULL DEFAULT 0
      );
      CREATE INDEX sms_codes_phone ON sms_codes (phone, sent_at);
      CREATE TABLE credit (
        phone TEXT PRIMARY KEY,
        score INTEGER NOT NULL,
        status TEXT NOT NULL DEFAULT '',
        lose_promise_count INTEGER NOT NULL DEFAULT 0,
        period TEXT,
        start TEXT,
        end TEXT
      );
    `,
  },
  {
    version: 2,
    name: 'credit records: each change of a credit score',
    sql: `
      CREATE TABLE credit_records (
        id INTEGER PRIMARY KEY,
        phone TEXT NOT NULL,
        change INTEGER NOT NULL,
        reason TEXT NOT NULL,
        resource_name TEXT NOT NULL DEFAULT '',
        -- when it happened: an instant, or (demo records) a day counted back from the month of the request
        occurred_at INTEGER,
        months_ago INTEGER,
        on_day INTEGER
      );
      CREATE INDEX credit_records_phone ON credit_records (phone);
    `,
  },
  {
    version: 3,
    name: 'the user profile (signature, contact, school and company, real name and ID number, home region and address) and user follows',
    sql: `
      ALTER TABLE users ADD COLUMN signature TEXT NOT NULL DEFAULT '';
      ALTER TABLE users ADD COLUMN email TEXT NOT NULL DEFAULT '';
      ALTER TABLE users ADD COLUMN school_name TEXT NOT NULL DEFAULT '';
      ALTER TABLE users ADD COLUMN company_name TEXT NOT NULL DEFAULT '';
      ALTER TABLE users ADD COLUMN real_name TEXT NOT NULL DEFAULT '';
      -- the mainland ID number SM4-encrypted (hex), never the plain number; '' when none
      ALTER TABLE users ADD COLUMN id_card_sm4 TEXT NOT NULL DEFAULT '';
      ALTER TABLE users ADD COLUMN region_code TEXT NOT NULL DEFAULT '';
      ALTER TABLE users ADD COLUMN address TEXT NOT NULL DEFAULT '';
      CREATE TABLE user_follows (
        follower_id INTEGER NOT NULL REFERENCES users (id),
        followee_id INTEGER NOT NULL REFERENCES users (id),
        created_at INTEGER NOT NULL,
        PRIMARY KEY (follower_id, followee_id)
      );
      CREATE INDEX user_follows_followee ON user_follows (followee_id);
    `,
  },
  {
    version: 4,
    name: 'invitation codes of the sites that register by invitation',
    sql: `
      CREATE TABLE invitation_codes (
        site_code TEXT NOT NULL,
        code TEXT NOT NULL,
        -- NULL: valid until further notice
        expires_at INTEGER,
        registrations INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (site_code, code)
      );
    `,
  },
];
