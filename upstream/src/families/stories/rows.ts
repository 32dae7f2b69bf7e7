/** The stories family's rows and how the vendor answers them (string numbers, comma-separated images). */
import { createHash } from 'node:crypto';
import type Database from 'better-sqlite3';
import { imageRef, STORY_TYPE } from '../../resources.ts';
import { formatChinaTime } from '../../time.ts';
import { avatarRef, userStatuses, type InteractionStatus } from '../../users.ts';

export const TOPIC_TYPE = 'CONTENT_TYPE_TOPIC';

/** auditStatus: 0 waiting for moderation, 1 published, 2 rejected. */
export const PENDING = 0;
export const PUBLISHED = 1;
export const REJECTED = 2;

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

/** A stored picture: a demo image name, or an uploaded file's reference (`@/files/uploads/…`). */
export function pictureRef(stored: string): string {
  return stored.startsWith('@/') ? stored : imageRef(stored);
}

export function storedPictures(images: string): string[] {
  return images.split(',').filter((s) => s !== '');
}

/**
 * The cover's address: a demo picture is drawn at the story's cover size (the placeholder service
 * draws any size), an upload is what it is.
 */
function coverUrl(row: StoryRow): string {
  const first = storedPictures(row.images)[0];
  if (!first) return '';
  if (first.startsWith('@/')) return first;
  return row.img_width && row.img_height ? `${imageRef(first)}?width=${row.img_width}&height=${row.img_height}` : imageRef(first);
}

/** Text without tags, for list excerpts. */
export function plainExcerpt(html: string, max = 80): string {
  const text = html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const chars = [...text];
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : text;
}

export const STORY_SELECT = `SELECT s.*, t.title AS topic_title, t.topic_type AS topic_type,
    u.nickname, u.head_img, u.cancelled, i.like_num, i.collection_num, i.comment_num
  FROM stories s
  LEFT JOIN story_topics t ON t.id = s.topic_id
  LEFT JOIN users u ON u.id = s.user_id
  LEFT JOIN interactions i ON i.resource_type = '${STORY_TYPE}' AND i.resource_id = s.id`;

export const TOPIC_SELECT = `SELECT t.*, i.like_num, i.collection_num FROM story_topics t
  LEFT JOIN interactions i ON i.resource_type = '${TOPIC_TYPE}' AND i.resource_id = t.id`;

const num = (n: number | null | undefined) => String(n ?? 0);
const optional = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));

export function storyItem(db: Database.Database, row: StoryRow, callerId: number | null): Record<string, unknown> {
  const tagIds = row.tag_ids.split(',').filter((s) => s !== '');
  const tagNames = tagIds.length
    ? (db.prepare(`SELECT id, name FROM story_tags WHERE id IN (${tagIds.map(() => '?').join(',')})`).all(...tagIds) as { id: number; name: string }[])
    : [];
  const nameOf = new Map(tagNames.map((t) => [String(t.id), t.name]));
  const known = tagIds.filter((id) => nameOf.has(id));
  const editorial = row.user_id === null;
  return {
    id: String(row.id),
    storyType: row.story_type,
    topicId: optional(row.topic_id),
    topicTitle: row.topic_title ?? '',
    topicType: row.topic_type ?? '',
    pkSide: row.pk_side ?? '',
    craft: row.craft,
    title: row.title,
    summary: plainExcerpt(row.content),
    tagIds: known.join(','),
    tagName: known.map((id) => nameOf.get(id)).join(','),
    imgCover: coverUrl(row),
    imgWidth: optional(row.img_width),
    imgHeight: optional(row.img_height),
    images: storedPictures(row.images).map(pictureRef).join(','),
    video: null,
    resourceType: row.resource_type ?? '',
    resourceId: optional(row.resource_id),
    resourceName: row.resource_name,
    resourceRegionName: row.resource_region_name,
    address: row.address,
    days: optional(row.days),
    cost: optional(row.cost),
    travelMonth: optional(row.travel_month),
    sourceUrl: row.source_url,
    // a cancelled account's stories stay, without its name and face
    vipHead: editorial ? (row.author_name ? editorialAvatar(row.author_name) : '') : row.cancelled ? '' : (row.head_img ?? ''),
    vipNickName: editorial ? row.author_name : row.cancelled ? '' : (row.nickname ?? ''),
    likeNum: num(row.like_num),
    collectionNum: num(row.collection_num),
    commentNum: num(row.comment_num),
    showNum: String(row.show_num),
    auditStatus: String(row.status),
    auditRemark: row.status === REJECTED ? row.reject_reason : '',
    createTime: formatChinaTime(row.created_at),
    publishTime: row.published_at === null ? '' : formatChinaTime(row.published_at),
    isMine: callerId !== null && row.user_id === callerId ? 1 : 0,
  };
}

/** The face of an editorial author (a generated avatar, by name). */
function editorialAvatar(name: string): string {
  return avatarRef(createHash('sha256').update(`story-author:${name}`).digest('hex').slice(0, 32));
}

/** SQL of a story's author identity (a user, an editorial name, or each anonymous story on its own). */
export const AUTHOR_KEY_SQL = "CASE WHEN user_id IS NOT NULL THEN 'u' || user_id WHEN author_name != '' THEN 'n' || author_name ELSE 'x' || id END";

export function statusOf(status: InteractionStatus | undefined): { likeStatus: number; collectionStatus: number } {
  return { likeStatus: status?.likeStatus ?? 0, collectionStatus: status?.collectionStatus ?? 0 };
}

export function storyStatuses(db: Database.Database, unid: string | null, ids: number[]): Map<number, InteractionStatus> {
  return userStatuses(db, unid, STORY_TYPE, ids);
}

export interface SideCount {
  side: string;
  n: number;
}

export function topicItem(row: TopicRow, counts: { stories: number; users: number; sides: SideCount[] }): Record<string, unknown> {
  const sides = row.topic_type === 'pk' ? row.pk_sides.split('|') : [];
  return {
    id: String(row.id),
    title: row.title,
    summary: row.summary,
    cover: row.cover ? pictureRef(row.cover) : '',
    topicType: row.topic_type,
    ichWorks: String(row.ich_works),
    pkSides: sides.map((name, i) => {
      const side = i === 0 ? 'A' : 'B';
      return { pkSide: side, name, storyNum: String(counts.sides.find((s) => s.side === side)?.n ?? 0) };
    }),
    startTime: formatChinaTime(row.start_time),
    endTime: formatChinaTime(row.end_time),
    storyNum: String(counts.stories),
    userNum: String(counts.users),
    showNum: String(row.show_num),
    likeNum: num(row.like_num),
    collectionNum: num(row.collection_num),
  };
}
