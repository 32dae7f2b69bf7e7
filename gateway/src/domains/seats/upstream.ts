import type { UpstreamClient } from '../../core/upstream/client.ts';
import type { Envelope } from '../../core/upstream/envelope.ts';
import type { SeatListRow } from './types.ts';

/** The seat calls (API.md "Seats"). */

/** A seated session's hall; null when the activity has no seat map or the session is not its own (code 1). */
export async function seatList(upstream: UpstreamClient, activityId: string, sessionId: string): Promise<SeatListRow | null> {
  const envelope = await upstream.get('act/api/activityOrder/seatList', { activityId, sessionId });
  if (envelope.code === 1) return null;
  return (envelope.data ?? null) as SeatListRow | null;
}

/** Holds the caller's choice (needs a token); "" releases it. */
export function useSeat(upstream: UpstreamClient, body: { activityId: string; sessionId: string; seatIds: string }): Promise<Envelope> {
  return upstream.post('act/api/activityOrder/useSeat', body);
}
