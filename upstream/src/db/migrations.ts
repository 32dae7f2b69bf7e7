/** Numbered schema migrations, recorded in `schema_migrations`. Append only: never edit an applied one. */
import type Database from 'better-sqlite3';

interface Migration {
  version: number;
  name: string;
  sql: string;
}

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'sites, menus, layouts',
    sql: `
      CREATE TABLE sites (
        id INTEGER PRIMARY KEY,
        site_code TEXT NOT NULL UNIQUE,
        name TEXT NOT NULL,
        english TEXT NOT NULL,
        region TEXT NOT NULL,
        site_language TEXT NOT NULL,
        site_version TEXT NOT NULL,
        use_new_menu INTEGER NOT NULL DEFAULT 0,
        suspended INTEGER NOT NULL DEFAULT 0,
        beta_status INTEGER NOT NULL DEFAULT 0,
        introduce TEXT NOT NULL DEFAULT '',
        shop_url TEXT NOT NULL DEFAULT '',
        h5_domain TEXT NOT NULL DEFAULT ''
      );
      CREATE TABLE menus (
        id INTEGER PRIMARY KEY,
        site_code TEXT NOT NULL,
        location TEXT NOT NULL,
        name TEXT NOT NULL,
        menu_code TEXT NOT NULL,
        jump_type TEXT NOT NULL DEFAULT '1',
        external_link TEXT,
        resource_value TEXT,
        icon TEXT NOT NULL,
        sort INTEGER NOT NULL,
        develop TEXT NOT NULL DEFAULT '0'
      );
      CREATE INDEX menus_site_location ON menus (site_code, location, sort, id);
      CREATE TABLE layouts (
        site_code TEXT NOT NULL,
        page_type TEXT NOT NULL,
        detail TEXT NOT NULL,
        PRIMARY KEY (site_code, page_type)
      );
    `,
  },
  {
    version: 2,
    name: 'places and hotel rooms',
    sql: `
      CREATE TABLE places (
        id INTEGER PRIMARY KEY,
        site_code TEXT NOT NULL,
        resource_type TEXT NOT NULL,
        name TEXT NOT NULL,
        region TEXT NOT NULL,
        region_name TEXT NOT NULL,
        cut_region_name TEXT NOT NULL,
        address TEXT NOT NULL,
        longitude REAL NOT NULL,
        latitude REAL NOT NULL,
        level TEXT NOT NULL DEFAULT '',
        sub_type TEXT,
        parent_id INTEGER,
        images TEXT NOT NULL,
        summary TEXT NOT NULL,
        content TEXT NOT NULL,
        phone TEXT,
        website_url TEXT,
        open_time_start TEXT,
        open_time_end TEXT,
        real_time_num INTEGER,
        max_num INTEGER,
        price TEXT,
        heat INTEGER NOT NULL DEFAULT 0,
        sort INTEGER NOT NULL,
        extra TEXT NOT NULL DEFAULT '{}'
      );
      CREATE INDEX places_site_type ON places (site_code, resource_type, sort, id);
      CREATE INDEX places_parent ON places (parent_id);
      CREATE TABLE hotel_rooms (
        id INTEGER PRIMARY KEY,
        hotel_id INTEGER NOT NULL,
        name TEXT NOT NULL,
        images TEXT NOT NULL,
        price TEXT NOT NULL,
        area TEXT NOT NULL,
        bed_type TEXT NOT NULL,
        breakfast TEXT NOT NULL,
        stock TEXT NOT NULL,
        sort INTEGER NOT NULL
      );
      CREATE INDEX hotel_rooms_hotel ON hotel_rooms (hotel_id, sort, id);
    `,
  },
  {
    version: 3,
    name: 'news',
    sql: `
      CREATE TABLE news_channels (
        id INTEGER PRIMARY KEY,
        site_code TEXT NOT NULL,
        channel_code TEXT NOT NULL,
        channel_name TEXT NOT NULL,
        sort INTEGER NOT NULL,
        UNIQUE (site_code, channel_code)
      );
      CREATE TABLE news (
        id INTEGER PRIMARY KEY,
        site_code TEXT NOT NULL,
        channel_code TEXT NOT NULL,
        title TEXT NOT NULL,
        summary TEXT NOT NULL,
        author TEXT,
        publish_time TEXT NOT NULL,
        content_type TEXT NOT NULL,
        top TEXT NOT NULL DEFAULT '0',
        show_num INTEGER NOT NULL DEFAULT 0,
        images TEXT NOT NULL,
        video TEXT,
        audio TEXT,
        source_url TEXT NOT NULL DEFAULT '',
        content_source TEXT NOT NULL DEFAULT 'ORIGINAL',
        content TEXT NOT NULL
      );
      CREATE INDEX news_site_order ON news (site_code, top, publish_time, id);
    `,
  },
  {
    version: 4,
    name: 'interaction counters and per-user interaction state',
    sql: `
      CREATE TABLE interactions (
        resource_type TEXT NOT NULL,
        resource_id INTEGER NOT NULL,
        like_num INTEGER NOT NULL DEFAULT 0,
        collection_num INTEGER NOT NULL DEFAULT 0,
        comment_num INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (resource_type, resource_id)
      );
      CREATE TABLE user_interactions (
        user_id TEXT NOT NULL,
        resource_type TEXT NOT NULL,
        resource_id INTEGER NOT NULL,
        liked INTEGER NOT NULL DEFAULT 0,
        collected INTEGER NOT NULL DEFAULT 0,
        updated_at TEXT NOT NULL,
        PRIMARY KEY (user_id, resource_type, resource_id)
      );
    `,
  },
  {
    version: 5,
    name: 'users, tokens, SMS codes, credit',
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
        grace_until INTEGER
      );
      CREATE INDEX tokens_user ON tokens (user_id);
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
    version: 6,
    name: 'follow state, comments, tags, emoticons, replies',
    sql: `
      ALTER TABLE user_interactions ADD COLUMN followed INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE user_interactions ADD COLUMN collected_at INTEGER;
      CREATE TABLE emoticons (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL,
        face TEXT NOT NULL,
        sort INTEGER NOT NULL
      );
      CREATE TABLE comment_tags (
        id INTEGER PRIMARY KEY,
        resource_type TEXT NOT NULL,
        name TEXT NOT NULL,
        sort INTEGER NOT NULL
      );
      CREATE INDEX comment_tags_type ON comment_tags (resource_type, sort, id);
      CREATE TABLE comments (
        id INTEGER PRIMARY KEY,
        site_code TEXT NOT NULL,
        resource_type TEXT NOT NULL,
        resource_id INTEGER NOT NULL,
        user_id INTEGER NOT NULL REFERENCES users (id),
        content TEXT NOT NULL,
        star INTEGER,
        emoticon_ids TEXT NOT NULL DEFAULT '',
        created_at INTEGER NOT NULL
      );
      CREATE INDEX comments_resource ON comments (resource_type, resource_id, created_at, id);
      CREATE INDEX comments_user ON comments (user_id, created_at, id);
      CREATE TABLE comment_tag_links (
        comment_id INTEGER NOT NULL REFERENCES comments (id),
        tag_id INTEGER NOT NULL REFERENCES comment_tags (id),
        PRIMARY KEY (comment_id, tag_id)
      );
      CREATE TABLE comment_replies (
        id INTEGER PRIMARY KEY,
        comment_id INTEGER NOT NULL REFERENCES comments (id),
        user_id INTEGER NOT NULL REFERENCES users (id),
        content TEXT NOT NULL,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX comment_replies_comment ON comment_replies (comment_id, created_at, id);
    `,
  },
  {
    version: 7,
    name: 'activities (minimal)',
    sql: `
      CREATE TABLE activities (
        id INTEGER PRIMARY KEY,
        site_code TEXT NOT NULL,
        name TEXT NOT NULL,
        images TEXT NOT NULL,
        type TEXT NOT NULL,
        method TEXT NOT NULL,
        faith_use_status TEXT NOT NULL DEFAULT '0',
        faith_audit_status TEXT NOT NULL DEFAULT '0',
        faith_score INTEGER,
        address TEXT NOT NULL,
        region TEXT NOT NULL,
        region_name TEXT NOT NULL,
        classify_name TEXT NOT NULL,
        money TEXT NOT NULL DEFAULT '0.00',
        integral TEXT NOT NULL DEFAULT '0',
        stock INTEGER NOT NULL,
        total_stock INTEGER NOT NULL,
        sign_start_day INTEGER NOT NULL,
        sign_end_day INTEGER NOT NULL,
        use_start_day INTEGER NOT NULL,
        use_end_day INTEGER NOT NULL,
        summary TEXT NOT NULL,
        content TEXT NOT NULL,
        sort INTEGER NOT NULL
      );
      CREATE INDEX activities_site ON activities (site_code, sort, id);
    `,
  },
];

export function migrate(db: Database.Database): number[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)`);
  const applied = new Set(
    (db.prepare('SELECT version FROM schema_migrations').all() as { version: number }[]).map((r) => r.version),
  );
  const ran: number[] = [];
  for (const m of MIGRATIONS) {
    if (applied.has(m.version)) continue;
    db.transaction(() => {
      db.exec(m.sql);
      db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)').run(
        m.version,
        m.name,
        new Date().toISOString(),
      );
    })();
    ran.push(m.version);
  }
  return ran;
}
