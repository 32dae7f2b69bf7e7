import { getOperationAST } from 'graphql';
import type { ExecutionResult } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { extractDocumentId } from '../security/persisted.ts';
import type { RequestClient } from '../security/persisted.ts';
import type { CallCounter } from '../core/upstream/client.ts';
import type { RequestOutcome } from './metrics.ts';
import type { RequestTrace } from './tracing.ts';

/** What the request log and metrics learn about one /graphql request. */
export interface RequestState {
  requestId: string;
  started: number;
  operation: string | null;
  documentId: string | null;
  outcome: RequestOutcome | null;
  errorCodes: string[];
  counter: CallCounter | null;
  siteCode: string | null;
  /** The client the request names (graphql-client-name / -version; the H5 app when absent). */
  client: RequestClient;
  /** The request's trace when the gateway traces (observability/tracing.ts), else null. */
  trace: RequestTrace | null;
}

/** Errors that refuse a request before execution. */
const REFUSALS = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_REQUEST',
  'QUERY_TOO_COMPLEX',
  'PERSISTED_QUERY_ONLY',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_ID_REQUIRED',
]);

function outcomeOf(result: ExecutionResult, codes: string[]): RequestOutcome {
  if (!result.errors?.length) return 'ok';
  if (result.data !== null && result.data !== undefined) return 'partial';
  if (!('data' in result) || codes.some((c) => REFUSALS.has(c))) return 'rejected';
  return 'error';
}

/** Records the operation, persisted id, error codes and outcome of each request in its state. */
export function observePlugin(states: WeakMap<Request, RequestState>): Plugin<{ state?: RequestState }> {
  return {
    onRequest({ request, serverContext }) {
      const state = (serverContext as { state?: RequestState } | undefined)?.state;
      if (state) states.set(request, state);
    },
    onParams({ params, request }) {
      const state = states.get(request);
      if (!state) return;
      state.operation = typeof params.operationName === 'string' ? params.operationName : null;
      state.documentId = extractDocumentId(params);
    },
    onExecute({ args }) {
      const request = (args.contextValue as { request?: Request }).request;
      const state = request ? states.get(request) : undefined;
      if (state && !state.operation) state.operation = getOperationAST(args.document, args.operationName)?.name?.value ?? null;
    },
    onResultProcess({ request, result }) {
      const state = states.get(request);
      if (!state) return;
      const single = (Array.isArray(result) ? result[0] : result) as ExecutionResult | undefined;
      if (!single || typeof single !== 'object' || Symbol.asyncIterator in single) return;
      const codes = (single.errors ?? []).map((e) => String((e.extensions as Record<string, unknown> | undefined)?.code ?? 'UNKNOWN'));
      state.errorCodes = [...new Set(codes)];
      state.outcome = outcomeOf(single, codes);
    },
  };
}
