import type { GatewayContext } from '../../core/context.ts';
import type { Resolvers } from '../../generated/resolvers-types.ts';
import { buildConnection, offsetToCursor, validateFirst, cursorToOffset, type ConnectionShape } from '../../core/relay/connection.ts';
import { toGlobalId } from '../../core/relay/global-id.ts';
import { imageFrom, imagesFrom } from '../../core/image.ts';
import { chinaDateTime, flag, geoPoint, int, num, text } from '../../core/normalise.ts';
import { resourceTypeOfTypeName } from '../../core/resource-types.ts';
import { sanitizeBody } from '../../core/sanitize.ts';
import { mapPathAt } from '../../core/map-path.ts';
import { badInput } from '../../core/upstream/errors.ts';
import { keywordParam } from '../../core/validation.ts';
import { interactionSummary } from '../interactions/index.ts';
import { shareCardOf } from '../share/index.ts';
import type { ImageSource } from '../../core/image.ts';
import { commentableFields } from '../comments/index.ts';
import { siteEdition } from '../site/index.ts';
import type { KindLoaders } from './loaders.ts';
import {
  BASE_KINDS,
  KIND_OF_TYPE,
  baseKindOfTypeName,
  categoryOf,
  categoryParam,
  genderOf,
  levelOf,
  levelParam,
  mapPosition,
  mediaKindOf,
  visibleTabs,
} from './rules.ts';
import { baseSource, foodSource, inheritorRef, inheritorSource, mediaSource, newsSource, projectRef, projectSource } from './source.ts';
import { followedInheritors, followedUpdates, kindPage } from './upstream.ts';
import type {
  AnyHeritageSource,
  CountedRow,
  HeritageBaseSource,
  HeritageHomeSource,
  HeritageMapPointSource,
  HeritageMediaSource,
  HeritageNewsSource,
  MediaRow,
  NewsRow,
} from './types.ts';

type PageArgs = { first?: number | null; after?: string | null };

function loadersOf(s: AnyHeritageSource, ctx: GatewayContext): KindLoaders<CountedRow> {
  return ctx.loaders.heritage[KIND_OF_TYPE[s.__typename]] as unknown as KindLoaders<CountedRow>;
}

/** The source's row, loaded (batched) when it is only a reference. */
async function rowOf<S extends AnyHeritageSource>(s: S, ctx: GatewayContext): Promise<S['row']> {
  if (s.completeness !== 'ref') return s.row;
  return ((await loadersOf(s, ctx).byId.load(s.id))?.row as S['row'] | undefined) ?? s.row;
}

/** The detail object (content, linked lists), loaded when the source holds less. */
async function detailOf<S extends AnyHeritageSource>(s: S, ctx: GatewayContext): Promise<S['row']> {
  if (s.completeness === 'detail') return s.row;
  return ((await loadersOf(s, ctx).detail.load(s.id)) as S['row'] | null) ?? s.row;
}

/**
 * Reads one field of the row. A reference (id and name from another object) answers what it
 * holds at no cost; for anything else the item is loaded (batched with its siblings).
 */
const field =
  <S extends AnyHeritageSource, T>(read: (row: S['row']) => T) =>
  async (s: S, _args: unknown, ctx: GatewayContext): Promise<T> => {
    const value = read(s.row);
    if (s.completeness !== 'ref' || (value !== null && value !== '' && !(Array.isArray(value) && value.length === 0))) return value;
    return read(await rowOf(s, ctx));
  };

/**
 * Counts and the viewer's state: from the row when it carries them (the viewer's state only
 * when it carries `userResourceStatus`), else from the batched resourceCount.
 */
async function interactionsOf(s: AnyHeritageSource, _args: unknown, ctx: GatewayContext) {
  const resourceType = resourceTypeOfTypeName(s.__typename);
  if (!resourceType) return null;
  const row = s.row;
  const status = row.userResourceStatus;
  const signedIn = ctx.session.token !== null;
  if (s.completeness === 'ref' || row.likeNum === undefined || (signedIn && !status)) {
    return interactionSummary({ resourceType, id: s.id }, ctx);
  }
  return {
    likeCount: int(row.likeNum) ?? 0,
    favouriteCount: int(row.collectionNum) ?? 0,
    commentCount: int(row.commentNum) ?? 0,
    viewerHasLiked: signedIn && flag(status?.thumbStatus),
    viewerHasFavourited: signedIn && flag(status?.collectionStatus),
    viewerIsFollowing: signedIn && flag(status?.resourceFansStatus),
  };
}

/** A connection over a complete list the detail object embeds (no call). */
function arrayConnection<R, T>(args: PageArgs, rows: readonly R[], toNode: (row: R) => T | null): ConnectionShape<T> {
  const first = validateFirst(args.first);
  const start = args.after ? cursorToOffset(args.after) + 1 : 0;
  const slice = rows.slice(start, start + first);
  const edges: Array<{ node: T; cursor: string }> = [];
  slice.forEach((row, i) => {
    const node = toNode(row);
    if (node !== null) edges.push({ node, cursor: offsetToCursor(start + i) });
  });
  return {
    edges,
    totalCount: rows.length,
    pageInfo: {
      hasNextPage: start + slice.length < rows.length,
      hasPreviousPage: start > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}

const name = (row: { name?: unknown; title?: unknown }) => text(row.name) ?? text(row.title) ?? '';
const images = (row: { images?: unknown; name?: unknown; title?: unknown }) => imagesFrom(row.images, name(row));
const path = (pattern: string, id: string) => pattern.replace('{id}', encodeURIComponent(id));

/**
 * A heritage object's share card: its name, its summary and its picture (the first image unless
 * told), linking to its own detail screen. A detail screen's object is loaded already: no call.
 */
const shareCardField =
  <S extends AnyHeritageSource>(pathOf: (s: S, row: S['row']) => string, pictureOf?: (row: S['row']) => ImageSource | null) =>
  async (s: S, _args: unknown, ctx: GatewayContext) => {
    const row = await rowOf(s, ctx);
    const picture = pictureOf ? pictureOf(row) : (images(row)[0] ?? null);
    return shareCardOf(ctx, { title: name(row), summary: text(row.summary), picture, path: pathOf(s, row) });
  };

const projectPath = (p: { id: string }) => path('/project-desc/{id}', p.id);
const inheritorPath = (h: { id: string }) => path('/successor-desc/{id}', h.id);
const basePath = (b: HeritageBaseSource) => path(baseKindOfTypeName(b.__typename)!.detailPath, b.id);
const foodPath = (f: { id: string }) => path('/intangible-food-desc/{id}', f.id);
const newsPath = (n: { id: string }) => path('/intangible-news-desc/{id}', n.id);
const mediaPath = (m: { id: string }, row: MediaRow) =>
  path((mediaKindOf(row.mediaType) ?? 'VIDEO') === 'AUDIO' ? '/intangible-audio/{id}' : '/intangible-video/{id}', m.id);

function mediaConnection(args: PageArgs & { kind?: string | null }, filter: Record<string, string>, ctx: GatewayContext) {
  return buildConnection(
    args,
    (currPage, pageSize) => kindPage(ctx.upstream, 'media', { ...filter, mediaType: args.kind ?? null }, currPage, pageSize),
    (row) => mediaSource(row, 'list'),
  );
}

function updateSource(row: NewsRow & MediaRow & { dynamicType?: string | null }): HeritageNewsSource | HeritageMediaSource | null {
  const kind = text(row.dynamicType)?.toUpperCase();
  if (kind === 'NEWS') return newsSource(row, 'list');
  if (kind === 'VIDEO' || kind === 'AUDIO') return mediaSource(row, 'list');
  return null;
}

/** The fields shared by the three base types. */
const baseResolvers = {
  id: (b: HeritageBaseSource) => toGlobalId(b.__typename, b.id),
  upstreamId: (b: HeritageBaseSource) => b.id,
  name: field((row) => name(row)),
  kind: (b: HeritageBaseSource) => baseKindOfTypeName(b.__typename)!.kind,
  cover: field((row) => images(row)[0] ?? null),
  images: field((row) => images(row)),
  address: field((row) => text(row.address)),
  regionName: field((row) => text(row.regionName)),
  location: field((row) => geoPoint(row.longitude, row.latitude)),
  mapPath: field((row) => mapPathAt(row.longitude, row.latitude, name(row), text(row.address) ?? text(row.regionName))),
  phone: field((row) => text(row.phone)),
  openingHours: field((row) => text(row.openTime)),
  summary: field((row) => text(row.summary)),
  body: async (b: HeritageBaseSource, _: unknown, ctx: GatewayContext) => sanitizeBody((await detailOf(b, ctx)).content),
  projectNames: field((row) =>
    (text(row.projectNames) ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  ),
  projects: async (b: HeritageBaseSource, _: unknown, ctx: GatewayContext) =>
    ((await detailOf(b, ctx)).projectList ?? []).map((row) => projectSource(row, 'list')),
  interactions: interactionsOf,
  detailPath: basePath,
  shareCard: shareCardField<HeritageBaseSource>(basePath),
  ...commentableFields,
};

export const heritageResolvers: Resolvers = {
  Query: {
    heritageHome: async (_root, _args, ctx) => {
      const home = await ctx.loaders.heritage.home();
      if (!home) return null;
      const c = home.countInfo ?? {};
      const n = (k: string) => Math.max(0, int(c[k]) ?? 0);
      const source: HeritageHomeSource = {
        siteCode: ctx.siteCode,
        banners: (home.bannerList ?? []).map((r) => projectSource(r, 'list')),
        projects: (home.projectList ?? []).map((r) => projectSource(r, 'list')),
        inheritors: (home.inheritorList ?? []).map((r) => inheritorSource(r, 'list')),
        news: (home.newsList ?? []).map((r) => newsSource(r, 'list')),
        videos: (home.videoList ?? []).map((r) => mediaSource(r, 'list')),
        audios: (home.audioList ?? []).map((r) => mediaSource(r, 'list')),
        projectCount: n('projectNum'),
        inheritorCount: n('inheritorNum'),
        experienceBaseCount: n('experienceBaseNum'),
        protectionBaseCount: n('protectBaseNum') + n('teachingBaseNum'),
        foodCount: n('foodNum'),
        newsCount: n('newsNum'),
        videoCount: n('videoNum'),
        audioCount: n('audioNum'),
      };
      return source;
    },
    heritageTabs: async (_root, _args, ctx) => visibleTabs(siteEdition((await ctx.loaders.site.site.load(ctx.siteCode)).siteVersion)),
    heritageProjects: (_root, args, ctx) => {
      const filter = {
        level: args.level ? levelParam(args.level) : null,
        type: args.category ? categoryParam(args.category) : null,
        keyword: keywordParam(args.keyword),
      };
      return buildConnection(
        args,
        (currPage, pageSize) => kindPage(ctx.upstream, 'project', filter, currPage, pageSize),
        (row) => projectSource(row, 'list'),
      );
    },
    heritageInheritors: (_root, args, ctx) => {
      const filter = { level: args.level ? levelParam(args.level) : null, keyword: keywordParam(args.keyword) };
      return buildConnection(
        args,
        (currPage, pageSize) => kindPage(ctx.upstream, 'inheritor', filter, currPage, pageSize),
        (row) => inheritorSource(row, 'list'),
      );
    },
    heritageBases: (_root, args, ctx) => {
      const kinds = [...new Set(args.kinds)];
      if (kinds.length === 0) throw badInput('kinds must name at least one kind of base.');
      const baseType = BASE_KINDS.filter((k) => kinds.includes(k.kind))
        .map((k) => k.baseType)
        .join(',');
      return buildConnection(
        args,
        (currPage, pageSize) => kindPage(ctx.upstream, 'base', { baseType }, currPage, pageSize),
        (row) => baseSource(row, 'list'),
      );
    },
    heritageFoods: (_root, args, ctx) =>
      buildConnection(
        args,
        (currPage, pageSize) => kindPage(ctx.upstream, 'food', {}, currPage, pageSize),
        (row) => foodSource(row, 'list'),
      ),
    heritageNews: (_root, args, ctx) =>
      buildConnection(
        args,
        (currPage, pageSize) => kindPage(ctx.upstream, 'news', {}, currPage, pageSize),
        (row) => newsSource(row, 'list'),
      ),
    heritageMedia: (_root, args, ctx) => mediaConnection(args, {}, ctx),
    heritageMap: async (_root, _args, ctx) => {
      const map = await ctx.loaders.heritage.map();
      const image = text(map?.mapUrl);
      if (!map || !image) return null;
      const box = { west: num(map.west) ?? 0, east: num(map.east) ?? 0, south: num(map.south) ?? 0, north: num(map.north) ?? 0 };
      const points: HeritageMapPointSource[] = [];
      for (const p of map.pointList ?? []) {
        const at = geoPoint(p.longitude, p.latitude);
        const spot = at ? mapPosition(box, at.longitude, at.latitude) : null;
        const rawId = text(p.id);
        const type = text(p.resourceType);
        const base = BASE_KINDS.find((k) => k.resourceType === type);
        const what =
          type === 'CONTENT_TYPE_HERITAGE_ITEM'
            ? { typeName: 'HeritageProject', kind: 'PROJECT' as const, detailPath: '/project-desc/{id}' }
            : type === 'CONTENT_TYPE_HERITAGE_FOOD'
              ? { typeName: 'HeritageFood', kind: 'FOOD' as const, detailPath: '/intangible-food-desc/{id}' }
              : base
                ? { typeName: base.typeName, kind: base.mapKind, detailPath: base.detailPath }
                : null;
        if (!at || !spot || !rawId || !what) continue;
        points.push({
          typeName: what.typeName,
          rawId,
          kind: what.kind,
          name: text(p.name) ?? '',
          label: text(p.typeName),
          level: what.kind === 'PROJECT' ? levelOf(p.level) : null,
          longitude: at.longitude,
          latitude: at.latitude,
          x: spot.x,
          y: spot.y,
          detailPath: path(what.detailPath, rawId),
        });
      }
      return {
        siteCode: ctx.siteCode,
        image,
        alt: (await ctx.siteSummary()).name ?? '',
        width: int(map.width) ?? 750,
        height: int(map.height) ?? 750,
        points,
      };
    },
  },
  User: {
    followedInheritors: (_u, args, ctx) =>
      buildConnection(
        args,
        (currPage, pageSize) => followedInheritors(ctx.upstream, currPage, pageSize),
        (row) => inheritorSource(row, 'list'),
      ),
    heritageUpdates: (_u, args, ctx) =>
      buildConnection(
        args,
        (currPage, pageSize) => followedUpdates(ctx.upstream, currPage, pageSize),
        (row) => updateSource(row as NewsRow & MediaRow),
      ),
  },
  HeritageUpdate: { __resolveType: (s) => s.__typename },
  HeritageBase: { __resolveType: (s) => s.__typename },
  HeritageHome: { id: (h) => toGlobalId('HeritageHome', h.siteCode) },
  HeritageMap: {
    id: (m) => toGlobalId('HeritageMap', m.siteCode),
    image: (m) => ({ url: m.image, alt: m.alt, width: m.width, height: m.height }),
  },
  HeritageMapPoint: {
    id: (p) => toGlobalId(p.typeName, p.rawId),
    location: (p) => ({ longitude: p.longitude, latitude: p.latitude }),
  },
  HeritageProject: {
    id: (p) => toGlobalId('HeritageProject', p.id),
    upstreamId: (p) => p.id,
    name: field((row) => name(row)),
    category: field((row) => categoryOf(row.type)),
    level: field((row) => levelOf(row.level)),
    inscribedYear: field((row) => int(row.declareYear)),
    regionName: field((row) => text(row.regionName)),
    protectionUnit: field((row) => text(row.protectUnit)),
    summary: field((row) => text(row.summary)),
    body: async (p, _, ctx) => sanitizeBody((await detailOf(p, ctx)).content),
    cover: field((row) => images(row)[0] ?? null),
    images: field((row) => images(row)),
    location: field((row) => geoPoint(row.longitude, row.latitude)),
    mapPath: field((row) => mapPathAt(row.longitude, row.latitude, name(row), text(row.regionName))),
    viewCount: field((row) => Math.max(0, int(row.showNum) ?? 0)),
    inheritorCount: field((row) => Math.max(0, int(row.inheritorNum) ?? row.inheritorList?.length ?? 0)),
    inheritors: (p, args, ctx) => {
      if (p.completeness === 'detail' && Array.isArray(p.row.inheritorList))
        return arrayConnection(args, p.row.inheritorList, (row) => inheritorSource(row, 'list'));
      return buildConnection(
        args,
        (currPage, pageSize) => kindPage(ctx.upstream, 'inheritor', { projectId: p.id }, currPage, pageSize),
        (row) => inheritorSource(row, 'list'),
      );
    },
    bases: async (p, _, ctx) =>
      ((await detailOf(p, ctx)).baseList ?? []).map((row) => baseSource(row, 'list')).filter((b): b is HeritageBaseSource => b !== null),
    media: (p, args, ctx) => mediaConnection(args, { projectId: p.id }, ctx),
    interactions: interactionsOf,
    detailPath: projectPath,
    shareCard: shareCardField(projectPath),
    ...commentableFields,
  },
  HeritageInheritor: {
    id: (h) => toGlobalId('HeritageInheritor', h.id),
    upstreamId: (h) => h.id,
    name: field((row) => name(row)),
    gender: field((row) => genderOf(row.sex)),
    birthYear: field((row) => int(row.birthYear)),
    ethnicity: field((row) => text(row.nation)),
    level: field((row) => levelOf(row.level)),
    avatar: async (h, _, ctx) => {
      const row = text(h.row.headImg) ? h.row : await rowOf(h, ctx);
      return imageFrom(row.headImg, name(row));
    },
    images: field((row) => images(row)),
    summary: field((row) => text(row.summary)),
    body: async (h, _, ctx) => sanitizeBody((await detailOf(h, ctx)).content),
    regionName: field((row) => text(row.regionName)),
    mainProjectName: field((row) => text(row.projectName) ?? text(row.projectList?.[0]?.name)),
    projects: async (h, _, ctx) => {
      const row = await rowOf(h, ctx);
      if (Array.isArray(row.projectList)) return row.projectList.map((r) => projectSource(r, 'list'));
      const first = projectRef(row.projectId, row.projectName);
      return first ? [first] : [];
    },
    followerCount: field((row) => Math.max(0, int(row.fansNum) ?? 0)),
    media: (h, args, ctx) => mediaConnection(args, { inheritorId: h.id }, ctx),
    interactions: interactionsOf,
    detailPath: inheritorPath,
    shareCard: shareCardField(inheritorPath, (row) => imageFrom(row.headImg, name(row)) ?? images(row)[0] ?? null),
    ...commentableFields,
  },
  HeritageExperienceBase: baseResolvers,
  HeritageProtectionBase: baseResolvers,
  HeritageTeachingBase: baseResolvers,
  HeritageFood: {
    id: (f) => toGlobalId('HeritageFood', f.id),
    upstreamId: (f) => f.id,
    name: field((row) => name(row)),
    cover: field((row) => images(row)[0] ?? null),
    images: field((row) => images(row)),
    summary: field((row) => text(row.summary)),
    body: async (f, _, ctx) => sanitizeBody((await detailOf(f, ctx)).content),
    project: field((row) => projectRef(row.projectId, row.projectName)),
    restaurantName: field((row) => text(row.shopName)),
    address: field((row) => text(row.address)),
    regionName: field((row) => text(row.regionName)),
    location: field((row) => geoPoint(row.longitude, row.latitude)),
    mapPath: field((row) =>
      mapPathAt(row.longitude, row.latitude, text(row.shopName) ?? name(row), text(row.address) ?? text(row.regionName)),
    ),
    averagePrice: field((row) => int(row.price)),
    interactions: interactionsOf,
    detailPath: foodPath,
    shareCard: shareCardField(foodPath),
    ...commentableFields,
  },
  HeritageNews: {
    id: (n) => toGlobalId('HeritageNews', n.id),
    upstreamId: (n) => n.id,
    title: field((row) => name(row)),
    summary: field((row) => text(row.summary)),
    author: field((row) => text(row.author)),
    publishedAt: field((row) => chinaDateTime(row.publishTime)),
    cover: field((row) => images(row)[0] ?? null),
    images: field((row) => images(row)),
    body: async (n, _, ctx) => sanitizeBody((await detailOf(n, ctx)).content),
    viewCount: field((row) => Math.max(0, int(row.showNum) ?? 0)),
    pinned: field((row) => flag(row.top)),
    project: field((row) => projectRef(row.projectId, row.projectName)),
    inheritor: field((row) => inheritorRef(row.inheritorId, row.inheritorName)),
    interactions: interactionsOf,
    detailPath: newsPath,
    shareCard: shareCardField(newsPath),
    ...commentableFields,
  },
  HeritageMedia: {
    id: (m) => toGlobalId('HeritageMedia', m.id),
    upstreamId: (m) => m.id,
    kind: field((row) => mediaKindOf(row.mediaType) ?? 'VIDEO'),
    title: field((row) => name(row)),
    summary: field((row) => text(row.summary)),
    cover: field((row) => imageFrom(row.coverImg, name(row))),
    url: field((row) => text(row.url) ?? ''),
    durationSeconds: field((row) => int(row.duration)),
    playCount: field((row) => Math.max(0, int(row.playNum) ?? 0)),
    publishedAt: field((row) => chinaDateTime(row.publishTime)),
    project: field((row) => projectRef(row.projectId, row.projectName)),
    inheritor: field((row) => inheritorRef(row.inheritorId, row.inheritorName, row.inheritorHeadImg)),
    interactions: interactionsOf,
    detailPath: async (m, _, ctx) => mediaPath(m, await rowOf(m, ctx)),
    shareCard: shareCardField(mediaPath, (row) => imageFrom(row.coverImg, name(row))),
  },
};
