/** What the merchant's side of a payment answers (the provider's pages carry their own bilingual words). */
export const TEXTS = {
  badSignature: '签名错误',
  staleNotification: '通知已过期',
  replayed: '重复通知',
  noPaidTrade: '交易不存在或未支付',
  orderNotFound: '订单不存在',
  orderClosed: '订单已关闭',
  notPayable: '订单状态不可支付',
  amountMismatch: '金额不符',
  alreadyApplied: '已处理',
  paid: '支付成功',
} as const;
