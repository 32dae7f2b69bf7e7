/** The destinations family's demo data: the city cards of every demo site. */
import type Database from 'better-sqlite3';
import type { SeedEnv } from '../../family.ts';
import { hashString, mulberry32 } from '../../db/seed/prng.ts';
import { lookupRegion } from '../../regions/division.ts';
import { CITY_CARD_TYPE } from './store.ts';
import { DESTINATION_TEXTS } from './texts.ts';

/** Below the site's own card (always CITY, whatever its level): a county or a town. */
function cardTypeOf(region: string): string {
  return (lookupRegion(region)?.level ?? 3) <= 3 ? 'COUNTY' : 'TOWN';
}

export function seed(db: Database.Database, env: SeedEnv): void {
  const insert = db.prepare(`INSERT INTO city_cards (site_code, site_id, region, region_name, name, slogan, images, summary, introduce,
      card_type, unreal_card, tags, heat, last_rank, sort) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const counts = db.prepare(
    'INSERT OR IGNORE INTO interactions (resource_type, resource_id, like_num, collection_num, comment_num) VALUES (?, ?, ?, ?, 0)',
  );
  const siteId = db.prepare('SELECT id FROM sites WHERE site_code = ?');
  const language = db.prepare('SELECT site_language AS l FROM sites WHERE site_code = ?');
  for (const [siteCode, texts] of Object.entries(DESTINATION_TEXTS)) {
    const rng = mulberry32(hashString(`destinations:${siteCode}`));
    const site = siteId.get(siteCode) as { id: number } | undefined;
    if (!site) continue;
    const n = texts.cards.length;
    // last week's places on the regional ranking: a shuffle of the current order, so some rose and some fell
    const lastRanks = rng.shuffle(Array.from({ length: n }, (_, i) => i + 1));
    texts.cards.forEach(([region, name, slogan, themed], i) => {
      // a district, county or town card draws a town (`region-…`); a themed card (a scenic place) draws scenery
      const slug = `${themed ? 'card' : 'region'}-${siteCode.slice(4)}-${i + 1}`;
      const images = Array.from({ length: rng.int(2, 5) }, (_, k) => `${slug}-${k + 1}`).join(',');
      // the sites in another language name regions by their own cards, never by the Chinese division names
      const ownName = texts.cards.find((c) => c[0] === region && !c[3])?.[1];
      const regionName =
        (language.get(siteCode) as { l: string } | undefined)?.l !== 'CN' ? (ownName ?? name) : (lookupRegion(region)?.name ?? name);
      const heat = (n - i) * 900 + rng.int(0, 2400);
      const { lastInsertRowid } = insert.run(
        siteCode,
        site.id,
        region,
        regionName,
        name,
        slogan,
        images,
        texts.summary(name, slogan),
        texts.introduce(name, slogan),
        themed ? 'THEME' : i === 0 ? 'CITY' : cardTypeOf(region),
        themed ? 1 : 0,
        rng.shuffle(texts.tags).slice(0, rng.int(2, 4)).join(','),
        heat,
        i === 0 ? null : lastRanks[i]!,
        (i + 1) * 10,
      );
      counts.run(CITY_CARD_TYPE, Number(lastInsertRowid), rng.int(30, 1200), rng.int(10, 400));
    });
    env.addServiceMenu(siteCode, [{ name: texts.menu, menuCode: 'DESTINATION', icon: 'map-pinned', sort: 1 }]);
  }
}
