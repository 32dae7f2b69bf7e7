import type { RouteObject } from 'react-router-dom';
import { lazyRoute } from '../../shell/lazyScreen';
import { addressTexts } from './texts';

const texts = { texts: addressTexts };
const form = lazyRoute(() => import('./AddressFormScreen'), texts);

/** The shipping address screens under the spec's URLs (login required). */
export const ADDRESS_ROUTES: RouteObject[] = [
  { path: '/shipping-address', lazy: lazyRoute(() => import('./AddressListScreen'), texts) },
  { path: '/add-address', lazy: form },
  { path: '/edit-address/:id', lazy: form },
];
