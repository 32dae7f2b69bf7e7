/**
 * The volunteer area's mutations. Each checks what the gateway's rules say (rules.ts) BEFORE
 * calling the upstream, so a refused input costs no write and changes nothing; the upstream's
 * own refusals (a quota reached meanwhile by another manager) come back typed too.
 */
import type { MutationResolvers } from '../../generated/resolvers-types.ts';
import { recruitmentMutations } from './recruitment-mutations.ts';
import { shiftMutations } from './shift-mutations.ts';
import { teamMutations } from './team-mutations.ts';

export const volunteerMutations: MutationResolvers = { ...teamMutations, ...recruitmentMutations, ...shiftMutations };
