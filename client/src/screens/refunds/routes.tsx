import type { RouteObject } from 'react-router-dom';
import { lazyScreen } from '../../shell/lazyScreen';
import { refundsTexts } from './texts';
import { bookingTexts } from '../../widgets/booking/texts';

const texts = { texts: [refundsTexts, bookingTexts] };

/** The user's refunds (login required): the list, one refund's progress, applying (a route order's too), the merchant to contact. */
export const REFUND_ROUTES: RouteObject[] = [
  {
    path: '/user-refund',
    lazy: lazyScreen(
      () => import('./RefundListScreen'),
      (m) => ({ loader: m.refundListLoader, node: <m.RefundListScreen />, skeleton: <m.RefundListSkeleton /> }),
      texts,
    ),
  },
  {
    path: '/refund-detail/:id',
    lazy: lazyScreen(
      () => import('./RefundDetailScreen'),
      (m) => ({ loader: m.refundDetailLoader, node: <m.RefundDetailScreen />, skeleton: <m.RefundDetailSkeleton /> }),
      texts,
    ),
  },
  {
    path: '/apply-refund',
    lazy: lazyScreen(
      () => import('./ApplyRefundScreen'),
      (m) => ({ loader: m.applyRefundLoader, node: <m.ApplyRefundScreen />, skeleton: <m.ApplyRefundSkeleton /> }),
      texts,
    ),
  },
  {
    path: '/line-refund/:id',
    lazy: lazyScreen(
      () => import('./ApplyRefundScreen'),
      (m) => ({ loader: m.applyRefundLoader, node: <m.ApplyRefundScreen line />, skeleton: <m.ApplyRefundSkeleton /> }),
      texts,
    ),
  },
  {
    path: '/contact-refund',
    lazy: lazyScreen(
      () => import('./ContactRefundScreen'),
      (m) => ({ loader: m.contactRefundLoader, node: <m.ContactRefundScreen /> }),
      texts,
    ),
  },
];
