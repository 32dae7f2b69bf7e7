/**
 * Reading a story to save (`saveStoryStrategy`, JSON): the checks the service makes before it
 * stores a story, a strategy, a work or a PK entry; each answers the values to store, or the
 * refusal's text (in the site's language).
 */
import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';
import type { AppContext, SiteRow } from '../../context.ts';
import { findSiteResource } from '../../lookup.ts';
import { kindOf, storedType } from '../../resources.ts';
import type { UserRow } from '../accounts/index.ts';
import { uploadedRef } from '../uploads/index.ts';
import { pixelSizeOfFile } from './image-size.ts';
import { pictureRef, storedPictures } from './rows.ts';
import { storiesStore, type StoryRow, type StoryValues, type TopicRow } from './store.ts';
import { storyMessages } from './texts.ts';

/** The most pictures, tags and characters the service keeps (the gateway's own limits are lower). */
const MAX_PICTURES = 9;
const MAX_TAGS = 5;
const MAX_TITLE = 100;
const MAX_CONTENT = 20_000;

export interface SaveBody {
  id?: unknown;
  storyType?: unknown;
  topicId?: unknown;
  pkSide?: unknown;
  craft?: unknown;
  title?: unknown;
  content?: unknown;
  tagIds?: unknown;
  images?: unknown;
  resourceType?: unknown;
  resourceId?: unknown;
  days?: unknown;
  cost?: unknown;
  travelMonth?: unknown;
}

export const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const intOrNull = (v: unknown): number | null => {
  const s = str(v).trim();
  if (s === '') return null;
  const n = Number(s);
  return Number.isInteger(n) ? n : Number.NaN;
};

/** Positive ids of a comma-separated list, each once. */
export function ids(raw: string): number[] {
  return [
    ...new Set(
      raw
        .split(',')
        .map((s) => Number.parseInt(s.trim(), 10))
        .filter((n) => Number.isSafeInteger(n) && n > 0),
    ),
  ];
}

/** What a save stores: the values, the story it edits, the topic it enters. */
export interface Save {
  storyType: 'story' | 'strategy';
  values: StoryValues;
  existing: StoryRow | undefined;
  topic: TopicRow | undefined;
}

type Messages = ReturnType<typeof storyMessages>;
type Store = ReturnType<typeof storiesStore>;

/** Pictures: new uploads, or pictures the edited story already has (as answered). */
function picturesOf(ctx: AppContext, body: SaveBody, existing: StoryRow | undefined, m: Messages): string[] | string {
  const kept = new Map((existing ? storedPictures(existing.images) : []).map((p) => [pictureRef(p), p]));
  const publicBase = `${ctx.publicUrl.value}/files/`;
  const pictures: string[] = [];
  for (const raw of str(body.images)
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '')) {
    const asStored = raw.startsWith(publicBase) ? `@/files/${raw.slice(publicBase.length)}` : raw;
    const ref = uploadedRef(ctx.db, raw, 'IMAGE') ?? kept.get(asStored.replace(/\?.*$/, '')) ?? null;
    if (!ref) return m.pictureUnknown;
    if (!pictures.includes(ref)) pictures.push(ref);
  }
  if (pictures.length === 0) return m.picturesRequired;
  if (pictures.length > MAX_PICTURES) return m.tooManyPictures(MAX_PICTURES);
  return pictures;
}

type Place = { type: string; id: number; name: string; region: string; address: string };

/** The place the story is about (its "current address"), null when none is given. */
function placeOf(ctx: AppContext, store: Store, site: SiteRow, body: SaveBody, m: Messages): Place | null | string {
  const resourceType = str(body.resourceType).trim();
  if (resourceType === '') return null;
  const stored = storedType(resourceType);
  const ref = stored && kindOf(stored) ? findSiteResource(ctx.db, site.site_code, stored, Number.parseInt(str(body.resourceId), 10)) : null;
  if (!ref) return m.placeUnknown;
  const p = store.placeAddress(ref.id);
  return { type: ref.type, id: ref.id, name: ref.name, region: p.region_name, address: p.address };
}

/** Strategies: the trip's facts (days required, cost and month optional). */
function tripOf(
  storyType: string,
  body: SaveBody,
  m: Messages,
): { days: number | null; cost: number | null; month: number | null } | string {
  if (storyType !== 'strategy') return { days: null, cost: null, month: null };
  const days = intOrNull(body.days);
  if (days === null || !(days >= 1 && days <= 60)) return m.daysRequired;
  const cost = intOrNull(body.cost);
  if (cost !== null && !(cost >= 0 && cost <= 1_000_000)) return m.costInvalid;
  const month = intOrNull(body.travelMonth);
  if (month !== null && !(month >= 1 && month <= 12)) return m.monthInvalid;
  return { days, cost, month };
}

/** Topic entries (stories, works, PK): the topic must be under way. */
function topicOf(
  store: Store,
  site: SiteRow,
  storyType: string,
  topicId: number | null,
  now: number,
  m: Messages,
): TopicRow | undefined | string {
  if (storyType !== 'story' || topicId === null) return undefined;
  const topic = Number.isSafeInteger(topicId) ? store.topicRow(site.site_code, topicId) : undefined;
  if (!topic) return m.topicNotFound;
  if (now < topic.start_time) return m.topicNotStarted;
  if (now > topic.end_time) return m.topicOver;
  return topic;
}

export function readSave(ctx: AppContext, req: FastifyRequest, site: SiteRow, user: UserRow): Save | string {
  const store = storiesStore(ctx.db);
  const m = storyMessages(site.site_language);
  const body = (req.body && typeof req.body === 'object' ? req.body : {}) as SaveBody;
  const storyType = str(body.storyType) === 'strategy' ? 'strategy' : 'story';
  const title = str(body.title).trim();
  const content = str(body.content).trim();
  if (title === '') return m.titleRequired;
  if ([...title].length > MAX_TITLE) return m.titleTooLong;
  if (content === '' || content.replace(/<[^>]*>/g, '').trim() === '') return m.contentRequired;
  if (content.length > MAX_CONTENT) return m.contentTooLong;

  const editId = intOrNull(body.id);
  const existing = editId !== null && Number.isSafeInteger(editId) ? store.storyRow(site.site_code, editId) : undefined;
  if (editId !== null && (!existing || existing.user_id !== user.id)) return m.storyNotFound;
  if (existing && existing.story_type !== storyType) return m.storyNotFound;

  const pictures = picturesOf(ctx, body, existing, m);
  if (typeof pictures === 'string') return pictures;
  const tagIds = ids(str(body.tagIds));
  if (tagIds.length > MAX_TAGS) return m.tooManyTags(MAX_TAGS);
  if (tagIds.length > 0 && store.siteTagCount(site.site_code, tagIds) !== tagIds.length) return m.tagUnknown;
  const place = placeOf(ctx, store, site, body, m);
  if (typeof place === 'string') return place;
  const trip = tripOf(storyType, body, m);
  if (typeof trip === 'string') return trip;

  const topic = topicOf(store, site, storyType, existing ? existing.topic_id : intOrNull(body.topicId), ctx.clock.now(), m);
  if (typeof topic === 'string') return topic;
  const side = str(body.pkSide);
  if (topic?.topic_type === 'pk' && side !== 'A' && side !== 'B') return m.sideRequired;
  const craft = str(body.craft).trim();
  if (topic?.topic_type === 'works' && topic.ich_works && craft === '') return m.craftRequired;

  // the cover's size, for the waterfall
  const first = pictures[0]!;
  const upload = first.match(/^@\/files\/uploads\/(.+)$/)?.[1];
  const size = upload
    ? pixelSizeOfFile(join(ctx.filesDir, upload))
    : existing?.images.startsWith(first)
      ? { width: existing.img_width ?? 0, height: existing.img_height ?? 0 }
      : null;

  const values: StoryValues = {
    pk_side: topic?.topic_type === 'pk' ? side : null,
    craft: topic?.topic_type === 'works' ? craft : '',
    title,
    content,
    tag_ids: tagIds.join(','),
    images: pictures.join(','),
    img_width: size?.width || null,
    img_height: size?.height || null,
    resource_type: place?.type ?? null,
    resource_id: place?.id ?? null,
    resource_name: place?.name ?? '',
    resource_region_name: place?.region ?? '',
    address: place?.address ?? '',
    days: trip.days,
    cost: trip.cost,
    travel_month: trip.month,
    now: ctx.clock.now(),
  };
  return { storyType, values, existing, topic };
}
