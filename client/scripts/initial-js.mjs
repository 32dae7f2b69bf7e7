// The home route's initial JavaScript as the gateway serves it: the entry script and modulepreloads
// of dist/index.html, plus the home route's lazy chunk (HomeScreen*.js) and the default language's
// texts (cn-*.js), and every chunk those
// import statically (what the browser loads before home content). Brotli is the build's own
// precompressed .br (quality 11), compressed here the same way when a file has none.
// Shared by bench/run.ts (`pnpm bench`), bench/bundle-analysis.ts and the size budget test
// (src/bundle-budget.test.ts), so all three count the same files the same way.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export const CLIENT_DIST = new URL('../dist/', import.meta.url).pathname;

/** The chunks holding a screen family's locale files (vite.config.ts's dist-stats.json beside dist/); none without it. */
function familyTextChunks(dist) {
  const stats = join(dist, '..', 'dist-stats.json');
  if (!existsSync(stats)) return new Set();
  const { chunks } = JSON.parse(readFileSync(stats, 'utf8'));
  return new Set(chunks.filter((c) => c.modules.length > 0 && c.modules.every((m) => /(^|\/)src\/screens\/[^/]+\/locales\//.test(m.id))).map((c) => c.file));
}

/** @param {string} [dist] @returns {{ files: { file: string; raw: number; gzip: number; brotli: number }[]; gzip: number; brotli: number; raw: number } | null} */
export function initialJs(dist = CLIENT_DIST) {
  const index = join(dist, 'index.html');
  if (!existsSync(index)) return null;
  const html = readFileSync(index, 'utf8');
  const entry = [
    ...html.matchAll(/<script[^>]+src="\.?\/?([^"]+\.js)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\.?\/?([^"]+\.js)"/g),
  ].map((m) => m[1]);
  const assets = readdirSync(join(dist, 'assets'));
  // the home route's chunk, and the default language's texts (i18n/bundles/cn.ts, a dynamic
  // import main.tsx waits for before its first render)
  // A screen family's own texts (src/screens/<family>/locales/cn.ts) are chunks named cn-* too, but
  // load with the family's screens, not with the home: the build's dist-stats.json tells them apart.
  const familyTexts = familyTextChunks(dist);
  const home = assets
    .filter((f) => /^HomeScreen.*\.js$|^Home.*\.js$|^cn-[\w-]+\.js$/.test(f) && !familyTexts.has(`assets/${f}`))
    .map((f) => `assets/${f}`);
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file) || !existsSync(join(dist, file))) return;
    seen.add(file);
    const code = readFileSync(join(dist, file), 'utf8');
    for (const m of code.matchAll(/(?:^|[;\n])\s*import\s*(?:[\w*{}\s,$]+from\s*)?["']\.\/([\w.-]+\.js)["']/g)) visit(`assets/${m[1]}`);
  };
  [...entry, ...home].forEach(visit);
  const files = [...seen].map((file) => {
    const buf = readFileSync(join(dist, file));
    const br = join(dist, `${file}.br`);
    return {
      file,
      raw: buf.length,
      gzip: gzipSync(buf, { level: 9 }).length,
      brotli: existsSync(br) ? readFileSync(br).length : brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    };
  });
  const sum = (k) => files.reduce((n, f) => n + f[k], 0);
  return { files, gzip: sum('gzip'), brotli: sum('brotli'), raw: sum('raw') };
}
