/** The memorial family's demo data: the platform's objects, then each demo site's own. */
import type Database from 'better-sqlite3';
import type { SeedEnv } from '../../family.ts';
import { imagePlan } from '../../images/placeholder.ts';
import { hashString, mulberry32 } from '../../db/seed/prng.ts';
import { demoSites, type SiteLanguage } from '../demo.ts';
import { INHERITED, MENU_NAME, OWN, type MemorialSeed, type MemorialText } from './texts.ts';

/**
 * A picture name that draws a sober picture: the generated images (images/placeholder.ts) pick
 * composition and palette by the name's hash: this takes the first variant `<base>-<n>` that draws a
 * quiet landscape (mountains, lake, forest; a portrait for a person) in the ink or night palette.
 */
function soberImage(base: string): string {
  const quiet = ['mountains', 'lake', 'forest', 'portrait'];
  for (let n = 1; n < 500; n++) {
    const name = `${base}-${n}`;
    const plan = imagePlan(name);
    if (quiet.includes(plan.composition) && (plan.palette === 'ink' || plan.palette === 'night')) return name;
  }
  return `${base}-1`;
}

/** The stored image names of an object: the portrait (a person's likeness, or a landscape) first. */
function imageNames(seed: MemorialSeed, scope: string): string {
  const first =
    seed.objectType === 'PERSON' ? soberImage(`person-memorial-${scope}-${seed.key}`) : soberImage(`memorial-${scope}-${seed.key}`);
  return [first, soberImage(`memorial-${scope}-${seed.key}-view`)].join(',');
}

function seedObjects(db: Database.Database): void {
  const object = db.prepare(`INSERT INTO memorial_objects (site_code, object_type, period, memorial_date, images, tribute_num, sort)
    VALUES (?, ?, ?, ?, ?, ?, ?)`);
  const text = db.prepare('INSERT INTO memorial_object_texts (object_id, language, name, summary, content) VALUES (?, ?, ?, ?, ?)');
  const insert = (
    siteCode: string | null,
    scope: string,
    seed: MemorialSeed,
    tributes: number,
    sort: number,
    texts: ReadonlyArray<readonly [SiteLanguage, MemorialText]>,
  ) => {
    const id = Number(
      object.run(siteCode, seed.objectType, seed.period, seed.memorialDate, imageNames(seed, scope), tributes, sort).lastInsertRowid,
    );
    for (const [language, t] of texts) text.run(id, language, t.name, t.summary, t.content);
  };
  // the platform's objects first (the lowest ids), then each site's own
  const platform = mulberry32(hashString('memorial:platform'));
  INHERITED.forEach((seed, i) =>
    insert(
      null,
      'platform',
      seed,
      platform.int(20000, 90000),
      (i + 1) * 10,
      Object.entries(seed.texts) as Array<[SiteLanguage, MemorialText]>,
    ),
  );
  for (const site of demoSites(db)) {
    const rng = mulberry32(hashString(`memorial:${site.siteCode}`));
    (OWN[site.siteCode] ?? []).forEach((seed, i) =>
      insert(site.siteCode, site.siteCode, seed, rng.int(300, 20000), (i + 1) * 10, [[site.language, seed.text]]),
    );
  }
}

export function seed(db: Database.Database, env: SeedEnv): void {
  seedObjects(db);
  for (const site of demoSites(db)) {
    env.addServiceMenu(site.siteCode, [{ name: MENU_NAME[site.language], menuCode: 'CS-WORSHIP', icon: 'flower', sort: 1 }]);
  }
}
