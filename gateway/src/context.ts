import type { IncomingHttpHeaders } from 'node:http';
import { CallCounter } from './upstream/client.ts';
import type { UpstreamClient, UpstreamTransport } from './upstream/client.ts';
import { createNewsLoaders } from './domains/news/loaders.ts';
import type { NewsLoaders } from './domains/news/loaders.ts';
import { createPlaceLoaders } from './domains/places/loaders.ts';
import type { PlaceLoaders } from './domains/places/loaders.ts';
import { createRegionLoaders } from './domains/regions/loaders.ts';
import type { RegionLoaders } from './domains/regions/loaders.ts';
import { createSiteLoaders } from './domains/site/loaders.ts';
import type { SiteLoaders } from './domains/site/loaders.ts';

export interface Loaders {
  site: SiteLoaders;
  places: PlaceLoaders;
  regions: RegionLoaders;
  news: NewsLoaders;
}

/** The per-request context of every resolver. */
export interface GatewayContext {
  /** The site of this request: `x-site-code` header, else `siteCode` query parameter, else the default. */
  siteCode: string;
  /** The viewer's token (`x-token` header), forwarded upstream as `token`. Never log it. */
  token: string | null;
  /** The upstream client bound to this request's site and token. */
  upstream: UpstreamClient;
  /** Upstream HTTP requests made by this request. */
  counter: CallCounter;
  loaders: Loaders;
  /** The time of the request (for "open now"). */
  now: Date;
}

const SITE_CODE = /^[A-Za-z0-9_-]{1,64}$/;

/** Fetch-style headers (yoga's may be a ponyfill, so no instanceof) or node's header object. */
type HeaderSource = { get(name: string): string | null } | IncomingHttpHeaders;

function header(headers: HeaderSource, name: string): string | null {
  const value = typeof headers.get === 'function' ? (headers as { get(name: string): string | null }).get(name) : (headers as IncomingHttpHeaders)[name];
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' && first.trim() !== '' ? first.trim() : null;
}

/** Site code of a request; malformed codes fall back to the default. */
export function requestSiteCode(headers: HeaderSource, url: string, defaultSiteCode: string): string {
  const fromHeader = header(headers, 'x-site-code');
  if (fromHeader && SITE_CODE.test(fromHeader)) return fromHeader;
  const fromQuery = new URL(url, 'http://gateway.invalid').searchParams.get('siteCode');
  if (fromQuery && SITE_CODE.test(fromQuery)) return fromQuery;
  return defaultSiteCode;
}

export function createContext(
  transport: UpstreamTransport,
  request: { headers: HeaderSource; url: string },
  defaultSiteCode: string,
): GatewayContext {
  const siteCode = requestSiteCode(request.headers, request.url, defaultSiteCode);
  const token = header(request.headers, 'x-token');
  const counter = new CallCounter();
  const upstream = transport.bind(siteCode, token, counter);
  return {
    siteCode,
    token,
    upstream,
    counter,
    now: new Date(),
    loaders: {
      site: createSiteLoaders(upstream, token),
      places: createPlaceLoaders(upstream),
      regions: createRegionLoaders(upstream),
      news: createNewsLoaders(upstream),
    },
  };
}
