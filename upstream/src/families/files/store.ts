/** The files' one read: the name a site logo shows. */
import type Database from 'better-sqlite3';

export interface FilesStore {
  /** The site's name, or undefined for a site code that is none. */
  siteName(siteCode: string): string | undefined;
}

export function filesStore(db: Database.Database): FilesStore {
  const siteName = db.prepare('SELECT name FROM sites WHERE site_code = ?');
  return {
    siteName: (siteCode) => (siteName.get(siteCode) as { name: string } | undefined)?.name,
  };
}
