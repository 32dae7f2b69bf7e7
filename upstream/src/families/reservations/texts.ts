/** What the reservations family says to the user (the bookings' refusals). */
export const TEXTS = {
  notFound: '资源不存在',
  badDate: '日期格式不正确',
  chooseSlot: '请选择时段',
  noSuchSlot: '时段不存在',
  slotClosed: '该时段不可预约',
  slotTaken: '时段已被预约',
  notOnline: '该资源不支持在线预约',
  dayClosed: '该日期不可预约',
  overOrderNum: '超过单次可预约人数',
  dayFull: '当日已约满',
  outOfStock: '库存不足',
  noContactName: '请填写联系人姓名',
  badContactPhone: '联系电话格式不正确',
  notEnoughPoints: '积分不足',
  badOrderNum: '预约人数不正确',
} as const;
