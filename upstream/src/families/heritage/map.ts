/**
 * The heritage map's image: drawn here from the site's own data (no map tiles from outside). The
 * box covers every heritage point of the site with a margin, in a plain equirectangular
 * projection (x scaled by cos of the mid latitude); `mapData` returns the same box, so the
 * client places its markers with the same arithmetic.
 */
import type Database from 'better-sqlite3';
import { hashString } from '../../db/seed/prng.ts';
import { heritageStore } from './store.ts';

export interface MapBounds {
  west: number;
  east: number;
  south: number;
  north: number;
  width: number;
  height: number;
}

const WIDTH = 750;
const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

/** A heritage point of the site: where it is, and its region's name. */
interface Point {
  lng: number;
  lat: number;
  region: string;
}

/** The box of the site's map: all points, 12 % margin, a height between 0.6 and 1.4 widths. */
export function mapBounds(db: Database.Database, siteCode: string): MapBounds {
  const points = heritageStore(db).mapPoints(siteCode);
  if (points.length === 0) return { west: 0, east: 1, south: 0, north: 1, width: WIDTH, height: WIDTH };
  let west = Math.min(...points.map((p) => p.lng));
  let east = Math.max(...points.map((p) => p.lng));
  let south = Math.min(...points.map((p) => p.lat));
  let north = Math.max(...points.map((p) => p.lat));
  const k = Math.cos((((south + north) / 2) * Math.PI) / 180);
  let spanX = Math.max((east - west) * k, 0.02);
  let spanY = Math.max(north - south, 0.02);
  spanX *= 1.24;
  spanY *= 1.24;
  const ratio = Math.min(1.4, Math.max(0.6, spanY / spanX));
  if (spanY / spanX < ratio) spanY = spanX * ratio;
  else spanX = spanY / ratio;
  const cx = (west + east) / 2;
  const cy = (south + north) / 2;
  west = cx - spanX / k / 2;
  east = cx + spanX / k / 2;
  south = cy - spanY / 2;
  north = cy + spanY / 2;
  return {
    west: round6(west),
    east: round6(east),
    south: round6(south),
    north: round6(north),
    width: WIDTH,
    height: Math.round(WIDTH * ratio),
  };
}

function escapeXml(s: string): string {
  return s.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c);
}

/** The SVG of a site's heritage map; null when the site has no heritage points. */
export function mapSvg(db: Database.Database, siteCode: string, siteName: string): string | null {
  const points = heritageStore(db).mapPoints(siteCode);
  if (points.length === 0) return null;
  const b = mapBounds(db, siteCode);
  const x = (lng: number) => ((lng - b.west) / (b.east - b.west)) * b.width;
  const y = (lat: number) => ((b.north - lat) / (b.north - b.south)) * b.height;
  const h = hashString(siteCode);
  // districts: a soft patch at the centre of each region's points, its name on it
  const regions = new Map<string, Point[]>();
  for (const p of points) regions.set(p.region, [...(regions.get(p.region) ?? []), p]);
  const patches: string[] = [];
  const labels: string[] = [];
  [...regions].forEach(([name, ps], i) => {
    const cx = x(ps.reduce((s, p) => s + p.lng, 0) / ps.length);
    const cy = y(ps.reduce((s, p) => s + p.lat, 0) / ps.length);
    const r = 46 + Math.min(ps.length, 10) * 7;
    const hue = (h + i * 47) % 360;
    patches.push(
      `<ellipse cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" rx="${(r * 1.25).toFixed(1)}" ry="${r}" fill="hsl(${hue},38%,82%)" opacity="0.55"/>`,
    );
    if (name)
      labels.push(
        `<text x="${cx.toFixed(1)}" y="${(cy + r * 0.75).toFixed(1)}" text-anchor="middle" font-size="15" fill="#6d5a43" opacity="0.85">${escapeXml(name)}</text>`,
      );
  });
  // a river across the map, its bends from the site's hash
  const bend = (n: number) => ((h >>> n) % 60) / 100 + 0.2;
  const river = `M0 ${(b.height * bend(3)).toFixed(0)} C ${(b.width * 0.3).toFixed(0)} ${(b.height * bend(9)).toFixed(0)}, ${(b.width * 0.6).toFixed(0)} ${(b.height * bend(15)).toFixed(0)}, ${b.width} ${(b.height * bend(21)).toFixed(0)}`;
  const grid: string[] = [];
  for (let i = 1; i < 6; i++) {
    grid.push(`<line x1="${((b.width * i) / 6).toFixed(0)}" y1="0" x2="${((b.width * i) / 6).toFixed(0)}" y2="${b.height}"/>`);
    grid.push(`<line x1="0" y1="${((b.height * i) / 6).toFixed(0)}" x2="${b.width}" y2="${((b.height * i) / 6).toFixed(0)}"/>`);
  }
  // scale bar: the nearest round distance to a fifth of the width
  const kmPerPx = ((b.east - b.west) * 111.32 * Math.cos((((b.north + b.south) / 2) * Math.PI) / 180)) / b.width;
  const want = kmPerPx * b.width * 0.2;
  const km = [0.5, 1, 2, 5, 10, 20, 50, 100].reduce((best, v) => (Math.abs(v - want) < Math.abs(best - want) ? v : best), 1);
  const bar = km / kmPerPx;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${b.width}" height="${b.height}" viewBox="0 0 ${b.width} ${b.height}" role="img">
<title>${escapeXml(siteName)}</title>
<defs><linearGradient id="paper" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f7efdd"/><stop offset="1" stop-color="#efe2c4"/></linearGradient></defs>
<rect width="${b.width}" height="${b.height}" fill="url(#paper)"/>
<g stroke="#d9c9a6" stroke-width="1" opacity="0.6">${grid.join('')}</g>
${patches.join('\n')}
<path d="${river}" fill="none" stroke="#8fb8d0" stroke-width="7" stroke-linecap="round" opacity="0.8"/>
${labels.join('\n')}
<g transform="translate(${b.width - 56} 56)" fill="#6d5a43"><polygon points="0,-30 8,0 0,-6 -8,0"/><polygon points="0,30 8,0 0,6 -8,0" opacity="0.4"/><text y="-36" text-anchor="middle" font-size="14">N</text></g>
<g transform="translate(24 ${b.height - 28})" fill="#6d5a43"><rect width="${bar.toFixed(1)}" height="5" rx="2"/><text y="-8" font-size="13">${km} km</text></g>
</svg>`;
}
