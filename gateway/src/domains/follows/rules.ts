import type { FollowedKind } from '../../generated/resolvers-types.ts';

/** The upstream's resourceType of each kind of followed resources (what `focusList` takes). */
export const FOLLOWED_RESOURCE_TYPE: Readonly<Record<FollowedKind, string>> = {
  ACTIVITY: 'CONTENT_TYPE_ACTIVITY',
  VOLUNTEER_TEAM: 'CONTENT_TYPE_VOLUNTEER_TEAM',
  STORY: 'CONTENT_TYPE_STORY',
  TOPIC: 'CONTENT_TYPE_TOPIC',
};

/** A person's public id (the upstream's unid) inside a Person global id. */
export const PERSON_ID = /^[0-9A-Za-z_-]{1,64}$/;

/** The upstream's answers to a follow that was already so: the wanted state holds (the mutation is idempotent). */
export const ALREADY_SO = /您已关注|您未关注/;
