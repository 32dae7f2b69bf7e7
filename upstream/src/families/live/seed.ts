/** The live family's demo data: every demo site's broadcasts and slow lives at its scenic areas. */
import type Database from 'better-sqlite3';
import type { SeedEnv } from '../../family.ts';
import { hashString, mulberry32 } from '../../db/seed/prng.ts';
import { demoScenics, demoSites, near } from '../demo.ts';
import { ANCHORS, MENU, TEMPLATES, WORDS } from './texts.ts';

const HOUR = 3600_000;

function seedLive(db: Database.Database, nowMs: number): void {
  const insert = db.prepare(`INSERT INTO live_streams (site_code, kind, title, anchor, summary, cover, scenic_id, scenic_name, address,
      longitude, latitude, start_at, end_at, replay, top, view_num, sort)
    VALUES (@siteCode, @kind, @title, @anchor, @summary, @cover, @scenicId, @scenicName, @address, @longitude, @latitude,
      @startAt, @endAt, @replay, @top, @viewNum, @sort)`);
  // demo times are whole hours from the seed's now, so the states hold while a test runs
  const base = Math.floor(nowMs / HOUR) * HOUR;
  for (const site of demoSites(db)) {
    const rng = mulberry32(hashString(`live:${site.siteCode}`));
    const scenics = demoScenics(db, site);
    TEMPLATES.forEach((t, i) => {
      const scenic = scenics[i % scenics.length]!;
      const [title, summary] = t[WORDS[site.language]](scenic.name);
      insert.run({
        siteCode: site.siteCode,
        kind: t.kind,
        title,
        anchor: rng.pick(ANCHORS[site.language]),
        summary,
        cover: `live-${site.siteCode}-${i + 1}`,
        scenicId: scenic.id || null,
        scenicName: scenic.name,
        // the division's (Chinese) name on the Chinese sites; the place's own address, in the site's language, on the others
        address: site.language === 'CN' ? `${scenic.regionName} · ${scenic.name}` : scenic.address,
        longitude: near(scenic.longitude, rng.next, 0.004),
        latitude: near(scenic.latitude, rng.next, 0.004),
        startAt: base + t.start * HOUR,
        endAt: t.end === null ? null : base + t.end * HOUR,
        replay: t.replay === false ? 0 : 1,
        top: i === 0 || i === 4 || i === 7 ? 1 : 0,
        viewNum: rng.int(200, 60000),
        sort: i + 1,
      });
    });
  }
}

export function seed(db: Database.Database, env: SeedEnv): void {
  seedLive(db, env.nowMs);
  for (const site of demoSites(db)) {
    if (site.siteCode === 'site620200') continue;
    env.addServiceMenu(site.siteCode, [
      { name: MENU[site.language][0], menuCode: 'LIVE', icon: 'radio', sort: 1 },
      { name: MENU[site.language][1], menuCode: 'SLOW_LIVE', icon: 'cctv', sort: 2 },
    ]);
  }
}
