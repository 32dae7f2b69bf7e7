/** The agreements family's demo data: every demo site's three agreements, in the site's language, naming the site. */
import type Database from 'better-sqlite3';
import type { SeedEnv } from '../../family.ts';
import { DAY_MS } from '../../time.ts';
import { agreementsFor } from './texts.ts';

export function seed(db: Database.Database, env: SeedEnv): void {
  const sites = db.prepare('SELECT site_code, name, site_language FROM sites ORDER BY id').all() as Array<{
    site_code: string;
    name: string;
    site_language: string;
  }>;
  const insert = db.prepare(
    'INSERT INTO agreements (id, site_code, type, title, version, content, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  let id = 97001;
  sites.forEach((site, s) => {
    agreementsFor(site.site_language, site.name).forEach((a, i) => {
      const content = a.sections.map(([heading, body]) => `<h3>${heading}</h3>${body}`).join('');
      insert.run(
        id++,
        site.site_code,
        a.type,
        a.title,
        a.version,
        `<p>${a.preamble}</p>${content}`,
        env.nowMs - (30 + s * 7 + i * 3) * DAY_MS,
      );
    });
  });
}
