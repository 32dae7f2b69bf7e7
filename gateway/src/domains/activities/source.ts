import type { ActivityRoomRow, ActivityRoomSource, ActivityRow, ActivitySource } from './types.ts';

export function activitySource(row: ActivityRow): ActivitySource {
  return { __typename: 'Activity', id: String(row.id), row };
}

export function activityRoomSource(row: ActivityRoomRow): ActivityRoomSource {
  return { __typename: 'ActivityRoom', id: String(row.id), row };
}
