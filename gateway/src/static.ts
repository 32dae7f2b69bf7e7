import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { encodedVariant, isCompressible } from './static-compression.ts';
import { extname, join, normalize, resolve, sep } from 'node:path';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.mp3': 'audio/mpeg',
  '.mp4': 'video/mp4',
  '.wasm': 'application/wasm',
};

export function contentTypeOf(path: string): string {
  return CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
}

/** Long cache for hashed build output under /assets/, no-cache for everything else. */
export function cacheControlOf(urlPath: string): string {
  return urlPath.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
}

function notFound(res: ServerResponse): void {
  res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
  res.end('Not found');
}

/** Serves the built client from `root`; `/` serves index.html; anything else missing is 404. */
export async function serveStatic(root: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { allow: 'GET, HEAD' });
    res.end();
    return;
  }
  let urlPath: string;
  try {
    urlPath = decodeURIComponent(new URL(req.url ?? '/', 'http://gateway.invalid').pathname);
  } catch {
    notFound(res);
    return;
  }
  if (urlPath.includes('\0')) return notFound(res);
  if (urlPath === '/' || urlPath === '') urlPath = '/index.html';
  const base = resolve(root);
  const file = resolve(join(base, normalize(urlPath)));
  if (file !== base && !file.startsWith(base + sep)) return notFound(res);
  let size: number;
  try {
    const info = await stat(file);
    if (!info.isFile()) return notFound(res);
    size = info.size;
  } catch {
    return notFound(res);
  }
  const encoded = isCompressible(file) ? await encodedVariant(file, size, req.headers['accept-encoding']) : null;
  const headers: Record<string, string | number> = {
    'content-type': contentTypeOf(file),
    'cache-control': cacheControlOf(urlPath),
    'x-content-type-options': 'nosniff',
  };
  if (isCompressible(file)) headers.vary = 'Accept-Encoding';
  if (encoded) headers['content-encoding'] = encoded.encoding;
  headers['content-length'] = encoded ? encoded.length : size;
  res.writeHead(200, headers);
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  if (encoded?.body) {
    res.end(encoded.body);
    return;
  }
  createReadStream(encoded?.path ?? file)
    .on('error', () => res.destroy())
    .pipe(res);
}
