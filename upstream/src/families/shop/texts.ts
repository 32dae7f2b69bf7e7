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
  badWithdrawAmount: '提现金额不正确',
  balanceTooLow: '余额不足',
  withdrawn: '提现成功',
} as const;
