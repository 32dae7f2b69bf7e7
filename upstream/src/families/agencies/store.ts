/** Every SQL statement of the agencies family. */
import type Database from 'better-sqlite3';
import { statementsOf } from '../../db/prepared.ts';

/** What an agency may do: domestic tours only, or outbound tours as well (the licence's scope). */
export const AGENCY_SCOPES = ['DOMESTIC', 'OUTBOUND'] as const;
export type AgencyScope = (typeof AGENCY_SCOPES)[number];

export interface AgencyRow {
  id: number;
  site_code: string;
  region_name: string;
  name: string;
  license_no: string;
  scope: AgencyScope;
  address: string;
  phone: string;
  longitude: number;
  latitude: number;
  sort: number;
}

export type NewAgency = Omit<AgencyRow, 'id'>;

export function agenciesStore(db: Database.Database) {
  const sql = statementsOf(db);
  const where = "site_code = ? AND (? = '' OR region_name = ?)";
  return {
    insert: (a: NewAgency) =>
      sql(`INSERT INTO travel_agencies (site_code, region_name, name, license_no, scope, address, phone, longitude, latitude, sort)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`).run(
        a.site_code,
        a.region_name,
        a.name,
        a.license_no,
        a.scope,
        a.address,
        a.phone,
        a.longitude,
        a.latitude,
        a.sort,
      ),
    /** The site's districts that have agencies, in the order of their first agency, with how many. */
    regions: (siteCode: string) =>
      sql(`SELECT region_name, COUNT(*) AS n FROM travel_agencies WHERE site_code = ?
        GROUP BY region_name ORDER BY MIN(sort), region_name`).all(siteCode) as { region_name: string; n: number }[],
    /** How many agencies the site has in the district ("" for every district). */
    count: (siteCode: string, region: string) =>
      (sql(`SELECT COUNT(*) AS n FROM travel_agencies WHERE ${where}`).get(siteCode, region, region) as { n: number }).n,
    /** A page of the site's agencies in the district ("" for every district), by sort. */
    page: (siteCode: string, region: string, limit: number, offset: number) =>
      sql(`SELECT * FROM travel_agencies WHERE ${where} ORDER BY sort, id LIMIT ? OFFSET ?`).all(
        siteCode,
        region,
        region,
        limit,
        offset,
      ) as AgencyRow[],
  };
}

/** The names of a site's agencies, by sort (the guides family's demo data names their employers from these). */
export function agencyNamesOf(db: Database.Database, siteCode: string): string[] {
  const sql = statementsOf(db);
  return (sql('SELECT name FROM travel_agencies WHERE site_code = ? ORDER BY sort, id').all(siteCode) as { name: string }[]).map(
    (r) => r.name,
  );
}
