/** Every statement of the activity pages. */
import type Database from 'better-sqlite3';
import { ACTIVITY_TYPE } from '../../resources.ts';

export interface SurveyOrderRow {
  id: number;
  order_code: string;
  user_id: number;
  order_type: string;
  status: number;
  resource_id: number;
  activity_name: string | null;
}

export interface AnswerRow {
  order_id: number;
  stars: string;
  content: string;
  created_at: number;
}

export interface VenueRow {
  id: number;
  name: string;
  closed_weekdays: string;
  is_open: string;
}

export function activityPagesStore(db: Database.Database) {
  const rule = db.prepare('SELECT title, content, language FROM activity_rules WHERE site_code = ? AND kind = ? AND language = ?');
  const anyRule = db.prepare(
    'SELECT title, content, language FROM activity_rules WHERE site_code = ? AND kind = ? ORDER BY language LIMIT 1',
  );
  const order = db.prepare(
    `SELECT o.id, o.order_code, o.user_id, o.order_type, o.status, o.resource_id, a.name AS activity_name
     FROM reservation_orders o LEFT JOIN activities a ON a.id = o.resource_id AND o.order_type = '${ACTIVITY_TYPE}'
     WHERE o.order_code = ? AND o.site_code = ?`,
  );
  const questions = db.prepare('SELECT id, text, sort FROM activity_survey_questions WHERE activity_id = ? ORDER BY sort, id');
  const answer = db.prepare('SELECT order_id, stars, content, created_at FROM activity_survey_answers WHERE order_id = ?');
  const insertAnswer = db.prepare(
    'INSERT OR IGNORE INTO activity_survey_answers (order_id, user_id, activity_id, stars, content, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const venues = db.prepare(
    `SELECT p.id, p.name, COALESCE(c.closed_weekdays, '') AS closed_weekdays, COALESCE(c.is_open, '1') AS is_open
     FROM places p LEFT JOIN resource_order_config c ON c.resource_id = p.id
     WHERE p.site_code = ? AND p.resource_type = 'CONTENT_TYPE_VENUE' ORDER BY p.sort, p.id`,
  );
  const venueActivities = db.prepare(
    `SELECT a.use_start, a.use_end FROM activities a JOIN activity_places ap ON ap.activity_id = a.id
     WHERE a.site_code = ? AND ap.place_type = 'CONTENT_TYPE_VENUE' AND a.use_start < ? AND a.use_end >= ?`,
  );
  return {
    /** The site's rule text of a kind in the language, else in any language it has. */
    rule: (siteCode: string, kind: string, language: string) =>
      (rule.get(siteCode, kind, language) ?? anyRule.get(siteCode, kind)) as
        | { title: string; content: string; language: string }
        | undefined,
    order: (code: string, siteCode: string) => order.get(code, siteCode) as SurveyOrderRow | undefined,
    questions: (activityId: number) => questions.all(activityId) as { id: number; text: string; sort: number }[],
    answer: (orderId: number) => answer.get(orderId) as AnswerRow | undefined,
    /** Records the answer; false when the order already has one (the primary key decides a race). */
    saveAnswer: (o: SurveyOrderRow, stars: string, content: string, nowMs: number) =>
      insertAnswer.run(o.id, o.user_id, o.resource_id, stars, content, nowMs).changes === 1,
    venues: (siteCode: string) => venues.all(siteCode) as VenueRow[],
    /** The use periods of the activities held at the site's venues that run some time in [from, to). */
    venueActivities: (siteCode: string, from: number, to: number) =>
      venueActivities.all(siteCode, to, from) as { use_start: number; use_end: number }[],
  };
}

export type ActivityPagesStore = ReturnType<typeof activityPagesStore>;
