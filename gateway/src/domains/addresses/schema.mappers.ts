/** What the GraphQL types of this folder resolve from (codegen mappers: `<Type>Mapper`). */
export type {
  AddressSource as ShippingAddressMapper,
  AddressListSource as ShippingAddressListMapper,
  AddressPayloadSource as ShippingAddressPayloadMapper,
} from './types.ts';
