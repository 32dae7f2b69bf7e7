import type { UpstreamClient } from '../../core/upstream/client.ts';
import type { UpstreamPage } from '../../core/upstream/envelope.ts';
import type { Envelope } from '../../core/upstream/envelope.ts';
import { isNotFound, orNotFound, UpstreamCodeError } from '../../core/upstream/errors.ts';
import type {
  ActivityRoomRow,
  ActivityRow,
  CalendarRow,
  ClassifyRow,
  RoomSlotRow,
  RulesRow,
  SurveyRow,
  SurveyStateRow,
  VenueCalendarRow,
  VenueDayRow,
} from './types.ts';

export interface ActivityFilter {
  classifyId?: string | null;
  date?: string | null;
  keyword?: string | null;
}

export function activityList(
  upstream: UpstreamClient,
  currPage: number,
  pageSize: number,
  filter: ActivityFilter = {},
): Promise<UpstreamPage<ActivityRow>> {
  return upstream.getPage<ActivityRow>('res/api/activity/getActivityList', {
    currPage,
    pageSize,
    classifyId: filter.classifyId,
    date: filter.date,
    keyword: filter.keyword,
  });
}

/** The activity, or null when the upstream says it does not exist. */
export async function activityInfo(upstream: UpstreamClient, id: string): Promise<ActivityRow | null> {
  return orNotFound(upstream.getData<ActivityRow>('res/api/activity/getActivityInfo', { id }));
}

export async function classifyList(upstream: UpstreamClient): Promise<ClassifyRow[]> {
  return (await upstream.getPage<ClassifyRow>('res/api/activity/classifyList', { pageSize: 50 })).items;
}

/** One entry per day of the month `yyyy-MM`. */
export async function activityCalendar(upstream: UpstreamClient, month: string): Promise<CalendarRow[]> {
  return (await upstream.getPage<CalendarRow>('res/api/activity/activityCalendar', { time: month, pageSize: 31 })).items;
}

export function roomList(
  upstream: UpstreamClient,
  venueId: string | null,
  currPage: number,
  pageSize: number,
): Promise<UpstreamPage<ActivityRoomRow>> {
  return upstream.getPage<ActivityRoomRow>('res/api/activityRoom/list', { venueId, currPage, pageSize });
}

export async function roomDetail(upstream: UpstreamClient, id: string): Promise<ActivityRoomRow | null> {
  return orNotFound(upstream.getData<ActivityRoomRow>('res/api/activityRoom/detail', { id }));
}

export async function roomSlots(upstream: UpstreamClient, roomId: string, date: string): Promise<RoomSlotRow[]> {
  return (await upstream.getPage<RoomSlotRow>('res/api/activityRoom/timeList', { roomId, date, pageSize: 50 })).items;
}

/** The site's rule text of a kind in a language (API.md "Activity pages"); null when it has none. */
export async function activityRules(upstream: UpstreamClient, kind: string, language: string): Promise<RulesRow | null> {
  return orNoRules(upstream.getData<RulesRow>('res/api/activity/rules', { kind, language }));
}

async function orNoRules<T>(load: Promise<T>): Promise<T | null> {
  try {
    return await load;
  } catch (error) {
    if (error instanceof UpstreamCodeError && error.upstreamCode === 1) return null;
    throw error;
  }
}

/** The activities held at a place (a place type and, optionally, one place of it). */
export function placeActivityList(
  upstream: UpstreamClient,
  currPage: number,
  pageSize: number,
  place: { placeType: string; placeId?: string | null; date?: string | null },
): Promise<UpstreamPage<ActivityRow>> {
  return upstream.getPage<ActivityRow>('res/api/activity/getActivityList', { currPage, pageSize, ...place });
}

export async function venueCalendar(upstream: UpstreamClient, month: string): Promise<VenueCalendarRow[]> {
  return (await upstream.getPage<VenueCalendarRow>('res/api/activity/venueCalendar', { time: month, pageSize: 31 })).items;
}

export function venueDay(upstream: UpstreamClient, date: string): Promise<VenueDayRow | null> {
  return upstream.getData<VenueDayRow>('res/api/activity/venueDay', { date });
}

/** The caller's survey of an order; null when the caller has no such activity reservation. */
export async function activitySurvey(upstream: UpstreamClient, orderCode: string): Promise<SurveyRow | null> {
  try {
    return await upstream.getData<SurveyRow>('res/api/activity/survey', { orderCode });
  } catch (error) {
    if (isNotFound(error) || (error instanceof UpstreamCodeError && /不是活动预约/.test(error.upstreamMessage))) return null;
    throw error;
  }
}

/** The survey states of the caller's orders among `orderCodes` (others are left out). */
export async function surveyStates(upstream: UpstreamClient, orderCodes: readonly string[]): Promise<SurveyStateRow[]> {
  return (await upstream.getPage<SurveyStateRow>('res/api/activity/survey/states', { orderCodes: orderCodes.join(','), pageSize: 100 }))
    .items;
}

export function submitSurvey(upstream: UpstreamClient, form: { orderCode: string; stars: string; content: string }): Promise<Envelope> {
  return upstream.post('res/api/activity/survey/submit', { ...form });
}
