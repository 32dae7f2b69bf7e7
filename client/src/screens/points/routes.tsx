import type { RouteObject } from 'react-router-dom';
import { lazyScreen } from '../../shell/lazyScreen';
import { pointsTexts } from './texts';

const texts = { texts: pointsTexts };

/** Points and VIP: the VIP page and the history (login required), the levels and rules. */
export const POINTS_ROUTES: RouteObject[] = [
  {
    path: '/vip-index',
    lazy: lazyScreen(
      () => import('./VipIndexScreen'),
      (m) => ({ loader: m.vipIndexLoader, node: <m.VipIndexScreen />, skeleton: <m.VipIndexSkeleton /> }),
      texts,
    ),
  },
  {
    path: '/vip-rules',
    lazy: lazyScreen(
      () => import('./VipRulesScreen'),
      (m) => ({ loader: m.vipRulesLoader, node: <m.VipRulesScreen />, skeleton: <m.VipRulesSkeleton /> }),
      texts,
    ),
  },
  {
    path: '/vip-integral',
    lazy: lazyScreen(
      () => import('./VipIntegralScreen'),
      (m) => ({ loader: m.vipIntegralLoader, node: <m.VipIntegralScreen />, skeleton: <m.VipIntegralSkeleton /> }),
      texts,
    ),
  },
];
