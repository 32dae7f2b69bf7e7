/** What the GraphQL types of this folder resolve from (codegen mappers: `<Type>Mapper`). */
export type { ShopOrderSource as ShopOrderMapper, WalletSource as WalletMapper } from './types.ts';
export type { MutationResultSource as CancelShopOrderPayloadMapper, MutationResultSource as ApplyShopRefundPayloadMapper } from '../orders/types.ts';
