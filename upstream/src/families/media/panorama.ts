/**
 * Equirectangular panoramas (2:1 PNG) drawn from a name: a sky with a sun and soft clouds, two
 * mountain ridges all around, a lake that mirrors them and a meadow below. Every shape is periodic
 * in longitude, so the picture closes seamlessly behind the viewer. No text on the picture.
 */
import { deflateSync } from 'node:zlib';
import { hashString, mulberry32 } from '../../db/seed/prng.ts';

type Rgb = [number, number, number];

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
const clamp01 = (v: number) => (v < 0 ? 0 : Math.min(v, 1));
const smooth = (e0: number, e1: number, v: number) => {
  const t = clamp01((v - e0) / (e1 - e0));
  return t * t * (3 - 2 * t);
};

/** Times of day: zenith, horizon, sun glow, far ridge, near ridge, meadow. */
const MOODS: ReadonlyArray<Record<'zenith' | 'horizon' | 'glow' | 'far' | 'near' | 'meadow', Rgb>> = [
  {
    zenith: [46, 110, 190],
    horizon: [190, 224, 245],
    glow: [255, 250, 225],
    far: [110, 140, 175],
    near: [52, 92, 84],
    meadow: [92, 150, 78],
  },
  {
    zenith: [60, 70, 150],
    horizon: [250, 190, 150],
    glow: [255, 220, 170],
    far: [140, 120, 160],
    near: [70, 70, 100],
    meadow: [110, 130, 80],
  },
  {
    zenith: [30, 90, 160],
    horizon: [210, 235, 240],
    glow: [255, 255, 235],
    far: [120, 160, 170],
    near: [40, 100, 90],
    meadow: [120, 165, 70],
  },
  {
    zenith: [90, 80, 160],
    horizon: [255, 200, 170],
    glow: [255, 236, 200],
    far: [160, 130, 150],
    near: [90, 80, 95],
    meadow: [130, 140, 90],
  },
];

interface Wave {
  k: number;
  a: number;
  p: number;
}

function waves(rng: ReturnType<typeof mulberry32>, count: number, base: number): Wave[] {
  // integer frequencies: periodic in 2π, so the ridge closes behind the viewer
  return Array.from({ length: count }, (_, i) => ({ k: i + 1 + rng.int(0, 2), a: base / (i + 1.3), p: rng.next() * Math.PI * 2 }));
}

const ridge = (w: Wave[], lon: number, floor: number) => w.reduce((h, x) => h + x.a * Math.sin(x.k * lon + x.p), floor);

export function panoramaPixels(name: string, width: number): { width: number; height: number; rgb: Buffer } {
  const height = width / 2;
  const rng = mulberry32(hashString(`panorama:${name}`));
  const mood = MOODS[rng.int(0, MOODS.length - 1)]!;
  const far = waves(rng, 5, 0.09);
  const near = waves(rng, 6, 0.045);
  const sunLon = rng.next() * Math.PI * 2 - Math.PI;
  const sunLat = 0.2 + rng.next() * 0.35;
  const clouds = Array.from({ length: 9 }, () => ({
    lon: rng.next() * Math.PI * 2 - Math.PI,
    lat: 0.25 + rng.next() * 0.6,
    w: 0.25 + rng.next() * 0.4,
    h: 0.04 + rng.next() * 0.05,
  }));
  // the lake: a band of longitudes (periodic weight) in front of the near ridge
  const lakeCentre = rng.next() * Math.PI * 2 - Math.PI;
  const rgb = Buffer.alloc(width * height * 3);

  const sky = (lon: number, lat: number): Rgb => {
    let c = mix(mood.horizon, mood.zenith, smooth(0, 1.1, lat));
    const dLon = Math.atan2(Math.sin(lon - sunLon), Math.cos(lon - sunLon));
    const d = Math.hypot(dLon * Math.cos(lat), lat - sunLat);
    c = mix(c, mood.glow, 0.55 * Math.exp(-d * 5));
    if (d < 0.045) c = mix(c, [255, 253, 240], smooth(0.045, 0.035, d));
    for (const cl of clouds) {
      const dl = Math.atan2(Math.sin(lon - cl.lon), Math.cos(lon - cl.lon)) / cl.w;
      const dh = (lat - cl.lat) / cl.h;
      const v = Math.exp(-(dl * dl + dh * dh) * 1.6);
      if (v > 0.02) c = mix(c, [250, 250, 252], v * 0.75);
    }
    return c;
  };

  const land = (lon: number, lat: number): Rgb | null => {
    const nearTop = ridge(near, lon, 0.06);
    if (lat < nearTop) return mix(mood.near, [20, 40, 36], smooth(nearTop, nearTop - 0.12, lat) * 0.5);
    const farTop = ridge(far, lon, 0.16);
    if (lat < farTop) {
      const snow = lat > farTop - 0.025 && farTop > 0.27 ? 0.6 : 0;
      return mix(mix(mood.far, mood.horizon, 0.25), [245, 248, 250], snow);
    }
    return null;
  };

  for (let y = 0; y < height; y++) {
    const lat = Math.PI / 2 - ((y + 0.5) / height) * Math.PI;
    for (let x = 0; x < width; x++) {
      const lon = ((x + 0.5) / width) * Math.PI * 2 - Math.PI;
      let c: Rgb;
      if (lat >= 0) {
        c = land(lon, lat) ?? sky(lon, lat);
      } else {
        const lakeWeight = 0.5 + 0.5 * Math.cos(lon - lakeCentre);
        const shore = -0.05 - 0.25 * lakeWeight * lakeWeight;
        if (lat > shore) {
          // the lake mirrors what stands above it, darker and bluer, with soft ripples
          const ripple = 0.004 * Math.sin(lat * 180 + Math.sin(lon * 7) * 2);
          const up = -lat + ripple;
          const mirrored = land(lon, up) ?? sky(lon, up);
          c = mix(mirrored, [30, 70, 110], 0.35);
        } else {
          c = mix(mood.meadow, [48, 80, 44], smooth(shore, -Math.PI / 2, lat));
          // a path of lighter grass circling the viewer
          if (Math.abs(lat + 0.9 + 0.05 * Math.sin(lon * 3)) < 0.03) c = mix(c, [200, 185, 140], 0.6);
        }
      }
      const o = (y * width + x) * 3;
      rgb[o] = Math.round(c[0]);
      rgb[o + 1] = Math.round(c[1]);
      rgb[o + 2] = Math.round(c[2]);
    }
  }
  return { width, height, rgb };
}

const CRC_TABLE = (() => {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  return t;
})();

function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** An RGB PNG (each row filtered with "Up", which suits smooth skies). */
export function encodePng(width: number, height: number, rgb: Buffer): Buffer {
  const stride = width * 3;
  const raw = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (stride + 1)] = 2;
    for (let i = 0; i < stride; i++) {
      const above = y > 0 ? rgb[(y - 1) * stride + i]! : 0;
      raw[y * (stride + 1) + 1 + i] = (rgb[y * stride + i]! - above) & 0xff;
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 6 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const cache = new Map<string, Buffer>();

/** The panorama of a name as PNG, `width` x `width / 2` (a few kept in memory; 1600 x 800 by default). */
export function panoramaPng(name: string, width = 1600): Buffer {
  const key = `${name}@${width}`;
  let png = cache.get(key);
  if (!png) {
    const { height, rgb } = panoramaPixels(name, width);
    png = encodePng(width, height, rgb);
    cache.set(key, png);
    if (cache.size > 8) cache.delete(cache.keys().next().value!);
  }
  return png;
}
