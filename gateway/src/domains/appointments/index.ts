import type { DomainModule } from '../../core/module.ts';
import { appointmentNodeLoaders, appointmentResolvers } from './resolvers.ts';
import { createAppointmentLoaders } from './loaders.ts';
import type { AppointmentLoaders } from './loaders.ts';

declare module '../../core/context.ts' {
  interface Loaders {
    appointments: AppointmentLoaders;
  }
}

/** The appointments domain: its SDL is `schema.graphql` beside this file. */
export const appointmentsModule: DomainModule = {
  name: 'appointments',
  resolvers: appointmentResolvers,
  nodes: { ...appointmentNodeLoaders },
  loaders: { appointments: createAppointmentLoaders },
};

// What other domains use of this one (they import it from here only).
export { withIdentity } from './links.ts';
