/**
 * Votes (the spec names the voting screens but shows neither their rules, limits nor calls): designed
 * here as a regional culture-and-tourism office runs its online polls. A vote takes works
 * (pictures or a video, `voteType` 1 / 2) in its sign-up window, then votes in its voting window;
 * each vote stores its own rules: votes per user per day over all works, votes per user per day
 * for one work, works per user, pictures per work, and whether a work is reviewed before it shows.
 * Casting a vote is decided in one immediate transaction: two votes at once for the last one
 * allowed count once.
 */
import type { UpstreamFamily } from '../../family.ts';
import { migrations } from './migrations.ts';
import { devRoutes, routes } from './routes.ts';
import { seed } from './seed.ts';

export const votesFamily: UpstreamFamily = {
  name: 'votes',
  migrations,
  seed,
  routes,
  devRoutes,
};
