/**
 * The place-introductions family's call: a kind's introduce page in one answer, the site's
 * introduction of the kind with the kind's key numbers (how many places, the hottest ones).
 */
import type { FastifyInstance } from 'fastify';
import { input, requireSite, type AppContext } from '../../context.ts';
import { fail, ok } from '../../envelope.ts';
import { ANONYMOUS_STATUS } from '../interactions/index.ts';
import { placeListItem, placesStore } from '../places/index.ts';
import { INTRODUCED_TYPES, TEXTS } from './texts.ts';
import { introductionsStore } from './store.ts';

export const INTRODUCE_PATH = 'res/api/place/introduce';

/** How many of the kind's hottest places the answer lists. */
export const TOP_PLACES = 3;

export function routes(app: FastifyInstance, ctx: AppContext): void {
  const places = placesStore(ctx.db);
  const introductions = introductionsStore(ctx.db);
  app.get(`/${INTRODUCE_PATH}`, async (req) => {
    const site = requireSite(req);
    const resourceType = input(req, 'resourceType').trim();
    if (!(INTRODUCED_TYPES as readonly string[]).includes(resourceType)) return fail(1, TEXTS.unknownKind);
    const row = introductions.introduction(site.site_code, resourceType);
    return ok({
      resourceType,
      introduce: row?.introduce ?? '',
      updateTime: row ? String(row.update_time) : '',
      total: places.countOfType(site.site_code, resourceType),
      list: places.byHeat(site.site_code, resourceType, TOP_PLACES, 0).map((r) => placeListItem(r, ANONYMOUS_STATUS)),
    });
  });
}
