import type { RouteObject } from 'react-router-dom';
import { lazyScreen } from '../../shell/lazyScreen';
import { liveTexts } from './texts';

/** The family's texts load with its screens; the skeletons come from the screens' modules (not the router's chunk, which the home loads). */
const texts = { texts: liveTexts };

const list = (path: string, kind: 'SLOW_LIVE' | null) =>
  lazyScreen(
    () => import('./LiveListScreen'),
    (m) => ({ loader: m.liveListLoader(kind), node: <m.LiveListScreen path={path} defaultKind={kind} />, skeleton: <m.ScreenSkeleton /> }),
    texts,
  );
const detail = lazyScreen(
  () => import('./LiveDetailScreen'),
  (m) => ({ loader: m.liveDetailLoader, node: <m.LiveDetailScreen />, skeleton: <m.ScreenSkeleton /> }),
  texts,
);

/** The live family's routes (menu codes LIVE → /xj-live, SLOW_LIVE → /live-list). */
export const LIVE_ROUTES: RouteObject[] = [
  { path: '/live-list', lazy: list('/live-list', 'SLOW_LIVE') },
  { path: '/xj-live', lazy: list('/xj-live', null) },
  { path: '/sc-live', lazy: list('/sc-live', null) },
  { path: '/scenic-live', lazy: list('/scenic-live', null) },
  { path: '/live-list1', lazy: list('/live-list1', null) },
  {
    path: '/live-list/:id',
    lazy: lazyScreen(
      () => import('./LivePlaceListScreen'),
      (m) => ({ loader: m.livePlaceListLoader, node: <m.LivePlaceListScreen />, skeleton: <m.ScreenSkeleton /> }),
      texts,
    ),
  },
  { path: '/live-detail/:id', lazy: detail },
  { path: '/live-desc/:id', lazy: detail },
];
