import type { Redis } from 'ioredis';
import { asError } from '../core/loaders.ts';
import { failFastRedis } from '../core/redis-client.ts';
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
  /** Connected now (the readiness probe reports it). */
  healthy(): boolean;
  close(): Promise<void>;
};

/**
 * Stores a response and indexes it under its entities, in one step on the Redis clock:
 * KEYS[1] the response, KEYS[2..] its index sets; ARGV: JSON, TTL ms, index TTL ms, response id.
 * An index is a sorted set scored by the expiry of each response in it; every write prunes the
 * expired ones, so a hot entity's index holds only live responses, not every response ever cached.
 */
const SET_SCRIPT = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local ttl = tonumber(ARGV[2])
redis.call('SET', KEYS[1], ARGV[1], 'PX', ttl)
for i = 2, #KEYS do
  redis.call('ZREMRANGEBYSCORE', KEYS[i], '-inf', now)
  redis.call('ZADD', KEYS[i], now + ttl, ARGV[4])
  redis.call('PEXPIRE', KEYS[i], ARGV[3])
end
return #KEYS - 1`;

type ScriptedRedis = Redis & {
  storeResponse(numKeys: number, ...keysAndArgs: Array<string | number>): Promise<number>;
};

/**
 * The response cache in Redis, shared by several gateway replicas: a mutation answered by one
 * replica invalidates the cached responses of all of them.
 *
 * Keys (under the prefix): `r:<responseId>` the JSON result, with the response's TTL;
 * `e:<Type>:<id>` and `t:<Type>` sorted sets of the live response ids holding that entity / type
 * (see SET_SCRIPT), expiring `maxTtlMs` after their last write. Invalidation reads those sets
 * (never `KEYS`), deletes the responses and the sets. Redis trouble never fails a request: the
 * store answers a miss, skips the write and reports the error (commands time out, nothing
 * queues while disconnected).
 */
export function createRedisStore(options: RedisStoreOptions): RedisResponseCacheStore {
  const report = (error: unknown) => options.onError?.(asError(error));
  const { redis: client, connected } = failFastRedis({
    url: options.url,
    prefix: options.prefix ?? 'ctp:rc:',
    ...(options.commandTimeoutMs ? { commandTimeoutMs: options.commandTimeoutMs } : {}),
    onError: report,
  });
  const redis = client as ScriptedRedis;
  redis.defineCommand('storeResponse', { lua: SET_SCRIPT });
  const maxTtl = Math.max(1, Math.ceil(options.maxTtlMs));
  const entityKey = (typename: string, id: number | string | undefined) => (id == null ? `t:${typename}` : `e:${typename}:${id}`);

  return {
    ready: () => connected,
    healthy: () => client.status === 'ready',
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
        const keys = new Set<string>();
        for (const { typename, id } of entities) {
          keys.add(entityKey(typename, undefined));
          if (id != null) keys.add(entityKey(typename, id));
        }
        const ttlMs = Math.min(maxTtl, Math.ceil(ttl));
        await redis.storeResponse(1 + keys.size, `r:${responseId}`, ...keys, JSON.stringify(result), ttlMs, maxTtl, responseId);
      } catch (error) {
        report(error);
      }
    },
    async invalidate(entities) {
      const sets = [...new Set([...entities].map(({ typename, id }) => entityKey(typename, id ?? undefined)))];
      if (sets.length === 0) return;
      try {
        const read = redis.pipeline();
        for (const key of sets) read.zrange(key, 0, -1);
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
