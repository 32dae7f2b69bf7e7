/**
 * What a GraphQL request to the gateway carries, as pure rules: the network layer
 * (relay/environment.ts) and index.html's inline script (relay/firstScreen.ts) build their
 * requests with them, so an early request and the app's own are the same bytes.
 */

/** The document of an operation as relay-compiler gives it (an artifact's `params`). */
export interface OperationParams {
  id?: string | null;
  text?: string | null;
  name: string;
}

/**
 * The request body of an operation: relay-compiler persists every document
 * (relay.config.json `persistConfig`), so the app sends its `documentId`, never the text;
 * the gateway runs only known documents in production (GATEWAY_MODE=production).
 */
export function requestBody(params: OperationParams, variables: unknown): string {
  return params.id
    ? JSON.stringify({ documentId: params.id, variables, operationName: params.name })
    : JSON.stringify({ query: params.text, variables, operationName: params.name });
}

/** Who asks: the site (`x-site-code`), the language shown (`x-language`) and the session's token. */
export interface RequestContext {
  site: string | null;
  language: string;
  token: string | null;
}

export function requestHeaders(context: RequestContext): Record<string, string> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    accept: 'application/graphql-response+json, application/json',
  };
  if (context.site) headers['x-site-code'] = context.site;
  // The gateway writes UserError messages in the language the client shows.
  headers['x-language'] = context.language;
  if (context.token) headers['x-token'] = context.token;
  return headers;
}

/** One string per distinct request: its body and every header, so an answer matches only its own question. */
export function requestKey(body: string, headers: Record<string, string>): string {
  return JSON.stringify([body, Object.entries(headers).sort(([a], [b]) => (a < b ? -1 : 1))]);
}
