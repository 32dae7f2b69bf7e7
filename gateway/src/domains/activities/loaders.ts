import DataLoader from 'dataloader';
import type { RequestScope } from '../../core/context.ts';
import { activityCalendar, activityInfo, classifyList, roomDetail, roomSlots } from './upstream.ts';
import type { ActivityRoomRow, ActivityRow, CalendarRow, ClassifyRow, RoomSlotRow } from './types.ts';
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
  };
}
