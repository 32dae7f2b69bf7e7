import { getOperationAST } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { trace } from '@opentelemetry/api';
import type { Span } from '@opentelemetry/api';
import type { GatewayContext } from '../context.ts';
import type { RequestState } from './observe.ts';
import { childSpan } from './tracing.ts';
import type { Tracing } from './tracing.ts';

/**
 * The GraphQL phases of a traced request as child spans of its server span: `graphql.parse`,
 * `graphql.validate` and `graphql.execute` (named by the operation, with its type and persisted
 * id). The execution span is the parent of the request's upstream calls. Reads the request's
 * state that `observePlugin` (before it in the list) records.
 */
export function tracePlugin(states: WeakMap<Request, RequestState>, tracing: Tracing): Plugin<GatewayContext> {
  const traceOf = (request: Request | undefined) => (request ? (states.get(request)?.trace ?? null) : null);
  const ended = (span: Span) => () => span.end();
  return {
    onParse({ context }) {
      const requestTrace = traceOf((context as { request?: Request }).request);
      return requestTrace ? ended(childSpan(tracing, requestTrace.context, 'graphql.parse')) : undefined;
    },
    onValidate({ context }) {
      const requestTrace = traceOf((context as { request?: Request }).request);
      return requestTrace ? ended(childSpan(tracing, requestTrace.context, 'graphql.validate')) : undefined;
    },
    onExecute({ args }) {
      const request = (args.contextValue as { request?: Request }).request;
      const state = request ? states.get(request) : undefined;
      if (!state?.trace) return undefined;
      const operation = getOperationAST(args.document, args.operationName);
      const name = operation?.name?.value ?? state.operation ?? 'anonymous';
      const span = childSpan(tracing, state.trace.context, `graphql.execute ${name}`, {
        'graphql.operation.name': name,
        'graphql.operation.type': operation?.operation ?? 'query',
        ...(state.documentId ? { 'graphql.document.id': state.documentId } : {}),
      });
      state.trace.span.updateName(`POST /graphql ${name}`);
      if (state.counter) state.counter.trace = trace.setSpan(state.trace.context, span);
      return { onExecuteDone: ended(span) };
    },
  };
}
