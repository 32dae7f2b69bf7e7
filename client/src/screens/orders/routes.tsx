import type { RouteObject } from 'react-router-dom';
import { lazyScreen } from '../../shell/lazyScreen';
import { paymentsTexts } from '../payments/texts';
import { reservationsTexts } from '../reservations/texts';
import { reservationOrdersTexts } from './texts';
import { bookingTexts } from '../../widgets/booking/texts';

const texts = { texts: [reservationOrdersTexts, bookingTexts] };
// these screens show the cashier, the payment due or the voucher (the payments family's texts)
const withPayments = { texts: [reservationOrdersTexts, paymentsTexts, bookingTexts] };
const bookingSuccess = lazyScreen(
  () => import('./BookingSuccessScreen'),
  (m) => ({ loader: m.bookingSuccessLoader, node: <m.BookingSuccessScreen /> }),
  withPayments,
);
const userReservation = lazyScreen(
  () => import('./UserReservationScreen'),
  (m) => ({ loader: m.userReservationLoader, node: <m.UserReservationScreen /> }),
  withPayments,
);

/**
 * A booking's success page, the viewer's reservations and activity orders, an order's page and its
 * review, cancelling one with a reason and its cancelled page, and an activity order's code.
 */
export const ORDER_ROUTES: RouteObject[] = [
  { path: '/activity-success/:orderCode', lazy: bookingSuccess },
  { path: '/order-success/:orderCode', lazy: bookingSuccess },
  { path: '/user-reservation', lazy: userReservation },
  { path: '/user-activity', lazy: userReservation },
  {
    path: '/reservation-detail/:id',
    lazy: lazyScreen(
      () => import('./ReservationDetailScreen'),
      (m) => ({ loader: m.reservationDetailLoader, node: <m.ReservationDetailScreen /> }),
      // a voucher of a combined appointment cancels the appointment whole (the reservations family's texts)
      { texts: [reservationOrdersTexts, paymentsTexts, reservationsTexts, bookingTexts] },
    ),
  },
  {
    path: '/cancel-odder',
    lazy: lazyScreen(
      () => import('./CancelOrderScreen'),
      (m) => ({ loader: m.cancelOrderLoader, node: <m.CancelOrderScreen />, skeleton: <m.CancelOrderSkeleton /> }),
      texts,
    ),
  },
  {
    path: '/cancel-off',
    lazy: lazyScreen(
      () => import('./CancelledScreen'),
      (m) => ({ loader: m.cancelledLoader, node: <m.CancelledScreen /> }),
      texts,
    ),
  },
  {
    path: '/code-detail-activity',
    lazy: lazyScreen(
      () => import('./ActivityCodeScreen'),
      (m) => ({ loader: m.activityCodeLoader, node: <m.ActivityCodeScreen /> }),
      withPayments,
    ),
  },
  {
    path: '/reservation-write/:resourceId/:resourceType/:orderId',
    lazy: lazyScreen(
      () => import('./ReservationWriteScreen'),
      (m) => ({ loader: m.reservationWriteLoader, node: <m.ReservationWriteScreen /> }),
      texts,
    ),
  },
];
