/**
 * Subscriptions over server-sent events (graphql-sse's client, distinct connections: one POST
 * with `accept: text/event-stream` per subscription, as the gateway's graphql-yoga speaks it),
 * with the same headers and persisted `documentId` as queries. Loaded on the first subscription,
 * never with the home's first JavaScript.
 */
import { createClient, type Client, type RequestParams } from 'graphql-sse';
import type { GraphQLResponse, RequestParameters, Variables } from 'relay-runtime';
import { GraphQLRequestError, type GraphQLErrorEntry } from './errors';

/** How often a dropped stream is opened again (graphql-sse backs off between tries). */
const RETRY_ATTEMPTS = 30;

let client: Client | null = null;

export interface SubscriptionSink {
  next(response: GraphQLResponse): void;
  error(error: Error): void;
  complete(): void;
}

/** Starts one subscription with the request headers `headers` answers (token, site, language); answers its disposer. */
export function subscribeOverSse(
  params: RequestParameters,
  variables: Variables,
  sink: SubscriptionSink,
  headers: () => Record<string, string>,
): () => void {
  client ??= createClient({ url: '/graphql', headers, retryAttempts: RETRY_ATTEMPTS });
  // relay-compiler persists every document: the gateway takes its id (graphql-sse posts the object as it is)
  const request = (
    params.id
      ? { documentId: params.id, variables, operationName: params.name }
      : { query: params.text ?? '', variables, operationName: params.name }
  ) as RequestParams;
  return client.subscribe<Record<string, unknown>>(request, {
    next: (result) => {
      const errors = (result.errors ?? []) as unknown as GraphQLErrorEntry[];
      // a refused subscription (signed out) answers errors and no data: it ends there
      if (result.data == null) sink.error(new GraphQLRequestError(errors));
      else sink.next({ data: result.data, ...(errors.length > 0 ? { errors } : {}) } as GraphQLResponse);
    },
    error: (error) => sink.error(error instanceof Error ? error : new Error(String(error))),
    complete: () => sink.complete(),
  });
}
