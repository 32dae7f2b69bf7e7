/**
 * Memorial objects of the worship service (`rest/memorial/object/client` and
 * `rest/memorial/object/inherited/client`). The menu code CS-WORSHIP opens the home's worship
 * variant (`/index?isWorship=true`), the memorial mode a Chinese public site switches to on a day
 * of remembrance, which shows these objects: the site's own (people, groups and events of its
 * region) and the platform-wide ones every site inherits (the national days of remembrance), the
 * same objects on every site with their texts in the site's language. Both lists are reference
 * data (they change rarely): the upstream marks them cacheable.
 */
import type { UpstreamFamily } from '../../family.ts';
import { migrations } from './migrations.ts';
import { MEMORIAL_INHERITED_PATH, MEMORIAL_OBJECTS_PATH, routes } from './routes.ts';
import { seed } from './seed.ts';

export const memorialFamily: UpstreamFamily = {
  name: 'memorial',
  migrations,
  seed,
  routes,
  referencePaths: [MEMORIAL_OBJECTS_PATH, MEMORIAL_INHERITED_PATH],
};
