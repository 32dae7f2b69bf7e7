/** What the GraphQL types of this folder resolve from (codegen mappers: `<Type>Mapper`). */
export type { ShopOrderSource as ShopOrderMapper, WalletSource as WalletMapper } from './types.ts';
export type {
  ShopPayloadSource as CancelShopOrderPayloadMapper,
  ShopPayloadSource as ApplyShopRefundPayloadMapper,
  ShopPayloadSource as ChooseShopOrderDeliveryAddressPayloadMapper,
  ShopPayloadSource as ReviewShopOrderPayloadMapper,
  ShopParcelRow as ShopParcelMapper,
  ShopReviewRow as ShopOrderReviewMapper,
} from './types.ts';
