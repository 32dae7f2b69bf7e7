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
