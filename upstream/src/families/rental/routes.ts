/** The rental family's calls: the site's car rental companies, their outlets, their cars. */
import type { FastifyInstance } from 'fastify';
import { input, paging, requireSite, type AppContext } from '../../context.ts';
import { emptyPage, ok, pageOf, plainList } from '../../envelope.ts';
import { CAR_TYPES, rentalStore, type CarRow, type CompanyRow, type OutletRow } from './store.ts';

export const COMPANY_LIST_PATH = 'res/api/carRental/companyList';
export const COMPANY_DETAIL_PATH = 'res/api/carRental/companyDetail';
export const OUTLET_LIST_PATH = 'res/api/carRental/outletList';
export const CAR_LIST_PATH = 'res/api/carRental/carList';

const money = (yuan: number) => yuan.toFixed(2);

function companyItem(row: CompanyRow): Record<string, unknown> {
  return {
    id: String(row.id),
    name: row.name,
    intro: row.intro,
    phone: row.phone,
    websiteUrl: row.website,
    minPrice: row.min_price === null ? '' : money(row.min_price),
    outletNum: String(row.outlet_count),
  };
}

function outletItem(row: OutletRow): Record<string, unknown> {
  return {
    id: String(row.id),
    companyId: String(row.company_id),
    name: row.name,
    address: row.address,
    longitude: String(row.longitude),
    latitude: String(row.latitude),
    phone: row.phone,
    openTime: row.open_time,
  };
}

function carItem(row: CarRow): Record<string, unknown> {
  return {
    id: String(row.id),
    companyId: String(row.company_id),
    name: row.name,
    carType: String(row.car_type),
    seats: String(row.seats),
    gearbox: row.gearbox,
    dailyPrice: money(row.daily_price),
    deposit: money(row.deposit),
  };
}

/** A positive integer id, or null. */
function idOf(value: string): number | null {
  return /^\d{1,15}$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

export function routes(api: FastifyInstance, ctx: AppContext): void {
  const store = rentalStore(ctx.db);
  /** companyList: currPage, pageSize. The site's companies by sort, with their lowest daily price and outlet count. */
  api.get(`/${COMPANY_LIST_PATH}`, async (req) => {
    const site = requireSite(req);
    const p = paging(req);
    return pageOf(store.companies(site.site_code, p.pageSize, p.offset).map(companyItem), store.companyCount(site.site_code), p);
  });

  /** companyDetail: id. The company with its outlets; data null when the site has no such company. */
  api.get(`/${COMPANY_DETAIL_PATH}`, async (req) => {
    const site = requireSite(req);
    const id = idOf(input(req, 'id'));
    const row = id === null ? undefined : store.company(site.site_code, id);
    if (!row) return ok(null);
    return ok({ ...companyItem(row), outlets: store.outlets(site.site_code, [row.id]).map(outletItem) });
  });

  /** outletList: companyIds (comma-separated). Every outlet of those companies of the site, by company and sort. */
  api.get(`/${OUTLET_LIST_PATH}`, async (req) => {
    const site = requireSite(req);
    const ids = input(req, 'companyIds')
      .split(',')
      .map((s) => idOf(s.trim()))
      .filter((n): n is number => n !== null);
    return plainList(ids.length === 0 ? [] : store.outlets(site.site_code, ids).map(outletItem));
  });

  /**
   * carList: companyId, carType (1 economy, 2 SUV, 3 MPV, 4 new energy, 5 business; none: all),
   * currPage, pageSize. A company's cars, cheapest first; another site's company or an unknown
   * type: an empty list.
   */
  api.get(`/${CAR_LIST_PATH}`, async (req) => {
    const site = requireSite(req);
    const p = paging(req);
    const id = idOf(input(req, 'companyId'));
    const typeText = input(req, 'carType');
    const type = typeText === '' ? null : Number(typeText);
    if (id === null || !store.company(site.site_code, id)) return emptyPage(p);
    if (type !== null && !(CAR_TYPES as readonly number[]).includes(type)) return emptyPage(p);
    return pageOf(store.cars(id, type, p.pageSize, p.offset).map(carItem), store.carCount(id, type), p);
  });
}
