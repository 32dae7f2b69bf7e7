/**
 * Menu icons and site logos: small generated SVG glyphs, or any icon of the lucide set
 * (lucide-static, ISC) by its name (`files/icons/graduation-cap.svg`). "-active" names are drawn in
 * a selected colour: the one the name ends with (`scenic-active-c8161d`) or the platform's green.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { hashString } from '../db/seed/prng.ts';
import { escapeXml } from './svg.ts';

const LUCIDE_DIR = join(dirname(createRequire(import.meta.url).resolve('lucide-static/package.json')), 'icons');
const lucideCache = new Map<string, string | null>();

/** The inner elements of a lucide icon (24x24, stroked), or null when the set has no such name. */
function lucideGlyph(name: string): string | null {
  if (!/^[a-z0-9-]{1,60}$/.test(name)) return null;
  let inner = lucideCache.get(name);
  if (inner === undefined) {
    const file = join(LUCIDE_DIR, `${name}.svg`);
    inner = existsSync(file) ? (/<svg[^>]*>([\s\S]*)<\/svg>/.exec(readFileSync(file, 'utf8'))?.[1]?.trim() ?? null) : null;
    lucideCache.set(name, inner);
  }
  return inner;
}

const GLYPHS: Record<string, string> = {
  index: '<path d="M8 22 L24 9 L40 22 V40 H29 V30 H19 V40 H8 Z"/>',
  news: '<rect x="9" y="10" width="30" height="28" rx="3"/><path d="M14 17 H34 M14 24 H34 M14 31 H27" stroke="#fff" stroke-width="3"/>',
  activity: '<rect x="9" y="12" width="30" height="26" rx="3"/><path d="M16 8 V16 M32 8 V16 M9 20 H39" stroke="#fff" stroke-width="3"/>',
  user: '<circle cx="24" cy="17" r="8"/><path d="M9 40 C9 29 39 29 39 40 Z"/>',
  scenic: '<path d="M4 40 L18 16 L26 28 L32 20 L44 40 Z"/><circle cx="35" cy="12" r="4"/>',
  venue:
    '<path d="M6 18 L24 8 L42 18 Z"/><rect x="9" y="20" width="5" height="16"/><rect x="21.5" y="20" width="5" height="16"/><rect x="34" y="20" width="5" height="16"/><rect x="6" y="37" width="36" height="4"/>',
  hotel:
    '<rect x="6" y="24" width="36" height="10" rx="2"/><rect x="10" y="16" width="12" height="8" rx="2"/><rect x="6" y="34" width="4" height="6"/><rect x="38" y="34" width="4" height="6"/>',
  food: '<path d="M6 22 H42 C42 33 34 40 24 40 C14 40 6 33 6 22 Z"/><path d="M18 8 V18 M24 8 V18 M30 8 V18" stroke="currentColor" stroke-width="3"/>',
  rural: '<path d="M6 24 L20 12 L34 24 V40 H6 Z"/><path d="M36 40 V22 M36 22 C30 22 30 12 36 10 C42 12 42 22 36 22" />',
  entertain: '<path d="M24 6 L29 18 L42 19 L32 28 L35 41 L24 34 L13 41 L16 28 L6 19 L19 18 Z"/>',
  specialty:
    '<rect x="8" y="18" width="32" height="22" rx="2"/><rect x="6" y="12" width="36" height="7"/><path d="M24 12 V40" stroke="#fff" stroke-width="3"/>',
  exhibition: '<rect x="7" y="9" width="34" height="28" rx="2"/><path d="M12 32 L20 22 L26 28 L30 24 L36 32 Z" fill="#fff"/>',
  collection: '<path d="M18 6 H30 V12 C38 16 40 24 36 32 C33 38 28 41 24 41 C20 41 15 38 12 32 C8 24 10 16 18 12 Z"/>',
  volunteer:
    '<path d="M24 40 C10 30 6 22 6 16 C6 10 11 7 15 7 C19 7 22 10 24 13 C26 10 29 7 33 7 C37 7 42 10 42 16 C42 22 38 30 24 40 Z"/>',
  honesty:
    '<path d="M24 5 L40 11 V22 C40 32 33 39 24 43 C15 39 8 32 8 22 V11 Z"/><path d="M16 23 L22 29 L33 17" stroke="#fff" stroke-width="3.5" fill="none"/>',
  link: '<path d="M20 28 L28 20" stroke="currentColor" stroke-width="4"/><rect x="6" y="22" width="18" height="12" rx="6" transform="rotate(-45 15 28)" fill="none" stroke="currentColor" stroke-width="4"/><rect x="24" y="14" width="18" height="12" rx="6" transform="rotate(-45 33 20)" fill="none" stroke="currentColor" stroke-width="4"/>',
  soon: '<circle cx="24" cy="24" r="17"/><path d="M24 14 V25 L31 30" stroke="#fff" stroke-width="3.5" fill="none"/>',
  driving: '<path d="M8 28 L13 16 H35 L40 28 V36 H8 Z"/><circle cx="15" cy="37" r="4"/><circle cx="33" cy="37" r="4"/>',
};

const WEATHER = [
  '<circle cx="24" cy="24" r="10"/>',
  '<circle cx="18" cy="20" r="8"/><ellipse cx="27" cy="29" rx="14" ry="8"/>',
  '<ellipse cx="24" cy="26" rx="16" ry="9"/>',
  '<ellipse cx="24" cy="20" rx="15" ry="8"/><path d="M16 32 L14 40 M24 32 L22 40 M32 32 L30 40" stroke="currentColor" stroke-width="3"/>',
  '<ellipse cx="24" cy="20" rx="15" ry="8"/><path d="M18 32 L17 38 M30 32 L29 38" stroke="currentColor" stroke-width="3"/>',
];

const ACTIVE = /-active(?:-([0-9a-f]{6}))?$/;

export function iconSvg(name: string): string {
  const active = ACTIVE.exec(name);
  const base = active ? name.slice(0, active.index) : name;
  const color = active ? `#${active[1] ?? '1aa179'}` : '#8a8a8a';
  const weather = /^weather-(\d+)$/.exec(base);
  const lucide = GLYPHS[base] || weather ? null : lucideGlyph(base);
  if (lucide) {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 24 24" fill="none" stroke="${color}" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${lucide}</svg>`;
  }
  const glyph =
    GLYPHS[base] ??
    (weather ? WEATHER[Number(weather[1]) % WEATHER.length] : undefined) ??
    `<circle cx="24" cy="24" r="18"/><text x="24" y="31" font-size="20" font-family="sans-serif" text-anchor="middle" fill="#fff">${escapeXml(base.slice(0, 1).toUpperCase())}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 48 48" color="${color}" fill="${color}">${glyph}</svg>`;
}

/** A round badge with the first characters of the site name. */
export function logoSvg(siteName: string): string {
  const hue = hashString(siteName) % 360;
  const text = escapeXml([...siteName].slice(0, 2).join(''));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160">
<circle cx="80" cy="80" r="76" fill="hsl(${hue},55%,42%)"/><circle cx="80" cy="80" r="64" fill="none" stroke="#fff" stroke-width="4" opacity="0.7"/>
<path d="M36 104 L62 70 L78 90 L92 74 L124 104 Z" fill="#fff" opacity="0.35"/>
<text x="80" y="94" font-size="40" font-family="sans-serif" font-weight="bold" text-anchor="middle" fill="#fff">${text}</text>
</svg>`;
}
