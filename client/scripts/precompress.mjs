// Writes file.br (brotli, quality 11) and file.gz (gzip, level 9) beside every text file of the
// build, so the gateway serves the smallest variant without compressing per request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const DIST = new URL('../dist/', import.meta.url).pathname;
const TEXT = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.webmanifest']);

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (TEXT.has(extname(name))) yield path;
  }
}

let raw = 0;
let br = 0;
let count = 0;
for (const path of files(DIST)) {
  const body = readFileSync(path);
  if (body.length < 1024) continue;
  const brotli = brotliCompressSync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
  const gzip = gzipSync(body, { level: 9 });
  if (brotli.length < body.length) writeFileSync(`${path}.br`, brotli);
  if (gzip.length < body.length) writeFileSync(`${path}.gz`, gzip);
  raw += body.length;
  br += brotli.length;
  count += 1;
}
console.log(`precompressed ${count} files: ${(raw / 1024).toFixed(0)} KiB → ${(br / 1024).toFixed(0)} KiB brotli`);
