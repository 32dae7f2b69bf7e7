import type { RouteObject } from 'react-router-dom';
import { lazyScreen } from '../../shell/lazyScreen';
import { PLACE_ROUTES } from '../../shell/placeKinds';
import { reservationsTexts } from '../reservations/texts';
import { placesTexts } from './texts';
import { bookingTexts } from '../../widgets/booking/texts';
import { guideOrderTexts } from '../guide-orders/texts';
import { DetailSkeleton } from '../../widgets/Skeleton';

const list = () => import('./PlaceListScreen');
const detail = () => import('./PlaceDetailScreen');
const texts = { texts: placesTexts };
// a place's page shows its reservation section and guide services (the reservations and guide-orders families' texts, the booking texts)
const withReservations = { texts: [placesTexts, reservationsTexts, guideOrderTexts, bookingTexts] };

/**
 * Each place kind's list (`/{list}`, `/{list}/{siteId}`) and detail page (`/{detail}/{id}`), as
 * shell/placeKinds routes the kinds (a scenic spot's also at /spot-detail-new/{id}), and the
 * introduce page of the eight kinds that have one (`/scenic-introduce`…); a hotel room's page; the map page of a place. A scenic
 * area's parts are listed on the scenic area's screens (screens/scenic), not here; the shows of
 * every scenic area of the site are (`/show-list`).
 */
export const PLACES_ROUTES: RouteObject[] = [
  ...PLACE_ROUTES.flatMap((r) => {
    const listed = lazyScreen(list, (m) => ({ loader: m.placeListLoader(r), node: <m.PlaceListScreen /> }), texts);
    const lists = r.underScenicArea
      ? r.siteList
        ? [{ path: `/${r.siteList}`, lazy: listed }]
        : []
      : [
          { path: `/${r.list}`, lazy: listed },
          { path: `/${r.list}/:siteId`, lazy: listed },
        ];
    return [
      ...lists,
      {
        path: `/${r.detail}/:id`,
        lazy: lazyScreen(detail, (m) => ({ loader: m.placeDetailLoader(r), node: <m.PlaceDetailScreen /> }), withReservations),
      },
    ];
  }),
  // the introduce pages of the kinds that have one
  ...PLACE_ROUTES.flatMap((r) =>
    r.introduce
      ? [
          {
            path: `/${r.introduce}`,
            lazy: lazyScreen(
              () => import('./PlaceIntroduceScreen'),
              (m) => ({ loader: m.placeIntroduceLoader(r), node: <m.PlaceIntroduceScreen route={r} />, skeleton: <DetailSkeleton /> }),
              texts,
            ),
          },
        ]
      : [],
  ),
  // a scenic spot's page in the newer layout's address: the same page
  ...PLACE_ROUTES.filter((r) => r.kind === 'SCENIC_SPOT').map((r) => ({
    path: '/spot-detail-new/:id',
    lazy: lazyScreen(detail, (m) => ({ loader: m.placeDetailLoader(r), node: <m.PlaceDetailScreen /> }), withReservations),
  })),
  {
    path: '/room-detail/:id',
    lazy: lazyScreen(
      () => import('./HotelRoomScreen'),
      (m) => ({ loader: m.hotelRoomLoader, node: <m.HotelRoomScreen /> }),
      texts,
    ),
  },
  {
    path: '/open-map/:lng/:lat/:name/:address',
    lazy: lazyScreen(
      () => import('./OpenMapScreen'),
      (m) => ({ node: <m.OpenMapScreen /> }),
      texts,
    ),
  },
];
