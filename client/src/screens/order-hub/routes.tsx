import type { RouteObject } from 'react-router-dom';
import { lazyRoute } from '../../shell/lazyScreen';
import { orderHubTexts } from './texts';
import { bookingTexts } from '../../widgets/booking/texts';

/** The order hub: every order of the visitor in one list, and the orders waiting for the visitor. */
export const ORDER_HUB_ROUTES: RouteObject[] = [
  { path: '/order-list', lazy: lazyRoute(() => import('./OrderListScreen'), { texts: [orderHubTexts, bookingTexts] }) },
  { path: '/some-list', lazy: lazyRoute(() => import('./WaitingOrdersScreen'), { texts: [orderHubTexts, bookingTexts] }) },
];
