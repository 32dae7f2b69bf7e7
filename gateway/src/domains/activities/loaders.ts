import DataLoader from 'dataloader';
import type { RequestScope } from '../../core/context.ts';
import {
  activityCalendar,
  activityInfo,
  activitySurvey,
  classifyList,
  roomDetail,
  roomSlots,
  surveyStates,
  venueCalendar,
} from './upstream.ts';
import type { ActivityRoomRow, ActivityRow, CalendarRow, ClassifyRow, RoomSlotRow, SurveyRow, VenueCalendarRow } from './types.ts';
import { each } from '../../core/loaders.ts';

export interface ActivityLoaders {
  /** Activity details by id; null when missing. */
  detail: DataLoader<string, ActivityRow | null>;
  /** The classifies of the request's site, once per request. */
  classifies(): Promise<ClassifyRow[]>;
  /** Calendar days by month `yyyy-MM`. */
  calendar: DataLoader<string, CalendarRow[]>;
  /** Activity room details by id; null when missing. */
  room: DataLoader<string, ActivityRoomRow | null>;
  /** A room's slots keyed `roomId|yyyy-MM-dd`. */
  roomSlots: DataLoader<string, RoomSlotRow[]>;
  /** The viewer's survey of an order by its code; null when the viewer has no such activity reservation. */
  survey: DataLoader<string, SurveyRow | null>;
  /** The survey status code ("0" none, "1" open, "2" answered) of the viewer's orders by code, in one call per batch; null when not the viewer's. */
  surveyState: DataLoader<string, string | null>;
  /** The venues' calendar days by month `yyyy-MM`. */
  venueCalendar: DataLoader<string, VenueCalendarRow[]>;
}

export const roomSlotKey = (roomId: string, date: string) => `${roomId}|${date}`;

export function createActivityLoaders({ upstream }: RequestScope): ActivityLoaders {
  let classifies: Promise<ClassifyRow[]> | null = null;
  return {
    detail: new DataLoader(each((id: string) => activityInfo(upstream, id))),
    classifies: () => (classifies ??= classifyList(upstream)),
    calendar: new DataLoader(each((month: string) => activityCalendar(upstream, month))),
    room: new DataLoader(each((id: string) => roomDetail(upstream, id))),
    roomSlots: new DataLoader(
      each((key: string) => {
        const [roomId, date] = key.split('|') as [string, string];
        return roomSlots(upstream, roomId, date);
      }),
    ),
    survey: new DataLoader(each((code: string) => activitySurvey(upstream, code))),
    surveyState: new DataLoader(
      async (codes: readonly string[]) => {
        const rows = await surveyStates(upstream, codes);
        const by = new Map(rows.map((r) => [String(r.orderCode), r.surveyStatus == null ? null : String(r.surveyStatus)]));
        return codes.map((c) => by.get(c) ?? null);
      },
      { maxBatchSize: 100 },
    ),
    venueCalendar: new DataLoader(each((month: string) => venueCalendar(upstream, month))),
  };
}
