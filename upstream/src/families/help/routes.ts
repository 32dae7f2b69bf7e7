/** The help family's calls: emergency numbers, one-key help, common problems, service information. */
import type { FastifyInstance } from 'fastify';
import { formInput, input, paging, requireSite, type AppContext } from '../../context.ts';
import { type Envelope, ok, pageOf, plainList } from '../../envelope.ts';
import { callerOf, notLoggedIn } from '../../caller.ts';
import { refused } from '../../refusal.ts';
import { formatChinaTime } from '../../time.ts';
import { helpStore, type HelpRow, type ProblemRow } from './store.ts';
import { HELP_TEXTS } from './texts.ts';

/** A second tap within this window answers the request already sent (no duplicate call-out). */
const HELP_REPEAT_WINDOW_MS = 60_000;

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
  return {
    id: String(row.id),
    title: row.title,
    summary: row.summary,
    classifyName: row.category,
    updateTime: formatChinaTime(row.updated_at),
  };
}

export function routes(api: FastifyInstance, ctx: AppContext): void {
  const db = ctx.db;
  const store = helpStore(db);

  api.get('/config/api/emergency/list', async (req) => {
    const site = requireSite(req);
    return plainList(
      store.numbers(site.site_code).map((r) => ({ id: String(r.id), name: r.name, phone: r.phone, type: r.kind, sort: String(r.sort) })),
    );
  });

  // One-key help: the caller's position (optional: help matters more than a fix) and phone. A
  // second request within a minute answers the first (a double tap calls nobody out twice).
  api.post('/config/api/emergency/save', async (req) => {
    const site = requireSite(req);
    const user = callerOf(ctx, req);
    if (!user) return notLoggedIn();
    const phone = formInput(req, 'phone').trim() || user.phone || '';
    if (!/^1\d{10}$/.test(phone)) return refused(HELP_TEXTS.noPhone);
    const lng = Number.parseFloat(formInput(req, 'longitude'));
    const lat = Number.parseFloat(formInput(req, 'latitude'));
    const hasPoint = Number.isFinite(lng) && Number.isFinite(lat) && Math.abs(lng) <= 180 && Math.abs(lat) <= 90;
    if ((formInput(req, 'longitude') || formInput(req, 'latitude')) && !hasPoint) return refused(HELP_TEXTS.badPosition);
    const at = ctx.clock.now();
    return db
      .transaction((): Envelope => {
        const recent = store.recentRequest(user.id, site.site_code, at - HELP_REPEAT_WINDOW_MS);
        if (recent) return okMessage(HELP_TEXTS.sent, helpItem(recent, true));
        const row = store.addRequest({
          siteCode: site.site_code,
          userId: user.id,
          phone,
          longitude: hasPoint ? lng : null,
          latitude: hasPoint ? lat : null,
          address: formInput(req, 'address').trim().slice(0, 100),
          at,
        });
        return okMessage(HELP_TEXTS.sent, helpItem(row, false));
      })
      .immediate();
  });

  api.get('/res/api/commonProblem/list', async (req) => {
    const site = requireSite(req);
    const pg = paging(req);
    const keyword = input(req, 'keyword').trim();
    const rows = store.problems(site.site_code, keyword, pg.pageSize, pg.offset);
    return pageOf(rows.map(problemItem), store.problemCount(site.site_code, keyword), pg);
  });

  api.get('/res/api/commonProblem/detail', async (req) => {
    const site = requireSite(req);
    const id = Number.parseInt(input(req, 'id'), 10);
    const row = store.problem(site.site_code, Number.isSafeInteger(id) ? id : -1);
    if (!row) return refused(HELP_TEXTS.noSuchProblem);
    return ok({ ...problemItem(row), content: row.content });
  });

  api.get('/config/api/information/list', async (req) => {
    const site = requireSite(req);
    return plainList(
      store.information(site.site_code).map((r) => ({ id: String(r.id), title: r.title, content: r.content, phone: r.phone })),
    );
  });
}

export function devRoutes(app: FastifyInstance, ctx: AppContext): void {
  const store = helpStore(ctx.db);
  // What the call centre received: the newest help requests.
  app.get('/__dev/help/requests', async () => {
    return { requests: store.newestRequests(10).map((r) => ({ ...helpItem(r, false), userId: r.user_id, siteCode: r.site_code })) };
  });
}
