import type { IncomingMessage } from 'node:http';

/**
 * A token bucket per client address: `burst` requests at once, refilled at `perSecond`.
 * The address is the socket's peer; `X-Forwarded-For` is read only when `trustedProxyHops`
 * says how many proxies of ours append to it (0 = never trust it).
 */
export interface RateLimitOptions {
  /** Bucket size: requests allowed in a burst (default 60). */
  burst: number;
  /** Tokens added per second (default 20). */
  perSecond: number;
  /** Trusted reverse proxies in front of the gateway (default 0: X-Forwarded-For ignored). */
  trustedProxyHops: number;
  /** Buckets kept at most; the fullest are dropped beyond that (default 100000). */
  maxClients?: number;
  /** A Redis shared by the replicas, so an address has one bucket whichever replica it reaches (rate-limit-redis.ts); unset = per process. */
  redis?: { url: string; prefix?: string };
}

export const RATE_LIMIT_DEFAULTS: RateLimitOptions = { burst: 60, perSecond: 20, trustedProxyHops: 0 };

interface Bucket {
  tokens: number;
  at: number;
}

export class RateLimiter {
  private readonly buckets = new Map<string, Bucket>();

  constructor(
    readonly options: RateLimitOptions,
    private readonly now: () => number = Date.now,
  ) {}

  /** Takes one token for `key`; answers 0 when allowed, else the seconds to wait. */
  take(key: string): number {
    const now = this.now();
    const { burst, perSecond } = this.options;
    let bucket = this.buckets.get(key);
    if (!bucket) {
      this.evictIfFull();
      bucket = { tokens: burst, at: now };
      this.buckets.set(key, bucket);
    } else {
      bucket.tokens = Math.min(burst, bucket.tokens + ((now - bucket.at) / 1000) * perSecond);
      bucket.at = now;
    }
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return 0;
    }
    return Math.max(1, Math.ceil((1 - bucket.tokens) / perSecond));
  }

  private evictIfFull(): void {
    const max = this.options.maxClients ?? 100_000;
    if (this.buckets.size < max) return;
    const now = this.now();
    for (const [key, bucket] of this.buckets) {
      const refilled = bucket.tokens + ((now - bucket.at) / 1000) * this.options.perSecond;
      if (refilled >= this.options.burst) this.buckets.delete(key);
    }
    // still full: drop the oldest quarter (Map keeps insertion order)
    if (this.buckets.size >= max) {
      let drop = Math.ceil(max / 4);
      for (const key of this.buckets.keys()) {
        if (drop-- <= 0) break;
        this.buckets.delete(key);
      }
    }
  }
}

/** The client address of a request under the trusted-proxy setting. */
export function clientAddress(req: IncomingMessage, trustedProxyHops: number): string {
  const peer = req.socket.remoteAddress ?? 'unknown';
  if (trustedProxyHops <= 0) return peer;
  const raw = req.headers['x-forwarded-for'];
  const header = Array.isArray(raw) ? raw.join(',') : (raw ?? '');
  const chain = [
    ...header
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    peer,
  ];
  // the last `trustedProxyHops` entries are our proxies; the one before is the client
  const index = Math.max(0, chain.length - 1 - trustedProxyHops);
  return chain[index] ?? peer;
}

export const TOO_MANY_VISITORS_MESSAGE = 'Too many visitors at the moment, please refresh and visit again.';

/** The body of a refused request: a GraphQL error in the spec's too-many-visitors shape. */
export function tooManyVisitorsBody(retryAfterSeconds: number): string {
  return JSON.stringify({
    data: null,
    errors: [{ message: TOO_MANY_VISITORS_MESSAGE, extensions: { code: 'TOO_MANY_VISITORS', retryAfter: retryAfterSeconds } }],
  });
}
