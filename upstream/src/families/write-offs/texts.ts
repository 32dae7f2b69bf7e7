/**
 * The write-offs family's words: its refusals (the service's own, in Chinese as the vendor's are;
 * the gateway reads their meaning) and its demo staff.
 */

export const WRITE_OFF_TEXTS = {
  /** An unknown voucher, an order outside the caller's sites, or a caller without the role: the same answer. */
  notFound: '核销码不存在',
  notYourGate: '无权核销该场馆或活动',
  wrongGate: '该凭证不属于当前核销点',
  alreadyUsed: '该凭证已核销',
  cancelled: '该订单已取消',
  expired: '该凭证已过期',
  notToday: '该凭证不是今日的预约',
  notConfirmed: '该订单未确认，不能核销',
} as const;

/** The demo staff: one phone per live demo site, with every bookable place and activity of its site as gates. */
export const DEMO_STAFF: ReadonlyArray<{ phone: string; siteCode: string }> = [
  { phone: '13700000101', siteCode: 'site510100' },
  { phone: '13700000102', siteCode: 'site513225' },
  { phone: '13700000103', siteCode: 'site530700' },
  { phone: '13700000104', siteCode: 'site650100' },
];
