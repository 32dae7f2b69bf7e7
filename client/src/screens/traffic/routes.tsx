import type { RouteObject } from 'react-router-dom';
import { lazyRoute } from '../../shell/lazyScreen';
import { trafficTexts } from './texts';
import { bookingTexts } from '../../widgets/booking/texts';

const texts = { texts: [trafficTexts, bookingTexts] };
const search = () => import('./TrafficSearchScreen');
const result = () => import('./TrafficResultScreen');

/** Trains, flights and coaches under the spec's URLs: a search, its results, a train's stops. */
export const TRAFFIC_ROUTES: RouteObject[] = [
  { path: '/train-search', lazy: lazyRoute(() => search().then((m) => ({ screen: m.searchScreenOf('TRAIN') })), texts) },
  { path: '/plane-search', lazy: lazyRoute(() => search().then((m) => ({ screen: m.searchScreenOf('FLIGHT') })), texts) },
  { path: '/car-search', lazy: lazyRoute(() => search().then((m) => ({ screen: m.searchScreenOf('COACH') })), texts) },
  { path: '/train-result', lazy: lazyRoute(() => result().then((m) => ({ screen: m.resultScreenOf('TRAIN') })), texts) },
  { path: '/plane-result', lazy: lazyRoute(() => result().then((m) => ({ screen: m.resultScreenOf('FLIGHT') })), texts) },
  { path: '/car-result', lazy: lazyRoute(() => result().then((m) => ({ screen: m.resultScreenOf('COACH') })), texts) },
  { path: '/train-detail', lazy: lazyRoute(() => import('./TrainDetailScreen'), texts) },
];
