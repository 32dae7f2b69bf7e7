import type { Refusal } from '../../core/user-errors.ts';
import { refusalsOf } from '../../core/user-errors.ts';

/** What the appointments family's refusal messages mean (API.md "Combined appointments"), read before the core's. */
export const APPOINTMENT_REFUSALS: readonly Refusal[] = [
  [/^请选择预约资源$/, 'SLOT_REQUIRED'],
  [/^同一资源只能选择一个时段$/, 'APPOINTMENT_SAME_RESOURCE'],
  [/^时段不存在$|^游客不存在$/, 'RESOURCE_NOT_FOUND'],
  [/^该日期不可预约$|^该时段已结束$/, 'DAY_NOT_BOOKABLE'],
  [/^请添加游客$/, 'APPOINTMENT_VISITOR_REQUIRED'],
  [/^游客重复$/, 'APPOINTMENT_VISITOR_DUPLICATE'],
  [/^超过单次可预约人数$/, 'TOO_MANY_SEATS'],
  [/^预约不存在$/, 'RESOURCE_NOT_FOUND'],
  [/^预约已取消$/, 'APPOINTMENT_ALREADY_CANCELLED'],
  [/^部分凭证不可取消$/, 'APPOINTMENT_NOT_CANCELLABLE'],
];

export const { refusalOf: appointmentRefusalOf } = refusalsOf(APPOINTMENT_REFUSALS);
