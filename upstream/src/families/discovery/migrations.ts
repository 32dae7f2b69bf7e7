/** The discovery family has no table of its own: its feed reads the stories' and the short videos'. */
import type { FamilyMigration } from '../../family.ts';

export const migrations: readonly FamilyMigration[] = [];
