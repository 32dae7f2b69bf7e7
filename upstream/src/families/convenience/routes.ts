/** The convenience family's call: a site's facilities of one type, nearest first when a point is given. */
import type { FastifyInstance } from 'fastify';
import { input, paging, requireSite, type AppContext } from '../../context.ts';
import { emptyPage, pageOf } from '../../envelope.ts';
import { CONVENIENCE_TYPES, convenienceStore, type ConvenienceType, type FacilityRow } from './store.ts';

export const CONVENIENCE_LIST_PATH = 'res/api/convenience/list';

/** The vendor's item: numbers as strings, "" for none. */
function facilityItem(row: FacilityRow): Record<string, unknown> {
  return {
    id: String(row.id),
    name: row.name,
    type: row.type,
    address: row.address,
    longitude: String(row.longitude),
    latitude: String(row.latitude),
    phone: row.phone,
    openTime: row.open_time,
    remark: row.remark,
    parkingTotal: row.parking_total === null ? '' : String(row.parking_total),
    parkingFree: row.parking_free === null ? '' : String(row.parking_free),
  };
}

/** A query value as a number, or null ("", "abc", "12abc" are not numbers). */
function numberParam(value: string): number | null {
  const text = value.trim();
  if (text === '') return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : null;
}

const isConvenienceType = (type: string): type is ConvenienceType => (CONVENIENCE_TYPES as readonly string[]).includes(type);

export function routes(api: FastifyInstance, ctx: AppContext): void {
  const store = convenienceStore(ctx.db);
  /**
   * list: type (a CONTENT_TYPE_… of CONVENIENCE_TYPES; anything else: an empty list); lng + lat
   * (both numbers: nearest first); currPage, pageSize. Otherwise by sort, id.
   */
  api.get(`/${CONVENIENCE_LIST_PATH}`, async (req) => {
    const site = requireSite(req);
    const { currPage, pageSize, offset } = paging(req);
    const type = input(req, 'type');
    if (!isConvenienceType(type)) return emptyPage({ currPage, pageSize });
    const longitude = numberParam(input(req, 'lng'));
    const latitude = numberParam(input(req, 'lat'));
    const rows =
      longitude !== null && latitude !== null
        ? store.nearest(site.site_code, type, { latitude, longitude }, pageSize, offset)
        : store.page(site.site_code, type, pageSize, offset);
    return pageOf(rows.map(facilityItem), store.count(site.site_code, type), { currPage, pageSize });
  });
}
