import type { DomainModule } from '../../core/module.ts';
import { reservationResolvers } from './resolvers.ts';
import { createReservationLoaders } from './loaders.ts';
import type { ReservationLoaders } from './loaders.ts';

declare module '../../core/context.ts' {
  interface Loaders {
    reservations: ReservationLoaders;
  }
}

/** The reservations domain: its SDL is `schema.graphql` beside this file. */
export const reservationsModule: DomainModule = {
  name: 'reservations',
  resolvers: reservationResolvers,
  loaders: { reservations: createReservationLoaders },
};
export { weekdayOf } from './days.ts';
