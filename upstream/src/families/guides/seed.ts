/**
 * The guides family's demo data: twelve licensed guides on every demo site (names and languages
 * in the site's language, employed by the site's agencies from the agencies family), and the
 * menu entry; and the Chengdu site's study-tour instructors (instructors.ts). The certificate
 * number is the national form: D-<the city's first four region digits>-<six digits>.
 */
import type Database from 'better-sqlite3';
import type { SeedEnv } from '../../family.ts';
import { hashString, mulberry32, type Rng } from '../../db/seed/prng.ts';
import { everyDemoSite, type DemoSite } from '../demo.ts';
import { agencyNamesOf } from '../agencies/index.ts';
import { GUIDE_LEVELS, guidesStore, type GuideLevel } from './store.ts';
import { CHENGDU_INSTRUCTORS, FIRST_INSTRUCTOR_ID } from './instructors.ts';
import { GUIDE_WORDS, MENU_NAME, URUMQI_GUIDES, type GuideWords } from './texts.ts';

const GUIDES_PER_SITE = 12;
/** How many guides of twelve hold each level: most are junior or intermediate. */
const LEVEL_SHARE: readonly GuideLevel[] = [
  'JUNIOR',
  'JUNIOR',
  'JUNIOR',
  'JUNIOR',
  'INTERMEDIATE',
  'INTERMEDIATE',
  'INTERMEDIATE',
  'SENIOR',
  'SENIOR',
  'SPECIAL',
];
const MOBILE_PREFIXES = ['133', '135', '136', '138', '139', '150', '151', '158', '177', '180', '186', '189'];

const wordsOf = (site: DemoSite): GuideWords => (site.siteCode === 'site650100' ? URUMQI_GUIDES : GUIDE_WORDS[site.language]);

function mobile(rng: Rng): string {
  let n = rng.pick(MOBILE_PREFIXES);
  while (n.length < 11) n += String(rng.int(0, 9));
  return n;
}

/** The first language always, one to three more. */
function languagesOf(rng: Rng, all: readonly string[]): string {
  const more = rng.shuffle(all.slice(1)).slice(0, rng.int(0, 2) + (rng.chance(0.5) ? 1 : 0));
  return [all[0]!, ...more].join(',');
}

export function seed(db: Database.Database, env: SeedEnv): void {
  const store = guidesStore(db);
  for (const site of everyDemoSite(db)) {
    const rng = mulberry32(hashString(`guides:${site.siteCode}`));
    const words = wordsOf(site);
    const companies = agencyNamesOf(db, site.siteCode);
    const region = /\d{4}/.exec(site.siteCode)?.[0] ?? '0000';
    const families = rng.shuffle(words.family);
    for (let i = 0; i < GUIDES_PER_SITE; i++) {
      const sex = i % 2 === 0 ? 2 : 1;
      const given = sex === 1 ? words.male[i % words.male.length]! : words.female[i % words.female.length]!;
      // the middle two digits are the guide's place in the list: no two certificates of a site alike
      const certificate = `D-${region}-${rng.int(10, 99)}${String(i + 1).padStart(2, '0')}${String(rng.int(0, 99)).padStart(2, '0')}`;
      store.insert({
        site_code: site.siteCode,
        name: words.join(families[i % families.length]!, given),
        certificate_no: certificate,
        sex,
        level: i === 0 ? GUIDE_LEVELS[3] : rng.pick(LEVEL_SHARE),
        languages: languagesOf(rng, words.languages),
        company: companies.length > 0 ? companies[i % companies.length]! : site.name,
        phone: mobile(rng),
        sort: i + 1,
      });
    }
    env.addServiceMenu(site.siteCode, [{ name: MENU_NAME[site.language], menuCode: 'GUIDE', icon: 'id-card', sort: 1 }]);
  }
  CHENGDU_INSTRUCTORS.forEach((instructor, i) =>
    store.insertInstructor({ ...instructor, id: FIRST_INSTRUCTOR_ID + i, site_code: 'site510100', sort: i + 1 }),
  );
}
