import { Redis } from 'ioredis';
import type { ResponseCacheStore } from './response-cache.ts';

export interface RedisStoreOptions {
  /** redis://[user:password@]host:port[/db] (or rediss:// for TLS). */
  url: string;
  /** Prefix of every key, so environments or deployments can share one Redis (default `ctp:rc:`). */
  prefix?: string;
  /**
   * The longest TTL a response can have (the cache's TTL): the entity index sets expire that
   * long after their last write, so they never outlive the responses they point to by more.
   */
  maxTtlMs: number;
  /** Time-out of one Redis command in ms (default 250): a slow Redis must not slow the graph. */
  commandTimeoutMs?: number;
  /** Told when Redis fails; the cache then fails open (a miss, nothing stored). */
  onError?: (error: Error) => void;
}

export type RedisResponseCacheStore = ResponseCacheStore & {
  /** Resolves once connected (rejects if the first connection fails). */
  ready(): Promise<void>;
  close(): Promise<void>;
};

/**
 * The response cache in Redis, shared by several gateway replicas: a mutation answered by one
 * replica invalidates the cached responses of all of them.
 *
 * Keys (under the prefix): `r:<responseId>` the JSON result, with the response's TTL;
 * `e:<Type>:<id>` and `t:<Type>` sets of the response ids holding that entity / type, expiring
 * `maxTtlMs` after their last write. Invalidation reads those sets (never `KEYS`), deletes the
 * responses and the sets. Redis trouble never fails a request: the store answers a miss, skips
 * the write and reports the error (commands time out, nothing queues while disconnected).
 */
export function createRedisStore(options: RedisStoreOptions): RedisResponseCacheStore {
  const prefix = options.prefix ?? 'ctp:rc:';
  const report = (error: unknown) => options.onError?.(error instanceof Error ? error : new Error(String(error)));
  const redis = new Redis(options.url, {
    keyPrefix: prefix,
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: options.commandTimeoutMs ?? 250,
    connectTimeout: 2000,
    retryStrategy: (times) => Math.min(times * 200, 2000),
  });
  redis.on('error', report);
  const connecting = redis.connect();
  connecting.catch(() => undefined);
  const indexTtl = Math.max(1, Math.ceil(options.maxTtlMs));
  const entityKey = (typename: string, id: number | string | undefined) => (id == null ? `t:${typename}` : `e:${typename}:${id}`);

  return {
    ready: () => connecting.then(() => undefined),
    async get(responseId) {
      try {
        const raw = await redis.get(`r:${responseId}`);
        return raw ? JSON.parse(raw) : undefined;
      } catch (error) {
        report(error);
        return undefined;
      }
    },
    async set(responseId, result, entities, ttl) {
      if (!(ttl > 0)) return;
      try {
        const pipeline = redis.multi();
        if (Number.isFinite(ttl)) pipeline.set(`r:${responseId}`, JSON.stringify(result), 'PX', Math.ceil(ttl));
        else pipeline.set(`r:${responseId}`, JSON.stringify(result));
        const keys = new Set<string>();
        for (const { typename, id } of entities) {
          keys.add(entityKey(typename, undefined));
          if (id != null) keys.add(entityKey(typename, id));
        }
        for (const key of keys) {
          pipeline.sadd(key, responseId);
          pipeline.pexpire(key, indexTtl);
        }
        await pipeline.exec();
      } catch (error) {
        report(error);
      }
    },
    async invalidate(entities) {
      const sets = [...new Set([...entities].map(({ typename, id }) => entityKey(typename, id ?? undefined)))];
      if (sets.length === 0) return;
      try {
        const read = redis.pipeline();
        for (const key of sets) read.smembers(key);
        const members = (await read.exec()) ?? [];
        const responses = new Set<string>();
        for (const [error, ids] of members) {
          if (error) throw error;
          for (const id of ids as string[]) responses.add(`r:${id}`);
        }
        await redis.del(...sets, ...responses);
      } catch (error) {
        // a failed invalidation leaves stale entries until their TTL: say so loudly
        report(error);
      }
    },
    async close() {
      redis.disconnect();
    },
  };
}
