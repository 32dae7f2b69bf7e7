/**
 * The HLS sample every demo stream plays: three 2-second MPEG-TS segments (H.264 baseline 480x270,
 * AAC mono) shipped in upstream/assets/media/hls (README there says how they were made). A replay
 * is a VOD playlist of the three; a live stream is a sliding window over them, endlessly, by the
 * upstream's clock, each pass retimed (./ts-shift.ts) so the stream is continuous, as a real live
 * origin serves.
 */
import { readFileSync } from 'node:fs';
import { payloadPackets, shiftSegment } from './ts-shift.ts';

export const SEGMENT_SECONDS = 2;
export const SEGMENTS: readonly Buffer[] = [0, 1, 2].map((i) =>
  readFileSync(new URL(`../../../assets/media/hls/seg${i}.ts`, import.meta.url)),
);
/** Segments in a live playlist's window (Apple recommends at least three). */
const LIVE_WINDOW = 3;

/** The replay: a VOD playlist of the sample (segments relative to `/files/hls/replay/<id>.m3u8`). */
export function replayPlaylist(): string {
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${SEGMENT_SECONDS}`,
    '#EXT-X-MEDIA-SEQUENCE:0',
    '#EXT-X-PLAYLIST-TYPE:VOD',
  ];
  SEGMENTS.forEach((_, i) => lines.push(`#EXTINF:${SEGMENT_SECONDS.toFixed(3)},`, `../seg${i}.ts`));
  lines.push('#EXT-X-ENDLIST');
  return `${lines.join('\n')}\n`;
}

const LOOP_TICKS = SEGMENTS.length * SEGMENT_SECONDS * 90_000;
const PER_LOOP = payloadPackets(SEGMENTS);

/**
 * The live playlist at `nowMs`: the last LIVE_WINDOW segments of an endless stream, no ENDLIST.
 * Media sequence n is the sample's segment n mod 3, retimed to follow the one before it
 * (`liveSegment`), so the stream runs on without a discontinuity.
 */
export function livePlaylist(nowMs: number): string {
  const last = Math.floor(nowMs / 1000 / SEGMENT_SECONDS);
  const first = Math.max(0, last - LIVE_WINDOW + 1);
  const lines = ['#EXTM3U', '#EXT-X-VERSION:3', `#EXT-X-TARGETDURATION:${SEGMENT_SECONDS}`, `#EXT-X-MEDIA-SEQUENCE:${first}`];
  for (let n = first; n <= last; n++) lines.push(`#EXTINF:${SEGMENT_SECONDS.toFixed(3)},`, `seq-${n}.ts`);
  return `${lines.join('\n')}\n`;
}

/** Live segment n: the sample's segment n mod 3, its clock and continuity counters moved on by the loops before it. */
export function liveSegment(n: number): Buffer {
  const loop = Math.floor(n / SEGMENTS.length);
  return shiftSegment(SEGMENTS[n % SEGMENTS.length]!, loop * LOOP_TICKS, (pid) => loop * (PER_LOOP.get(pid) ?? 0));
}
