/** Upstream rows of points, VIP levels and tasks (API.md "Points, VIP levels and tasks") and what the types resolve from. */
import type { UserErrorSource } from '../../core/user-errors.ts';
import type { UserSource } from '../viewer/index.ts';

export interface PointsInfoRow {
  integral?: string | number | null;
  totalIntegral?: string | number | null;
  level?: string | number | null;
  nextLevel?: string | number | null;
  nextLevelIntegral?: string | number | null;
}

export interface VipLevelRow {
  level?: string | number | null;
  levelName?: string | null;
  minIntegral?: string | number | null;
  benefit?: string | null;
}

export interface PointsTaskRow {
  taskCode?: string | null;
  taskName?: string | null;
  description?: string | null;
  integral?: string | number | null;
  cycle?: string | null;
  status?: string | number | null;
}

export interface PointsRecordRow {
  id: string | number;
  type?: string | null;
  title?: string | null;
  integral?: string | number | null;
  createTime?: string | null;
}

/** What PointsAccount resolves from: the request's loaders (nothing of its own). */
export interface PointsAccountSource {
  __typename: 'PointsAccount';
}

/** What PointsClaimPayload resolves from. */
export interface PointsClaimPayloadSource {
  errors: UserErrorSource[];
  awardedPoints: number;
  user: UserSource | null;
}
