/** Every SQL statement of the place-introductions family. */
import type Database from 'better-sqlite3';
import { statementsOf } from '../../db/prepared.ts';

export interface IntroductionRow {
  site_code: string;
  resource_type: string;
  introduce: string;
  update_time: number;
}

export function introductionsStore(db: Database.Database) {
  const sql = statementsOf(db);
  return {
    /** The site's introduction of a kind, if its operator wrote one. */
    introduction: (siteCode: string, resourceType: string) =>
      sql('SELECT * FROM place_kind_introductions WHERE site_code = ? AND resource_type = ?').get(siteCode, resourceType) as
        | IntroductionRow
        | undefined,
    /** Writes (or rewrites) the site's introduction of a kind. */
    write: (row: IntroductionRow) =>
      sql(`INSERT INTO place_kind_introductions (site_code, resource_type, introduce, update_time)
        VALUES (@site_code, @resource_type, @introduce, @update_time)
        ON CONFLICT (site_code, resource_type) DO UPDATE SET introduce = excluded.introduce, update_time = excluded.update_time`).run(row),
  };
}
