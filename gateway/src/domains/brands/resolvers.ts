import type { GatewayContext } from '../../core/context.ts';
import type { Resolvers } from '../../generated/resolvers-types.ts';
import { buildConnection } from '../../core/relay/connection.ts';
import { toGlobalId } from '../../core/relay/global-id.ts';
import { imageFrom, imagesFrom } from '../../core/image.ts';
import { int, text } from '../../core/normalise.ts';
import { sanitizeBody } from '../../core/sanitize.ts';
import { keywordParam } from '../../core/validation.ts';
import { kindInfo, PLACE_KINDS, placeSource, type PlaceKind, type PlaceSource } from '../places/index.ts';
import type { NodeLoader } from '../../core/relay/node.ts';
import { interactionSummary } from '../interactions/index.ts';
import { commentableFields } from '../comments/index.ts';
import { newsListLinkedTo, newsSource } from '../news/index.ts';
import { resourceKey } from './loaders.ts';
import { bannerColor } from './rules.ts';
import { brandList, brandPlaces } from './upstream.ts';
import { shareCardOf } from '../share/index.ts';
import type { BrandRow, BrandSource } from './types.ts';
import { isUpstreamId } from '../../core/upstream/errors.ts';

export const BRAND_RESOURCE_TYPE = 'CONTENT_TYPE_BRAND';

export function brandSource(row: BrandRow, detailed: boolean): BrandSource {
  return { __typename: 'Brand', id: String(row.id), row, detailed };
}

/** The detail object of a brand from a list item (once per request). */
async function detailOf(s: BrandSource, ctx: GatewayContext): Promise<BrandRow> {
  if (s.detailed) return s.row;
  return (await ctx.loaders.brands.detail.load(s.id)) ?? s.row;
}

export const loadBrand: NodeLoader<BrandSource> = async (rawId, ctx) => {
  if (!isUpstreamId(rawId)) return null;
  const row = await ctx.loaders.brands.detail.load(rawId);
  return row ? brandSource({ ...row, id: row.id ?? rawId }, true) : null;
};

const brandOfPlace = async (s: PlaceSource, _: unknown, ctx: GatewayContext) => {
  const row = await ctx.loaders.brands.ofResource.load(resourceKey(kindInfo(s.kind).resourceType, s.id));
  return row ? brandSource(row, false) : null;
};

/** A brand's detail screen. */
const brandPath = (id: string) => `/brand-desc/${encodeURIComponent(id)}`;

export const brandResolvers: Resolvers = {
  Query: {
    brands: (_root, args, ctx) => {
      const keyword = keywordParam(args.keyword);
      return buildConnection(
        args,
        (currPage, pageSize) => brandList(ctx.upstream, { keyword, currPage, pageSize }),
        (row) => brandSource(row, false),
      );
    },
  },
  Brand: {
    id: (s) => toGlobalId('Brand', s.id),
    upstreamId: (s) => s.id,
    name: (s) => text(s.row.name) ?? '',
    slogan: (s) => text(s.row.slogan),
    cover: (s) => imageFrom(s.row.brandImage, text(s.row.name) ?? ''),
    banner: (s) => imageFrom(s.row.bannerImage, text(s.row.name) ?? ''),
    logo: (s) => imageFrom(s.row.logo, text(s.row.name) ?? ''),
    images: async (s, _, ctx) => {
      const row = await detailOf(s, ctx);
      const images = imagesFrom(row.images, text(row.name) ?? '');
      return images.length > 0 ? images : imagesFrom(row.brandImage, text(row.name) ?? '');
    },
    mainColor: (s) => bannerColor(s.row.mainColor),
    siteCount: (s) => Math.max(0, int(s.row.siteCount) ?? 0),
    placeCount: (s) => Math.max(0, int(s.row.relationResourceCount) ?? 0),
    newsCount: async (s, _, ctx) => int((await detailOf(s, ctx)).newsCount),
    introduction: async (s, _, ctx) => sanitizeBody((await detailOf(s, ctx)).introduce),
    detailPath: (s) => brandPath(s.id),
    shareCard: (s, _, ctx) => {
      const row = s.row;
      const name = text(row.name) ?? '';
      return shareCardOf(ctx, {
        title: name,
        summary: text(row.slogan) ?? text(row.introduce),
        picture: imageFrom(row.brandImage, name) ?? imageFrom(row.bannerImage, name),
        path: brandPath(s.id),
      });
    },
    places: (s, args, ctx) => {
      const kind: PlaceKind | null = args.kind ?? null;
      return buildConnection(
        args,
        (currPage, pageSize) => brandPlaces(ctx.upstream, s.id, kind ? kindInfo(kind).resourceType : null, currPage, pageSize),
        (row) => {
          const info = PLACE_KINDS.find((k) => k.resourceType === row.resourceType) ?? (kind ? kindInfo(kind) : null);
          return info ? placeSource(info.kind, row, 'list') : null;
        },
      );
    },
    news: (s, args, ctx) =>
      buildConnection(
        args,
        (currPage, pageSize) => newsListLinkedTo(ctx.upstream, BRAND_RESOURCE_TYPE, s.id, currPage, pageSize),
        (row) => newsSource(row, false),
      ),
    interactions: (s, _, ctx) => interactionSummary({ resourceType: BRAND_RESOURCE_TYPE, id: s.id }, ctx),
    ...commentableFields,
  },
  ...Object.fromEntries(PLACE_KINDS.map((info) => [info.typeName, { brand: brandOfPlace }])),
};
