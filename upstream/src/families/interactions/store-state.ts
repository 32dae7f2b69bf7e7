/**
 * The caller's interaction state on the resources a list shows: liked, collected, followed, each
 * 0 or 1, by resource id (every other family's lists and details answer it with their items).
 */
import type Database from 'better-sqlite3';
import { statementsOf } from '../../db/prepared.ts';

export interface InteractionStatus {
  likeStatus: number;
  collectionStatus: number;
  focusStatus: number;
}

export const ANONYMOUS_STATUS: InteractionStatus = { likeStatus: 0, collectionStatus: 0, focusStatus: 0 };

/** The caller's like / collection / follow state on each id (all 0 for an anonymous caller). */
export function userStatuses(
  db: Database.Database,
  userId: string | null,
  resourceType: string,
  ids: readonly number[],
): Map<number, InteractionStatus> {
  const out = new Map<number, InteractionStatus>();
  for (const id of ids) out.set(id, { ...ANONYMOUS_STATUS });
  if (!userId || ids.length === 0) return out;
  const rows = statementsOf(db)(
    `SELECT resource_id AS id, liked, collected, followed FROM user_interactions
     WHERE user_id = ? AND resource_type = ? AND resource_id IN (${ids.map(() => '?').join(',')})`,
  ).all(userId, resourceType, ...ids) as { id: number; liked: number; collected: number; followed: number }[];
  for (const r of rows) {
    out.set(r.id, { likeStatus: r.liked ? 1 : 0, collectionStatus: r.collected ? 1 : 0, focusStatus: r.followed ? 1 : 0 });
  }
  return out;
}
