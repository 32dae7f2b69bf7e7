import DataLoader from 'dataloader';
import type { Loaders, RequestScope } from '../../core/context.ts';
import { text } from '../../core/normalise.ts';
import { creditSource } from './credit.ts';
import { creditView } from './upstream.ts';
import type { CreditSource } from './types.ts';
import { asError } from '../../core/loaders.ts';

export interface CreditLoaders {
  /** Credit views keyed by the user's `encryption` (SM4 hex phone) on the request's site. */
  view: DataLoader<string, CreditSource | null>;
}

export function createCreditLoaders({ upstream }: RequestScope, { site }: Loaders): CreditLoaders {
  return {
    view: new DataLoader((phones: readonly string[]) =>
      Promise.all(
        phones.map(async (phone) => {
          try {
            const row = await site.site.load(upstream.siteCode);
            const platformCode = text(row.id) ?? upstream.siteCode;
            return creditSource(await creditView(upstream, platformCode, phone), phone, platformCode);
          } catch (error) {
            return asError(error);
          }
        }),
      ),
    ),
  };
}
