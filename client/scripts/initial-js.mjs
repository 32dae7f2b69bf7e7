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
  // the home route's chunk, and the default language's texts (i18n/locales/cn.ts, a dynamic
  // import main.tsx waits for before its first render)
  // (a family's own texts, screens/<family>/locales/cn.ts, are cn-*.js chunks too: they load with
  // the family's screens, so the build's module map tells the i18n bundle from them when it is there)
  const stats = join(dist, '..', 'dist-stats.json');
  const modulesOf = new Map(
    existsSync(stats) ? JSON.parse(readFileSync(stats, 'utf8')).chunks.map((c) => [c.file, (c.modules ?? []).map((m) => m.id)]) : [],
  );
  const isAppTexts = (f) => !modulesOf.has(`assets/${f}`) || modulesOf.get(`assets/${f}`).some((id) => /(^|\/)src\/i18n\//.test(id));
  const home = assets
    .filter((f) => /^HomeScreen.*\.js$|^Home.*\.js$/.test(f) || (/^cn-[\w-]+\.js$/.test(f) && isAppTexts(f)))
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
      brotli: existsSync(br)
        ? readFileSync(br).length
        : brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    };
  });
  const sum = (k) => files.reduce((n, f) => n + f[k], 0);
  return { files, gzip: sum('gzip'), brotli: sum('brotli'), raw: sum('raw') };
}
