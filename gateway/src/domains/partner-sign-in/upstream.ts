import type { UpstreamClient } from '../../core/upstream/client.ts';
import type { Envelope } from '../../core/upstream/envelope.ts';

/** Upstream calls of the partner sign-ins (API.md "Partner sign-in"). */

/** Which of the schema's partners is which upstream call. */
export type PartnerKind = 'PORTAL_LINK' | 'EXTERNAL' | 'IFLY' | 'CDDY' | 'TF_CLOUD' | 'HHE_SPEED';

/**
 * Exchanges a partner's one-time ticket for its user's session (UserInfo), whoever is signed in
 * now: the ticket's user signs in (the calls go without the current session).
 */
export function exchangeTicket(signedIn: UpstreamClient, via: PartnerKind, ticket: string): Promise<Envelope> {
  const upstream = signedIn.withoutSession();
  switch (via) {
    case 'PORTAL_LINK':
      return upstream.post('user/api/userBind/redirectLinkValid', { daqToken: ticket });
    case 'EXTERNAL':
      return upstream.post('user/api/userBind/externalLogin', { token: ticket });
    case 'IFLY':
      return upstream.post('user/api/userBind/iFlyLogin', { token: ticket });
    case 'CDDY':
      return upstream.post('user/api/userBind/cddyLogin', { token: ticket });
    case 'TF_CLOUD':
      return upstream.get('user/api/tfCloud/parseCode', { code: ticket });
    case 'HHE_SPEED':
      return upstream.get('user/api/hheSpeed/parseCode', { code: ticket });
  }
}
