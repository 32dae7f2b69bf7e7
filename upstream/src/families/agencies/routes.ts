/** The agencies family's calls: the districts with agencies, and a district's agencies. */
import type { FastifyInstance } from 'fastify';
import { input, paging, requireSite, type AppContext } from '../../context.ts';
import { emptyPage, pageOf, plainList } from '../../envelope.ts';
import { agenciesStore, type AgencyRow } from './store.ts';
import { SCOPE_NAMES } from './texts.ts';
import { siteLanguageOf } from '../demo.ts';

export const AGENCY_REGIONS_PATH = 'res/api/travelAgency/regions';
export const AGENCY_LIST_PATH = 'res/api/travelAgency/list';

/** The vendor's item: numbers as strings. */
function agencyItem(row: AgencyRow, scopeName: string): Record<string, unknown> {
  return {
    id: String(row.id),
    name: row.name,
    licenseNo: row.license_no,
    regionName: row.region_name,
    scope: row.scope,
    scopeName,
    address: row.address,
    phone: row.phone,
    longitude: String(row.longitude),
    latitude: String(row.latitude),
  };
}

export function routes(api: FastifyInstance, ctx: AppContext): void {
  const store = agenciesStore(ctx.db);
  /** regions: every district of the site with agencies, `{ siteId, regionName, agencyNum }`. */
  api.get(`/${AGENCY_REGIONS_PATH}`, async (req) => {
    const site = requireSite(req);
    return plainList(
      store.regions(site.site_code).map((r) => ({ siteId: String(site.id), regionName: r.region_name, agencyNum: String(r.n) })),
    );
  });
  /**
   * list: siteId (the site's own id or none; any other site has none of its agencies), regionName
   * (exact; "" or absent for the whole site), currPage, pageSize.
   */
  api.get(`/${AGENCY_LIST_PATH}`, async (req) => {
    const site = requireSite(req);
    const page = paging(req);
    const siteId = input(req, 'siteId').trim();
    if (siteId !== '' && siteId !== String(site.id)) return emptyPage(page);
    const region = input(req, 'regionName').trim();
    const names = SCOPE_NAMES[siteLanguageOf(site.site_language)];
    const rows = store.page(site.site_code, region, page.pageSize, page.offset);
    return pageOf(
      rows.map((r) => agencyItem(r, names[r.scope])),
      store.count(site.site_code, region),
      page,
    );
  });
}
