import { describe, expect, it } from 'vitest';
import { liveState, playbackOf } from '../../src/domains/live/rules.ts';

const T = Date.UTC(2026, 0, 1, 12);
const H = 3_600_000;

describe('live stream state', () => {
  it('upcoming before the start, live until the end, then replay or ended', () => {
    const broadcast = { startsAt: T, endsAt: T + 2 * H, replayUrl: 'https://x/r.m3u8' };
    expect(liveState(broadcast, T - 1)).toBe('UPCOMING');
    expect(liveState(broadcast, T)).toBe('LIVE');
    expect(liveState(broadcast, T + 2 * H - 1)).toBe('LIVE');
    expect(liveState(broadcast, T + 2 * H)).toBe('REPLAY');
    expect(liveState({ ...broadcast, replayUrl: null }, T + 3 * H)).toBe('ENDED');
  });

  it('a slow live (no end) is live from its start on; an unknown start counts as started', () => {
    expect(liveState({ startsAt: T, endsAt: null, replayUrl: null }, T + 1000 * H)).toBe('LIVE');
    expect(liveState({ startsAt: T, endsAt: null, replayUrl: null }, T - 1)).toBe('UPCOMING');
    expect(liveState({ startsAt: null, endsAt: T, replayUrl: null }, T - 1)).toBe('LIVE');
  });

  it('plays the live playlist while live, the replay once over, nothing otherwise', () => {
    expect(playbackOf('LIVE', 'l', 'r')).toEqual({ url: 'l', isLive: true });
    expect(playbackOf('REPLAY', 'l', 'r')).toEqual({ url: 'r', isLive: false });
    expect(playbackOf('UPCOMING', 'l', 'r')).toBeNull();
    expect(playbackOf('ENDED', 'l', null)).toBeNull();
    expect(playbackOf('LIVE', null, 'r')).toBeNull();
  });
});
