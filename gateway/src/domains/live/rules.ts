/** The live domain's rules, computed here once: a stream's state and what plays. */
import type { LivePlaybackSource } from './types.ts';

export type LiveStreamState = 'UPCOMING' | 'LIVE' | 'REPLAY' | 'ENDED';

export interface LiveTimes {
  /** Epoch ms; null when unknown (then it counts as started). */
  startsAt: number | null;
  /** Epoch ms; null for a slow live (never ends). */
  endsAt: number | null;
  /** The replay's address, when one was kept. */
  replayUrl: string | null;
}

/**
 * Before the start: UPCOMING. From the start until the end (or forever without one): LIVE. After
 * the end: REPLAY when a recording was kept, else ENDED. The end itself is no longer live.
 */
export function liveState(times: LiveTimes, nowMs: number): LiveStreamState {
  if (times.startsAt !== null && nowMs < times.startsAt) return 'UPCOMING';
  if (times.endsAt === null || nowMs < times.endsAt) return 'LIVE';
  return times.replayUrl ? 'REPLAY' : 'ENDED';
}

/** What a player gets in a state: the live playlist while LIVE, the replay's once REPLAY. */
export function playbackOf(state: LiveStreamState, liveUrl: string | null, replayUrl: string | null): LivePlaybackSource | null {
  if (state === 'LIVE' && liveUrl) return { url: liveUrl, isLive: true };
  if (state === 'REPLAY' && replayUrl) return { url: replayUrl, isLive: false };
  return null;
}
