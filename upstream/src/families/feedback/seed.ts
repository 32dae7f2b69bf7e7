/** The feedback family's demo data: every demo site's feedback types, the demo users' feedback (some answered) and its menu entry. */
import type Database from 'better-sqlite3';
import type { SeedEnv } from '../../family.ts';
import { hashString, mulberry32 } from '../../db/seed/prng.ts';
import { DAY_MS } from '../../time.ts';
import { demoSites } from '../demo.ts';
import { feedbackStore } from './store.ts';
import { MENU_NAME, REPLIER, SAMPLES, TYPES } from './texts.ts';

export function seed(db: Database.Database, env: SeedEnv): void {
  const store = feedbackStore(db);
  const userOf = db.prepare('SELECT id FROM users WHERE phone = ?');
  let typeId = 1;
  for (const site of demoSites(db)) {
    const rng = mulberry32(hashString(`feedback:${site.siteCode}`));
    const typeIds = TYPES[site.language].map((name, i) => {
      store.insertType(typeId, site.siteCode, name, (i + 1) * 10);
      return typeId++;
    });
    for (const sample of SAMPLES[site.language]) {
      const user = userOf.get(sample.phone) as { id: number } | undefined;
      if (!user) continue;
      const at = env.nowMs - sample.daysAgo * DAY_MS - rng.int(1, 8) * 3600_000;
      const id = store.insert({
        site: site.siteCode,
        user: user.id,
        type: typeIds[sample.type % typeIds.length]!,
        content: sample.content,
        images: '',
        contact: sample.contact,
        at,
      });
      if (sample.reply) store.answer(id, sample.reply, REPLIER[site.language], at + rng.int(2, 30) * 3600_000);
    }
    env.addServiceMenu(site.siteCode, [{ name: MENU_NAME[site.language], menuCode: 'FEEDBACK', icon: 'message-square-text', sort: 1 }]);
  }
}
