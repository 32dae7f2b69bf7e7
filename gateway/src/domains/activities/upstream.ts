import type { UpstreamClient } from '../../core/upstream/client.ts';
import type { UpstreamPage } from '../../core/upstream/envelope.ts';
import { orNotFound } from '../../core/upstream/errors.ts';
import type { ActivityRoomRow, ActivityRow, CalendarRow, ClassifyRow, RoomSlotRow } from './types.ts';

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
