/**
 * Signing in from elsewhere: a partner portal's link (`daqToken`, redirectLinkValid), the partners'
 * own sign-ins with a partner token (externalLogin, iFlyLogin, cddyLogin) and the one-time codes
 * of code-based login (tfCloud/parseCode, hheSpeed/parseCode). The reference upstream plays the
 * partners: each ticket (token or code) names a phone, is valid 10 minutes and works once; the
 * development channel (`__dev/partner-tickets`) issues them. API.md "Partner sign-in".
 */
import type { UpstreamFamily } from '../../family.ts';
import { migrations } from './migrations.ts';
import { registerPartnerDevRoutes, registerPartnerRoutes } from './routes.ts';

export const partnerSignInFamily: UpstreamFamily = {
  name: 'partner-sign-in',
  migrations,
  routes: registerPartnerRoutes,
  devRoutes: registerPartnerDevRoutes,
};
