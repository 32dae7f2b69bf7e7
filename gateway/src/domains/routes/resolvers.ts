import type { GatewayContext } from '../../core/context.ts';
import type { Resolvers } from '../../generated/resolvers-types.ts';
import type { NodeLoader } from '../../core/relay/node.ts';
import { toGlobalId } from '../../core/relay/global-id.ts';
import { assertOk } from '../../core/upstream/envelope.ts';
import { imageFrom } from '../../core/image.ts';
import { sanitizeBody } from '../../core/sanitize.ts';
import { chinaDateTime, flag, int, num, text } from '../../core/normalise.ts';
import { routeSaleButton } from './rules.ts';
import { chinaMs } from '../../core/time.ts';
import { rawIdOf } from '../../core/relay/global-id.ts';
import type { RoutePayloadSource } from './types.ts';
import { requireViewer } from '../../core/auth.ts';
import { envelopeMessage, inputError, refusalFor } from '../../core/user-errors.ts';
import { setReminder } from './upstream.ts';
import type { RouteForSaleSource, RouteRow } from './types.ts';

const routeSource = (scenicId: string, row: RouteRow): RouteForSaleSource => ({ __typename: 'RouteForSale', scenicId, row });

/** The sale button at the upstream's own time (currentDate), else the request's. */
export function saleButtonOf(row: RouteRow, ctx: GatewayContext) {
  const now = chinaMs(row.currentDate) ?? ctx.now.getTime();
  return routeSaleButton(int(row.saleType), chinaMs(row.upperTime), chinaMs(row.lowerTime), flag(row.remindStatus), now);
}

async function loadRoute(rawId: string, ctx: GatewayContext): Promise<RouteForSaleSource | null> {
  const m = /^(\d{1,18}):([\w-]{1,64})$/.exec(rawId);
  if (!m) return null;
  const [, scenicId, productId] = m as unknown as [string, string, string];
  const row = (await ctx.loaders.routes.list.load(scenicId)).find((r) => String(r.id) === productId);
  return row ? routeSource(scenicId, row) : null;
}

export const routeNodeLoaders: Record<string, NodeLoader<RouteForSaleSource>> = { RouteForSale: loadRoute };

async function setRouteReminder(routeId: string, ctx: GatewayContext): Promise<RoutePayloadSource> {
  const me = await requireViewer(ctx);
  const rawId = rawIdOf(routeId, ['RouteForSale']);
  const route = rawId ? await loadRoute(rawId, ctx) : null;
  if (!rawId || !route) return { errors: [inputError('RESOURCE_NOT_FOUND', 'routeId')] };
  const button = saleButtonOf(route.row, ctx);
  if (button === 'REMINDED') return { errors: [], routeRawId: rawId };
  if (button !== 'REMIND') return { errors: [refusalFor(null, 'routeId')], routeRawId: rawId };
  const envelope = await setReminder(ctx.upstream, String(route.row.id), text(me.wechatOpenId) ?? '');
  ctx.loaders.routes.list.clear(route.scenicId);
  // Code 1 is this service's success; 2, 3 and 5 keep their global meaning; anything else is a refusal (msg).
  if (envelope.code === 2 || envelope.code === 3 || envelope.code === 5) assertOk(envelope);
  if (envelope.code !== 1) return { errors: [refusalFor(envelopeMessage(envelope), 'routeId')], routeRawId: rawId };
  return { errors: [], routeRawId: rawId };
}

export const routeResolvers: Resolvers = {
  ScenicArea: {
    routesForSale: async (s, _, ctx) => (await ctx.loaders.routes.list.load(s.id)).map((row) => routeSource(s.id, row)),
  },
  RouteForSale: {
    id: (r) => toGlobalId('RouteForSale', `${r.scenicId}:${r.row.id}`),
    sn: (r) => text(r.row.sn),
    name: (r) => text(r.row.name) ?? '',
    price: (r) => num(r.row.price),
    thumbnail: (r) => imageFrom(r.row.thumbImageUrl, text(r.row.name) ?? ''),
    url: (r) => text(r.row.url),
    saleType: (r) => (int(r.row.saleType) === 2 ? 'TIMED' : 'DIRECT'),
    onSaleFrom: (r) => chinaDateTime(r.row.upperTime),
    onSaleUntil: (r) => chinaDateTime(r.row.lowerTime),
    reminded: (r) => flag(r.row.remindStatus),
    saleButton: (r, _, ctx) => saleButtonOf(r.row, ctx),
    notes: async (r, _, ctx) => {
      const sn = text(r.row.sn);
      if (!sn) return null;
      const row = await ctx.loaders.routes.notes.load(sn);
      return {
        reservationNotes: sanitizeBody(row.reservationNotes ?? null),
        included: sanitizeBody(row.included ?? null),
        exclude: sanitizeBody(row.exclude ?? null),
        considerations: sanitizeBody(row.considerations ?? null),
      };
    },
  },
  Mutation: {
    setRouteReminder: (_root, { input }, ctx) => setRouteReminder(input.routeId, ctx),
  },
  SetRouteReminderPayload: {
    errors: (p) => p.errors,
    route: (p, _, ctx) => (p.routeRawId ? loadRoute(p.routeRawId, ctx) : null),
  },
};
