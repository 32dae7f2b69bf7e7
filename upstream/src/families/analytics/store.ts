/** Every SQL statement of the analytics family. */
import type Database from 'better-sqlite3';
import { statementsOf } from '../../db/prepared.ts';

export interface PageView {
  site: string;
  clientType: string;
  module: string;
  path: string;
  visitor: string;
  user: number | null;
  at: number;
}

export interface Stay {
  site: string;
  project: string;
  clientType: string;
  status: number;
  uniqueId: string;
  regionCode: string;
  module: string;
  special: string;
  region: string;
  at: number;
}

export interface FunctionClick {
  site: string;
  functionType: string;
  resourceId: string;
  user: number | null;
  at: number;
}

export interface Browse {
  site: string;
  resourceType: string;
  resourceId: string;
  user: number | null;
  at: number;
}

export interface StreamMediaRecord {
  site: string;
  resourceType: string;
  resourceId: string;
  clickType: number;
  operationType: number;
  user: number | null;
  at: number;
}

/** The table of each kind of record, by the name the development channel gives it. */
const TABLES = {
  pageViews: 'analytics_page_views',
  stays: 'analytics_stays',
  functionClicks: 'analytics_function_clicks',
  browses: 'analytics_browses',
  streamMedia: 'analytics_stream_media',
} as const;

/** What the development channel shows of a site's records, newest first. */
const RECENT = 500;

export function analyticsStore(db: Database.Database) {
  const sql = statementsOf(db);
  const count = (table: string, site: string) =>
    (sql(`SELECT COUNT(*) AS n FROM ${table} WHERE site_code = ?`).get(site) as { n: number }).n;
  const recent = (table: string, site: string) =>
    sql(`SELECT * FROM ${table} WHERE site_code = ? ORDER BY id DESC LIMIT ${RECENT}`).all(site) as Record<string, unknown>[];
  return {
    addPageView: (v: PageView) =>
      void sql(`INSERT INTO analytics_page_views (site_code, client_type, module, path, visitor, user_id, created_at)
        VALUES (@site, @clientType, @module, @path, @visitor, @user, @at)`).run(v),
    addStay: (s: Stay) =>
      void sql(`INSERT INTO analytics_stays
        (site_code, project, client_type, status, unique_id, region_code, module, special, region, created_at)
        VALUES (@site, @project, @clientType, @status, @uniqueId, @regionCode, @module, @special, @region, @at)`).run(s),
    addFunctionClick: (c: FunctionClick) =>
      void sql(`INSERT INTO analytics_function_clicks (site_code, function_type, resource_id, user_id, created_at)
        VALUES (@site, @functionType, @resourceId, @user, @at)`).run(c),
    addBrowse: (b: Browse) =>
      void sql(`INSERT INTO analytics_browses (site_code, resource_type, resource_id, user_id, created_at)
        VALUES (@site, @resourceType, @resourceId, @user, @at)`).run(b),
    addStreamMedia: (r: StreamMediaRecord) =>
      void sql(`INSERT INTO analytics_stream_media
        (site_code, resource_type, resource_id, click_type, operation_type, user_id, created_at)
        VALUES (@site, @resourceType, @resourceId, @clickType, @operationType, @user, @at)`).run(r),
    /** How many records of each kind a site received, and its newest ones (the development channel's read). */
    recordsOf: (site: string) => {
      const tables = Object.entries(TABLES);
      return {
        counts: Object.fromEntries(tables.map(([kind, table]) => [kind, count(table, site)])),
        ...Object.fromEntries(tables.map(([kind, table]) => [kind, recent(table, site)])),
      };
    },
  };
}
