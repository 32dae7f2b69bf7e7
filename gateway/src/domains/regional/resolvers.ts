import type { GatewayContext } from '../../core/context.ts';
import type { Resolvers } from '../../generated/resolvers-types.ts';
import { requireToken } from '../../core/auth.ts';
import { imageFrom } from '../../core/image.ts';
import { mapPathAt } from '../../core/map-path.ts';
import { chinaDateTime, geoPoint, int, strings, text } from '../../core/normalise.ts';
import { buildConnection } from '../../core/relay/connection.ts';
import { toGlobalId } from '../../core/relay/global-id.ts';
import { inputError } from '../../core/user-errors.ts';
import { siteMenuEntries } from '../site/index.ts';
import { healthCodeColor, REGIONAL_LIMITS, SERVICE_PAGE_LOCATIONS, validateChannelCode } from './rules.ts';
import type { DrivingRouteRow, RegionalArticleRow, RegionalChannelRow, RegionalChannelSource, RegionalPlaceRow } from './types.ts';
import { drivingRoutes, healthCode, regionalArticles, regionalPlaces, regionalServices, type RegionalPlaceList } from './upstream.ts';

/** A row with an id, or null (a row without one is left out of its list). */
const withId = <R extends { id?: unknown }>(row: R): R | null => (text(row.id) ? row : null);

function channelSource(row: RegionalChannelRow): RegionalChannelSource | null {
  const code = text(row.code);
  return code ? { code, name: text(row.name) ?? code } : null;
}

function placeList(path: RegionalPlaceList) {
  return (_pack: unknown, args: { first?: number | null; after?: string | null }, ctx: GatewayContext) =>
    buildConnection(args, (page, size) => regionalPlaces(ctx.upstream, path, page, size), withId<RegionalPlaceRow>);
}

/** The channel a code names: the code checked here first, then looked up among the site's channels. */
async function channelByCode(raw: string, ctx: GatewayContext) {
  const { code, errors } = validateChannelCode(raw);
  if (errors.length > 0) return { channel: null, errors };
  const channel = (await ctx.loaders.regional.channels()).map(channelSource).find((c) => c?.code === code);
  return channel ? { channel, errors: [] } : { channel: null, errors: [inputError('REGIONAL_CHANNEL_UNKNOWN', 'code')] };
}

async function serviceGroups(ctx: GatewayContext) {
  const groups = new Map<string, { id: string; name: string; icon: string; phone: string }[]>();
  for (const row of await regionalServices(ctx.upstream)) {
    const id = text(row.id);
    const name = text(row.name);
    const phone = text(row.phone);
    if (!id || !name || !phone) continue;
    const group = text(row.groupName) ?? '';
    const list = groups.get(group) ?? [];
    list.push({ id: toGlobalId('RegionalService', id), name, icon: text(row.icon) ?? 'phone', phone });
    groups.set(group, list);
  }
  return [...groups].map(([name, services]) => ({ name, services }));
}

export const regionalResolvers: Resolvers = {
  Query: {
    regional: () => ({}),
  },
  RegionalPack: {
    hotPlaces: placeList('res/api/regional/hot'),
    panoramas: placeList('res/api/regional/panoramic'),
    drivingRoutes: (_pack, args, ctx) =>
      buildConnection(args, (page, size) => drivingRoutes(ctx.upstream, page, size), withId<DrivingRouteRow>),
    channels: async (_pack, _args, ctx) => (await ctx.loaders.regional.channels()).flatMap((row) => channelSource(row) ?? []),
    channel: (_pack, { code }, ctx) => channelByCode(code, ctx),
    serviceGroups: (_pack, _args, ctx) => serviceGroups(ctx),
  },
  RegionalPlace: {
    id: (r) => toGlobalId('RegionalPlace', text(r.id) ?? ''),
    name: (r) => text(r.name) ?? '',
    summary: (r) => text(r.summary),
    image: (r) => imageFrom(r.image, text(r.name) ?? ''),
    regionName: (r) => text(r.regionName),
    address: (r) => text(r.address),
    location: (r) => geoPoint(r.longitude, r.latitude),
    heat: (r) => Math.max(0, int(r.heat) ?? 0),
    mapPath: (r) => mapPathAt(r.longitude, r.latitude, text(r.name), text(r.address)),
  },
  DrivingRoute: {
    id: (r) => toGlobalId('DrivingRoute', text(r.id) ?? ''),
    name: (r) => text(r.name) ?? '',
    summary: (r) => text(r.summary),
    cover: (r) => imageFrom(r.cover, text(r.name) ?? ''),
    days: (r) => Math.max(1, int(r.days) ?? 1),
    distanceKm: (r) => Math.max(0, int(r.distance) ?? 0),
    stops: (r) => strings(r.stops),
  },
  RegionalChannel: {
    id: (c) => toGlobalId('RegionalChannel', c.code),
    code: (c) => c.code,
    name: (c) => c.name,
    articles: (c, args, ctx) =>
      buildConnection(args, (page, size) => regionalArticles(ctx.upstream, c.code, page, size), withId<RegionalArticleRow>),
  },
  RegionalArticle: {
    id: (r) => toGlobalId('RegionalArticle', text(r.id) ?? ''),
    title: (r) => text(r.title) ?? '',
    summary: (r) => text(r.summary),
    cover: (r) => imageFrom(r.cover, text(r.title) ?? ''),
    publishedAt: (r) => chinaDateTime(r.publishTime),
  },
  User: {
    healthCode: async (_u, _args, ctx) => {
      requireToken(ctx);
      const row = await healthCode(ctx.upstream);
      const color = healthCodeColor(row?.color);
      return color ? { color, checkedAt: chinaDateTime(row?.checkTime) } : null;
    },
  },
  Site: {
    servicePage: (site, { page }, ctx) => siteMenuEntries(site, ctx, SERVICE_PAGE_LOCATIONS[page]),
  },
  InputLimits: {
    regionalChannelCodeMaxLength: () => REGIONAL_LIMITS.regionalChannelCodeMaxLength,
  },
};
