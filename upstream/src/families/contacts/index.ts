/**
 * Regular contacts (the people a user books for): the caller's own list (`user/api/userContact/
 * list`, `detail`), adding (`save`), changing (`update`) and removing (`delete`) one. A contact
 * has a name, a certificate (type and number) and a phone; the number and the phone are kept
 * SM4-encrypted and answered masked with their SM4 hex. One certificate once per user and site,
 * at most CONTACT_CAP contacts; another user's contact answers like one that does not exist.
 */
import type { UpstreamFamily } from '../../family.ts';
import { migrations } from './migrations.ts';
import { routes } from './routes.ts';
import { seed } from './seed.ts';

export const contactsFamily: UpstreamFamily = {
  name: 'contacts',
  migrations,
  seed,
  routes,
};
