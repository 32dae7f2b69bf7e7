/** The rental family's tables: car rental companies, their outlets and their cars. */
import type { FamilyMigration } from '../../family.ts';

export const migrations: readonly FamilyMigration[] = [
  {
    version: 1,
    name: 'car rental companies, outlets and cars',
    sql: `
      CREATE TABLE rental_companies (
        id INTEGER PRIMARY KEY,
        site_code TEXT NOT NULL,
        name TEXT NOT NULL,
        intro TEXT NOT NULL DEFAULT '',
        phone TEXT NOT NULL DEFAULT '',
        website TEXT NOT NULL DEFAULT '',
        sort INTEGER NOT NULL
      );
      CREATE INDEX rental_companies_site ON rental_companies (site_code, sort, id);
      CREATE TABLE rental_outlets (
        id INTEGER PRIMARY KEY,
        company_id INTEGER NOT NULL REFERENCES rental_companies (id),
        name TEXT NOT NULL,
        address TEXT NOT NULL,
        longitude REAL NOT NULL,
        latitude REAL NOT NULL,
        phone TEXT NOT NULL DEFAULT '',
        open_time TEXT NOT NULL DEFAULT '',
        sort INTEGER NOT NULL
      );
      CREATE INDEX rental_outlets_company ON rental_outlets (company_id, sort, id);
      CREATE TABLE rental_cars (
        id INTEGER PRIMARY KEY,
        company_id INTEGER NOT NULL REFERENCES rental_companies (id),
        name TEXT NOT NULL,
        car_type INTEGER NOT NULL,
        seats INTEGER NOT NULL,
        gearbox TEXT NOT NULL,
        daily_price INTEGER NOT NULL,
        deposit INTEGER NOT NULL,
        sort INTEGER NOT NULL
      );
      CREATE INDEX rental_cars_company ON rental_cars (company_id, car_type, daily_price, id);
    `,
  },
];
