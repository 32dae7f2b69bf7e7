/**
 * The site's agreements (`user/api/userBind/getUserAgreement`, `getAgreementDetail`): the
 * registration agreement, the privacy policy and the user-publishing agreement a person accepts
 * when registering, signing in or posting a comment or a story. Their payloads are not shown in
 * the spec: designed here as the vendor's user centre serves them (a list of titles and versions,
 * a body of HTML by id or kind), one of each kind per site in the site's language.
 */
import type { UpstreamFamily } from '../../family.ts';
import { migrations } from './migrations.ts';
import { routes } from './routes.ts';
import { seed } from './seed.ts';

export const agreementsFamily: UpstreamFamily = {
  name: 'agreements',
  migrations,
  seed,
  routes,
  referencePaths: ['user/api/userBind/getUserAgreement', 'user/api/userBind/getAgreementDetail'],
};
