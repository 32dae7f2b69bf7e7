import type { DomainModule } from '../../core/module.ts';
import { createPointsLoaders } from './loaders.ts';
import type { PointsLoaders } from './loaders.ts';
import { pointsErrorTexts } from './messages.ts';
import { POINTS_REFUSALS } from './refusals.ts';
import { pointsResolvers } from './resolvers.ts';

declare module '../../core/context.ts' {
  interface Loaders {
    points: PointsLoaders;
  }
}

/** Points, VIP levels and tasks: the user's account and history, the levels, the task claims. */
export const pointsModule: DomainModule = {
  name: 'points',
  resolvers: pointsResolvers,
  loaders: { points: createPointsLoaders },
  errorTexts: pointsErrorTexts,
  refusals: POINTS_REFUSALS,
};
