import { detailPrimed } from '../../core/loaders.ts';
import type { GatewayContext } from '../../core/context.ts';
import type { Resolvers } from '../../generated/resolvers-types.ts';
import { buildConnection } from '../../core/relay/connection.ts';
import { scopedGlobalId, toGlobalId } from '../../core/relay/global-id.ts';
import { imageFrom } from '../../core/image.ts';
import { geoPoint, int, num, scenicLevel, text } from '../../core/normalise.ts';
import type { ScenicLevel } from '../../core/normalise.ts';
import { resourceTypeOfTypeName } from '../../core/resource-types.ts';
import { placeDetailPath, distanceText } from '../places/index.ts';
import { badInput, isUpstreamId } from '../../core/upstream/errors.ts';
import { keywordParam } from '../../core/validation.ts';
import { siteLanguage } from '../../core/language.ts';
import { interactionSummary } from '../interactions/index.ts';
import { AT_POINT_METERS, nearestCommentedPoint, pointKind, projectOnMap } from './rules.ts';
import { tourSource } from './source.ts';
import { tourLevels, tourList, tourSearch } from './upstream.ts';
import type { GuidedTourSource, TourDetailRow, TourMapSource, TourPointSource } from './types.ts';

/** The resourceType of a tour on the interaction and comment paths (index.ts `resourceTypes`). */
export const GUIDED_TOUR_RESOURCE_TYPE = 'CONTENT_TYPE_GUIDED_TOUR';

const LEVEL_PARAM: Record<ScenicLevel, string> = { AAAAA: '5', AAAA: '4', AAA: '3', AA: '2', A: '1' };

async function detailOf(s: GuidedTourSource, ctx: GatewayContext): Promise<TourDetailRow | null> {
  return ctx.loaders.guidedTours.detail.load(s.id);
}

async function pointsOf(s: GuidedTourSource, ctx: GatewayContext): Promise<TourPointSource[]> {
  return ((await detailOf(s, ctx))?.points ?? []).map((row) => ({ tourId: s.id, row }));
}

function mapOf(detail: TourDetailRow | null): TourMapSource | null {
  const image = text(detail?.mapUrl);
  const [west, east, south, north] = [detail?.west, detail?.east, detail?.south, detail?.north].map(num);
  if (!image || west == null || east == null || south == null || north == null || !(west < east) || !(south < north)) return null;
  return { image, width: int(detail?.mapWidth) ?? 1000, height: int(detail?.mapHeight) ?? 1000, west, east, south, north };
}

const placePath = (id: unknown) => {
  const raw = text(id);
  return raw && isUpstreamId(raw) ? placeDetailPath('SCENIC_AREA', raw) : null;
};

export const guidedTourResolvers: Resolvers = {
  Query: {
    guidedTours: (_root, args, ctx) => {
      const level = args.level ? LEVEL_PARAM[args.level] : null;
      return buildConnection(args, (currPage, pageSize) => tourList(ctx.upstream, level, currPage, pageSize), tourSource);
    },
    searchGuidedTours: (_root, args, ctx) => {
      const keyword = keywordParam(args.keyword);
      if (keyword === null)
        return { edges: [], totalCount: 0, pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null } };
      return buildConnection(args, (currPage, pageSize) => tourSearch(ctx.upstream, keyword, currPage, pageSize), tourSource);
    },
    guidedTourLevels: async (_root, _args, ctx) =>
      (await tourLevels(ctx.upstream)).flatMap((row) => {
        const level = scenicLevel(row.levelName) ?? scenicLevel(row.level);
        return level ? [{ level, count: Math.max(0, int(row.num) ?? 0) }] : [];
      }),
    guidedTour: async (_root, args, ctx) => {
      const row = await detailPrimed(args.upstreamId, ctx.loaders.guidedTours.detail, ctx.loaders.guidedTours.byId);
      return row ? tourSource(row) : null;
    },
  },
  GuidedTour: {
    id: (s) => toGlobalId('GuidedTour', s.id),
    upstreamId: (s) => s.id,
    title: (s) => text(s.row.title) ?? '',
    summary: (s) => text(s.row.summary),
    cover: (s) => imageFrom(s.row.coverImg, text(s.row.title) ?? ''),
    level: (s) => scenicLevel(s.row.levelName) ?? scenicLevel(s.row.level),
    placeName: (s) => text(s.row.scenicName),
    placePath: (s) => placePath(s.row.scenicId),
    pointCount: (s) => Math.max(0, int(s.row.pointNum) ?? 0),
    viewCount: (s) => Math.max(0, int(s.row.viewNum) ?? 0),
    map: async (s, _args, ctx) => mapOf(await detailOf(s, ctx)),
    points: (s, _args, ctx) => pointsOf(s, ctx),
    routes: async (s, _args, ctx) => {
      const [routes, points] = await Promise.all([ctx.loaders.guidedTours.routes.load(s.id), pointsOf(s, ctx)]);
      const byId = new Map(points.map((p) => [String(p.row.id), p]));
      return routes.map((row) => ({
        tourId: s.id,
        row,
        points: (text(row.pointIds) ?? '').split(',').flatMap((id) => byId.get(id.trim()) ?? []),
      }));
    },
    pointCounts: async (s, _args, ctx) =>
      (await ctx.loaders.guidedTours.counts.load(s.id)).map((row) => ({
        kind: pointKind(row.type),
        kindName: text(row.typeName),
        count: Math.max(0, int(row.num) ?? 0),
      })),
    locate: async (s, args, ctx) => {
      const { longitude, latitude } = args.position;
      if (!(Math.abs(longitude) <= 180 && Math.abs(latitude) <= 90)) throw badInput('position must be WGS-84 degrees.');
      const [detail, site] = await Promise.all([detailOf(s, ctx), ctx.loaders.site.site.load(ctx.siteCode)]);
      const map = mapOf(detail);
      if (!map) return null;
      const { x, y, onMap } = projectOnMap(map, longitude, latitude);
      const nearest = onMap
        ? nearestCommentedPoint(
            (detail?.points ?? []).map((row) => ({ tourId: s.id, row })),
            longitude,
            latitude,
          )
        : null;
      return {
        x,
        y,
        onMap,
        nearest: nearest?.point ?? null,
        meters: nearest?.meters ?? null,
        atPoint: nearest !== null && nearest.meters <= AT_POINT_METERS,
        french: siteLanguage(site.siteLanguage) === 'FRENCH',
      };
    },
    interactions: (s, _args, ctx) =>
      interactionSummary({ resourceType: resourceTypeOfTypeName('GuidedTour') ?? GUIDED_TOUR_RESOURCE_TYPE, id: s.id }, ctx),
    detailPath: (s) => `/guide-map/${encodeURIComponent(s.id)}`,
  },
  TourMap: {
    image: (m) => ({ url: m.image, alt: '', width: m.width, height: m.height }),
  },
  TourPoint: {
    id: (p) => scopedGlobalId('TourPoint', p.tourId, String(p.row.id)),
    name: (p) => text(p.row.name) ?? '',
    kind: (p) => pointKind(p.row.type),
    kindName: (p) => text(p.row.typeName),
    summary: (p) => text(p.row.summary),
    x: (p) => num(p.row.x) ?? 0,
    y: (p) => num(p.row.y) ?? 0,
    location: (p) => geoPoint(p.row.longitude, p.row.latitude),
    commentary: (p) => {
      const url = text(p.row.audioUrl);
      if (!url || !/^https?:\/\//i.test(url)) return null;
      const seconds = int(p.row.audioTime);
      return { url, duration: seconds !== null && seconds > 0 ? seconds : null };
    },
    image: (p) => imageFrom(p.row.imgUrl, text(p.row.name) ?? ''),
  },
  TourRoute: {
    id: (r) => scopedGlobalId('TourRoute', r.tourId, String(r.row.id)),
    name: (r) => text(r.row.name) ?? '',
    summary: (r) => text(r.row.summary),
    durationMinutes: (r) => int(r.row.duration),
    distanceMeters: (r) => int(r.row.distance),
    points: (r) => r.points,
  },
  TourMapPosition: {
    nearestPoint: (p) => p.nearest,
    distance: (p) => (p.meters === null ? null : { meters: p.meters, text: distanceText(p.meters, p.french) }),
  },
};
