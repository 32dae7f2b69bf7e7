import type { GatewayContext } from '../../core/context.ts';
import type { Resolvers, SaveStoryInput, SaveStrategyInput } from '../../generated/resolvers-types.ts';
import { requireToken } from '../../core/auth.ts';
import { imageFrom } from '../../core/image.ts';
import type { ImageSource } from '../../core/image.ts';
import { chinaDateTime, flag, int, text } from '../../core/normalise.ts';
import { shareCardOf } from '../share/index.ts';
import { buildConnection } from '../../core/relay/connection.ts';
import { fromGlobalId, rawIdOf, toGlobalId, UPSTREAM_ID } from '../../core/relay/global-id.ts';
import { resourceDetailPath } from '../../core/resource-types.ts';
import { kindOfTypeName } from '../places/index.ts';
import { sanitizeBody } from '../../core/sanitize.ts';
import { chinaMs } from '../../core/time.ts';
import { badInput, isUpstreamId, UpstreamMalformedError } from '../../core/upstream/errors.ts';
import { decodeData } from '../../core/upstream/envelope.ts';
import type { Envelope } from '../../core/upstream/envelope.ts';
import { inputError } from '../../core/user-errors.ts';
import { refusalOf } from './refusals.ts';
import { mutate } from './refusals.ts';
import type { UserErrorSource } from '../../core/user-errors.ts';
import { keywordParam } from '../../core/validation.ts';
import { EXTERNAL_LINK_DEFAULTS, evaluateExternalLink } from '../../core/external-links.ts';
import { commentableFields } from '../comments/index.ts';
import { interactionSummary, resourceRefFromRow, resourceRefOf } from '../interactions/index.ts';
import type { InteractionSummaryValue } from '../interactions/index.ts';
import { uploadedFileKeys } from '../uploads/index.ts';
import {
  htmlToText,
  pkSide,
  stancesOf,
  statusParam,
  kindParams,
  STORY_LIMITS,
  storyDetailPath,
  storyEditPath,
  storyKind,
  storyStatus,
  textToHtml,
  topicEntriesPath,
  topicMode,
  topicTypeParam,
  topicState,
  topicWritePath,
  tripDays,
  validateEntry,
  validateStoryText,
  validateTrip,
} from './rules.ts';
import type { StoryListParams } from './upstream.ts';
import { deleteStory, saveStoryStrategy, storyList, topicList } from './upstream.ts';
import { storySource, tagSource, topicSource } from './source.ts';
import type { InteractionStatusRow, StoryPictureSource, StoryRow, StorySource, StoryTagSource, TopicRow, TopicSource } from './types.ts';

const STORY_TYPE = 'CONTENT_TYPE_STORY';
const TOPIC_TYPE = 'CONTENT_TYPE_TOPIC';

const keywordOf = (value: string | null | undefined): string | null => keywordParam(value);

function tagParam(tagId: string | null | undefined): string | null {
  if (!tagId) return null;
  const raw = rawIdOf(tagId, 'StoryTag', UPSTREAM_ID);
  if (!raw) throw badInput('tagId is not the id of a story tag.');
  return raw;
}

/** Counts from the row; the viewer's state from the row (details) or the batched resourceCount. */
async function summaryOf(
  resourceType: string,
  id: string,
  row: { likeNum?: unknown; collectionNum?: unknown; commentNum?: unknown; vipResourceStatus?: InteractionStatusRow | null },
  ctx: GatewayContext,
): Promise<InteractionSummaryValue | null> {
  const signedIn = ctx.session.token !== null;
  const status = row.vipResourceStatus;
  if (signedIn && !status) return interactionSummary({ resourceType, id }, ctx);
  return {
    likeCount: int(row.likeNum) ?? 0,
    favouriteCount: int(row.collectionNum) ?? 0,
    commentCount: int(row.commentNum) ?? 0,
    viewerHasLiked: signedIn && flag(status?.likeStatus),
    viewerHasFavourited: signedIn && flag(status?.collectionStatus),
    viewerIsFollowing: false,
  };
}

function topicFacts(row: TopicRow, ctx: GatewayContext) {
  const state = topicState(chinaMs(row.startTime), chinaMs(row.endTime), ctx.now.getTime());
  return { state, mode: topicMode(row.topicType), heritage: flag(row.ichWorks) };
}

async function topicDetailRow(t: TopicSource, ctx: GatewayContext): Promise<TopicRow> {
  if (t.detailed) return t.row;
  return (await ctx.loaders.stories.topicDetail.load(t.id)) ?? t.row;
}

async function storyDetailRow(s: StorySource, ctx: GatewayContext): Promise<StoryRow> {
  if (s.detailed) return s.row;
  return (await ctx.loaders.stories.storyDetail.load(s.id)) ?? s.row;
}

function pictures(row: StoryRow): StoryPictureSource[] {
  const alt = text(row.title) ?? '';
  const all = (row.images ?? '')
    .split(',')
    .map((u) => u.trim())
    .filter((u) => u !== '');
  const width = int(row.imgWidth);
  const height = int(row.imgHeight);
  return all.map((url, i) =>
    i === 0
      ? { url, alt, width: width && width > 0 ? width : null, height: height && height > 0 ? height : null }
      : { url, alt, width: null, height: null },
  );
}

function storyCover(row: StoryRow): ImageSource | null {
  const cover = imageFrom(row.imgCover, text(row.title) ?? '');
  if (!cover) return null;
  const width = int(row.imgWidth);
  const height = int(row.imgHeight);
  return width && height && width > 0 && height > 0 ? { ...cover, width, height } : cover;
}

const isMine = (row: StoryRow, ctx: GatewayContext) => ctx.session.token !== null && flag(row.isMine);

/** A story list as a connection. */
function stories(ctx: GatewayContext, params: StoryListParams, args: { first?: number | null; after?: string | null }) {
  return buildConnection(
    args,
    (currPage, pageSize) => storyList(ctx.upstream, params, currPage, pageSize),
    (row) => storySource(row, false),
  );
}

/** The pictures of a save: new uploads (their storage keys) or kept StoryPictures (their addresses). */
function pictureRefs(ids: readonly string[]): { refs: string[]; errors: UserErrorSource[] } {
  const refs: string[] = [];
  for (const id of ids) {
    const decoded = fromGlobalId(id.trim());
    if (decoded?.type === 'StoryPicture' && /^https?:\/\//.test(decoded.rawId)) {
      refs.push(decoded.rawId);
      continue;
    }
    const { keys, errors } = uploadedFileKeys([id], 'pictureIds', 'IMAGE');
    if (errors.length > 0) return { refs: [], errors };
    refs.push(...keys);
  }
  return { refs, errors: [] };
}

function tagRefs(ids: readonly string[] | null | undefined): { tags: string[]; errors: UserErrorSource[] } {
  const tags: string[] = [];
  for (const id of ids ?? []) {
    const raw = rawIdOf(id, 'StoryTag', UPSTREAM_ID);
    if (!raw) return { tags: [], errors: [inputError('STORY_TAG_UNKNOWN', 'tagIds')] };
    if (!tags.includes(raw)) tags.push(raw);
  }
  return { tags, errors: [] };
}

/** A Place's id → the upstream's resourceType and id; RESOURCE_NOT_FOUND for anything else. */
function placeRef(id: string | null | undefined): { ref: { resourceType: string; id: string } | null; errors: UserErrorSource[] } {
  if (!id) return { ref: null, errors: [] };
  const ref = resourceRefOf(id);
  const isPlace = ref !== null && kindOfTypeName(ref.typeName) !== null;
  return isPlace
    ? { ref: { resourceType: ref.resourceType, id: ref.id }, errors: [] }
    : { ref: null, errors: [inputError('RESOURCE_NOT_FOUND', 'placeId')] };
}

/** The global id of a story's place (a Place type by its resourceType); null for other resources. */
function placeGlobalId(row: StoryRow): string | null {
  const ref = resourceRefFromRow(text(row.resourceType), text(row.resourceId));
  return ref && kindOfTypeName(ref.typeName) ? toGlobalId(ref.typeName, ref.id) : null;
}

type Common = Pick<SaveStoryInput, 'storyId' | 'title' | 'text' | 'pictureIds' | 'tagIds' | 'placeId'>;

/** An upstream refusal of a save, on the input field it is about. */
function storyRefusal(envelope: Envelope): UserErrorSource | null {
  const refusal = refusalOf(envelope, null);
  return refusal && { ...refusal, field: fieldOf(refusal) };
}

/** Checks and sends one save (story or strategy); the payload. */
function save(
  ctx: GatewayContext,
  input: Common,
  kind: 'story' | 'strategy',
  extra: (storyId: string | null) => Promise<{
    errors: UserErrorSource[];
    fields: {
      topicId: string | null;
      pkSide: 'A' | 'B' | null;
      craft: string | null;
      days: number | null;
      cost: number | null;
      travelMonth: number | null;
    };
  }>,
) {
  return mutate(ctx, { story: null }, async (m) => {
    const storyId = input.storyId ? m.rawId(input.storyId, 'Story', 'storyId', UPSTREAM_ID) : null;
    const errors = validateStoryText({ ...input, craft: (input as SaveStoryInput).craft ?? null });
    const pics = pictureRefs(input.pictureIds);
    const tags = tagRefs(input.tagIds);
    const place = placeRef(input.placeId);
    m.check([...errors, ...pics.errors, ...tags.errors, ...place.errors]);
    const more = await extra(storyId);
    m.check(more.errors);
    const envelope = await saveStoryStrategy(ctx.upstream, {
      id: storyId,
      storyType: kind,
      ...more.fields,
      pkSide: more.fields.pkSide,
      title: input.title.trim(),
      content: textToHtml(input.text),
      tagIds: tags.tags.join(','),
      images: pics.refs.join(','),
      resourceType: place.ref?.resourceType ?? null,
      resourceId: place.ref?.id ?? null,
    });
    m.accepted(envelope, null, { refusal: storyRefusal });
    const newId = text(decodeData<{ id?: unknown }>(envelope)?.id);
    if (!newId) throw new UpstreamMalformedError();
    ctx.loaders.stories.story.clear(newId);
    ctx.loaders.stories.storyDetail.clear(newId);
    ctx.forgetNode('Story', newId);
    const row = await ctx.loaders.stories.storyDetail.load(newId);
    return { story: row ? storySource(row, true) : null };
  });
}

/** The input field an upstream refusal is about. */
function fieldOf(error: UserErrorSource): string | null {
  switch (error.code) {
    case 'STORY_TITLE_REQUIRED':
    case 'STORY_TITLE_TOO_LONG':
      return 'title';
    case 'STORY_TEXT_REQUIRED':
    case 'STORY_TEXT_TOO_LONG':
      return 'text';
    case 'STORY_PICTURES_REQUIRED':
    case 'STORY_TOO_MANY_PICTURES':
    case 'FILE_UNKNOWN':
      return 'pictureIds';
    case 'STORY_TAG_UNKNOWN':
    case 'TOO_MANY_TAGS':
      return 'tagIds';
    case 'TOPIC_NOT_STARTED':
    case 'TOPIC_OVER':
    case 'PK_ALREADY_JOINED':
      return 'topicId';
    case 'PK_SIDE_REQUIRED':
      return 'side';
    case 'CRAFT_REQUIRED':
      return 'craft';
    case 'TRIP_DAYS_INVALID':
      return 'days';
    case 'TRIP_COST_INVALID':
      return 'costPerPerson';
    case 'TRAVEL_MONTH_INVALID':
      return 'travelMonth';
    default:
      return error.field;
  }
}

/** The topic of a new entry (from the input) or of an edited one (its own); its rule checks. */
async function entryChecks(ctx: GatewayContext, input: SaveStoryInput, storyId: string | null) {
  const none = { topicId: null, pkSide: null, craft: null, days: null, cost: null, travelMonth: null };
  let topicId: string | null = null;
  if (storyId) {
    const own = await ctx.loaders.stories.storyDetail.load(storyId);
    if (!own || !flag(own.isMine)) return { errors: [inputError('RESOURCE_NOT_FOUND', 'storyId')], fields: none };
    if (storyKind(own) === 'STRATEGY') return { errors: [inputError('RESOURCE_NOT_FOUND', 'storyId')], fields: none };
    topicId = text(own.topicId);
  } else if (input.topicId) {
    topicId = rawIdOf(input.topicId, 'Topic', UPSTREAM_ID);
    if (!topicId) return { errors: [inputError('RESOURCE_NOT_FOUND', 'topicId')], fields: none };
  }
  let side: 'A' | 'B' | null = null;
  let craft: string | null = null;
  if (topicId) {
    const topic = await ctx.loaders.stories.topic.load(topicId);
    if (!topic) return { errors: [inputError('RESOURCE_NOT_FOUND', 'topicId')], fields: none };
    const facts = topicFacts(topic, ctx);
    const errors = validateEntry(facts, input.side, input.craft);
    if (errors.length > 0) return { errors, fields: none };
    side = facts.mode === 'PK' ? (input.side ?? null) : null;
    craft = facts.mode === 'WORK' ? (input.craft?.trim() ?? null) : null;
  }
  return { errors: [], fields: { ...none, topicId: storyId ? null : topicId, pkSide: side, craft } };
}

async function strategyChecks(ctx: GatewayContext, input: SaveStrategyInput, storyId: string | null) {
  const none = { topicId: null, pkSide: null, craft: null, days: null, cost: null, travelMonth: null };
  const errors = validateTrip(input.days, input.costPerPerson, input.travelMonth);
  if (errors.length > 0) return { errors, fields: none };
  if (storyId) {
    const own = await ctx.loaders.stories.storyDetail.load(storyId);
    if (!own || !flag(own.isMine) || storyKind(own) !== 'STRATEGY')
      return { errors: [inputError('RESOURCE_NOT_FOUND', 'storyId')], fields: none };
  }
  return { errors: [], fields: { ...none, days: input.days, cost: input.costPerPerson ?? null, travelMonth: input.travelMonth ?? null } };
}

export const storyResolvers: Resolvers = {
  Query: {
    topics: (_root, args, ctx) =>
      buildConnection(
        args,
        (currPage, pageSize) => topicList(ctx.upstream, currPage, pageSize, args.mode ? topicTypeParam(args.mode) : null),
        (row) => topicSource(row, false),
      ),
    stories: (_root, args, ctx) =>
      stories(
        ctx,
        {
          storyType: 'story',
          tagId: tagParam(args.tagId),
          keyword: keywordOf(args.keyword),
          orderType: args.orderBy === 'POPULAR' ? 'hot' : 'new',
        },
        args,
      ),
    strategies: (_root, args, ctx) =>
      stories(
        ctx,
        {
          storyType: 'strategy',
          tagId: tagParam(args.tagId),
          keyword: keywordOf(args.keyword),
          ...tripDays(args.length),
          orderType: args.orderBy === 'POPULAR' ? 'hot' : 'new',
        },
        args,
      ),
    storyTags: async (_root, _args, ctx) => (await ctx.loaders.stories.tags.load(ctx.siteCode)).map(tagSource),
  },
  User: {
    stories: (_u, args, ctx) => {
      requireToken(ctx);
      return stories(ctx, { mine: true, auditStatus: args.status ? statusParam(args.status) : null, ...kindParams(args.kind) }, args);
    },
  },
  Mutation: {
    saveStory: (_root, { input }, ctx) => save(ctx, input, 'story', (storyId) => entryChecks(ctx, input, storyId)),
    saveStrategy: (_root, { input }, ctx) => save(ctx, input, 'strategy', (storyId) => strategyChecks(ctx, input, storyId)),
    deleteStory: async (_root, { input }, ctx) => {
      requireToken(ctx);
      const id = rawIdOf(input.storyId, 'Story', UPSTREAM_ID);
      if (!id) return { deletedStoryId: null, errors: [inputError('RESOURCE_NOT_FOUND', 'storyId')] };
      const refusal = refusalOf(await deleteStory(ctx.upstream, id), 'storyId');
      if (refusal) return { deletedStoryId: null, errors: [refusal] };
      ctx.forgetNode('Story', id);
      return { deletedStoryId: toGlobalId('Story', id), errors: [] };
    },
  },
  InputLimits: {
    storyTitleMaxLength: () => STORY_LIMITS.storyTitleMaxLength,
    storyTextMaxLength: () => STORY_LIMITS.storyTextMaxLength,
    storyMaxPictures: () => STORY_LIMITS.storyMaxPictures,
    storyMaxTags: () => STORY_LIMITS.storyMaxTags,
    craftMaxLength: () => STORY_LIMITS.craftMaxLength,
    tripMaxDays: () => STORY_LIMITS.tripMaxDays,
    tripMaxCost: () => STORY_LIMITS.tripMaxCost,
  },
  Topic: {
    id: (t) => toGlobalId('Topic', t.id),
    upstreamId: (t) => t.id,
    title: (t) => text(t.row.title) ?? '',
    summary: (t) => text(t.row.summary),
    cover: (t) => imageFrom(t.row.cover, text(t.row.title) ?? ''),
    rules: async (t, _, ctx) => sanitizeBody((await topicDetailRow(t, ctx)).rule),
    startsAt: (t) => chinaDateTime(t.row.startTime),
    endsAt: (t) => chinaDateTime(t.row.endTime),
    state: (t, _, ctx) => topicFacts(t.row, ctx).state,
    mode: (t) => topicMode(t.row.topicType),
    heritageWorks: (t) => topicMode(t.row.topicType) === 'WORK' && flag(t.row.ichWorks),
    stances: (t) => stancesOf(t.row),
    entryCount: (t) => Math.max(0, int(t.row.storyNum) ?? 0),
    participantCount: (t) => Math.max(0, int(t.row.userNum) ?? 0),
    viewCount: (t) => Math.max(0, int(t.row.showNum) ?? 0),
    acceptsEntries: (t, _, ctx) => topicFacts(t.row, ctx).state === 'UNDER_WAY',
    writePath: (t, _, ctx) => {
      const facts = topicFacts(t.row, ctx);
      return facts.state === 'UNDER_WAY' ? topicWritePath(facts.mode, t.id, facts.heritage) : null;
    },
    entries: (t, args, ctx) =>
      stories(ctx, { topicId: t.id, pkSide: args.side ?? null, orderType: args.orderBy === 'POPULAR' ? 'hot' : 'new' }, args),
    interactions: (t, _, ctx) => summaryOf(TOPIC_TYPE, t.id, { ...t.row, commentNum: 0 }, ctx),
    detailPath: (t) => `/topic-detail/${encodeURIComponent(t.id)}`,
    rulesPath: (t) => `/topic-rule/${encodeURIComponent(t.id)}`,
    entriesPath: (t) => topicEntriesPath(topicMode(t.row.topicType), t.id),
  },
  StoryTag: {
    id: (t) => toGlobalId('StoryTag', t.id),
    upstreamId: (t) => t.id,
    storyCount: async (t: StoryTagSource, _, ctx) => {
      if (t.storyCount !== null) return t.storyCount;
      const row = (await ctx.loaders.stories.tags.load(ctx.siteCode)).find((r) => String(r.id) === t.id);
      return row ? (tagSource(row).storyCount ?? 0) : 0;
    },
  },
  Story: {
    ...commentableFields,
    id: (s) => toGlobalId('Story', s.id),
    upstreamId: (s) => s.id,
    kind: (s) => storyKind(s.row),
    title: (s) => text(s.row.title) ?? '',
    excerpt: (s) => text(s.row.summary),
    body: async (s, _, ctx) => sanitizeBody((await storyDetailRow(s, ctx)).content),
    text: async (s, _, ctx) => htmlToText((await storyDetailRow(s, ctx)).content),
    cover: (s) => storyCover(s.row),
    pictures: (s) => pictures(s.row),
    tags: (s) => {
      const ids = (s.row.tagIds ?? '').split(',').map((x) => x.trim());
      const names = (s.row.tagName ?? '').split(',');
      return ids.flatMap((id, i) =>
        isUpstreamId(id) ? [{ __typename: 'StoryTag' as const, id, name: names[i]?.trim() || id, storyCount: null }] : [],
      );
    },
    place: (s) => {
      const name = text(s.row.resourceName);
      if (!name) return null;
      return {
        name,
        regionName: text(s.row.resourceRegionName),
        address: text(s.row.address),
        detailPath: resourceDetailPath(text(s.row.resourceType), text(s.row.resourceId)),
        placeId: placeGlobalId(s.row),
      };
    },
    author: (s) => {
      const nickname = text(s.row.vipNickName);
      return { nickname, avatar: imageFrom(s.row.vipHead, nickname ?? '') };
    },
    topic: async (s, _, ctx) => {
      const id = text(s.row.topicId);
      if (!id) return null;
      const row = await ctx.loaders.stories.topic.load(id);
      return row ? topicSource(row, row.rule !== undefined) : null;
    },
    side: (s) => (storyKind(s.row) === 'PK_ENTRY' ? pkSide(s.row.pkSide) : null),
    craft: (s) => (storyKind(s.row) === 'WORK' ? text(s.row.craft) : null),
    trip: (s) => {
      if (storyKind(s.row) !== 'STRATEGY') return null;
      const days = int(s.row.days);
      if (days === null || days < 1) return null;
      const cost = int(s.row.cost);
      const month = int(s.row.travelMonth);
      return {
        days,
        costPerPerson: cost !== null && cost >= 0 ? cost : null,
        travelMonth: month !== null && month >= 1 && month <= 12 ? month : null,
      };
    },
    sourceLink: (s, _, ctx) => {
      const raw = text(s.row.sourceUrl);
      if (!raw) return null;
      const link = {
        ...evaluateExternalLink(raw, ctx.siteCode, ctx.settings.externalLinks ?? EXTERNAL_LINK_DEFAULTS),
        siteCode: ctx.siteCode,
      };
      return link.url ? link : null;
    },
    status: (s, _, ctx) => {
      if (ctx.session.token) ctx.response.personal();
      return storyStatus(s.row.auditStatus);
    },
    rejectionReason: (s, _, ctx) => (isMine(s.row, ctx) && storyStatus(s.row.auditStatus) === 'REJECTED' ? text(s.row.auditRemark) : null),
    viewerIsAuthor: (s, _, ctx) => {
      if (ctx.session.token) ctx.response.personal();
      return isMine(s.row, ctx);
    },
    editPath: (s, _, ctx) =>
      isMine(s.row, ctx) ? storyEditPath(storyKind(s.row), s.id, text(s.row.topicId), Boolean(text(s.row.craft))) : null,
    createdAt: (s) => chinaDateTime(s.row.createTime),
    publishedAt: (s) => chinaDateTime(s.row.publishTime),
    viewCount: (s) => Math.max(0, int(s.row.showNum) ?? 0),
    interactions: (s, _, ctx) => summaryOf(STORY_TYPE, s.id, s.row, ctx),
    detailPath: (s) => storyDetailPath(storyKind(s.row), s.id),
    shareCard: (s, _, ctx) =>
      shareCardOf(ctx, {
        title: text(s.row.title) ?? '',
        summary: text(s.row.summary),
        picture: storyCover(s.row),
        path: storyDetailPath(storyKind(s.row), s.id),
      }),
  },
  StoryPicture: {
    id: (p) => toGlobalId('StoryPicture', p.url),
    image: (p): ImageSource => ({ url: p.url, alt: p.alt, width: p.width, height: p.height }),
  },
};
