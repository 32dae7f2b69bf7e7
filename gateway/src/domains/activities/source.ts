import type { ActivityRow, ActivitySource } from './types.ts';

export function activitySource(row: ActivityRow): ActivitySource {
  return { __typename: 'Activity', id: String(row.id), row };
}
