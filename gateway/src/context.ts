import type { IncomingHttpHeaders } from 'node:http';
import { RequestSession, ResponsePolicy } from './core/context.ts';
import type { ContextSettings, GatewayContext, SiteSummary } from './core/context.ts';
import { requestLanguage } from './core/language.ts';
import { DEFAULT_SM4_KEY } from './core/sm4.ts';
import { CallCounter } from './core/upstream/client.ts';
import type { UpstreamTransport } from './core/upstream/client.ts';
import { createLoaders, forgetNode, loadNode, siteSummaryOf } from './registry.ts';

export type { ContextSettings, GatewayContext };

export const DEFAULT_SETTINGS: ContextSettings = { sm4Key: DEFAULT_SM4_KEY, sessionRefreshAfterMs: 6_000_000 };

const SITE_CODE = /^[A-Za-z0-9_-]{1,64}$/;

/** Fetch-style headers (yoga's may be a ponyfill, so no instanceof) or node's header object. */
type HeaderSource = { get(name: string): string | null } | IncomingHttpHeaders;

function header(headers: HeaderSource, name: string): string | null {
  const value =
    typeof headers.get === 'function'
      ? (headers as { get(name: string): string | null }).get(name)
      : (headers as IncomingHttpHeaders)[name];
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

/**
 * The context of one GraphQL request: site code, session (the `x-token` header), language
 * (`x-language`), the upstream client bound to them, and every domain's loaders (lazily).
 */
export function createContext(
  transport: UpstreamTransport,
  request: { headers: HeaderSource; url: string; clientAddress?: string | null },
  defaultSiteCode: string,
  settings: ContextSettings = DEFAULT_SETTINGS,
): GatewayContext {
  const siteCode = requestSiteCode(request.headers, request.url, defaultSiteCode);
  const session = new RequestSession(header(request.headers, 'x-token'));
  const counter = new CallCounter();
  const upstream = transport.bind(siteCode, session, counter);
  const response = new ResponsePolicy();
  const loaders = createLoaders({ siteCode, session, upstream, response });
  let site: Promise<SiteSummary> | null = null;
  const ctx: GatewayContext = {
    siteCode,
    session,
    upstream,
    response,
    language: requestLanguage(header(request.headers, 'x-language')),
    siteSummary: () => (site ??= siteSummaryOf(loaders, siteCode)),
    counter,
    loaders,
    loadNode: (typeName, rawId) => loadNode(typeName, rawId, ctx),
    forgetNode: (typeName, rawId) => {
      response.changed(typeName, rawId);
      forgetNode(typeName, rawId, loaders);
    },
    now: new Date(settings.now?.() ?? Date.now()),
    settings,
    clientAddress: request.clientAddress ?? null,
  };
  return ctx;
}
