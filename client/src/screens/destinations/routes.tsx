import type { RouteObject } from 'react-router-dom';
import { lazyScreen } from '../../shell/lazyScreen';
import { DetailSkeleton, ListSkeleton } from '../../widgets/Skeleton';
import { destinationTexts } from './texts';
import type { CityCardListMode } from './CityCardListScreen';

const texts = { texts: destinationTexts };
const cardList = (mode: CityCardListMode) =>
  lazyScreen(
    () => import('./CityCardListScreen'),
    (m) => ({ loader: m.cityCardListLoader(mode), node: <m.CityCardListScreen />, skeleton: <ListSkeleton /> }),
    texts,
  );
const destinationCity = lazyScreen(
  () => import('./DestinationCityScreen'),
  (m) => ({ loader: m.destinationCityLoader, node: <m.DestinationCityScreen />, skeleton: <DetailSkeleton /> }),
  texts,
);
const rural = lazyScreen(
  () => import('./RuralScreen'),
  (m) => ({ loader: m.ruralLoader, node: <m.RuralScreen />, skeleton: <ListSkeleton /> }),
  texts,
);

/**
 * Destinations (DESTINATION), a destination's page, a city card,
 * the city cards, a region's destinations (/city-more/{region}) and rural tourism by region
 * (COUNTRY_TOUR). Farm stays, villages and village sights are place routes (shell/placeKinds).
 */
export const destinationRoutes: RouteObject[] = [
  {
    path: '/destination',
    lazy: lazyScreen(
      () => import('./DestinationScreen'),
      (m) => ({ loader: m.destinationLoader, node: <m.DestinationScreen />, skeleton: <DetailSkeleton /> }),
      texts,
    ),
  },
  { path: '/destination-city/:region', lazy: destinationCity },
  { path: '/destination-city/:region/:siteId', lazy: destinationCity },
  {
    path: '/destination-desc/:region/:id',
    lazy: lazyScreen(
      () => import('./CityCardScreen'),
      (m) => ({ loader: m.cityCardLoader, node: <m.CityCardScreen />, skeleton: <DetailSkeleton /> }),
      texts,
    ),
  },
  { path: '/city-card', lazy: cardList('cards') },
  { path: '/city-more', lazy: cardList('more') },
  { path: '/city-more/:region', lazy: cardList('more') },
  { path: '/rura/:region', lazy: rural },
  { path: '/rura/:region/:siteId', lazy: rural },
];
