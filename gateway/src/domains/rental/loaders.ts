import DataLoader from 'dataloader';
import type { RequestScope } from '../../core/context.ts';
import { text } from '../../core/normalise.ts';
import { companyDetail, outletList } from './upstream.ts';
import type { CompanyRow, OutletRow } from './types.ts';

export interface RentalLoaders {
  /** The outlets of companies by company upstream id: one call for every company of the request. */
  outlets: DataLoader<string, OutletRow[]>;
  /** Companies by upstream id (`node(id:)`), one detail each; null when missing. */
  company: DataLoader<string, CompanyRow | null>;
}

export function createRentalLoaders({ upstream }: RequestScope): RentalLoaders {
  return {
    outlets: new DataLoader(async (ids: readonly string[]) => {
      const rows = await outletList(upstream, ids);
      return ids.map((id) => rows.filter((r) => text(r.companyId) === id));
    }),
    company: new DataLoader((ids: readonly string[]) => Promise.all(ids.map((id) => companyDetail(upstream, id)))),
  };
}
