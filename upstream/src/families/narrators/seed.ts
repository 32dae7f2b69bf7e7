/**
 * The narrators' demo data on every demo site, in the site's language: the site's first two
 * scenic areas and first two venues offer narrators (four each, named as the site's guides are,
 * speaking the site's language and one other at most, so one language has a single narrator) on
 * two slots a day; the two venues and the first scenic area hold two interpretation sessions a
 * day for the coming week (one nearly full).
 */
import type Database from 'better-sqlite3';
import type { SeedEnv } from '../../family.ts';
import { hashString, mulberry32 } from '../../db/seed/prng.ts';
import { dayAt, everyDemoSite } from '../demo.ts';
import { GUIDE_WORDS, URUMQI_GUIDES } from '../guides/index.ts';
import { SCENERY, VENUE } from '../../resources.ts';
import { narratorsStore } from './store.ts';
import { NARRATOR_WORDS } from './texts.ts';

const NARRATOR_SLOTS: ReadonlyArray<[string, string]> = [
  ['09:30', '11:30'],
  ['14:00', '16:00'],
];
const SESSION_TIMES: ReadonlyArray<[string, string]> = [
  ['10:00', '11:00'],
  ['15:00', '16:00'],
];
const SESSION_DAYS = 7;
/** The photo of a demo narrator (files/avatars draws a face for any name). */
const photoOf = (siteCode: string, n: number) => `@/files/avatars/narrator-${siteCode}-${n}.svg`;

export function seed(db: Database.Database, env: SeedEnv): void {
  const store = narratorsStore(db);
  const places = db.prepare(
    'SELECT id, name, resource_type FROM places WHERE site_code = ? AND resource_type = ? ORDER BY sort, id LIMIT 2',
  );
  let photo = 0;
  for (const site of everyDemoSite(db)) {
    const words = NARRATOR_WORDS[site.language];
    const names = site.siteCode === 'site650100' ? URUMQI_GUIDES : GUIDE_WORDS[site.language];
    const rng = mulberry32(hashString(`narrators:${site.siteCode}`));
    const family = rng.shuffle(names.family);
    const scenics = places.all(site.siteCode, SCENERY) as { id: number; name: string }[];
    const venues = places.all(site.siteCode, VENUE) as { id: number; name: string }[];
    let n = 0;
    for (const p of [...scenics, ...venues]) {
      const scenic = scenics.includes(p);
      store.insertOffer({
        place_id: p.id,
        site_code: site.siteCode,
        price: scenic ? '120.00' : '0.00',
        min_group: 1,
        max_group: scenic ? 30 : 20,
        cancel_status: '2',
        cancel_time: scenic ? '24' : '2',
        notes: words.notes,
      });
      NARRATOR_SLOTS.forEach(([start, end], i) => store.insertSlot(p.id, start, end, i + 1));
      const languages = [[words.own, words.others[0]], [words.own], [words.own, words.others[1]], [words.own, words.others[2]]];
      languages.forEach((langs, i) => {
        const given = i % 2 === 0 ? names.female[n % names.female.length]! : names.male[n % names.male.length]!;
        const name = names.join(family[n % family.length]!, given);
        n++;
        photo++;
        store.insertNarrator({
          site_code: site.siteCode,
          place_id: p.id,
          name,
          languages: langs.join(','),
          photo: photoOf(site.siteCode, photo),
          intro: words.intro(name, p.name),
          sort: i + 1,
        });
      });
    }
    const sessionPlaces = [...venues, ...scenics.slice(0, 1)];
    for (const p of sessionPlaces) {
      let k = 0;
      for (let d = 0; d < SESSION_DAYS; d++)
        for (const [start, end] of SESSION_TIMES) {
          k++;
          store.insertSession({
            site_code: site.siteCode,
            place_id: p.id,
            title: words.sessionTitle(p.name, k),
            language: words.own,
            start_at: dayAt(env.nowMs, d, start),
            end_at: dayAt(env.nowMs, d, end),
            capacity: 20,
            // the afternoon session of the day after tomorrow has one place left
            external_taken: d === 2 && start === '15:00' ? 19 : rng.int(0, 8),
            price: '0.00',
            max_per_order: 5,
            cancel_status: '2',
            cancel_time: '1',
            intro: words.sessionIntro,
          });
        }
    }
  }
}
