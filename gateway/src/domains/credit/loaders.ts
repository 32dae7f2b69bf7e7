import DataLoader from 'dataloader';
import type { UpstreamClient } from '../../upstream/client.ts';
import { text } from '../places/normalise.ts';
import type { SiteLoaders } from '../site/loaders.ts';
import { creditSource } from './credit.ts';
import { creditView } from './upstream.ts';
import type { CreditSource } from './types.ts';

export interface CreditLoaders {
  /** Credit views keyed by the user's `encryption` (SM4 hex phone) on the request's site. */
  view: DataLoader<string, CreditSource | null>;
}

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

export function createCreditLoaders(upstream: UpstreamClient, site: SiteLoaders): CreditLoaders {
  return {
    view: new DataLoader((phones: readonly string[]) =>
      Promise.all(
        phones.map(async (phone) => {
          try {
            const row = await site.site.load(upstream.siteCode);
            const platformCode = text(row.id) ?? upstream.siteCode;
            return creditSource(await creditView(upstream, platformCode, phone));
          } catch (error) {
            return asError(error);
          }
        }),
      ),
    ),
  };
}
