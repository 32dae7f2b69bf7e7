/**
 * THE list of the reference upstream's families built as folders (`src/families/<name>/`, see
 * family.ts). Add a family's module here; the server, migrations and seed read this list. The
 * older families (places, news, activities, orders…) live in `src/routes/` and `src/db/`.
 */
import type { UpstreamFamily } from '../family.ts';
import { registerResourceTable } from '../resources.ts';
import { uploadsFamily } from './uploads/index.ts';
import { liveFamily } from './live/index.ts';
import { mediaFamily } from './media/index.ts';
import { guidedToursFamily } from './guided-tours/index.ts';

export const FAMILIES: readonly UpstreamFamily[] = [uploadsFamily, liveFamily, mediaFamily, guidedToursFamily];

for (const family of FAMILIES) for (const table of family.resourceTables ?? []) registerResourceTable(table);
