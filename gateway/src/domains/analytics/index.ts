import type { DomainModule } from '../../core/module.ts';
import { analyticsResolvers } from './resolvers.ts';

/**
 * Visit analytics: one mutation takes a batch of a visit's events (page views, stay time on the
 * tracked screens, banner and menu taps, detail views, opened reprints) and fans them out to the
 * statistics calls in the background. Its SDL is `schema.graphql` beside this file.
 */
export const analyticsModule: DomainModule = {
  name: 'analytics',
  resolvers: analyticsResolvers,
};
