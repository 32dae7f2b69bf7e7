/**
 * The Xinjiang edition's demo data (texts.ts): its hot places and panoramas, self-drive routes,
 * channels with their articles, common services, and the first two demo travellers' health codes;
 * then the edition sites' own menus and the configurable service pages' groups (the sites family's,
 * written last: see `seedEditionMenus`), and the configurable page's entry on Chengdu's grid.
 * Deterministic: heat figures from the seed's generator, dates before the seed's now.
 */
import type Database from 'better-sqlite3';
import type { SeedEnv } from '../../family.ts';
import { hashString, mulberry32 } from '../../db/seed/prng.ts';
import { seedEditionMenus, seedServicePageMenus } from '../sites/index.ts';
import { REGIONAL_SITES, type RegionalPlaceSeed, type RegionalSiteSeed } from './texts.ts';

const HOUR = 3600 * 1000;

function seedPlaces(db: Database.Database, siteCode: string, kind: 'HOT' | 'PANORAMA', places: readonly RegionalPlaceSeed[]): void {
  const insert =
    db.prepare(`INSERT INTO regional_places (site_code, kind, name, summary, image, region_name, address, longitude, latitude, heat, sort)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const rng = mulberry32(hashString(`regional:${siteCode}:${kind}`));
  let heat = 98000;
  places.forEach((p, i) => {
    heat -= rng.int(1500, 9000);
    const image = `regional-${siteCode}-${kind.toLowerCase()}-${i + 1}`;
    insert.run(siteCode, kind, p.name, p.summary, image, p.regionName, p.address, p.longitude, p.latitude, heat, (i + 1) * 10);
  });
}

function seedSite(db: Database.Database, siteCode: string, data: RegionalSiteSeed, nowMs: number): void {
  seedPlaces(db, siteCode, 'HOT', data.hot);
  seedPlaces(db, siteCode, 'PANORAMA', data.panoramas);
  const route = db.prepare(`INSERT INTO regional_routes (site_code, name, summary, cover, days, distance_km, stops, sort)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
  data.routes.forEach((r, i) =>
    route.run(siteCode, r.name, r.summary, `regional-${siteCode}-route-${i + 1}`, r.days, r.distanceKm, r.stops.join('|'), (i + 1) * 10),
  );
  const channel = db.prepare('INSERT INTO regional_channels (site_code, code, name, sort) VALUES (?, ?, ?, ?)');
  const article = db.prepare(`INSERT INTO regional_articles (site_code, channel_code, title, summary, cover, published_at)
    VALUES (?, ?, ?, ?, ?, ?)`);
  const rng = mulberry32(hashString(`regional:${siteCode}:articles`));
  data.channels.forEach((c, i) => {
    channel.run(siteCode, c.code, c.name, (i + 1) * 10);
    let at = nowMs;
    c.articles.forEach(([title, summary], k) => {
      at -= rng.int(6, 60) * HOUR;
      article.run(siteCode, c.code, title, summary, `regional-${siteCode}-${c.code}-${k + 1}`, at);
    });
  });
  const service = db.prepare('INSERT INTO regional_services (site_code, group_name, name, icon, phone, sort) VALUES (?, ?, ?, ?, ?, ?)');
  data.services
    .flatMap((g) => g.entries.map(([name, icon, phone]) => [g.group, name, icon, phone] as const))
    .forEach(([group, name, icon, phone], i) => service.run(siteCode, group, name, icon, phone, (i + 1) * 10));
  // the first demo traveller's code is green, the second's yellow (checked a day ago)
  const code = db.prepare('INSERT INTO regional_health_codes (user_id, site_code, color, checked_at) VALUES (?, ?, ?, ?)');
  code.run(1, siteCode, 'GREEN', nowMs - 2 * HOUR);
  code.run(2, siteCode, 'YELLOW', nowMs - 24 * HOUR);
}

export function seed(db: Database.Database, env: SeedEnv): void {
  for (const [siteCode, data] of Object.entries(REGIONAL_SITES)) seedSite(db, siteCode, data, env.nowMs);
  // the configurable service page on Chengdu's service grid
  env.addServiceMenu('site510100', [{ name: '更多服务', menuCode: 'CONFIGURE_SERVICE', icon: 'layout-grid', sort: 1 }]);
  seedEditionMenus(db);
  seedServicePageMenus(db);
}
