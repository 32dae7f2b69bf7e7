import type { DomainModule } from '../../core/module.ts';
import { activityErrorTexts, ACTIVITY_REFUSALS } from './messages.ts';
import { activityPageResolvers } from './pages.ts';
import { activityResolvers } from './resolvers.ts';
import { activityNodeLoaders, activityRoomNodeLoaders } from './nodes.ts';
import { createActivityLoaders } from './loaders.ts';
import type { ActivityLoaders } from './loaders.ts';

declare module '../../core/context.ts' {
  interface Loaders {
    activities: ActivityLoaders;
  }
}

/** The activities domain: its SDL is `schema.graphql` beside this file. */
export const activitiesModule: DomainModule = {
  name: 'activities',
  resolvers: {
    ...activityResolvers,
    ...activityPageResolvers,
    Query: { ...activityResolvers.Query, ...activityPageResolvers.Query },
    Activity: { ...activityResolvers.Activity, ...activityPageResolvers.Activity },
    Venue: { ...activityResolvers.Venue, ...activityPageResolvers.Venue },
  },
  errorTexts: activityErrorTexts,
  refusals: ACTIVITY_REFUSALS,
  nodes: { ...activityNodeLoaders, ...activityRoomNodeLoaders },
  loaders: { activities: createActivityLoaders },
  forget: (typeName, rawId, loaders) => {
    if (typeName === 'Activity') loaders.activities.detail.clear(rawId);
    if (typeName === 'ReservationOrder') {
      loaders.activities.survey.clear(rawId);
      loaders.activities.surveyState.clear(rawId);
    }
  },
  resourceTypes: [{ typeName: 'Activity', resourceType: 'CONTENT_TYPE_ACTIVITY', detailPath: '/activity-detail/{id}' }],
  // an activity room's page is its time choice; /room-detail is a hotel room's
  detailPaths: { CONTENT_TYPE_ROOM: '/time-choice/{id}' },
};

// What other domains use of this one (they import it from here only).
export { cancelPolicy } from './fields.ts';
export { roomSlotKey } from './loaders.ts';
export { activityNodeLoaders, loadActivityRoom } from './nodes.ts';
export { activityDetailRow, eligibilityOf, roomEligibilityOf } from './resolvers.ts';
export { activityRoomSource, activitySource } from './source.ts';
export { activityList } from './upstream.ts';
