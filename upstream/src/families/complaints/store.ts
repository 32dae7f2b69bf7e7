/** Every SQL statement of the complaints family, with the writes that move a complaint on. */
import type Database from 'better-sqlite3';
import { statementsOf } from '../../db/prepared.ts';
import { formatChinaTime } from '../../time.ts';
import { siteLanguageOf, type SiteLanguage } from '../demo.ts';
import { HANDLER, HANDLING_TEXT, SYSTEM } from './texts.ts';

export const STATUS = { PENDING: 0, ACCEPTED: 1, PROCESSED: 2 } as const;

export interface ComplaintRow {
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

export interface RecordRow {
  status: number;
  content: string;
  handler: string;
  created_at: number;
}

/** A complaint as filed (the form or a voice complaint). */
export interface NewComplaint {
  site: string;
  at: number;
  user: number;
  channel: 'FORM' | 'PLACE' | 'VOICE';
  name: string;
  phone: string;
  gender: number;
  type: number | null;
  respondent: string;
  resourceType: string | null;
  resourceId: number | null;
  locationName: string;
  lng: number | null;
  lat: number | null;
  detailAddress: string;
  occurredAt: number | null;
  reason: string;
  images: string;
  audio: string | null;
  audioSeconds: number | null;
}

const SELECT = 'SELECT c.*, t.name AS type_name FROM complaints c LEFT JOIN complaint_types t ON t.id = c.type_id';

/** The caller's complaints on a site, of one status when given. */
function ownWhere(siteCode: string, userId: number, status: number | null): { sql: string; params: unknown[] } {
  return {
    sql: `c.site_code = ? AND c.user_id = ?${status === null ? '' : ' AND c.status = ?'}`,
    params: [siteCode, userId, ...(status === null ? [] : [status])],
  };
}

export function complaintsStore(db: Database.Database) {
  const sql = statementsOf(db);
  const languageOf = (siteCode: string): SiteLanguage =>
    siteLanguageOf(
      (sql('SELECT site_language FROM sites WHERE site_code = ?').get(siteCode) as { site_language: string } | undefined)?.site_language,
    );
  const byId = (id: number) => sql('SELECT * FROM complaints WHERE id = ?').get(id) as ComplaintRow | undefined;
  /** The next number of the site's day: `TS<yyyyMMdd><nnnn>`. */
  const complaintNo = (siteCode: string, at: number): string => {
    const day = formatChinaTime(at).slice(0, 10).replaceAll('-', '');
    const n = (
      sql('SELECT COUNT(*) AS n FROM complaints WHERE site_code = ? AND complaint_no LIKE ?').get(siteCode, `TS${day}%`) as { n: number }
    ).n;
    return `TS${day}${String(n + 1).padStart(4, '0')}`;
  };
  const addRecord = (id: number, status: number, content: string, handler: string, at: number) =>
    void sql('INSERT INTO complaint_records (complaint_id, status, content, handler, created_at) VALUES (?, ?, ?, ?, ?)').run(
      id,
      status,
      content,
      handler,
      at,
    );
  return {
    complaintNo,
    settings: (siteCode: string) =>
      sql('SELECT * FROM complaint_settings WHERE site_code = ?').get(siteCode) as
        | { title: string; intro: string; hotline: string; channels: string }
        | undefined,
    types: (siteCode: string) =>
      sql('SELECT id, name FROM complaint_types WHERE site_code = ? ORDER BY sort, id').all(siteCode) as { id: number; name: string }[],
    typeExists: (siteCode: string, id: number) =>
      sql('SELECT id FROM complaint_types WHERE id = ? AND site_code = ?').get(id, siteCode) !== undefined,
    /** Files a complaint with its first record, in one immediate transaction: its id and number. */
    file(values: NewComplaint): { id: string; complaintNo: string } {
      return db
        .transaction(() => {
          const no = complaintNo(values.site, values.at);
          const id = Number(
            sql(`INSERT INTO complaints (site_code, complaint_no, user_id, channel, name, phone, gender, type_id, respondent,
              resource_type, resource_id, location_name, longitude, latitude, detail_address, occurred_at, reason, images, audio, audio_seconds, status, created_at, updated_at)
            VALUES (@site, @no, @user, @channel, @name, @phone, @gender, @type, @respondent, @resourceType, @resourceId, @locationName, @lng, @lat,
              @detailAddress, @occurredAt, @reason, @images, @audio, @audioSeconds, 0, @at, @at)`).run({ ...values, no }).lastInsertRowid,
          );
          const lang = languageOf(values.site);
          addRecord(id, 0, HANDLING_TEXT[lang][0]!, SYSTEM[lang], values.at);
          return { id: String(id), complaintNo: no };
        })
        .immediate();
    },
    /** Moves a complaint to `status` (recording each step passed), in one immediate transaction. */
    advance(id: number, status: number, at: number, note?: string): ComplaintRow | null {
      return db
        .transaction(() => {
          const row = byId(id);
          if (!row) return null;
          const lang = languageOf(row.site_code);
          for (let s = row.status + 1; s <= status; s++)
            addRecord(id, s, s === status && note ? note : HANDLING_TEXT[lang][s]!, HANDLER[lang], at);
          if (status > row.status) sql('UPDATE complaints SET status = ?, updated_at = ? WHERE id = ?').run(status, at, id);
          return byId(id)!;
        })
        .immediate();
    },
    ownCount(siteCode: string, userId: number, status: number | null): number {
      const where = ownWhere(siteCode, userId, status);
      return (sql(`SELECT COUNT(*) AS n FROM complaints c WHERE ${where.sql}`).get(...where.params) as { n: number }).n;
    },
    ownPage(siteCode: string, userId: number, status: number | null, limit: number, offset: number): ComplaintRow[] {
      const where = ownWhere(siteCode, userId, status);
      return sql(`${SELECT} WHERE ${where.sql} ORDER BY c.created_at DESC, c.id DESC LIMIT ? OFFSET ?`).all(
        ...where.params,
        limit,
        offset,
      ) as ComplaintRow[];
    },
    own: (id: number, userId: number, siteCode: string) =>
      sql(`${SELECT} WHERE c.id = ? AND c.user_id = ? AND c.site_code = ?`).get(id, userId, siteCode) as ComplaintRow | undefined,
    records: (id: number) =>
      sql('SELECT status, content, handler, created_at FROM complaint_records WHERE complaint_id = ? ORDER BY id').all(id) as RecordRow[],
    setFeedback: (id: number, satisfied: number, content: string, at: number) =>
      void sql('UPDATE complaints SET feedback_satisfied = ?, feedback_content = ?, feedback_at = ? WHERE id = ?').run(
        satisfied,
        content,
        at,
        id,
      ),
    /** The contact of the caller's last complaint on the site filed with the form. */
    lastContact: (userId: number, siteCode: string) =>
      sql(
        "SELECT name, phone, gender FROM complaints WHERE user_id = ? AND site_code = ? AND channel != 'VOICE' ORDER BY created_at DESC, id DESC LIMIT 1",
      ).get(userId, siteCode) as { name: string; phone: string; gender: number } | undefined,
    newest: (limit: number) => sql(`${SELECT} ORDER BY c.id DESC LIMIT ?`).all(limit) as ComplaintRow[],
  };
}
