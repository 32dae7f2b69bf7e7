/** What the GraphQL types of this folder resolve from (codegen mappers: `<Type>Mapper`). */
export type {
  BuyPayloadSource as BuyStorefrontProductPayloadMapper,
  CategoryRow as StorefrontCategoryMapper,
  ProductSource as StorefrontProductMapper,
} from './types.ts';
