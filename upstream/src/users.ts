/**
 * Token → user. There is no login yet (a later issue adds tokens, SMS codes and likes), so
 * every token is anonymous and interaction statuses are 0; the per-user table already exists.
 */
import type Database from 'better-sqlite3';

export function resolveUserId(_db: Database.Database, _token: string): string | null {
  return null;
}

export interface InteractionStatus {
  likeStatus: number;
  collectionStatus: number;
}

export function userStatuses(
  db: Database.Database,
  userId: string | null,
  resourceType: string,
  ids: readonly number[],
): Map<number, InteractionStatus> {
  const out = new Map<number, InteractionStatus>();
  for (const id of ids) out.set(id, { likeStatus: 0, collectionStatus: 0 });
  if (!userId || ids.length === 0) return out;
  const rows = db
    .prepare(
      `SELECT resource_id AS id, liked, collected FROM user_interactions
       WHERE user_id = ? AND resource_type = ? AND resource_id IN (${ids.map(() => '?').join(',')})`,
    )
    .all(userId, resourceType, ...ids) as { id: number; liked: number; collected: number }[];
  for (const r of rows) out.set(r.id, { likeStatus: r.liked ? 1 : 0, collectionStatus: r.collected ? 1 : 0 });
  return out;
}
