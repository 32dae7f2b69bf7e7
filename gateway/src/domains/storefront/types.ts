import type { PayloadSource } from '../../core/payload.ts';

/** A product of `culturalcloud/1.0/product/list` (API.md "Shop": the storefront). */
export interface ProductRow {
  productId?: unknown;
  productName?: unknown;
  categoryId?: unknown;
  categoryName?: unknown;
  thumbImageUrl?: unknown;
  price?: unknown;
  stock?: unknown;
  sales?: unknown;
  shopName?: unknown;
}

/** `product/detail`: the list row with the pictures and the summary. */
export interface ProductDetailRow extends ProductRow {
  images?: unknown;
  summary?: unknown;
}

/** A category of `product/categoryList`. */
export interface CategoryRow {
  categoryId?: unknown;
  categoryName?: unknown;
  productNum?: unknown;
}

/** What `StorefrontProduct` resolves from: a list row, or a detail row (`complete`). */
export interface ProductSource {
  __typename: 'StorefrontProduct';
  id: string;
  row: ProductRow;
  complete: boolean;
}

/** What `BuyStorefrontProductPayload` resolves from. */
export interface BuyPayloadSource extends PayloadSource {
  orderId: string | null;
  productId: string | null;
}
