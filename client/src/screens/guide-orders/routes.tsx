import type { RouteObject } from 'react-router-dom';
import { lazyRoute } from '../../shell/lazyScreen';
import { paymentsTexts } from '../payments/texts';
import { reservationOrdersTexts } from '../orders/texts';
import { guideOrderTexts } from './texts';
import { bookingTexts } from '../../widgets/booking/texts';

/** Booking a narrator for a place, booking an interpretation session, and the page after either. */
export const GUIDE_ORDER_ROUTES: RouteObject[] = [
  { path: '/narrator-order/:id', lazy: lazyRoute(() => import('./NarratorOrderScreen'), { texts: [guideOrderTexts, bookingTexts] }) },
  {
    path: '/interpretation-order/:id',
    lazy: lazyRoute(() => import('./InterpretationOrderScreen'), { texts: [guideOrderTexts, bookingTexts] }),
  },
  {
    path: '/interpretation-success/:orderCode/:type',
    lazy: lazyRoute(() => import('./GuideSuccessScreen'), {
      texts: [guideOrderTexts, reservationOrdersTexts, paymentsTexts, bookingTexts],
    }),
  },
];
