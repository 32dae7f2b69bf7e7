/**
 * The complaints family's calls: the site's settings and types, filing a complaint (the form or a
 * voice complaint), the caller's complaints with their handling records, satisfied feedback, the
 * contact of the caller's last complaint; and the handling side's development controls.
 */
import type { FastifyInstance } from 'fastify';
import { formInput, input, paging, requireSite, type AppContext } from '../../context.ts';
import { type Envelope, ok, pageOf } from '../../envelope.ts';
import { callerOf, notLoggedIn } from '../../caller.ts';
import { refused } from '../../refusal.ts';
import { formatChinaTime } from '../../time.ts';
import { formComplaint, voiceComplaint } from './form.ts';
import { complaintsStore, STATUS, type ComplaintRow, type RecordRow } from './store.ts';
import { COMPLAINT_TEXTS as T, STATUS_NAME } from './texts.ts';
import { postComplaintMessage } from '../messages/index.ts';

function okMessage(message: string, data: unknown): Envelope {
  return { ...ok(data), message, msg: message };
}

/** A list item (the vendor's shape: string numbers, comma-separated images). */
function item(row: ComplaintRow): Record<string, unknown> {
  return {
    id: String(row.id),
    complaintNo: row.complaint_no,
    channel: row.channel,
    typeId: row.type_id === null ? '' : String(row.type_id),
    typeName: row.type_name ?? '',
    respondent: row.respondent,
    reason: row.reason,
    locationName: row.location_name,
    images: row.images,
    audio: row.audio ?? '',
    audioTime: row.audio_seconds === null ? '' : String(row.audio_seconds),
    status: String(row.status),
    statusName: STATUS_NAME[row.status] ?? '',
    createTime: formatChinaTime(row.created_at),
    feedbackStatus: row.feedback_satisfied === null ? '0' : '1',
  };
}

function detail(row: ComplaintRow, records: RecordRow[]): Record<string, unknown> {
  return {
    ...item(row),
    name: row.name,
    phone: row.phone,
    sex: String(row.gender),
    resourceType: row.resource_type ?? '',
    resourceId: row.resource_id === null ? '' : String(row.resource_id),
    longitude: row.longitude === null ? '' : String(row.longitude),
    latitude: row.latitude === null ? '' : String(row.latitude),
    address: row.detail_address,
    happenTime: row.occurred_at === null ? '' : formatChinaTime(row.occurred_at),
    updateTime: formatChinaTime(row.updated_at),
    records: records.map((r) => ({
      status: String(r.status),
      statusName: STATUS_NAME[r.status] ?? '',
      content: r.content,
      handler: r.handler,
      createTime: formatChinaTime(r.created_at),
    })),
    feedback:
      row.feedback_satisfied === null
        ? null
        : {
            satisfied: String(row.feedback_satisfied),
            content: row.feedback_content ?? '',
            createTime: formatChinaTime(row.feedback_at ?? row.updated_at),
          },
  };
}

function registerSettings(api: FastifyInstance, ctx: AppContext): void {
  const store = complaintsStore(ctx.db);
  api.get('/res/api/complaints/config', async (req) => {
    const site = requireSite(req);
    const row = store.settings(site.site_code);
    return ok(
      row
        ? { title: row.title, intro: row.intro, hotline: row.hotline, channels: row.channels }
        : { title: '', intro: '', hotline: '', channels: 'FORM' },
    );
  });

  api.get('/res/api/complaints/typeList', async (req) => {
    const site = requireSite(req);
    return { ...ok(null), datas: store.types(site.site_code).map((r) => ({ id: String(r.id), name: r.name })) };
  });
}

/** The form and the voice complaint: read (or refused), then filed with its first record. */
function registerFiling(api: FastifyInstance, ctx: AppContext): void {
  const store = complaintsStore(ctx.db);
  for (const [path, read] of [
    ['/res/api/complaints/save', formComplaint],
    ['/res/api/complaints/saveAudio', voiceComplaint],
  ] as const) {
    api.post(path, async (req) => {
      const site = requireSite(req);
      const user = callerOf(ctx, req);
      if (!user) return notLoggedIn();
      const complaint = read({
        db: ctx.db,
        req,
        siteCode: site.site_code,
        user,
        now: ctx.clock.now(),
        typeExists: (id) => store.typeExists(site.site_code, id),
      });
      if (typeof complaint === 'string') return refused(complaint);
      return okMessage(T.filed, store.file(complaint));
    });
  }
}

function registerOwn(api: FastifyInstance, ctx: AppContext): void {
  const store = complaintsStore(ctx.db);
  api.get('/res/api/complaints/list', async (req) => {
    const site = requireSite(req);
    const user = callerOf(ctx, req);
    if (!user) return notLoggedIn();
    const pg = paging(req);
    const raw = input(req, 'status');
    const status = /^[012]$/.test(raw) ? Number(raw) : null;
    const rows = store.ownPage(site.site_code, user.id, status, pg.pageSize, pg.offset);
    return pageOf(rows.map(item), store.ownCount(site.site_code, user.id, status), pg);
  });

  api.get('/res/api/complaints/detail', async (req) => {
    const site = requireSite(req);
    const user = callerOf(ctx, req);
    if (!user) return notLoggedIn();
    const id = Number.parseInt(input(req, 'id'), 10);
    const row = Number.isSafeInteger(id) ? store.own(id, user.id, site.site_code) : undefined;
    if (!row) return refused(T.noSuchComplaint);
    return ok(detail(row, store.records(row.id)));
  });

  // Satisfied feedback: on a processed complaint, once (the immediate transaction makes two at once give one).
  api.post('/res/api/complaints/satisfiedFeedback', async (req) => {
    const site = requireSite(req);
    const user = callerOf(ctx, req);
    if (!user) return notLoggedIn();
    const id = Number.parseInt(formInput(req, 'id'), 10);
    const satisfied = formInput(req, 'satisfied');
    if (satisfied !== '0' && satisfied !== '1') return refused(T.noSatisfied);
    const content = formInput(req, 'content').trim();
    return ctx.db
      .transaction((): Envelope => {
        const row = Number.isSafeInteger(id) ? store.own(id, user.id, site.site_code) : undefined;
        if (!row) return refused(T.noSuchComplaint);
        if (row.status !== STATUS.PROCESSED) return refused(T.notProcessed);
        if (row.feedback_satisfied !== null) return refused(T.feedbackGiven);
        store.setFeedback(row.id, Number(satisfied), content, ctx.clock.now());
        return okMessage(T.feedbackSaved, { id: String(row.id) });
      })
      .immediate();
  });

  // The contact of the user's last complaint on this site (pre-fills the form); null when none.
  api.get('/res/api/complaints/lastRecordInfo', async (req) => {
    const site = requireSite(req);
    const user = callerOf(ctx, req);
    if (!user) return notLoggedIn();
    const row = store.lastContact(user.id, site.site_code);
    return ok(row ? { name: row.name, phone: row.phone, sex: String(row.gender) } : null);
  });
}

export function routes(api: FastifyInstance, ctx: AppContext): void {
  registerSettings(api, ctx);
  registerFiling(api, ctx);
  registerOwn(api, ctx);
}

export function devRoutes(app: FastifyInstance, ctx: AppContext): void {
  const store = complaintsStore(ctx.db);
  // The handling side: POST { id, status: "ACCEPTED" | "PROCESSED" | 1 | 2, note? } moves a complaint on.
  app.post('/__dev/complaints/advance', async (req, reply) => {
    const body = (req.body && typeof req.body === 'object' ? req.body : {}) as { id?: unknown; status?: unknown; note?: unknown };
    const id = Number(body.id);
    const status = body.status === 'ACCEPTED' || body.status === 1 ? 1 : body.status === 'PROCESSED' || body.status === 2 ? 2 : null;
    if (!Number.isSafeInteger(id) || status === null) return reply.code(400).send({ error: 'give id and status (ACCEPTED or PROCESSED)' });
    const row = store.advance(
      id,
      status,
      ctx.clock.now(),
      typeof body.note === 'string' && body.note.trim() ? body.note.trim() : undefined,
    );
    if (!row) return reply.code(404).send({ error: 'no such complaint' });
    postComplaintMessage(ctx, row.id);
    return { id: String(row.id), status: row.status };
  });
  // The newest complaints (any user), to find the one a browser test filed.
  app.get('/__dev/complaints/latest', async () => {
    return {
      complaints: store
        .newest(10)
        .map((r) => ({ ...item(r), userId: r.user_id, siteCode: r.site_code, name: r.name, phone: r.phone, images: r.images })),
    };
  });
}
