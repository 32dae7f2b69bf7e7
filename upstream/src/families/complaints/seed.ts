/** The complaints family's demo data: every demo site's settings, types and sample complaints at their stages. */
import type Database from 'better-sqlite3';
import type { SeedEnv } from '../../family.ts';
import { hashString, mulberry32 } from '../../db/seed/prng.ts';
import { DAY_MS } from '../../time.ts';
import { complaintsStore } from './store.ts';
import { COMPLAINT_SEED, HANDLING_TEXT, SYSTEM } from './texts.ts';

export function seed(db: Database.Database, env: SeedEnv): void {
  const store = complaintsStore(db);
  const insertSettings = db.prepare('INSERT INTO complaint_settings (site_code, title, intro, hotline, channels) VALUES (?, ?, ?, ?, ?)');
  const insertType = db.prepare('INSERT INTO complaint_types (id, site_code, name, sort) VALUES (?, ?, ?, ?)');
  const insert = db.prepare(`INSERT INTO complaints (site_code, complaint_no, user_id, channel, name, phone, gender, type_id, respondent,
      resource_type, resource_id, location_name, longitude, latitude, detail_address, occurred_at, reason, images, status, created_at, updated_at,
      feedback_satisfied, feedback_content, feedback_at)
    VALUES (?, ?, ?, 'FORM', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, '', 0, ?, ?, NULL, NULL, NULL)`);
  const userOf = db.prepare('SELECT id FROM users WHERE phone = ?');
  const placesOf = db.prepare(
    "SELECT id, resource_type, name, address, longitude, latitude FROM places WHERE site_code = ? AND resource_type IN ('CONTENT_TYPE_SCENERY', 'CONTENT_TYPE_HOTEL', 'CONTENT_TYPE_RESTAURANT') ORDER BY sort, id LIMIT 12",
  );
  let typeId = 1;
  for (const site of COMPLAINT_SEED) {
    insertSettings.run(site.siteCode, site.settings.title, site.settings.intro, site.settings.hotline, site.settings.channels);
    const typeIds = site.types.map((name, i) => {
      insertType.run(typeId, site.siteCode, name, (i + 1) * 10);
      return typeId++;
    });
    const rng = mulberry32(hashString(`complaints:${site.siteCode}`));
    const places = placesOf.all(site.siteCode) as {
      id: number;
      resource_type: string;
      name: string;
      address: string;
      longitude: number;
      latitude: number;
    }[];
    site.samples.forEach((sample, i) => {
      const user = userOf.get(sample.phone) as { id: number } | undefined;
      if (!user) return;
      const place = places.length > 0 ? rng.pick(places) : null;
      const created = env.nowMs - sample.daysAgo * DAY_MS - rng.int(1, 8) * 3600_000;
      const info = insert.run(
        site.siteCode,
        store.complaintNo(site.siteCode, created),
        user.id,
        sample.name,
        sample.phone,
        sample.gender,
        typeIds[sample.type % typeIds.length]!,
        sample.respondent,
        place?.resource_type ?? null,
        place?.id ?? null,
        place?.name ?? sample.respondent,
        place?.longitude ?? null,
        place?.latitude ?? null,
        sample.address,
        created - rng.int(2, 30) * 3600_000,
        sample.reason,
        created,
        created,
      );
      const id = Number(info.lastInsertRowid);
      db.prepare('INSERT INTO complaint_records (complaint_id, status, content, handler, created_at) VALUES (?, 0, ?, ?, ?)').run(
        id,
        HANDLING_TEXT[site.lang][0]!,
        SYSTEM[site.lang],
        created,
      );
      if (sample.status > 0) store.advance(id, sample.status, created + (i + 1) * 5 * 3600_000);
      if (sample.feedback) {
        db.prepare('UPDATE complaints SET feedback_satisfied = ?, feedback_content = ?, feedback_at = ? WHERE id = ?').run(
          sample.feedback.satisfied ? 1 : 0,
          sample.feedback.content,
          created + 3 * DAY_MS,
          id,
        );
      }
    });
    env.addServiceMenu(site.siteCode, site.menu);
  }
}
