/**
 * Every statement of the content: a site's news channels, its news (newest first, the pinned ones
 * on top) with their channel name and counters, one article.
 */
import type Database from 'better-sqlite3';
import { NEWS_RESOURCE_TYPE } from '../../resources.ts';

export interface NewsRow {
  id: number;
  channel_code: string;
  channel_name: string | null;
  title: string;
  summary: string;
  author: string | null;
  publish_time: string;
  content_type: string;
  top: string;
  show_num: number;
  images: string;
  video: string | null;
  audio: string | null;
  source_url: string;
  content_source: string;
  content: string;
  like_num: number | null;
  comment_num: number | null;
}

export interface ChannelRow {
  id: number;
  channel_code: string;
  channel_name: string;
  sort: number;
}

/** Which news a list shows: a site's, of one channel or all, optionally only those linked to one resource. */
export interface NewsFilter {
  siteCode: string;
  /** null: every channel. */
  channel: string | null;
  /** Only the news linked to this resource (`content_links`), or null. */
  links: { type: string; id: number } | null;
  /** Only the news of this content type (`CONTENT`, `IMAGE`, `VIDEO`, `AUDIO`), or null. */
  contentType?: string | null;
}

const SELECT = `SELECT n.*, c.channel_name, i.like_num, i.comment_num
  FROM news n
  LEFT JOIN news_channels c ON c.site_code = n.site_code AND c.channel_code = n.channel_code
  LEFT JOIN interactions i ON i.resource_type = '${NEWS_RESOURCE_TYPE}' AND i.resource_id = n.id`;

const FILTER = `n.site_code = @site AND (@channel IS NULL OR n.channel_code = @channel)
  AND (@linksType IS NULL OR n.id IN (SELECT news_id FROM content_links WHERE resource_type = @linksType AND resource_id = @linksId))
  AND (@contentType IS NULL OR n.content_type = @contentType)`;

export function contentStore(db: Database.Database) {
  const channels = db.prepare('SELECT id, channel_code, channel_name, sort FROM news_channels WHERE site_code = ? ORDER BY sort, id');
  const count = db.prepare(`SELECT COUNT(*) AS n FROM news n WHERE ${FILTER}`);
  const page = db.prepare(`${SELECT} WHERE ${FILTER} ORDER BY n.top DESC, n.publish_time DESC, n.id LIMIT @limit OFFSET @offset`);
  const detail = db.prepare(`${SELECT} WHERE n.id = ? AND n.site_code = ?`);
  const params = (f: NewsFilter) => ({
    site: f.siteCode,
    channel: f.channel,
    linksType: f.links?.type ?? null,
    linksId: f.links?.id ?? null,
    contentType: f.contentType ?? null,
  });
  return {
    channels: (siteCode: string) => channels.all(siteCode) as ChannelRow[],
    count: (f: NewsFilter) => (count.get(params(f)) as { n: number }).n,
    page: (f: NewsFilter, limit: number, offset: number) => page.all({ ...params(f), limit, offset }) as NewsRow[],
    /** An article of the site, or undefined. */
    detail: (id: number, siteCode: string) => detail.get(id, siteCode) as NewsRow | undefined,
  };
}
