import type { LiveRow, LiveStreamSource } from './types.ts';

export function liveSource(row: LiveRow): LiveStreamSource {
  return { __typename: 'LiveStream', id: String(row.id), row };
}
