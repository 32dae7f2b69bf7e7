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
    // the tables are the places family's (families/places)
    sql: '',
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
    // the tables are the accounts family's (families/accounts)
    sql: '',
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
    name: "search: hot words per site and each user's search records",
    // the tables are the search family's (families/search)
    sql: '',
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
    // the table is the comments family's (families/comments)
    sql: '',
  },
  {
    version: 12,
    name: 'the county sites below a demo site (a region names its site; /scenic-list/{siteId})',
    // the table is the sites family's (families/sites)
    sql: '',
  },
  {
    version: 13,
    name: 'tokens name their session: a refresh keeps it, a sign-out ends all its tokens',
    // the accounts family's tokens table has the column and its index (families/accounts)
    sql: '',
  },
];

export function migrate(db: Database.Database): number[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)`);
  const applied = new Set((db.prepare('SELECT version FROM schema_migrations').all() as { version: number }[]).map((r) => r.version));
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
