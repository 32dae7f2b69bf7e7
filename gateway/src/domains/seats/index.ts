import type { DomainModule } from '../../core/module.ts';
import { seatErrorTexts, seatRefusals } from './messages.ts';
import { seatResolvers } from './resolvers.ts';

/**
 * Seat selection for seated performances (the page `/seat-selection/{id}/{max}/{activityId}`):
 * a session's seat map and holding the viewer's choice; a booking then orders the seats held.
 * Its SDL is `schema.graphql` beside this file.
 */
export const seatsModule: DomainModule = {
  name: 'seats',
  resolvers: seatResolvers,
  errorTexts: seatErrorTexts,
  refusals: seatRefusals,
};
