import type { RouteObject } from 'react-router-dom';
import { lazyScreen } from '../../shell/lazyScreen';
import { promotionTexts } from './texts';

const texts = { texts: promotionTexts };
const members = (level: 1 | 2) =>
  lazyScreen(
    () => import('./PlayTalentScreen'),
    (m) => ({ loader: m.playTalentLoader(level), node: <m.PlayTalentScreen level={level} />, skeleton: <m.PlayTalentSkeleton /> }),
    texts,
  );

/** The promoter programme (login required): the promoter centre, the level-1 and level-2 members, the poster. */
export const PROMOTION_ROUTES: RouteObject[] = [
  {
    path: '/development',
    lazy: lazyScreen(
      () => import('./DevelopmentScreen'),
      (m) => ({ loader: m.developmentLoader, node: <m.DevelopmentScreen />, skeleton: <m.DevelopmentSkeleton /> }),
      texts,
    ),
  },
  { path: '/play-talent-lv1', lazy: members(1) },
  { path: '/play-talent-lv2', lazy: members(2) },
  {
    path: '/qr-code',
    lazy: lazyScreen(
      () => import('./QrCodeScreen'),
      (m) => ({ loader: m.qrCodeLoader, node: <m.QrCodeScreen />, skeleton: <m.QrCodeSkeleton /> }),
      texts,
    ),
  },
];
