/**
 * The regional family's calls (the Xinjiang edition's pages): hot places, panoramas, self-drive
 * routes, channels and their articles, the common services, and the caller's health code.
 */
import type { FastifyInstance } from 'fastify';
import { input, paging, requireSite, type AppContext } from '../../context.ts';
import { ok, pageOf, plainList } from '../../envelope.ts';
import { callerOf, notLoggedIn } from '../../caller.ts';
import { refused } from '../../refusal.ts';
import { imageRef } from '../../resources.ts';
import { formatChinaTime } from '../../time.ts';
import { regionalStore, type RegionalArticleRow, type RegionalPlaceKind, type RegionalPlaceRow, type RegionalRouteRow } from './store.ts';
import { REGIONAL_TEXTS as T } from './texts.ts';

function place(row: RegionalPlaceRow): Record<string, unknown> {
  return {
    id: String(row.id),
    name: row.name,
    summary: row.summary,
    image: imageRef(row.image),
    regionName: row.region_name,
    address: row.address,
    longitude: String(row.longitude),
    latitude: String(row.latitude),
    heat: row.heat,
  };
}

function route(row: RegionalRouteRow): Record<string, unknown> {
  return {
    id: String(row.id),
    name: row.name,
    summary: row.summary,
    cover: imageRef(row.cover),
    days: row.days,
    distance: row.distance_km,
    stops: row.stops.split('|'),
  };
}

function article(row: RegionalArticleRow): Record<string, unknown> {
  return {
    id: String(row.id),
    channelCode: row.channel_code,
    title: row.title,
    summary: row.summary,
    cover: imageRef(row.cover),
    publishTime: formatChinaTime(row.published_at),
  };
}

function registerPlaces(api: FastifyInstance, ctx: AppContext): void {
  const store = regionalStore(ctx.db);
  const places = (path: string, kind: RegionalPlaceKind) =>
    api.get(path, async (req) => {
      const page = paging(req);
      const { rows, total } = store.places(requireSite(req).site_code, kind, page);
      return pageOf(rows.map(place), total, page);
    });
  places('/res/api/regional/hot', 'HOT');
  places('/res/api/regional/panoramic', 'PANORAMA');
  api.get('/res/api/regional/driving', async (req) => {
    const page = paging(req);
    const { rows, total } = store.routes(requireSite(req).site_code, page);
    return pageOf(rows.map(route), total, page);
  });
}

function registerChannels(api: FastifyInstance, ctx: AppContext): void {
  const store = regionalStore(ctx.db);
  api.get('/res/api/regional/channels', async (req) => plainList(store.channels(requireSite(req).site_code)));
  api.get('/res/api/regional/articles', async (req) => {
    const site = requireSite(req).site_code;
    const channel = input(req, 'channelCode');
    if (!store.channelExists(site, channel)) return refused(T.noSuchChannel);
    const page = paging(req);
    const { rows, total } = store.articles(site, channel, page);
    return pageOf(rows.map(article), total, page);
  });
}

function registerServices(api: FastifyInstance, ctx: AppContext): void {
  const store = regionalStore(ctx.db);
  api.get('/res/api/regional/services', async (req) =>
    plainList(
      store
        .services(requireSite(req).site_code)
        .map((s) => ({ id: String(s.id), groupName: s.group_name, name: s.name, icon: s.icon, phone: s.phone })),
    ),
  );
  api.get('/user/api/regional/healthCode', async (req) => {
    const site = requireSite(req);
    const user = callerOf(ctx, req);
    if (!user) return notLoggedIn();
    const code = store.healthCode(user.id, site.site_code, ctx.clock.now());
    return ok({ color: code.color, checkTime: formatChinaTime(code.checked_at) });
  });
}

export function routes(api: FastifyInstance, ctx: AppContext): void {
  registerPlaces(api, ctx);
  registerChannels(api, ctx);
  registerServices(api, ctx);
}
