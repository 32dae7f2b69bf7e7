import { createHash } from 'node:crypto';
import { createInMemoryCache, useResponseCache } from '@graphql-yoga/plugin-response-cache';
import type { Cache } from '@graphql-yoga/plugin-response-cache';
import type { Plugin } from 'graphql-yoga';
import { requestSiteCode } from '../context.ts';
import type { GatewayContext } from '../core/context.ts';

/**
 * The store behind the response cache: the response-cache plugin's interface (get / set with
 * the result's entities and a TTL / invalidate by `__typename:id`). The in-memory store serves
 * one gateway process; several replicas share a Redis store (`redis-store.ts`, chosen with
 * RESPONSE_CACHE_REDIS_URL) so that a mutation on one replica invalidates all of them.
 */
export type ResponseCacheStore = Cache;

export interface ResponseCacheOptions {
  /** Time to live of a cached response in ms (default 30000). */
  ttlMs: number;
  /** Entries kept by the in-memory store (default 1000). */
  maxEntries?: number;
  /** Another store; default in-memory, or Redis when `redis` is set. */
  store?: ResponseCacheStore;
  /** A Redis shared by the gateway replicas (see redis-store.ts); unset = in memory. */
  redis?: { url: string; prefix?: string };
}

export const CACHE_DEFAULTS: ResponseCacheOptions = { ttlMs: 30_000, maxEntries: 1000 };

/** Wraps a store to count hits and misses. */
export function countingStore(store: ResponseCacheStore, onLookup: (hit: boolean) => void): ResponseCacheStore {
  return {
    get: async (key) => {
      const value = await store.get(key);
      onLookup(value != null);
      return value;
    },
    set: (...args) => store.set(...args),
    invalidate: (entities) => store.invalidate(entities),
  };
}

/**
 * TTL overrides (ms) by schema coordinate. A response whose document selects one of these
 * fields, or whose data holds an object of one of these types, is cached for at most that long;
 * 0 = never cached. Live figures change when anyone books, so a response carrying them must not
 * be served to the next visitor from the cache: remaining/total seats, sessions and the booking
 * button of activities, reservation days and their time slots, room time slots. A mutation only
 * invalidates the entities it returns, which does not reach other cached documents showing the
 * same seats; TTL 0 does. `Comfort` (the vendor's headcount, refreshed on its own schedule and
 * untouched by anything done here) is capped at 30 s even when RESPONSE_CACHE_TTL_MS is raised.
 */
export const VOLATILE_TTL: Record<string, number> = {
  // personal
  'Query.viewer': 0,
  'Query.me': 0,
  // activity seats and what depends on them
  'Activity.remainingSeats': 0,
  'Activity.totalSeats': 0,
  'Activity.sessions': 0,
  'Activity.bookingButton': 0,
  ActivitySession: 0,
  // venue / scenic reservation calendars (places left per day and slot)
  'Reservation.days': 0,
  ReservationDay: 0,
  ReservationTimeSlot: 0,
  // activity room slots (free / booked)
  'ActivityRoom.timeSlots': 0,
  RoomTimeSlot: 0,
  // the crowd at a place
  Comfort: 30_000,
};

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

function headerOf(request: Request, name: string): string {
  return request.headers.get(name)?.trim() ?? '';
}

/**
 * Caches query responses (never mutations, never results with errors) keyed by document,
 * variables, site code and language. Anonymous responses are shared by the anonymous visitors
 * of ONE site; a request carrying a token is keyed by a hash of its token (never shared
 * across users). Mutations invalidate every cached response holding one of the entities they
 * return (`__typename:id`); everything expires after the TTL.
 *
 * The response-cache plugin starts an invalidation without waiting for it; with a shared store
 * (Redis) the mutation's answer could then reach the client before the other replicas' entries
 * are gone, and the client's next read could hit a stale one. So the answer of a request waits
 * for the invalidations in flight (a millisecond or two on a local Redis; nothing in memory).
 */
export function responseCachePlugin(options: ResponseCacheOptions, onLookup: (hit: boolean) => void): Plugin[] {
  const pending = new Set<Promise<void>>();
  const counted = countingStore(options.store ?? createInMemoryCache({ max: options.maxEntries ?? CACHE_DEFAULTS.maxEntries }), onLookup);
  const store: ResponseCacheStore = {
    ...counted,
    invalidate: (entities) => {
      const result = counted.invalidate(entities);
      if (!(result instanceof Promise)) return result;
      const done: Promise<void> = result.catch(() => undefined).finally(() => pending.delete(done));
      pending.add(done);
      return done;
    },
  };
  const awaitInvalidations: Plugin = {
    onResultProcess: () => (pending.size > 0 ? Promise.all([...pending]).then(() => undefined) : undefined),
  };
  return [cachePlugin(options, store), awaitInvalidations];
}

function cachePlugin(options: ResponseCacheOptions, store: ResponseCacheStore): Plugin {
  return useResponseCache<GatewayContext>({
    cache: store,
    ttl: options.ttlMs,
    session: (request) => {
      const token = headerOf(request, 'x-token');
      return token ? `user:${sha256(token)}` : null;
    },
    // Personal and live data is never served from the cache, even per user (see VOLATILE_TTL).
    ttlPerSchemaCoordinate: { ...VOLATILE_TTL },
    buildResponseCacheKey: ({ documentString, variableValues, operationName, sessionId, context, request }) => {
      // the site as the context derives it (header, else ?siteCode=, else the default: '')
      const site = (context as unknown as Partial<GatewayContext>).siteCode ?? requestSiteCode(request.headers, request.url, '');
      const language = headerOf(request, 'x-language') || headerOf(request, 'accept-language').split(',')[0] || '';
      return sha256(JSON.stringify([site, language, sessionId ?? '', operationName ?? '', documentString, variableValues ?? {}]));
    },
    includeExtensionMetadata: false,
  }) as Plugin;
}
