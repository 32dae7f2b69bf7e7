/** Opens the database file (or ':memory:'), runs migrations, seeds a new database. */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { distanceMetres } from '../geo.ts';
import { migrate, migrateFamilies } from './migrations.ts';
import { FAMILIES } from '../families/index.ts';
import { activitiesFamily } from '../families/activities/index.ts';
import { reservationsFamily } from '../families/reservations/index.ts';
import { isFamilySeeded, seedFamilies } from './seed/families.ts';
import { isSeeded, reconcileCommentCounts, seed } from './seed/index.ts';
import { isReservationSeeded, seedReservations } from './seed/reservations.ts';
import { isSearchSeeded, seedSearch } from './seed/search.ts';
import { isAreaSitesSeeded, seedAreaSites } from './seed/sites.ts';
import { isSocialSeeded, seedSocial } from './seed/social.ts';

/** The families whose rows the demo reservation orders book (seeded before those orders). */
const BOOKED = [activitiesFamily, reservationsFamily];

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
  // the families in folders (families/index.ts): their tables first, the older seeds stand on some
  migrateFamilies(db, FAMILIES);
  const steps: Array<[() => boolean, () => void]> = [
    [() => isSeeded(db), () => seed(db)],
    [() => isSocialSeeded(db), () => seedSocial(db)],
    // the activities and reservations before the older booking seed, whose orders book their sessions, slots and rooms
    [() => BOOKED.every((family) => isFamilySeeded(db, family)), () => seedFamilies(db, BOOKED, nowMs)],
    [() => isReservationSeeded(db), () => seedReservations(db, nowMs)],
    [() => isSearchSeeded(db), () => seedSearch(db)],
    [() => isAreaSitesSeeded(db), () => seedAreaSites(db)],
  ];
  let seeded = false;
  for (const [done, run] of steps) {
    if (done()) continue;
    run();
    seeded = true;
  }
  // then the families' demo data once
  if (seedFamilies(db, FAMILIES, nowMs)) seeded = true;
  // every resource's comment count is its real comments (never a made-up figure over an empty list)
  if (seeded) reconcileCommentCounts(db);
  db.function('distance_km', { deterministic: true }, (lat1: unknown, lng1: unknown, lat2: unknown, lng2: unknown) =>
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

