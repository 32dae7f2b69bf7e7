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
import { createActivityLoaders } from './domains/activities/loaders.ts';
import type { ActivityLoaders } from './domains/activities/loaders.ts';
import { createCommentLoaders } from './domains/comments/loaders.ts';
import type { CommentLoaders } from './domains/comments/loaders.ts';
import { createCreditLoaders } from './domains/credit/loaders.ts';
import type { CreditLoaders } from './domains/credit/loaders.ts';
import { DEFAULT_SM4_KEY } from './domains/session/sm4.ts';
import { requestLanguage } from './domains/site/site-info.ts';
import type { Language } from './domains/site/site-info.ts';
import { createOrderLoaders } from './domains/orders/loaders.ts';
import type { OrderLoaders } from './domains/orders/loaders.ts';
import { createReservationLoaders } from './domains/reservations/loaders.ts';
import type { ReservationLoaders } from './domains/reservations/loaders.ts';
import { createAppointmentLoaders } from './domains/appointments/loaders.ts';
import type { AppointmentLoaders } from './domains/appointments/loaders.ts';
import { createShopLoaders } from './domains/shop/loaders.ts';
import type { ShopLoaders } from './domains/shop/loaders.ts';
import { createRouteLoaders } from './domains/routes/loaders.ts';
import type { RouteLoaders } from './domains/routes/loaders.ts';
import type { ExternalLinkPolicy } from './security/external-links.ts';
import { createViewerLoaders } from './domains/viewer/loaders.ts';
import type { ViewerLoaders } from './domains/viewer/loaders.ts';

export interface Loaders {
  site: SiteLoaders;
  places: PlaceLoaders;
  regions: RegionLoaders;
  news: NewsLoaders;
  viewer: ViewerLoaders;
  credit: CreditLoaders;
  comments: CommentLoaders;
  activities: ActivityLoaders;
  orders: OrderLoaders;
  reservations: ReservationLoaders;
  appointments: AppointmentLoaders;
  shop: ShopLoaders;
  routes: RouteLoaders;
}

/** Gateway settings resolvers need (from GatewayOptions). */
export interface ContextSettings {
  /** SM4 key phones are encrypted with upstream (UPSTREAM_SM4_KEY). */
  sm4Key: string;
  /** Session.refreshAfter = issuedAt + this (spec: 6,000,000 ms). */
  sessionRefreshAfterMs: number;
  /** The clock of `ctx.now` in epoch ms (default Date.now; tests follow the upstream's dev clock). */
  now?: () => number;
  /** External-link allow-list and disclaimer rule (default: security/external-links.ts). */
  externalLinks?: ExternalLinkPolicy;
}

export const DEFAULT_SETTINGS: ContextSettings = { sm4Key: DEFAULT_SM4_KEY, sessionRefreshAfterMs: 6_000_000 };

/** The per-request context of every resolver. */
export interface GatewayContext {
  /** The site of this request: `x-site-code` header, else `siteCode` query parameter, else the default. */
  siteCode: string;
  /** The viewer's token (`x-token` header), forwarded upstream as `token`. Never log it. */
  token: string | null;
  /**
   * The language the client shows (`x-language` header: CN, EN, FRENCH, JAPANESE, KOREAN or an
   * alias); null when absent or unknown. User-error messages use it, else the site's language.
   */
  language: Language | null;
  /** The upstream client bound to this request's site and token. */
  upstream: UpstreamClient;
  /** Upstream HTTP requests made by this request. */
  counter: CallCounter;
  loaders: Loaders;
  /** The time of the request (for "open now"). */
  now: Date;
  /** The upstream client of this request speaking for another session token (e.g. one just issued). */
  asUser(token: string): UpstreamClient;
  settings: ContextSettings;
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
  settings: ContextSettings = DEFAULT_SETTINGS,
): GatewayContext {
  const siteCode = requestSiteCode(request.headers, request.url, defaultSiteCode);
  const token = header(request.headers, 'x-token');
  const counter = new CallCounter();
  const upstream = transport.bind(siteCode, token, counter);
  const asUser = (userToken: string) => (userToken === token ? upstream : transport.bind(siteCode, userToken, counter));
  const viewer = createViewerLoaders(upstream, token, asUser);
  const site = createSiteLoaders(upstream, token, viewer.me);
  const places = createPlaceLoaders(upstream);
  return {
    siteCode,
    token,
    language: requestLanguage(header(request.headers, 'x-language')),
    upstream,
    counter,
    now: new Date(settings.now?.() ?? Date.now()),
    asUser,
    settings,
    loaders: {
      site,
      places,
      regions: createRegionLoaders(upstream),
      news: createNewsLoaders(upstream),
      viewer,
      credit: createCreditLoaders(upstream, site),
      comments: createCommentLoaders(upstream),
      activities: createActivityLoaders(upstream),
      orders: createOrderLoaders(upstream, token, asUser),
      reservations: createReservationLoaders(upstream),
      appointments: createAppointmentLoaders(upstream, token),
      shop: createShopLoaders(upstream, site),
      routes: createRouteLoaders(upstream, places),
    },
  };
}
