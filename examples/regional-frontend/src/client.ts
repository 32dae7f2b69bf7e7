/**
 * The regional portal's GraphQL client: it sends persisted document ids only, under its own
 * client name and version, so a production gateway runs exactly the documents of its manifest.
 */

/** Who this frontend is: the name it registers its manifest under, and its release. */
export const CLIENT = { name: 'regional-frontend', version: '1.0.0' } as const;

/** Operation name → persisted document id (scripts/build-manifest.ts writes it as dist/operations.json). */
export type Operations = Readonly<Record<string, string>>;

export interface GraphQLError {
  message: string;
  extensions?: Record<string, unknown>;
}

export interface GraphQLAnswer<T> {
  status: number;
  data: T | null;
  errors: GraphQLError[];
}

export interface ClientOptions {
  /** The gateway's origin, e.g. https://gateway.example-region.gov.cn */
  gatewayUrl: string;
  operations: Operations;
  /** The regional site (x-site-code); the gateway's default when omitted. */
  siteCode?: string;
}

/** The headers every request of this frontend carries. */
export function clientHeaders(siteCode?: string): Record<string, string> {
  return {
    'content-type': 'application/json',
    accept: 'application/graphql-response+json, application/json',
    'graphql-client-name': CLIENT.name,
    'graphql-client-version': CLIENT.version,
    ...(siteCode ? { 'x-site-code': siteCode } : {}),
  };
}

/** POSTs a GraphQL-over-HTTP body to the gateway with this frontend's headers. */
export async function postGraphQL<T>(
  options: Pick<ClientOptions, 'gatewayUrl' | 'siteCode'>,
  body: Record<string, unknown>,
): Promise<GraphQLAnswer<T>> {
  const response = await fetch(new URL('/graphql', options.gatewayUrl), {
    method: 'POST',
    headers: clientHeaders(options.siteCode),
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { data?: T | null; errors?: GraphQLError[] };
  return { status: response.status, data: answer.data ?? null, errors: answer.errors ?? [] };
}

/** Runs the operations of this frontend's manifest by name. */
export function createClient(options: ClientOptions): {
  run<T>(operationName: string, variables?: Record<string, unknown>): Promise<GraphQLAnswer<T>>;
} {
  return {
    run(operationName, variables = {}) {
      const documentId = options.operations[operationName];
      if (!documentId) throw new Error(`${operationName} is not in the manifest: run scripts/build-manifest.ts`);
      return postGraphQL(options, { documentId, variables, operationName });
    },
  };
}
