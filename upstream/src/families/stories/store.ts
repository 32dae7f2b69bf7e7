/** Every SQL statement of the stories family: topics, stories, tags, and what deleting a story takes with it. */
import type Database from 'better-sqlite3';
import { statementsOf } from '../../db/prepared.ts';
import { STORY_TYPE } from '../../resources.ts';

export const TOPIC_TYPE = 'CONTENT_TYPE_TOPIC';

/** auditStatus: 0 waiting for moderation, 1 published, 2 rejected. */
export const PENDING = 0;
export const PUBLISHED = 1;
export const REJECTED = 2;

export const STORY_SELECT = `SELECT s.*, t.title AS topic_title, t.topic_type AS topic_type,
    u.nickname, u.head_img, u.cancelled, i.like_num, i.collection_num, i.comment_num
  FROM stories s
  LEFT JOIN story_topics t ON t.id = s.topic_id
  LEFT JOIN users u ON u.id = s.user_id
  LEFT JOIN interactions i ON i.resource_type = '${STORY_TYPE}' AND i.resource_id = s.id`;

export const TOPIC_SELECT = `SELECT t.*, i.like_num, i.collection_num FROM story_topics t
  LEFT JOIN interactions i ON i.resource_type = '${TOPIC_TYPE}' AND i.resource_id = t.id`;

/** SQL of a story's author identity (a user, an editorial name, or each anonymous story on its own). */
export const AUTHOR_KEY_SQL =
  "CASE WHEN user_id IS NOT NULL THEN 'u' || user_id WHEN author_name != '' THEN 'n' || author_name ELSE 'x' || id END";

export interface TopicRow {
  id: number;
  site_code: string;
  title: string;
  summary: string;
  rule: string;
  cover: string;
  topic_type: 'story' | 'works' | 'pk';
  ich_works: number;
  pk_sides: string;
  start_time: number;
  end_time: number;
  show_num: number;
  sort: number;
  like_num: number | null;
  collection_num: number | null;
}

export interface StoryRow {
  id: number;
  site_code: string;
  story_type: 'story' | 'strategy';
  topic_id: number | null;
  pk_side: string | null;
  craft: string;
  title: string;
  content: string;
  tag_ids: string;
  images: string;
  img_width: number | null;
  img_height: number | null;
  resource_type: string | null;
  resource_id: number | null;
  resource_name: string;
  resource_region_name: string;
  address: string;
  days: number | null;
  cost: number | null;
  travel_month: number | null;
  source_url: string;
  user_id: number | null;
  author_name: string;
  status: number;
  reject_reason: string;
  show_num: number;
  created_at: number;
  updated_at: number;
  published_at: number | null;
  // joined
  topic_title: string | null;
  topic_type: string | null;
  nickname: string | null;
  head_img: string | null;
  cancelled: number | null;
  like_num: number | null;
  collection_num: number | null;
  comment_num: number | null;
}

/** A story's values as saved (new or edited). */
export interface StoryValues {
  pk_side: string | null;
  craft: string;
  title: string;
  content: string;
  tag_ids: string;
  images: string;
  img_width: number | null;
  img_height: number | null;
  resource_type: string | null;
  resource_id: number | null;
  resource_name: string;
  resource_region_name: string;
  address: string;
  days: number | null;
  cost: number | null;
  travel_month: number | null;
  now: number;
}

export interface NewStory extends StoryValues {
  site_code: string;
  story_type: 'story' | 'strategy';
  topic_id: number | null;
  user_id: number;
}

/** Which of a site's topics a list asks for. */
export interface TopicFilter {
  siteCode: string;
  type?: string;
  ids?: readonly number[];
}

function topicWhere(filter: TopicFilter): { sql: string; params: unknown[] } {
  const conditions = ['t.site_code = ?'];
  const params: unknown[] = [filter.siteCode];
  if (filter.type) {
    conditions.push('t.topic_type = ?');
    params.push(filter.type);
  }
  if (filter.ids && filter.ids.length > 0) {
    conditions.push(`t.id IN (${marks(filter.ids.length)})`);
    params.push(...filter.ids);
  }
  return { sql: conditions.join(' AND '), params };
}

const marks = (n: number) => Array.from({ length: n }, () => '?').join(',');

export function storiesStore(db: Database.Database) {
  const sql = statementsOf(db);
  return {
    /** The site's published stories that carry pictures, newest first (the photo wall's). */
    publishedWithPictures: (siteCode: string) =>
      sql(`${STORY_SELECT} WHERE s.site_code = ? AND s.status = ${PUBLISHED} AND s.images != ''
        ORDER BY COALESCE(s.published_at, s.created_at) DESC, s.id DESC`).all(siteCode) as StoryRow[],
    topicCount(filter: TopicFilter): number {
      const where = topicWhere(filter);
      return (sql(`SELECT COUNT(*) AS n FROM story_topics t WHERE ${where.sql}`).get(...where.params) as { n: number }).n;
    },
    topics(filter: TopicFilter, limit: number, offset: number): TopicRow[] {
      const where = topicWhere(filter);
      return sql(`${TOPIC_SELECT} WHERE ${where.sql} ORDER BY t.sort, t.start_time DESC, t.id LIMIT ? OFFSET ?`).all(
        ...where.params,
        limit,
        offset,
      ) as TopicRow[];
    },
    topic: (siteCode: string, id: number) =>
      sql(`${TOPIC_SELECT} WHERE t.id = ? AND t.site_code = ?`).get(id, siteCode) as TopicRow | undefined,
    /** The topic row alone (no counts). */
    topicRow: (siteCode: string, id: number) =>
      sql('SELECT * FROM story_topics WHERE id = ? AND site_code = ?').get(id, siteCode) as TopicRow | undefined,
    topicViewed: (id: number) => void sql('UPDATE story_topics SET show_num = show_num + 1 WHERE id = ?').run(id),
    /** The published stories of the topics by PK side, and their distinct authors. */
    topicSides: (topicIds: readonly number[]) =>
      sql(`SELECT topic_id, pk_side, COUNT(*) AS n FROM stories
        WHERE status = ${PUBLISHED} AND topic_id IN (${marks(topicIds.length)}) GROUP BY topic_id, pk_side`).all(...topicIds) as {
        topic_id: number;
        pk_side: string | null;
        n: number;
      }[],
    topicAuthors: (topicIds: readonly number[]) =>
      sql(`SELECT topic_id, COUNT(DISTINCT ${AUTHOR_KEY_SQL}) AS users FROM stories
        WHERE status = ${PUBLISHED} AND topic_id IN (${marks(topicIds.length)}) GROUP BY topic_id`).all(...topicIds) as {
        topic_id: number;
        users: number;
      }[],
    tags: (siteCode: string) =>
      sql('SELECT id, name FROM story_tags WHERE site_code = ? ORDER BY sort, id').all(siteCode) as { id: number; name: string }[],
    tagNames: (ids: readonly string[]) =>
      ids.length
        ? (sql(`SELECT id, name FROM story_tags WHERE id IN (${marks(ids.length)})`).all(...ids) as { id: number; name: string }[])
        : [],
    /** How many of the ids are tags of the site. */
    siteTagCount: (siteCode: string, ids: readonly number[]) =>
      (
        sql(`SELECT COUNT(*) AS n FROM story_tags WHERE site_code = ? AND id IN (${marks(ids.length)})`).get(siteCode, ...ids) as {
          n: number;
        }
      ).n,
    /** The tags of the site's published stories. */
    publishedTagIds: (siteCode: string) =>
      sql(`SELECT tag_ids FROM stories WHERE site_code = ? AND status = ${PUBLISHED} AND tag_ids != ''`).all(siteCode) as {
        tag_ids: string;
      }[],
    storyCount: (where: string, params: readonly unknown[]) =>
      (
        sql(
          `SELECT COUNT(*) AS n FROM stories s LEFT JOIN interactions i ON i.resource_type = '${STORY_TYPE}' AND i.resource_id = s.id WHERE ${where}`,
        ).get(...params) as { n: number }
      ).n,
    stories: (where: string, params: readonly unknown[], order: string, limit: number, offset: number) =>
      sql(`${STORY_SELECT} WHERE ${where} ORDER BY ${order} LIMIT ? OFFSET ?`).all(...params, limit, offset) as StoryRow[],
    story: (siteCode: string, id: number) =>
      sql(`${STORY_SELECT} WHERE s.id = ? AND s.site_code = ?`).get(id, siteCode) as StoryRow | undefined,
    /** The story row alone (no joins). */
    storyRow: (siteCode: string, id: number) =>
      sql('SELECT * FROM stories WHERE id = ? AND site_code = ?').get(id, siteCode) as StoryRow | undefined,
    storyViewed: (id: number) => void sql('UPDATE stories SET show_num = show_num + 1 WHERE id = ?').run(id),
    placeAddress: (id: number) =>
      sql('SELECT region_name, address FROM places WHERE id = ?').get(id) as { region_name: string; address: string },
    /** Whether the user has an entry on the PK debate already. */
    pkJoined: (topicId: number, userId: number) =>
      sql('SELECT 1 FROM stories WHERE topic_id = ? AND user_id = ? AND pk_side IS NOT NULL').get(topicId, userId) !== undefined,
    /** A new story, waiting for moderation: its id. */
    addStory: (story: NewStory) =>
      Number(
        sql(`INSERT INTO stories (site_code, story_type, topic_id, pk_side, craft, title, content, tag_ids, images, img_width, img_height,
            resource_type, resource_id, resource_name, resource_region_name, address, days, cost, travel_month, source_url,
            user_id, author_name, status, reject_reason, show_num, created_at, updated_at, published_at)
          VALUES (@site_code, @story_type, @topic_id, @pk_side, @craft, @title, @content, @tag_ids, @images, @img_width, @img_height,
            @resource_type, @resource_id, @resource_name, @resource_region_name, @address, @days, @cost, @travel_month, '',
            @user_id, '', ${PENDING}, '', 0, @now, @now, NULL)`).run(story).lastInsertRowid,
      ),
    /** An edited story goes back to moderation. */
    updateStory: (id: number, values: StoryValues) =>
      void sql(`UPDATE stories SET pk_side = @pk_side, craft = @craft, title = @title, content = @content, tag_ids = @tag_ids, images = @images,
          img_width = @img_width, img_height = @img_height, resource_type = @resource_type, resource_id = @resource_id,
          resource_name = @resource_name, resource_region_name = @resource_region_name, address = @address, days = @days,
          cost = @cost, travel_month = @travel_month, status = ${PENDING}, reject_reason = '', updated_at = @now
        WHERE id = @id`).run({ ...values, id }),
    /** Deletes a story with its comments (their tags and replies) and interactions. */
    deleteStory(id: number): void {
      const comments = sql('SELECT id FROM comments WHERE resource_type = ? AND resource_id = ?').all(STORY_TYPE, id) as { id: number }[];
      for (const c of comments) {
        sql('DELETE FROM comment_tag_links WHERE comment_id = ?').run(c.id);
        sql('DELETE FROM comment_replies WHERE comment_id = ?').run(c.id);
        sql('DELETE FROM comments WHERE id = ?').run(c.id);
      }
      sql('DELETE FROM interactions WHERE resource_type = ? AND resource_id = ?').run(STORY_TYPE, id);
      sql('DELETE FROM user_interactions WHERE resource_type = ? AND resource_id = ?').run(STORY_TYPE, id);
      sql('DELETE FROM stories WHERE id = ?').run(id);
    },
    /** A story's id and its site's language (a moderation's default reason is in it). */
    storyLanguage: (id: number) =>
      sql('SELECT s.id, si.site_language FROM stories s LEFT JOIN sites si ON si.site_code = s.site_code WHERE s.id = ?').get(id) as
        | { id: number; site_language: string | null }
        | undefined,
    publish: (id: number, at: number) =>
      void sql(`UPDATE stories SET status = ${PUBLISHED}, reject_reason = '', published_at = ? WHERE id = ?`).run(at, id),
    reject: (id: number, reason: string) =>
      void sql(`UPDATE stories SET status = ${REJECTED}, reject_reason = ? WHERE id = ?`).run(reason, id),
    moderation: (id: number) =>
      sql('SELECT status, reject_reason FROM stories WHERE id = ?').get(id) as { status: number; reject_reason: string },
  };
}
