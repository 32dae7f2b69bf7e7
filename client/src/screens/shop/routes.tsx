import type { RouteObject } from 'react-router-dom';
import { lazyScreen } from '../../shell/lazyScreen';
import { paymentsTexts } from '../payments/texts';
import { shopTexts } from './texts';
import { addressTexts } from '../addresses/texts';
import { bookingTexts } from '../../widgets/booking/texts';

const texts = { texts: [shopTexts, bookingTexts] };

/** The viewer's shop orders (with the cashier: the payments family's texts), an order's page and a line order's travel contract, its parcel's tracking and its review, the wallet and its withdrawals. */
export const SHOP_ROUTES: RouteObject[] = [
  {
    path: '/user-order',
    lazy: lazyScreen(
      () => import('./UserOrderScreen'),
      (m) => ({ loader: m.userOrderLoader, node: <m.UserOrderScreen /> }),
      { texts: [shopTexts, paymentsTexts, bookingTexts] },
    ),
  },
  {
    path: '/order-detail/:id',
    lazy: lazyScreen(
      () => import('./OrderDetailScreen'),
      (m) => ({ loader: m.orderDetailLoader, node: <m.OrderDetailScreen /> }),
      // the delivery address picker's words are the addresses family's
      { texts: [shopTexts, addressTexts, bookingTexts] },
    ),
  },
  {
    path: '/contract-line/:id',
    lazy: lazyScreen(
      () => import('./ContractLineScreen'),
      (m) => ({ loader: m.contractLineLoader, node: <m.ContractLineScreen />, skeleton: <m.ContractLineSkeleton /> }),
      texts,
    ),
  },
  {
    path: '/user-wallet',
    lazy: lazyScreen(
      () => import('./UserWalletScreen'),
      (m) => ({ loader: m.userWalletLoader, node: <m.UserWalletScreen /> }),
      texts,
    ),
  },
  {
    path: '/withdrawal-balance',
    lazy: lazyScreen(
      () => import('./WithdrawalBalanceScreen'),
      (m) => ({ loader: m.withdrawalBalanceLoader, node: <m.WithdrawalBalanceScreen />, skeleton: <m.WithdrawalBalanceSkeleton /> }),
      texts,
    ),
  },
  {
    path: '/withdrawal-record',
    lazy: lazyScreen(
      () => import('./WithdrawalRecordScreen'),
      (m) => ({ loader: m.withdrawalRecordLoader, node: <m.WithdrawalRecordScreen />, skeleton: <m.WithdrawalRecordSkeleton /> }),
      texts,
    ),
  },
  {
    path: '/withdrawal-detail/:id',
    lazy: lazyScreen(
      () => import('./WithdrawalDetailScreen'),
      (m) => ({ loader: m.withdrawalDetailLoader, node: <m.WithdrawalDetailScreen />, skeleton: <m.WithdrawalDetailSkeleton /> }),
      texts,
    ),
  },
  {
    path: '/logistics/:id',
    lazy: lazyScreen(
      () => import('./LogisticsScreen'),
      (m) => ({ loader: m.logisticsLoader, node: <m.LogisticsScreen />, skeleton: <m.LogisticsSkeleton /> }),
      texts,
    ),
  },
  {
    path: '/order-comment',
    lazy: lazyScreen(
      () => import('./OrderCommentScreen'),
      (m) => ({ loader: m.orderCommentLoader, node: <m.OrderCommentScreen />, skeleton: <m.OrderCommentSkeleton /> }),
      texts,
    ),
  },
];
