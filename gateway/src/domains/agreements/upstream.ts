import type { UpstreamClient } from '../../core/upstream/client.ts';
import type { Envelope } from '../../core/upstream/envelope.ts';
import type { AgreementRow } from './types.ts';

/** Upstream calls of the site's agreements (API.md "Agreements"). */

export async function agreementList(upstream: UpstreamClient): Promise<AgreementRow[]> {
  return (await upstream.getPage<AgreementRow>('user/api/userBind/getUserAgreement', { pageSize: 50 })).items;
}

/** One agreement with its body, by the upstream's kind (`REGISTER`, `PRIVACY`, `PUBLISH`). */
export function agreementDetail(upstream: UpstreamClient, type: string): Promise<Envelope> {
  return upstream.get('user/api/userBind/getAgreementDetail', { type });
}
