/**
 * The places' demo data: every demo site's places and hotel rooms, ids from 10001 in site order,
 * generated per site (seed/<site>.ts) through the PlaceWriter.
 */
import type Database from 'better-sqlite3';
import { hashString, mulberry32, type Rng } from '../../db/seed/prng.ts';
import { CHENGDU, seedChengdu } from './seed/chengdu.ts';
import type { SiteSeedResult } from './seed/common.ts';
import { JIAYUGUAN, seedJiayuguan } from './seed/jiayuguan.ts';
import { JIUZHAIGOU, seedJiuzhaigou } from './seed/jiuzhaigou.ts';
import { GUILIN, seedGuilin } from './seed/guilin.ts';
import { LIJIANG, seedLijiang } from './seed/lijiang.ts';
import { PlaceWriter, type SiteGeo } from './seed/place-writer.ts';
import { XIAN, seedXian } from './seed/xian.ts';
import { YANBIAN, seedYanbian } from './seed/yanbian.ts';
import { SONGPAN, seedSongpan } from './seed/songpan.ts';
import { YANQING, seedYanqing } from './seed/yanqing.ts';

const PLACE_SITES: [SiteGeo, (w: PlaceWriter, rng: Rng) => SiteSeedResult][] = [
  [CHENGDU, seedChengdu],
  [JIUZHAIGOU, seedJiuzhaigou],
  [LIJIANG, seedLijiang],
  [JIAYUGUAN, seedJiayuguan],
  // the language sites come last, so the ids and random draws of the four above stay as they were
  [GUILIN, seedGuilin],
  [XIAN, seedXian],
  [YANBIAN, seedYanbian],
  [SONGPAN, seedSongpan],
  [YANQING, seedYanqing],
];

export function seedPlaces(db: Database.Database): void {
  const placeIds = { next: 10001 };
  for (const [geo, fill] of PLACE_SITES) {
    const rng = mulberry32(hashString(geo.siteCode));
    const writer = new PlaceWriter(db, rng, geo, placeIds);
    fill(writer, rng);
  }
}
