import type { GatewayContext } from '../../core/context.ts';
import { imageFrom, imagesFrom } from '../../core/image.ts';
import { mutateWith } from '../../core/mutate.ts';
import { int, num, text } from '../../core/normalise.ts';
import { buildConnection } from '../../core/relay/connection.ts';
import { toGlobalId } from '../../core/relay/global-id.ts';
import type { NodeLoader } from '../../core/relay/node.ts';
import { decodeData } from '../../core/upstream/envelope.ts';
import { isUpstreamId, UpstreamMalformedError } from '../../core/upstream/errors.ts';
import type { BuyStorefrontProductInput, Resolvers } from '../../generated/resolvers-types.ts';
import { shopOrderSource } from '../shop/index.ts';
import { refusalOf } from './refusals.ts';
import { categoryCode, quantityError, STOREFRONT_MAX_QUANTITY, stockError } from './rules.ts';
import type { BuyPayloadSource, ProductDetailRow, ProductRow, ProductSource } from './types.ts';
import { buyProduct, productList } from './upstream.ts';

function productSource(row: ProductRow, complete = false): ProductSource | null {
  const id = text(row.productId);
  return id && isUpstreamId(id) ? { __typename: 'StorefrontProduct', id, row, complete } : null;
}

/** The detail row (pictures, summary): the source's when it is one, else loaded once per request; null when it fails. */
async function detailOf(p: ProductSource, ctx: GatewayContext): Promise<ProductDetailRow | null> {
  if (p.complete) return p.row;
  return ctx.loaders.storefront.product.load(p.id).catch(() => null);
}

const mutateBuy = mutateWith(refusalOf);

/** Buys a product: the quantity, then the product and its stock (read fresh) are checked before the shop is asked. */
function buy(input: BuyStorefrontProductInput, ctx: GatewayContext): Promise<BuyPayloadSource> {
  return mutateBuy<Omit<BuyPayloadSource, 'errors'>>(ctx, { orderId: null, productId: null }, async (m) => {
    m.check(quantityError(input.quantity));
    const productId = m.rawId(input.productId, 'StorefrontProduct', 'productId', /^\d{1,12}$/);
    const product = m.found(await ctx.loaders.storefront.product.load(productId), 'productId');
    m.check(stockError(int(product.stock) ?? 0, input.quantity), { productId });
    const shop = await ctx.loaders.shop.session();
    const envelope = m.accepted(await buyProduct(ctx.upstream, shop, productId, input.quantity), 'productId', { extra: { productId } });
    ctx.loaders.storefront.product.clear(productId);
    const orderId = text(decodeData<{ orderId?: unknown }>(envelope)?.orderId);
    if (!orderId) throw new UpstreamMalformedError();
    return { orderId, productId };
  });
}

export const storefrontResolvers: Resolvers = {
  Query: {
    storefrontCategories: (_root, _args, ctx) => ctx.loaders.storefront.categories(),
    storefrontProducts: async (_root, args, ctx) => {
      const shop = await ctx.loaders.storefront.catalogue();
      return buildConnection(
        args,
        (pageNum, pageSize) => productList(ctx.upstream, shop, args.category ?? null, pageNum, pageSize),
        (row) => productSource(row),
      );
    },
  },
  Mutation: {
    buyStorefrontProduct: (_root, { input }, ctx) => buy(input, ctx),
  },
  InputLimits: {
    storefrontMaxQuantity: () => STOREFRONT_MAX_QUANTITY,
  },
  StorefrontCategory: {
    code: (c) => categoryCode(text(c.categoryId)) ?? 'SPECIALTY',
    name: (c) => text(c.categoryName) ?? '',
    productCount: (c) => int(c.productNum) ?? 0,
  },
  StorefrontProduct: {
    id: (p) => toGlobalId('StorefrontProduct', p.id),
    upstreamId: (p) => p.id,
    name: (p) => text(p.row.productName) ?? '',
    category: (p) => categoryCode(text(p.row.categoryId)),
    categoryName: (p) => text(p.row.categoryName) ?? '',
    shopName: (p) => text(p.row.shopName) ?? '',
    cover: (p) => imageFrom(p.row.thumbImageUrl, text(p.row.productName) ?? ''),
    pictures: async (p, _args, ctx) => imagesFrom((await detailOf(p, ctx))?.images, text(p.row.productName) ?? ''),
    price: (p) => num(p.row.price) ?? 0,
    stock: (p) => Math.max(0, int(p.row.stock) ?? 0),
    sales: (p) => Math.max(0, int(p.row.sales) ?? 0),
    summary: async (p, _args, ctx) => text((await detailOf(p, ctx))?.summary),
  },
  BuyStorefrontProductPayload: {
    errors: (p) => p.errors,
    order: async (p, _args, ctx) => {
      if (!p.orderId) return null;
      const row = await ctx.loaders.shop.order.load(p.orderId);
      return row ? shopOrderSource(row) : null;
    },
    product: async (p, _args, ctx) => {
      if (!p.productId) return null;
      const row = await ctx.loaders.storefront.product.load(p.productId);
      return row ? productSource(row, true) : null;
    },
  },
};

export const storefrontNodeLoaders: Record<string, NodeLoader<ProductSource>> = {
  StorefrontProduct: async (rawId, ctx) => {
    if (!isUpstreamId(rawId)) return null;
    const row = await ctx.loaders.storefront.product.load(rawId);
    return row ? productSource(row, true) : null;
  },
};
