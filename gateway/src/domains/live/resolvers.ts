import { detailPrimed } from '../../core/loaders.ts';
import type { Resolvers } from '../../generated/resolvers-types.ts';
import { buildConnection } from '../../core/relay/connection.ts';
import { rawIdOf, toGlobalId } from '../../core/relay/global-id.ts';
import { imageFrom } from '../../core/image.ts';
import { flag, geoPoint, int, text } from '../../core/normalise.ts';
import { chinaMs, isoChina } from '../../core/time.ts';
import { resourceTypeOfTypeName } from '../../core/resource-types.ts';
import { placeDetailPath } from '../places/index.ts';
import { badInput, isUpstreamId } from '../../core/upstream/errors.ts';
import { interactionSummary } from '../interactions/index.ts';
import { commentableFields } from '../comments/index.ts';
import { liveState, playbackOf } from './rules.ts';
import { liveSource } from './source.ts';
import { liveAround, liveList, liveTop } from './upstream.ts';
import { shareCardOf } from '../share/index.ts';
import type { LiveRow } from './types.ts';

/** The resourceType of a stream on the interaction and comment paths (index.ts `resourceTypes`). */
export const LIVE_RESOURCE_TYPE = 'CONTENT_TYPE_LIVE';

const url = (value: unknown) => {
  const v = text(value);
  return v && /^https?:\/\//i.test(v) ? v : null;
};

function stateOf(row: LiveRow, nowMs: number) {
  return liveState({ startsAt: chinaMs(row.startTime), endsAt: chinaMs(row.endTime), replayUrl: url(row.playbackUrl) }, nowMs);
}

/** A live stream's detail screen. */
const livePath = (id: string) => `/live-detail/${encodeURIComponent(id)}`;

export const liveResolvers: Resolvers = {
  Query: {
    liveStreams: (_root, args, ctx) => {
      const scenicId = args.placeId ? rawIdOf(args.placeId, ['ScenicArea']) : null;
      if (args.placeId && !scenicId) throw badInput('placeId must be the id of a ScenicArea.');
      const liveType = args.kind === 'SLOW_LIVE' ? '2' : args.kind === 'BROADCAST' ? '1' : null;
      return buildConnection(args, (currPage, pageSize) => liveList(ctx.upstream, { liveType, scenicId }, currPage, pageSize), liveSource);
    },
    featuredLiveStreams: async (_root, _args, ctx) => (await liveTop(ctx.upstream)).map(liveSource),
    liveStream: async (_root, args, ctx) => {
      const row = await detailPrimed(args.upstreamId, ctx.loaders.live.detail, ctx.loaders.live.byId);
      return row ? liveSource(row) : null;
    },
  },
  LiveStream: {
    id: (s) => toGlobalId('LiveStream', s.id),
    upstreamId: (s) => s.id,
    title: (s) => text(s.row.title) ?? '',
    summary: (s) => text(s.row.summary),
    anchor: (s) => text(s.row.anchorName),
    cover: (s) => imageFrom(s.row.coverImg, text(s.row.title) ?? ''),
    kind: (s) => (String(s.row.liveType ?? '') === '2' ? 'SLOW_LIVE' : 'BROADCAST'),
    state: (s, _args, ctx) => stateOf(s.row, ctx.now.getTime()),
    startsAt: (s) => isoChina(chinaMs(s.row.startTime)),
    endsAt: (s) => isoChina(chinaMs(s.row.endTime)),
    playback: (s, _args, ctx) => playbackOf(stateOf(s.row, ctx.now.getTime()), url(s.row.liveUrl), url(s.row.playbackUrl)),
    placeName: (s) => text(s.row.scenicName),
    placePath: (s) => {
      const id = text(s.row.scenicId);
      return id && isUpstreamId(id) ? placeDetailPath('SCENIC_AREA', id) : null;
    },
    location: (s) => geoPoint(s.row.longitude, s.row.latitude),
    viewCount: (s) => Math.max(0, int(s.row.viewNum) ?? 0),
    pinned: (s) => flag(s.row.top),
    interactions: (s, _args, ctx) =>
      interactionSummary({ resourceType: resourceTypeOfTypeName('LiveStream') ?? LIVE_RESOURCE_TYPE, id: s.id }, ctx),
    nearby: async (s, args, ctx) => {
      const first = args.first ?? 6;
      if (!Number.isInteger(first) || first < 1 || first > 20) throw badInput('first must be between 1 and 20.');
      return (await liveAround(ctx.upstream, s.id, first)).map(liveSource);
    },
    detailPath: (s) => livePath(s.id),
    shareCard: (s, _args, ctx) => {
      const title = text(s.row.title) ?? '';
      return shareCardOf(ctx, { title, summary: text(s.row.summary), picture: imageFrom(s.row.coverImg, title), path: livePath(s.id) });
    },
    ...commentableFields,
  },
  ScenicArea: {
    liveStreams: (place, args, ctx) => {
      const liveType = args.kind === 'SLOW_LIVE' ? '2' : args.kind === 'BROADCAST' ? '1' : null;
      return buildConnection(
        args,
        (currPage, pageSize) => liveList(ctx.upstream, { liveType, scenicId: place.id }, currPage, pageSize),
        liveSource,
      );
    },
  },
  LivePlayback: {
    url: (p) => p.url,
    isLive: (p) => p.isLive,
  },
};
