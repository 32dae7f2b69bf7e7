/** What the sales family says to the user (this service's refusals and confirmations). */
export const TEXTS = {
  orderNotFound: '订单不存在',
  notCancellable: '该订单不可取消',
  cancelled: '取消成功',
  productNotFound: '商品不存在',
  alreadyOnSale: '该商品已开售，无需提醒',
  reminderSet: '设置提醒成功',
  reminderCleared: '已取消提醒',
  badParameter: '参数错误',
} as const;
