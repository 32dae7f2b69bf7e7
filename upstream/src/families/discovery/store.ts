/** Every SQL statement of the discovery family: the find feed over the stories' and the short videos' tables. */
import type Database from 'better-sqlite3';
import { statementsOf } from '../../db/prepared.ts';

/** One entry of the find feed: what it is, which one, when it came out. */
export interface FeedRow {
  kind: 'story' | 'video';
  id: number;
  at: number;
}

/** The feed: the site's published stories and strategies and its short videos. */
const FEED = `SELECT 'story' AS kind, id, COALESCE(published_at, created_at) AS at FROM stories WHERE site_code = @site AND status = 1
  UNION ALL SELECT 'video' AS kind, id, created_at AS at FROM stream_media WHERE site_code = @site`;

export function discoveryStore(db: Database.Database) {
  const sql = statementsOf(db);
  return {
    feedCount: (siteCode: string) => (sql(`SELECT COUNT(*) AS n FROM (${FEED})`).get({ site: siteCode }) as { n: number }).n,
    /** A page of the feed, newest first. */
    feed: (siteCode: string, limit: number, offset: number) =>
      sql(`${FEED} ORDER BY at DESC, kind, id DESC LIMIT @limit OFFSET @offset`).all({ site: siteCode, limit, offset }) as FeedRow[],
  };
}
