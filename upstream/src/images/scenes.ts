/**
 * The compositions of the demo pictures: small flat scenes drawn in a box W units wide
 * and 100 high (W follows the requested aspect ratio) over a background gradient with id "s".
 * Every choice (positions, counts, shapes) comes from the Rng, so a name always draws the same.
 * No composition draws text.
 */
import type { Rng } from '../db/seed/prng.ts';
import { num as f } from './svg.ts';

export type PaletteName = 'day' | 'dusk' | 'night' | 'spring' | 'autumn' | 'ink';

export interface Palette {
  name: PaletteName;
  /** Background gradient, top to bottom. */
  sky: readonly [string, string];
  sun: string;
  far: string;
  mid: string;
  near: string;
  water: string;
  wood: string;
  accent: string;
  accent2: string;
  light: string;
  dark: string;
}

export const PALETTES: Readonly<Record<PaletteName, Palette>> = {
  day: {
    name: 'day',
    sky: ['#86c5e6', '#e3f3f8'],
    sun: '#fff3c4',
    far: '#a9c9cf',
    mid: '#6c9f8c',
    near: '#3d6e5a',
    water: '#74b6d4',
    wood: '#c99a6b',
    accent: '#d9534f',
    accent2: '#f0b35a',
    light: '#fffaf0',
    dark: '#263c35',
  },
  dusk: {
    name: 'dusk',
    sky: ['#ee8f7a', '#fcdcb8'],
    sun: '#fff1d0',
    far: '#c9849a',
    mid: '#8e5a7c',
    near: '#4b3558',
    water: '#e9a88f',
    wood: '#b07a5a',
    accent: '#c63d3d',
    accent2: '#f5b041',
    light: '#fff4e6',
    dark: '#2e2238',
  },
  night: {
    name: 'night',
    sky: ['#16213e', '#3b4f7d'],
    sun: '#f7f1d2',
    far: '#3a4b75',
    mid: '#26345a',
    near: '#131b33',
    water: '#2a3c66',
    wood: '#5a4636',
    accent: '#e04f3f',
    accent2: '#f2c14e',
    light: '#ffe29a',
    dark: '#0c1224',
  },
  spring: {
    name: 'spring',
    sky: ['#bfe6d8', '#fdf0f2'],
    sun: '#fff8e7',
    far: '#b5d8b5',
    mid: '#7fba8a',
    near: '#4b8a5c',
    water: '#9fd3cf',
    wood: '#d8b48a',
    accent: '#e9769d',
    accent2: '#ffc2d4',
    light: '#fffdf7',
    dark: '#2f5040',
  },
  autumn: {
    name: 'autumn',
    sky: ['#f5c98f', '#fcefd9'],
    sun: '#fff4da',
    far: '#d99e6a',
    mid: '#b0613c',
    near: '#6b3a2a',
    water: '#e6c09a',
    wood: '#a8693f',
    accent: '#b83a2b',
    accent2: '#e8a33a',
    light: '#fff8ec',
    dark: '#3d231b',
  },
  ink: {
    name: 'ink',
    sky: ['#e6e1d6', '#f7f4ee'],
    sun: '#b8372c',
    far: '#bdb8ae',
    mid: '#847f76',
    near: '#3f3c38',
    water: '#d8d2c5',
    wood: '#9a8f7e',
    accent: '#b8372c',
    accent2: '#8c867b',
    light: '#fbf9f4',
    dark: '#2a2826',
  },
};

export interface Scene {
  /** Width of the drawing box; its height is 100. */
  W: number;
  rng: Rng;
  p: Palette;
}

export type Composition = (s: Scene) => string;

const rect = (x: number, y: number, w: number, h: number, fill: string, extra = ''): string =>
  `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${fill}"${extra}/>`;
const circle = (cx: number, cy: number, r: number, fill: string, extra = ''): string =>
  `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${fill}"${extra}/>`;
const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = ''): string =>
  `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${fill}"${extra}/>`;
const path = (d: string, fill: string, extra = ''): string => `<path d="${d}" fill="${fill}"${extra}/>`;
const stroke = (d: string, color: string, width: number, extra = ''): string =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="${f(width)}" stroke-linecap="round"${extra}/>`;
/** Path data of a rectangle, to merge many same-coloured boxes into one <path>. */
const box = (x: number, y: number, w: number, h: number): string => `M${f(x)} ${f(y)}h${f(w)}v${f(h)}h${f(-w)}z`;
const op = (o: number): string => ` opacity="${o}"`;
const clamp = (x: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, x));

/** A jagged mountain ridge across the box: alternating peaks and saddles, closed down to `bottom`. */
function peaks(rng: Rng, W: number, base: number, amp: number, bottom = 101): string {
  const n = clamp(Math.round(W / 40) + 2, 3, 8);
  let d = `M-1 ${f(bottom)}L-1 ${f(base - amp * (0.2 + rng.next() * 0.3))}`;
  for (let i = 1; i < 2 * n; i++) {
    const x = ((i + (rng.next() - 0.5) * 0.5) * W) / (2 * n);
    const y = i % 2 === 1 ? base - amp * (0.55 + rng.next() * 0.45) : base - amp * (0.1 + rng.next() * 0.3);
    d += `L${f(x)} ${f(y)}`;
  }
  return `${d}L${f(W + 1)} ${f(base - amp * (0.2 + rng.next() * 0.3))}L${f(W + 1)} ${f(bottom)}Z`;
}

/** Rolling hills (or paper waves): a chain of rounded humps, closed down to `bottom`. */
function hills(rng: Rng, W: number, base: number, amp: number, humps = clamp(Math.round(W / 50) + 1, 2, 7), bottom = 101): string {
  let x = -2;
  let d = `M-2 ${f(bottom)}L-2 ${f(base)}`;
  const step = (W + 4) / humps;
  for (let i = 0; i < humps; i++) {
    const nx = x + step;
    d += `Q${f(x + step / 2)} ${f(base - amp * (0.8 + rng.next() * 1.2))} ${f(nx)} ${f(base - amp * rng.next() * 0.3)}`;
    x = nx;
  }
  return `${d}L${f(W + 2)} ${f(bottom)}Z`;
}

/** A Chinese roof (id "e"): upturned tips, a concave slope and a flat ridge, 20 wide and 10 high above its eaves line. */
const EAVE_DEF = '<defs><path id="e" d="M0 -3.5Q2 0 4 0H16Q18 0 20 -3.5Q16.4 -4.5 14.4 -10H5.6Q3.6 -4.5 0 -3.5Z"/></defs>';

/** A roof (EAVE_DEF) whose eaves sit on y, w wide and h high. */
function eave(x: number, y: number, w: number, h: number, fill?: string): string {
  return `<use href="#e"${fill ? ` fill="${fill}"` : ''} transform="matrix(${+(w / 20).toFixed(3)} 0 0 ${+(h / 10).toFixed(3)} ${f(x)} ${f(y)})"/>`;
}

/** Sun, moon (night) or a red seal sun (ink). */
function celestial(s: Scene, x: number, y: number, r: number): string {
  const { p } = s;
  if (p.name === 'ink') return circle(x, y, r * 0.9, p.sun, op(0.85));
  return circle(x, y, r * (p.name === 'night' ? 1.6 : 1.9), p.sun, op(p.name === 'night' ? 0.12 : 0.3)) + circle(x, y, r, p.sun);
}

function stars(s: Scene, top = 45): string {
  if (s.p.name !== 'night') return '';
  const { W, rng } = s;
  let d = '';
  for (let i = 0; i < clamp(Math.round(W / 14), 5, 14); i++) d += `M${f(rng.next() * W)} ${f(2 + rng.next() * top)}h0`;
  return stroke(d, s.p.light, 1, op(0.8));
}

function birds(s: Scene): string {
  const { W, rng, p } = s;
  if (p.name === 'night' || rng.chance(0.4)) return '';
  let d = '';
  const x0 = W * (0.2 + rng.next() * 0.6);
  const y0 = 14 + rng.next() * 16;
  for (let i = 0; i < 3; i++) {
    const x = x0 + i * 5 + rng.next() * 3;
    const y = y0 + (i % 2) * 4 + rng.next() * 2;
    d += `M${f(x)} ${f(y)}q1.4 -1.4 2.6 0q1.2 -1.4 2.6 0`;
  }
  return stroke(d, p.dark, 0.5, op(0.6));
}

/** Path data of a conifer: one triangle, or two stacked tiers. */
function conifer(x: number, base: number, h: number, tiers: 1 | 2): string {
  const w = h * 0.3;
  const tip = (y: number, hw: number, th: number) => `M${f(x - hw)} ${f(y)}l${f(hw)} ${f(-th)}l${f(hw)} ${f(th)}z`;
  return tiers === 1 ? tip(base, w, h) : tip(base, w, h * 0.7) + tip(base - h * 0.45, w * 0.75, h * 0.55);
}

function roundTree(x: number, base: number, h: number, crown: string, trunk: string): string {
  return rect(x - 0.8, base - h * 0.5, 1.6, h * 0.5, trunk) + ellipse(x, base - h * 0.64, h * 0.26, h * 0.34, crown);
}

/** An object drawn around x = 0 with its base at y = 0, centred in the box and shrunk to fit narrow boxes. */
function centred(s: Scene, designWidth: number, baseY: number, inner: string): string {
  const k = Math.min(1, s.W / designWidth);
  return `<g transform="translate(${f(s.W / 2)} ${f(baseY)}) scale(${k.toFixed(2)})">${inner}</g>`;
}

/** A lantern defined once (id "l") and placed with <use>. */
function lanternDef(p: Palette): string {
  return `<defs><g id="l">${circle(0, 0, 7, p.accent2, op(0.2))}${ellipse(0, 0, 3.6, 4.4, p.accent)}${rect(-2, -4.9, 4, 1.2, p.accent2)}${rect(-2, 3.7, 4, 1.2, p.accent2)}${stroke('M0 4.9v3', p.accent2, 0.5)}</g></defs>`;
}
const useLantern = (x: number, y: number): string => `<use href="#l" x="${f(x)}" y="${f(y)}"/>`;

// ---- landscapes -------------------------------------------------------------------------------

export const mountains: Composition = (s) => {
  const { W, rng, p } = s;
  return (
    stars(s) +
    celestial(s, W * (0.15 + rng.next() * 0.7), 18 + rng.next() * 12, 6 + rng.next() * 3) +
    path(peaks(rng, W, 58, 32), p.far) +
    path(peaks(rng, W, 76, 22), p.mid) +
    path(hills(rng, W, 90, 8), p.near) +
    birds(s)
  );
};

export const lake: Composition = (s) => {
  const { W, rng, p } = s;
  const h = 60 + rng.next() * 8;
  const sunX = W * (0.2 + rng.next() * 0.6);
  const back = peaks(rng, W, h, 34, h);
  const front = hills(rng, W, h, 8, undefined, h);
  const mirror = ` transform="matrix(1 0 0 -1 0 ${f(2 * h)})" opacity=".3"`;
  let glints = '';
  for (let i = 0; i < 3; i++) glints += rect(sunX - (12 - i * 3) / 2, h + 5 + i * 5, 12 - i * 3, 0.8, p.light, op(0.7));
  const bx = W * (0.15 + rng.next() * 0.6);
  const by = h + 14 + rng.next() * 10;
  const boat = rng.chance(0.7)
    ? path(`M${f(bx)} ${f(by)}h11l-2.5 2.4h-6z`, p.dark) + path(`M${f(bx + 5.5)} ${f(by - 0.5)}v-9l5 8.5z`, p.light, op(0.9))
    : '';
  return (
    stars(s, 30) +
    celestial(s, sunX, h - 28 - rng.next() * 10, 5 + rng.next() * 3) +
    path(back, p.far) +
    path(front, p.mid) +
    rect(0, h, W, 101 - h, p.water) +
    path(back, p.far, mirror) +
    path(front, p.mid, mirror) +
    glints +
    boat +
    birds(s)
  );
};

export const forest: Composition = (s) => {
  const { W, rng, p } = s;
  let back = '';
  const backStep = Math.max(7, W / 14);
  for (let x = -3 + rng.next() * 3; x < W + 5; x += backStep * (0.7 + rng.next() * 0.6)) back += conifer(x, 72, 14 + rng.next() * 10, 1);
  let firs = '';
  let front = '';
  const frontStep = Math.max(15, W / 7);
  for (let x = rng.next() * frontStep * 0.5; x < W + 8; x += frontStep * (0.75 + rng.next() * 0.5)) {
    const base = 93 + rng.next() * 4;
    const h = 26 + rng.next() * 16;
    if (rng.chance(0.55)) firs += conifer(x, base, h, 2);
    else front += roundTree(x, base, h, rng.chance(0.5) || p.name === 'night' ? p.near : p.accent2, p.dark);
  }
  return (
    stars(s) +
    celestial(s, W * (0.2 + rng.next() * 0.6), 16 + rng.next() * 10, 5 + rng.next() * 3) +
    path(hills(rng, W, 64, 12), p.far) +
    path(back, p.mid) +
    path(hills(rng, W, 80, 4), p.mid) +
    path(firs, p.near) +
    front +
    path(hills(rng, W, 96, 2), p.near) +
    birds(s)
  );
};

export const terraces: Composition = (s) => {
  const { W, rng, p } = s;
  const fills = [p.mid, p.water, p.far];
  let bands = '';
  const offset = rng.int(0, 2);
  for (let k = 0; k < 6; k++) {
    const y = 44 + k * 10 + rng.next() * 3;
    const d = `M-3 ${f(y + rng.next() * 5)}Q${f(W * (0.25 + rng.next() * 0.5))} ${f(y - 6 - rng.next() * 8)} ${f(W + 3)} ${f(y + rng.next() * 5)}L${f(W + 3)} 103L-3 103Z`;
    bands += path(d, fills[(k + offset) % 3] ?? p.mid, ` stroke="${p.light}" stroke-width=".8" stroke-opacity=".7"`);
  }
  const hx = W * (0.2 + rng.next() * 0.6);
  const hy = 52 + rng.next() * 10;
  const hut =
    rect(hx - 3, hy - 4, 6, 4, p.light) +
    path(`M${f(hx - 4.5)} ${f(hy - 3.5)}L${f(hx)} ${f(hy - 8)}L${f(hx + 4.5)} ${f(hy - 3.5)}Z`, p.dark);
  return (
    stars(s, 25) +
    celestial(s, W * (0.15 + rng.next() * 0.7), 14 + rng.next() * 8, 5 + rng.next() * 2) +
    path(peaks(rng, W, 46, 20), p.far) +
    bands +
    hut +
    birds(s)
  );
};

export const skyline: Composition = (s) => {
  const { W, rng, p } = s;
  const base = 80;
  const night = p.name === 'night';
  const px = W * (0.3 + rng.next() * 0.4);
  let tiers = '';
  let roofs = '';
  let y = base;
  const n = rng.int(4, 5);
  for (let i = 0; i < n; i++) {
    const tw = 18 - i * 2.6;
    const th = 8 - i * 0.7;
    tiers += box(px - tw * 0.32, y - th, tw * 0.64, th);
    roofs += eave(px - tw / 2, y - th + 1, tw, 3);
    y -= th;
  }
  // the town: a cluster of houses around the pagoda, hills on either side of it
  let walls = '';
  let eaves = '';
  let windows = '';
  const from = Math.max(-4, px - 64);
  const to = Math.min(W, px + 64);
  for (let x = from + rng.next() * 3; x < to; ) {
    const bw = 10 + rng.next() * 9;
    const bh = 8 + rng.next() * 14;
    walls += box(x + 1, base - bh, bw - 2, bh);
    eaves += eave(x - 1, base - bh + 1, bw + 2, 3.5);
    if (night || rng.chance(0.5)) windows += box(x + bw / 2 - 1.5, base - bh / 2 - 2, 3, 3.5);
    x += bw + rng.next() * 3;
  }
  let ripples = '';
  for (let i = 0; i < 4; i++) ripples += `M${f(rng.next() * W * 0.8)} ${base + 4 + i * 4}h${f(8 + rng.next() * 14)}`;
  return (
    EAVE_DEF +
    stars(s, 30) +
    celestial(s, W * (0.15 + rng.next() * 0.7), 16 + rng.next() * 8, 5 + rng.next() * 2) +
    path(hills(rng, W, 60, 12), p.far) +
    path(tiers, p.mid) +
    `<g fill="${p.dark}">${roofs}</g>` +
    stroke(`M${f(px)} ${f(y - 1)}v-6`, p.dark, 0.8) +
    path(walls, night ? p.far : p.light) +
    `<g fill="${p.near}">${eaves}</g>` +
    path(windows, night ? p.light : p.accent, op(0.85)) +
    rect(0, base, W, 101 - base, p.near) +
    stroke(ripples, p.light, 0.7, op(0.35))
  );
};

// ---- buildings and interiors ------------------------------------------------------------------

export const inn: Composition = (s) => {
  const { W, rng, p } = s;
  const night = p.name === 'night';
  const floors = rng.int(2, 3);
  const bw = 58;
  let b = rect(-12, 0, 24, 2, p.far);
  let windows = '';
  for (let i = 0; i < floors; i++) {
    const y0 = -i * 17;
    const w = bw - i * 8;
    b += rect(-w / 2, y0 - 14, w, 14, night ? p.far : p.light);
    const n = 5 - i;
    for (let j = 0; j < n; j++) {
      const x = -w / 2 + ((j + 0.5) * w) / n - 2.5;
      if (i === 0 && j === Math.floor(n / 2)) b += rect(-4.5, -11, 9, 11, p.wood);
      else windows += `M${f(x)} ${y0 - 11}h5v6h-5z`;
    }
    b += eave(-w / 2 - 6, y0 - 13, w + 12, i === floors - 1 ? 9 : 5, p.dark);
  }
  b += path(windows, night ? p.light : p.dark, op(night ? 0.95 : 0.7)) + useLantern(-9, -12) + useLantern(9, -12);
  const tx = W / 2 + 40 + rng.next() * 8;
  return (
    lanternDef(p) +
    EAVE_DEF +
    stars(s, 30) +
    celestial(s, W * (0.15 + rng.next() * 0.7), 16 + rng.next() * 8, 5 + rng.next() * 2) +
    path(hills(rng, W, 72, 8), p.far) +
    rect(0, 84, W, 17, p.near) +
    roundTree(W - tx, 88, 34, p.mid, p.dark) +
    roundTree(tx, 88, 30, p.mid, p.dark) +
    centred(s, 84, 86, b)
  );
};

export const room: Composition = (s) => {
  const { W, rng, p } = s;
  const wide = W >= 130;
  const ww = 24;
  const wh = 30;
  const wx = (wide ? W * (rng.chance(0.5) ? 0.18 : 0.82) : W / 2) - ww / 2;
  const wy = wide ? 16 : 6;
  const window =
    rect(wx - 4, wy, 4, wh + 4, p.accent2, op(0.9)) +
    rect(wx + ww, wy, 4, wh + 4, p.accent2, op(0.9)) +
    rect(wx, wy, ww, wh, 'url(#s)') +
    path(
      `M${f(wx)} ${f(wy + wh)}L${f(wx)} ${f(wy + wh * 0.6)}L${f(wx + ww * 0.4)} ${f(wy + wh * 0.45)}L${f(wx + ww * 0.7)} ${f(wy + wh * 0.7)}L${f(wx + ww)} ${f(wy + wh * 0.55)}V${f(wy + wh)}Z`,
      p.far,
    ) +
    stroke(`M${f(wx + ww / 2)} ${f(wy)}v${wh}M${f(wx)} ${f(wy + wh / 2)}h${ww}`, p.dark, 0.8) +
    rect(wx, wy, ww, wh, 'none', ` stroke="${p.dark}" stroke-width="1.2"`);
  const bed =
    rect(-30, -40, 60, 24, p.wood, ' rx="2"') +
    rect(-32, -20, 64, 14, p.light) +
    rect(-33, -17, 66, 15, p.accent, ' rx="1.5"') +
    rect(-33, -17, 66, 3, p.light, op(0.35)) +
    rect(-26, -26, 22, 8, p.light, ' rx="3"') +
    rect(4, -26, 22, 8, p.light, ' rx="3"') +
    rect(-31, -2, 3, 2, p.dark) +
    rect(28, -2, 3, 2, p.dark) +
    rect(37, -14, 13, 14, p.wood) +
    rect(37, -14, 13, 1.5, p.dark, op(0.3)) +
    circle(43.5, -24, 9, p.light, op(0.45)) +
    stroke('M43.5 -14v-6', p.dark, 0.8) +
    path('M39.5 -20h8l-1.8 -7h-4.4z', p.accent2);
  return (
    rect(0, 0, W, 101, p.light) +
    rect(0, 0, W, 8, p.dark, op(0.06)) +
    window +
    rect(0, 74, W, 27, p.wood) +
    rect(0, 73, W, 1.5, p.dark, op(0.3)) +
    centred(s, 104, 88, bed)
  );
};

export const facade: Composition = (s) => {
  const { W, rng, p } = s;
  const cols = rng.chance(0.5) ? 4 : 6;
  const bw = 64;
  let b = rect(-bw / 2 - 6, -3, bw + 12, 3, p.far) + rect(-bw / 2 - 3, -6, bw + 6, 3, p.light) + rect(-bw / 2 + 2, -34, bw - 4, 28, p.far);
  b += rect(-5, -22, 10, 16, p.dark);
  let lit = '';
  let shade = '';
  for (let i = 0; i < cols; i++) {
    const x = -bw / 2 + 4 + (i * (bw - 12)) / (cols - 1);
    lit += `M${f(x)} -34h4v28h-4z`;
    shade += `M${f(x + 2.4)} -34h1.6v28h-1.6z`;
  }
  b += path(lit, p.light) + path(shade, p.far, op(0.45));
  b += rect(-bw / 2 - 2, -40, bw + 4, 6, p.light) + rect(-bw / 2 - 2, -35, bw + 4, 1, p.far, op(0.6));
  b += rng.chance(0.5)
    ? path(`M${-bw / 2 - 4} -40L0 -55L${bw / 2 + 4} -40Z`, p.light, ` stroke="${p.far}" stroke-width=".8"`) +
      path('M-22 -42L0 -51L22 -42Z', p.far, op(0.4))
    : eave(-bw / 2 - 10, -39, bw + 20, 13, p.dark) + rect(-bw / 2 + 2, -54, 4, 3, p.dark) + rect(bw / 2 - 6, -54, 4, 3, p.dark);
  const tx = W / 2 + 44 + rng.next() * 8;
  return (
    EAVE_DEF +
    stars(s, 30) +
    celestial(s, W * (0.15 + rng.next() * 0.7), 14 + rng.next() * 8, 5 + rng.next() * 2) +
    path(hills(rng, W, 74, 8), p.far) +
    rect(0, 86, W, 15, p.near) +
    roundTree(W - tx, 90, 32, p.mid, p.dark) +
    roundTree(tx, 90, 28, p.mid, p.dark) +
    centred(s, 90, 89, b) +
    birds(s)
  );
};

export const gallery: Composition = (s) => {
  const { W, rng, p } = s;
  const n = clamp(Math.floor(W / 42), 1, 5);
  let frames = '';
  for (let i = 0; i < n; i++) {
    const fw = 22 + rng.next() * 8;
    const fh = 18 + rng.next() * 14;
    const cx = ((i + 0.5) * W) / n;
    const x = cx - fw / 2;
    const y = 40 - fh / 2;
    frames += path(`M${f(cx - 2)} 0h4L${f(x + fw + 6)} 72H${f(x - 6)}Z`, p.accent2, op(0.14));
    frames += rect(x - 1.8, y - 1.8, fw + 3.6, fh + 3.6, p.dark) + rect(x, y, fw, fh, 'url(#s)');
    frames += rng.chance(0.6)
      ? path(
          `M${f(x)} ${f(y + fh)}L${f(x + fw * 0.35)} ${f(y + fh * 0.4)}L${f(x + fw * 0.6)} ${f(y + fh * 0.7)}L${f(x + fw * 0.78)} ${f(y + fh * 0.5)}L${f(x + fw)} ${f(y + fh * 0.8)}V${f(y + fh)}Z`,
          p.mid,
        ) + circle(x + fw * 0.75, y + fh * 0.28, fh * 0.1, p.accent)
      : rect(x + fw * 0.15, y + fh * 0.15, fw * 0.4, fh * 0.7, p.accent, op(0.85)) + circle(x + fw * 0.68, y + fh * 0.55, fw * 0.18, p.far);
  }
  return (
    rect(0, 0, W, 101, p.light) +
    frames +
    rect(0, 74, W, 27, p.wood) +
    rect(0, 73, W, 1.5, p.dark, op(0.3)) +
    rect(W / 2 - 18, 84, 36, 3, p.dark) +
    rect(W / 2 - 16, 87, 2, 6, p.dark) +
    rect(W / 2 + 14, 87, 2, 6, p.dark)
  );
};

export const artefact: Composition = (s) => {
  const { W, rng, p } = s;
  const fill = rng.pick([p.water, p.accent, p.accent2, p.light, p.far]);
  const vase = rng.chance(0.6)
    ? path('M-5 -80H5Q4 -74 8 -70Q23 -60 16 -43Q13 -35 8 -33H-8Q-13 -35 -16 -43Q-23 -60 -8 -70Q-4 -74 -5 -80Z', fill) +
      stroke('M-18 -56Q0 -52 18 -56M-15 -45Q0 -42 15 -45', p.dark, 0.8, op(0.5)) +
      ellipse(-9, -57, 2, 6, p.light, op(0.4))
    : rect(-16, -58, 32, 20, fill, ' rx="3"') +
      stroke('M-14 -58q-6 -8 2 -10M14 -58q6 -8 -2 -10M-10 -38l-3 5M10 -38l3 5M0 -38v5', fill, 2.2) +
      stroke('M-16 -50h32', p.dark, 0.8, op(0.5)) +
      rect(-12, -55, 4, 3, p.light, op(0.35));
  const b =
    rect(-18, -30, 36, 30, p.wood) +
    rect(-21, -33, 42, 3, p.wood) +
    rect(-21, -30, 42, 1.2, p.dark, op(0.3)) +
    rect(-6, -18, 12, 5, p.light, op(0.6)) +
    vase;
  return (
    rect(0, 0, W, 101, p.dark) +
    circle(W / 2, 44, 42, p.light, op(0.1)) +
    circle(W / 2, 44, 28, p.light, op(0.12)) +
    rect(0, 92, W, 9, p.near) +
    centred(s, 60, 93, b)
  );
};

// ---- food -----------------------------------------------------------------------------------

function table(s: Scene): string {
  const { W, p } = s;
  return circle(W / 2, 46, 34, p.light, op(0.35)) + rect(0, 70, W, 31, p.wood) + rect(0, 70, W, 1.2, p.dark, op(0.25));
}

function steam(xs: readonly number[], top: number, color: string): string {
  return stroke(xs.map((x) => `M${f(x)} ${f(top)}q-3 -5 0 -9t0 -9`).join(''), color, 1.3, op(0.75));
}

export const bowl: Composition = (s) => {
  const { rng, p } = s;
  const fill = rng.pick([p.light, p.water, p.accent, p.far]);
  let toppings = '';
  for (let i = 0; i < 6; i++)
    toppings += circle(-18 + rng.next() * 36, -22.5 + rng.next() * 2, 1.4 + rng.next() * 1.4, rng.pick([p.mid, p.light, p.accent, p.near]));
  const side = rng.chance(0.7)
    ? ellipse(-46, -1, 15, 3, p.light) +
      path('M-55 -2Q-50.5 -12 -46 -2ZM-46 -2Q-41.5 -12 -37 -2Z', p.light, ` stroke="${p.far}" stroke-width=".6"`)
    : ellipse(46, -1, 11, 2.5, p.light) + path('M40 -2q6 -9 12 0z', p.accent2);
  const b =
    ellipse(0, -1, 34, 5, p.dark, op(0.15)) +
    side +
    rect(-9, -4, 18, 4, fill) +
    path('M-26 -22C-26 0 26 0 26 -22Z', fill) +
    stroke('M-24 -14Q0 -8 24 -14', rng.pick([p.accent, p.dark, p.accent2]), 1.2, op(0.7)) +
    ellipse(0, -22, 26, 4.5, p.accent2) +
    toppings +
    stroke('M-14 -27L46 -16M-12 -29.5L47 -19', p.dark, 1.2) +
    steam([-8, 0, 8], -30, p.light);
  return table(s) + centred(s, 112, 86, b);
};

export const tea: Composition = (s) => {
  const { rng, p } = s;
  const pot = rng.pick([p.accent, p.near, p.water, p.dark, p.wood]);
  const cup = (cx: number): string =>
    ellipse(cx, 0, 10, 1.8, p.light) +
    path(`M${cx - 7} -12Q${cx - 6} 0 ${cx} 0Q${cx + 6} 0 ${cx + 7} -12Z`, p.light, ` stroke="${p.far}" stroke-width=".5"`) +
    ellipse(cx, -12, 7, 1.6, p.wood);
  const b =
    ellipse(-4, -1, 44, 5, p.dark, op(0.15)) +
    stroke('M-32 -20Q-43 -13 -31 -5', pot, 3) +
    path('M-1 -14Q6 -16 9 -26L11.5 -25Q9 -11 0 -7Z', pot) +
    ellipse(-16, -13, 17, 13, pot) +
    ellipse(-16, -26, 8, 2.5, pot) +
    circle(-16, -29, 2.2, pot) +
    stroke('M-30 -15Q-16 -10 -2 -15', p.light, 0.9, op(0.5)) +
    ellipse(-21, -17, 2.5, 5, p.light, op(0.3)) +
    cup(22) +
    cup(40) +
    steam([22], -15, p.light) +
    path('M52 -1q6 -8 12 -3q-6 6 -12 3z', p.mid) +
    path('M58 -2q6 -9 11 -2q-6 5 -11 2z', p.near);
  return table(s) + centred(s, 132, 86, b);
};

export const steamer: Composition = (s) => {
  const { rng, p } = s;
  let dumplings = '';
  const n = rng.int(3, 4);
  for (let i = 0; i < n; i++) {
    const x = -18 + (i * 36) / (n - 1) + (rng.next() - 0.5) * 2;
    dumplings += `M${f(x - 5)} -23q5 -11 10 0zM${f(x - 1.5)} -30q1.5 2 3 0`;
  }
  const bamboo = p.name === 'ink' ? p.far : '#dcb46e';
  const b =
    ellipse(2, -1, 40, 5, p.dark, op(0.15)) +
    rect(-25, -11, 50, 11, bamboo, ' rx="1.5"') +
    rect(-25, -22, 50, 11, bamboo, ' rx="1.5"') +
    stroke('M-24 -5.5h48M-24 -16.5h48', p.dark, 0.5, op(0.25)) +
    stroke('M-25 -11h50', p.dark, 0.6, op(0.35)) +
    ellipse(0, -22, 25, 3.5, p.dark, op(0.3)) +
    path(dumplings, p.light, ` stroke="${p.far}" stroke-width=".5"`) +
    path('M30 -1q13 -22 26 0z', bamboo) +
    stroke('M33 -4q10 -14 20 0', p.dark, 0.5, op(0.25)) +
    ellipse(-40, -1, 9, 2.4, p.light) +
    ellipse(-40, -1.6, 6, 1.3, rng.pick([p.accent, p.near, p.accent2])) +
    steam([-10, 4], -34, p.light);
  return table(s) + centred(s, 120, 86, b);
};

// ---- performances ---------------------------------------------------------------------------

export const stage: Composition = (s) => {
  const { W, rng, p } = s;
  const cw = Math.max(W * 0.2, 14);
  const curtain =
    path(`M-1 0H${f(cw + 6)}Q${f(cw * 0.55)} 45 ${f(cw)} 101H-1Z`, p.accent) +
    stroke(
      `M${f(cw * 0.3)} 8Q${f(cw * 0.15)} 50 ${f(cw * 0.3)} 98M${f(cw * 0.65)} 8Q${f(cw * 0.45)} 50 ${f(cw * 0.65)} 98`,
      p.dark,
      1,
      op(0.25),
    );
  const n = clamp(Math.round(W / 30), 2, 6);
  let lanterns = '';
  for (let i = 0; i < n; i++) {
    const x = W / 2 + (i - (n - 1) / 2) * Math.min(18, (W - 2 * cw) / n);
    const y = 18 + (i % 2) * 4 + rng.next() * 2;
    lanterns += stroke(`M${f(x)} 9V${f(y - 4)}`, p.accent2, 0.4) + useLantern(x, y);
  }
  let scallops = `M-1 9`;
  const sw = Math.max(8, W / 12);
  for (let x = -1; x < W + 1; x += sw) scallops += `q${f(sw / 2)} 5 ${f(sw)} 0`;
  const prop = rng.chance(0.5)
    ? ellipse(W / 2, 78, 9, 2.2, p.accent) + rect(W / 2 - 9, 70, 18, 8, p.accent) + ellipse(W / 2, 70, 9, 2.2, p.light)
    : path(`M${f(W / 2 - 14)} 80A14 14 0 0 1 ${f(W / 2 + 14)} 80Z`, p.accent2, op(0.9)) +
      stroke(`M${f(W / 2)} 80l-9 -9M${f(W / 2)} 80v-13M${f(W / 2)} 80l9 -9`, p.dark, 0.6, op(0.4));
  return (
    lanternDef(p) +
    rect(0, 0, W, 101, p.dark) +
    circle(W / 2, 44, 24, p.accent2, op(0.25)) +
    path(`M${f(W / 2 - 4)} 0H${f(W / 2 + 4)}L${f(W / 2 + 28)} 86H${f(W / 2 - 28)}Z`, p.light, op(0.14)) +
    rect(0, 82, W, 19, p.wood) +
    ellipse(W / 2, 85, 30, 4, p.light, op(0.25)) +
    prop +
    curtain +
    `<g transform="matrix(-1 0 0 1 ${f(W)} 0)">${curtain}</g>` +
    lanterns +
    rect(-1, 0, W + 2, 9, p.accent) +
    path(`${scallops}V0H-1Z`, p.accent) +
    rect(-1, 6.5, W + 2, 1, p.accent2, op(0.8))
  );
};

export const festival: Composition = (s) => {
  const { W, rng, p } = s;
  let roofs = '';
  let eaves = '';
  let windows = '';
  for (let x = -5 + rng.next() * 4; x < W; ) {
    const w = Math.max(24, W / 10) + rng.next() * 14;
    const y = 78 + rng.next() * 9;
    roofs += box(x + w * 0.12, y - 1, w * 0.76, 102 - y);
    eaves += eave(x, y, w, 6);
    windows += box(x + w * 0.4, y + 4, 4, 4);
    x += w + rng.next() * 2;
  }
  let strings = '';
  let lanterns = '';
  const n = clamp(Math.round(W / 32), 3, 6);
  for (let k = 0; k < 2; k++) {
    const y0 = 8 + k * 20 + rng.next() * 4;
    const sag = 8 + rng.next() * 6;
    strings += `M-2 ${f(y0)}Q${f(W / 2)} ${f(y0 + 2 * sag)} ${f(W + 2)} ${f(y0)}`;
    for (let i = 0; i < n; i++) {
      const t = (i + 0.5 + k * 0.5) / (n + k * 0.5);
      const x = (1 - t) * (1 - t) * -2 + 2 * (1 - t) * t * (W / 2) + t * t * (W + 2);
      const y = y0 + 2 * (1 - t) * t * 2 * sag;
      lanterns += useLantern(x, y + 6);
    }
  }
  return (
    lanternDef(p) +
    EAVE_DEF +
    stars(s, 60) +
    celestial(s, W * (0.15 + rng.next() * 0.7), 52 + rng.next() * 10, 6) +
    stroke(strings, p.accent2, 0.5, op(0.7)) +
    lanterns +
    `<g fill="${p.dark}"><path d="${roofs}"/>${eaves}</g>` +
    path(windows, p.light, op(0.8))
  );
};

// ---- abstract ---------------------------------------------------------------------------------

export const pattern: Composition = (s) => {
  const { W, rng, p } = s;
  const t = 8 + rng.int(0, 3) * 2;
  const h = t / 2;
  const motif = rng.pick([
    `<g fill="none" stroke="${p.far}" stroke-width=".6"><circle cx="${h}" cy="${t}" r="${h}"/><circle cx="${h}" cy="${t}" r="${h * 0.6}"/><circle cx="0" cy="${h}" r="${h}"/><circle cx="${t}" cy="${h}" r="${h}"/><circle cx="0" cy="${h}" r="${h * 0.6}"/><circle cx="${t}" cy="${h}" r="${h * 0.6}"/></g>`,
    `<path d="M${h} 0L${t} ${h}L${h} ${t}L0 ${h}Z" fill="none" stroke="${p.far}" stroke-width=".6"/>`,
    `<circle cx="${h / 2}" cy="${h / 2}" r="${f(t / 12)}" fill="${p.far}"/><circle cx="${h * 1.5}" cy="${h * 1.5}" r="${f(t / 12)}" fill="${p.far}"/>`,
    `<path d="M0 ${h}H${t}M${h} 0V${t}" stroke="${p.far}" stroke-width=".6"/><rect x="${f(h - t / 8)}" y="${f(h - t / 8)}" width="${f(t / 4)}" height="${f(t / 4)}" fill="${p.far}"/>`,
  ]);
  const colours = rng.shuffle([p.accent, p.accent2, p.mid, p.near, p.water]);
  const cx = W * (0.3 + rng.next() * 0.4);
  const r = 20 + rng.next() * 12;
  const ax = cx + (rng.chance(0.5) ? -1 : 1) * (r + 6 + rng.next() * 10);
  const ar = 10 + rng.next() * 8;
  return (
    rect(0, 0, W, 101, p.light) +
    `<defs><pattern id="t" width="${t}" height="${t}" patternUnits="userSpaceOnUse">${motif}</pattern></defs>` +
    rect(0, 0, W, 101, 'url(#t)', op(0.7)) +
    circle(cx, 44, r, colours[0] ?? p.accent) +
    circle(cx, 44, r * 0.55, p.light, op(rng.chance(0.5) ? 0.9 : 0)) +
    rect(0, 62 + rng.next() * 8, W, 8 + rng.next() * 10, colours[1] ?? p.mid, op(0.9)) +
    path(`M${f(ax - ar)} 101V${f(80 - ar)}A${f(ar)} ${f(ar)} 0 0 1 ${f(ax + ar)} ${f(80 - ar)}V101Z`, colours[2] ?? p.near)
  );
};

export const papercut: Composition = (s) => {
  const { W, rng, p } = s;
  const fills = [p.far, p.mid, p.near, p.dark];
  let layers = '';
  for (let k = 0; k < 4; k++) {
    const d = hills(rng, W, 50 + k * 13, 5 + rng.next() * 4, clamp(Math.round(W / (22 + rng.next() * 16)), 2, 10));
    layers += path(d, fills[k] ?? p.near, ' filter="url(#d)"');
  }
  const cloud = (x: number, y: number, k: number): string =>
    `<g transform="translate(${f(x)} ${f(y)}) scale(${k.toFixed(2)})" fill="${p.light}" opacity=".85"><circle cx="-6" cy="0" r="4"/><circle cx="0" cy="-3" r="5.5"/><circle cx="7" cy="0" r="4"/><rect x="-10" y="0" width="21" height="4" rx="2"/></g>`;
  return (
    `<defs><filter id="d" x="-5%" y="-20%" width="110%" height="140%"><feDropShadow dx="0" dy="-1" stdDeviation=".8" flood-color="${p.dark}" flood-opacity=".35"/></filter></defs>` +
    circle(W * (0.25 + rng.next() * 0.5), 32 + rng.next() * 8, 14 + rng.next() * 6, p.name === 'ink' ? p.sun : p.accent2, op(0.9)) +
    cloud(W * (0.1 + rng.next() * 0.3), 18 + rng.next() * 10, 0.8 + rng.next() * 0.5) +
    cloud(W * (0.6 + rng.next() * 0.3), 14 + rng.next() * 12, 0.7 + rng.next() * 0.4) +
    layers
  );
};

export const moongate: Composition = (s) => {
  const { W, rng, p } = s;
  const cx = W / 2;
  const cy = 54;
  const r = Math.min(30, W * 0.42);
  let blossoms = '';
  const left = rng.chance(0.5);
  const sx = left ? 1 : -1;
  const x0 = left ? 0 : W;
  const y0 = 18 + rng.next() * 10;
  const branch = `M${f(x0)} ${f(y0)}q${f(sx * 16)} 2 ${f(sx * 26)} 12t${f(sx * 18)} 4M${f(x0 + sx * 14)} ${f(y0 + 2)}q${f(sx * 6)} -8 ${f(sx * 14)} -10`;
  for (let i = 0; i < 8; i++)
    blossoms += circle(x0 + sx * (8 + rng.next() * 36), y0 - 6 + rng.next() * 20, 1.3 + rng.next() * 0.8, p.accent, op(0.9));
  return (
    EAVE_DEF +
    stars(s, 40) +
    celestial(s, cx + (rng.next() - 0.5) * r, cy - r * 0.45, 5 + rng.next() * 2) +
    path(peaks(rng, W, 66, 20), p.far) +
    path(hills(rng, W, 74, 6), p.mid) +
    rect(0, 76, W, 25, p.water) +
    path(
      `M-1 -1H${f(W + 1)}V101H-1ZM${f(cx - r)} ${f(cy)}a${f(r)} ${f(r)} 0 1 0 ${f(2 * r)} 0a${f(r)} ${f(r)} 0 1 0 ${f(-2 * r)} 0Z`,
      p.light,
      ' fill-rule="evenodd"',
    ) +
    circle(cx, cy, r + 1, 'none', ` stroke="${p.mid}" stroke-width="2"`) +
    rect(-1, 8, W + 2, 3, p.dark) +
    eave(-6, 9, W + 12, 6, p.dark) +
    rect(0, 93, W, 8, p.wood) +
    stroke(branch, p.dark, 1.3) +
    blossoms
  );
};

export const portrait: Composition = (s) => {
  const { W, rng, p } = s;
  let bokeh = '';
  for (let i = 0; i < 6; i++)
    bokeh += circle(rng.next() * W, rng.next() * 90, 4 + rng.next() * 8, p.light, op(0.15 + Math.round(rng.next() * 2) / 10));
  const clothes = rng.pick([p.accent, p.mid, p.near, p.water, p.wood]);
  const skin = rng.pick(['#f3d9c4', '#e8c09e', '#c99a76', '#9c6f4e']);
  const hair = rng.chance(0.5)
    ? path('M-12.5 -46Q-13 -62 0 -61Q13 -62 12.5 -46Q8 -55 0 -54Q-8 -55 -12.5 -46Z', p.dark)
    : path('M-13 -40Q-16 -62 0 -61Q16 -62 13 -40Q11 -55 0 -54Q-11 -55 -13 -40Z', p.dark);
  const b =
    path('M-32 0C-32 -22 -16 -28 0 -28C16 -28 32 -22 32 0Z', clothes) +
    rect(-5, -35, 10, 8, skin) +
    path('M-8 -28L0 -19L8 -28Z', p.light, op(0.85)) +
    ellipse(0, -46, 12, 14, skin) +
    hair;
  return bokeh + circle(W / 2, 48, 26, p.light, op(0.4)) + centred(s, 70, 101, b);
};

/** A brocade loom in a workshop: its frame, the warp threads and the patterned cloth woven so far. */
export const loom: Composition = (s) => {
  const { W, rng, p } = s;
  const stripes = rng.shuffle([p.accent, p.accent2, p.water, p.mid]);
  let warp = '';
  for (let x = -24; x <= 24; x += 2) warp += `M${x} -70V-34`;
  let motifs = '';
  for (let x = -20; x <= 20; x += 8) motifs += `M${x} -28l3 -3l3 3l-3 3z`;
  const b =
    rect(-32, -78, 4, 78, p.wood) +
    rect(28, -78, 4, 78, p.wood) +
    rect(-34, -80, 68, 5, p.wood) +
    rect(-28, -72, 56, 3, p.dark, op(0.6)) +
    stroke(warp, p.light, 0.35, op(0.8)) +
    rect(-26, -34, 52, 16, stripes[0] ?? p.accent) +
    rect(-26, -32, 52, 2, stripes[1] ?? p.accent2) +
    rect(-26, -22, 52, 2, stripes[1] ?? p.accent2) +
    path(motifs, stripes[2] ?? p.water) +
    rect(-30, -18, 60, 3, p.wood) +
    path('M-14 -41h22l4 2l-4 2h-22l-4 -2z', p.accent2) +
    rect(-24, -14, 3, 14, p.wood) +
    rect(21, -14, 3, 14, p.wood);
  return (
    rect(0, 0, W, 101, p.light, op(0.5)) +
    rect(W * (0.08 + rng.next() * 0.1), 14, 22, 26, p.sky[0], op(0.6)) +
    rect(0, 88, W, 13, p.near) +
    centred(s, 72, 90, b)
  );
};
