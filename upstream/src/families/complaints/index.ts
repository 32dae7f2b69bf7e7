/**
 * Complaints (doc 3 §3 Complaint, §4 status, §7 "Complaints"): the complaint form
 * (`res/api/complaints/save`), voice complaints (`saveAudio`), the user's complaints (`list`,
 * `detail` with the handling record), satisfied feedback on a processed complaint (once), the
 * contact of the user's last complaint (`lastRecordInfo`), and what the spec does not show: the
 * site's complaint types and settings (`typeList`, `config`). Status 0 pending, 1 accepted,
 * 2 processed; the handling side is not part of the H5 client, so the development channel moves
 * a complaint on (`__dev/complaints/advance`).
 */
import type Database from 'better-sqlite3';
import type { FastifyRequest } from 'fastify';
import type { UpstreamFamily } from '../../family.ts';
import { formInput, input, paging, requireSite } from '../../context.ts';
import { type Envelope, fail, ok, pageOf } from '../../envelope.ts';
import { findSiteResource } from '../../lookup.ts';
import { storedType } from '../../resources.ts';
import { callerOf, notLoggedIn } from '../../caller.ts';
import { hashString, mulberry32 } from '../../db/seed/prng.ts';
import { chinaInstant, DAY_MS, formatChinaTime } from '../../time.ts';
import { siteLanguageOf, type InLanguages, type SiteLanguage } from '../demo.ts';
import { uploadedRef } from '../uploads/index.ts';
import { COMPLAINT_SEED } from './seed-data.ts';

export const STATUS = { PENDING: 0, ACCEPTED: 1, PROCESSED: 2 } as const;
const STATUS_NAME = ['待受理', '已受理', '已办结'] as const;
/** Most evidence pictures the service keeps on one complaint (the gateway's own limit is lower). */
const MAX_IMAGES = 9;

interface ComplaintRow {
  id: number;
  site_code: string;
  complaint_no: string;
  user_id: number;
  channel: string;
  name: string;
  phone: string;
  gender: number;
  type_id: number | null;
  type_name: string | null;
  respondent: string;
  resource_type: string | null;
  resource_id: number | null;
  location_name: string;
  longitude: number | null;
  latitude: number | null;
  detail_address: string;
  occurred_at: number | null;
  reason: string;
  images: string;
  audio: string | null;
  audio_seconds: number | null;
  status: number;
  created_at: number;
  updated_at: number;
  feedback_satisfied: number | null;
  feedback_content: string | null;
  feedback_at: number | null;
}

interface RecordRow {
  status: number;
  content: string;
  handler: string;
  created_at: number;
}

function okMessage(message: string, data: unknown): Envelope {
  return { ...ok(data), message, msg: message };
}

/** `yyyy-MM-dd HH:mm[:ss]` in China time → epoch ms; null when it is not one. */
export function parseChinaTime(value: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value.trim());
  if (!m) return null;
  const [, y, mo, d, h, mi, s = '0'] = m;
  const ms = chinaInstant(Number(y), Number(mo), Number(d), Number(h), Number(mi), Number(s));
  return formatChinaTime(ms).startsWith(`${y}-${mo}-${d}`) ? ms : null;
}

function complaintNo(db: Database.Database, siteCode: string, at: number): string {
  const day = formatChinaTime(at).slice(0, 10).replaceAll('-', '');
  const n = (db.prepare('SELECT COUNT(*) AS n FROM complaints WHERE site_code = ? AND complaint_no LIKE ?').get(siteCode, `TS${day}%`) as { n: number }).n;
  return `TS${day}${String(n + 1).padStart(4, '0')}`;
}

const SELECT = `SELECT c.*, t.name AS type_name FROM complaints c LEFT JOIN complaint_types t ON t.id = c.type_id`;

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
    records: records.map((r) => ({ status: String(r.status), statusName: STATUS_NAME[r.status] ?? '', content: r.content, handler: r.handler, createTime: formatChinaTime(r.created_at) })),
    feedback:
      row.feedback_satisfied === null
        ? null
        : { satisfied: String(row.feedback_satisfied), content: row.feedback_content ?? '', createTime: formatChinaTime(row.feedback_at ?? row.updated_at) },
  };
}

/** What the handling side writes when it moves a complaint on (the demo's words). */
export const HANDLING_TEXT: InLanguages<Record<number, string>> = {
  CN: {
    0: '投诉已提交，等待受理',
    1: '投诉已受理，已转交相关部门核实处理',
    2: '经核实，已责令被投诉方整改，并向投诉人反馈处理结果',
  },
  FRENCH: {
    0: 'Réclamation déposée, en attente de prise en charge',
    1: 'Réclamation prise en charge et transmise au service concerné',
    2: 'Après vérification, le prestataire a été invité à corriger ; le résultat vous a été communiqué',
  },
  EN: {
    0: 'Complaint filed, waiting to be taken up',
    1: 'Complaint taken up and passed to the department concerned',
    2: 'After checking, the provider was told to put things right; you have been told the outcome',
  },
  JAPANESE: {
    0: '苦情を受け付けました。担当部署の確認をお待ちください',
    1: '苦情を受理し、担当部署に回付しました',
    2: '確認の結果、事業者に改善を指示し、結果をお知らせしました',
  },
  KOREAN: {
    0: '민원이 접수되어 처리를 기다리고 있습니다',
    1: '민원을 접수하여 담당 부서로 넘겼습니다',
    2: '확인 결과 사업자에게 시정을 요구했으며 처리 결과를 알려 드렸습니다',
  },
};
const HANDLER: InLanguages<string> = {
  CN: '旅游市场监管科',
  FRENCH: 'Service de la qualité touristique',
  EN: 'Tourism quality office',
  JAPANESE: '観光品質管理課',
  KOREAN: '관광 품질 관리과',
};
/** Who writes a complaint's first record. */
const SYSTEM: InLanguages<string> = { CN: '系统', FRENCH: 'Système', EN: 'System', JAPANESE: 'システム', KOREAN: '시스템' };

function langOf(db: Database.Database, siteCode: string): SiteLanguage {
  const row = db.prepare('SELECT site_language FROM sites WHERE site_code = ?').get(siteCode) as { site_language: string } | undefined;
  return siteLanguageOf(row?.site_language);
}

/** Moves a complaint to `status` (recording each step passed), in one immediate transaction. */
export function advanceComplaint(db: Database.Database, id: number, status: number, at: number, note?: string): ComplaintRow | null {
  return db.transaction(() => {
    const row = db.prepare('SELECT * FROM complaints WHERE id = ?').get(id) as ComplaintRow | undefined;
    if (!row) return null;
    const lang = langOf(db, row.site_code);
    const record = db.prepare('INSERT INTO complaint_records (complaint_id, status, content, handler, created_at) VALUES (?, ?, ?, ?, ?)');
    for (let s = row.status + 1; s <= status; s++) record.run(id, s, s === status && note ? note : HANDLING_TEXT[lang][s]!, HANDLER[lang], at);
    if (status > row.status) db.prepare('UPDATE complaints SET status = ?, updated_at = ? WHERE id = ?').run(status, at, id);
    return db.prepare('SELECT * FROM complaints WHERE id = ?').get(id) as ComplaintRow;
  }).immediate();
}

function uploadedList(db: Database.Database, raw: string, kind: 'IMAGE' | 'AUDIO'): string[] | null {
  const refs: string[] = [];
  for (const part of raw.split(',').map((s) => s.trim()).filter((s) => s !== '')) {
    const ref = uploadedRef(db, part, kind);
    if (!ref) return null;
    refs.push(ref);
  }
  return refs;
}

export const complaintsFamily: UpstreamFamily = {
  name: 'complaints',
  migrations: [
    {
      version: 1,
      name: 'complaints, types, settings and handling records',
      sql: `
        CREATE TABLE complaint_settings (
          site_code TEXT PRIMARY KEY,
          title TEXT NOT NULL,
          intro TEXT NOT NULL,
          hotline TEXT NOT NULL,
          channels TEXT NOT NULL
        );
        CREATE TABLE complaint_types (
          id INTEGER PRIMARY KEY,
          site_code TEXT NOT NULL,
          name TEXT NOT NULL,
          sort INTEGER NOT NULL
        );
        CREATE TABLE complaints (
          id INTEGER PRIMARY KEY,
          site_code TEXT NOT NULL,
          complaint_no TEXT NOT NULL,
          user_id INTEGER NOT NULL,
          channel TEXT NOT NULL,
          name TEXT NOT NULL,
          phone TEXT NOT NULL,
          gender INTEGER NOT NULL DEFAULT 0,
          type_id INTEGER,
          respondent TEXT NOT NULL DEFAULT '',
          resource_type TEXT,
          resource_id INTEGER,
          location_name TEXT NOT NULL DEFAULT '',
          longitude REAL,
          latitude REAL,
          detail_address TEXT NOT NULL DEFAULT '',
          occurred_at INTEGER,
          reason TEXT NOT NULL DEFAULT '',
          images TEXT NOT NULL DEFAULT '',
          audio TEXT,
          audio_seconds INTEGER,
          status INTEGER NOT NULL DEFAULT 0,
          created_at INTEGER NOT NULL,
          updated_at INTEGER NOT NULL,
          feedback_satisfied INTEGER,
          feedback_content TEXT,
          feedback_at INTEGER
        );
        CREATE INDEX complaints_user ON complaints (user_id, site_code, created_at);
        CREATE TABLE complaint_records (
          id INTEGER PRIMARY KEY,
          complaint_id INTEGER NOT NULL REFERENCES complaints (id),
          status INTEGER NOT NULL,
          content TEXT NOT NULL,
          handler TEXT NOT NULL,
          created_at INTEGER NOT NULL
        );
        CREATE INDEX complaint_records_complaint ON complaint_records (complaint_id, id);
      `,
    },
  ],

  seed(db, env) {
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
      const places = placesOf.all(site.siteCode) as { id: number; resource_type: string; name: string; address: string; longitude: number; latitude: number }[];
      site.samples.forEach((sample, i) => {
        const user = userOf.get(sample.phone) as { id: number } | undefined;
        if (!user) return;
        const place = places.length > 0 ? rng.pick(places) : null;
        const created = env.nowMs - sample.daysAgo * DAY_MS - rng.int(1, 8) * 3600_000;
        const info = insert.run(
          site.siteCode,
          complaintNo(db, site.siteCode, created),
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
        if (sample.status > 0) advanceComplaint(db, id, sample.status, created + (i + 1) * 5 * 3600_000);
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
  },

  routes(api, ctx) {
    const db = ctx.db;
    const now = () => ctx.clock.now();

    api.get('/res/api/complaints/config', async (req) => {
      const site = requireSite(req);
      const row = db.prepare('SELECT * FROM complaint_settings WHERE site_code = ?').get(site.site_code) as
        | { title: string; intro: string; hotline: string; channels: string }
        | undefined;
      return ok(row ? { title: row.title, intro: row.intro, hotline: row.hotline, channels: row.channels } : { title: '', intro: '', hotline: '', channels: 'FORM' });
    });

    api.get('/res/api/complaints/typeList', async (req) => {
      const site = requireSite(req);
      const rows = db.prepare('SELECT id, name FROM complaint_types WHERE site_code = ? ORDER BY sort, id').all(site.site_code) as { id: number; name: string }[];
      return { ...ok(null), datas: rows.map((r) => ({ id: String(r.id), name: r.name })) };
    });

    /** The location of a complaint: a place of the site (resourceType + resourceId) and/or a position. */
    function locationOf(req: FastifyRequest, siteCode: string) {
      const type = storedType(formInput(req, 'resourceType'));
      const id = Number.parseInt(formInput(req, 'resourceId'), 10);
      const place = type && Number.isSafeInteger(id) ? findSiteResource(db, siteCode, type, id) : null;
      const lng = Number.parseFloat(formInput(req, 'longitude'));
      const lat = Number.parseFloat(formInput(req, 'latitude'));
      const hasPoint = Number.isFinite(lng) && Number.isFinite(lat) && Math.abs(lng) <= 180 && Math.abs(lat) <= 90;
      return { place, lng: hasPoint ? lng : null, lat: hasPoint ? lat : null, name: formInput(req, 'address').trim() };
    }

    const insertComplaint = db.prepare(`INSERT INTO complaints (site_code, complaint_no, user_id, channel, name, phone, gender, type_id, respondent,
        resource_type, resource_id, location_name, longitude, latitude, detail_address, occurred_at, reason, images, audio, audio_seconds, status, created_at, updated_at)
      VALUES (@site, @no, @user, @channel, @name, @phone, @gender, @type, @respondent, @resourceType, @resourceId, @locationName, @lng, @lat,
        @detailAddress, @occurredAt, @reason, @images, @audio, @audioSeconds, 0, @at, @at)`);
    const firstRecord = db.prepare('INSERT INTO complaint_records (complaint_id, status, content, handler, created_at) VALUES (?, 0, ?, ?, ?)');

    function store(values: Record<string, unknown> & { site: string; at: number }): { id: string; complaintNo: string } {
      return db.transaction(() => {
        const no = complaintNo(db, values.site, values.at);
        const id = Number(insertComplaint.run({ ...values, no }).lastInsertRowid);
        const lang = langOf(db, values.site);
        firstRecord.run(id, HANDLING_TEXT[lang][0]!, SYSTEM[lang], values.at);
        return { id: String(id), complaintNo: no };
      }).immediate();
    }

    // The form (doc 3 §5): the service checks what it must store; the wording of the prompts is the gateway's.
    api.post('/res/api/complaints/save', async (req) => {
      const site = requireSite(req);
      const user = callerOf(ctx, req);
      if (!user) return notLoggedIn();
      if (!user.phone) return fail(1, '请先绑定手机号再投诉');
      const name = formInput(req, 'name').trim();
      const phone = formInput(req, 'phone').trim();
      if (!name) return fail(1, '投诉人姓名不能为空');
      if (!/^1\d{10}$/.test(phone)) return fail(1, '手机号格式不正确');
      const typeId = Number.parseInt(formInput(req, 'typeId'), 10);
      const type = db.prepare('SELECT id FROM complaint_types WHERE id = ? AND site_code = ?').get(Number.isSafeInteger(typeId) ? typeId : -1, site.site_code);
      if (!type) return fail(1, '投诉类型不存在');
      const respondent = formInput(req, 'respondent').trim();
      if (!respondent) return fail(1, '被投诉方不能为空');
      const location = locationOf(req, site.site_code);
      if (!location.place && location.lng === null) return fail(1, '投诉地点不能为空');
      const detailAddress = formInput(req, 'detailAddress').trim();
      if (!detailAddress) return fail(1, '详细地址不能为空');
      const occurredAt = parseChinaTime(formInput(req, 'happenTime'));
      if (occurredAt === null) return fail(1, '发生时间格式不正确');
      if (occurredAt > now() + 60_000) return fail(1, '发生时间不能晚于当前时间');
      const reason = formInput(req, 'reason').trim();
      if (!reason) return fail(1, '投诉原因不能为空');
      const images = uploadedList(db, formInput(req, 'images'), 'IMAGE');
      if (!images) return fail(1, '投诉图片不存在，请重新上传');
      if (images.length > MAX_IMAGES) return fail(1, `最多上传${MAX_IMAGES}张图片`);
      const sex = Number.parseInt(formInput(req, 'sex'), 10);
      const saved = store({
        site: site.site_code,
        at: now(),
        user: user.id,
        channel: location.place && formInput(req, 'channel') === 'PLACE' ? 'PLACE' : 'FORM',
        name,
        phone,
        gender: sex === 1 || sex === 2 ? sex : 0,
        type: typeId,
        respondent,
        resourceType: location.place?.type ?? null,
        resourceId: location.place?.id ?? null,
        locationName: location.name || location.place?.name || '',
        lng: location.lng,
        lat: location.lat,
        detailAddress,
        occurredAt,
        reason,
        images: images.join(','),
        audio: null,
        audioSeconds: null,
      });
      return okMessage('提交成功', saved);
    });

    // A voice complaint: the recording (an uploaded sound) and a phone to call back; position optional.
    api.post('/res/api/complaints/saveAudio', async (req) => {
      const site = requireSite(req);
      const user = callerOf(ctx, req);
      if (!user) return notLoggedIn();
      if (!user.phone) return fail(1, '请先绑定手机号再投诉');
      const audio = uploadedRef(db, formInput(req, 'audio'), 'AUDIO');
      if (!audio) return fail(1, '投诉录音不存在，请重新录制');
      const seconds = Number.parseInt(formInput(req, 'audioTime'), 10);
      if (!Number.isSafeInteger(seconds) || seconds < 1) return fail(1, '录音时长不正确');
      const phone = formInput(req, 'phone').trim() || user.phone;
      if (!/^1\d{10}$/.test(phone)) return fail(1, '手机号格式不正确');
      const location = locationOf(req, site.site_code);
      const saved = store({
        site: site.site_code,
        at: now(),
        user: user.id,
        channel: 'VOICE',
        name: formInput(req, 'name').trim() || user.nickname,
        phone,
        gender: 0,
        type: null,
        respondent: '',
        resourceType: location.place?.type ?? null,
        resourceId: location.place?.id ?? null,
        locationName: location.name || location.place?.name || '',
        lng: location.lng,
        lat: location.lat,
        detailAddress: '',
        occurredAt: null,
        reason: '',
        images: '',
        audio,
        audioSeconds: seconds,
      });
      return okMessage('提交成功', saved);
    });

    api.get('/res/api/complaints/list', async (req) => {
      const site = requireSite(req);
      const user = callerOf(ctx, req);
      if (!user) return notLoggedIn();
      const pg = paging(req);
      const status = input(req, 'status');
      const where = `c.site_code = ? AND c.user_id = ?${/^[012]$/.test(status) ? ' AND c.status = ?' : ''}`;
      const params: unknown[] = [site.site_code, user.id, ...(/^[012]$/.test(status) ? [Number(status)] : [])];
      const total = (db.prepare(`SELECT COUNT(*) AS n FROM complaints c WHERE ${where}`).get(...params) as { n: number }).n;
      const rows = db.prepare(`${SELECT} WHERE ${where} ORDER BY c.created_at DESC, c.id DESC LIMIT ? OFFSET ?`).all(...params, pg.pageSize, pg.offset) as ComplaintRow[];
      return pageOf(rows.map(item), total, pg);
    });

    function ownComplaint(id: number, userId: number, siteCode: string): ComplaintRow | undefined {
      return db.prepare(`${SELECT} WHERE c.id = ? AND c.user_id = ? AND c.site_code = ?`).get(id, userId, siteCode) as ComplaintRow | undefined;
    }

    api.get('/res/api/complaints/detail', async (req) => {
      const site = requireSite(req);
      const user = callerOf(ctx, req);
      if (!user) return notLoggedIn();
      const id = Number.parseInt(input(req, 'id'), 10);
      const row = Number.isSafeInteger(id) ? ownComplaint(id, user.id, site.site_code) : undefined;
      if (!row) return fail(1, '投诉不存在');
      const records = db.prepare('SELECT status, content, handler, created_at FROM complaint_records WHERE complaint_id = ? ORDER BY id').all(row.id) as RecordRow[];
      return ok(detail(row, records));
    });

    // Satisfied feedback (doc 3 §9): on a processed complaint, once (the immediate transaction makes two at once give one).
    api.post('/res/api/complaints/satisfiedFeedback', async (req) => {
      const site = requireSite(req);
      const user = callerOf(ctx, req);
      if (!user) return notLoggedIn();
      const id = Number.parseInt(formInput(req, 'id'), 10);
      const satisfied = formInput(req, 'satisfied');
      if (satisfied !== '0' && satisfied !== '1') return fail(1, '请选择是否满意');
      const content = formInput(req, 'content').trim();
      const outcome = db.transaction((): Envelope => {
        const row = Number.isSafeInteger(id) ? ownComplaint(id, user.id, site.site_code) : undefined;
        if (!row) return fail(1, '投诉不存在');
        if (row.status !== STATUS.PROCESSED) return fail(1, '投诉尚未办结，暂不可反馈');
        if (row.feedback_satisfied !== null) return fail(1, '您已对该投诉反馈过');
        db.prepare('UPDATE complaints SET feedback_satisfied = ?, feedback_content = ?, feedback_at = ? WHERE id = ?').run(Number(satisfied), content, now(), row.id);
        return okMessage('反馈成功', { id: String(row.id) });
      }).immediate();
      return outcome;
    });

    // The contact of the user's last complaint on this site (pre-fills the form); null when none.
    api.get('/res/api/complaints/lastRecordInfo', async (req) => {
      const site = requireSite(req);
      const user = callerOf(ctx, req);
      if (!user) return notLoggedIn();
      const row = db
        .prepare("SELECT name, phone, gender FROM complaints WHERE user_id = ? AND site_code = ? AND channel != 'VOICE' ORDER BY created_at DESC, id DESC LIMIT 1")
        .get(user.id, site.site_code) as { name: string; phone: string; gender: number } | undefined;
      return ok(row ? { name: row.name, phone: row.phone, sex: String(row.gender) } : null);
    });
  },

  devRoutes(app, ctx) {
    // The handling side: POST { id, status: "ACCEPTED" | "PROCESSED" | 1 | 2, note? } moves a complaint on.
    app.post('/__dev/complaints/advance', async (req, reply) => {
      const body = (req.body && typeof req.body === 'object' ? req.body : {}) as { id?: unknown; status?: unknown; note?: unknown };
      const id = Number(body.id);
      const status = body.status === 'ACCEPTED' || body.status === 1 ? 1 : body.status === 'PROCESSED' || body.status === 2 ? 2 : null;
      if (!Number.isSafeInteger(id) || status === null) return reply.code(400).send({ error: 'give id and status (ACCEPTED or PROCESSED)' });
      const row = advanceComplaint(ctx.db, id, status, ctx.clock.now(), typeof body.note === 'string' && body.note.trim() ? body.note.trim() : undefined);
      if (!row) return reply.code(404).send({ error: 'no such complaint' });
      return { id: String(row.id), status: row.status };
    });
    // The newest complaints (any user), to find the one a browser test filed.
    app.get('/__dev/complaints/latest', async () => {
      const rows = ctx.db.prepare(`${SELECT} ORDER BY c.id DESC LIMIT 10`).all() as ComplaintRow[];
      return { complaints: rows.map((r) => ({ ...item(r), userId: r.user_id, siteCode: r.site_code, name: r.name, phone: r.phone, images: r.images })) };
    });
  },
};
