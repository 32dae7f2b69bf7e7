/** The activity pages' tables: rule texts, the place of an activity, survey questions and answers. */
import type { FamilyMigration } from '../../family.ts';

export const migrations: readonly FamilyMigration[] = [
  {
    version: 1,
    name: 'activity rules, places and surveys',
    sql: `
      -- a site's rule text of one kind (BOOKING: booking rules; VISIT: online-booking and visit rules) in one language
      CREATE TABLE activity_rules (
        site_code TEXT NOT NULL,
        kind TEXT NOT NULL,
        language TEXT NOT NULL,
        title TEXT NOT NULL,
        content TEXT NOT NULL,
        PRIMARY KEY (site_code, kind, language)
      );
      -- where an activity is held: a place (venue or scenic area) of its site
      CREATE TABLE activity_places (
        activity_id INTEGER PRIMARY KEY REFERENCES activities (id),
        place_type TEXT NOT NULL,
        place_id INTEGER NOT NULL
      );
      CREATE INDEX activity_places_place ON activity_places (place_type, place_id);
      CREATE TABLE activity_survey_questions (
        id INTEGER PRIMARY KEY,
        activity_id INTEGER NOT NULL REFERENCES activities (id),
        sort INTEGER NOT NULL,
        text TEXT NOT NULL
      );
      CREATE INDEX activity_survey_questions_activity ON activity_survey_questions (activity_id, sort);
      -- one answer per reservation order (its primary key: a survey is answered once)
      CREATE TABLE activity_survey_answers (
        order_id INTEGER PRIMARY KEY REFERENCES reservation_orders (id),
        user_id INTEGER NOT NULL,
        activity_id INTEGER NOT NULL,
        -- JSON: [{"questionId": n, "stars": 1..5}]
        stars TEXT NOT NULL,
        content TEXT NOT NULL,
        created_at INTEGER NOT NULL
      );
    `,
  },
];
