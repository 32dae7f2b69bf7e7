/**
 * THE list of the reference upstream's families built as folders (`src/families/<name>/`, see
 * family.ts). Add a family's module here; the server, migrations and seed read this list. The
 * older families (places, news, activities, orders…) live in `src/routes/` and `src/db/`.
 */
import type { UpstreamFamily } from '../family.ts';
import { registerResourceTable } from '../resources.ts';
import { uploadsFamily } from './uploads/index.ts';
import { coursesFamily } from './courses/index.ts';
import { itinerariesFamily } from './itineraries/index.ts';

export const FAMILIES: readonly UpstreamFamily[] = [uploadsFamily, coursesFamily, itinerariesFamily];

for (const family of FAMILIES) for (const table of family.resourceTables ?? []) registerResourceTable(table);
