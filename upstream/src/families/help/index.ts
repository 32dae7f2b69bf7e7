/**
 * One-key help and the help pages (doc 1 §2.1 `/call-police`, doc 3 §2 "Surveys and help", §7
 * `config/api/emergency/save`): the site's emergency numbers, a help request carrying the caller's
 * position and phone, common problems (`/common-problem`, `/problem-detail/{id}`) and the site's
 * service information (`/information`). Their shapes are not shown in the spec: designed here as
 * a municipal tourism service runs them.
 */
import type { UpstreamFamily } from '../../family.ts';
import { formInput, input, paging, requireSite } from '../../context.ts';
import { type Envelope, fail, ok, pageOf, plainList } from '../../envelope.ts';
import { callerOf, notLoggedIn } from '../../caller.ts';
import { DAY_MS, formatChinaTime } from '../../time.ts';
import { HELP_SEED } from './seed-data.ts';

/** A second tap within this window answers the request already sent (no duplicate call-out). */
export const HELP_REPEAT_WINDOW_MS = 60_000;

interface HelpRow {
  id: number;
  site_code: string;
  user_id: number;
  phone: string;
  longitude: number | null;
  latitude: number | null;
  address: string;
  created_at: number;
}

interface ProblemRow {
  id: number;
  category: string;
  title: string;
  summary: string;
  content: string;
  updated_at: number;
}

function okMessage(message: string, data: unknown): Envelope {
  return { ...ok(data), message, msg: message };
}

function helpItem(row: HelpRow, repeated: boolean): Record<string, unknown> {
  return {
    id: String(row.id),
    phone: row.phone,
    longitude: row.longitude === null ? '' : String(row.longitude),
    latitude: row.latitude === null ? '' : String(row.latitude),
    address: row.address,
    createTime: formatChinaTime(row.created_at),
    repeated: repeated ? '1' : '0',
  };
}

function problemItem(row: ProblemRow): Record<string, unknown> {
  return { id: String(row.id), title: row.title, summary: row.summary, classifyName: row.category, updateTime: formatChinaTime(row.updated_at) };
}

export const helpFamily: UpstreamFamily = {
  name: 'help',
  migrations: [
    {
      version: 1,
      name: 'emergency numbers, help requests, common problems, service information',
      sql: `
        CREATE TABLE emergency_numbers (
          id INTEGER PRIMARY KEY,
          site_code TEXT NOT NULL,
          name TEXT NOT NULL,
          phone TEXT NOT NULL,
          kind TEXT NOT NULL,
          sort INTEGER NOT NULL
        );
        CREATE TABLE help_requests (
          id INTEGER PRIMARY KEY,
          site_code TEXT NOT NULL,
          user_id INTEGER NOT NULL,
          phone TEXT NOT NULL,
          longitude REAL,
          latitude REAL,
          address TEXT NOT NULL DEFAULT '',
          created_at INTEGER NOT NULL
        );
        CREATE INDEX help_requests_user ON help_requests (user_id, created_at);
        CREATE TABLE common_problems (
          id INTEGER PRIMARY KEY,
          site_code TEXT NOT NULL,
          category TEXT NOT NULL,
          title TEXT NOT NULL,
          summary TEXT NOT NULL,
          content TEXT NOT NULL,
          sort INTEGER NOT NULL,
          updated_at INTEGER NOT NULL
        );
        CREATE TABLE information_sections (
          id INTEGER PRIMARY KEY,
          site_code TEXT NOT NULL,
          title TEXT NOT NULL,
          content TEXT NOT NULL,
          phone TEXT NOT NULL DEFAULT '',
          sort INTEGER NOT NULL
        );
      `,
    },
  ],

  seed(db, env) {
    const number = db.prepare('INSERT INTO emergency_numbers (site_code, name, phone, kind, sort) VALUES (?, ?, ?, ?, ?)');
    const problem = db.prepare('INSERT INTO common_problems (id, site_code, category, title, summary, content, sort, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)');
    const section = db.prepare('INSERT INTO information_sections (site_code, title, content, phone, sort) VALUES (?, ?, ?, ?, ?)');
    let problemId = 95001;
    for (const site of HELP_SEED) {
      site.numbers.forEach((n, i) => number.run(site.siteCode, n.name, n.phone, n.kind, (i + 1) * 10));
      site.problems.forEach((p, i) => problem.run(problemId++, site.siteCode, p.category, p.title, p.summary, p.content, (i + 1) * 10, env.nowMs - (i + 3) * DAY_MS));
      site.information.forEach((s, i) => section.run(site.siteCode, s.title, s.content, s.phone ?? '', (i + 1) * 10));
      env.addServiceMenu(site.siteCode, site.menu);
    }
  },

  routes(api, ctx) {
    const db = ctx.db;
    const now = () => ctx.clock.now();

    api.get('/config/api/emergency/list', async (req) => {
      const site = requireSite(req);
      const rows = db.prepare('SELECT id, name, phone, kind, sort FROM emergency_numbers WHERE site_code = ? ORDER BY sort, id').all(site.site_code) as Array<{
        id: number;
        name: string;
        phone: string;
        kind: string;
        sort: number;
      }>;
      return plainList(rows.map((r) => ({ id: String(r.id), name: r.name, phone: r.phone, type: r.kind, sort: String(r.sort) })));
    });

    // One-key help: the caller's position (optional: help matters more than a fix) and phone. A
    // second request within a minute answers the first (a double tap calls nobody out twice).
    api.post('/config/api/emergency/save', async (req) => {
      const site = requireSite(req);
      const user = callerOf(ctx, req);
      if (!user) return notLoggedIn();
      const phone = formInput(req, 'phone').trim() || user.phone || '';
      if (!/^1\d{10}$/.test(phone)) return fail(1, '请先绑定手机号再求助');
      const lng = Number.parseFloat(formInput(req, 'longitude'));
      const lat = Number.parseFloat(formInput(req, 'latitude'));
      const hasPoint = Number.isFinite(lng) && Number.isFinite(lat) && Math.abs(lng) <= 180 && Math.abs(lat) <= 90;
      if ((formInput(req, 'longitude') || formInput(req, 'latitude')) && !hasPoint) return fail(1, '位置信息不正确');
      const at = now();
      return db.transaction((): Envelope => {
        const recent = db
          .prepare('SELECT * FROM help_requests WHERE user_id = ? AND site_code = ? AND created_at > ? ORDER BY id DESC LIMIT 1')
          .get(user.id, site.site_code, at - HELP_REPEAT_WINDOW_MS) as HelpRow | undefined;
        if (recent) return okMessage('求助信息已发送，请保持电话畅通', helpItem(recent, true));
        const info = db
          .prepare('INSERT INTO help_requests (site_code, user_id, phone, longitude, latitude, address, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
          .run(site.site_code, user.id, phone, hasPoint ? lng : null, hasPoint ? lat : null, formInput(req, 'address').trim().slice(0, 100), at);
        const row = db.prepare('SELECT * FROM help_requests WHERE id = ?').get(Number(info.lastInsertRowid)) as HelpRow;
        return okMessage('求助信息已发送，请保持电话畅通', helpItem(row, false));
      }).immediate();
    });

    api.get('/res/api/commonProblem/list', async (req) => {
      const site = requireSite(req);
      const pg = paging(req);
      const keyword = input(req, 'keyword').trim();
      const where = `site_code = ?${keyword ? ' AND (title LIKE ? OR summary LIKE ? OR content LIKE ?)' : ''}`;
      const like = `%${keyword.replace(/[%_]/g, '')}%`;
      const params: unknown[] = [site.site_code, ...(keyword ? [like, like, like] : [])];
      const total = (db.prepare(`SELECT COUNT(*) AS n FROM common_problems WHERE ${where}`).get(...params) as { n: number }).n;
      const rows = db.prepare(`SELECT * FROM common_problems WHERE ${where} ORDER BY sort, id LIMIT ? OFFSET ?`).all(...params, pg.pageSize, pg.offset) as ProblemRow[];
      return pageOf(rows.map(problemItem), total, pg);
    });

    api.get('/res/api/commonProblem/detail', async (req) => {
      const site = requireSite(req);
      const id = Number.parseInt(input(req, 'id'), 10);
      const row = db.prepare('SELECT * FROM common_problems WHERE id = ? AND site_code = ?').get(Number.isSafeInteger(id) ? id : -1, site.site_code) as ProblemRow | undefined;
      if (!row) return fail(1, '问题不存在');
      return ok({ ...problemItem(row), content: row.content });
    });

    api.get('/config/api/information/list', async (req) => {
      const site = requireSite(req);
      const rows = db.prepare('SELECT id, title, content, phone FROM information_sections WHERE site_code = ? ORDER BY sort, id').all(site.site_code) as Array<{
        id: number;
        title: string;
        content: string;
        phone: string;
      }>;
      return plainList(rows.map((r) => ({ id: String(r.id), title: r.title, content: r.content, phone: r.phone })));
    });
  },

  devRoutes(app, ctx) {
    // What the call centre received: the newest help requests.
    app.get('/__dev/help/requests', async () => {
      const rows = ctx.db.prepare('SELECT * FROM help_requests ORDER BY id DESC LIMIT 10').all() as HelpRow[];
      return { requests: rows.map((r) => ({ ...helpItem(r, false), userId: r.user_id, siteCode: r.site_code })) };
    });
  },

  referencePaths: ['config/api/emergency/list', 'config/api/information/list'],
};
