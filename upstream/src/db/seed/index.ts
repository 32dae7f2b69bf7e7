/** Generates the deterministic demo data set on the first start of a new database. */
import type Database from 'better-sqlite3';
import { NEWS_RESOURCE_TYPE } from '../../resources.ts';
import { CHENGDU, seedChengdu } from './chengdu.ts';
import type { SiteSeedResult } from './common.ts';
import { JIAYUGUAN, seedJiayuguan } from './jiayuguan.ts';
import { JIUZHAIGOU, seedJiuzhaigou } from './jiuzhaigou.ts';
import { LIJIANG, seedLijiang } from './lijiang.ts';
import { NEWS_SITES, seedNews } from './news.ts';
import { PlaceWriter, type SiteGeo } from './place-writer.ts';
import { hashString, mulberry32, type Rng } from './prng.ts';
import { seedLayouts, seedSites } from './sites.ts';

const PLACE_SITES: [SiteGeo, (w: PlaceWriter, rng: Rng) => SiteSeedResult][] = [
  [CHENGDU, seedChengdu],
  [JIUZHAIGOU, seedJiuzhaigou],
  [LIJIANG, seedLijiang],
  [JIAYUGUAN, seedJiayuguan],
];

export function isSeeded(db: Database.Database): boolean {
  return (db.prepare('SELECT COUNT(*) AS n FROM sites').get() as { n: number }).n > 0;
}

export function seed(db: Database.Database): void {
  db.transaction(() => {
    seedSites(db);
    const placeIds = { next: 10001 };
    const scenicIds: Record<string, number[]> = {};
    for (const [geo, fill] of PLACE_SITES) {
      const rng = mulberry32(hashString(geo.siteCode));
      const writer = new PlaceWriter(db, rng, geo, placeIds);
      scenicIds[geo.siteCode] = fill(writer, rng).scenicIds;
    }
    const newsIds = { next: 70001 };
    for (const site of NEWS_SITES) {
      const rng = mulberry32(hashString(`news:${site.siteCode}`));
      const places = (
        db
          .prepare("SELECT name FROM places WHERE site_code = ? AND resource_type = 'CONTENT_TYPE_SCENERY' ORDER BY sort, id LIMIT 12")
          .all(site.siteCode) as { name: string }[]
      ).map((r) => r.name);
      seedNews(db, rng, { ...site, places }, newsIds);
    }
    seedInteractions(db);
    seedLayouts(db, { scenicIds });
  })();
}

/**
 * Sets every resource's `comment_num` to the comments it really has (the seed draws likes and
 * favourites at random, but a comment count must match the comment list). One statement; run
 * after all seeding.
 */
export function reconcileCommentCounts(db: Database.Database): void {
  db.prepare(
    `UPDATE interactions SET comment_num = (SELECT COUNT(*) FROM comments c
       WHERE c.resource_type = interactions.resource_type AND c.resource_id = interactions.resource_id)`,
  ).run();
}

function seedInteractions(db: Database.Database): void {
  const rng = mulberry32(hashString('interactions'));
  const insert = db.prepare(
    'INSERT INTO interactions (resource_type, resource_id, like_num, collection_num, comment_num) VALUES (?, ?, ?, ?, ?)',
  );
  const places = db.prepare('SELECT id, resource_type AS type, heat FROM places ORDER BY id').all() as {
    id: number;
    type: string;
    heat: number;
  }[];
  for (const p of places) {
    const scale = p.heat > 0 ? p.heat : 800;
    // the third draw (a made-up comment count) is kept so that likes and favourites stay as they were;
    // reconcileCommentCounts() replaces it with the real count once comments are seeded
    insert.run(p.type, p.id, rng.int(0, scale), rng.int(0, Math.round(scale / 3)), rng.int(0, Math.round(scale / 20)));
  }
  const news = db.prepare('SELECT id FROM news ORDER BY id').all() as { id: number }[];
  for (const n of news) insert.run(NEWS_RESOURCE_TYPE, n.id, rng.int(0, 900), rng.int(0, 200), rng.int(0, 60));
}
