/**
 * The HLS sample every demo stream plays: three 2-second MPEG-TS segments (H.264 baseline 480x270,
 * AAC mono) shipped in upstream/assets/media/hls (README there says how they were made). A replay
 * is a VOD playlist of the three; a live stream is a sliding window over them, endlessly, by the
 * upstream's clock (a discontinuity each time the loop starts again), as a real live origin serves.
 */
import { readFileSync } from 'node:fs';

export const SEGMENT_SECONDS = 2;
export const SEGMENTS: readonly Buffer[] = [0, 1, 2].map((i) => readFileSync(new URL(`../../../assets/media/hls/seg${i}.ts`, import.meta.url)));
/** Segments in a live playlist's window (Apple recommends at least three). */
const LIVE_WINDOW = 3;

/** The replay: a VOD playlist of the sample (segments relative to `/files/hls/replay/<id>.m3u8`). */
export function replayPlaylist(): string {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:3', `#EXT-X-TARGETDURATION:${SEGMENT_SECONDS}`, '#EXT-X-MEDIA-SEQUENCE:0', '#EXT-X-PLAYLIST-TYPE:VOD'];
  SEGMENTS.forEach((_, i) => lines.push(`#EXTINF:${SEGMENT_SECONDS.toFixed(3)},`, `../seg${i}.ts`));
  lines.push('#EXT-X-ENDLIST');
  return `${lines.join('\n')}\n`;
}

/**
 * The live playlist at `nowMs`: the last LIVE_WINDOW segments of an endless loop over the sample
 * (media sequence n plays segment n mod 3), no ENDLIST.
 */
export function livePlaylist(nowMs: number): string {
  const last = Math.floor(nowMs / 1000 / SEGMENT_SECONDS);
  const first = Math.max(0, last - LIVE_WINDOW + 1);
  const loops = SEGMENTS.length;
  // a discontinuity before every segment that starts the loop again (n mod 3 = 0, n > 0)
  const discontinuitiesBefore = first > 0 ? Math.floor((first - 1) / loops) : 0;
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${SEGMENT_SECONDS}`,
    `#EXT-X-MEDIA-SEQUENCE:${first}`,
    `#EXT-X-DISCONTINUITY-SEQUENCE:${discontinuitiesBefore}`,
  ];
  for (let n = first; n <= last; n++) {
    if (n > 0 && n % loops === 0) lines.push('#EXT-X-DISCONTINUITY');
    lines.push(`#EXTINF:${SEGMENT_SECONDS.toFixed(3)},`, `../seg${n % loops}.ts`);
  }
  return `${lines.join('\n')}\n`;
}
