/** Every SQL statement of the rental family. */
import type Database from 'better-sqlite3';
import { statementsOf } from '../../db/prepared.ts';

/** The car types of the list (`carType`): 1 economy, 2 SUV, 3 MPV, 4 new energy, 5 business. */
export const CAR_TYPES = [1, 2, 3, 4, 5] as const;

export interface CompanyRow {
  id: number;
  site_code: string;
  name: string;
  intro: string;
  phone: string;
  website: string;
  sort: number;
  min_price: number | null;
  outlet_count: number;
}

export interface OutletRow {
  id: number;
  company_id: number;
  name: string;
  address: string;
  longitude: number;
  latitude: number;
  phone: string;
  open_time: string;
  sort: number;
}

export interface CarRow {
  id: number;
  company_id: number;
  name: string;
  car_type: number;
  seats: number;
  gearbox: string;
  daily_price: number;
  deposit: number;
  sort: number;
}

const COMPANY = `SELECT c.*, (SELECT MIN(daily_price) FROM rental_cars WHERE company_id = c.id) AS min_price,
  (SELECT COUNT(*) FROM rental_outlets WHERE company_id = c.id) AS outlet_count FROM rental_companies c`;

export function rentalStore(db: Database.Database) {
  const sql = statementsOf(db);
  return {
    companyCount: (siteCode: string) =>
      (sql('SELECT COUNT(*) AS n FROM rental_companies WHERE site_code = ?').get(siteCode) as { n: number }).n,
    companies: (siteCode: string, limit: number, offset: number) =>
      sql(`${COMPANY} WHERE c.site_code = ? ORDER BY c.sort, c.id LIMIT ? OFFSET ?`).all(siteCode, limit, offset) as CompanyRow[],
    company: (siteCode: string, id: number) =>
      sql(`${COMPANY} WHERE c.site_code = ? AND c.id = ?`).get(siteCode, id) as CompanyRow | undefined,
    /** The outlets of the site's companies among `ids`, by company then sort. */
    outlets: (siteCode: string, ids: readonly number[]) =>
      sql(`SELECT o.* FROM rental_outlets o JOIN rental_companies c ON c.id = o.company_id
        WHERE c.site_code = ? AND o.company_id IN (SELECT value FROM json_each(?)) ORDER BY o.company_id, o.sort, o.id`).all(
        siteCode,
        JSON.stringify(ids),
      ) as OutletRow[],
    carCount: (companyId: number, carType: number | null) =>
      (
        sql('SELECT COUNT(*) AS n FROM rental_cars WHERE company_id = ? AND (? IS NULL OR car_type = ?)').get(
          companyId,
          carType,
          carType,
        ) as {
          n: number;
        }
      ).n,
    /** A page of a company's cars, cheapest first. */
    cars: (companyId: number, carType: number | null, limit: number, offset: number) =>
      sql(`SELECT * FROM rental_cars WHERE company_id = ? AND (? IS NULL OR car_type = ?)
        ORDER BY daily_price, sort, id LIMIT ? OFFSET ?`).all(companyId, carType, carType, limit, offset) as CarRow[],
    insertCompany: (row: Omit<CompanyRow, 'id' | 'min_price' | 'outlet_count'>) =>
      Number(
        sql(`INSERT INTO rental_companies (site_code, name, intro, phone, website, sort)
          VALUES (@site_code, @name, @intro, @phone, @website, @sort)`).run(row).lastInsertRowid,
      ),
    insertOutlet: (row: Omit<OutletRow, 'id'>) =>
      void sql(`INSERT INTO rental_outlets (company_id, name, address, longitude, latitude, phone, open_time, sort)
        VALUES (@company_id, @name, @address, @longitude, @latitude, @phone, @open_time, @sort)`).run(row),
    insertCar: (row: Omit<CarRow, 'id'>) =>
      void sql(`INSERT INTO rental_cars (company_id, name, car_type, seats, gearbox, daily_price, deposit, sort)
        VALUES (@company_id, @name, @car_type, @seats, @gearbox, @daily_price, @deposit, @sort)`).run(row),
  };
}
