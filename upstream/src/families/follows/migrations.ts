/**
 * The follows family has no tables of its own: who follows whom is the accounts family's
 * `user_follows` (it counts the personal centre's fans), followed resources the interactions'
 * per-user state.
 */
import type { FamilyMigration } from '../../family.ts';

export const migrations: readonly FamilyMigration[] = [];
