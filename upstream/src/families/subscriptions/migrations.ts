/** The subscriptions family's table: the visitors' booking subscriptions to sold-out or not-yet-open days. */
import type { FamilyMigration } from '../../family.ts';

export const migrations: readonly FamilyMigration[] = [
  {
    version: 1,
    name: 'booking subscriptions',
    sql: `
      CREATE TABLE booking_subscriptions (
        id INTEGER PRIMARY KEY,
        site_code TEXT NOT NULL,
        user_id INTEGER NOT NULL,
        -- the place (a scenic area or a venue booked on the platform) and its name when subscribed
        resource_type TEXT NOT NULL,
        resource_id INTEGER NOT NULL,
        resource_name TEXT NOT NULL,
        -- the day, yyyy-MM-dd (China time)
        day TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        -- when the visitor was told places came free (NULL: still waiting)
        notified_at INTEGER
      );
      -- one subscription per visitor, place and day
      CREATE UNIQUE INDEX booking_subscriptions_one ON booking_subscriptions (user_id, resource_type, resource_id, day);
      CREATE INDEX booking_subscriptions_waiting ON booking_subscriptions (day) WHERE notified_at IS NULL;
      CREATE INDEX booking_subscriptions_user ON booking_subscriptions (user_id, site_code, created_at DESC, id DESC);
    `,
  },
];
