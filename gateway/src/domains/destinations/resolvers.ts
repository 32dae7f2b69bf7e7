import type { GatewayContext } from '../../core/context.ts';
import type { Resolvers } from '../../generated/resolvers-types.ts';
import { buildConnection } from '../../core/relay/connection.ts';
import { toGlobalId } from '../../core/relay/global-id.ts';
import { badInput, isUpstreamId } from '../../core/upstream/errors.ts';
import { imageFrom, imagesFrom } from '../../core/image.ts';
import { int, strings, text } from '../../core/normalise.ts';
import { sanitizeBody } from '../../core/sanitize.ts';
import type { NodeLoader } from '../../core/relay/node.ts';
import { interactionSummary } from '../interactions/index.ts';
import { commentableFields } from '../comments/index.ts';
import { isRegionCode } from '../regions/index.ts';
import { cardDetailPath, cardKind, cityPath } from './rules.ts';
import { cardList } from './upstream.ts';
import { shareCardOf } from '../share/index.ts';
import type { CityCardRow, CityCardSource } from './types.ts';

export const CITY_CARD_RESOURCE_TYPE = 'CONTENT_TYPE_CITY_CARD';

export function cityCardSource(row: CityCardRow, detailed: boolean): CityCardSource {
  return { __typename: 'CityCard', id: String(row.id ?? row.cardId), row, detailed };
}

async function detailOf(s: CityCardSource, ctx: GatewayContext): Promise<CityCardRow> {
  if (s.detailed) return s.row;
  return (await ctx.loaders.destinations.card.load(s.id)) ?? s.row;
}

export const loadCityCard: NodeLoader<CityCardSource> = async (rawId, ctx) => {
  if (!isUpstreamId(rawId)) return null;
  const row = await ctx.loaders.destinations.card.load(rawId);
  return row ? cityCardSource({ ...row, id: row.id ?? rawId }, true) : null;
};

function checkRegion(code: string | null | undefined, name: string): string | null {
  if (!code) return null;
  if (!isRegionCode(code)) throw badInput(`${name} must be a 6- or 12-digit region code.`);
  return code;
}

export const destinationResolvers: Resolvers = {
  Query: {
    cityCards: (_root, args, ctx) => {
      const region = checkRegion(args.regionCode, 'regionCode');
      const cardType = args.kind && args.kind !== 'THEME' ? args.kind : null;
      const unrealCard = args.kind === 'THEME' || args.themed === true ? '1' : args.themed === false ? '0' : null;
      return buildConnection(
        args,
        (currPage, pageSize) => cardList(ctx.upstream, { region, cardType, unrealCard, currPage, pageSize }),
        (row) => cityCardSource(row, false),
      );
    },
    destination: async (_root, args, ctx) => {
      const region = checkRegion(args.regionCode, 'regionCode')!;
      const page = await cardList(ctx.upstream, { region, unrealCard: '0', currPage: 1, pageSize: 50 });
      const own = page.items.find((row) => text(row.region) === region);
      return own ? cityCardSource(own, false) : null;
    },
  },
  CityCard: {
    id: (s) => toGlobalId('CityCard', s.id),
    upstreamId: (s) => s.id,
    name: (s) => text(s.row.name) ?? '',
    slogan: (s) => text(s.row.slogan),
    cover: (s) => imageFrom(s.row.cover, text(s.row.name) ?? '') ?? imagesFrom(s.row.images, text(s.row.name) ?? '')[0] ?? null,
    images: (s) => imagesFrom(s.row.images, text(s.row.name) ?? ''),
    summary: (s) => text(s.row.summary),
    introduction: async (s, _, ctx) => sanitizeBody((await detailOf(s, ctx)).introduce),
    kind: (s) => cardKind(s.row),
    regionCode: (s) => text(s.row.region) ?? '',
    regionName: (s) => text(s.row.regionName),
    siteId: (s) => text(s.row.siteId),
    tags: (s) => strings(typeof s.row.tags === 'string' ? s.row.tags.split(',') : s.row.tags),
    heat: (s) => Math.max(0, int(s.row.heat) ?? 0),
    detailPath: (s) => cardDetailPath(s.id, text(s.row.region) ?? ''),
    shareCard: (s, _, ctx) => {
      const name = text(s.row.name) ?? '';
      return shareCardOf(ctx, {
        title: name,
        summary: text(s.row.summary) ?? text(s.row.slogan),
        picture: imageFrom(s.row.cover, name) ?? imagesFrom(s.row.images, name)[0] ?? null,
        path: cardDetailPath(s.id, text(s.row.region) ?? ''),
      });
    },
    cityPath: (s) => cityPath(text(s.row.region) ?? '', text(s.row.siteId) ?? ''),
    interactions: (s, _, ctx) => interactionSummary({ resourceType: CITY_CARD_RESOURCE_TYPE, id: s.id }, ctx),
    ...commentableFields,
  },
};
