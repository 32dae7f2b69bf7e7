/**
 * The bundle analysis: the home route's initial chunks (as bench/run.ts and the size budget
 * test count them: client/scripts/initial-js.mjs) with their sizes as served, and the biggest
 * modules of each (rendered size before minification, from client/dist-stats.json, which the
 * build's `ctp:bundle-stats` plugin writes).
 *
 *   pnpm --filter @ctp/client build && pnpm exec tsx bench/bundle-analysis.ts [modules per chunk, default 12]
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CLIENT_DIST, initialJs } from '../client/scripts/initial-js.mjs';

interface Stats {
  chunks: { file: string; isEntry: boolean; imports: string[]; dynamicImports: string[]; modules: { id: string; size: number }[] }[];
}

const top = Number(process.argv[2] ?? 12);
const statsFile = join(fileURLToPath(new URL('../client/', import.meta.url)), 'dist-stats.json');
const js = initialJs(CLIENT_DIST);
if (!js) {
  console.log('client/dist missing: run `pnpm --filter @ctp/client build` first');
  process.exit(1);
}
const stats: Stats | null = existsSync(statsFile) ? (JSON.parse(readFileSync(statsFile, 'utf8')) as Stats) : null;
const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;

console.log(
  `home route initial JavaScript: ${kib(js.brotli)} brotli as served, ${kib(js.gzip)} gzip, ${kib(js.raw)} minified, ${js.files.length} files`,
);
for (const f of [...js.files].sort((a, b) => b.brotli - a.brotli)) {
  console.log(`\n${f.file}: ${kib(f.brotli)} brotli, ${kib(f.raw)} minified`);
  const chunk = stats?.chunks.find((c) => c.file === f.file);
  if (!chunk) continue;
  // group node_modules by package, the app's files one by one
  const groups = new Map<string, number>();
  for (const m of chunk.modules) {
    const key = m.id.startsWith('node_modules/')
      ? m.id
          .split('/')
          .slice(0, m.id.startsWith('node_modules/@') ? 3 : 2)
          .join('/')
      : m.id;
    groups.set(key, (groups.get(key) ?? 0) + m.size);
  }
  const total = [...groups.values()].reduce((a, b) => a + b, 0);
  for (const [name, size] of [...groups].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(`  ${((100 * size) / total).toFixed(1).padStart(5)}%  ${kib(size).padStart(10)}  ${name}`);
  }
}
