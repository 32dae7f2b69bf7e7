/** Generates the deterministic demo data set on the first start of a new database. */
import type Database from 'better-sqlite3';
import { seedContent } from '../../families/content/index.ts';
import { seedInteractionFigures } from '../../families/interactions/index.ts';
import { CHENGDU, seedChengdu } from './chengdu.ts';
import type { SiteSeedResult } from './common.ts';
import { JIAYUGUAN, seedJiayuguan } from './jiayuguan.ts';
import { JIUZHAIGOU, seedJiuzhaigou } from './jiuzhaigou.ts';
import { GUILIN, seedGuilin } from './guilin.ts';
import { LIJIANG, seedLijiang } from './lijiang.ts';
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
    seedContent(db);
    seedInteractionFigures(db);
  })();
}
