import type { Redis } from 'ioredis';
import { asError } from '../core/loaders.ts';
import { failFastRedis } from '../core/redis-client.ts';
import { RateLimiter } from './rate-limit.ts';
import type { RateLimitOptions } from './rate-limit.ts';

/**
 * One token bucket per client address, refilled on the Redis clock: KEYS[1] the bucket (a hash
 * of tokens and the time they were counted); ARGV burst, tokens per second. Answers 0 when a
 * token was taken, else the seconds to wait. The bucket expires once it would be full again.
 */
const TAKE_SCRIPT = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local burst = tonumber(ARGV[1])
local rate = tonumber(ARGV[2])
local state = redis.call('HMGET', KEYS[1], 'tokens', 'at')
local tokens = tonumber(state[1])
local at = tonumber(state[2])
if tokens == nil or at == nil then
  tokens = burst
else
  tokens = math.min(burst, tokens + math.max(0, now - at) / 1000 * rate)
end
local wait = 0
if tokens >= 1 then
  tokens = tokens - 1
else
  wait = math.max(1, math.ceil((1 - tokens) / rate))
end
redis.call('HSET', KEYS[1], 'tokens', tostring(tokens), 'at', now)
redis.call('PEXPIRE', KEYS[1], math.ceil((burst - tokens) / rate * 1000) + 1000)
return wait`;

type ScriptedRedis = Redis & { takeToken(key: string, burst: number, perSecond: number): Promise<number> };

export interface SharedRateLimitOptions {
  /** redis://… shared by the gateway replicas. */
  url: string;
  /** Key prefix (default `ctp:rl:`). */
  prefix?: string;
  /** Time-out of one Redis command in ms (default 250). */
  commandTimeoutMs?: number;
  /** Told when Redis fails; the replica then limits on its own buckets until Redis answers. */
  onError?: (error: Error) => void;
}

/**
 * The per-address rate limit shared by several replicas: an address has ONE bucket whichever
 * replica it reaches. When Redis fails, the replica falls back to its own in-process buckets
 * (the limit per replica, as without Redis) rather than letting everything through.
 */
export class SharedRateLimiter {
  private readonly redis: ScriptedRedis;
  private readonly local: RateLimiter;
  private readonly connecting: Promise<void>;

  constructor(
    readonly options: RateLimitOptions,
    private readonly shared: SharedRateLimitOptions,
  ) {
    this.local = new RateLimiter(options);
    const { redis, connected } = failFastRedis({
      url: shared.url,
      prefix: shared.prefix ?? 'ctp:rl:',
      ...(shared.commandTimeoutMs ? { commandTimeoutMs: shared.commandTimeoutMs } : {}),
      onError: (error) => this.report(error),
    });
    this.redis = redis as ScriptedRedis;
    this.redis.defineCommand('takeToken', { lua: TAKE_SCRIPT, numberOfKeys: 1 });
    this.connecting = connected;
  }

  /** Resolves once connected (rejects if the first try fails). */
  ready(): Promise<void> {
    return this.connecting;
  }

  /** Connected now (the readiness probe reports it). */
  healthy(): boolean {
    return this.redis.status === 'ready';
  }

  /** Takes one token for `key`; answers 0 when allowed, else the seconds to wait. */
  async take(key: string): Promise<number> {
    try {
      return Number(await this.redis.takeToken(key, this.options.burst, this.options.perSecond));
    } catch (error) {
      this.report(error);
      return this.local.take(key);
    }
  }

  close(): void {
    this.redis.disconnect();
  }

  private report(error: unknown): void {
    this.shared.onError?.(asError(error));
  }
}
