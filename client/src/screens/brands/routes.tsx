import type { RouteObject } from 'react-router-dom';
import { lazyScreen } from '../../shell/lazyScreen';
import { DetailSkeleton, ListSkeleton } from '../../widgets/Skeleton';
import { brandTexts } from './texts';

const texts = { texts: brandTexts };
const page = (p: 'introduce' | 'scenic' | 'news') =>
  lazyScreen(
    () => import('./BrandPagesScreen'),
    (m) => ({ loader: m.brandPageLoader(p), node: <m.BrandPageScreen page={p} />, skeleton: <ListSkeleton /> }),
    texts,
  );

/** The brands' pages. */
export const brandRoutes: RouteObject[] = [
  {
    path: '/brand-list',
    lazy: lazyScreen(
      () => import('./BrandListScreen'),
      (m) => ({ loader: m.brandListLoader, node: <m.BrandListScreen />, skeleton: <ListSkeleton /> }),
      texts,
    ),
  },
  {
    path: '/gs-brand-list',
    lazy: lazyScreen(
      () => import('./BrandListScreen'),
      (m) => ({ loader: m.brandListLoader, node: <m.BrandListScreen />, skeleton: <ListSkeleton /> }),
      texts,
    ),
  },
  // the brands as cards: the same list (the statistics count the page under this path)
  {
    path: '/brand-card',
    lazy: lazyScreen(
      () => import('./BrandListScreen'),
      (m) => ({ loader: m.brandListLoader, node: <m.BrandListScreen />, skeleton: <ListSkeleton /> }),
      texts,
    ),
  },
  {
    path: '/brand-desc/:id',
    lazy: lazyScreen(
      () => import('./BrandDetailScreen'),
      (m) => ({ loader: m.brandDetailLoader, node: <m.BrandDetailScreen />, skeleton: <DetailSkeleton /> }),
      texts,
    ),
  },
  { path: '/brand-introduce/:id', lazy: page('introduce') },
  { path: '/brand-scenic/:id', lazy: page('scenic') },
  { path: '/brand-news/:id', lazy: page('news') },
];
