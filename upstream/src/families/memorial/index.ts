/**
 * Memorial objects of the worship service (doc 3 "Memorial": `rest/memorial/object/client` and
 * `rest/memorial/object/inherited/client`). The menu code CS-WORSHIP opens the home's worship
 * variant (`/index?isWorship=true`), the memorial mode a Chinese public site switches to on a day
 * of remembrance, which shows these objects: the site's own (people, groups and events of its
 * region) and the platform-wide ones every site inherits (the national days of remembrance), the
 * same objects on every site with their texts in the site's language. Both lists are reference
 * data (they change rarely): the upstream marks them cacheable.
 */
import type Database from 'better-sqlite3';
import type { FastifyRequest } from 'fastify';
import type { UpstreamFamily } from '../../family.ts';
import { paging, requireSite } from '../../context.ts';
import { type Envelope, pageOf } from '../../envelope.ts';
import { imagesString } from '../../resources.ts';
import { imagePlan } from '../../images/placeholder.ts';
import { hashString, mulberry32 } from '../../db/seed/prng.ts';
import { demoSites, siteLanguageOf, type SiteLanguage } from '../demo.ts';
import { INHERITED, MENU_NAME, OWN, type MemorialSeed, type MemorialText } from './data.ts';

export const MEMORIAL_OBJECTS_PATH = 'rest/memorial/object/client';
export const MEMORIAL_INHERITED_PATH = 'rest/memorial/object/inherited/client';

interface ObjectRow {
  id: number;
  site_code: string | null;
  object_type: string;
  period: string;
  memorial_date: string;
  images: string;
  tribute_num: number;
  sort: number;
  name: string;
  summary: string;
  content: string;
}

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
  const first = seed.objectType === 'PERSON' ? soberImage(`person-memorial-${scope}-${seed.key}`) : soberImage(`memorial-${scope}-${seed.key}`);
  return [first, soberImage(`memorial-${scope}-${seed.key}-view`)].join(',');
}

function seedMemorial(db: Database.Database): void {
  const object = db.prepare(`INSERT INTO memorial_objects (site_code, object_type, period, memorial_date, images, tribute_num, sort)
    VALUES (?, ?, ?, ?, ?, ?, ?)`);
  const text = db.prepare('INSERT INTO memorial_object_texts (object_id, language, name, summary, content) VALUES (?, ?, ?, ?, ?)');
  const insert = (siteCode: string | null, scope: string, seed: MemorialSeed, tributes: number, sort: number, texts: ReadonlyArray<readonly [SiteLanguage, MemorialText]>) => {
    const id = Number(object.run(siteCode, seed.objectType, seed.period, seed.memorialDate, imageNames(seed, scope), tributes, sort).lastInsertRowid);
    for (const [language, t] of texts) text.run(id, language, t.name, t.summary, t.content);
  };
  // the platform's objects first (the lowest ids), then each site's own
  const platform = mulberry32(hashString('memorial:platform'));
  INHERITED.forEach((seed, i) => insert(null, 'platform', seed, platform.int(20000, 90000), (i + 1) * 10, Object.entries(seed.texts) as Array<[SiteLanguage, MemorialText]>));
  for (const site of demoSites(db)) {
    const rng = mulberry32(hashString(`memorial:${site.siteCode}`));
    (OWN[site.siteCode] ?? []).forEach((seed, i) => insert(site.siteCode, site.siteCode, seed, rng.int(300, 20000), (i + 1) * 10, [[site.language, seed.text]]));
  }
}

function objectItem(row: ObjectRow): Record<string, unknown> {
  return {
    id: String(row.id),
    name: row.name,
    images: imagesString(row.images),
    objectType: row.object_type,
    period: row.period,
    memorialDate: row.memorial_date,
    summary: row.summary,
    content: row.content,
    tributeNum: String(row.tribute_num),
    sort: String(row.sort),
    inherited: row.site_code === null ? '1' : '0',
  };
}

export const memorialFamily: UpstreamFamily = {
  name: 'memorial',
  migrations: [
    {
      version: 1,
      name: 'memorial objects (own and platform-wide) and their texts per language',
      sql: `
        -- site_code NULL: a platform-wide object every site inherits
        CREATE TABLE memorial_objects (
          id INTEGER PRIMARY KEY,
          site_code TEXT,
          object_type TEXT NOT NULL CHECK (object_type IN ('EVENT', 'PERSON', 'GROUP')),
          period TEXT NOT NULL DEFAULT '',
          memorial_date TEXT NOT NULL DEFAULT '',
          images TEXT NOT NULL DEFAULT '',
          tribute_num INTEGER NOT NULL DEFAULT 0,
          sort INTEGER NOT NULL
        );
        CREATE INDEX memorial_objects_site ON memorial_objects (site_code, sort, id);
        CREATE TABLE memorial_object_texts (
          object_id INTEGER NOT NULL REFERENCES memorial_objects (id),
          language TEXT NOT NULL,
          name TEXT NOT NULL,
          summary TEXT NOT NULL,
          content TEXT NOT NULL,
          PRIMARY KEY (object_id, language)
        );
      `,
    },
  ],

  seed(db, env) {
    seedMemorial(db);
    for (const site of demoSites(db)) {
      env.addServiceMenu(site.siteCode, [{ name: MENU_NAME[site.language], menuCode: 'CS-WORSHIP', icon: 'flower', sort: 1 }]);
    }
  },

  routes(api, ctx) {
    const db = ctx.db;
    // the text in the site's language; else the Chinese one; else any
    const select = (scope: string) => `
      SELECT o.*, t.name, t.summary, t.content FROM memorial_objects o
      JOIN memorial_object_texts t ON t.object_id = o.id AND t.language = (
        SELECT x.language FROM memorial_object_texts x WHERE x.object_id = o.id
        ORDER BY x.language = ? DESC, x.language = 'CN' DESC, x.language LIMIT 1)
      WHERE ${scope} ORDER BY o.sort, o.id LIMIT ? OFFSET ?`;
    const own = { count: db.prepare('SELECT COUNT(*) AS n FROM memorial_objects WHERE site_code = ?'), rows: db.prepare(select('o.site_code = ?')) };
    const inherited = { count: db.prepare('SELECT COUNT(*) AS n FROM memorial_objects WHERE site_code IS NULL'), rows: db.prepare(select('o.site_code IS NULL')) };

    const answer = (req: FastifyRequest, platform: boolean): Envelope => {
      const site = requireSite(req);
      const language = siteLanguageOf(site.site_language);
      const { currPage, pageSize, offset } = paging(req);
      const scope = platform ? [] : [site.site_code];
      const stmts = platform ? inherited : own;
      const total = (stmts.count.get(...scope) as { n: number }).n;
      const rows = stmts.rows.all(language, ...scope, pageSize, offset) as ObjectRow[];
      return pageOf(rows.map(objectItem), total, { currPage, pageSize });
    };

    /** The site's own memorial objects: currPage, pageSize; by sort, then id. */
    api.get(`/${MEMORIAL_OBJECTS_PATH}`, async (req) => answer(req, false));
    /** The platform-wide objects every site inherits, in the site's language (`inherited: "1"`). */
    api.get(`/${MEMORIAL_INHERITED_PATH}`, async (req) => answer(req, true));
  },

  referencePaths: [MEMORIAL_OBJECTS_PATH, MEMORIAL_INHERITED_PATH],
};
