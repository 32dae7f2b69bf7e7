import type { InLanguages } from '../demo.ts';

/** What the shop says to the user (its refusals and confirmations). */
export const TEXTS = {
  noSite: '站点不存在',
  siteSuspended: '站点服务已暂停',
  sessionExpired: '会话已失效，请重新登录',
  orderNotFound: '订单不存在',
  notCancellable: '该订单不可取消',
  cancelled: '取消成功',
  refundAlreadyApplied: '该订单已申请退款',
  notRefundable: '该订单不可退款',
  badRefundAmount: '退款金额不正确',
  refundOverAmount: '退款金额超过可退金额',
  refundApplied: '退款申请已提交',
  refundNotFound: '退款记录不存在',
  refundReasonRequired: '请填写退款原因',
  notRouteOrder: '该订单不是线路订单',
  badPictures: '图片不正确',
  badWithdrawAmount: '提现金额不正确',
  balanceTooLow: '余额不足',
  belowMinWithdraw: '单笔提现金额不能低于最低提现金额',
  overDailyLimit: '超过今日提现限额',
  badRequestId: '请求标识不正确',
  withdrawalNotFound: '提现记录不存在',
  withdrawn: '提现成功',
  addressNotChangeable: '该订单不可修改收货地址',
  addressChanged: '收货地址已修改',
  addressNotFound: '收货地址不存在',
  noParcel: '该订单暂无物流信息',
  badStars: '评分须为1到5星',
  reviewTextRequired: '请填写评价内容',
  reviewTextTooLong: '评价内容过长',
  tooManyEmoticons: '表情过多',
  badTags: '评价标签不正确',
  notReviewable: '该订单暂不能评价',
  alreadyReviewed: '该订单已评价',
  reviewed: '评价成功',
} as const;

/** The shop's merchant service as a refund names it, in the site's language. */
export const MERCHANT_SERVICE: InLanguages<(siteName: string) => string> = {
  CN: (site) => `${site}文旅商城客服`,
  EN: (site) => `${site} shop customer service`,
  FRENCH: (site) => `Service client de la boutique ${site}`,
  JAPANESE: (site) => `${site}ショップ カスタマーサービス`,
  KOREAN: (site) => `${site} 쇼핑몰 고객센터`,
};
