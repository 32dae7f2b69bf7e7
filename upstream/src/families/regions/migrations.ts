import type { FamilyMigration } from '../../family.ts';

/** None: the regions are the national division list, the sites they name belong to the sites. */
export const migrations: readonly FamilyMigration[] = [];
