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
    // the tables are the sites family's (families/sites)
    sql: '',
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
    // the tables are the content family's (families/content)
    sql: '',
  },
  {
    version: 4,
    name: 'interaction counters and per-user interaction state',
    // the tables are the interactions family's (families/interactions)
    sql: '',
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
    // the tables are the interactions family's (families/interactions) and the comments family's (families/comments)
    sql: '',
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
  {
    version: 8,
    name: 'activities (full), sessions, classifies, rooms, reservation days, orders, ZYTF, routes, theatre platforms, shop, wallet',
    sql: `
      ALTER TABLE activities ADD COLUMN classify_id INTEGER;
      ALTER TABLE activities ADD COLUMN tag_names TEXT NOT NULL DEFAULT '';
      ALTER TABLE activities ADD COLUMN city_region_names TEXT NOT NULL DEFAULT '';
      ALTER TABLE activities ADD COLUMN latitude REAL;
      ALTER TABLE activities ADD COLUMN longitude REAL;
      ALTER TABLE activities ADD COLUMN jump_url TEXT NOT NULL DEFAULT '';
      ALTER TABLE activities ADD COLUMN need_audit TEXT NOT NULL DEFAULT '0';
      ALTER TABLE activities ADD COLUMN cancel_status TEXT NOT NULL DEFAULT '1';
      ALTER TABLE activities ADD COLUMN cancel_time TEXT NOT NULL DEFAULT '24';
      ALTER TABLE activities ADD COLUMN max_order_num INTEGER NOT NULL DEFAULT 2;
      ALTER TABLE activities ADD COLUMN phone TEXT NOT NULL DEFAULT '';
      ALTER TABLE activities ADD COLUMN sign_start INTEGER;
      ALTER TABLE activities ADD COLUMN sign_end INTEGER;
      ALTER TABLE activities ADD COLUMN use_start INTEGER;
      ALTER TABLE activities ADD COLUMN use_end INTEGER;
      CREATE TABLE activity_classifies (
        id INTEGER PRIMARY KEY,
        site_code TEXT NOT NULL,
        name TEXT NOT NULL,
        icon TEXT NOT NULL,
        sort INTEGER NOT NULL
      );
      CREATE TABLE activity_sessions (
        id INTEGER PRIMARY KEY,
        activity_id INTEGER NOT NULL REFERENCES activities (id),
        start_time INTEGER NOT NULL,
        end_time INTEGER NOT NULL,
        total_stock INTEGER NOT NULL,
        -- seats taken outside the demo users' orders (other visitors): stock = total - external - live orders
        external_taken INTEGER NOT NULL DEFAULT 0
      );
      CREATE INDEX activity_sessions_activity ON activity_sessions (activity_id, start_time);
      CREATE TABLE activity_rooms (
        id INTEGER PRIMARY KEY,
        site_code TEXT NOT NULL,
        venue_id INTEGER NOT NULL,
        name TEXT NOT NULL,
        images TEXT NOT NULL,
        capacity INTEGER NOT NULL,
        area TEXT NOT NULL,
        facilities TEXT NOT NULL,
        money TEXT NOT NULL DEFAULT '0.00',
        integral TEXT NOT NULL DEFAULT '0',
        need_audit TEXT NOT NULL DEFAULT '0',
        content TEXT NOT NULL,
        cancel_status TEXT NOT NULL DEFAULT '1',
        cancel_time TEXT NOT NULL DEFAULT '24',
        sort INTEGER NOT NULL
      );
      CREATE INDEX activity_rooms_site ON activity_rooms (site_code, venue_id, sort, id);
      CREATE TABLE room_slots (
        id INTEGER PRIMARY KEY,
        room_id INTEGER NOT NULL REFERENCES activity_rooms (id),
        start_time TEXT NOT NULL,
        end_time TEXT NOT NULL,
        sort INTEGER NOT NULL
      );
      CREATE INDEX room_slots_room ON room_slots (room_id, sort);
      CREATE TABLE room_bookings (
        order_id INTEGER NOT NULL,
        room_id INTEGER NOT NULL,
        date TEXT NOT NULL,
        slot_id INTEGER NOT NULL
      );
      CREATE INDEX room_bookings_day ON room_bookings (room_id, date, slot_id);
      CREATE TABLE resource_order_config (
        resource_id INTEGER PRIMARY KEY,
        resource_type TEXT NOT NULL,
        order_address_type TEXT NOT NULL,
        is_open TEXT NOT NULL DEFAULT '1',
        need_login TEXT NOT NULL DEFAULT '1',
        website_url TEXT NOT NULL DEFAULT '',
        official_name TEXT NOT NULL DEFAULT '',
        official_url TEXT NOT NULL DEFAULT '',
        cancel_status TEXT NOT NULL DEFAULT '1',
        cancel_time TEXT NOT NULL DEFAULT '24',
        -- ISO weekdays (1 = Monday) on which the resource takes no booking, comma-separated
        closed_weekdays TEXT NOT NULL DEFAULT '',
        custom_link TEXT NOT NULL DEFAULT '',
        custom_jump_type TEXT NOT NULL DEFAULT 'LINK',
        custom_max_num INTEGER NOT NULL DEFAULT 0
      );
      CREATE TABLE resource_time_slots (
        id INTEGER PRIMARY KEY,
        resource_id INTEGER NOT NULL,
        start_time TEXT NOT NULL,
        end_time TEXT NOT NULL,
        max_num INTEGER NOT NULL,
        sort INTEGER NOT NULL
      );
      CREATE INDEX resource_time_slots_resource ON resource_time_slots (resource_id, sort);
      CREATE TABLE resource_day_stock (
        slot_id INTEGER NOT NULL,
        date TEXT NOT NULL,
        -- places taken by other visitors (not in reservation_orders)
        external_taken INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (slot_id, date)
      );
      CREATE TABLE reservation_orders (
        id INTEGER PRIMARY KEY,
        order_code TEXT NOT NULL UNIQUE,
        site_code TEXT NOT NULL,
        user_id INTEGER NOT NULL,
        order_type TEXT NOT NULL,
        status INTEGER NOT NULL,
        resource_type TEXT NOT NULL,
        resource_id INTEGER NOT NULL,
        session_id INTEGER,
        time_slot_id INTEGER,
        date TEXT,
        order_num INTEGER NOT NULL,
        use_num INTEGER NOT NULL DEFAULT 0,
        money TEXT NOT NULL DEFAULT '0.00',
        integral TEXT NOT NULL DEFAULT '0',
        pay_money TEXT NOT NULL DEFAULT '0.00',
        pay_integral TEXT NOT NULL DEFAULT '0',
        start_time INTEGER NOT NULL,
        end_time INTEGER NOT NULL,
        contact_name TEXT NOT NULL DEFAULT '',
        contact_phone TEXT NOT NULL DEFAULT '',
        purpose TEXT NOT NULL DEFAULT '',
        is_guide_order TEXT NOT NULL DEFAULT '0',
        comment_status TEXT NOT NULL DEFAULT '0',
        review_due_at INTEGER,
        pay_due_at INTEGER,
        info_url TEXT NOT NULL DEFAULT '',
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL
      );
      CREATE INDEX reservation_orders_user ON reservation_orders (user_id, created_at DESC, id DESC);
      CREATE INDEX reservation_orders_status ON reservation_orders (status);
      CREATE INDEX reservation_orders_session ON reservation_orders (session_id, status);
      CREATE INDEX reservation_orders_slot ON reservation_orders (time_slot_id, date, status);
      CREATE TABLE zytf_orders (
        id INTEGER PRIMARY KEY,
        order_code TEXT NOT NULL UNIQUE,
        site_code TEXT NOT NULL,
        user_id INTEGER NOT NULL,
        order_status INTEGER NOT NULL,
        pay_money TEXT NOT NULL,
        resource_name TEXT NOT NULL,
        images TEXT NOT NULL,
        start_time INTEGER NOT NULL,
        end_time INTEGER NOT NULL,
        order_num INTEGER NOT NULL,
        cancel_status TEXT NOT NULL,
        cancel_time TEXT NOT NULL,
        info_url TEXT NOT NULL,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX zytf_orders_user ON zytf_orders (user_id, created_at DESC, id DESC);
      CREATE TABLE travel_routes (
        id INTEGER PRIMARY KEY,
        site_code TEXT NOT NULL,
        scenic_id INTEGER NOT NULL,
        sn TEXT NOT NULL UNIQUE,
        name TEXT NOT NULL,
        price TEXT NOT NULL,
        sale_type INTEGER NOT NULL,
        upper_time INTEGER,
        lower_time INTEGER,
        image TEXT NOT NULL,
        notes TEXT NOT NULL,
        included TEXT NOT NULL,
        exclude TEXT NOT NULL,
        considerations TEXT NOT NULL,
        sort INTEGER NOT NULL
      );
      CREATE INDEX travel_routes_scenic ON travel_routes (scenic_id, sort);
      CREATE TABLE route_reminders (
        user_id INTEGER NOT NULL,
        route_id INTEGER NOT NULL,
        created_at INTEGER NOT NULL,
        PRIMARY KEY (user_id, route_id)
      );
      CREATE TABLE theatre_platforms (
        id INTEGER PRIMARY KEY,
        resource_id INTEGER NOT NULL,
        resource_type TEXT NOT NULL,
        logo TEXT NOT NULL,
        name TEXT NOT NULL,
        url TEXT NOT NULL,
        sort INTEGER NOT NULL
      );
      CREATE INDEX theatre_platforms_resource ON theatre_platforms (resource_type, resource_id, sort);
      CREATE TABLE shop_sessions (
        session_id TEXT PRIMARY KEY,
        user_id INTEGER NOT NULL,
        site_code TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL
      );
      CREATE TABLE shop_orders (
        id INTEGER PRIMARY KEY,
        order_no TEXT NOT NULL UNIQUE,
        site_code TEXT NOT NULL,
        user_id INTEGER NOT NULL,
        order_type INTEGER NOT NULL,
        order_status INTEGER NOT NULL,
        product_name TEXT NOT NULL,
        image TEXT NOT NULL,
        amount_cents INTEGER NOT NULL,
        quantity INTEGER NOT NULL,
        refund_status INTEGER NOT NULL DEFAULT 0,
        refund_cents INTEGER NOT NULL DEFAULT 0,
        refund_reason TEXT NOT NULL DEFAULT '',
        -- when a pending refund completes (the demo refund takes 1 minute)
        refund_due_at INTEGER,
        receiver TEXT,
        address TEXT,
        logistics TEXT NOT NULL DEFAULT '[]',
        tickets TEXT NOT NULL DEFAULT '[]',
        check_in TEXT,
        check_out TEXT,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX shop_orders_user ON shop_orders (user_id, created_at DESC, id DESC);
      CREATE TABLE wallets (
        user_id INTEGER PRIMARY KEY,
        balance_cents INTEGER NOT NULL DEFAULT 0,
        frozen_cents INTEGER NOT NULL DEFAULT 0
      );
      CREATE TABLE wallet_records (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL,
        type TEXT NOT NULL,
        amount_cents INTEGER NOT NULL,
        status TEXT NOT NULL,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX wallet_records_user ON wallet_records (user_id, created_at DESC, id DESC);
    `,
  },
  {
    version: 9,
    name: 'search: hot words per site and each user\'s search records',
    // the tables are the search family's (families/search)
    sql: '',
  },
  {
    version: 10,
    name: 'paying through the payment provider, verification codes, entry notes, payment deadlines of shop orders',
    sql: `
      -- a confirmed order's verification code (the voucher's QR), generated once and kept
      ALTER TABLE reservation_orders ADD COLUMN verify_code TEXT;
      -- why an order was cancelled: '' (legacy), USER, PAY_TIMEOUT (closed unpaid at its deadline)
      ALTER TABLE reservation_orders ADD COLUMN cancel_reason TEXT NOT NULL DEFAULT '';
      ALTER TABLE reservation_orders ADD COLUMN pay_type TEXT NOT NULL DEFAULT '';
      ALTER TABLE reservation_orders ADD COLUMN pay_time INTEGER;
      ALTER TABLE reservation_orders ADD COLUMN trade_no TEXT NOT NULL DEFAULT '';
      CREATE UNIQUE INDEX reservation_orders_verify_code ON reservation_orders (verify_code) WHERE verify_code IS NOT NULL;
      ALTER TABLE activities ADD COLUMN entry_notes TEXT NOT NULL DEFAULT '';
      ALTER TABLE activity_rooms ADD COLUMN entry_notes TEXT NOT NULL DEFAULT '';
      ALTER TABLE resource_order_config ADD COLUMN entry_notes TEXT NOT NULL DEFAULT '';
      -- shop orders awaiting payment close at this time (NULL: the shop set no deadline)
      ALTER TABLE shop_orders ADD COLUMN pay_due_at INTEGER;
      -- a ZYTF order to pay always has an amount (the demo once had "0.00" ones)
      UPDATE zytf_orders SET pay_money = '60.00' WHERE order_status = 4 AND CAST(pay_money AS REAL) <= 0;
      -- the payment provider's trades (the reference upstream simulates the provider)
      CREATE TABLE pay_trades (
        id INTEGER PRIMARY KEY,
        trade_no TEXT NOT NULL UNIQUE,
        site_code TEXT NOT NULL,
        user_id INTEGER NOT NULL,
        order_code TEXT NOT NULL,
        merchant TEXT NOT NULL,
        amount TEXT NOT NULL,
        pay_type TEXT NOT NULL,
        -- WAIT, PAID, CANCELLED (by the payer), CLOSED (superseded or expired), REFUNDED (the merchant refused it)
        status TEXT NOT NULL,
        return_url TEXT NOT NULL DEFAULT '',
        notify_url TEXT NOT NULL,
        expires_at INTEGER NOT NULL,
        created_at INTEGER NOT NULL,
        paid_at INTEGER,
        -- the last notification the provider sent the merchant (form-encoded), for the dev channel
        notify_body TEXT NOT NULL DEFAULT ''
      );
      CREATE INDEX pay_trades_order ON pay_trades (order_code, status);
      -- provider notifications the merchant accepted: a notify id is taken once (replays are refused)
      CREATE TABLE pay_notifications (
        notify_id TEXT PRIMARY KEY,
        trade_no TEXT NOT NULL,
        received_at INTEGER NOT NULL
      );
    `,
  },
  {
    version: 11,
    name: 'review tags in the site language',
    // the table is the comments family's (families/comments)
    sql: '',
  },
  {
    version: 12,
    name: 'the county sites below a demo site (a region names its site; /scenic-list/{siteId})',
    // the table is the sites family's (families/sites)
    sql: '',
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
