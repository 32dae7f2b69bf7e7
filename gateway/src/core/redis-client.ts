import { Redis } from 'ioredis';

export interface FailFastRedisOptions {
  /** redis://[user:password@]host:port[/db] (or rediss:// for TLS). */
  url: string;
  /** Prefix of every key. */
  prefix: string;
  /** Time-out of one command in ms (default 250): a slow Redis must not slow the graph. */
  commandTimeoutMs?: number;
  /** Told of every failure (connection or command); callers fall back, never throw. */
  onError: (error: Error) => void;
}

/**
 * A Redis client for state the gateway can live without for a while (shared cache, shared rate
 * limit): commands time out fast, nothing queues while disconnected (a command then fails at
 * once and the caller falls back), and it reconnects on its own, backing off up to 2 s.
 * `connected` resolves on the first connection (rejects if that first try fails).
 */
export function failFastRedis(options: FailFastRedisOptions): { redis: Redis; connected: Promise<void> } {
  const redis = new Redis(options.url, {
    keyPrefix: options.prefix,
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: options.commandTimeoutMs ?? 250,
    connectTimeout: 2000,
    retryStrategy: (times) => Math.min(times * 200, 2000),
  });
  redis.on('error', options.onError);
  const connected = redis.connect().then(() => undefined);
  connected.catch(() => undefined);
  return { redis, connected };
}
