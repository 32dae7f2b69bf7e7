/** The region tree's one read: which site the platform runs for a region. */
import type Database from 'better-sqlite3';

export interface RegionsStore {
  /** Region code → site id (as a string), over the demo sites and the county sites below them. */
  siteIdsByRegion(): Map<string, string>;
}

export function regionsStore(db: Database.Database): RegionsStore {
  const sites = db.prepare('SELECT id, region FROM sites UNION ALL SELECT id, region FROM area_sites');
  return {
    siteIdsByRegion: () => new Map((sites.all() as { id: number; region: string }[]).map((s) => [s.region, String(s.id)])),
  };
}
