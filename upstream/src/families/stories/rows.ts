/** The stories family's rows and how the vendor answers them (string numbers, comma-separated images). */
import { createHash } from 'node:crypto';
import type Database from 'better-sqlite3';
import { imageRef, STORY_TYPE } from '../../resources.ts';
import { formatChinaTime } from '../../time.ts';
import { userStatuses, type InteractionStatus } from '../interactions/index.ts';
import { avatarRef } from '../accounts/index.ts';
import { REJECTED, storiesStore, type StoryRow, type TopicRow } from './store.ts';

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

const num = (n: number | null | undefined) => String(n ?? 0);
const optional = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));

export function storyItem(db: Database.Database, row: StoryRow, callerId: number | null): Record<string, unknown> {
  const tagIds = row.tag_ids.split(',').filter((s) => s !== '');
  const tagNames = storiesStore(db).tagNames(tagIds);
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
