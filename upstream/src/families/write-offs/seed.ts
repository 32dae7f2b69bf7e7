/**
 * The write-offs' demo data: each live demo site's staff phone, whose gates are the site's places
 * that take bookings on the platform and the site's activities.
 */
import type Database from 'better-sqlite3';
import { ACTIVITY_TYPE } from '../../resources.ts';
import { DEMO_STAFF } from './texts.ts';

export function seed(db: Database.Database): void {
  const insertPlaces = db.prepare(
    `INSERT INTO write_off_gates (phone, site_code, resource_type, resource_id)
     SELECT ?, p.site_code, p.resource_type, p.id FROM places p JOIN resource_order_config c ON c.resource_id = p.id
     WHERE p.site_code = ? ORDER BY p.id`,
  );
  const insertActivities = db.prepare(
    `INSERT INTO write_off_gates (phone, site_code, resource_type, resource_id)
     SELECT ?, site_code, '${ACTIVITY_TYPE}', id FROM activities WHERE site_code = ? ORDER BY id`,
  );
  for (const s of DEMO_STAFF) {
    insertPlaces.run(s.phone, s.siteCode);
    insertActivities.run(s.phone, s.siteCode);
  }
}
