/**
 * The request's points reads, each once per request however many fields ask: the account (one
 * call), the tasks (one call), the levels (one cacheable call). `clear` forgets them after a claim.
 */
import type { RequestScope } from '../../core/context.ts';
import { pointsInfo, pointsTasks, vipLevels } from './upstream.ts';
import type { PointsInfoRow, PointsTaskRow, VipLevelRow } from './types.ts';

export interface PointsLoaders {
  info(): Promise<PointsInfoRow | null>;
  tasks(): Promise<PointsTaskRow[]>;
  levels(): Promise<VipLevelRow[]>;
  clear(): void;
}

export function createPointsLoaders(scope: RequestScope): PointsLoaders {
  let info: Promise<PointsInfoRow | null> | null = null;
  let tasks: Promise<PointsTaskRow[]> | null = null;
  let levels: Promise<VipLevelRow[]> | null = null;
  return {
    info: () => (info ??= pointsInfo(scope.upstream)),
    tasks: () => (tasks ??= pointsTasks(scope.upstream)),
    levels: () => (levels ??= vipLevels(scope.upstream)),
    clear: () => {
      info = null;
      tasks = null;
    },
  };
}
