import type { UpstreamClient } from '../../core/upstream/client.ts';
import type { CreditRow } from './types.ts';

/** The credit view of a phone (SM4 hex, the user's `encryption`) on a platform (the site id). */
export async function creditView(upstream: UpstreamClient, platformCode: string, phoneSm4: string): Promise<CreditRow | null> {
  const page = await upstream.getPage<CreditRow>('credit/api/creditUser/view', {
    platformCode,
    platformChannel: 'cultural',
    phone: phoneSm4,
  });
  return page.items[0] ?? null;
}
