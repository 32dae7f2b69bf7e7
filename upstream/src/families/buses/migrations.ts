/** The buses family's tables: stops, lines, each line's two directions and their stops in order. */
import type { FamilyMigration } from '../../family.ts';

export const migrations: readonly FamilyMigration[] = [
  {
    version: 1,
    name: 'bus stops and lines',
    sql: `
      CREATE TABLE bus_stops (
        id INTEGER PRIMARY KEY,
        site_code TEXT NOT NULL,
        name TEXT NOT NULL,
        longitude REAL NOT NULL,
        latitude REAL NOT NULL,
        sort INTEGER NOT NULL
      );
      CREATE INDEX bus_stops_site ON bus_stops (site_code, sort, id);
      CREATE TABLE bus_lines (
        id INTEGER PRIMARY KEY,
        site_code TEXT NOT NULL,
        name TEXT NOT NULL,
        operator TEXT NOT NULL,
        fare REAL NOT NULL,
        interval_minutes INTEGER NOT NULL,
        sort INTEGER NOT NULL
      );
      CREATE INDEX bus_lines_site ON bus_lines (site_code, sort, id);
      CREATE TABLE bus_line_directions (
        line_id INTEGER NOT NULL REFERENCES bus_lines (id),
        direction INTEGER NOT NULL,
        first_time TEXT NOT NULL,
        last_time TEXT NOT NULL,
        PRIMARY KEY (line_id, direction)
      );
      CREATE TABLE bus_line_stops (
        line_id INTEGER NOT NULL REFERENCES bus_lines (id),
        direction INTEGER NOT NULL,
        seq INTEGER NOT NULL,
        stop_id INTEGER NOT NULL REFERENCES bus_stops (id),
        minutes INTEGER NOT NULL,
        PRIMARY KEY (line_id, direction, seq)
      );
      CREATE INDEX bus_line_stops_stop ON bus_line_stops (stop_id);
    `,
  },
];
