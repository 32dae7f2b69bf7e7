/** The help family's demo data: every demo site's emergency numbers, common problems and service information. */
import type Database from 'better-sqlite3';
import type { SeedEnv } from '../../family.ts';
import { DAY_MS } from '../../time.ts';
import { HELP_SEED } from './texts.ts';

export function seed(db: Database.Database, env: SeedEnv): void {
  const number = db.prepare('INSERT INTO emergency_numbers (site_code, name, phone, kind, sort) VALUES (?, ?, ?, ?, ?)');
  const problem = db.prepare(
    'INSERT INTO common_problems (id, site_code, category, title, summary, content, sort, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const section = db.prepare('INSERT INTO information_sections (site_code, title, content, phone, sort) VALUES (?, ?, ?, ?, ?)');
  let problemId = 95001;
  for (const site of HELP_SEED) {
    site.numbers.forEach((n, i) => number.run(site.siteCode, n.name, n.phone, n.kind, (i + 1) * 10));
    site.problems.forEach((p, i) =>
      problem.run(problemId++, site.siteCode, p.category, p.title, p.summary, p.content, (i + 1) * 10, env.nowMs - (i + 3) * DAY_MS),
    );
    site.information.forEach((s, i) => section.run(site.siteCode, s.title, s.content, s.phone ?? '', (i + 1) * 10));
    env.addServiceMenu(site.siteCode, site.menu);
  }
}
