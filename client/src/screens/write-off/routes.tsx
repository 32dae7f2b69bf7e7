import type { RouteObject } from 'react-router-dom';
import { lazyRoute } from '../../shell/lazyScreen';
import { writeOffTexts } from './texts';

/** Write-off at the gate (gate staff only): the gate of a place or activity, and the order behind a voucher. */
export const WRITE_OFF_ROUTES: RouteObject[] = [
  { path: '/write-off/:resourceType/:resourceId', lazy: lazyRoute(() => import('./WriteOffGateScreen'), { texts: writeOffTexts }) },
  { path: '/write-off-detail/:orderId', lazy: lazyRoute(() => import('./WriteOffDetailScreen'), { texts: writeOffTexts }) },
];
