/**
 * Votes (doc 1 §2.10, doc 3 §2 "Voting", §9: "rules, limits and calls are not shown"): designed
 * here as a regional culture-and-tourism office runs its online polls. A vote takes works
 * (pictures or a video, `voteType` 1 / 2) in its sign-up window, then votes in its voting window;
 * each vote stores its own rules: votes per user per day over all works, votes per user per day
 * for one work, works per user, pictures per work, and whether a work is reviewed before it shows.
 * Casting a vote is decided in one immediate transaction: two votes at once for the last one
 * allowed count once.
 */
import type Database from 'better-sqlite3';
import type { UpstreamFamily } from '../../family.ts';
import { formInput, input, paging, requireSite } from '../../context.ts';
import { emptyPage, type Envelope, fail, ok, pageOf } from '../../envelope.ts';
import { imageRef } from '../../resources.ts';
import { callerOf, notLoggedIn } from '../../caller.ts';
import { hashString, mulberry32 } from '../../db/seed/prng.ts';
import { chinaDate, DAY_MS, formatChinaTime } from '../../time.ts';
import { uploadedRef } from '../uploads/index.ts';
import { VOTE_SEED } from './seed-data.ts';

export interface VoteRow {
  id: number;
  site_code: string;
  title: string;
  cover: string;
  description: string;
  rules: string;
  work_type: 'IMAGE' | 'VIDEO';
  join_start: number;
  join_end: number;
  vote_start: number;
  vote_end: number;
  day_limit: number;
  work_day_limit: number;
  user_work_limit: number;
  max_images: number;
  allow_join: number;
  need_audit: number;
  visit_num: number;
  sort: number;
}

interface WorkRow {
  id: number;
  vote_id: number;
  user_id: number | null;
  number: number;
  title: string;
  author: string;
  phone: string;
  description: string;
  images: string;
  video: string;
  status: number;
  refuse_reason: string;
  vote_num: number;
  created_at: number;
  updated_at: number;
}

/** Work review: 0 waiting, 1 shown (approved), 2 refused. */
export const WORK_STATUS = { PENDING: 0, APPROVED: 1, REFUSED: 2 } as const;

/** The China-time calendar day of an instant (a user's daily votes count per such day). */
function dayOf(ms: number): string {
  const d = chinaDate(ms);
  return `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;
}

/** "0" not started, "1" under way, "2" over (the voting window). */
function voteStatus(v: VoteRow, now: number): string {
  return now < v.vote_start ? '0' : now < v.vote_end ? '1' : '2';
}

/** `@/files/…` references as stored; seeded ones are generated image names. */
function refs(raw: string): string {
  return raw
    .split(',')
    .filter((s) => s !== '')
    .map((s) => (s.startsWith('@/') ? s : imageRef(s)))
    .join(',');
}

function okMessage(message: string, data: unknown): Envelope {
  return { ...ok(data), message, msg: message };
}

export const votesFamily: UpstreamFamily = {
  name: 'votes',
  migrations: [
    {
      version: 1,
      name: 'votes, works and vote records',
      sql: `
        CREATE TABLE votes (
          id INTEGER PRIMARY KEY,
          site_code TEXT NOT NULL,
          title TEXT NOT NULL,
          cover TEXT NOT NULL,
          description TEXT NOT NULL,
          rules TEXT NOT NULL,
          work_type TEXT NOT NULL,
          join_start INTEGER NOT NULL,
          join_end INTEGER NOT NULL,
          vote_start INTEGER NOT NULL,
          vote_end INTEGER NOT NULL,
          day_limit INTEGER NOT NULL,
          work_day_limit INTEGER NOT NULL,
          user_work_limit INTEGER NOT NULL,
          max_images INTEGER NOT NULL,
          allow_join INTEGER NOT NULL,
          need_audit INTEGER NOT NULL,
          visit_num INTEGER NOT NULL DEFAULT 0,
          sort INTEGER NOT NULL
        );
        CREATE TABLE vote_works (
          id INTEGER PRIMARY KEY,
          vote_id INTEGER NOT NULL REFERENCES votes (id),
          user_id INTEGER,
          number INTEGER NOT NULL,
          title TEXT NOT NULL,
          author TEXT NOT NULL,
          phone TEXT NOT NULL DEFAULT '',
          description TEXT NOT NULL DEFAULT '',
          images TEXT NOT NULL DEFAULT '',
          video TEXT NOT NULL DEFAULT '',
          status INTEGER NOT NULL,
          refuse_reason TEXT NOT NULL DEFAULT '',
          vote_num INTEGER NOT NULL DEFAULT 0,
          created_at INTEGER NOT NULL,
          updated_at INTEGER NOT NULL,
          UNIQUE (vote_id, number)
        );
        CREATE INDEX vote_works_vote ON vote_works (vote_id, status, vote_num);
        CREATE INDEX vote_works_user ON vote_works (user_id, vote_id);
        CREATE TABLE vote_records (
          id INTEGER PRIMARY KEY,
          vote_id INTEGER NOT NULL,
          work_id INTEGER NOT NULL,
          user_id INTEGER NOT NULL,
          day TEXT NOT NULL,
          created_at INTEGER NOT NULL
        );
        CREATE INDEX vote_records_user_day ON vote_records (vote_id, user_id, day);
      `,
    },
  ],

  seed(db, env) {
    const insertVote = db.prepare(`INSERT INTO votes (id, site_code, title, cover, description, rules, work_type, join_start, join_end, vote_start, vote_end,
        day_limit, work_day_limit, user_work_limit, max_images, allow_join, need_audit, visit_num, sort)
      VALUES (@id, @site, @title, @cover, @description, @rules, @type, @joinStart, @joinEnd, @voteStart, @voteEnd,
        @dayLimit, @workDayLimit, @userWorkLimit, @maxImages, @allowJoin, @needAudit, @visits, @sort)`);
    const insertWork = db.prepare(`INSERT INTO vote_works (id, vote_id, user_id, number, title, author, description, images, video, status, vote_num, created_at, updated_at)
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
          const images = v.type === 'IMAGE' ? Array.from({ length: rng.int(1, Math.min(3, v.maxImages)) }, (_, k) => `vote-work-${wid}-${k}`).join(',') : `vote-work-${wid}-0`;
          const video = v.type === 'VIDEO' ? `@/files/media/vote-work-${wid}.webm` : '';
          const votes = v.voting[0] < 0 ? rng.int(5, 400) : 0;
          insertWork.run(wid, id, n + 1, w.title, w.author, w.description, images, video, votes, at(v.join[0]) + n * 3600_000, at(v.join[0]) + n * 3600_000);
        });
      });
    }
    // the demo user voted in Chengdu's running photo contest yesterday (their "my votes")
    const demo = userOf.get('13800000001') as { id: number } | undefined;
    const first = db.prepare("SELECT v.id AS vote_id, w.id AS work_id FROM votes v JOIN vote_works w ON w.vote_id = v.id WHERE v.site_code = 'site510100' ORDER BY v.sort, w.number LIMIT 2").all() as Array<{ vote_id: number; work_id: number }>;
    if (demo) for (const r of first) insertRecord.run(r.vote_id, r.work_id, demo.id, dayOf(env.nowMs - DAY_MS), env.nowMs - DAY_MS);
    for (const site of VOTE_SEED) env.addServiceMenu(site.siteCode, site.menu);
  },

  routes(api, ctx) {
    const db = ctx.db;
    const now = () => ctx.clock.now();
    const voteById = db.prepare('SELECT * FROM votes WHERE id = ? AND site_code = ?');
    const workById = db.prepare('SELECT * FROM vote_works WHERE id = ?');
    const votesToday = db.prepare('SELECT COUNT(*) AS n FROM vote_records WHERE vote_id = ? AND user_id = ? AND day = ?');
    const workVotesToday = db.prepare('SELECT COUNT(*) AS n FROM vote_records WHERE work_id = ? AND user_id = ? AND day = ?');
    const count = (stmt: Database.Statement, ...params: unknown[]) => (stmt.get(...params) as { n: number }).n;

    function voteItem(v: VoteRow, at: number): Record<string, unknown> {
      const totals = db.prepare('SELECT COUNT(*) AS works, COALESCE(SUM(vote_num), 0) AS votes FROM vote_works WHERE vote_id = ? AND status = 1').get(v.id) as { works: number; votes: number };
      return {
        id: String(v.id),
        title: v.title,
        cover: imageRef(v.cover),
        voteType: v.work_type === 'VIDEO' ? '2' : '1',
        joinStartTime: formatChinaTime(v.join_start),
        joinEndTime: formatChinaTime(v.join_end),
        startTime: formatChinaTime(v.vote_start),
        endTime: formatChinaTime(v.vote_end),
        status: voteStatus(v, at),
        workNum: String(totals.works),
        voteNum: String(totals.votes),
        visitNum: String(v.visit_num),
      };
    }

    /** Competition ranks of the approved works of a vote by votes (1, 2, 2, 4…). */
    function rankOf(voteId: number, voteNum: number): number {
      return count(db.prepare('SELECT COUNT(*) AS n FROM vote_works WHERE vote_id = ? AND status = 1 AND vote_num > ?'), voteId, voteNum) + 1;
    }

    function workItem(w: WorkRow, userId: number | null, at: number): Record<string, unknown> {
      return {
        id: String(w.id),
        voteId: String(w.vote_id),
        number: String(w.number).padStart(3, '0'),
        title: w.title,
        author: w.author,
        description: w.description,
        images: refs(w.images),
        video: w.video,
        voteNum: String(w.vote_num),
        rank: w.status === WORK_STATUS.APPROVED ? String(rankOf(w.vote_id, w.vote_num)) : '',
        status: String(w.status),
        refuseReason: w.refuse_reason,
        createTime: formatChinaTime(w.created_at),
        myVoteNum: userId === null ? '' : String(count(workVotesToday, w.id, userId, dayOf(at))),
      };
    }

    api.get('/res/api/vote/list', async (req) => {
      const site = requireSite(req);
      const pg = paging(req);
      const at = now();
      const status = input(req, 'status');
      const cond = status === '0' ? ' AND vote_start > ?' : status === '1' ? ' AND vote_start <= ? AND vote_end > ?' : status === '2' ? ' AND vote_end <= ?' : '';
      const params: unknown[] = [site.site_code, ...(status === '0' || status === '2' ? [at] : status === '1' ? [at, at] : [])];
      const total = count(db.prepare(`SELECT COUNT(*) AS n FROM votes WHERE site_code = ?${cond}`), ...params);
      // under way first, then those to come, then the finished ones (newest first)
      const rows = db
        .prepare(`SELECT * FROM votes WHERE site_code = ?${cond}
          ORDER BY CASE WHEN vote_start <= ? AND vote_end > ? THEN 0 WHEN vote_start > ? THEN 1 ELSE 2 END, sort, id LIMIT ? OFFSET ?`)
        .all(...params, at, at, at, pg.pageSize, pg.offset) as VoteRow[];
      return pageOf(rows.map((v) => voteItem(v, at)), total, pg);
    });

    api.get('/res/api/vote/detail', async (req) => {
      const site = requireSite(req);
      const id = Number.parseInt(input(req, 'id'), 10);
      const v = voteById.get(Number.isSafeInteger(id) ? id : -1, site.site_code) as VoteRow | undefined;
      if (!v) return fail(1, '投票活动不存在');
      db.prepare('UPDATE votes SET visit_num = visit_num + 1 WHERE id = ?').run(v.id);
      const user = callerOf(ctx, req);
      const at = now();
      return ok({
        ...voteItem({ ...v, visit_num: v.visit_num + 1 }, at),
        description: v.description,
        rules: v.rules,
        dayLimit: String(v.day_limit),
        workDayLimit: String(v.work_day_limit),
        userWorkLimit: String(v.user_work_limit),
        maxImages: String(v.max_images),
        allowJoin: String(v.allow_join),
        needAudit: String(v.need_audit),
        myVoteNum: user ? String(count(votesToday, v.id, user.id, dayOf(at))) : '',
        myWorkNum: user ? String(count(db.prepare('SELECT COUNT(*) AS n FROM vote_works WHERE vote_id = ? AND user_id = ?'), v.id, user.id)) : '',
      });
    });

    api.get('/res/api/vote/workList', async (req) => {
      const site = requireSite(req);
      const pg = paging(req);
      const id = Number.parseInt(input(req, 'voteId'), 10);
      const v = voteById.get(Number.isSafeInteger(id) ? id : -1, site.site_code) as VoteRow | undefined;
      if (!v) return emptyPage(pg);
      const keyword = input(req, 'keyword').trim().replace(/[%_]/g, '');
      const number = /^\d{1,6}$/.test(keyword) ? Number(keyword) : null;
      const cond = keyword ? ` AND (title LIKE ? OR author LIKE ?${number !== null ? ' OR number = ?' : ''})` : '';
      const params: unknown[] = [v.id, ...(keyword ? [`%${keyword}%`, `%${keyword}%`, ...(number !== null ? [number] : [])] : [])];
      const order = input(req, 'sortType') === '2' ? 'vote_num DESC, number' : 'number';
      const total = count(db.prepare(`SELECT COUNT(*) AS n FROM vote_works WHERE vote_id = ? AND status = 1${cond}`), ...params);
      const rows = db.prepare(`SELECT * FROM vote_works WHERE vote_id = ? AND status = 1${cond} ORDER BY ${order} LIMIT ? OFFSET ?`).all(...params, pg.pageSize, pg.offset) as WorkRow[];
      const user = callerOf(ctx, req);
      const at = now();
      return pageOf(rows.map((w) => workItem(w, user?.id ?? null, at)), total, pg);
    });

    // A work with its vote's rules and the caller's votes today (what a vote button needs).
    api.get('/res/api/vote/workDetail', async (req) => {
      const site = requireSite(req);
      const id = Number.parseInt(input(req, 'id'), 10);
      const w = workById.get(Number.isSafeInteger(id) ? id : -1) as WorkRow | undefined;
      const v = w ? (voteById.get(w.vote_id, site.site_code) as VoteRow | undefined) : undefined;
      const user = callerOf(ctx, req);
      // a work under review or refused is shown to its author only
      if (!w || !v || (w.status !== WORK_STATUS.APPROVED && (!user || user.id !== w.user_id))) return fail(1, '作品不存在');
      const at = now();
      return ok({
        ...workItem(w, user?.id ?? null, at),
        phone: user && user.id === w.user_id ? w.phone : '',
        voteInfo: {
          id: String(v.id),
          title: v.title,
          status: voteStatus(v, at),
          startTime: formatChinaTime(v.vote_start),
          endTime: formatChinaTime(v.vote_end),
          dayLimit: String(v.day_limit),
          workDayLimit: String(v.work_day_limit),
          myVoteNum: user ? String(count(votesToday, v.id, user.id, dayOf(at))) : '',
        },
      });
    });

    // Casting a vote: every rule decided in one immediate transaction (concurrent votes for the last one allowed: one counts).
    api.post('/res/api/vote/vote', async (req) => {
      const site = requireSite(req);
      const user = callerOf(ctx, req);
      if (!user) return notLoggedIn();
      const id = Number.parseInt(formInput(req, 'workId'), 10);
      return db.transaction((): Envelope => {
        const at = now();
        const w = workById.get(Number.isSafeInteger(id) ? id : -1) as WorkRow | undefined;
        const v = w ? (voteById.get(w.vote_id, site.site_code) as VoteRow | undefined) : undefined;
        if (!w || !v) return fail(1, '作品不存在');
        if (w.status !== WORK_STATUS.APPROVED) return fail(1, '作品审核中，暂不能投票');
        if (at < v.vote_start) return fail(1, '投票未开始');
        if (at >= v.vote_end) return fail(1, '投票已结束');
        const day = dayOf(at);
        const used = count(votesToday, v.id, user.id, day);
        if (used >= v.day_limit) return fail(1, `今日投票次数已用完（每天${v.day_limit}票）`);
        const usedForWork = count(workVotesToday, w.id, user.id, day);
        if (usedForWork >= v.work_day_limit) return fail(1, `今日已为该作品投满${v.work_day_limit}票`);
        db.prepare('INSERT INTO vote_records (vote_id, work_id, user_id, day, created_at) VALUES (?, ?, ?, ?, ?)').run(v.id, w.id, user.id, day, at);
        db.prepare('UPDATE vote_works SET vote_num = vote_num + 1 WHERE id = ?').run(w.id);
        return okMessage('投票成功', { workId: String(w.id), voteNum: String(w.vote_num + 1), myVoteNum: String(used + 1), myWorkVoteNum: String(usedForWork + 1), dayLimit: String(v.day_limit) });
      }).immediate();
    });

    // Joining a vote with a work (or editing one's own while sign-up is open).
    api.post('/res/api/vote/join', async (req) => {
      const site = requireSite(req);
      const user = callerOf(ctx, req);
      if (!user) return notLoggedIn();
      const voteId = Number.parseInt(formInput(req, 'voteId'), 10);
      const editId = formInput(req, 'id') ? Number.parseInt(formInput(req, 'id'), 10) : null;
      const title = formInput(req, 'title').trim();
      const author = formInput(req, 'author').trim();
      const phone = formInput(req, 'phone').trim();
      const description = formInput(req, 'description').trim();
      return db.transaction((): Envelope => {
        const at = now();
        const v = voteById.get(Number.isSafeInteger(voteId) ? voteId : -1, site.site_code) as VoteRow | undefined;
        if (!v) return fail(1, '投票活动不存在');
        if (!v.allow_join) return fail(1, '该投票不接受报名');
        if (at < v.join_start || at >= v.join_end) return fail(1, '不在报名时间内');
        if (!title) return fail(1, '请填写作品名称');
        if (!author) return fail(1, '请填写作者姓名');
        if (!/^1\d{10}$/.test(phone)) return fail(1, '手机号格式不正确');
        const images: string[] = [];
        for (const part of formInput(req, 'images').split(',').map((s) => s.trim()).filter((s) => s !== '')) {
          const ref = uploadedRef(db, part, 'IMAGE');
          if (!ref) return fail(1, '作品图片不存在，请重新上传');
          images.push(ref);
        }
        const videoRaw = formInput(req, 'video').trim();
        const video = videoRaw ? uploadedRef(db, videoRaw, 'VIDEO') : null;
        if (videoRaw && !video) return fail(1, '作品视频不存在，请重新上传');
        if (v.work_type === 'IMAGE' && images.length === 0) return fail(1, '请上传作品图片');
        if (images.length > v.max_images) return fail(1, `最多上传${v.max_images}张图片`);
        if (v.work_type === 'VIDEO' && !video) return fail(1, '请上传作品视频');
        const status = v.need_audit ? WORK_STATUS.PENDING : WORK_STATUS.APPROVED;
        if (editId !== null) {
          const w = workById.get(Number.isSafeInteger(editId) ? editId : -1) as WorkRow | undefined;
          if (!w || w.vote_id !== v.id || w.user_id !== user.id) return fail(1, '作品不存在');
          db.prepare('UPDATE vote_works SET title = ?, author = ?, phone = ?, description = ?, images = ?, video = ?, status = ?, refuse_reason = \'\', updated_at = ? WHERE id = ?').run(
            title, author, phone, description, images.join(','), video ?? '', status, at, w.id,
          );
          return okMessage('修改成功', { id: String(w.id), status: String(status) });
        }
        const mine = count(db.prepare('SELECT COUNT(*) AS n FROM vote_works WHERE vote_id = ? AND user_id = ?'), v.id, user.id);
        if (mine >= v.user_work_limit) return fail(1, `每人最多报名${v.user_work_limit}件作品`);
        const number = (db.prepare('SELECT COALESCE(MAX(number), 0) + 1 AS n FROM vote_works WHERE vote_id = ?').get(v.id) as { n: number }).n;
        const info = db
          .prepare('INSERT INTO vote_works (vote_id, user_id, number, title, author, phone, description, images, video, status, vote_num, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?)')
          .run(v.id, user.id, number, title, author, phone, description, images.join(','), video ?? '', status, at, at);
        return okMessage(v.need_audit ? '报名成功，作品审核通过后展示' : '报名成功', { id: String(info.lastInsertRowid), status: String(status), number: String(number).padStart(3, '0') });
      }).immediate();
    });

    // The caller's works (all votes, or one): any review status.
    api.get('/res/api/vote/myJoinList', async (req) => {
      const site = requireSite(req);
      const user = callerOf(ctx, req);
      if (!user) return notLoggedIn();
      const pg = paging(req);
      const voteId = Number.parseInt(input(req, 'voteId'), 10);
      const cond = Number.isSafeInteger(voteId) ? ' AND w.vote_id = ?' : '';
      const params: unknown[] = [user.id, site.site_code, ...(cond ? [voteId] : [])];
      const total = count(db.prepare(`SELECT COUNT(*) AS n FROM vote_works w JOIN votes v ON v.id = w.vote_id WHERE w.user_id = ? AND v.site_code = ?${cond}`), ...params);
      const rows = db
        .prepare(`SELECT w.*, v.title AS vote_title FROM vote_works w JOIN votes v ON v.id = w.vote_id WHERE w.user_id = ? AND v.site_code = ?${cond} ORDER BY w.created_at DESC, w.id DESC LIMIT ? OFFSET ?`)
        .all(...params, pg.pageSize, pg.offset) as Array<WorkRow & { vote_title: string }>;
      const at = now();
      return pageOf(rows.map((w) => ({ ...workItem(w, user.id, at), voteTitle: w.vote_title })), total, pg);
    });

    // The votes the caller voted in, the last voted first.
    api.get('/res/api/vote/myVoteList', async (req) => {
      const site = requireSite(req);
      const user = callerOf(ctx, req);
      if (!user) return notLoggedIn();
      const pg = paging(req);
      const base = 'FROM vote_records r JOIN votes v ON v.id = r.vote_id WHERE r.user_id = ? AND v.site_code = ?';
      const total = count(db.prepare(`SELECT COUNT(DISTINCT r.vote_id) AS n ${base}`), user.id, site.site_code);
      const rows = db
        .prepare(`SELECT v.*, COUNT(*) AS my_votes, MAX(r.created_at) AS last_at ${base} GROUP BY v.id ORDER BY last_at DESC LIMIT ? OFFSET ?`)
        .all(user.id, site.site_code, pg.pageSize, pg.offset) as Array<VoteRow & { my_votes: number; last_at: number }>;
      const at = now();
      return pageOf(rows.map((v) => ({ ...voteItem(v, at), myVoteNum: String(v.my_votes), lastVoteTime: formatChinaTime(v.last_at) })), total, pg);
    });
  },

  devRoutes(app, ctx) {
    // The organiser's review: POST { workId, pass, reason? }.
    app.post('/__dev/votes/audit', async (req, reply) => {
      const body = (req.body && typeof req.body === 'object' ? req.body : {}) as { workId?: unknown; pass?: unknown; reason?: unknown };
      const id = Number(body.workId);
      if (!Number.isSafeInteger(id) || typeof body.pass !== 'boolean') return reply.code(400).send({ error: 'give workId and pass (boolean)' });
      const changed = ctx.db
        .prepare('UPDATE vote_works SET status = ?, refuse_reason = ?, updated_at = ? WHERE id = ?')
        .run(body.pass ? WORK_STATUS.APPROVED : WORK_STATUS.REFUSED, body.pass ? '' : String(body.reason ?? '作品不符合征集要求'), ctx.clock.now(), id);
      if (changed.changes === 0) return reply.code(404).send({ error: 'no such work' });
      return { workId: String(id), status: body.pass ? WORK_STATUS.APPROVED : WORK_STATUS.REFUSED };
    });
  },
};
