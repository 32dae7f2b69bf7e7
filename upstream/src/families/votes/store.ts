/** Every SQL statement of the votes family's calls. */
import type Database from 'better-sqlite3';
import { statementsOf } from '../../db/prepared.ts';

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

export interface WorkRow {
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

/** A work as stored by a sign-up (new, or one's own edited). */
export interface WorkEntry {
  title: string;
  author: string;
  phone: string;
  description: string;
  images: string;
  video: string;
  status: number;
  at: number;
}

/** The votes of a site in a voting state ("0" to come, "1" under way, "2" over; anything else: all). */
function votesWhere(siteCode: string, status: string, at: number): { sql: string; params: unknown[] } {
  const cond =
    status === '0'
      ? ' AND vote_start > ?'
      : status === '1'
        ? ' AND vote_start <= ? AND vote_end > ?'
        : status === '2'
          ? ' AND vote_end <= ?'
          : '';
  return { sql: `site_code = ?${cond}`, params: [siteCode, ...(status === '0' || status === '2' ? [at] : status === '1' ? [at, at] : [])] };
}

/** The approved works of a vote, with `keyword` (when given) in the title or author, or as the number. */
function worksWhere(voteId: number, keyword: string): { sql: string; params: unknown[] } {
  const number = /^\d{1,6}$/.test(keyword) ? Number(keyword) : null;
  const cond = keyword ? ` AND (title LIKE ? OR author LIKE ?${number !== null ? ' OR number = ?' : ''})` : '';
  return {
    sql: `vote_id = ? AND status = 1${cond}`,
    params: [voteId, ...(keyword ? [`%${keyword}%`, `%${keyword}%`, ...(number !== null ? [number] : [])] : [])],
  };
}

const MY_VOTES = 'FROM vote_records r JOIN votes v ON v.id = r.vote_id WHERE r.user_id = ? AND v.site_code = ?';

export function votesStore(db: Database.Database) {
  const sql = statementsOf(db);
  const n = (text: string, ...params: unknown[]) => (sql(text).get(...params) as { n: number }).n;
  return {
    vote: (siteCode: string, id: number) =>
      sql('SELECT * FROM votes WHERE id = ? AND site_code = ?').get(id, siteCode) as VoteRow | undefined,
    work: (id: number) => sql('SELECT * FROM vote_works WHERE id = ?').get(id) as WorkRow | undefined,
    /** The approved works of a vote and their votes. */
    totals: (voteId: number) =>
      sql('SELECT COUNT(*) AS works, COALESCE(SUM(vote_num), 0) AS votes FROM vote_works WHERE vote_id = ? AND status = 1').get(voteId) as {
        works: number;
        votes: number;
      },
    /** How many approved works of the vote have more votes. */
    ahead: (voteId: number, voteNum: number) =>
      n('SELECT COUNT(*) AS n FROM vote_works WHERE vote_id = ? AND status = 1 AND vote_num > ?', voteId, voteNum),
    votesToday: (voteId: number, userId: number, day: string) =>
      n('SELECT COUNT(*) AS n FROM vote_records WHERE vote_id = ? AND user_id = ? AND day = ?', voteId, userId, day),
    workVotesToday: (workId: number, userId: number, day: string) =>
      n('SELECT COUNT(*) AS n FROM vote_records WHERE work_id = ? AND user_id = ? AND day = ?', workId, userId, day),
    userWorks: (voteId: number, userId: number) =>
      n('SELECT COUNT(*) AS n FROM vote_works WHERE vote_id = ? AND user_id = ?', voteId, userId),
    voteCount(siteCode: string, status: string, at: number): number {
      const where = votesWhere(siteCode, status, at);
      return n(`SELECT COUNT(*) AS n FROM votes WHERE ${where.sql}`, ...where.params);
    },
    /** Under way first, then those to come, then the finished ones. */
    votePage(siteCode: string, status: string, at: number, limit: number, offset: number): VoteRow[] {
      const where = votesWhere(siteCode, status, at);
      return sql(`SELECT * FROM votes WHERE ${where.sql}
          ORDER BY CASE WHEN vote_start <= ? AND vote_end > ? THEN 0 WHEN vote_start > ? THEN 1 ELSE 2 END, sort, id LIMIT ? OFFSET ?`).all(
        ...where.params,
        at,
        at,
        at,
        limit,
        offset,
      ) as VoteRow[];
    },
    visited: (id: number) => void sql('UPDATE votes SET visit_num = visit_num + 1 WHERE id = ?').run(id),
    workCount(voteId: number, keyword: string): number {
      const where = worksWhere(voteId, keyword);
      return n(`SELECT COUNT(*) AS n FROM vote_works WHERE ${where.sql}`, ...where.params);
    },
    /** By number, or (`byVotes`) by votes, most first. */
    workPage(voteId: number, keyword: string, byVotes: boolean, limit: number, offset: number): WorkRow[] {
      const where = worksWhere(voteId, keyword);
      const order = byVotes ? 'vote_num DESC, number' : 'number';
      return sql(`SELECT * FROM vote_works WHERE ${where.sql} ORDER BY ${order} LIMIT ? OFFSET ?`).all(
        ...where.params,
        limit,
        offset,
      ) as WorkRow[];
    },
    cast(voteId: number, workId: number, userId: number, day: string, at: number): void {
      sql('INSERT INTO vote_records (vote_id, work_id, user_id, day, created_at) VALUES (?, ?, ?, ?, ?)').run(
        voteId,
        workId,
        userId,
        day,
        at,
      );
      sql('UPDATE vote_works SET vote_num = vote_num + 1 WHERE id = ?').run(workId);
    },
    editWork: (id: number, e: WorkEntry) =>
      void sql(
        "UPDATE vote_works SET title = ?, author = ?, phone = ?, description = ?, images = ?, video = ?, status = ?, refuse_reason = '', updated_at = ? WHERE id = ?",
      ).run(e.title, e.author, e.phone, e.description, e.images, e.video, e.status, e.at, id),
    /** Adds a work under the vote's next number: its id and number. */
    addWork(voteId: number, userId: number, e: WorkEntry): { id: number; number: number } {
      const number = n('SELECT COALESCE(MAX(number), 0) + 1 AS n FROM vote_works WHERE vote_id = ?', voteId);
      const info = sql(
        'INSERT INTO vote_works (vote_id, user_id, number, title, author, phone, description, images, video, status, vote_num, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?)',
      ).run(voteId, userId, number, e.title, e.author, e.phone, e.description, e.images, e.video, e.status, e.at, e.at);
      return { id: Number(info.lastInsertRowid), number };
    },
    myWorkCount(userId: number, siteCode: string, voteId: number | null): number {
      const cond = voteId !== null ? ' AND w.vote_id = ?' : '';
      return n(
        `SELECT COUNT(*) AS n FROM vote_works w JOIN votes v ON v.id = w.vote_id WHERE w.user_id = ? AND v.site_code = ?${cond}`,
        userId,
        siteCode,
        ...(voteId !== null ? [voteId] : []),
      );
    },
    myWorks(userId: number, siteCode: string, voteId: number | null, limit: number, offset: number) {
      const cond = voteId !== null ? ' AND w.vote_id = ?' : '';
      return sql(
        `SELECT w.*, v.title AS vote_title FROM vote_works w JOIN votes v ON v.id = w.vote_id WHERE w.user_id = ? AND v.site_code = ?${cond} ORDER BY w.created_at DESC, w.id DESC LIMIT ? OFFSET ?`,
      ).all(userId, siteCode, ...(voteId !== null ? [voteId] : []), limit, offset) as Array<WorkRow & { vote_title: string }>;
    },
    myVoteCount: (userId: number, siteCode: string) => n(`SELECT COUNT(DISTINCT r.vote_id) AS n ${MY_VOTES}`, userId, siteCode),
    /** The votes the user voted in, the last voted first. */
    myVotes: (userId: number, siteCode: string, limit: number, offset: number) =>
      sql(
        `SELECT v.*, COUNT(*) AS my_votes, MAX(r.created_at) AS last_at ${MY_VOTES} GROUP BY v.id ORDER BY last_at DESC LIMIT ? OFFSET ?`,
      ).all(userId, siteCode, limit, offset) as Array<VoteRow & { my_votes: number; last_at: number }>,
    /** The organiser's review of a work: false when there is no such work. */
    review: (id: number, status: number, reason: string, at: number) =>
      sql('UPDATE vote_works SET status = ?, refuse_reason = ?, updated_at = ? WHERE id = ?').run(status, reason, at, id).changes > 0,
  };
}
