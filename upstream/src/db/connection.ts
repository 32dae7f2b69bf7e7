/** Opens the database file (or ':memory:'), runs migrations, seeds a new database. */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { distanceMetres } from '../geo.ts';
import { migrate, migrateFamilies } from './migrations.ts';
import { FAMILIES, MODULE_FAMILIES } from '../families/index.ts';
import { reconcileCommentCounts } from '../families/interactions/index.ts';
import { seedFamilies } from './seed/families.ts';
import { isSocialSeeded, seedSocial } from './seed/social.ts';

/**
 * `nowMs`: the clock's now at seed time (the bookable days and other dated demo data are generated
 * relative to it). `image`: a serialized database (`demoDatabaseImage`) to open in memory instead
 * of `dbPath`: it is migrated and seeded already, so opening it costs milliseconds, not the demo
 * data set's generation.
 */
export function openDatabase(dbPath: string, nowMs: number = Date.now(), image?: Uint8Array): Database.Database {
  if (image && dbPath !== ':memory:') throw new Error('a database image opens in memory only (dbPath ":memory:")');
  if (dbPath !== ':memory:') mkdirSync(dirname(dbPath), { recursive: true });
  const db = image ? new Database(Buffer.from(image.buffer, image.byteOffset, image.byteLength)) : new Database(dbPath);
  if (dbPath !== ':memory:') db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  migrate(db);
  migrateFamilies(db, FAMILIES);
  const steps: Array<[() => boolean, () => void]> = [[() => isSocialSeeded(db), () => seedSocial(db)]];
  let seeded = false;
  for (const [done, run] of steps) {
    if (done()) continue;
    run();
    seeded = true;
  }
  // the families' demo data once (families/index.ts)
  if (seedFamilies(db, FAMILIES, nowMs, MODULE_FAMILIES.length)) seeded = true;
  // every resource's comment count is its real comments (never a made-up figure over an empty list)
  if (seeded) reconcileCommentCounts(db);
  db.function(
    'distance_km',
    { deterministic: true },
    (lat1: unknown, lng1: unknown, lat2: unknown, lng2: unknown) =>
      distanceMetres({ latitude: Number(lat1), longitude: Number(lng1) }, { latitude: Number(lat2), longitude: Number(lng2) }) / 1000,
  );
  return db;
}

/**
 * The whole demo data set (every family migrated and seeded as of `nowMs`) as a serialized SQLite
 * database: made once, it opens as many fresh in-memory copies as needed (`openDatabase`'s
 * `image`, `startUpstream`'s `image`), each independent of the others.
 */
export function demoDatabaseImage(nowMs: number = Date.now()): Buffer {
  const db = openDatabase(':memory:', nowMs);
  try {
    return db.serialize();
  } finally {
    db.close();
  }
}
