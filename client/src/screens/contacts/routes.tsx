import type { RouteObject } from 'react-router-dom';
import { lazyScreen } from '../../shell/lazyScreen';
import { contactsTexts } from './texts';

const texts = { texts: contactsTexts };
const form = lazyScreen(
  () => import('./ContactFormScreen'),
  (m) => ({ loader: m.contactFormLoader, node: <m.ContactFormScreen /> }),
  texts,
);

/** The regular contacts (login required): the list, adding one, changing one. */
export const CONTACT_ROUTES: RouteObject[] = [
  {
    path: '/contact-regular',
    lazy: lazyScreen(
      () => import('./ContactListScreen'),
      (m) => ({ loader: m.contactListLoader, node: <m.ContactListScreen />, skeleton: <m.ContactListSkeleton /> }),
      texts,
    ),
  },
  { path: '/add-contact', lazy: form },
  { path: '/edit-contact/:id', lazy: form },
];
