import { createHash } from 'node:crypto';
import { createInMemoryCache, useResponseCache } from '@graphql-yoga/plugin-response-cache';
import type { Cache } from '@graphql-yoga/plugin-response-cache';
import type { Plugin } from 'graphql-yoga';
import { getNamedType, getOperationAST, parse, TypeInfo, visit, visitWithTypeInfo } from 'graphql';
import type { GraphQLSchema } from 'graphql';
import { toGlobalId } from '../core/relay/global-id.ts';
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

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The response cache's session of a token: a hash, never the token itself. */
const sessionOf = (token: string) => `user:${sha256(token)}`;

/**
 * The entity every answer cached for a session is tagged with, so that ending the session for good
 * (an account cancelled) drops them all at once. Not a type of the schema: nothing else names it.
 */
const SESSION_ENTITY = 'CachedSession';

/** Cache keys start with their session (`user:<hash>/<hash>`; `-/<hash>` without one). */
const KEY_SESSION = /^(user:[0-9a-f]{64})\//;

/** Tags what `store` keeps for a session with that session's entity (see SESSION_ENTITY). */
function sessionTagged(store: ResponseCacheStore): ResponseCacheStore {
  return {
    get: (key) => store.get(key),
    set: (key, data, entities, ttl) => {
      const session = KEY_SESSION.exec(key)?.[1];
      return store.set(key, data, session ? [...entities, { typename: SESSION_ENTITY, id: session }] : entities, ttl);
    },
    invalidate: (entities) => store.invalidate(entities),
  };
}

function headerOf(request: Request, name: string): string {
  return request.headers.get(name)?.trim() ?? '';
}

/**
 * Caches query responses (never mutations, never results with errors) keyed by document,
 * variables, site code, the session (a hash of the token: never shared across users) and — only
 * for documents that select a UserError, whose message follows `x-language` — the language.
 *
 * What is never cached: what the SDL marks `@cacheControl(maxAge: 0)` (personal types such as
 * User, Viewer, orders, wallet, favourites, credit; live figures such as seats, reservation days
 * and slots), and any answer the request's ResponsePolicy marks personal (it depended on who
 * asks: a signed-in viewer's state, a menu chosen for the user) or degraded (a part fell back to
 * a default because a call failed). So a signed-out or dead token can only ever get back from
 * the cache what anyone may see, and a fault's fallback does not outlive the fault.
 *
 * Invalidation: a mutation drops every cached answer holding an entity it returns
 * (`__typename:id`), every one holding an object it says it changed (ResponsePolicy.changed,
 * via `ctx.forgetNode`), whatever the mutation's selection, and every one cached for a session
 * it ended for good (ResponsePolicy.sessionEnded: an account cancelled); everything expires
 * after the TTL.
 *
 * The response-cache plugin starts an invalidation without waiting for it; with a shared store
 * (Redis) the mutation's answer could then reach the client before the other replicas' entries
 * are gone, and the client's next read could hit a stale one. So the answer of a request waits
 * for the invalidations in flight (a millisecond or two on a local Redis; nothing in memory).
 *
 * HTTP: conditional requests are not answered from the cache (server/admission.ts drops
 * `If-None-Match` / `If-Modified-Since`), answers carry no ETag / Last-Modified, and
 * server/graphql.ts marks answers for a token `Cache-Control: private, no-store`.
 */
export function responseCachePlugin(options: ResponseCacheOptions, onLookup: (hit: boolean) => void): Plugin[] {
  const pending = new Set<Promise<void>>();
  const counted = countingStore(
    sessionTagged(options.store ?? createInMemoryCache({ max: options.maxEntries ?? CACHE_DEFAULTS.maxEntries })),
    onLookup,
  );
  const track = (result: void | Promise<void>) => {
    if (!(result instanceof Promise)) return result;
    const done: Promise<void> = result.catch(() => undefined).finally(() => pending.delete(done));
    pending.add(done);
    return done;
  };
  const store: ResponseCacheStore = { ...counted, invalidate: (entities) => track(counted.invalidate(entities)) };
  const schemaRef: { current: GraphQLSchema | null } = { current: null };
  const awaitInvalidations: Plugin = {
    onSchemaChange: ({ schema }) => {
      schemaRef.current = schema;
    },
    onExecute: ({ args }) => {
      if (getOperationAST(args.document, args.operationName)?.operation !== 'mutation') return undefined;
      return {
        onExecuteDone: () => {
          const response = (args.contextValue as unknown as Partial<GatewayContext>).response;
          const changes = (response?.changes ?? []).map((c) => ({ typename: c.typeName, id: toGlobalId(c.typeName, c.rawId) }));
          const ended = (response?.endedSessions ?? []).map((token) => ({ typename: SESSION_ENTITY, id: sessionOf(token) }));
          if (changes.length + ended.length > 0) track(store.invalidate([...changes, ...ended]));
        },
      };
    },
    onResultProcess: () => (pending.size > 0 ? Promise.all([...pending]).then(() => undefined) : undefined),
  };
  return [cachePlugin(options, store, schemaRef), awaitInvalidations];
}

const LANGUAGE_MEMO_MAX = 2000;

/** True when a document selects a UserError (whose `message` follows `x-language`). */
function selectsUserError(documentString: string, schema: GraphQLSchema | null, memo: Map<string, boolean>): boolean {
  const known = memo.get(documentString);
  if (known !== undefined) return known;
  let found = true; // unparsable or no schema yet: keep the language in the key (safe)
  if (schema) {
    try {
      found = false;
      const typeInfo = new TypeInfo(schema);
      visit(
        parse(documentString),
        visitWithTypeInfo(typeInfo, {
          Field: () => {
            const type = typeInfo.getType();
            if (type && getNamedType(type).name === 'UserError') found = true;
          },
        }),
      );
    } catch {
      found = true;
    }
  }
  if (memo.size >= LANGUAGE_MEMO_MAX) memo.clear();
  memo.set(documentString, found);
  return found;
}

function cachePlugin(options: ResponseCacheOptions, store: ResponseCacheStore, schemaRef: { current: GraphQLSchema | null }): Plugin {
  const languageMemo = new Map<string, boolean>();
  return useResponseCache<GatewayContext>({
    cache: store,
    ttl: options.ttlMs,
    session: (request) => {
      const token = headerOf(request, 'x-token');
      return token ? sessionOf(token) : null;
    },
    // TTLs come from the SDL's @cacheControl; a personal or degraded answer is never stored.
    onTtl: ({ ttl, context }) => ((context as Partial<GatewayContext>).response?.cacheable === false ? 0 : ttl),
    buildResponseCacheKey: ({ documentString, variableValues, operationName, sessionId, context, request }) => {
      // the site as the context derives it (header, else ?siteCode=, else the default: '')
      const site = (context as unknown as Partial<GatewayContext>).siteCode ?? requestSiteCode(request.headers, request.url, '');
      const language = selectsUserError(documentString, schemaRef.current, languageMemo) ? headerOf(request, 'x-language') : '';
      const hash = sha256(JSON.stringify([site, language, sessionId ?? '', operationName ?? '', documentString, variableValues ?? {}]));
      return `${sessionId ?? '-'}/${hash}`;
    },
    includeExtensionMetadata: false,
  }) as Plugin;
}
