/** Generates the deterministic demo data set on the first start of a new database. */
import type Database from 'better-sqlite3';
import { NEWS_RESOURCE_TYPE } from '../../resources.ts';
import { CHENGDU, seedChengdu } from './chengdu.ts';
import type { SiteSeedResult } from './common.ts';
import { JIAYUGUAN, seedJiayuguan } from './jiayuguan.ts';
import { JIUZHAIGOU, seedJiuzhaigou } from './jiuzhaigou.ts';
import { GUILIN, seedGuilin } from './guilin.ts';
import { LIJIANG, seedLijiang } from './lijiang.ts';
import { NEWS_SITES, seedNews } from './news.ts';
import { PlaceWriter, type SiteGeo } from './place-writer.ts';
import { hashString, mulberry32, type Rng } from './prng.ts';
import { XIAN, seedXian } from './xian.ts';
import { YANBIAN, seedYanbian } from './yanbian.ts';

const PLACE_SITES: [SiteGeo, (w: PlaceWriter, rng: Rng) => SiteSeedResult][] = [
  [CHENGDU, seedChengdu],
  [JIUZHAIGOU, seedJiuzhaigou],
  [LIJIANG, seedLijiang],
  [JIAYUGUAN, seedJiayuguan],
  // the language sites come last, so the ids and random draws of the four above stay as they were
  [GUILIN, seedGuilin],
  [XIAN, seedXian],
  [YANBIAN, seedYanbian],
];

/** The sites seeded before the language sites: their interaction figures keep their own random stream. */
const FIRST_SITES = new Set(['site510100', 'site513225', 'site530700', 'site620200']);

export function isSeeded(db: Database.Database): boolean {
  return (db.prepare('SELECT COUNT(*) AS n FROM places').get() as { n: number }).n > 0;
}

export function seed(db: Database.Database): void {
  db.transaction(() => {
    const placeIds = { next: 10001 };
    for (const [geo, fill] of PLACE_SITES) {
      const rng = mulberry32(hashString(geo.siteCode));
      const writer = new PlaceWriter(db, rng, geo, placeIds);
      fill(writer, rng);
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
  const all = db.prepare('SELECT id, site_code AS site, resource_type AS type, heat FROM places ORDER BY id').all() as {
    id: number;
    site: string;
    type: string;
    heat: number;
  }[];
  // the third draw (a made-up comment count) is kept so that likes and favourites stay as they were;
  // reconcileCommentCounts() replaces it with the real count once comments are seeded
  const placeFigures = (p: (typeof all)[number], r: Rng) => {
    const scale = p.heat > 0 ? p.heat : 800;
    insert.run(p.type, p.id, r.int(0, scale), r.int(0, Math.round(scale / 3)), r.int(0, Math.round(scale / 20)));
  };
  for (const p of all) if (FIRST_SITES.has(p.site)) placeFigures(p, rng);
  const news = db.prepare('SELECT id, site_code AS site FROM news ORDER BY id').all() as { id: number; site: string }[];
  const newsFigures = (n: { id: number }, r: Rng) => insert.run(NEWS_RESOURCE_TYPE, n.id, r.int(0, 900), r.int(0, 200), r.int(0, 60));
  for (const n of news) if (FIRST_SITES.has(n.site)) newsFigures(n, rng);
  // the language sites: a stream of their own each, after the four sites above
  for (const site of new Set(all.map((p) => p.site))) {
    if (FIRST_SITES.has(site)) continue;
    const own = mulberry32(hashString(`interactions:${site}`));
    for (const p of all) if (p.site === site) placeFigures(p, own);
    for (const n of news) if (n.site === site) newsFigures(n, own);
  }
}
