import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import { ROOT_CONTEXT, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import type { Context, Span, TextMapGetter, TextMapSetter, Tracer } from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import type { ExchangeTracer } from '../core/upstream/client.ts';
import { BatchSpanProcessor, ParentBasedSampler, TraceIdRatioBasedSampler, TracerProvider } from '@opentelemetry/sdk-trace';

/**
 * Distributed tracing with OpenTelemetry: one trace per GraphQL request (continued from an
 * incoming W3C `traceparent`), child spans for parsing, validation and execution, and one client
 * span per upstream HTTP exchange whose `traceparent` the upstream receives. Spans go out over
 * OTLP/HTTP when the standard settings name an endpoint (`OTEL_EXPORTER_OTLP_ENDPOINT` or
 * `OTEL_EXPORTER_OTLP_TRACES_ENDPOINT`); without one there is no tracer at all and each hook is
 * one null check. Spans carry no token, phone, query string or variable: paths, methods,
 * statuses, operation names and persisted ids only.
 */

/** The W3C trace context, read and written by this module itself (no process-wide registration). */
const propagator = new W3CTraceContextPropagator();

const headerGetter: TextMapGetter<IncomingHttpHeaders> = {
  keys: (carrier) => Object.keys(carrier),
  get: (carrier, key) => carrier[key.toLowerCase()],
};
const headerSetter: TextMapSetter<Record<string, string>> = {
  set: (carrier, key, value) => {
    carrier[key] = value;
  },
};

export interface Tracing {
  tracer: Tracer;
  /** Sends what is buffered (tests; a stop). */
  flush(): Promise<void>;
  shutdown(): Promise<void>;
}

/** The request's trace: its server span and the context its children start from. */
export interface RequestTrace {
  span: Span;
  context: Context;
}

/** Tracing from the standard `OTEL_*` settings; null when no OTLP endpoint is set or the SDK is disabled. */
export function tracingFromEnv(env: NodeJS.ProcessEnv = process.env): Tracing | null {
  const endpoint = env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim() || env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim();
  if (!endpoint || env.OTEL_SDK_DISABLED?.trim().toLowerCase() === 'true' || env.OTEL_TRACES_EXPORTER?.trim() === 'none') return null;
  const tracesUrl = env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim() || `${endpoint.replace(/\/+$/, '')}/v1/traces`;
  const ratio = Number(env.OTEL_TRACES_SAMPLER_ARG ?? '1');
  return createTracing({
    url: tracesUrl,
    serviceName: env.OTEL_SERVICE_NAME?.trim() || 'ctp-gateway',
    ratio: Number.isFinite(ratio) ? Math.min(1, Math.max(0, ratio)) : 1,
  });
}

/** A tracer exporting over OTLP/HTTP to `url`, sampling `ratio` of new traces (an incoming sampled trace is kept). */
export function createTracing(options: { url: string; serviceName: string; ratio?: number }): Tracing {
  const provider = new TracerProvider({
    resource: resourceFromAttributes({ 'service.name': options.serviceName }),
    sampler: new ParentBasedSampler({ root: new TraceIdRatioBasedSampler(options.ratio ?? 1) }),
    spanProcessors: [new BatchSpanProcessor({ exporter: new OTLPTraceExporter({ url: options.url }) })],
  });
  return {
    tracer: provider.getTracer('ctp-gateway'),
    flush: () => provider.forceFlush(),
    shutdown: () => provider.shutdown(),
  };
}

/** Starts the server span of a /graphql request, continuing the caller's `traceparent` when there is one; ended when the response is. */
export function traceRequest(tracing: Tracing, headers: IncomingHttpHeaders, method: string, res: ServerResponse): RequestTrace {
  const parent = propagator.extract(ROOT_CONTEXT, headers, headerGetter);
  const span = tracing.tracer.startSpan(
    `${method} /graphql`,
    { kind: SpanKind.SERVER, attributes: { 'http.request.method': method, 'url.path': '/graphql' } },
    parent,
  );
  const end = () => {
    span.setAttribute('http.response.status_code', res.statusCode);
    if (res.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
    span.end();
  };
  res.once('close', end);
  return { span, context: trace.setSpan(parent, span) };
}

/** Starts a child span of the request's trace (parse, validate, execute). */
export function childSpan(tracing: Tracing, parent: Context, name: string, attributes: Record<string, string> = {}): Span {
  return tracing.tracer.startSpan(name, { kind: SpanKind.INTERNAL, attributes }, parent);
}

/**
 * The upstream transport's tracer: one client span per exchange under the request's execution
 * span, and the `traceparent` that carries it. `path` is the upstream path without its query
 * (which holds the token).
 */
export function exchangeTracer(tracing: Tracing): ExchangeTracer {
  return {
    start(parent, method, path, family) {
      const span = tracing.tracer.startSpan(
        `${method} ${path}`,
        { kind: SpanKind.CLIENT, attributes: { 'http.request.method': method, 'url.path': path, 'ctp.upstream.family': family } },
        parent,
      );
      const headers: Record<string, string> = {};
      propagator.inject(trace.setSpan(parent, span), headers, headerSetter);
      return {
        headers,
        end(outcome, status) {
          if (status !== null) span.setAttribute('http.response.status_code', status);
          if (outcome !== 'ok') {
            span.setAttribute('error.type', outcome);
            span.setStatus({ code: SpanStatusCode.ERROR });
          }
          span.end();
        },
      };
    },
  };
}
