/** Place lists and details for every kind, hotel rooms, search and the scenic ranking. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { input, paging, requireSite, type AppContext, type SiteRow } from '../../context.ts';
import { callerKeyOf } from '../../caller.ts';
import { emptyPage, fail, makePage, ok, pageOf, ranking } from '../../envelope.ts';
import { regionPrefix } from '../../regions/division.ts';
import { FACILITY, HOTEL, PLACE_KINDS, SCENERY, SPOT, VENUE, imagesString, kindOf, type PlaceKind } from '../../resources.ts';
import { ANONYMOUS_STATUS, userStatuses } from '../interactions/index.ts';
import type { PlaceQuery } from './filters.ts';
import { placeDetail, placeListItem, roomItem } from './format.ts';
import { placesStore } from './store.ts';
import { PLACES_TEXTS } from './texts.ts';

type Store = ReturnType<typeof placesStore>;

/** The rooms a hotel's detail carries. */
const DETAIL_ROOMS = 20;

/**
 * The common list parameters of a kind's list (keyword, region, level, nearest first), or null
 * when nothing can match (a region that is no division).
 */
function queryOf(req: FastifyRequest, siteCode: string, kind: PlaceKind): PlaceQuery | null {
  const regionPrefixes: string[] = [];
  const region = input(req, 'region').trim();
  if (region) {
    const prefix = regionPrefix(region);
    if (!prefix) return null;
    regionPrefixes.push(prefix);
  }
  const lng = Number.parseFloat(input(req, 'lng'));
  const lat = Number.parseFloat(input(req, 'lat'));
  const near =
    input(req, 'sortType') === '1' && Number.isFinite(lng) && Number.isFinite(lat) ? { latitude: lat, longitude: lng } : undefined;
  return {
    siteCode,
    types: [kind.type],
    keyword: input(req, 'keyword').trim(),
    regionPrefixes,
    level: input(req, 'level').trim(),
    ...kindCriteria(req, kind),
    near,
  };
}

/** The criteria only some kinds take: a venue's kind, the parent place, a facility's theme area. */
function kindCriteria(req: FastifyRequest, kind: PlaceKind): Pick<PlaceQuery, 'subType' | 'parentIds' | 'themeId'> {
  const parentIds: number[] = [];
  if (kind.type === SPOT && input(req, 'scenicId')) parentIds.push(Number(input(req, 'scenicId')) || -1);
  // a village's spots (ruralId), a scenic area's facilities, shows and theme areas (scenicId)
  const parentParam = 'parent' in kind ? kind.parent : null;
  if (parentParam && input(req, parentParam)) parentIds.push(Number(input(req, parentParam)) || -1);
  return {
    subType: kind.type === VENUE ? input(req, 'type') : undefined,
    parentIds,
    // the facilities of one theme area of the scenic area
    themeId: kind.type === FACILITY ? input(req, 'themeId') : undefined,
  };
}

/**
 * `siteId`: the places of that site. This site's own id changes nothing; a county site below it
 * (area_sites) narrows the list to the county's region; any other site has none of this site's
 * places (false).
 */
function inSiteOf(req: FastifyRequest, store: Store, site: SiteRow, query: PlaceQuery): boolean {
  const siteId = input(req, 'siteId').trim();
  if (!siteId || siteId === String(site.id)) return true;
  const region = /^\d{1,18}$/.test(siteId) ? store.areaRegion(Number(siteId), site.site_code) : undefined;
  const prefix = region ? regionPrefix(region) : null;
  if (!prefix) return false;
  query.regionPrefixes = [...(query.regionPrefixes ?? []), prefix];
  return true;
}

function registerKindRoutes(app: FastifyInstance, ctx: AppContext, store: Store): void {
  const statuses = (req: FastifyRequest, type: string, ids: number[]) => userStatuses(ctx.db, callerKeyOf(ctx, req), type, ids);

  function listPlaces(req: FastifyRequest, kind: PlaceKind) {
    const site = requireSite(req);
    const pg = paging(req);
    const query = queryOf(req, site.site_code, kind);
    if (!query || !inSiteOf(req, store, site, query)) return emptyPage(pg);
    const rows = store.page(query, pg.pageSize, pg.offset);
    const st = statuses(
      req,
      kind.type,
      rows.map((r) => r.id),
    );
    return pageOf(
      rows.map((r) => placeListItem(r, st.get(r.id) ?? ANONYMOUS_STATUS)),
      store.count(query),
      pg,
    );
  }

  function placeDetailOf(req: FastifyRequest, kind: PlaceKind) {
    const site = requireSite(req);
    const id = Number.parseInt(input(req, 'id'), 10);
    const row = Number.isFinite(id) ? store.place(id, site.site_code, kind.type) : undefined;
    if (!row) return fail(1, PLACES_TEXTS.notFound);
    const st = statuses(req, kind.type, [row.id]).get(row.id) ?? ANONYMOUS_STATUS;
    const rooms = kind.type === HOTEL ? store.rooms(row.id, DETAIL_ROOMS, 0) : null;
    return ok(placeDetail(row, st, store.counts(kind.type, row.id), rooms));
  }

  for (const kind of PLACE_KINDS) {
    app.get(`/res/api/${kind.path}/list`, async (req) => listPlaces(req, kind));
    app.get(`/res/api/${kind.path}/detail`, async (req) => placeDetailOf(req, kind));
  }
}

function registerRoomRoutes(app: FastifyInstance, store: Store): void {
  app.get('/res/api/hotel/roomList', async (req) => {
    const site = requireSite(req);
    const pg = paging(req);
    const hotelId = Number.parseInt(input(req, 'hotelId'), 10);
    const hotel = Number.isFinite(hotelId) ? store.place(hotelId, site.site_code, HOTEL) : undefined;
    if (!hotel) return emptyPage(pg);
    return pageOf(store.rooms(hotelId, pg.pageSize, pg.offset).map(roomItem), store.roomCount(hotelId), pg);
  });
}

function registerSearchRoutes(app: FastifyInstance, store: Store): void {
  app.get('/res/api/es/search', async (req) => {
    const site = requireSite(req);
    const pg = paging(req);
    const type = input(req, 'type');
    const types = type ? (kindOf(type) ? [type] : []) : PLACE_KINDS.map((k) => k.type);
    if (types.length === 0) return emptyPage(pg);
    const query: PlaceQuery = { siteCode: site.site_code, types, keyword: input(req, 'keyword').trim() };
    return pageOf(
      store.page(query, pg.pageSize, pg.offset).map((r) => ({
        id: String(r.id),
        resourceType: r.resource_type,
        name: r.name,
        images: imagesString(r.images),
        address: r.address,
        regionName: r.region_name,
      })),
      store.count(query),
      pg,
    );
  });

  app.get('/res/api/ranking/scenicRank', async (req) => {
    const site = requireSite(req);
    const pg = paging(req);
    const rows = store.byHeat(site.site_code, SCENERY, pg.pageSize, pg.offset);
    return ranking(
      rows.map((r) => ({ id: String(r.id), name: r.name, images: imagesString(r.images), level: r.level, heat: String(r.heat) })),
      makePage(store.countOfType(site.site_code, SCENERY), pg.currPage, pg.pageSize),
    );
  });
}

export function registerPlaceRoutes(app: FastifyInstance, ctx: AppContext): void {
  const store = placesStore(ctx.db);
  registerKindRoutes(app, ctx, store);
  registerRoomRoutes(app, store);
  registerSearchRoutes(app, store);
}
