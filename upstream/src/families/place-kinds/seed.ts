/** The place-kinds family's demo places: villages and their spots, farm stays, research bases, a scenic area's parts. */
import type Database from 'better-sqlite3';
import type { SeedEnv } from '../../family.ts';
import { CHENGDU, GUILIN, JIAYUGUAN, JIUZHAIGOU, LIJIANG, PlaceWriter, XIAN, YANBIAN, shortCounty, type SiteGeo } from '../places/index.ts';
import { hashString, mulberry32, type Rng } from '../../db/seed/prng.ts';
import { FACILITY, HOMESTAY, RURAL, RURAL_SPOT, SCENERY, SHOW, STUDY_BASE, SUBJECT_AREA } from '../../resources.ts';
import { PLACE_TEXTS, type PlaceTexts } from './texts.ts';

/** Ids of this family's places start here (the core seed's end below 20000). */
const FIRST_ID = 20001;
/** Each demo site has at least this many of each kind. */
const DOZEN = 12;
/** The scenic areas (first by editorial order) that get theme areas, facilities and shows. */
const SCENIC_WITH_PARTS = 3;

// the language sites last: the first four's place ids stay as they were
const SITES: readonly SiteGeo[] = [CHENGDU, JIUZHAIGOU, LIJIANG, JIAYUGUAN, GUILIN, XIAN, YANBIAN];

function countOf(db: Database.Database, siteCode: string, type: string): number {
  return (db.prepare('SELECT COUNT(*) AS n FROM places WHERE site_code = ? AND resource_type = ?').get(siteCode, type) as { n: number }).n;
}

function seedSite(db: Database.Database, geo: SiteGeo, ids: { next: number }, env: SeedEnv): void {
  const rng: Rng = mulberry32(hashString(`place-kinds:${geo.siteCode}`));
  // the sites in another language (translated county labels) keep (Chinese) town names out of their places, as their core seed does
  const town = geo.counties.every((c) => c.label === undefined);
  const w = new PlaceWriter(db, rng, geo, ids);
  const x: PlaceTexts = PLACE_TEXTS[geo.siteCode as keyof typeof PLACE_TEXTS];
  const county = (i: number) => geo.counties[i % geo.counties.length]!.code;
  const countyLabel = (code: string) => geo.counties.find((c) => c.code === code)?.label ?? shortCounty(code);

  // Villages: top up to a dozen (the default site already has them).
  const villages = rng.shuffle(x.villages);
  for (let i = countOf(db, geo.siteCode, RURAL); i < DOZEN && villages.length > 0; i += 1) {
    w.rural({ name: villages.pop()!, county: county(i), town });
  }
  // The spots of each village (1 to 3 each).
  const villageRows = db
    .prepare('SELECT id, name FROM places WHERE site_code = ? AND resource_type = ? ORDER BY sort, id')
    .all(geo.siteCode, RURAL) as { id: number; name: string }[];
  for (const village of villageRows) {
    for (const name of rng.shuffle(x.ruralSpots).slice(0, rng.int(1, 3))) {
      w.place(
        RURAL_SPOT,
        { name },
        {
          parentId: village.id,
          nearParent: true,
          imageCount: rng.int(1, 3),
          list: { ruralId: String(village.id), ruralName: village.name },
        },
      );
    }
  }

  // Farm stays: fourteen, graded A (甲级), B, C or ungraded.
  const stayNames = rng
    .shuffle(x.homestayPrefixes)
    .flatMap((p, i) => (i < 14 ? [`${p}${x.homestaySuffixes[i % x.homestaySuffixes.length]}`] : []));
  stayNames.forEach((name, i) => {
    const price = 128 + rng.int(0, 14) * 30;
    w.place(
      HOMESTAY,
      { name, county: county(i + 3), town, level: ['A', 'B', 'C', '', 'B', 'A', 'C'][i % 7] },
      {
        price: `${price}.00`,
        imageCount: rng.int(2, 4),
        list: {
          roomCount: String(rng.int(4, 16)),
          features: rng.shuffle(x.homestayFeatures).slice(0, rng.int(2, 4)),
          checkInTime: rng.pick(['14:00', '15:00']),
          checkOutTime: rng.pick(['12:00', '11:00']),
        },
      },
    );
  });

  // Research bases: a dozen, national (1), provincial (2) or city (3) level.
  rng
    .shuffle(x.studyBases)
    .slice(0, DOZEN)
    .forEach((base, i) => {
      const code = county(i);
      const name = x.studyBaseName(countyLabel(code), base);
      w.place(
        STUDY_BASE,
        { name, county: code, town, level: String((i % 3) + 1) },
        {
          openTime: true,
          imageCount: rng.int(2, 4),
          list: {
            crowd: rng.shuffle(x.studyCrowds).slice(0, rng.int(1, 3)),
            courses: rng.shuffle(x.studyCourses).slice(0, rng.int(2, 4)),
            capacity: String(rng.int(2, 12) * 50),
          },
          detail: { bookingTips: x.bookingTips },
        },
      );
    });

  // A scenic area's parts: four theme areas with four facilities each, and five shows.
  const scenic = db
    .prepare('SELECT id, name FROM places WHERE site_code = ? AND resource_type = ? ORDER BY sort, id LIMIT ?')
    .all(geo.siteCode, SCENERY, SCENIC_WITH_PARTS) as { id: number; name: string }[];
  for (const area of scenic) {
    const facilityPool = rng.shuffle(x.facilities);
    for (const themeName of rng.shuffle(x.themes).slice(0, 4)) {
      const themeId = w.place(
        SUBJECT_AREA,
        { name: themeName },
        {
          parentId: area.id,
          nearParent: true,
          openTime: true,
          imageCount: rng.int(2, 3),
          list: { scenicId: String(area.id), scenicName: area.name, highlights: rng.shuffle(x.themeHighlights).slice(0, 2) },
        },
      );
      for (let k = 0; k < 4; k += 1) {
        const [name, intensity, height] = facilityPool.pop() ?? x.facilities[k]!;
        w.place(
          FACILITY,
          { name },
          {
            parentId: area.id,
            nearParent: true,
            openTime: true,
            imageCount: rng.int(1, 3),
            list: {
              scenicId: String(area.id),
              scenicName: area.name,
              themeId: String(themeId),
              themeName,
              intensity: String(intensity),
              heightLimit: height,
              duration: String(rng.int(3, 20)),
              queueMinutes: String(rng.int(0, 12) * 5),
            },
          },
        );
      }
    }
    rng
      .shuffle(x.shows)
      .slice(0, 5)
      .forEach(([name, venue]) => {
        const times = rng.shuffle(['10:00', '11:30', '14:00', '15:30', '17:00', '19:30', '20:30']).slice(0, rng.int(1, 3)).sort();
        w.place(
          SHOW,
          { name },
          {
            parentId: area.id,
            nearParent: true,
            price: rng.chance(0.4) ? '0.00' : `${rng.int(6, 28) * 10}.00`,
            imageCount: rng.int(2, 4),
            list: {
              scenicId: String(area.id),
              scenicName: area.name,
              showTimes: times,
              duration: String(rng.int(4, 12) * 10),
              venueName: venue,
            },
          },
        );
      });
  }

  // Interaction counts of the new places (likes and favourites drawn; no comments yet).
  const counts = db.prepare(
    'INSERT OR IGNORE INTO interactions (resource_type, resource_id, like_num, collection_num, comment_num) VALUES (?, ?, ?, ?, 0)',
  );
  const fresh = db
    .prepare('SELECT id, resource_type AS type FROM places WHERE site_code = ? AND id >= ? ORDER BY id')
    .all(geo.siteCode, FIRST_ID) as { id: number; type: string }[];
  for (const p of fresh) counts.run(p.type, p.id, rng.int(0, 600), rng.int(0, 200));

  const hasMenu = (code: string) =>
    db.prepare("SELECT 1 FROM menus WHERE site_code = ? AND location = 'SERVICE' AND menu_code = ?").get(geo.siteCode, code) !== undefined;
  const first = scenic[0];
  env.addServiceMenu(geo.siteCode, [
    ...(hasMenu('COUNTRY_TOUR') ? [] : [{ name: x.menu.countryTour, menuCode: 'COUNTRY_TOUR', icon: 'tractor', sort: 1 }]),
    { name: x.menu.farmhouse, menuCode: 'FARMHOUSE', icon: 'house', sort: 2 },
    { name: x.menu.studies, menuCode: 'STUDIES', icon: 'graduation-cap', sort: 3 },
    ...(first
      ? [
          { name: x.menu.subjectArea, menuCode: 'SUBJECTAREA', icon: 'map', sort: 4, resourceValue: String(first.id) },
          { name: x.menu.playItem, menuCode: 'PLAYITEM', icon: 'ferris-wheel', sort: 5, resourceValue: String(first.id) },
          { name: x.menu.show, menuCode: 'SHOW', icon: 'drama', sort: 6, resourceValue: String(first.id) },
        ]
      : []),
  ]);
}

/** The family's places for every demo site, with ids from FIRST_ID on (after any place already there). */
export function seed(db: Database.Database, env: SeedEnv): void {
  const max = (db.prepare('SELECT MAX(id) AS m FROM places').get() as { m: number | null }).m ?? 0;
  const ids = { next: Math.max(FIRST_ID, max + 1) };
  for (const geo of SITES) seedSite(db, geo, ids, env);
}
