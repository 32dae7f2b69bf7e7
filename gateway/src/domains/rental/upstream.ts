import type { UpstreamClient } from '../../core/upstream/client.ts';
import { decodeList, type UpstreamPage } from '../../core/upstream/envelope.ts';
import type { CarRow, CompanyRow, OutletRow } from './types.ts';

/** A page of the site's rental companies (API.md). */
export function companyList(upstream: UpstreamClient, currPage: number, pageSize: number): Promise<UpstreamPage<CompanyRow>> {
  return upstream.getPage<CompanyRow>('res/api/carRental/companyList', { currPage, pageSize });
}

/** A company with its outlets; null when the site has no such company. */
export function companyDetail(upstream: UpstreamClient, id: string): Promise<CompanyRow | null> {
  return upstream.getData<CompanyRow>('res/api/carRental/companyDetail', { id });
}

/** Every outlet of these companies, one call. */
export async function outletList(upstream: UpstreamClient, companyIds: readonly string[]): Promise<OutletRow[]> {
  return decodeList<OutletRow>(await upstream.get('res/api/carRental/outletList', { companyIds: companyIds.join(',') })).items;
}

/** A page of a company's cars, cheapest first; `carType` null for all. */
export function carList(
  upstream: UpstreamClient,
  companyId: string,
  carType: string | null,
  currPage: number,
  pageSize: number,
): Promise<UpstreamPage<CarRow>> {
  return upstream.getPage<CarRow>('res/api/carRental/carList', { companyId, carType, currPage, pageSize });
}
