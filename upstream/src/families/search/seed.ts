/**
 * Hot search words of each site: the names of its most visited scenic areas and venues, as a
 * site editor would pick them, with made-up search counts. Deterministic.
 */
import type Database from 'better-sqlite3';
import { SCENERY, VENUE } from '../../resources.ts';

export function seedSearch(db: Database.Database): void {
  const sites = db.prepare('SELECT site_code FROM sites ORDER BY id').all() as Array<{ site_code: string }>;
  const top = db.prepare('SELECT name, heat FROM places WHERE site_code = ? AND resource_type = ? ORDER BY heat DESC, id LIMIT ?');
  const insert = db.prepare('INSERT OR IGNORE INTO hot_words (site_code, name, sort, search_num) VALUES (?, ?, ?, ?)');
  for (const { site_code: site } of sites) {
    const words = [
      ...(top.all(site, SCENERY, 4) as Array<{ name: string; heat: number }>),
      ...(top.all(site, VENUE, 2) as Array<{ name: string; heat: number }>),
    ];
    words.forEach((w, i) => insert.run(site, w.name, i + 1, 200 + (w.heat % 800)));
  }
}
