import { Pool } from 'undici';
import type { Dispatcher } from 'undici';
import { decodeData, decodeList, parseEnvelope } from './envelope.ts';
import type { Envelope, PageHint, UpstreamPage } from './envelope.ts';
import { UpstreamMalformedError, UpstreamUnavailableError } from './errors.ts';
import type { UnavailableReason } from './errors.ts';
import { CircuitBreaker, upstreamFamily } from '../../security/breaker.ts';
import type { BreakerOptions, BreakerState } from '../../security/breaker.ts';

export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue>;
/** Extra request headers of one call (e.g. the shop's `domain` and `session-id`). */
export type CallHeaders = Record<string, string>;
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
  observer?: UpstreamObserver;
}

/** Header carrying the gateway's request id to the upstream (and back to the client). */
export const REQUEST_ID_HEADER = 'x-request-id';

/** Counts the HTTP requests one GraphQL request made upstream (retries included). */
export class CallCounter {
  calls = 0;
  /** The gateway request id, sent upstream as `x-request-id`. */
  requestId: string | undefined;
  constructor(requestId?: string) {
    this.requestId = requestId;
  }
  readonly paths: string[] = [];
  record(path: string): void {
    this.calls += 1;
    this.paths.push(path);
  }
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
  private readonly breakers = new Map<string, CircuitBreaker>();
  private readonly origin: string;
  private readonly basePath: string;
  readonly options: TransportOptions;

  constructor(options: TransportOptions) {
    this.options = options;
    const url = new URL(options.baseUrl);
    this.origin = url.origin;
    this.basePath = url.pathname.endsWith('/') ? url.pathname : `${url.pathname}/`;
  }

  private pool(origin: string): Pool {
    let pool = this.pools.get(origin);
    if (!pool) {
      pool = new Pool(origin, { connections: 64, keepAliveTimeout: 4_000 });
      this.pools.set(origin, pool);
    }
    return pool;
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

  bind(siteCode: string, session: SessionToken | string | null, counter: CallCounter = new CallCounter()): UpstreamClient {
    const bound = session === null || typeof session === 'string' ? { token: session } : session;
    return new UpstreamClient(this, siteCode, bound, counter);
  }

  /**
   * One HTTP exchange; network failures and time-outs become NetworkFailure. An open circuit
   * of the path's family fails fast with UPSTREAM_UNAVAILABLE (reason CIRCUIT_OPEN), unretried.
   */
  async send(method: 'GET' | 'POST', path: string, query: URLSearchParams, body?: { text: string; contentType: string }, extraHeaders?: CallHeaders, requestId?: string): Promise<Envelope> {
    const family = upstreamFamily(path);
    const breaker = this.breaker(family);
    const observer = this.options.observer;
    if (breaker && !breaker.tryAcquire()) {
      observer?.onCall(family, 'circuit_open', 0);
      throw new UpstreamUnavailableError('CIRCUIT_OPEN');
    }
    const started = performance.now();
    const done = (outcome: UpstreamOutcome) => {
      if (outcome === 'ok') breaker?.success();
      else breaker?.failure();
      observer?.onCall(family, outcome, performance.now() - started);
    };
    const fullPath = `${this.basePath}${path.replace(/^\/+/, '')}?${query.toString()}`;
    const signal = AbortSignal.timeout(this.options.timeoutMs);
    const headers: Record<string, string> = { ...extraHeaders, ...(body ? { 'content-type': body.contentType, accept: 'application/json' } : { accept: 'application/json' }) };
    if (requestId) headers[REQUEST_ID_HEADER] = requestId;
    let response: Dispatcher.ResponseData;
    let text: string;
    try {
      response = await this.pool(this.origin).request({
        method,
        path: fullPath,
        signal,
        headers,
        ...(body ? { body: body.text } : {}),
      });
      text = await response.body.text();
    } catch {
      done(signal.aborted ? 'timeout' : 'network');
      throw new NetworkFailure(signal.aborted ? 'TIMEOUT' : 'NETWORK');
    }
    if (response.statusCode >= 500) {
      done('http_5xx');
      throw new UpstreamUnavailableError('HTTP_STATUS');
    }
    try {
      const envelope = parseEnvelope(text);
      done('ok');
      return envelope;
    } catch (error) {
      done(error instanceof UpstreamMalformedError ? 'malformed' : 'network');
      throw error;
    }
  }

  async close(): Promise<void> {
    const pools = [...this.pools.values()];
    this.pools.clear();
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
        return await this.transport.send('GET', path, query, undefined, options.headers, this.counter.requestId);
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
      return await this.transport.send('POST', path, query, encoded, options.headers, this.counter.requestId);
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
