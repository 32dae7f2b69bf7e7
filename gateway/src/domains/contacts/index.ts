import type { DomainModule } from '../../core/module.ts';
import { CONTACT_REFUSALS } from './refusals.ts';
import { contactNodeLoaders, contactResolvers } from './resolvers.ts';
import { createContactLoaders } from './loaders.ts';
import type { ContactLoaders } from './loaders.ts';
import { contactErrorTexts } from './messages.ts';

declare module '../../core/context.ts' {
  interface Loaders {
    contacts: ContactLoaders;
  }
}

/** Regular contacts: the people a user books for (list, add, change, delete; booking with one). */
export const contactsModule: DomainModule = {
  name: 'contacts',
  resolvers: contactResolvers,
  nodes: contactNodeLoaders,
  loaders: { contacts: createContactLoaders },
  errorTexts: contactErrorTexts,
  refusals: CONTACT_REFUSALS,
  forget: (typeName, _rawId, loaders) => {
    if (typeName === 'Contact') loaders.contacts.clear();
  },
};

// What other domains use of this one (they import it from here only).
export { bookingContact, bookingContactErrors, bookingLeader, bookingLeaderErrors } from './booking.ts';
export type { BookedContact, BookedLeader, BookingContactInput, BookingLeaderInput } from './booking.ts';
export { contactKind, fullCertificateNumber } from './fields.ts';
export type { ContactRow } from './types.ts';
