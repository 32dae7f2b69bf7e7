import type { Refusal } from '../../core/user-errors.ts';
import { refusalsOf } from '../../core/user-errors.ts';

/** What the itineraries family's refusal messages mean: read before the core's, by this domain's calls only. */
export const ITINERARY_REFUSALS: readonly Refusal[] = [
  [/请选择目的地景区/, 'ITINERARY_DESTINATION_REQUIRED'],
  [/游玩时间不能超过/, 'ITINERARY_PLAY_TIME_TOO_LONG'],
  [/行程天数不正确/, 'ITINERARY_DAYS_INVALID'],
  [/行程已被修改/, 'ITINERARY_CONFLICT'],
  [/推荐行程不可修改/, 'ITINERARY_READ_ONLY'],
  [/该地点已在当天行程中/, 'ITINERARY_STOP_DUPLICATE'],
  [/每天最多安排/, 'ITINERARY_DAY_FULL'],
  [/请输入行程名称/, 'ITINERARY_NAME_REQUIRED'],
  [/行程名称过长/, 'ITINERARY_NAME_TOO_LONG'],
  [/行程不存在|行程地点不存在|行程日期不存在|景区不存在/, 'RESOURCE_NOT_FOUND'],
];

export const { refusalFor, refusalOf } = refusalsOf(ITINERARY_REFUSALS);
