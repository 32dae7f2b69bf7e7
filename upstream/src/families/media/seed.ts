/** The media family's demo data: every demo site's short videos (with comments) and multimedia library. */
import type Database from 'better-sqlite3';
import type { SeedEnv } from '../../family.ts';
import { hashString, mulberry32 } from '../../db/seed/prng.ts';
import { demoScenics, demoSites } from '../demo.ts';
import { demoGuide, demoVideo, mediaName } from '../../media/pick.ts';
import {
  AUTHORS,
  COMMENTS,
  DESCRIPTION,
  LIBRARY,
  LIBRARY_LANGUAGE,
  LIBRARY_VIDEO_SUBJECTS,
  MENU,
  SHORT_SUBJECTS,
  SHORTS,
} from './texts.ts';

const DAY = 24 * 3600_000;

function seedMedia(db: Database.Database, nowMs: number): void {
  const insertStream = db.prepare(`INSERT INTO stream_media (site_code, title, video, cover, author, author_unid, scenic_id, scenic_name,
      duration, like_num, comment_num, view_num, created_at)
    VALUES (@siteCode, @title, @video, @cover, @author, @authorUnid, @scenicId, @scenicName, @duration, @likeNum, 0, @viewNum, @createdAt)`);
  const insertComment = db.prepare(
    'INSERT INTO stream_media_comments (media_id, site_code, user_id, content, created_at) VALUES (?, ?, ?, ?, ?)',
  );
  const insertLibrary =
    db.prepare(`INSERT INTO media_library (site_code, kind, title, description, file, cover, scenic_id, scenic_name, duration, created_at)
    VALUES (@siteCode, @kind, @title, @description, @file, @cover, @scenicId, @scenicName, @duration, @createdAt)`);
  const users = (db.prepare('SELECT id FROM users WHERE cancelled = 0 ORDER BY id LIMIT 6').all() as { id: number }[]).map((u) => u.id);
  for (const site of demoSites(db)) {
    const rng = mulberry32(hashString(`media:${site.siteCode}`));
    const scenics = demoScenics(db, site);
    const titles = SHORTS[site.language];
    titles.forEach((title, i) => {
      const scenic = scenics[i % scenics.length]!;
      const createdAt = nowMs - (i * 2 + 1) * DAY - rng.int(0, 20) * 3600_000;
      const video = demoVideo(SHORT_SUBJECTS[i % SHORT_SUBJECTS.length]!, `short-${site.siteCode}-${i + 1}`);
      const id = Number(
        insertStream.run({
          siteCode: site.siteCode,
          title: `${title} · ${scenic.name}`,
          video: mediaName(`short-${site.siteCode}-${i + 1}`, video),
          cover: `short-${site.siteCode}-${i + 1}`,
          author: rng.pick(AUTHORS[site.language]),
          authorUnid: `creator-${site.siteCode}-${i % 6}`,
          scenicId: scenic.id || null,
          scenicName: scenic.name,
          duration: Math.round(video.seconds),
          likeNum: rng.int(3, 900),
          viewNum: rng.int(100, 20000),
          createdAt,
        }).lastInsertRowid,
      );
      const n = users.length > 0 ? rng.int(0, 3) : 0;
      for (let c = 0; c < n; c++)
        insertComment.run(
          id,
          site.siteCode,
          users[(i + c) % users.length],
          rng.pick(COMMENTS[site.language]),
          createdAt + (c + 1) * 3600_000,
        );
      db.prepare('UPDATE stream_media SET comment_num = ? WHERE id = ?').run(n, id);
    });
    for (const kind of ['IMAGE', 'VIDEO', 'AUDIO', 'PANORAMA'] as const) {
      const names = LIBRARY[kind]![LIBRARY_LANGUAGE[site.language]];
      names.forEach((title, i) => {
        const scenic = scenics[i % scenics.length]!;
        const slug = `${kind.toLowerCase()}-${site.siteCode}-${i + 1}`;
        const media =
          kind === 'VIDEO'
            ? demoVideo(LIBRARY_VIDEO_SUBJECTS[i % LIBRARY_VIDEO_SUBJECTS.length]!, slug)
            : kind === 'AUDIO'
              ? demoGuide(site.language)
              : null;
        insertLibrary.run({
          siteCode: site.siteCode,
          kind,
          title: `${scenic.name} · ${title}`,
          description: DESCRIPTION[site.language](title, scenic.name, scenic.regionName),
          file: media ? mediaName(slug, media) : slug,
          cover: `${slug}-cover`,
          scenicId: scenic.id || null,
          scenicName: scenic.name,
          duration: media ? Math.round(media.seconds) : 0,
          createdAt: nowMs - (i + 1) * DAY,
        });
      });
    }
  }
}

export function seed(db: Database.Database, env: SeedEnv): void {
  seedMedia(db, env.nowMs);
  for (const site of demoSites(db)) {
    if (site.siteCode === 'site620200') continue;
    env.addServiceMenu(site.siteCode, [
      { name: MENU[site.language][0], menuCode: 'DSP', icon: 'clapperboard', sort: 1 },
      { name: MENU[site.language][1], menuCode: 'CS-PANORAMIC', icon: 'rotate-3d', sort: 2 },
    ]);
  }
}
