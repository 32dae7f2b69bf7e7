/**
 * The gateway's publish/subscribe of live events (GraphQL subscriptions): graphql-yoga's
 * `createPubSub`, in this process, or through Redis (`@graphql-yoga/redis-event-target`, one
 * connection publishing and one subscribed) when several replicas must reach each other's
 * subscribers: an event published on one replica reaches a subscriber connected to another.
 */
import { setMaxListeners } from 'node:events';
import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { createPubSub } from 'graphql-yoga';
import type { PubSub } from 'graphql-yoga';
import { Redis } from 'ioredis';

/** Topics keyed by an id (`publish(topic, id, payload)` reaches `subscribe(topic, id)`). */
export type GatewayPubSub = PubSub<Record<string, [id: string, payload: unknown]>>;

export interface LivePubSub {
  pubsub: GatewayPubSub;
  /** The Redis connection that publishes (for a replica-wide check such as a delivery seen once); null in memory. */
  redis: Redis | null;
  /** Resolves once both Redis connections are up (at once in memory); never rejects. */
  ready(): Promise<void>;
  /** Both Redis connections are up now (always in memory). */
  healthy(): boolean;
  close(): Promise<void>;
}

/** A pub/sub in this process, or shared through the Redis at `redisUrl`; `onError` hears Redis trouble. */
export function createLivePubSub(redisUrl: string | null, onError: (error: Error) => void): LivePubSub {
  if (!redisUrl) {
    // one user's many tabs each listen on the user's topic: no "possible leak" warning past 10 listeners
    const eventTarget = new EventTarget();
    setMaxListeners(0, eventTarget);
    return {
      pubsub: createPubSub({ eventTarget } as Parameters<typeof createPubSub>[0]) as GatewayPubSub,
      redis: null,
      ready: async () => undefined,
      healthy: () => true,
      close: async () => undefined,
    };
  }
  let closing = false;
  const heard = (error: Error) => {
    if (!closing) onError(error);
  };
  const connect = () => {
    const redis = new Redis(redisUrl, { lazyConnect: true, retryStrategy: (times) => Math.min(times * 200, 2000) });
    redis.on('error', heard);
    return redis;
  };
  const publishClient = connect();
  const subscribeClient = quietSubscriber(connect(), heard);
  const connected = Promise.all([publishClient.connect(), subscribeClient.connect()]).then(
    () => undefined,
    () => undefined,
  );
  const eventTarget = createRedisEventTarget({ publishClient, subscribeClient });
  return {
    pubsub: createPubSub({ eventTarget }) as GatewayPubSub,
    redis: publishClient,
    ready: () => connected,
    healthy: () => publishClient.status === 'ready' && subscribeClient.status === 'ready',
    close: async () => {
      closing = true;
      publishClient.disconnect();
      subscribeClient.disconnect();
    },
  };
}

/**
 * The subscribed connection, its SUBSCRIBE and UNSUBSCRIBE failures heard rather than left
 * unhandled (the event target does not await them: a stream ending as its replica closes would
 * otherwise leave a rejected promise behind).
 */
function quietSubscriber(redis: Redis, onError: (error: Error) => void): Redis {
  for (const name of ['subscribe', 'unsubscribe'] as const) {
    const command = redis[name].bind(redis) as (...args: unknown[]) => Promise<unknown>;
    Object.assign(redis, {
      [name]: (...args: unknown[]) =>
        command(...args).catch((error: Error) => {
          onError(error);
          return 0;
        }),
    });
  }
  return redis;
}
