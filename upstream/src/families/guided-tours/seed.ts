/** The guided-tours family's demo data: a dozen tours per demo site over its scenic areas, with points and routes. */
import type Database from 'better-sqlite3';
import type { SeedEnv } from '../../family.ts';
import { hashString, mulberry32 } from '../../db/seed/prng.ts';
import { demoScenics, demoSites } from '../demo.ts';
import { WORDS } from './texts.ts';

const TOUR_COUNT = 12;
/** Half the map's box on the ground, in degrees (about 1.3 km by 1.6 km). */
const SPAN_LNG = 0.0065;
const SPAN_LAT = 0.0072;

function seedTours(db: Database.Database): void {
  const insertTour =
    db.prepare(`INSERT INTO guided_tours (site_code, scenic_id, scenic_name, title, summary, cover, level, west, east, south, north, view_num, sort)
    VALUES (@siteCode, @scenicId, @scenicName, @title, @summary, @cover, @level, @west, @east, @south, @north, @viewNum, @sort)`);
  const insertPoint =
    db.prepare(`INSERT INTO guided_tour_points (tour_id, name, type, summary, x, y, longitude, latitude, audio, audio_seconds, image, sort)
    VALUES (@tourId, @name, @type, @summary, @x, @y, @longitude, @latitude, @audio, @audioSeconds, @image, @sort)`);
  const insertRoute = db.prepare(`INSERT INTO guided_tour_routes (tour_id, name, summary, minutes, metres, point_ids, sort)
    VALUES (?, ?, ?, ?, ?, ?, ?)`);
  for (const site of demoSites(db)) {
    const rng = mulberry32(hashString(`tours:${site.siteCode}`));
    const scenics = demoScenics(db, site);
    for (let t = 0; t < TOUR_COUNT; t++) {
      const scenic = scenics[t % scenics.length]!;
      const words = WORDS[site.language];
      const theme = words.themes[Math.floor(t / scenics.length) % words.themes.length]!;
      const cLng = scenic.longitude;
      const cLat = scenic.latitude;
      const tourId = Number(
        insertTour.run({
          siteCode: site.siteCode,
          scenicId: scenic.id || null,
          scenicName: scenic.name,
          title: words.title(scenic.name, theme),
          summary: words.summary(scenic.name),
          cover: `tour-${site.siteCode}-${t + 1}`,
          // the tour names its scenic area's own A-level, as the place list does
          level: scenic.level,
          west: cLng - SPAN_LNG,
          east: cLng + SPAN_LNG,
          south: cLat - SPAN_LAT,
          north: cLat + SPAN_LAT,
          viewNum: rng.int(300, 30000),
          sort: t + 1,
        }).lastInsertRowid,
      );
      // points around a loop through the map, spots mostly, a few facilities
      const spotCount = 6 + (t % 3);
      const facilities = ['ENTRANCE', 'SERVICE', 'TOILET', 'PARKING'];
      const total = spotCount + facilities.length;
      const start = rng.next() * Math.PI * 2;
      const names = rng.shuffle(words.spots);
      const spotIds: number[] = [];
      let spotIndex = 0;
      for (let i = 0; i < total; i++) {
        const angle = start + (i / total) * Math.PI * 2;
        const radius = 0.28 + rng.next() * 0.1;
        const x = Math.min(0.9, Math.max(0.1, 0.5 + Math.cos(angle) * radius * 1.05));
        const y = Math.min(0.9, Math.max(0.1, 0.5 + Math.sin(angle) * radius * 1.1));
        // every third point from the entrance on is a facility
        const type = i % 3 === 0 && i / 3 < facilities.length ? facilities[i / 3]! : 'SPOT';
        const name = type === 'SPOT' ? names[spotIndex++ % names.length]! : words.typeNames[type]!;
        const id = Number(
          insertPoint.run({
            tourId,
            name,
            type,
            summary: type === 'SPOT' ? words.spotSummary(name, scenic.name) : words.facilitySummary(name, scenic.name),
            x: Math.round(x * 1e4) / 1e4,
            y: Math.round(y * 1e4) / 1e4,
            longitude: Math.round((cLng - SPAN_LNG + x * 2 * SPAN_LNG) * 1e6) / 1e6,
            latitude: Math.round((cLat + SPAN_LAT - y * 2 * SPAN_LAT) * 1e6) / 1e6,
            audio: type === 'SPOT' ? `tour-point-${site.siteCode}-${t + 1}-${i + 1}` : '',
            audioSeconds: type === 'SPOT' ? rng.int(40, 240) : 0,
            image: `tour-point-${site.siteCode}-${t + 1}-${i + 1}`,
            sort: i + 1,
          }).lastInsertRowid,
        );
        if (type === 'SPOT') spotIds.push(id);
      }
      const all = spotIds.join(',');
      const half = spotIds.slice(0, Math.ceil(spotIds.length / 2)).join(',');
      insertRoute.run(tourId, words.routes[0][0], words.routes[0][1], 150 + spotCount * 10, 2400 + spotCount * 180, all, 1);
      insertRoute.run(tourId, words.routes[1][0], words.routes[1][1], 60, 1200 + spotCount * 60, half, 2);
    }
  }
}

export function seed(db: Database.Database, env: SeedEnv): void {
  seedTours(db);
  // the scenic and French sites carry a "coming soon" GUIDE_TOUR entry in sites.ts: it is real now
  db.prepare("UPDATE menus SET develop = '0', icon = 'map-pinned' WHERE menu_code = 'GUIDE_TOUR' AND location = 'SERVICE'").run();
  const has = db.prepare("SELECT 1 FROM menus WHERE site_code = ? AND menu_code = 'GUIDE_TOUR' AND location = 'SERVICE'");
  for (const site of demoSites(db)) {
    if (site.siteCode === 'site620200' || has.get(site.siteCode)) continue;
    env.addServiceMenu(site.siteCode, [{ name: WORDS[site.language].menu, menuCode: 'GUIDE_TOUR', icon: 'map-pinned', sort: 1 }]);
  }
}
