/** Place lists and details for every kind, hotel rooms, search and the scenic ranking. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { input, paging, requireSite, type AppContext, type SiteRow } from '../context.ts';
import { callerKeyOf } from '../caller.ts';
import { emptyPage, fail, makePage, ok, pageOf, ranking } from '../envelope.ts';
import { placeDetail, placeListItem, roomItem, type Counts, type PlaceRow, type RoomRow } from '../format/places.ts';
import { regionPrefix } from '../regions/division.ts';
import { FACILITY, HOTEL, PLACE_KINDS, SCENERY, SPOT, VENUE, imagesString, kindOf, type PlaceKind } from '../resources.ts';
import { ANONYMOUS_STATUS, userStatuses, type InteractionStatus } from '../users.ts';

interface Filter {
  where: string[];
  params: unknown[];
  order: string;
  orderParams: unknown[];
}

/** Builds WHERE / ORDER BY from the common list parameters. Returns null when nothing can match. */
function buildFilter(req: FastifyRequest, siteCode: string, types: readonly string[]): Filter | null {
  const where = ['site_code = ?', `resource_type IN (${types.map(() => '?').join(',')})`];
  const params: unknown[] = [siteCode, ...types];
  const keyword = input(req, 'keyword').trim();
  if (keyword) {
    where.push('instr(name, ?) > 0');
    params.push(keyword);
  }
  const region = input(req, 'region').trim();
  if (region) {
    const prefix = regionPrefix(region);
    if (!prefix) return null;
    where.push('substr(region, 1, ?) = ?');
    params.push(prefix.length, prefix);
  }
  const level = input(req, 'level').trim();
  if (level) {
    where.push('level = ?');
    params.push(level);
  }
  let order = 'sort, id';
  const orderParams: unknown[] = [];
  const lng = Number.parseFloat(input(req, 'lng'));
  const lat = Number.parseFloat(input(req, 'lat'));
  if (input(req, 'sortType') === '1' && Number.isFinite(lng) && Number.isFinite(lat)) {
    order = 'distance_km(latitude, longitude, ?, ?), id';
    orderParams.push(lat, lng);
  }
  return { where, params, order, orderParams };
}

export function registerPlaceRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = ctx.db;
  const byId = db.prepare('SELECT * FROM places WHERE id = ? AND site_code = ? AND resource_type = ?');
  const countsOf = db.prepare('SELECT like_num, collection_num, comment_num FROM interactions WHERE resource_type = ? AND resource_id = ?');
  const roomsOf = db.prepare('SELECT * FROM hotel_rooms WHERE hotel_id = ? ORDER BY sort, id LIMIT ? OFFSET ?');
  const roomCount = db.prepare('SELECT COUNT(*) AS n FROM hotel_rooms WHERE hotel_id = ?');

  const statuses = (req: FastifyRequest, type: string, ids: number[]): Map<number, InteractionStatus> =>
    userStatuses(db, callerKeyOf(ctx, req), type, ids);

  const anon: InteractionStatus = ANONYMOUS_STATUS;

  const areaSite = db.prepare('SELECT region FROM area_sites WHERE id = ? AND parent_site_code = ?');
  /**
   * `siteId`: the places of that site. This site's own id changes nothing; a county site below it
   * (area_sites) narrows the list to the county's region; any other site has none of this site's
   * places (false).
   */
  function inSiteOf(req: FastifyRequest, site: SiteRow, filter: Filter): boolean {
    const siteId = input(req, 'siteId').trim();
    if (!siteId || siteId === String(site.id)) return true;
    const area = /^\d{1,18}$/.test(siteId) ? (areaSite.get(Number(siteId), site.site_code) as { region: string } | undefined) : undefined;
    const prefix = area ? regionPrefix(area.region) : null;
    if (!prefix) return false;
    filter.where.push('substr(region, 1, ?) = ?');
    filter.params.push(prefix.length, prefix);
    return true;
  }

  function listPlaces(req: FastifyRequest, kind: PlaceKind) {
    const site = requireSite(req);
    const pg = paging(req);
    const filter = buildFilter(req, site.site_code, [kind.type]);
    if (!filter || !inSiteOf(req, site, filter)) return emptyPage(pg);
    if (kind.type === VENUE && input(req, 'type')) {
      filter.where.push('sub_type = ?');
      filter.params.push(input(req, 'type'));
    }
    if (kind.type === SPOT && input(req, 'scenicId')) {
      filter.where.push('parent_id = ?');
      filter.params.push(Number(input(req, 'scenicId')) || -1);
    }
    // a village's spots (ruralId), a scenic area's facilities, shows and theme areas (scenicId)
    const parentParam = 'parent' in kind ? kind.parent : null;
    if (parentParam && input(req, parentParam)) {
      filter.where.push('parent_id = ?');
      filter.params.push(Number(input(req, parentParam)) || -1);
    }
    // the facilities of one theme area of the scenic area
    if (kind.type === FACILITY && input(req, 'themeId')) {
      filter.where.push("json_extract(extra, '$.list.themeId') = ?");
      filter.params.push(input(req, 'themeId'));
    }
    const whereSql = filter.where.join(' AND ');
    const total = (db.prepare(`SELECT COUNT(*) AS n FROM places WHERE ${whereSql}`).get(...filter.params) as { n: number }).n;
    const rows = db
      .prepare(`SELECT * FROM places WHERE ${whereSql} ORDER BY ${filter.order} LIMIT ? OFFSET ?`)
      .all(...filter.params, ...filter.orderParams, pg.pageSize, pg.offset) as PlaceRow[];
    const st = statuses(
      req,
      kind.type,
      rows.map((r) => r.id),
    );
    return pageOf(
      rows.map((r) => placeListItem(r, st.get(r.id) ?? anon)),
      total,
      pg,
    );
  }

  function placeDetailOf(req: FastifyRequest, kind: PlaceKind) {
    const site = requireSite(req);
    const id = Number.parseInt(input(req, 'id'), 10);
    const row = Number.isFinite(id) ? (byId.get(id, site.site_code, kind.type) as PlaceRow | undefined) : undefined;
    if (!row) return fail(1, '资源不存在');
    const st = statuses(req, kind.type, [row.id]).get(row.id) ?? anon;
    const counts = countsOf.get(kind.type, row.id) as Counts | undefined;
    const rooms = kind.type === HOTEL ? (roomsOf.all(row.id, 20, 0) as RoomRow[]) : null;
    return ok(placeDetail(row, st, counts, rooms));
  }

  for (const kind of PLACE_KINDS) {
    app.get(`/res/api/${kind.path}/list`, async (req) => listPlaces(req, kind));
    app.get(`/res/api/${kind.path}/detail`, async (req) => placeDetailOf(req, kind));
  }

  app.get('/res/api/hotel/roomList', async (req) => {
    const site = requireSite(req);
    const pg = paging(req);
    const hotelId = Number.parseInt(input(req, 'hotelId'), 10);
    const hotel = Number.isFinite(hotelId) ? byId.get(hotelId, site.site_code, HOTEL) : undefined;
    if (!hotel) return emptyPage(pg);
    const total = (roomCount.get(hotelId) as { n: number }).n;
    const rows = roomsOf.all(hotelId, pg.pageSize, pg.offset) as RoomRow[];
    return pageOf(rows.map(roomItem), total, pg);
  });

  app.get('/res/api/es/search', async (req) => {
    const site = requireSite(req);
    const pg = paging(req);
    const type = input(req, 'type');
    const types = type ? (kindOf(type) ? [type] : []) : PLACE_KINDS.map((k) => k.type);
    const keyword = input(req, 'keyword').trim();
    if (types.length === 0) return emptyPage(pg);
    const where = `site_code = ? AND resource_type IN (${types.map(() => '?').join(',')})${keyword ? ' AND instr(name, ?) > 0' : ''}`;
    const params: unknown[] = [site.site_code, ...types, ...(keyword ? [keyword] : [])];
    const total = (db.prepare(`SELECT COUNT(*) AS n FROM places WHERE ${where}`).get(...params) as { n: number }).n;
    const rows = db
      .prepare(`SELECT * FROM places WHERE ${where} ORDER BY sort, id LIMIT ? OFFSET ?`)
      .all(...params, pg.pageSize, pg.offset) as PlaceRow[];
    return pageOf(
      rows.map((r) => ({
        id: String(r.id),
        resourceType: r.resource_type,
        name: r.name,
        images: imagesString(r.images),
        address: r.address,
        regionName: r.region_name,
      })),
      total,
      pg,
    );
  });

  app.get('/res/api/ranking/scenicRank', async (req) => {
    const site = requireSite(req);
    const pg = paging(req);
    const total = (
      db.prepare('SELECT COUNT(*) AS n FROM places WHERE site_code = ? AND resource_type = ?').get(site.site_code, SCENERY) as {
        n: number;
      }
    ).n;
    const rows = db
      .prepare('SELECT * FROM places WHERE site_code = ? AND resource_type = ? ORDER BY heat DESC, id LIMIT ? OFFSET ?')
      .all(site.site_code, SCENERY, pg.pageSize, pg.offset) as PlaceRow[];
    return ranking(
      rows.map((r) => ({ id: String(r.id), name: r.name, images: imagesString(r.images), level: r.level, heat: String(r.heat) })),
      makePage(total, pg.currPage, pg.pageSize),
    );
  });
}
