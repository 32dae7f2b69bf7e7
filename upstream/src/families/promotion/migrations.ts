/** The promotion family's tables: each site's commission rates, its promoters, and the commissions they earn. */
import type { FamilyMigration } from '../../family.ts';

export const migrations: readonly FamilyMigration[] = [
  {
    version: 1,
    name: 'promotion rates, promoters and commissions',
    sql: `
      -- a site's programme: the share of a paid order its buyer's inviter (level 1) and that
      -- inviter's own inviter (level 2) earn, in basis points (1000 = 10%)
      CREATE TABLE promotion_rates (
        site_code TEXT PRIMARY KEY,
        level1_bp INTEGER NOT NULL,
        level2_bp INTEGER NOT NULL
      );
      -- a user who joined a site's programme (once per site)
      CREATE TABLE promoters (
        user_id INTEGER NOT NULL,
        site_code TEXT NOT NULL,
        joined_at INTEGER NOT NULL,
        PRIMARY KEY (user_id, site_code)
      );
      -- one commission per paid order and level (the unique key), pending until the order is used
      -- (then SETTLED into the wallet with an INCOME record) or cancelled (then CANCELLED)
      CREATE TABLE promotion_commissions (
        id INTEGER PRIMARY KEY,
        site_code TEXT NOT NULL,
        promoter_id INTEGER NOT NULL,
        member_id INTEGER NOT NULL,
        level INTEGER NOT NULL,
        order_code TEXT NOT NULL,
        title TEXT NOT NULL,
        order_cents INTEGER NOT NULL,
        rate_bp INTEGER NOT NULL,
        amount_cents INTEGER NOT NULL,
        status TEXT NOT NULL,
        wallet_record_id INTEGER,
        created_at INTEGER NOT NULL,
        decided_at INTEGER,
        UNIQUE (order_code, level)
      );
      CREATE INDEX promotion_commissions_promoter ON promotion_commissions (promoter_id, site_code, created_at DESC, id DESC);
      CREATE INDEX promotion_commissions_pending ON promotion_commissions (status) WHERE status = 'PENDING';
    `,
  },
];
