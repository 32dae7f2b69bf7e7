/** Finds an interactable resource (place, news article, activity, a family's) by stored type and id. */
import type Database from 'better-sqlite3';
import { ACTIVITY_TYPE, NEWS_RESOURCE_TYPE, imagesString, kindOf, resourceTable } from './resources.ts';

export interface ResourceRef {
  type: string;
  id: number;
  siteCode: string;
  name: string;
  /** Comma-separated "@/files/…" references, first = cover. */
  images: string;
}

export function findResource(db: Database.Database, stored: string, id: number): ResourceRef | null {
  if (!Number.isSafeInteger(id)) return null;
  let row: { site_code: string; name: string; images: string } | undefined;
  if (kindOf(stored)) {
    row = db.prepare('SELECT site_code, name, images FROM places WHERE id = ? AND resource_type = ?').get(id, stored) as typeof row;
  } else if (stored === NEWS_RESOURCE_TYPE) {
    row = db.prepare('SELECT site_code, title AS name, images FROM news WHERE id = ?').get(id) as typeof row;
  } else if (stored === ACTIVITY_TYPE) {
    row = db.prepare('SELECT site_code, name, images FROM activities WHERE id = ?').get(id) as typeof row;
  } else {
    const t = resourceTable(stored);
    if (t) {
      row = db
        .prepare(
          `SELECT site_code, ${t.nameSql} AS name, ${t.imagesSql} AS images FROM ${t.table} WHERE id = ?${t.whereSql ? ` AND (${t.whereSql})` : ''}`,
        )
        .get(id) as typeof row;
    }
  }
  if (!row) return null;
  return { type: stored, id, siteCode: row.site_code, name: row.name, images: imagesString(row.images) };
}

/** Same, restricted to one site (a resource of another site is "absent"). */
export function findSiteResource(db: Database.Database, siteCode: string, stored: string, id: number): ResourceRef | null {
  const ref = findResource(db, stored, id);
  return ref && ref.siteCode === siteCode ? ref : null;
}
