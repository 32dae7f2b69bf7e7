/** Numbered schema migrations, recorded in `schema_migrations`. Append only: never edit an applied one. */
import type Database from 'better-sqlite3';
import type { UpstreamFamily } from '../family.ts';

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
    // the activities family (families/activities) makes its tables now
    sql: '',
  },
  {
    version: 8,
    name: 'activities (full), sessions, classifies, rooms, reservation days, orders, ZYTF, routes, theatre platforms, shop, wallet',
    // the activities, reservations, orders, sales and shop families make these tables now
    sql: '',
  },
  {
    version: 9,
    name: 'search: hot words per site and each user\'s search records',
    sql: `
      CREATE TABLE hot_words (
        id INTEGER PRIMARY KEY,
        site_code TEXT NOT NULL,
        name TEXT NOT NULL,
        sort INTEGER NOT NULL,
        search_num INTEGER NOT NULL DEFAULT 0,
        UNIQUE (site_code, name)
      );
      CREATE TABLE search_records (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL,
        site_code TEXT NOT NULL,
        keyword TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        UNIQUE (user_id, site_code, keyword)
      );
      CREATE INDEX search_records_user ON search_records (user_id, site_code, created_at DESC, id DESC);
    `,
  },
  {
    version: 10,
    name: 'paying through the payment provider, verification codes, entry notes, payment deadlines of shop orders',
    // the payments, orders, activities, reservations, sales and shop families make these now
    sql: '',
  },
  {
    version: 11,
    name: 'review tags in the site language',
    sql: `
      -- a site lists the review tags of its own language (CN where it has none of its own)
      ALTER TABLE comment_tags ADD COLUMN language TEXT NOT NULL DEFAULT 'CN';
      DROP INDEX comment_tags_type;
      CREATE INDEX comment_tags_type ON comment_tags (resource_type, language, sort, id);
    `,
  },
  {
    version: 12,
    name: 'the county sites below a demo site (a region names its site; /scenic-list/{siteId})',
    sql: `
      -- sites the platform runs below a demo site (a county's own site): the reference upstream
      -- keeps only their id, code, name and region
      CREATE TABLE area_sites (
        id INTEGER PRIMARY KEY,
        site_code TEXT NOT NULL UNIQUE,
        parent_site_code TEXT NOT NULL,
        name TEXT NOT NULL,
        region TEXT NOT NULL UNIQUE
      );
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

/**
 * Each family's own migrations (family.ts), recorded per family in `family_migrations`; a
 * family's versions count 1, 2, 3… on their own, so families never compete for numbers.
 * Answers the names of the families whose first migration ran now (their tables are new).
 */
export function migrateFamilies(db: Database.Database, families: readonly UpstreamFamily[]): string[] {
  db.exec(`CREATE TABLE IF NOT EXISTS family_migrations (
    family TEXT NOT NULL, version INTEGER NOT NULL, name TEXT NOT NULL, applied_at TEXT NOT NULL,
    PRIMARY KEY (family, version))`);
  const appliedStmt = db.prepare('SELECT version FROM family_migrations WHERE family = ?');
  const record = db.prepare('INSERT INTO family_migrations (family, version, name, applied_at) VALUES (?, ?, ?, ?)');
  const tableExists = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?");
  db.exec(`CREATE TABLE IF NOT EXISTS family_seeds (family TEXT PRIMARY KEY, seeded_at TEXT NOT NULL)`);
  const recordSeeded = db.prepare('INSERT OR IGNORE INTO family_seeds (family, seeded_at) VALUES (?, ?)');
  const created: string[] = [];
  for (const family of families) {
    const applied = new Set((appliedStmt.all(family.name) as { version: number }[]).map((r) => r.version));
    if (applied.size === 0 && family.migrations.length > 0) created.push(family.name);
    let adoptedAny = false;
    for (const m of family.migrations) {
      if (applied.has(m.version)) continue;
      const adopted = m.adopts !== undefined && m.adopts.length > 0 && m.adopts.every((table) => tableExists.get(table) !== undefined);
      if (adopted) adoptedAny = true;
      db.transaction(() => {
        if (!adopted) db.exec(m.sql);
        record.run(family.name, m.version, m.name, new Date().toISOString());
      })();
    }
    // adopted tables came with their demo data
    if (adoptedAny) recordSeeded.run(family.name, new Date().toISOString());
  }
  return created;
}
