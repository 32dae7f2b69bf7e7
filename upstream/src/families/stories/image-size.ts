/**
 * The pixel size of a stored picture, read from its header (PNG IHDR, JPEG SOFn, GIF screen
 * descriptor, WebP VP8/VP8L/VP8X): a story's cover height for the waterfall (`imgHeight`) is
 * worked out by the service, as the vendor's backend does, not trusted from the client.
 */
import { closeSync, openSync, readSync } from 'node:fs';

export interface PixelSize {
  width: number;
  height: number;
}

/** The first `max` bytes of a file (a header never needs more). */
function head(file: string, max = 256 * 1024): Buffer {
  const fd = openSync(file, 'r');
  try {
    const buf = Buffer.alloc(max);
    const n = readSync(fd, buf, 0, max, 0);
    return buf.subarray(0, n);
  } finally {
    closeSync(fd);
  }
}

export function pixelSizeOf(bytes: Buffer): PixelSize | null {
  // PNG: signature, then IHDR's width and height (big-endian)
  if (bytes.length >= 24 && bytes.readUInt32BE(0) === 0x89504e47 && bytes.toString('latin1', 12, 16) === 'IHDR') {
    return valid(bytes.readUInt32BE(16), bytes.readUInt32BE(20));
  }
  // GIF: logical screen width and height (little-endian)
  if (bytes.length >= 10 && bytes.toString('latin1', 0, 4) === 'GIF8') return valid(bytes.readUInt16LE(6), bytes.readUInt16LE(8));
  // WebP
  if (bytes.length >= 30 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') {
    const chunk = bytes.toString('latin1', 12, 16);
    if (chunk === 'VP8X') return valid(1 + bytes.readUIntLE(24, 3), 1 + bytes.readUIntLE(27, 3));
    if (chunk === 'VP8 ') return valid(bytes.readUInt16LE(26) & 0x3fff, bytes.readUInt16LE(28) & 0x3fff);
    if (chunk === 'VP8L') {
      const b = bytes.readUInt32LE(21);
      return valid((b & 0x3fff) + 1, ((b >> 14) & 0x3fff) + 1);
    }
    return null;
  }
  // JPEG: walk the segments to the first start-of-frame
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8) {
    let at = 2;
    while (at + 9 < bytes.length) {
      if (bytes[at] !== 0xff) return null;
      const marker = bytes[at + 1]!;
      if (marker === 0xff) {
        at += 1;
        continue;
      }
      const length = bytes.readUInt16BE(at + 2);
      const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
      if (isFrame) return valid(bytes.readUInt16BE(at + 7), bytes.readUInt16BE(at + 5));
      at += 2 + length;
    }
  }
  return null;
}

function valid(width: number, height: number): PixelSize | null {
  return width > 0 && height > 0 ? { width, height } : null;
}

/** The size of a file on disk; null when it cannot be read or is not a known picture. */
export function pixelSizeOfFile(file: string): PixelSize | null {
  try {
    return pixelSizeOf(head(file));
  } catch {
    return null;
  }
}
