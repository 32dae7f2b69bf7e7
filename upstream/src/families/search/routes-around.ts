/** The search family's around calls: res/api/es/searchAround (around a point) and foundAround (around a place). */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { input, paging, requireSite, type AppContext } from '../../context.ts';
import { fail, slicePage } from '../../envelope.ts';
import { kindOf } from '../../resources.ts';
import { AROUND_RADIUS_DEFAULT_KM, AROUND_RADIUS_MAX_KM, aroundItem, placeOf, placesAround, type Point } from './around.ts';
import { SEARCH_TEXTS } from './texts.ts';

/** A query value as a number, or null ("", "abc" are not numbers). */
function numberParam(req: FastifyRequest, name: string): number | null {
  const text = input(req, name).trim();
  const n = text === '' ? Number.NaN : Number(text);
  return Number.isFinite(n) ? n : null;
}

/** type ("" or none: every kind; anything but a place kind: an error) and distance (km, 1 to 50, default 5). */
function filterOf(req: FastifyRequest): { type: string | null; radiusKm: number } | string {
  const type = input(req, 'type').trim();
  if (type && !kindOf(type)) return SEARCH_TEXTS.aroundTypeUnknown;
  const radius = numberParam(req, 'distance') ?? AROUND_RADIUS_DEFAULT_KM;
  if (radius <= 0 || radius > AROUND_RADIUS_MAX_KM) return SEARCH_TEXTS.aroundDistance(AROUND_RADIUS_MAX_KM);
  return { type: type || null, radiusKm: radius };
}

export function registerAroundRoutes(app: FastifyInstance, ctx: AppContext): void {
  /** searchAround: lng, lat (required), type, distance, currPage, pageSize: the places around the point, nearest first. */
  app.get('/res/api/es/searchAround', async (req) => {
    const site = requireSite(req);
    const filter = filterOf(req);
    if (typeof filter === 'string') return fail(1, filter);
    const longitude = numberParam(req, 'lng');
    const latitude = numberParam(req, 'lat');
    if (longitude === null || latitude === null || Math.abs(longitude) > 180 || Math.abs(latitude) > 90)
      return fail(1, SEARCH_TEXTS.aroundPointRequired);
    const point: Point = { latitude, longitude };
    const found = placesAround(ctx.db, { siteCode: site.site_code, point, ...filter, exceptId: null });
    return slicePage(
      found.map((x) => aroundItem(x.row, x.metres)),
      paging(req),
    );
  });

  /** foundAround: resourceType and id of a place of the site (required), type, distance, currPage, pageSize: the places around it. */
  app.get('/res/api/es/foundAround', async (req) => {
    const site = requireSite(req);
    const filter = filterOf(req);
    if (typeof filter === 'string') return fail(1, filter);
    const resourceType = input(req, 'resourceType');
    const id = Number.parseInt(input(req, 'id'), 10);
    const place = kindOf(resourceType) && Number.isSafeInteger(id) ? placeOf(ctx.db, site.site_code, resourceType, id) : undefined;
    if (!place) return fail(1, SEARCH_TEXTS.aroundPlaceNotFound);
    const point: Point = { latitude: place.latitude, longitude: place.longitude };
    const found = placesAround(ctx.db, { siteCode: site.site_code, point, ...filter, exceptId: place.id });
    return slicePage(
      found.map((x) => aroundItem(x.row, x.metres)),
      paging(req),
    );
  });
}
