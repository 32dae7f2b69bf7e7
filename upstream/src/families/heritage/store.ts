/** Every SQL statement of the heritage family's calls and its map. */
import type Database from 'better-sqlite3';
import { statementsOf } from '../../db/prepared.ts';
import { RESOURCE } from './types.ts';

/** A row as the list and detail queries give it (the columns of its kind's select). */
export type Row = Record<string, unknown> & { id: number };

/** The SQL of a list: conditions and their parameters, built up per call. */
export class Where {
  readonly parts: string[] = [];
  readonly params: unknown[] = [];
  add(sql: string, ...params: unknown[]): this {
    this.parts.push(sql);
    this.params.push(...params);
    return this;
  }
  get sql(): string {
    return this.parts.length ? `WHERE ${this.parts.join(' AND ')}` : '';
  }
}

export const PROJECT_SELECT = `SELECT p.*, (SELECT COUNT(*) FROM heritage_project_inheritors l WHERE l.project_id = p.id) AS inheritor_num FROM heritage_projects p`;
export const INHERITOR_SELECT = `SELECT h.*,
    (SELECT l.project_id FROM heritage_project_inheritors l WHERE l.inheritor_id = h.id ORDER BY l.sort LIMIT 1) AS project_id,
    (SELECT p.name FROM heritage_project_inheritors l JOIN heritage_projects p ON p.id = l.project_id WHERE l.inheritor_id = h.id ORDER BY l.sort LIMIT 1) AS project_name,
    (SELECT COUNT(*) FROM user_interactions u WHERE u.resource_type = '${RESOURCE.PERSON}' AND u.resource_id = h.id AND u.followed = 1) AS followers
  FROM heritage_inheritors h`;
export const BASE_SELECT = `SELECT b.*, (SELECT group_concat(name, ',') FROM (SELECT p.name FROM heritage_base_projects l JOIN heritage_projects p ON p.id = l.project_id
    WHERE l.base_id = b.id ORDER BY l.sort)) AS project_names FROM heritage_bases b`;
export const FOOD_SELECT = `SELECT f.*, p.name AS project_name FROM heritage_foods f LEFT JOIN heritage_projects p ON p.id = f.project_id`;
export const NEWS_SELECT = `SELECT n.*, p.name AS project_name, h.name AS inheritor_name FROM heritage_news n
  LEFT JOIN heritage_projects p ON p.id = n.project_id LEFT JOIN heritage_inheritors h ON h.id = n.inheritor_id`;
export const MEDIA_SELECT = `SELECT m.*, p.name AS project_name, h.name AS inheritor_name, h.head_img AS inheritor_head FROM heritage_media m
  LEFT JOIN heritage_projects p ON p.id = m.project_id LEFT JOIN heritage_inheritors h ON h.id = m.inheritor_id`;

/** The caller's followed inheritors. */
const FOLLOWED_FROM = INHERITOR_SELECT.replace(
  'FROM heritage_inheritors h',
  'FROM heritage_inheritors h JOIN user_interactions u ON u.resource_id = h.id',
);
const FOLLOWED_WHERE = `WHERE h.site_code = ? AND u.user_id = ? AND u.resource_type = '${RESOURCE.PERSON}' AND u.followed = 1`;
/** The news and media of the caller's followed inheritors, newest first. */
const FOLLOWED_IDS = `SELECT resource_id FROM user_interactions WHERE user_id = ? AND resource_type = '${RESOURCE.PERSON}' AND followed = 1`;
const DYNAMICS = `SELECT 'NEWS' AS kind, n.id, n.publish_time FROM heritage_news n WHERE n.site_code = ? AND n.inheritor_id IN (${FOLLOWED_IDS})
  UNION ALL SELECT m.media_type AS kind, m.id, m.publish_time FROM heritage_media m WHERE m.site_code = ? AND m.inheritor_id IN (${FOLLOWED_IDS})`;

const marks = (n: number) => Array.from({ length: n }, () => '?').join(',');

export interface Counts {
  like_num: number;
  collection_num: number;
  comment_num: number;
}

export function heritageStore(db: Database.Database) {
  const sql = statementsOf(db);
  const n = (text: string, ...params: unknown[]) => (sql(text).get(...params) as { n: number }).n;
  return {
    count: (select: string, where: Where) => n(`SELECT COUNT(*) AS n FROM (${select} ${where.sql})`, ...where.params),
    /** The rows in `order`, a page of them when `page` is given. */
    rows: (select: string, where: Where, order: string, page?: { limit: number; offset: number }) =>
      (page
        ? sql(`${select} ${where.sql} ORDER BY ${order} LIMIT ? OFFSET ?`).all(...where.params, page.limit, page.offset)
        : sql(`${select} ${where.sql} ORDER BY ${order}`).all(...where.params)) as Row[],
    /** The site's row of a kind (its select and table alias). */
    byId: (select: string, alias: string, id: number, siteCode: string) =>
      sql(`${select} WHERE ${alias}.id = ? AND ${alias}.site_code = ?`).get(id, siteCode) as Row | undefined,
    projectInheritors: (projectId: number) =>
      sql(
        `${INHERITOR_SELECT} JOIN heritage_project_inheritors l ON l.inheritor_id = h.id WHERE l.project_id = ? ORDER BY l.sort, h.sort`,
      ).all(projectId) as Row[],
    projectBases: (projectId: number) =>
      sql(`${BASE_SELECT} JOIN heritage_base_projects l ON l.base_id = b.id WHERE l.project_id = ? ORDER BY b.base_type, b.sort`).all(
        projectId,
      ) as Row[],
    inheritorProjects: (inheritorId: number) =>
      sql(`${PROJECT_SELECT} JOIN heritage_project_inheritors l ON l.project_id = p.id WHERE l.inheritor_id = ? ORDER BY l.sort`).all(
        inheritorId,
      ) as Row[],
    baseProjects: (baseId: number) =>
      sql(`${PROJECT_SELECT} JOIN heritage_base_projects l ON l.project_id = p.id WHERE l.base_id = ? ORDER BY l.sort`).all(
        baseId,
      ) as Row[],
    /** Likes, favourites and comments of resources of one type. */
    counts: (type: string, ids: readonly number[]) =>
      sql(
        `SELECT resource_id AS id, like_num, collection_num, comment_num FROM interactions WHERE resource_type = ? AND resource_id IN (${marks(ids.length)})`,
      ).all(type, ...ids) as (Counts & { id: number })[],
    /** The home's figures: how many of each kind the site has. */
    homeCounts: (siteCode: string) => ({
      projectNum: n('SELECT COUNT(*) AS n FROM heritage_projects WHERE site_code = ?', siteCode),
      inheritorNum: n('SELECT COUNT(*) AS n FROM heritage_inheritors WHERE site_code = ?', siteCode),
      experienceBaseNum: n("SELECT COUNT(*) AS n FROM heritage_bases WHERE site_code = ? AND base_type = 'EXPERIENCE'", siteCode),
      protectBaseNum: n("SELECT COUNT(*) AS n FROM heritage_bases WHERE site_code = ? AND base_type = 'PROTECT'", siteCode),
      teachingBaseNum: n("SELECT COUNT(*) AS n FROM heritage_bases WHERE site_code = ? AND base_type = 'TEACHING'", siteCode),
      foodNum: n('SELECT COUNT(*) AS n FROM heritage_foods WHERE site_code = ?', siteCode),
      newsNum: n('SELECT COUNT(*) AS n FROM heritage_news WHERE site_code = ?', siteCode),
      videoNum: n("SELECT COUNT(*) AS n FROM heritage_media WHERE site_code = ? AND media_type = 'VIDEO'", siteCode),
      audioNum: n("SELECT COUNT(*) AS n FROM heritage_media WHERE site_code = ? AND media_type = 'AUDIO'", siteCode),
    }),
    /** The map's points of each kind (those with coordinates). */
    mapProjects: (siteCode: string) =>
      sql(
        'SELECT id, name, level, category, longitude, latitude FROM heritage_projects WHERE site_code = ? AND longitude IS NOT NULL ORDER BY sort, id',
      ).all(siteCode) as Row[],
    mapBases: (siteCode: string) =>
      sql(
        'SELECT id, name, base_type, longitude, latitude FROM heritage_bases WHERE site_code = ? AND longitude IS NOT NULL ORDER BY base_type, sort, id',
      ).all(siteCode) as Row[],
    mapFoods: (siteCode: string) =>
      sql(
        'SELECT id, name, shop_name, longitude, latitude FROM heritage_foods WHERE site_code = ? AND longitude IS NOT NULL ORDER BY sort, id',
      ).all(siteCode) as Row[],
    /** Every point the map's box covers. */
    mapPoints: (siteCode: string) =>
      sql(`SELECT longitude AS lng, latitude AS lat, region_name AS region FROM heritage_projects WHERE site_code = ? AND longitude IS NOT NULL
        UNION ALL SELECT longitude, latitude, region_name FROM heritage_bases WHERE site_code = ? AND longitude IS NOT NULL
        UNION ALL SELECT longitude, latitude, region_name FROM heritage_foods WHERE site_code = ? AND longitude IS NOT NULL`).all(
        siteCode,
        siteCode,
        siteCode,
      ) as { lng: number; lat: number; region: string }[],
    siteName: (siteCode: string) => (sql('SELECT name FROM sites WHERE site_code = ?').get(siteCode) as { name: string } | undefined)?.name,
    followedCount: (siteCode: string, unid: string) => n(`SELECT COUNT(*) AS n FROM (${FOLLOWED_FROM} ${FOLLOWED_WHERE})`, siteCode, unid),
    /** The caller's followed inheritors, the last followed first. */
    followed: (siteCode: string, unid: string, limit: number, offset: number) =>
      sql(`${FOLLOWED_FROM} ${FOLLOWED_WHERE} ORDER BY u.updated_at DESC, h.id LIMIT ? OFFSET ?`).all(
        siteCode,
        unid,
        limit,
        offset,
      ) as Row[],
    dynamicsCount: (siteCode: string, unid: string) => n(`SELECT COUNT(*) AS n FROM (${DYNAMICS})`, siteCode, unid, siteCode, unid),
    /** News (kind NEWS) and media (kind VIDEO or AUDIO) of the followed inheritors, newest first. */
    dynamics: (siteCode: string, unid: string, limit: number, offset: number) =>
      sql(`${DYNAMICS} ORDER BY publish_time DESC, id DESC LIMIT ? OFFSET ?`).all(siteCode, unid, siteCode, unid, limit, offset) as {
        kind: string;
        id: number;
      }[],
    newsByIds: (ids: readonly number[]) =>
      ids.length === 0 ? [] : (sql(`${NEWS_SELECT} WHERE n.id IN (${marks(ids.length)})`).all(...ids) as Row[]),
    mediaByIds: (ids: readonly number[]) =>
      ids.length === 0 ? [] : (sql(`${MEDIA_SELECT} WHERE m.id IN (${marks(ids.length)})`).all(...ids) as Row[]),
    /** The site's inheritors' portraits. */
    heads: (siteCode: string) =>
      new Map(
        (sql('SELECT id, head_img FROM heritage_inheritors WHERE site_code = ?').all(siteCode) as Row[]).map((r) => [r.id, r.head_img]),
      ),
  };
}
