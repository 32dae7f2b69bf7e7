import type { DomainModule } from '../../core/module.ts';
import { reservationResolvers } from './resolvers.ts';
import { createReservationLoaders } from './loaders.ts';
import type { ReservationLoaders } from './loaders.ts';
import { combinedNodeLoaders, combinedResolvers } from './combined-resolvers.ts';
import { appointmentErrorTexts } from './messages.ts';
import { APPOINTMENT_REFUSALS } from './refusals.ts';

declare module '../../core/context.ts' {
  interface Loaders {
    reservations: ReservationLoaders;
  }
}

/** The reservations domain (a place's reservation days, combined appointments): its SDL is `schema.graphql` beside this file. */
export const reservationsModule: DomainModule = {
  name: 'reservations',
  resolvers: {
    ...reservationResolvers,
    ...combinedResolvers,
    Mutation: { ...reservationResolvers.Mutation, ...combinedResolvers.Mutation },
  },
  nodes: { ...combinedNodeLoaders },
  errorTexts: appointmentErrorTexts,
  refusals: APPOINTMENT_REFUSALS,
  loaders: { reservations: createReservationLoaders },
};
export { weekdayOf } from './days.ts';
