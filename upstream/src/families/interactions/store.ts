/**
 * Every statement of the interactions: each resource's counters (likes, favourites, comments) and
 * each user's state on it (liked, collected, followed), keyed by the user's unid.
 */
import type Database from 'better-sqlite3';
import { ACTIVITY_TYPE, kindOf, NEWS_RESOURCE_TYPE, resourceTable } from '../../resources.ts';

/** The per-user state a toggle sets. */
export type ToggleColumn = 'liked' | 'collected' | 'followed';
/** The counter a toggle moves (following counts nowhere). */
export type ToggleCounter = 'like_num' | 'collection_num';

export interface CountRow {
  id: number;
  like_num: number | null;
  collection_num: number | null;
  comment_num: number | null;
}

export interface FavouriteRow {
  resource_type: string;
  resource_id: number;
  collected_at: number | null;
}

export interface FollowedRow {
  resource_type: string;
  resource_id: number;
  /** When it was followed (China time, as `updated_at` is written). */
  updated_at: string;
}

export interface ToggleChange {
  userKey: string;
  type: string;
  id: number;
  column: ToggleColumn;
  counter: ToggleCounter | null;
  on: boolean;
  now: number;
  /** `updated_at` as the real backend writes it (China time). */
  stamp: string;
}

/** SQL listing the ids of one stored type that exist on a site (one `?` for the site, then the ids). */
function existingIdsSql(stored: string, marks: string): string | null {
  if (stored === NEWS_RESOURCE_TYPE) return `SELECT id FROM news WHERE site_code = ? AND id IN (${marks})`;
  if (stored === ACTIVITY_TYPE) return `SELECT id FROM activities WHERE site_code = ? AND id IN (${marks})`;
  if (kindOf(stored)) return `SELECT id FROM places WHERE site_code = ? AND resource_type = '${stored}' AND id IN (${marks})`;
  const t = resourceTable(stored);
  if (t) return `SELECT id FROM ${t.table} WHERE site_code = ? AND id IN (${marks})${t.whereSql ? ` AND (${t.whereSql})` : ''}`;
  return null;
}

export function interactionsStore(db: Database.Database) {
  const stateOf = db.prepare(
    'SELECT liked, collected, followed FROM user_interactions WHERE user_id = ? AND resource_type = ? AND resource_id = ?',
  );
  const ensureState = db.prepare(
    `INSERT OR IGNORE INTO user_interactions (user_id, resource_type, resource_id, liked, collected, followed, updated_at)
     VALUES (?, ?, ?, 0, 0, 0, ?)`,
  );
  const ensureCounts = db.prepare('INSERT OR IGNORE INTO interactions (resource_type, resource_id) VALUES (?, ?)');
  const setLiked = db.prepare(
    'UPDATE user_interactions SET liked = ?, updated_at = ? WHERE user_id = ? AND resource_type = ? AND resource_id = ?',
  );
  const setFollowed = db.prepare(
    'UPDATE user_interactions SET followed = ?, updated_at = ? WHERE user_id = ? AND resource_type = ? AND resource_id = ?',
  );
  const setCollected = db.prepare(
    'UPDATE user_interactions SET collected = ?, updated_at = ?, collected_at = ? WHERE user_id = ? AND resource_type = ? AND resource_id = ?',
  );
  const bump: Record<ToggleCounter, Database.Statement> = {
    like_num: db.prepare('UPDATE interactions SET like_num = MAX(0, like_num + ?) WHERE resource_type = ? AND resource_id = ?'),
    collection_num: db.prepare(
      'UPDATE interactions SET collection_num = MAX(0, collection_num + ?) WHERE resource_type = ? AND resource_id = ?',
    ),
  };
  const favourites = db.prepare(
    `SELECT resource_type, resource_id, collected_at FROM user_interactions
     WHERE user_id = ? AND collected = 1 ORDER BY collected_at DESC, rowid DESC`,
  );
  const followed = db.prepare(
    `SELECT resource_type, resource_id, updated_at FROM user_interactions
     WHERE user_id = ? AND resource_type = ? AND followed = 1 ORDER BY updated_at DESC, rowid DESC`,
  );

  /** Sets the user's state and moves the counter in one transaction; false when the state was already so. */
  const toggle = db.transaction((c: ToggleChange): boolean => {
    const row = stateOf.get(c.userKey, c.type, c.id) as Record<ToggleColumn, number> | undefined;
    const current = row ? row[c.column] === 1 : false;
    if (current === c.on) return false;
    ensureState.run(c.userKey, c.type, c.id, c.stamp);
    const value = c.on ? 1 : 0;
    if (c.column === 'collected') setCollected.run(value, c.stamp, c.on ? c.now : null, c.userKey, c.type, c.id);
    else (c.column === 'liked' ? setLiked : setFollowed).run(value, c.stamp, c.userKey, c.type, c.id);
    if (c.counter) {
      ensureCounts.run(c.type, c.id);
      bump[c.counter].run(c.on ? 1 : -1, c.type, c.id);
    }
    return true;
  });

  return {
    /**
     * The counters of the ids of one stored type that exist on the site (null counters: none
     * yet), or null for a type that has no resources.
     */
    counts(siteCode: string, stored: string, ids: readonly number[]): CountRow[] | null {
      const existing = existingIdsSql(stored, ids.map(() => '?').join(','));
      if (!existing) return null;
      return db
        .prepare(
          `SELECT e.id, i.like_num, i.collection_num, i.comment_num FROM (${existing}) e
           LEFT JOIN interactions i ON i.resource_type = ? AND i.resource_id = e.id`,
        )
        .all(siteCode, ...ids, stored) as CountRow[];
    },
    toggle: (c: ToggleChange) => toggle(c),
    /** The user's favourites, newest first. */
    favourites: (userKey: string) => favourites.all(userKey) as FavouriteRow[],
    /** What the user follows of one stored type, latest followed first. */
    followed: (userKey: string, stored: string) => followed.all(userKey, stored) as FollowedRow[],
  };
}

/**
 * Sets every resource's `comment_num` to the comments it really has (the seed draws likes and
 * favourites at random, but a comment count must match the comment list). One statement; run
 * after all seeding.
 */
export function reconcileCommentCounts(db: Database.Database): void {
  db.prepare(
    `UPDATE interactions SET comment_num = (SELECT COUNT(*) FROM comments c
       WHERE c.resource_type = interactions.resource_type AND c.resource_id = interactions.resource_id)`,
  ).run();
}
