import { readFile, stat } from 'node:fs/promises';
import { extname } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/**
 * Compressed delivery of the built client: a precompressed sibling (`file.br`, `file.gz`, written
 * by the client build) when there is one, otherwise compressed once on first request and kept in
 * memory (the files are immutable build output). Text types only; images and media go as they are.
 */

const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.svg', '.txt', '.webmanifest', '.wasm']);
/** Files larger than this are streamed as they are rather than compressed in memory. */
const MAX_IN_MEMORY = 4 * 1024 * 1024;
/** Total bytes of on-the-fly compressed bodies kept (oldest dropped first). */
const CACHE_BUDGET = 32 * 1024 * 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type Encoding = 'br' | 'gzip';

export interface EncodedVariant {
  encoding: Encoding;
  length: number;
  /** A precompressed file to stream… */
  path?: string;
  /** …or the compressed body held in memory. */
  body?: Buffer;
}

export function isCompressible(file: string): boolean {
  return COMPRESSIBLE.has(extname(file).toLowerCase());
}

/** The encodings the client accepts, best first (q=0 refuses one). */
export function acceptedEncodings(header: string | string[] | undefined): Encoding[] {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  const accepted = new Set<string>();
  for (const part of value.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  const all = accepted.has('*');
  return (['br', 'gzip'] as const).filter((e) => accepted.has(e) || all);
}

const cache = new Map<string, Buffer>();
let cached = 0;

function remember(key: string, body: Buffer): void {
  if (body.length > CACHE_BUDGET) return;
  cache.set(key, body);
  cached += body.length;
  for (const [old, value] of cache) {
    if (cached <= CACHE_BUDGET) break;
    cache.delete(old);
    cached -= value.length;
  }
}

async function sibling(file: string, encoding: Encoding): Promise<EncodedVariant | null> {
  const path = `${file}.${encoding === 'br' ? 'br' : 'gz'}`;
  try {
    const info = await stat(path);
    return info.isFile() ? { encoding, length: info.size, path } : null;
  } catch {
    return null;
  }
}

async function compressed(file: string, size: number, encoding: Encoding): Promise<EncodedVariant | null> {
  if (size > MAX_IN_MEMORY) return null;
  const info = await stat(file);
  const key = `${encoding}:${file}:${info.mtimeMs}:${info.size}`;
  let body = cache.get(key);
  if (!body) {
    const raw = await readFile(file);
    // Brotli at a middle quality: close to the best ratio at a fraction of quality 11's time.
    body =
      encoding === 'br'
        ? await brotli(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 6, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } })
        : await gzipAsync(raw, { level: 6 });
    remember(key, body);
  }
  return body.length < size ? { encoding, length: body.length, body } : null;
}

/** The best compressed variant of `file` the request accepts; null to send it as it is. */
export async function encodedVariant(
  file: string,
  size: number,
  acceptEncoding: string | string[] | undefined,
): Promise<EncodedVariant | null> {
  const encodings = acceptedEncodings(acceptEncoding);
  for (const encoding of encodings) {
    const pre = await sibling(file, encoding);
    if (pre) return pre;
  }
  const best = encodings[0];
  return best ? compressed(file, size, best) : null;
}
