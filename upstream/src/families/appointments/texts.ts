import type { InLanguages } from '../demo.ts';

/** What the appointments family says to the user (a combined appointment's refusals). */
export const APPOINTMENT_TEXTS = {
  notFound: '预约不存在',
  badDate: '日期格式不正确',
  noResource: '请选择预约资源',
  sameResource: '同一资源只能选择一个时段',
  resourceNotFound: '资源不存在',
  dayClosed: '该日期不可预约',
  noSuchSlot: '时段不存在',
  slotEnded: '该时段已结束',
  outOfStock: '库存不足',
  noVisitor: '请添加游客',
  visitorNotFound: '游客不存在',
  sameVisitor: '游客重复',
  overMaxPeople: '超过单次可预约人数',
  alreadyCancelled: '预约已取消',
  notAllCancellable: '部分凭证不可取消',
  cancelled: '取消成功',
} as const;

/** The name of the service menu entry that opens the appointment query. */
export const MENU_NAME: InLanguages<string> = {
  CN: '预约查询',
  FRENCH: 'Réserver une visite',
  EN: 'Book a visit',
  JAPANESE: '来館予約',
  KOREAN: '방문 예약',
};
