import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { renderGraphiQL } from '@graphql-yoga/render-graphiql';
import { acceptedEncodings } from '../static-compression.ts';

/**
 * GraphiQL served offline as a small page plus two assets: @graphql-yoga/render-graphiql inlines
 * its whole bundle (about 8 MB of script, 0.8 MB of styles, a 150 KB icon) into the HTML, which a developer
 * exploring a remote deployment would download on every load. The page keeps only its markup;
 * the script, the styles and the icon become `/graphiql-assets/<sha256>.js|.css|.ico`, compressed once (brotli
 * or gzip, as the browser accepts) and cached by the browser for a year (`immutable`: a new
 * bundle gets a new name).
 */
export const GRAPHIQL_ASSET_PREFIX = '/graphiql-assets/';

interface Asset {
  contentType: string;
  body: Buffer;
  encoded: Partial<Record<'br' | 'gzip', Promise<Buffer>>>;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export class GraphiQLAssets {
  readonly #pages = new Map<string, string>();
  readonly #assets = new Map<string, Asset>();

  /** The page for these options: GraphiQL's HTML with its inline script and style moved out. */
  readonly render: typeof renderGraphiQL = (options) => {
    const key = JSON.stringify(options ?? {});
    let html = this.#pages.get(key);
    if (html === undefined) {
      html = renderGraphiQL(options)
        .replace(
          /<script>([\s\S]*?)<\/script>/g,
          (_all, code: string) => `<script src="${this.#add(code, 'js', 'text/javascript; charset=utf-8')}"></script>`,
        )
        .replace(
          /<style>([\s\S]*?)<\/style>/g,
          (_all, css: string) => `<link rel="stylesheet" href="${this.#add(css, 'css', 'text/css; charset=utf-8')}" />`,
        )
        .replace(
          /href="data:image\/x-icon;base64,([A-Za-z0-9+/=]+)"/g,
          (_all, icon: string) => `href="${this.#add(Buffer.from(icon, 'base64'), 'ico', 'image/x-icon')}"`,
        );
      this.#pages.set(key, html);
    }
    return html;
  };

  #add(content: string | Buffer, extension: 'js' | 'css' | 'ico', contentType: string): string {
    const body = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
    const name = `${createHash('sha256').update(body).digest('base64url').slice(0, 22)}.${extension}`;
    if (!this.#assets.has(name)) this.#assets.set(name, { contentType, body, encoded: {} });
    return `${GRAPHIQL_ASSET_PREFIX}${name}`;
  }

  /** Answers a GET/HEAD of one of the assets; false when the path is not one (the router goes on). */
  serve(req: IncomingMessage, res: ServerResponse, path: string): boolean {
    if (!path.startsWith(GRAPHIQL_ASSET_PREFIX) || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
    const asset = this.#assets.get(path.slice(GRAPHIQL_ASSET_PREFIX.length));
    if (!asset) return false;
    const encoding = acceptedEncodings(req.headers['accept-encoding'])[0];
    const headers: Record<string, string> = {
      'content-type': asset.contentType,
      'cache-control': 'public, max-age=31536000, immutable',
      vary: 'Accept-Encoding',
    };
    const send = (body: Buffer) => {
      res.writeHead(200, { ...headers, 'content-length': String(body.length) });
      res.end(req.method === 'HEAD' ? undefined : body);
    };
    if (!encoding) {
      send(asset.body);
      return true;
    }
    asset.encoded[encoding] ??=
      encoding === 'br' ? brotli(asset.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }) : gzipAsync(asset.body, { level: 9 });
    asset.encoded[encoding]!.then(
      (body) => {
        headers['content-encoding'] = encoding;
        send(body);
      },
      () => send(asset.body),
    );
    return true;
  }
}
