/** The guided-tours family's tables: tours, their points and routes. */
import type { FamilyMigration } from '../../family.ts';

export const migrations: readonly FamilyMigration[] = [
  {
    version: 1,
    name: 'guided tours, their points and routes',
    sql: `
      CREATE TABLE guided_tours (
        id INTEGER PRIMARY KEY,
        site_code TEXT NOT NULL,
        scenic_id INTEGER,
        scenic_name TEXT NOT NULL,
        title TEXT NOT NULL,
        summary TEXT NOT NULL,
        cover TEXT NOT NULL,
        level INTEGER NOT NULL,
        west REAL NOT NULL,
        east REAL NOT NULL,
        south REAL NOT NULL,
        north REAL NOT NULL,
        view_num INTEGER NOT NULL DEFAULT 0,
        sort INTEGER NOT NULL
      );
      CREATE INDEX guided_tours_site ON guided_tours (site_code, sort, id);
      CREATE TABLE guided_tour_points (
        id INTEGER PRIMARY KEY,
        tour_id INTEGER NOT NULL REFERENCES guided_tours (id),
        name TEXT NOT NULL,
        type TEXT NOT NULL,
        summary TEXT NOT NULL,
        x REAL NOT NULL,
        y REAL NOT NULL,
        longitude REAL NOT NULL,
        latitude REAL NOT NULL,
        audio TEXT NOT NULL,
        audio_seconds INTEGER NOT NULL,
        image TEXT NOT NULL,
        sort INTEGER NOT NULL
      );
      CREATE INDEX guided_tour_points_tour ON guided_tour_points (tour_id, sort, id);
      CREATE TABLE guided_tour_routes (
        id INTEGER PRIMARY KEY,
        tour_id INTEGER NOT NULL REFERENCES guided_tours (id),
        name TEXT NOT NULL,
        summary TEXT NOT NULL,
        minutes INTEGER NOT NULL,
        metres INTEGER NOT NULL,
        point_ids TEXT NOT NULL,
        sort INTEGER NOT NULL
      );
      CREATE INDEX guided_tour_routes_tour ON guided_tour_routes (tour_id, sort, id);
    `,
  },
];
