/** The votes family's demo data: every demo site's votes with their works, and the demo user's votes of yesterday. */
import type Database from 'better-sqlite3';
import type { SeedEnv } from '../../family.ts';
import { hashString, mulberry32 } from '../../db/seed/prng.ts';
import { demoVideo, mediaUrl } from '../../media/pick.ts';
import { DAY_MS } from '../../time.ts';
import { dayOf } from './rules.ts';
import { VOTE_SEED } from './texts.ts';

export function seed(db: Database.Database, env: SeedEnv): void {
  const insertVote =
    db.prepare(`INSERT INTO votes (id, site_code, title, cover, description, rules, work_type, join_start, join_end, vote_start, vote_end,
      day_limit, work_day_limit, user_work_limit, max_images, allow_join, need_audit, visit_num, sort)
    VALUES (@id, @site, @title, @cover, @description, @rules, @type, @joinStart, @joinEnd, @voteStart, @voteEnd,
      @dayLimit, @workDayLimit, @userWorkLimit, @maxImages, @allowJoin, @needAudit, @visits, @sort)`);
  const insertWork =
    db.prepare(`INSERT INTO vote_works (id, vote_id, user_id, number, title, author, description, images, video, status, vote_num, created_at, updated_at)
    VALUES (?, ?, NULL, ?, ?, ?, ?, ?, ?, 1, ?, ?, ?)`);
  const insertRecord = db.prepare('INSERT INTO vote_records (vote_id, work_id, user_id, day, created_at) VALUES (?, ?, ?, ?, ?)');
  const userOf = db.prepare('SELECT id FROM users WHERE phone = ?');
  let voteId = 96001;
  let workId = 960001;
  for (const site of VOTE_SEED) {
    site.votes.forEach((v, i) => {
      const rng = mulberry32(hashString(`vote:${site.siteCode}:${i}`));
      const id = voteId++;
      const at = (days: number) => env.nowMs + days * DAY_MS;
      insertVote.run({
        id,
        site: site.siteCode,
        title: v.title,
        cover: `vote-${id}`,
        description: v.description,
        rules: v.rules,
        type: v.type,
        joinStart: at(v.join[0]),
        joinEnd: at(v.join[1]),
        voteStart: at(v.voting[0]),
        voteEnd: at(v.voting[1]),
        dayLimit: v.dayLimit,
        workDayLimit: v.workDayLimit,
        userWorkLimit: v.userWorkLimit,
        maxImages: v.maxImages,
        allowJoin: v.allowJoin ? 1 : 0,
        needAudit: v.needAudit ? 1 : 0,
        visits: rng.int(800, 12000),
        sort: (i + 1) * 10,
      });
      v.works.forEach((w, n) => {
        const wid = workId++;
        const images =
          v.type === 'IMAGE'
            ? Array.from({ length: rng.int(1, Math.min(3, v.maxImages)) }, (_, k) => `vote-work-${wid}-${k}`).join(',')
            : `vote-work-${wid}-0`;
        const video = v.type === 'VIDEO' ? mediaUrl(`vote-work-${wid}`, demoVideo('scenery', `vote-work-${wid}`)) : '';
        const votes = v.voting[0] < 0 ? rng.int(5, 400) : 0;
        insertWork.run(
          wid,
          id,
          n + 1,
          w.title,
          w.author,
          w.description,
          images,
          video,
          votes,
          at(v.join[0]) + n * 3600_000,
          at(v.join[0]) + n * 3600_000,
        );
      });
    });
  }
  // the demo user voted in Chengdu's running photo contest yesterday (their "my votes")
  const demo = userOf.get('13800000001') as { id: number } | undefined;
  const first = db
    .prepare(
      "SELECT v.id AS vote_id, w.id AS work_id FROM votes v JOIN vote_works w ON w.vote_id = v.id WHERE v.site_code = 'site510100' ORDER BY v.sort, w.number LIMIT 2",
    )
    .all() as Array<{ vote_id: number; work_id: number }>;
  if (demo) for (const r of first) insertRecord.run(r.vote_id, r.work_id, demo.id, dayOf(env.nowMs - DAY_MS), env.nowMs - DAY_MS);
  for (const site of VOTE_SEED) env.addServiceMenu(site.siteCode, site.menu);
}
