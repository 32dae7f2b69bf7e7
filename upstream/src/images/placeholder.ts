/**
 * Generated SVG placeholder images: a gradient from a hash of the name and a landscape
 * silhouette. The name goes into <title> (for screen readers), not onto the picture: covers are
 * cropped to many shapes and printed file names look broken.
 */
import { hashString } from '../db/seed/prng.ts';

function escapeXml(s: string): string {
  return s.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c);
}

function hsl(h: number, s: number, l: number): string {
  return `hsl(${h % 360},${s}%,${l}%)`;
}

export function clampSize(value: string | undefined, fallback: number): number {
  const n = Number.parseInt(value ?? '', 10);
  if (!Number.isFinite(n) || n < 1) return fallback;
  return Math.min(n, 4000);
}

export function placeholderSvg(name: string, width: number, height: number): string {
  const h = hashString(name);
  const hue = h % 360;
  const sky1 = hsl(hue, 65, 72);
  const sky2 = hsl(hue + 40, 60, 52);
  const far = hsl(hue + 180, 25, 38);
  const near = hsl(hue + 200, 30, 24);
  const w = width;
  const ht = height;
  // Two mountain ridges whose peaks move with the hash.
  const p1 = 0.2 + ((h >>> 8) % 30) / 100;
  const p2 = 0.55 + ((h >>> 16) % 30) / 100;
  const ridgeFar = `0,${ht * 0.72} ${w * p1},${ht * 0.38} ${w * (p1 + 0.18)},${ht * 0.58} ${w * p2},${ht * 0.32} ${w},${ht * 0.62} ${w},${ht} 0,${ht}`;
  const ridgeNear = `0,${ht * 0.86} ${w * 0.3},${ht * 0.66} ${w * 0.55},${ht * 0.8} ${w * 0.8},${ht * 0.62} ${w},${ht * 0.78} ${w},${ht} 0,${ht}`;
  const sunX = w * (0.15 + ((h >>> 4) % 70) / 100);
  const caption = escapeXml(name);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${ht}" viewBox="0 0 ${w} ${ht}" role="img">
<title>${caption}</title>
<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky1}"/><stop offset="1" stop-color="${sky2}"/></linearGradient></defs>
<rect width="${w}" height="${ht}" fill="url(#g)"/>
<circle cx="${sunX}" cy="${ht * 0.25}" r="${Math.min(w, ht) * 0.08}" fill="#fff8e1" opacity="0.85"/>
<polygon points="${ridgeFar}" fill="${far}" opacity="0.8"/>
<polygon points="${ridgeNear}" fill="${near}"/>
</svg>`;
}
