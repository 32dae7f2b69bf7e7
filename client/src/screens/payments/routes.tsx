import type { RouteObject } from 'react-router-dom';
import { lazyScreen } from '../../shell/lazyScreen';
import { ListSkeleton } from '../../widgets/Skeleton';
import { paymentsTexts } from './texts';
import { bookingTexts } from '../../widgets/booking/texts';

/** The payments family's screens: the consumption codes (CONSUMPTION_CODE → /user-code, login). */
export const PAYMENT_ROUTES: RouteObject[] = [
  {
    path: '/user-code',
    lazy: lazyScreen(
      () => import('./UserCodeScreen'),
      (m) => ({ loader: m.userCodeLoader, node: <m.UserCodeScreen />, skeleton: <ListSkeleton rows={3} /> }),
      { texts: [paymentsTexts, bookingTexts] },
    ),
  },
];
