/** Every SQL statement of the follows family. */
import type Database from 'better-sqlite3';
import { statementsOf } from '../../db/prepared.ts';

/** A person of a fans or follows list, with whether the caller follows them. */
export interface PersonRow {
  unid: string;
  nickname: string;
  followed_at: number;
  /** 1 when the caller follows this person. */
  following: number;
}

export function followsStore(db: Database.Database) {
  const sql = statementsOf(db);
  return {
    /** A live user by their public id (unid). */
    userByUnid: (unid: string) =>
      sql('SELECT id, unid FROM users WHERE unid = ? AND cancelled = 0').get(unid) as { id: number; unid: string } | undefined,
    /** Follows (once: the primary key decides two at once); false when already followed. */
    follow: (follower: number, followee: number, at: number): boolean =>
      sql('INSERT OR IGNORE INTO user_follows (follower_id, followee_id, created_at) VALUES (?, ?, ?)').run(follower, followee, at)
        .changes === 1,
    /** Unfollows; false when not followed. */
    unfollow: (follower: number, followee: number): boolean =>
      sql('DELETE FROM user_follows WHERE follower_id = ? AND followee_id = ?').run(follower, followee).changes === 1,
    fansCount: (userId: number) =>
      (
        sql(
          'SELECT COUNT(*) AS n FROM user_follows f JOIN users u ON u.id = f.follower_id AND u.cancelled = 0 WHERE f.followee_id = ?',
        ).get(userId) as { n: number }
      ).n,
    /** The people following `userId`, latest first. */
    fans: (userId: number, limit: number, offset: number) =>
      sql(
        `SELECT u.unid, u.nickname, f.created_at AS followed_at,
           EXISTS (SELECT 1 FROM user_follows b WHERE b.follower_id = f.followee_id AND b.followee_id = f.follower_id) AS following
         FROM user_follows f JOIN users u ON u.id = f.follower_id AND u.cancelled = 0
         WHERE f.followee_id = ? ORDER BY f.created_at DESC, u.id LIMIT ? OFFSET ?`,
      ).all(userId, limit, offset) as PersonRow[],
    followingCount: (userId: number) =>
      (
        sql(
          'SELECT COUNT(*) AS n FROM user_follows f JOIN users u ON u.id = f.followee_id AND u.cancelled = 0 WHERE f.follower_id = ?',
        ).get(userId) as { n: number }
      ).n,
    /** The people `userId` follows, latest first. */
    following: (userId: number, limit: number, offset: number) =>
      sql(
        `SELECT u.unid, u.nickname, f.created_at AS followed_at, 1 AS following
         FROM user_follows f JOIN users u ON u.id = f.followee_id AND u.cancelled = 0
         WHERE f.follower_id = ? ORDER BY f.created_at DESC, u.id LIMIT ? OFFSET ?`,
      ).all(userId, limit, offset) as PersonRow[],
  };
}
