/** Every statement of the booking subscriptions. */
import type Database from 'better-sqlite3';

export interface SubscriptionRow {
  id: number;
  site_code: string;
  user_id: number;
  resource_type: string;
  resource_id: number;
  resource_name: string;
  day: string;
  created_at: number;
  notified_at: number | null;
}

export type NewSubscription = Omit<SubscriptionRow, 'id' | 'notified_at'>;

export function subscriptionsStore(db: Database.Database) {
  const insert = db.prepare(
    `INSERT INTO booking_subscriptions (site_code, user_id, resource_type, resource_id, resource_name, day, created_at)
     VALUES (@site_code, @user_id, @resource_type, @resource_id, @resource_name, @day, @created_at)`,
  );
  const existing = db.prepare(
    'SELECT id FROM booking_subscriptions WHERE user_id = ? AND resource_type = ? AND resource_id = ? AND day = ?',
  );
  const own = db.prepare('SELECT * FROM booking_subscriptions WHERE id = ? AND user_id = ? AND site_code = ?');
  const count = db.prepare('SELECT COUNT(*) AS n FROM booking_subscriptions WHERE user_id = ? AND site_code = ?');
  const page = db.prepare(
    'SELECT * FROM booking_subscriptions WHERE user_id = ? AND site_code = ? ORDER BY day DESC, created_at DESC, id DESC LIMIT ? OFFSET ?',
  );
  const remove = db.prepare('DELETE FROM booking_subscriptions WHERE id = ?');
  const waiting = db.prepare('SELECT * FROM booking_subscriptions WHERE notified_at IS NULL AND day >= ? ORDER BY id');
  const notified = db.prepare('UPDATE booking_subscriptions SET notified_at = ? WHERE id = ? AND notified_at IS NULL');
  const language = db.prepare('SELECT site_language FROM sites WHERE site_code = ?');
  return {
    /** A site's language (as the sites table writes it). */
    languageOf: (siteCode: string) => (language.get(siteCode) as { site_language: string } | undefined)?.site_language,
    insert: (s: NewSubscription) => Number(insert.run(s).lastInsertRowid),
    exists: (userId: number, type: string, id: number, day: string) => existing.get(userId, type, id, day) !== undefined,
    own: (id: number, userId: number, siteCode: string) => own.get(id, userId, siteCode) as SubscriptionRow | undefined,
    /** The visitor's subscriptions on a site, latest day first: one page and the total. */
    page(userId: number, siteCode: string, limit: number, offset: number): { rows: SubscriptionRow[]; total: number } {
      return {
        total: (count.get(userId, siteCode) as { n: number }).n,
        rows: page.all(userId, siteCode, limit, offset) as SubscriptionRow[],
      };
    },
    remove(id: number): void {
      remove.run(id);
    },
    /** The subscriptions still waiting, of today and later days. */
    waiting: (today: string) => waiting.all(today) as SubscriptionRow[],
    /** Marks one told; false when it already was. */
    notify: (id: number, at: number) => notified.run(at, id).changes === 1,
  };
}

export type SubscriptionsStore = ReturnType<typeof subscriptionsStore>;
