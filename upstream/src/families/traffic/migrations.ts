/** The traffic family's tables: stations, the services (trains, flights, coaches), their stops and seat classes. */
import type { FamilyMigration } from '../../family.ts';

export const migrations: readonly FamilyMigration[] = [
  {
    version: 1,
    name: 'traffic timetables',
    sql: `
      CREATE TABLE traffic_stations (
        id INTEGER PRIMARY KEY,
        site_code TEXT NOT NULL,
        mode TEXT NOT NULL,
        code TEXT NOT NULL DEFAULT '',
        name TEXT NOT NULL,
        city TEXT NOT NULL,
        local INTEGER NOT NULL DEFAULT 0,
        sort INTEGER NOT NULL
      );
      CREATE INDEX traffic_stations_site ON traffic_stations (site_code, mode, sort, id);
      CREATE TABLE traffic_services (
        id INTEGER PRIMARY KEY,
        site_code TEXT NOT NULL,
        mode TEXT NOT NULL,
        number TEXT NOT NULL,
        operator TEXT NOT NULL DEFAULT '',
        vehicle TEXT NOT NULL DEFAULT '',
        run_days INTEGER NOT NULL DEFAULT 127,
        booking_url TEXT NOT NULL
      );
      CREATE INDEX traffic_services_site ON traffic_services (site_code, mode);
      CREATE TABLE traffic_stops (
        service_id INTEGER NOT NULL REFERENCES traffic_services (id),
        seq INTEGER NOT NULL,
        station_id INTEGER NOT NULL REFERENCES traffic_stations (id),
        arrive INTEGER,
        depart INTEGER,
        PRIMARY KEY (service_id, seq)
      );
      CREATE INDEX traffic_stops_station ON traffic_stops (station_id, service_id);
      CREATE TABLE traffic_seats (
        service_id INTEGER NOT NULL REFERENCES traffic_services (id),
        sort INTEGER NOT NULL,
        code TEXT NOT NULL,
        base REAL NOT NULL DEFAULT 0,
        per_minute REAL NOT NULL DEFAULT 0,
        capacity INTEGER NOT NULL,
        PRIMARY KEY (service_id, code)
      );
    `,
  },
];
