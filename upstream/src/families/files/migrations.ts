import type { FamilyMigration } from '../../family.ts';

/** None: the files are drawn on request or shipped in upstream/assets. */
export const migrations: readonly FamilyMigration[] = [];
