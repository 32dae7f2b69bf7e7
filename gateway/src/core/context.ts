import type { GatewayPubSub } from './pubsub.ts';
import type { CallCounter, SessionToken, UpstreamClient } from './upstream/client.ts';
import type { Language, LanguageSites } from './language.ts';
import type { ExternalLinkPolicy } from './external-links.ts';

/**
 * The per-request loaders of every domain. Empty here: each domain adds its own entry by
 * declaration merging in its `index.ts` (`declare module '../../core/context.ts'`), so the
 * core never imports a domain and a new domain needs no edit here.
 */
// biome-ignore lint/suspicious/noEmptyInterface: the domains fill it by declaration merging, which a type alias cannot take
export interface Loaders {}

/**
 * The session of one request: THE place its token lives. The upstream client reads it at each
 * call; loaders key per-user data by it. `adopt` switches the rest of the request to a session
 * issued during it (sign-in, phone binding, refresh), so the new user's fields load with it.
 */
export class RequestSession implements SessionToken {
  #token: string | null;
  constructor(token: string | null) {
    this.#token = token;
  }
  /** The session token (`x-token` header, or one adopted). Never log it. */
  get token(): string | null {
    return this.#token;
  }
  adopt(token: string): void {
    this.#token = token;
  }
}

/**
 * What this request's answer may be cached as (the response cache reads it when the answer is
 * done). Domains say what only they know: the answer depends on who asks (`personal`: never
 * cached — a dead or signed-out token must not get it back from a cache), a part fell back to
 * a default because a call failed (`degraded`: not cached, so the fallback does not outlive the
 * fault), a mutation changed an object (`changed`: every cached answer holding it is dropped,
 * whatever the mutation's selection), or a mutation ended a session for good (`sessionEnded`:
 * every answer cached for that token is dropped).
 */
export class ResponsePolicy {
  #personal = false;
  #degraded = false;
  readonly #changed = new Map<string, { typeName: string; rawId: string }>();
  readonly #endedSessions = new Set<string>();
  personal(): void {
    this.#personal = true;
  }
  degraded(): void {
    this.#degraded = true;
  }
  changed(typeName: string, rawId: string): void {
    this.#changed.set(`${typeName}:${rawId}`, { typeName, rawId });
  }
  /** A mutation ended this session token for good (an account cancelled): its cached answers go. */
  sessionEnded(token: string | null): void {
    if (token) this.#endedSessions.add(token);
  }
  get cacheable(): boolean {
    return !this.#personal && !this.#degraded;
  }
  /** The session tokens mutations of this request ended. */
  get endedSessions(): readonly string[] {
    return [...this.#endedSessions];
  }
  /** The objects mutations of this request changed. */
  get changes(): ReadonlyArray<{ typeName: string; rawId: string }> {
    return [...this.#changed.values()];
  }
}

/** Gateway settings resolvers need (from GatewayOptions). */
export interface ContextSettings {
  /** SM4 key phones are encrypted with upstream (UPSTREAM_SM4_KEY). */
  sm4Key: string;
  /**
   * Which sign-in calls the upstream takes (SIGN_IN_CALLS): `plain` (sendSmsCodeSm4 and
   * loginOrRegister: the phone SM4-encrypted, the code plain) or `sm4` (smsCodeSm4 and loginSm4:
   * the phone and the code SM4-encrypted, under `sm4Key`). Default plain.
   */
  signInCalls?: 'plain' | 'sm4';
  /** Session.refreshAfter = issuedAt + this (spec: 6,000,000 ms). */
  sessionRefreshAfterMs: number;
  /** The clock of `ctx.now` in epoch ms (default Date.now; tests follow the upstream's dev clock). */
  now?: () => number;
  /** External-link allow-list and disclaimer rule (default: core/external-links.ts). */
  externalLinks?: ExternalLinkPolicy;
  /** The largest file of each kind `uploadFile` takes, in bytes (UPLOAD_MAX_*_BYTES; default: domains/uploads). */
  uploads?: { maxImageBytes: number; maxVideoBytes: number; maxAudioBytes: number };
  /** Origins other than the app's own whose pages use the gateway (CORS_ALLOWED_ORIGINS): return addresses may point there. */
  allowedOrigins?: readonly string[];
  /** The origins the app is served from (APP_ORIGINS and the gateway's own addresses): return addresses may point there. */
  appOrigins?: readonly string[];
  /** The dedicated site of each language (LANGUAGE_SITES; default: domains/site/language-sites.ts). */
  languageSites?: LanguageSites;
  /** Sign-in codes one client address may have sent per window (SMS_PER_ADDRESS; default: domains/session/sms-limits.ts). */
  smsLimits?: { perAddress: number; windowMs: number };
  /**
   * The messaging app's authorization server: its authorize page and its code-for-open-id
   * exchange (default: the messaging app's own; development: the reference upstream's stand-in).
   */
  messagingApp?: { authorizeUrl: string; tokenUrl: string };
  /** Where live events are published and subscribed to (in this process, or shared through Redis). */
  pubsub?: GatewayPubSub;
  /** Reports a visit record the statistics did not take (the call's name and why): logged and counted, never the visitor's error. */
  droppedRecord?: (call: string, reason: string) => void;
}

/** What a domain's loader factory gets: the request's site, session and upstream client. */
export interface RequestScope {
  /** The site of this request: `x-site-code` header, else `siteCode` query parameter, else the default. */
  readonly siteCode: string;
  readonly session: RequestSession;
  /** The upstream client bound to this request's site and session. */
  readonly upstream: UpstreamClient;
  /** What the answer may be cached as (see ResponsePolicy). */
  readonly response: ResponsePolicy;
}

/** What every domain may need of the request's site without depending on the site domain. */
export interface SiteSummary {
  name: string | null;
  language: Language;
}

/** A Node's source object as the node registry answers it. */
export interface NodeValue {
  readonly __typename?: string;
}

/** The per-request context of every resolver. */
export interface GatewayContext extends RequestScope {
  /**
   * The language the client shows (`x-language` header: CN, EN, FRENCH, JAPANESE, KOREAN or an
   * alias); null when absent or unknown. User-error messages use it, else the site's language.
   */
  readonly language: Language | null;
  /** The request's site: its name and own language (its site info, loaded once per request). */
  siteSummary(): Promise<SiteSummary>;
  /** Upstream HTTP requests made by this request. */
  readonly counter: CallCounter;
  readonly loaders: Loaders;
  /**
   * Loads any Node by GraphQL type name and upstream id through the node registry (null when
   * unknown or gone): how a domain reaches another domain's objects without importing it.
   */
  loadNode(typeName: string, rawId: string): Promise<NodeValue | null>;
  /**
   * A mutation changed this Node: forgets what this request loaded about it (reads after the
   * mutation are fresh) and drops every cached answer holding it (`response.changed`).
   */
  forgetNode(typeName: string, rawId: string): void;
  /** The time of the request (for "open now"). */
  readonly now: Date;
  readonly settings: ContextSettings;
  /** The client's address: the socket's peer, or X-Forwarded-For behind TRUSTED_PROXY_HOPS proxies of ours. */
  readonly clientAddress?: string | null;
}
