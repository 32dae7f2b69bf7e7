import type { RouteObject } from 'react-router-dom';
import { lazyRoute } from '../../shell/lazyScreen';
import { storefrontTexts } from './texts';
import { bookingTexts } from '../../widgets/booking/texts';

const texts = { texts: [storefrontTexts, bookingTexts] };

/** The site's shop of local products under the spec's URL (menu code DPQ-SHOP), and a product's page. */
export const STOREFRONT_ROUTES: RouteObject[] = [
  { path: '/dpq-shop', lazy: lazyRoute(() => import('./StorefrontScreen'), texts) },
  { path: '/dpq-shop/:id', lazy: lazyRoute(() => import('./ProductScreen'), texts) },
];
