/**
 * Demo data of the itineraries: the preference labels of every demo site (in its language), its
 * recommended itineraries (planned by the same planner over its real places), and the first demo
 * user's own weekend plan. Deterministic.
 */
import type Database from 'better-sqlite3';
import type { SeedEnv } from '../../family.ts';
import { ITINERARY_SITES, MENU_NAME } from './texts.ts';
import { createPlannedJourney } from './journeys.ts';

const DAY = 24 * 3600 * 1000;

export function seedItineraries(db: Database.Database, env: SeedEnv): void {
  const insertLabel = db.prepare('INSERT INTO journey_labels (site_code, code, name, kinds, sort) VALUES (?, ?, ?, ?, ?)');
  const demoUser = (db.prepare("SELECT id FROM users WHERE phone = '13800000001'").get() as { id: number } | undefined)?.id ?? null;
  for (const site of ITINERARY_SITES) {
    const labelIds = new Map<string, number>();
    site.labels.forEach((l, i) =>
      labelIds.set(l.code, Number(insertLabel.run(site.siteCode, l.code, l.name, l.kinds.join(','), (i + 1) * 10).lastInsertRowid)),
    );
    const scenic = db
      .prepare("SELECT id, name FROM places WHERE site_code = ? AND resource_type = 'CONTENT_TYPE_SCENERY' ORDER BY sort, id")
      .all(site.siteCode) as { id: number; name: string }[];
    const idOf = (name: string) => scenic.find((s) => s.name === name)?.id;
    site.recommended.forEach((r, i) => {
      const named = r.destinations.map(idOf).filter((id): id is number => id !== undefined);
      const destinations = named.length > 0 ? named : scenic.slice(0, r.days + 1).map((s) => s.id);
      createPlannedJourney(
        db,
        {
          siteCode: site.siteCode,
          userId: null,
          name: r.name,
          summary: r.summary,
          days: r.days,
          playHours: r.playHours,
          startDate: null,
          labelIds: r.labels.map((c) => labelIds.get(c)!).filter((x) => x !== undefined),
          scenicIds: destinations,
          source: 'RECOMMEND',
          sort: (i + 1) * 10,
        },
        env.nowMs - (30 - i) * DAY,
      );
    });
    if (site.siteCode === 'site510100' && demoUser !== null) {
      createPlannedJourney(
        db,
        {
          siteCode: site.siteCode,
          userId: demoUser,
          name: '我的成都周末',
          summary: '',
          days: 2,
          playHours: 16,
          startDate: null,
          labelIds: [labelIds.get('FOOD')!],
          scenicIds: [idOf('杜甫草堂'), idOf('宽窄巷子')].filter((x): x is number => x !== undefined),
          source: 'AI',
        },
        env.nowMs - 3 * DAY,
      );
    }
    const language = (db.prepare('SELECT site_language AS l FROM sites WHERE site_code = ?').get(site.siteCode) as { l: string }).l;
    env.addServiceMenu(site.siteCode, [{ name: MENU_NAME[language] ?? MENU_NAME.CN!, menuCode: 'ITINTERARY', icon: 'route', sort: 1 }]);
  }
}
