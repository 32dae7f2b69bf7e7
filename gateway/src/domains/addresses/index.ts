import type { DomainModule } from '../../core/module.ts';
import { ADDRESS_REFUSALS } from './refusals.ts';
import { addressNodeLoaders, addressResolvers } from './resolvers.ts';
import { createAddressLoaders } from './loaders.ts';
import type { AddressLoaders } from './loaders.ts';
import { addressErrorTexts } from './messages.ts';

declare module '../../core/context.ts' {
  interface Loaders {
    addresses: AddressLoaders;
  }
}

/** The addresses domain: the user's shipping addresses, their one default, the regions they may be in. */
export const addressesModule: DomainModule = {
  name: 'addresses',
  resolvers: addressResolvers,
  nodes: addressNodeLoaders,
  loaders: { addresses: createAddressLoaders },
  forget: (typeName, _rawId, loaders) => {
    if (typeName === 'ShippingAddress') loaders.addresses.forget();
  },
  errorTexts: addressErrorTexts,
  refusals: ADDRESS_REFUSALS,
};

// What other domains use of this one (they import it from here only).
export { addressSource, ownAddress } from './source.ts';
