import { Navigate, type RouteObject } from 'react-router-dom';
import { lazyScreen } from './shell/lazyScreen';
import { PLACE_ROUTES } from './shell/placeKinds';
import { homeLoader } from './screens/site/homeLoader';
import { newsListLoader } from './screens/news/newsListLoader';
import { activityHomeLoader } from './screens/activities/activityHomeLoader';
import { userLoader } from './screens/viewer/userLoader';
import { paymentsTexts } from './screens/payments/texts';

const placeRoutes: RouteObject[] = PLACE_ROUTES.flatMap((r) => {
  const list = lazyScreen(() => import('./screens/places/PlaceListScreen'), (m) => ({ loader: m.placeListLoader(r), node: <m.PlaceListScreen /> }));
  const detail = lazyScreen(() => import('./screens/places/PlaceDetailScreen'), (m) => ({ loader: m.placeDetailLoader(r), node: <m.PlaceDetailScreen /> }));
  // a scenic area's parts list on the scenic area's screens (screens/scenic), not here
  const lists = r.underScenicArea ? [] : [{ path: `/${r.list}`, lazy: list }, { path: `/${r.list}/:siteId`, lazy: list }];
  return [...lists, { path: `/${r.detail}/:id`, lazy: detail }];
});

const newsList = lazyScreen(() => import('./screens/news/NewsListScreen'), (m) => ({ node: <m.NewsListScreen /> }));

const search = lazyScreen(() => import('./screens/search/SearchScreen'), (m) => ({ loader: m.searchLoader, node: <m.SearchScreen /> }));
const comments = lazyScreen(() => import('./screens/comments/CommentsScreen'), (m) => ({ loader: m.commentsLoader, node: <m.CommentsScreen /> }));
const newsComments = lazyScreen(() => import('./screens/comments/CommentsScreen'), (m) => ({ loader: m.newsCommentsLoader, node: <m.CommentsScreen /> }));
const bindPhone = lazyScreen(() => import('./screens/session/LoginScreen'), (m) => ({ node: <m.LoginScreen bind /> }));

/** Activities, rooms, reservations and orders. */
const activityHome = lazyScreen(() => import('./screens/activities/ActivityHomeScreen'), (m) => ({ node: <m.ActivityHomeScreen /> }));
// these screens show the cashier, the payment due or the voucher (the payments family's texts)
const withPayments = { texts: paymentsTexts };
const bookingSuccess = lazyScreen(() => import('./screens/orders/BookingSuccessScreen'), (m) => ({ loader: m.bookingSuccessLoader, node: <m.BookingSuccessScreen /> }), withPayments);
const userReservation = lazyScreen(() => import('./screens/orders/UserReservationScreen'), (m) => ({ loader: m.userReservationLoader, node: <m.UserReservationScreen /> }), withPayments);
const ORDER_ROUTES: RouteObject[] = [
  { path: '/activity-order/:id', lazy: lazyScreen(() => import('./screens/activities/ActivityOrderScreen'), (m) => ({ loader: m.activityOrderLoader, node: <m.ActivityOrderScreen /> })) },
  { path: '/activity-success/:orderCode', lazy: bookingSuccess },
  { path: '/order-success/:orderCode', lazy: bookingSuccess },
  { path: '/activity-room/:id', lazy: lazyScreen(() => import('./screens/activities/ActivityRoomScreen'), (m) => ({ loader: m.activityRoomLoader, node: <m.ActivityRoomScreen /> })) },
  // an activity room's page is its time choice (its days and slots); /room-detail is a hotel room's page
  { path: '/time-choice/:id', lazy: lazyScreen(() => import('./screens/activities/TimeChoiceScreen'), (m) => ({ loader: m.timeChoiceLoader, node: <m.TimeChoiceScreen /> })) },
  { path: '/room-detail/:id', lazy: lazyScreen(() => import('./screens/places/HotelRoomScreen'), (m) => ({ loader: m.hotelRoomLoader, node: <m.HotelRoomScreen /> })) },
  { path: '/room-order/:id', lazy: lazyScreen(() => import('./screens/activities/RoomOrderScreen'), (m) => ({ loader: m.roomOrderLoader, node: <m.RoomOrderScreen /> })) },
  { path: '/appointment-order/:id/:date', lazy: lazyScreen(() => import('./screens/reservations/AppointmentOrderScreen'), (m) => ({ loader: m.appointmentOrderLoader, node: <m.AppointmentOrderScreen /> })) },
  { path: '/appointment-query-zytf', lazy: lazyScreen(() => import('./screens/reservations/AppointmentQueryScreen'), (m) => ({ loader: m.appointmentQueryLoader, node: <m.AppointmentQueryScreen /> })) },
  { path: '/user-reservation', lazy: userReservation },
  { path: '/user-activity', lazy: userReservation },
  { path: '/reservation-detail/:id', lazy: lazyScreen(() => import('./screens/orders/ReservationDetailScreen'), (m) => ({ loader: m.reservationDetailLoader, node: <m.ReservationDetailScreen /> }), withPayments) },
  { path: '/reservation-write/:resourceId/:resourceType/:orderId', lazy: lazyScreen(() => import('./screens/orders/ReservationWriteScreen'), (m) => ({ loader: m.reservationWriteLoader, node: <m.ReservationWriteScreen /> })) },
  { path: '/user-order', lazy: lazyScreen(() => import('./screens/shop/UserOrderScreen'), (m) => ({ loader: m.userOrderLoader, node: <m.UserOrderScreen /> }), withPayments) },
  { path: '/order-detail/:id', lazy: lazyScreen(() => import('./screens/shop/OrderDetailScreen'), (m) => ({ loader: m.orderDetailLoader, node: <m.OrderDetailScreen /> })) },
  { path: '/user-wallet', lazy: lazyScreen(() => import('./screens/shop/UserWalletScreen'), (m) => ({ loader: m.userWalletLoader, node: <m.UserWalletScreen /> })) },
];

/** The id of the shell's route, under which the screen families' tables are patched in. */
export const SHELL_ROUTE_ID = 'shell';

/** What the router gives the shell's route: its element, loader, error and hydration fallbacks. */
export type ShellRoute = Omit<RouteObject, 'id' | 'path' | 'index' | 'children' | 'lazy'>;

/**
 * The app's route table, the shell's own route given (router.tsx passes the shell's components;
 * the route contract test passes none, so the table loads without the shell's queries).
 */
export const appRoutes = (shell: ShellRoute): RouteObject[] => [
  { path: '/', element: <Navigate to="/index" replace /> },
  // pages a visitor rarely sees load on demand, outside the home's first JavaScript
  { path: '/stop-service', lazy: lazyScreen(() => import('./screens/site/StopService'), (m) => ({ node: <m.StopServicePage /> })) },
  { path: '/invitation', lazy: lazyScreen(() => import('./screens/site/Invitation'), (m) => ({ node: <m.InvitationPage /> })) },
  {
    ...shell,
    id: SHELL_ROUTE_ID,
    children: [
      // The bottom menu's screens (home, news, activities, mine) have their loaders in the router
      // (their queries' ids only, `@preloadable`): a first load sends the screen's query with the
      // shell's, while the screen's chunk loads.
      { path: '/index', loader: homeLoader, lazy: lazyScreen(() => import('./screens/site/HomeScreen'), (m) => ({ node: <m.HomeScreen /> })) },
      ...placeRoutes,
      { path: '/news-list/:code', loader: newsListLoader, lazy: newsList },
      { path: '/news-list/:code/:tagId', loader: newsListLoader, lazy: newsList },
      { path: '/news-detail/:id', lazy: lazyScreen(() => import('./screens/news/NewsDetailScreen'), (m) => ({ loader: m.newsDetailLoader, node: <m.NewsDetailScreen /> })) },
      { path: '/open-map/:lng/:lat/:name/:address', lazy: lazyScreen(() => import('./screens/places/OpenMapScreen'), (m) => ({ node: <m.OpenMapScreen /> })) },
      { path: '/default-service', lazy: lazyScreen(() => import('./screens/site/ServicesScreen'), (m) => ({ loader: m.servicesLoader, node: <m.ServicesScreen /> })) },
      { path: '/search', lazy: search },
      { path: '/search/:type', lazy: search },
      { path: '/simple-comment/:type/:id', lazy: comments },
      { path: '/news-comment/:type/:id', lazy: newsComments },
      { path: '/login', lazy: lazyScreen(() => import('./screens/session/LoginScreen'), (m) => ({ node: <m.LoginScreen /> })) },
      { path: '/bind-phone', lazy: bindPhone },
      { path: '/bind-phone/:type', lazy: bindPhone },
      { path: '/user', loader: userLoader, lazy: lazyScreen(() => import('./screens/viewer/UserScreen'), (m) => ({ node: <m.UserScreen /> })) },
      { path: '/user-credit', lazy: lazyScreen(() => import('./screens/viewer/UserCreditScreen'), (m) => ({ loader: m.userCreditLoader, node: <m.UserCreditScreen /> })) },
      { path: '/user-collection', lazy: lazyScreen(() => import('./screens/viewer/UserCollectionScreen'), (m) => ({ loader: m.userCollectionLoader, node: <m.UserCollectionScreen /> })) },
      { path: '/user-comment', lazy: lazyScreen(() => import('./screens/viewer/UserCommentsScreen'), (m) => ({ loader: m.userCommentsLoader, node: <m.UserCommentsScreen /> })) },
      { path: '/activity-home', loader: activityHomeLoader, lazy: activityHome },
      { path: '/activity', loader: activityHomeLoader, lazy: activityHome },
      { path: '/activity/:classifyId', loader: activityHomeLoader, lazy: activityHome },
      { path: '/activity-list/:classifyId/:date', lazy: lazyScreen(() => import('./screens/activities/ActivityListScreen'), (m) => ({ loader: m.activityListLoader, node: <m.ActivityListScreen /> })) },
      { path: '/activity-detail/:id', lazy: lazyScreen(() => import('./screens/activities/ActivityDetailScreen'), (m) => ({ loader: m.activityDetailLoader, node: <m.ActivityDetailScreen /> })) },
      ...ORDER_ROUTES,
      // the screen families' routes are patched in here on demand (familyRoutes.ts)
      { path: '*', lazy: lazyScreen(() => import('./screens/site/ComingSoon'), (m) => ({ node: <m.ComingSoonPage /> })) },
    ],
  },
];
