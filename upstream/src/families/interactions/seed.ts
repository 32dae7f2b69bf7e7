/**
 * The interactions' demo data: the counters of the core places and news and the first demo user's
 * favourites, likes and follows.
 */
import type Database from 'better-sqlite3';
import { NEWS_RESOURCE_TYPE, SCENERY } from '../../resources.ts';
import { DEMO_NOW_MS } from '../../time.ts';
import { demoUnid } from '../../db/seed/social.ts';
import { hashString, mulberry32, type Rng } from '../../db/seed/prng.ts';

const DAY = 24 * 3600 * 1000;

/** The sites seeded before the language sites: their interaction figures keep their own random stream. */
const FIRST_SITES = new Set(['site510100', 'site513225', 'site530700', 'site620200']);

/** The counters of the core places and news, then the first demo user's favourites. */
export function seedInteractions(db: Database.Database): void {
  seedInteractionFigures(db);
  seedFavourites(db);
}

/**
 * The counters of the core places and news: likes and favourites drawn per resource, the sites
 * seeded before the language sites in one stream, each language site in its own. Drawn before the
 * later families' seeds add counters of their own, so the rows keep their place among them.
 */
function seedInteractionFigures(db: Database.Database): void {
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

/** The first demo user's favourites, likes and follows, so the personal centre is not empty. */
function seedFavourites(db: Database.Database): void {
  const unid = demoUnid('13800000001');
  const scenic = db
    .prepare("SELECT id FROM places WHERE site_code = 'site510100' AND resource_type = ? ORDER BY sort, id LIMIT 2")
    .all(SCENERY) as { id: number }[];
  const news = db.prepare("SELECT id FROM news WHERE site_code = 'site510100' ORDER BY top DESC, publish_time DESC, id LIMIT 1").all() as {
    id: number;
  }[];
  const insert = db.prepare(
    `INSERT INTO user_interactions (user_id, resource_type, resource_id, liked, collected, followed, updated_at, collected_at)
     VALUES (?, ?, ?, ?, 1, ?, '2025-11-18 20:30:00', ?)`,
  );
  const atLeastOne = db.prepare(
    `UPDATE interactions SET like_num = MAX(like_num, ?), collection_num = MAX(collection_num, 1)
     WHERE resource_type = ? AND resource_id = ?`,
  );
  const rows: [string, number, number, number][] = [
    ...scenic.map((s, i): [string, number, number, number] => [SCENERY, s.id, i === 0 ? 1 : 0, i === 0 ? 1 : 0]),
    ...news.map((n): [string, number, number, number] => [NEWS_RESOURCE_TYPE, n.id, 1, 0]),
  ];
  rows.forEach(([type, id, liked, followed], i) => {
    insert.run(unid, type, id, liked, followed, DEMO_NOW_MS - (10 - i) * DAY);
    atLeastOne.run(liked, type, id);
  });
}
