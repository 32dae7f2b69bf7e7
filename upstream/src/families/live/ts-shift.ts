/**
 * MPEG-TS retiming: a copy of a segment with every PTS, DTS and PCR moved by an offset (90 kHz
 * ticks, modulo 2^33) and every continuity counter moved by a per-PID step, so that the looped
 * sample plays as one continuous live stream (no discontinuity for players to trip over).
 */

const PACKET = 188;
const WRAP = 2 ** 33;

function readTimestamp(b: Buffer, o: number): number {
  return ((b[o]! >> 1) & 0x07) * 2 ** 30 + (((b[o + 1]! << 8) | b[o + 2]!) >> 1) * 2 ** 15 + (((b[o + 3]! << 8) | b[o + 4]!) >> 1);
}

function writeTimestamp(b: Buffer, o: number, value: number): void {
  const v = ((value % WRAP) + WRAP) % WRAP;
  const hi = Math.floor(v / 2 ** 30) & 0x07;
  const mid = Math.floor(v / 2 ** 15) & 0x7fff;
  const lo = v % 2 ** 15;
  b[o] = (b[o]! & 0xf0) | (hi << 1) | 1;
  b[o + 1] = mid >> 7;
  b[o + 2] = ((mid & 0x7f) << 1) | 1;
  b[o + 3] = lo >> 7;
  b[o + 4] = ((lo & 0x7f) << 1) | 1;
}

function shiftPcr(b: Buffer, o: number, offset: number): void {
  const base = b[o]! * 2 ** 25 + b[o + 1]! * 2 ** 17 + b[o + 2]! * 2 ** 9 + b[o + 3]! * 2 + (b[o + 4]! >> 7);
  const v = (((base + offset) % WRAP) + WRAP) % WRAP;
  b[o] = Math.floor(v / 2 ** 25) & 0xff;
  b[o + 1] = Math.floor(v / 2 ** 17) & 0xff;
  b[o + 2] = Math.floor(v / 2 ** 9) & 0xff;
  b[o + 3] = Math.floor(v / 2) & 0xff;
  b[o + 4] = ((v % 2) << 7) | (b[o + 4]! & 0x7f);
}

/** Payload-carrying packets per PID in `segments` (what one pass of the loop adds to each continuity counter). */
export function payloadPackets(segments: readonly Buffer[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const seg of segments) {
    for (let o = 0; o + PACKET <= seg.length; o += PACKET) {
      if (seg[o] !== 0x47) continue;
      const pid = ((seg[o + 1]! & 0x1f) << 8) | seg[o + 2]!;
      if (seg[o + 3]! & 0x10) counts.set(pid, (counts.get(pid) ?? 0) + 1);
    }
  }
  return counts;
}

/**
 * The segment with its clock moved by `ticks` (90 kHz) and the continuity counter of each PID
 * moved by `ccStep(pid)`.
 */
export function shiftSegment(segment: Buffer, ticks: number, ccStep: (pid: number) => number): Buffer {
  const b = Buffer.from(segment);
  for (let o = 0; o + PACKET <= b.length; o += PACKET) {
    if (b[o] !== 0x47) continue;
    const pusi = (b[o + 1]! & 0x40) !== 0;
    const pid = ((b[o + 1]! & 0x1f) << 8) | b[o + 2]!;
    const control = (b[o + 3]! >> 4) & 0x03;
    const hasPayload = (control & 0x01) !== 0;
    if (hasPayload) {
      const cc = b[o + 3]! & 0x0f;
      b[o + 3] = (b[o + 3]! & 0xf0) | ((cc + ccStep(pid)) & 0x0f);
    }
    let payload = o + 4;
    if (control & 0x02) {
      const length = b[o + 4]!;
      if (length > 0 && b[o + 5]! & 0x10) shiftPcr(b, o + 6, ticks);
      payload = o + 5 + length;
    }
    if (!hasPayload || !pusi || payload + 14 > o + PACKET) continue;
    // a PES packet starts here: 00 00 01, stream id, length, flags, PTS (and DTS)
    if (b[payload] !== 0 || b[payload + 1] !== 0 || b[payload + 2] !== 1) continue;
    const streamId = b[payload + 3]!;
    if (streamId < 0xc0 || streamId > 0xef) continue; // audio and video streams only
    const flags = b[payload + 7]! >> 6;
    if (flags & 0x02) writeTimestamp(b, payload + 9, readTimestamp(b, payload + 9) + ticks);
    if (flags === 0x03) writeTimestamp(b, payload + 14, readTimestamp(b, payload + 14) + ticks);
  }
  return b;
}
