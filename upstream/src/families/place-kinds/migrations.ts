/** The place-kinds family has no tables of its own: its places are rows of the `places` table. */
import type { FamilyMigration } from '../../family.ts';

export const migrations: readonly FamilyMigration[] = [];
