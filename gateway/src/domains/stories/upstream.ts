import type { UpstreamClient } from '../../core/upstream/client.ts';
import type { Envelope, UpstreamPage } from '../../core/upstream/envelope.ts';
import { isNotFound, UpstreamCodeError } from '../../core/upstream/errors.ts';
import type { StoryRow, StoryTagRow, TopicRow } from './types.ts';

/** Upstream calls of the stories domain (API.md "Stories, travel strategies and topics"). */

/**
 * The upstream's "does not exist" answers of this domain (a story, a topic, a place), in each
 * site language: the vendor's Chinese words, and the reference upstream's French, English,
 * Japanese and Korean ones (upstream/src/families/stories/texts.ts).
 */
export const STORY_NOT_FOUND =
  /地点不存在|话题不存在|^(?:Sujet introuvable|Contenu introuvable|Lieu introuvable|Topic not found|Story not found|Place not found|トピックが見つかりません|投稿が見つかりません|スポットが見つかりません|주제를 찾을 수 없습니다|게시물을 찾을 수 없습니다|장소를 찾을 수 없습니다)$/;

/** What a detail call answers, or null when the upstream says (in any site language) the object does not exist. */
async function orNotFound<T>(load: Promise<T>): Promise<T | null> {
  try {
    return await load;
  } catch (error) {
    if (
      isNotFound(error) ||
      (error instanceof UpstreamCodeError && error.upstreamCode === 1 && STORY_NOT_FOUND.test(error.upstreamMessage.trim()))
    )
      return null;
    throw error;
  }
}

/** A page of the site's topics; `topicType` ('story', 'works', 'pk') keeps one mode's. */
export function topicList(
  upstream: UpstreamClient,
  currPage: number,
  pageSize: number,
  topicType: string | null,
): Promise<UpstreamPage<TopicRow>> {
  return upstream.getPage<TopicRow>('res/api/topic/list', { currPage, pageSize, ...(topicType ? { topicType } : {}) });
}

/** Topics by id in one call (answers those that exist on the site). */
export async function topicsByIds(upstream: UpstreamClient, ids: readonly string[]): Promise<TopicRow[]> {
  return (await upstream.getPage<TopicRow>('res/api/topic/list', { ids: ids.join(','), currPage: 1, pageSize: 50 })).items;
}

export async function topicDetail(upstream: UpstreamClient, id: string): Promise<TopicRow | null> {
  return orNotFound(upstream.getData<TopicRow>('res/api/topic/detail', { id }));
}

/** The filters of res/api/story/list. */
export interface StoryListParams {
  storyType?: 'story' | 'strategy' | null;
  topicId?: string | null;
  /** What the story's topic collects (`story`: no topic or a call for stories). */
  topicType?: 'story' | 'works' | 'pk' | null;
  pkSide?: 'A' | 'B' | null;
  tagId?: string | null;
  keyword?: string | null;
  minDays?: number | null;
  maxDays?: number | null;
  orderType?: 'new' | 'hot';
  /** The caller's own stories (any moderation state), narrowed by `auditStatus`. */
  mine?: boolean;
  auditStatus?: 0 | 1 | 2 | null;
}

export function storyList(
  upstream: UpstreamClient,
  params: StoryListParams,
  currPage: number,
  pageSize: number,
): Promise<UpstreamPage<StoryRow>> {
  const { mine, ...rest } = params;
  return upstream.getPage<StoryRow>('res/api/story/list', { ...rest, mine: mine ? 1 : null, currPage, pageSize });
}

/** Stories by id in one call (those the caller may see: published, or their own). */
export async function storiesByIds(upstream: UpstreamClient, ids: readonly string[]): Promise<StoryRow[]> {
  return (await upstream.getPage<StoryRow>('res/api/story/list', { ids: ids.join(','), currPage: 1, pageSize: 50 })).items;
}

export async function storyDetail(upstream: UpstreamClient, id: string): Promise<StoryRow | null> {
  return orNotFound(upstream.getData<StoryRow>('res/api/story/detail', { id }));
}

export async function storyTags(upstream: UpstreamClient): Promise<StoryTagRow[]> {
  return (await upstream.getPage<StoryTagRow>('res/api/story/tags', { pageSize: 50 })).items;
}

/** The JSON body of saveStoryStrategy. */
export interface SaveStoryBody {
  id: string | null;
  storyType: 'story' | 'strategy';
  topicId: string | null;
  pkSide: 'A' | 'B' | null;
  craft: string | null;
  title: string;
  content: string;
  tagIds: string;
  images: string;
  resourceType: string | null;
  resourceId: string | null;
  days: number | null;
  cost: number | null;
  travelMonth: number | null;
}

/** POST saveStoryStrategy (JSON); the raw envelope (code 1 = a refusal). */
export function saveStoryStrategy(upstream: UpstreamClient, body: SaveStoryBody): Promise<Envelope> {
  return upstream.post('res/api/story/saveStoryStrategy', { ...body }, { json: true });
}

export function deleteStory(upstream: UpstreamClient, id: string): Promise<Envelope> {
  return upstream.post('res/api/story/delete', { id });
}

/** A picture of the photo wall: its story's item with the picture's key and address. */
export interface PhotoWallRow extends StoryRow {
  pictureId?: string | null;
  picture?: string | null;
}

/** A page of the photo wall (`res/api/story/pictures`). */
export function photoWallPage(upstream: UpstreamClient, currPage: number, pageSize: number): Promise<UpstreamPage<PhotoWallRow>> {
  return upstream.getPage<PhotoWallRow>('res/api/story/pictures', { currPage, pageSize });
}

/** An entry of the find feed: its kind and id. */
export interface FindRow {
  findType?: string | null;
  id?: string | number | null;
}

/** A page of the find feed (`res/api/find/list`). */
export function findPage(upstream: UpstreamClient, currPage: number, pageSize: number): Promise<UpstreamPage<FindRow>> {
  return upstream.getPage<FindRow>('res/api/find/list', { currPage, pageSize });
}
