/**
 * The activity pages' demo data on every demo site, in its language: the two rule texts, the
 * place of each activity (round the site's first venues and scenic areas, so each of them holds
 * a few) and three survey questions per activity.
 */
import type Database from 'better-sqlite3';
import type { SeedEnv } from '../../family.ts';
import { everyDemoSite } from '../demo.ts';
import { DEMO_QUESTIONS, DEMO_RULES, RULE_KINDS } from './texts.ts';

/** How many of a site's venues and of its scenic areas hold its activities. */
const HOLDING_PLACES = 3;

export function seed(db: Database.Database, _env: SeedEnv): void {
  const insertRule = db.prepare('INSERT INTO activity_rules (site_code, kind, language, title, content) VALUES (?, ?, ?, ?, ?)');
  const activities = db.prepare('SELECT id FROM activities WHERE site_code = ? ORDER BY sort, id');
  const places = db.prepare('SELECT id, resource_type FROM places WHERE site_code = ? AND resource_type = ? ORDER BY sort, id LIMIT ?');
  const insertPlace = db.prepare('INSERT INTO activity_places (activity_id, place_type, place_id) VALUES (?, ?, ?)');
  const insertQuestion = db.prepare('INSERT INTO activity_survey_questions (activity_id, sort, text) VALUES (?, ?, ?)');
  for (const site of everyDemoSite(db)) {
    for (const kind of RULE_KINDS) {
      const r = DEMO_RULES[site.language][kind];
      insertRule.run(site.siteCode, kind, site.language, r.title, r.content);
    }
    const holders = [
      ...(places.all(site.siteCode, 'CONTENT_TYPE_VENUE', HOLDING_PLACES) as { id: number; resource_type: string }[]),
      ...(places.all(site.siteCode, 'CONTENT_TYPE_SCENERY', HOLDING_PLACES) as { id: number; resource_type: string }[]),
    ];
    const ids = (activities.all(site.siteCode) as { id: number }[]).map((a) => a.id);
    ids.forEach((id, i) => {
      const place = holders[i % Math.max(1, holders.length)];
      if (place) insertPlace.run(id, place.resource_type, place.id);
      DEMO_QUESTIONS[site.language].forEach((text, q) => insertQuestion.run(id, q + 1, text));
    });
  }
}
