/**
 * A guided tour's own hand-drawn map (SVG): paper, a lake, a river, hills, woods and the trails
 * between the tour's points, with a small building where each point stands. Lines wobble through
 * an SVG displacement filter, as if inked by hand. No text: the app puts the names on top.
 * The map's picture space is MAP_WIDTH x MAP_HEIGHT; a point at (x, y) in 0..1 stands at
 * (x * MAP_WIDTH, y * MAP_HEIGHT).
 */
import { hashString, mulberry32 } from '../../db/seed/prng.ts';

export const MAP_WIDTH = 1000;
export const MAP_HEIGHT = 1250;

export interface MapPoint {
  x: number;
  y: number;
  type: string;
}

const f = (n: number) => n.toFixed(1);

function blob(cx: number, cy: number, r: number, rng: ReturnType<typeof mulberry32>, lobes = 9): string {
  const pts = Array.from({ length: lobes }, (_, i) => {
    const a = (i / lobes) * Math.PI * 2;
    const rr = r * (0.75 + rng.next() * 0.45);
    return [cx + Math.cos(a) * rr * 1.3, cy + Math.sin(a) * rr] as const;
  });
  // a closed smooth curve through the lobes (quadratic midpoints)
  const mid = (i: number) => {
    const a = pts[i % lobes]!;
    const b = pts[(i + 1) % lobes]!;
    return [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2] as const;
  };
  let d = `M${f(mid(0)[0])},${f(mid(0)[1])}`;
  for (let i = 1; i <= lobes; i++) {
    const c = pts[i % lobes]!;
    const m = mid(i);
    d += ` Q${f(c[0])},${f(c[1])} ${f(m[0])},${f(m[1])}`;
  }
  return `${d} Z`;
}

/** The map of a tour: `seed` picks the landscape, `points` in tour order (trails join them). */
export function tourMapSvg(seed: string, points: readonly MapPoint[]): string {
  const rng = mulberry32(hashString(`tour-map:${seed}`));
  const W = MAP_WIDTH;
  const H = MAP_HEIGHT;
  const parts: string[] = [];
  // lake away from the points' centre
  const lake = { x: W * (0.25 + rng.next() * 0.5), y: H * (0.3 + rng.next() * 0.4), r: 90 + rng.next() * 60 };
  parts.push(`<path d="${blob(lake.x, lake.y, lake.r, rng)}" fill="#a9d3e0" stroke="#5b8fa3" stroke-width="4"/>`);
  parts.push(
    `<path d="${blob(lake.x, lake.y, lake.r * 0.7, rng)}" fill="none" stroke="#c9e6ee" stroke-width="3" stroke-dasharray="14 10"/>`,
  );
  // a river from the top edge into the lake
  const rx = W * (0.1 + rng.next() * 0.8);
  parts.push(
    `<path d="M${f(rx)},0 C${f(rx + 120)},${f(H * 0.12)} ${f(lake.x - 160)},${f(lake.y - 220)} ${f(lake.x)},${f(lake.y - lake.r * 0.8)}" fill="none" stroke="#7fb7c9" stroke-width="14" stroke-linecap="round"/>`,
  );
  // hills: inked triangles with hatching
  for (let i = 0; i < 9; i++) {
    const x = rng.next() * W;
    const y = 60 + rng.next() * (H - 120);
    if (Math.hypot(x - lake.x, y - lake.y) < lake.r * 1.8) continue;
    const s = 40 + rng.next() * 45;
    parts.push(
      `<path d="M${f(x - s)},${f(y + s * 0.6)} L${f(x)},${f(y - s * 0.7)} L${f(x + s)},${f(y + s * 0.6)}" fill="#d9cfa8" stroke="#7a6a48" stroke-width="3" stroke-linejoin="round"/>`,
    );
    parts.push(
      `<path d="M${f(x + 6)},${f(y - s * 0.45)} L${f(x + s * 0.55)},${f(y + s * 0.5)} M${f(x + 2)},${f(y - s * 0.15)} L${f(x + s * 0.32)},${f(y + s * 0.5)}" stroke="#9c8a62" stroke-width="2"/>`,
    );
  }
  // woods: clusters of round trees
  for (let i = 0; i < 16; i++) {
    const cx = rng.next() * W;
    const cy = rng.next() * H;
    if (Math.hypot(cx - lake.x, cy - lake.y) < lake.r * 1.5) continue;
    for (let k = 0; k < 4; k++) {
      const tx = cx + (rng.next() - 0.5) * 60;
      const ty = cy + (rng.next() - 0.5) * 40;
      const r = 10 + rng.next() * 8;
      parts.push(`<circle cx="${f(tx)}" cy="${f(ty)}" r="${f(r)}" fill="#9cc48a" stroke="#4f7a3f" stroke-width="2.5"/>`);
    }
  }
  // trails between consecutive points, as a soft curve
  if (points.length > 1) {
    let d = `M${f(points[0]!.x * W)},${f(points[0]!.y * H)}`;
    for (let i = 1; i < points.length; i++) {
      const a = points[i - 1]!;
      const b = points[i]!;
      const mx = ((a.x + b.x) / 2) * W + (rng.next() - 0.5) * 60;
      const my = ((a.y + b.y) / 2) * H + (rng.next() - 0.5) * 60;
      d += ` Q${f(mx)},${f(my)} ${f(b.x * W)},${f(b.y * H)}`;
    }
    parts.push(`<path d="${d}" fill="none" stroke="#b89b6a" stroke-width="12" stroke-linecap="round" stroke-linejoin="round"/>`);
    parts.push(`<path d="${d}" fill="none" stroke="#f3e6c4" stroke-width="5" stroke-dasharray="2 12" stroke-linecap="round"/>`);
  }
  // a small building where each point stands (the app draws its marker on top)
  for (const p of points) {
    const x = p.x * W;
    const y = p.y * H + 26;
    const roof = p.type === 'SPOT' ? '#b5523b' : '#6d7f8f';
    parts.push(`<rect x="${f(x - 16)}" y="${f(y - 8)}" width="32" height="20" fill="#f1e3c6" stroke="#6b4f36" stroke-width="2.5"/>`);
    parts.push(
      `<path d="M${f(x - 24)},${f(y - 6)} L${f(x)},${f(y - 24)} L${f(x + 24)},${f(y - 6)} Z" fill="${roof}" stroke="#6b4f36" stroke-width="2.5" stroke-linejoin="round"/>`,
    );
  }
  // a compass rose in a corner (a drawing, no letters)
  parts.push(
    `<g transform="translate(${W - 90},${H - 100})" stroke="#6b4f36" stroke-width="2.5"><circle r="38" fill="#f6edd6"/><path d="M0,-32 L8,0 L0,32 L-8,0 Z" fill="#b5523b"/><path d="M-32,0 L0,6 L32,0 L0,-6 Z" fill="#d9cfa8"/></g>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">
<defs>
<filter id="ink" x="-5%" y="-5%" width="110%" height="110%"><feTurbulence type="fractalNoise" baseFrequency="0.03" numOctaves="2" seed="${rng.int(1, 999)}"/><feDisplacementMap in="SourceGraphic" scale="7"/></filter>
<filter id="paper"><feTurbulence type="fractalNoise" baseFrequency="0.8" numOctaves="3" seed="3"/><feColorMatrix values="0 0 0 0 0.45  0 0 0 0 0.38  0 0 0 0 0.25  0 0 0 0.09 0"/></filter>
<radialGradient id="edge" cx="50%" cy="50%" r="75%"><stop offset="0.7" stop-color="#f4ead2"/><stop offset="1" stop-color="#e2cfa4"/></radialGradient>
</defs>
<rect width="${W}" height="${H}" fill="url(#edge)"/>
<rect width="${W}" height="${H}" filter="url(#paper)"/>
<g filter="url(#ink)">
${parts.join('\n')}
</g>
<rect x="14" y="14" width="${W - 28}" height="${H - 28}" fill="none" stroke="#8a6d48" stroke-width="5" rx="8"/>
</svg>`;
}
