/** The place-news family's demo data. */
import type Database from 'better-sqlite3';
import { hashString, mulberry32 } from '../../db/seed/prng.ts';

/**
 * How many news each demo site's first places get, in the places' order (venues then scenic
 * areas): the first holds more than a page, the second a few, the third exactly two (its page
 * lists both and offers no full list), the fourth none.
 */
export const PLACE_NEWS_COUNTS: readonly number[] = [12, 5, 2, 0];

/** Links the site's news to its first venues and scenic areas, on every demo site. */
export function seed(db: Database.Database): void {
  const sites = db.prepare('SELECT DISTINCT site_code FROM news ORDER BY site_code').all() as { site_code: string }[];
  const link = db.prepare('INSERT OR IGNORE INTO content_links (news_id, resource_type, resource_id) VALUES (?, ?, ?)');
  const newsOf = db.prepare('SELECT id FROM news WHERE site_code = ? ORDER BY id');
  const placesOf = db.prepare(
    `SELECT id, resource_type AS type FROM places WHERE site_code = ? AND resource_type = ? ORDER BY sort, id LIMIT ?`,
  );
  for (const { site_code: siteCode } of sites) {
    const rng = mulberry32(hashString(`place-news:${siteCode}`));
    const news = (newsOf.all(siteCode) as { id: number }[]).map((n) => n.id);
    for (const type of ['CONTENT_TYPE_VENUE', 'CONTENT_TYPE_SCENERY']) {
      const places = placesOf.all(siteCode, type, PLACE_NEWS_COUNTS.length) as { id: number; type: string }[];
      places.forEach((p, i) => {
        for (const n of rng.shuffle(news).slice(0, PLACE_NEWS_COUNTS[i] ?? 0)) link.run(n, p.type, p.id);
      });
    }
  }
}
