import { cacheStores, interceptors, Pool } from 'undici';
import type { Dispatcher } from 'undici';
import { decodeData, decodeList, parseEnvelope } from './envelope.ts';
import type { Envelope, PageHint, UpstreamPage } from './envelope.ts';
import { UpstreamMalformedError, UpstreamUnavailableError } from './errors.ts';
import type { UnavailableReason } from './errors.ts';
import type { Context } from '@opentelemetry/api';
import { CircuitBreaker, upstreamFamily } from './breaker.ts';
import type { BreakerOptions, BreakerState } from './breaker.ts';

export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue>;
/** Extra request headers of one call (e.g. the shop's `domain` and `session-id`). */
export type CallHeaders = Record<string, string>;

/** One exchange with the upstream (UpstreamTransport.send). */
export interface UpstreamRequest {
  method: 'GET' | 'POST';
  /** The path under the upstream's base URL, e.g. `res/api/resource/list`. */
  path: string;
  query: URLSearchParams;
  /** A POST's body, already encoded, with its content type. */
  body?: { text: string | Uint8Array; contentType: string } | undefined;
  /** Headers besides accept and content type; a GET with any is never answered from the fresh cache. */
  headers?: CallHeaders | undefined;
  /** The gateway request's id, passed on so the two logs can be joined. */
  requestId?: string | undefined;
  /** The request's trace the exchange's span belongs to (when the gateway traces). */
  trace?: Context | null | undefined;
  /** Told when the answer came from a cache rather than the network. */
  onCacheHit?: () => void;
  /** Default: the transport's timeout. */
  timeoutMs?: number;
}
/** Per-call options. */
export interface CallOptions {
  headers?: CallHeaders;
  /**
   * Parameters sent even when empty (`name=`): some paths tell an absent parameter from an
   * empty one (activityOrder/list: absent orderType = venue orders, "" = all types).
   */
  keepEmpty?: readonly string[];
}

export interface RetryPolicy {
  /** How many times a failed GET is tried again (spec: 4). */
  attempts: number;
  /** Pause between tries in ms (spec: 2000). */
  delayMs: number;
}

/** Outcome of one upstream HTTP exchange, for metrics. */
export type UpstreamOutcome = 'ok' | 'timeout' | 'network' | 'http_5xx' | 'malformed' | 'circuit_open';

/** Traces each exchange of a traced request (observability/tracing.ts); must not throw. */
export interface ExchangeTracer {
  /** Starts the exchange's span under the request's trace: the headers that carry it, and its end. */
  start(
    trace: Context,
    method: string,
    path: string,
    family: string,
  ): { headers: Record<string, string>; end(outcome: UpstreamOutcome, status: number | null): void };
}

/** Told about every upstream exchange and breaker transition (metrics); must not throw. */
export interface UpstreamObserver {
  onCall(family: string, outcome: UpstreamOutcome, durationMs: number): void;
  onBreakerState(family: string, state: BreakerState): void;
}

export interface TransportOptions {
  baseUrl: string;
  timeoutMs: number;
  retry: RetryPolicy;
  /** Circuit breaker per upstream family; null/undefined = none. */
  breaker?: BreakerOptions | null;
  /** Spans for each exchange (and `traceparent` sent upstream); null/undefined = untraced. */
  tracing?: ExchangeTracer | null;
  observer?: UpstreamObserver;
  /**
   * An HTTP cache (RFC 9111, undici's cache interceptor) for the upstream's GET answers, shared
   * by every request of the process: it keeps what the upstream marks cacheable (reference data
   * such as site info, menus, layouts, region trees, channels: `Cache-Control: public, max-age`
   * with an ETag) and revalidates it; anything else — every answer tied to a user — goes through.
   * The key is the full URL, site code included. null/undefined = no cache.
   */
  httpCache?: { maxEntries: number; maxBytes: number } | null;
}

/** Header carrying the gateway's request id to the upstream (and back to the client). */
export const REQUEST_ID_HEADER = 'x-request-id';

/** Counts the HTTP requests one GraphQL request made upstream (retries included). */
export class CallCounter {
  calls = 0;
  /** The gateway request id, sent upstream as `x-request-id`. */
  requestId: string | undefined;
  /** The request's trace (its execution span) that each upstream call continues; null when untraced. */
  trace: Context | null = null;
  constructor(requestId?: string) {
    this.requestId = requestId;
  }
  readonly paths: string[] = [];
  record(path: string): void {
    this.calls += 1;
    this.paths.push(path);
  }
  /** The last recorded call of `path` was answered by the HTTP cache: it was no upstream call. */
  fromCache(path: string): void {
    const at = this.paths.lastIndexOf(path);
    if (at >= 0) this.paths.splice(at, 1);
    this.calls -= 1;
  }
}

/** A GET answer that the HTTP cache served (undici adds `age` to what it serves from its store). */
const servedFromCache = (headers: Dispatcher.ResponseData['headers']) => headers.age !== undefined;

/** Parsed envelopes of cached answers by URL and ETag (the same bytes need no second JSON.parse). */
class ParsedByEtag {
  readonly #entries = new Map<string, Envelope>();
  constructor(private readonly max: number) {}
  get(key: string): Envelope | undefined {
    const hit = this.#entries.get(key);
    if (hit) {
      this.#entries.delete(key);
      this.#entries.set(key, hit);
    }
    return hit;
  }
  set(key: string, envelope: Envelope): Envelope {
    if (this.#entries.size >= this.max) this.#entries.delete(this.#entries.keys().next().value!);
    this.#entries.set(key, deepFreeze(envelope));
    return envelope;
  }
}

/**
 * How long (ms from now) the HTTP cache may serve an answer without asking the upstream: a GET
 * answer it keeps (`public`, `max-age` / `s-maxage` > its `age`; no `private`, `no-cache`,
 * `no-store`, `Vary`) with an ETag. 0 = not fresh (the HTTP cache decides on every call).
 */
export function freshForMs(headers: Dispatcher.ResponseData['headers']): number {
  const cacheControl = headers['cache-control'];
  if (typeof cacheControl !== 'string' || typeof headers.etag !== 'string' || headers.vary !== undefined) return 0;
  let maxAge: number | null = null;
  let sharedMaxAge: number | null = null;
  let isPublic = false;
  for (const part of cacheControl.toLowerCase().split(',')) {
    const [name = '', value] = part.trim().split('=');
    if (name === 'private' || name === 'no-cache' || name === 'no-store') return 0;
    if (name === 'public') isPublic = true;
    else if (name === 'max-age') maxAge = Number(value);
    else if (name === 's-maxage') sharedMaxAge = Number(value);
  }
  const seconds = sharedMaxAge ?? maxAge;
  if (!isPublic || seconds === null || !Number.isFinite(seconds)) return 0;
  const age = typeof headers.age === 'string' ? Number(headers.age) : 0;
  return Number.isFinite(age) ? Math.max(0, (seconds - age) * 1000) : 0;
}

/**
 * The parsed envelopes of fresh cached answers by URL: while an answer is fresh the HTTP cache
 * would serve it without asking the upstream, so it is answered from here without the dispatch,
 * the cached body's replay and its decoding (reference data such as the site and its region
 * tree, on every request).
 */
class FreshAnswers {
  readonly #entries = new Map<string, { envelope: Envelope; until: number }>();
  constructor(private readonly max: number) {}
  get(key: string, now: number): Envelope | undefined {
    const hit = this.#entries.get(key);
    if (!hit) return undefined;
    if (hit.until <= now) {
      this.#entries.delete(key);
      return undefined;
    }
    return hit.envelope;
  }
  set(key: string, envelope: Envelope, until: number): void {
    this.#entries.delete(key);
    if (this.#entries.size >= this.max) this.#entries.delete(this.#entries.keys().next().value!);
    this.#entries.set(key, { envelope, until });
  }
}

/** Shared parsed answers must never be changed by a reader. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value as object)) deepFreeze(child);
  }
  return value;
}

class NetworkFailure extends Error {
  readonly reason: UnavailableReason;
  constructor(reason: UnavailableReason) {
    super(reason);
    this.reason = reason;
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The shared part of the upstream client: one undici Pool per upstream origin, reused
 * by every request of the gateway. Bind it to a site and a session with `bind()`.
 */
export class UpstreamTransport {
  private readonly pools = new Map<string, Pool>();
  private readonly dispatchers = new Map<string, Dispatcher>();
  private readonly httpCacheStore: InstanceType<typeof cacheStores.MemoryCacheStore> | null;
  private readonly parsed: ParsedByEtag | null;
  private readonly fresh: FreshAnswers | null;
  private readonly breakers = new Map<string, CircuitBreaker>();
  private readonly origin: string;
  private readonly basePath: string;
  readonly options: TransportOptions;

  constructor(options: TransportOptions) {
    this.options = options;
    const url = new URL(options.baseUrl);
    this.origin = url.origin;
    this.basePath = url.pathname.endsWith('/') ? url.pathname : `${url.pathname}/`;
    const cache = options.httpCache;
    this.httpCacheStore = cache ? new cacheStores.MemoryCacheStore({ maxCount: cache.maxEntries, maxSize: cache.maxBytes }) : null;
    this.parsed = cache ? new ParsedByEtag(cache.maxEntries) : null;
    this.fresh = cache ? new FreshAnswers(cache.maxEntries) : null;
  }

  /** The dispatcher of an origin: its pool, behind the HTTP cache when there is one. */
  private dispatcher(origin: string): Dispatcher {
    let dispatcher = this.dispatchers.get(origin);
    if (!dispatcher) {
      const pool = new Pool(origin, { connections: 64, keepAliveTimeout: 4_000 });
      this.pools.set(origin, pool);
      dispatcher = this.httpCacheStore ? pool.compose(interceptors.cache({ store: this.httpCacheStore, methods: ['GET'] })) : pool;
      this.dispatchers.set(origin, dispatcher);
    }
    return dispatcher;
  }

  /** The breaker of a family (created on first use); null when breakers are off. */
  breaker(family: string): CircuitBreaker | null {
    const options = this.options.breaker;
    if (!options) return null;
    let breaker = this.breakers.get(family);
    if (!breaker) {
      breaker = new CircuitBreaker(options, (state) => this.options.observer?.onBreakerState(family, state));
      this.breakers.set(family, breaker);
      this.options.observer?.onBreakerState(family, 'closed');
    }
    return breaker;
  }

  /** The state of each family's breaker used so far (empty when breakers are off). */
  breakerStates(): Record<string, BreakerState> {
    return Object.fromEntries([...this.breakers].map(([family, breaker]) => [family, breaker.current]));
  }

  bind(siteCode: string, session: SessionToken | string | null, counter: CallCounter = new CallCounter()): UpstreamClient {
    const bound = session === null || typeof session === 'string' ? { token: session } : session;
    return new UpstreamClient(this, siteCode, bound, counter);
  }

  /**
   * One HTTP exchange; network failures and time-outs become NetworkFailure. An open circuit
   * of the path's family fails fast with UPSTREAM_UNAVAILABLE (reason CIRCUIT_OPEN), unretried.
   */
  async send(request: UpstreamRequest): Promise<Envelope> {
    const { method, path, query, body, headers: extraHeaders, requestId, onCacheHit, timeoutMs = this.options.timeoutMs } = request;
    const family = upstreamFamily(path);
    const breaker = this.breaker(family);
    const observer = this.options.observer;
    const traced =
      this.options.tracing && request.trace
        ? this.options.tracing.start(request.trace, method, `/${path.replace(/^\/+/, '')}`, family)
        : null;
    let status: number | null = null;
    if (breaker && !breaker.tryAcquire()) {
      observer?.onCall(family, 'circuit_open', 0);
      traced?.end('circuit_open', null);
      throw new UpstreamUnavailableError('CIRCUIT_OPEN');
    }
    const started = performance.now();
    const done = (outcome: UpstreamOutcome) => {
      if (outcome === 'ok') breaker?.success();
      else breaker?.failure();
      observer?.onCall(family, outcome, performance.now() - started);
      traced?.end(outcome, status);
    };
    const fullPath = `${this.basePath}${path.replace(/^\/+/, '')}?${query.toString()}`;
    // a fresh cached answer (no extra headers: the HTTP cache would serve it as it is)
    const freshKey = this.fresh && method === 'GET' && !extraHeaders ? fullPath : null;
    if (freshKey) {
      const known = this.fresh!.get(freshKey, Date.now());
      if (known) {
        onCacheHit?.();
        done('ok');
        return known;
      }
    }
    const signal = AbortSignal.timeout(timeoutMs);
    const headers: Record<string, string> = {
      ...extraHeaders,
      ...traced?.headers,
      ...(body ? { 'content-type': body.contentType, accept: 'application/json' } : { accept: 'application/json' }),
    };
    if (requestId) headers[REQUEST_ID_HEADER] = requestId;
    let response: Dispatcher.ResponseData;
    let text: string;
    try {
      response = await this.dispatcher(this.origin).request({
        origin: this.origin, // the HTTP cache keys by origin and path
        method,
        path: fullPath,
        signal,
        headers,
        ...(body ? { body: body.text } : {}),
      });
      status = response.statusCode;
      text = await response.body.text();
    } catch {
      done(signal.aborted ? 'timeout' : 'network');
      throw new NetworkFailure(signal.aborted ? 'TIMEOUT' : 'NETWORK');
    }
    if (response.statusCode >= 500) {
      done('http_5xx');
      throw new UpstreamUnavailableError('HTTP_STATUS');
    }
    if (this.parsed && method === 'GET' && servedFromCache(response.headers)) onCacheHit?.();
    const etag = this.parsed && typeof response.headers.etag === 'string' ? `${fullPath}|${response.headers.etag}` : null;
    const freshMs = freshKey && etag && response.statusCode === 200 ? freshForMs(response.headers) : 0;
    const known = etag ? this.parsed!.get(etag) : undefined;
    if (known) {
      if (freshMs > 0) this.fresh!.set(freshKey!, known, Date.now() + freshMs);
      done('ok');
      return known;
    }
    try {
      const envelope = parseEnvelope(text);
      done('ok');
      if (!etag) return envelope;
      const shared = this.parsed!.set(etag, envelope);
      if (freshMs > 0) this.fresh!.set(freshKey!, shared, Date.now() + freshMs);
      return shared;
    } catch (error) {
      done(error instanceof UpstreamMalformedError ? 'malformed' : 'network');
      throw error;
    }
  }

  async close(): Promise<void> {
    const pools = [...this.pools.values()];
    this.pools.clear();
    this.dispatchers.clear();
    await Promise.all(pools.map((pool) => pool.close()));
  }
}

function toQuery(params: QueryParams, siteCode: string, token: string | null, keepEmpty: readonly string[] = []): URLSearchParams {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === '' && keepEmpty.includes(key)) {
      query.set(key, '');
      continue;
    }
    if (value === null || value === undefined || value === '') continue;
    query.set(key, String(value));
  }
  query.set('siteCode', siteCode);
  query.set('token', token ?? '');
  return query;
}

/** Where a bound client reads the session token from at each call (the request's session). */
export interface SessionToken {
  readonly token: string | null;
}

/**
 * THE upstream client of one GraphQL request: bound to a site code and the request's session,
 * whose token it adds as a query parameter to every call (read at call time, so a session
 * issued during the request is used from then on). GETs are retried on network failures;
 * POSTs never.
 */
export class UpstreamClient {
  constructor(
    private readonly transport: UpstreamTransport,
    readonly siteCode: string,
    private readonly session: SessionToken,
    readonly counter: CallCounter,
  ) {}

  private get token(): string | null {
    return this.session.token;
  }

  /**
   * The same site and counter without the request's session: for a call that signs someone in
   * with a credential of its own (a partner's token is sent as `token`, the name the session
   * token goes by on every other call).
   */
  withoutSession(): UpstreamClient {
    return new UpstreamClient(this.transport, this.siteCode, { token: null }, this.counter);
  }

  /** The same session and counter, another site. */
  forSite(siteCode: string): UpstreamClient {
    return siteCode === this.siteCode ? this : new UpstreamClient(this.transport, siteCode, this.session, this.counter);
  }

  /** GET with retries; answers the raw envelope (code not checked). */
  async get(path: string, params: QueryParams = {}, options: CallOptions = {}): Promise<Envelope> {
    const { attempts, delayMs } = this.transport.options.retry;
    const query = toQuery(params, this.siteCode, this.token, options.keepEmpty);
    for (let attempt = 0; ; attempt += 1) {
      this.counter.record(path);
      try {
        return await this.transport.send({
          method: 'GET',
          path,
          query,
          headers: options.headers,
          requestId: this.counter.requestId,
          trace: this.counter.trace,
          onCacheHit: () => this.counter.fromCache(path),
        });
      } catch (error) {
        if (!(error instanceof NetworkFailure)) throw error;
        if (attempt >= attempts) throw new UpstreamUnavailableError(error.reason);
        await sleep(delayMs);
      }
    }
  }

  /** POST, form-encoded unless `json`; never retried. Answers the raw envelope. */
  async post(path: string, body: Record<string, unknown>, options: CallOptions & { json?: boolean } = {}): Promise<Envelope> {
    const query = toQuery({}, this.siteCode, this.token);
    let encoded: { text: string; contentType: string };
    if (options.json) {
      encoded = { text: JSON.stringify(body), contentType: 'application/json' };
    } else {
      const form = new URLSearchParams();
      for (const [key, value] of Object.entries(body)) {
        if (value === null || value === undefined) continue;
        form.set(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
      }
      encoded = { text: form.toString(), contentType: 'application/x-www-form-urlencoded' };
    }
    this.counter.record(path);
    try {
      return await this.transport.send({
        method: 'POST',
        path,
        query,
        body: encoded,
        headers: options.headers,
        requestId: this.counter.requestId,
        trace: this.counter.trace,
      });
    } catch (error) {
      if (error instanceof NetworkFailure) throw new UpstreamUnavailableError(error.reason);
      throw error;
    }
  }

  /**
   * POST multipart/form-data (the file service: API.md "File upload"), never retried. The
   * body is the platform's own multipart encoding of the fields and the file; an upload may take
   * longer than an ordinary call (`timeoutMs`, default 60 s). Answers the raw envelope.
   */
  async postMultipart(
    path: string,
    fields: Readonly<Record<string, string>>,
    file: { field: string; name: string; type: string; bytes: Uint8Array<ArrayBuffer> },
    options: CallOptions & { timeoutMs?: number } = {},
  ): Promise<Envelope> {
    const query = toQuery({}, this.siteCode, this.token);
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.set(key, value);
    form.set(file.field, new Blob([file.bytes], { type: file.type }), file.name);
    const encoded = new Response(form);
    const body = {
      text: new Uint8Array(await encoded.arrayBuffer()),
      contentType: encoded.headers.get('content-type') ?? 'multipart/form-data',
    };
    this.counter.record(path);
    try {
      return await this.transport.send({
        method: 'POST',
        path,
        query,
        body,
        headers: options.headers,
        requestId: this.counter.requestId,
        trace: this.counter.trace,
        timeoutMs: options.timeoutMs ?? 60_000,
      });
    } catch (error) {
      if (error instanceof NetworkFailure) throw new UpstreamUnavailableError(error.reason);
      throw error;
    }
  }

  /** GET and decode `data`; throws the mapped error on a non-zero code. */
  async getData<T>(path: string, params: QueryParams = {}, options: CallOptions = {}): Promise<T | null> {
    return decodeData<T>(await this.get(path, params, options));
  }

  /** GET a page of any list shape. */
  async getPage<T>(path: string, params: QueryParams & Partial<PageHint> = {}, options: CallOptions = {}): Promise<UpstreamPage<T>> {
    const hint = { currPage: Number(params.currPage ?? params.pageNum ?? 1), pageSize: Number(params.pageSize ?? 10) };
    return decodeList<T>(await this.get(path, params, options), hint);
  }
}
