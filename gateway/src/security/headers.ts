import { createHash } from 'node:crypto';
import { normaliseOrigin } from './cors.ts';

/**
 * The security headers of the gateway's answers: the app's HTML and every static file, the
 * GraphiQL page, and the JSON answers of /graphql, /health and /metrics.
 */
export interface SecurityHeaderOptions {
  /**
   * Who may frame the app and GraphiQL (CSP `frame-ancestors`): `'self'`, `'none'` or origins.
   * A messaging app's webview loads the page at the top level, so it needs no entry.
   */
  frameAncestors: string[];
  /** Origins the app's images, audio and video come from besides its own (the upstream's file server). */
  mediaOrigins: string[];
}

export const SECURITY_HEADER_DEFAULTS: SecurityHeaderOptions = { frameAncestors: ["'self'"], mediaOrigins: [] };

/** `'self'`, `'none'` or an origin; throws on anything else (a CSP source list must not be injectable). */
export function frameAncestorSource(value: string): string {
  const v = value.trim();
  if (v === "'self'" || v === 'self') return "'self'";
  if (v === "'none'" || v === 'none') return "'none'";
  return normaliseOrigin(v);
}

type Directives = Record<string, string[]>;

function serialise(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

/** What both pages share: nothing but the gateway itself, no plugins, no <base>, forms to itself. */
function basePolicy(options: SecurityHeaderOptions): Directives {
  const ancestors = options.frameAncestors.map(frameAncestorSource);
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ancestors.includes("'none'") ? ["'none'"] : ancestors,
  };
}

/**
 * The app's policy: its own scripts and styles only (its one inline script, which sends the first
 * screen's queries while the app's files download, and its one inline style, the splash painted
 * before any file arrives, are allowed by their hashes), images and
 * media from itself and `mediaOrigins` (also fetched by script: HLS, panoramas), GraphQL to its own origin. No 'unsafe-inline', no
 * 'unsafe-eval': a script that got into upstream HTML does not run.
 */
export function appPolicy(
  options: SecurityHeaderOptions,
  styleHashes: readonly string[] = [],
  scriptHashes: readonly string[] = [],
): string {
  const media = options.mediaOrigins.map(normaliseOrigin);
  const directives = basePolicy(options);
  directives['script-src']!.push(...scriptHashes);
  directives['style-src']!.push(...styleHashes);
  directives['img-src']!.push(...media);
  directives['media-src'] = ["'self'", 'blob:', ...media];
  // the players fetch media by script too: hls.js its playlists and segments (into a blob: source
  // of Media Source Extensions), the panorama viewer its picture (a WebGL texture)
  directives['connect-src']!.push(...media);
  directives['worker-src'] = ["'self'"];
  return serialise(directives);
}

function sha256Sources(bodies: Iterable<RegExpMatchArray>): string[] {
  return [...bodies].map(
    (match) =>
      `'sha256-${createHash('sha256')
        .update(match[1] ?? '', 'utf8')
        .digest('base64')}'`,
  );
}

/** The SHA-256 CSP sources of the inline scripts of an HTML page. */
export function inlineScriptHashes(html: string): string[] {
  return sha256Sources(html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi));
}

/** The SHA-256 CSP sources of the `<style>` elements of an HTML page. */
export function inlineStyleHashes(html: string): string[] {
  return sha256Sources(html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/gi));
}

/**
 * GraphiQL's policy: its bundle is a gateway asset (server/graphiql.ts), so scripts from 'self'
 * (plus the hash of any inline script a future renderer adds); Monaco workers from blob: URLs;
 * styles it inserts at run time — hence 'unsafe-inline' for styles on this page only. Still no
 * 'unsafe-eval'.
 */
export function graphiqlPolicy(options: SecurityHeaderOptions, scriptHashes: string[]): string {
  const directives = basePolicy(options);
  directives['script-src'] = ["'self'", ...scriptHashes];
  directives['style-src'] = ["'self'", "'unsafe-inline'"];
  directives['worker-src'] = ['blob:'];
  return serialise(directives);
}

/** The policy of answers that are data, never a page (JSON, metrics, plain text). */
export const DATA_POLICY = "default-src 'none'; frame-ancestors 'none'";

/**
 * The headers every answer carries next to its Content-Security-Policy. No X-Frame-Options:
 * `frame-ancestors` supersedes it, and it cannot name the origins of a configured list.
 */
export function securityHeaders(policy: string): Record<string, string> {
  return {
    'content-security-policy': policy,
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': 'geolocation=(self), camera=(self), microphone=(self)',
    'x-content-type-options': 'nosniff',
  };
}
