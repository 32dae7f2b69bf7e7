import type { UpstreamClient } from '../../core/upstream/client.ts';
import type { UpstreamPage } from '../../core/upstream/envelope.ts';
import type { CreditMonthRow, CreditRecordRow, CreditRow } from './types.ts';

/** The credit view of a phone (SM4 hex, the user's `encryption`) on a platform (the site id). */
export async function creditView(upstream: UpstreamClient, platformCode: string, phoneSm4: string): Promise<CreditRow | null> {
  const page = await upstream.getPage<CreditRow>('credit/api/creditUser/view', {
    platformCode,
    platformChannel: 'cultural',
    phone: phoneSm4,
  });
  return page.items[0] ?? null;
}

/** The months that have credit records, newest first. */
export async function creditMonths(upstream: UpstreamClient, platformCode: string, phoneSm4: string): Promise<CreditMonthRow[]> {
  return (await upstream.getPage<CreditMonthRow>('credit/api/creditUser/months', { platformCode, phone: phoneSm4 })).items;
}

/** One month's credit records (all, or only additions or deductions), newest first. */
export function creditRecords(
  upstream: UpstreamClient,
  params: { platformCode: string; phoneSm4: string; month: string; type: 'add' | 'deduct' | null },
  currPage: number,
  pageSize: number,
): Promise<UpstreamPage<CreditRecordRow>> {
  return upstream.getPage<CreditRecordRow>('credit/api/creditUser/records', {
    platformCode: params.platformCode,
    phone: params.phoneSm4,
    month: params.month,
    type: params.type,
    currPage,
    pageSize,
  });
}
