import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import type { UpstreamFamily } from '../src/family.ts';
import { migrateFamilies } from '../src/db/migrations.ts';
import { seedFamilies } from '../src/db/seed/families.ts';

const family = (seeded: string[]): UpstreamFamily => ({
  name: 'sample',
  migrations: [
    { version: 1, name: 'things', sql: 'CREATE TABLE things (id INTEGER PRIMARY KEY, name TEXT NOT NULL)', adopts: ['things'] },
    { version: 2, name: 'thing colour', sql: "ALTER TABLE things ADD COLUMN colour TEXT NOT NULL DEFAULT ''" },
  ],
  seed(db) {
    db.prepare("INSERT INTO things (name) VALUES ('demo')").run();
    seeded.push('sample');
  },
});

/** A database with what the seeding step itself needs (the sites and their service menus). */
function database(): Database.Database {
  const db = new Database(':memory:');
  db.exec(`CREATE TABLE sites (site_code TEXT PRIMARY KEY);
    CREATE TABLE menus (site_code TEXT, location TEXT, name TEXT, menu_code TEXT, jump_type TEXT, external_link TEXT,
      resource_value TEXT, icon TEXT, sort INTEGER, develop TEXT)`);
  return db;
}

const names = (db: Database.Database) => (db.prepare('SELECT name FROM things ORDER BY id').all() as { name: string }[]).map((r) => r.name);

describe('family migrations', () => {
  it('a new database runs every migration, then the seed once', () => {
    const db = database();
    const seeded: string[] = [];
    migrateFamilies(db, [family(seeded)]);
    seedFamilies(db, [family(seeded)], 0);
    migrateFamilies(db, [family(seeded)]);
    seedFamilies(db, [family(seeded)], 0);
    expect(seeded).toEqual(['sample']);
    expect(names(db)).toEqual(['demo']);
    expect(db.prepare('SELECT colour FROM things').get()).toEqual({ colour: '' });
  });

  it('a database that has the tables from before the family took them over keeps them and its data, and runs only the later migrations', () => {
    const db = database();
    db.exec("CREATE TABLE things (id INTEGER PRIMARY KEY, name TEXT NOT NULL); INSERT INTO things (name) VALUES ('kept')");
    const seeded: string[] = [];
    migrateFamilies(db, [family(seeded)]);
    seedFamilies(db, [family(seeded)], 0);
    expect(seeded).toEqual([]);
    expect(names(db)).toEqual(['kept']);
    expect(db.prepare('SELECT colour FROM things').get()).toEqual({ colour: '' });
  });

  it('a migration whose adopted tables are only partly there runs (and fails loudly rather than half-adopting)', () => {
    const db = database();
    db.exec('CREATE TABLE things (id INTEGER PRIMARY KEY)');
    const partial: UpstreamFamily = {
      name: 'partial',
      migrations: [
        {
          version: 1,
          name: 'two tables',
          sql: 'CREATE TABLE things (id INTEGER); CREATE TABLE others (id INTEGER)',
          adopts: ['things', 'others'],
        },
      ],
    };
    expect(() => migrateFamilies(db, [partial])).toThrow(/already exists/);
  });
});
