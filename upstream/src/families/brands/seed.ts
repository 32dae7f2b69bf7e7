/** The brands family's demo data. */
import type Database from 'better-sqlite3';
import { hashString, mulberry32 } from '../../db/seed/prng.ts';
import { BRAND_TYPE } from './store.ts';
import { BRAND_TEXTS } from './texts.ts';

/** Demo brands: fourteen per demo site, each with 3 to 8 places and 3 to 6 of the site's news. */
export function seed(db: Database.Database): void {
  const insert = db.prepare(`INSERT INTO brands (site_code, name, slogan, images, banner, logo, main_color, introduce, site_count, sort)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const link = db.prepare('INSERT OR IGNORE INTO brand_resources (brand_id, resource_type, resource_id, sort) VALUES (?, ?, ?, ?)');
  const linkNews = db.prepare('INSERT OR IGNORE INTO content_links (news_id, resource_type, resource_id) VALUES (?, ?, ?)');
  const counts = db.prepare(
    'INSERT OR IGNORE INTO interactions (resource_type, resource_id, like_num, collection_num, comment_num) VALUES (?, ?, ?, ?, 0)',
  );
  for (const [siteCode, texts] of Object.entries(BRAND_TEXTS)) {
    const rng = mulberry32(hashString(`brands:${siteCode}`));
    const places = db
      .prepare(`SELECT id, resource_type AS type FROM places WHERE site_code = ? AND resource_type IN
        ('CONTENT_TYPE_SCENERY', 'CONTENT_TYPE_VENUE', 'CONTENT_TYPE_RURAL', 'CONTENT_TYPE_AGRITAINMENT', 'CONTENT_TYPE_RESTAURANT', 'CONTENT_TYPE_ENTERTAINMENT')
        ORDER BY sort, id`)
      .all(siteCode) as { id: number; type: string }[];
    const scenic = places.filter((p) => p.type === 'CONTENT_TYPE_SCENERY');
    const news = (db.prepare('SELECT id FROM news WHERE site_code = ? ORDER BY id').all(siteCode) as { id: number }[]).map((n) => n.id);
    texts.brands.forEach(([name, slogan], i) => {
      const slug = `brand-${siteCode.slice(4)}-${i + 1}`;
      const images = Array.from({ length: rng.int(2, 4) }, (_, k) => `${slug}-${k + 1}`).join(',');
      const { lastInsertRowid } = insert.run(
        siteCode,
        name,
        slogan,
        images,
        `${slug}-banner`,
        `${slug}-logo`,
        PALETTE[i % PALETTE.length]!,
        texts.introduce(name, slogan),
        rng.int(1, 18),
        (i + 1) * 10,
      );
      const id = Number(lastInsertRowid);
      // a scenic area first (the brand's "scenic" page leads with one), then other places
      const chosen = [...(scenic.length > 0 ? [scenic[i % scenic.length]!] : []), ...rng.shuffle(places).slice(0, rng.int(2, 7))];
      chosen.forEach((p, k) => link.run(id, p.type, p.id, (k + 1) * 10));
      for (const n of rng.shuffle(news).slice(0, rng.int(3, 6))) linkNews.run(n, BRAND_TYPE, id);
      counts.run(BRAND_TYPE, id, rng.int(20, 900), rng.int(5, 300));
    });
  }
}

/** Main colours dark enough for white text (WCAG AA) on the brand banner. */
const PALETTE = [
  '#B3261E',
  '#1E5AA8',
  '#2E7D32',
  '#6A1B9A',
  '#AD1457',
  '#00695C',
  '#4E342E',
  '#283593',
  '#37474F',
  '#BF360C',
  '#01579B',
  '#558B2F',
];
