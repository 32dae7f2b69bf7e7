import type { DomainModule } from '../../core/module.ts';
import { VOLUNTEER_REFUSALS } from './refusals.ts';
import { volunteerResolvers } from './resolvers.ts';
import { volunteerNodeLoaders } from './nodes.ts';
import { createVolunteerLoaders } from './loaders.ts';
import type { VolunteerLoaders } from './loaders.ts';
import { volunteerErrorTexts } from './messages.ts';

declare module '../../core/context.ts' {
  interface Loaders {
    volunteers: VolunteerLoaders;
  }
}

/**
 * The volunteer area: volunteers and applications, teams and community groups with
 * roles, recruitment, shifts and schedules, sign-in, make-up requests, points, ranking, honours.
 * Its SDL is `schema.graphql` beside this file; every rule is in `rules.ts`.
 */
export const volunteersModule: DomainModule = {
  name: 'volunteers',
  resolvers: volunteerResolvers,
  nodes: { ...volunteerNodeLoaders },
  loaders: { volunteers: createVolunteerLoaders },
  errorTexts: volunteerErrorTexts,
  forget: (typeName, rawId, loaders) => {
    const v = loaders.volunteers;
    if (typeName === 'VolunteerTeam') {
      v.team.clear(rawId);
      v.teamDetail.clear(rawId);
    } else if (typeName === 'RecruitmentActivity') {
      v.activity.clear(rawId);
      v.activityDetail.clear(rawId);
      v.activityShifts.clear(rawId);
    } else if (typeName === 'Shift') {
      v.shift.clear(rawId);
      v.picks.clear(rawId);
    } else if (typeName === 'TeamMember') {
      v.member.clear(rawId.split('.').pop() ?? rawId);
    }
  },
  refusals: VOLUNTEER_REFUSALS,
  resourceTypes: [{ typeName: 'VolunteerTeam', resourceType: 'CONTENT_TYPE_VOLUNTEER_TEAM', detailPath: '/team-desc/{id}' }],
};
