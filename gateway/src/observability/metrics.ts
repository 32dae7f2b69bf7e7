import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { BreakerState } from '../core/upstream/breaker.ts';
import type { UpstreamObserver, UpstreamOutcome } from '../core/upstream/client.ts';

/** Outcome of one GraphQL request, as logged and counted. */
export type RequestOutcome = 'ok' | 'partial' | 'error' | 'rejected' | 'rate_limited';

const BREAKER_VALUE: Record<BreakerState, number> = { closed: 0, half_open: 1, open: 2 };
const OPERATION_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,79}$/;
const MAX_OPERATION_LABELS = 300;
const MAX_CLIENT_VERSION_LABELS = 200;

/**
 * The gateway's Prometheus metrics, one registry per gateway instance (so that several
 * gateways in one process — tests — do not collide). Served at GET /metrics.
 */
export class GatewayMetrics implements UpstreamObserver {
  readonly registry = new Registry();
  private readonly operations: Counter<'operation' | 'outcome'>;
  private readonly duration: Histogram<'operation'>;
  private readonly upstreamCalls: Counter<'family' | 'outcome'>;
  private readonly upstreamDuration: Histogram<'family'>;
  private readonly cache: Counter<'result'>;
  private readonly cacheErrors: Counter;
  private readonly rateLimitErrors: Counter;
  private readonly breaker: Gauge<'family'>;
  private readonly rateLimited: Counter;
  private readonly visitRecordsDropped: Counter<'call'>;
  private readonly clientOperations: Counter<'client' | 'client_version' | 'operation' | 'outcome'>;
  private readonly persistedDocuments: Gauge<'client' | 'client_version'>;
  private readonly seenOperations = new Set<string>();
  private readonly seenClientVersions = new Set<string>();

  constructor(options: { defaultMetrics?: boolean } = {}) {
    const registers = [this.registry];
    this.operations = new Counter({
      name: 'gateway_graphql_operations_total',
      help: 'GraphQL requests by operation name and outcome (ok, partial, error, rejected, rate_limited).',
      labelNames: ['operation', 'outcome'],
      registers,
    });
    this.duration = new Histogram({
      name: 'gateway_graphql_request_duration_seconds',
      help: 'Latency of GraphQL requests by operation name.',
      labelNames: ['operation'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    });
    this.upstreamCalls = new Counter({
      name: 'gateway_upstream_calls_total',
      help: 'Upstream HTTP exchanges by family (first path segment) and outcome.',
      labelNames: ['family', 'outcome'],
      registers,
    });
    this.upstreamDuration = new Histogram({
      name: 'gateway_upstream_call_duration_seconds',
      help: 'Latency of upstream HTTP exchanges by family.',
      labelNames: ['family'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    });
    this.cache = new Counter({
      name: 'gateway_response_cache_total',
      help: 'Response-cache look-ups by result (hit, miss).',
      labelNames: ['result'],
      registers,
    });
    this.cacheErrors = new Counter({
      name: 'gateway_response_cache_errors_total',
      help: 'Failed commands of a shared (Redis) response-cache store; the cache fails open (a miss, nothing stored).',
      registers,
    });
    this.rateLimitErrors = new Counter({
      name: 'gateway_rate_limit_errors_total',
      help: 'Failed commands of the shared (Redis) rate limit; the replica then limits on its own buckets.',
      registers,
    });
    this.breaker = new Gauge({
      name: 'gateway_circuit_breaker_state',
      help: 'Circuit breaker state per upstream family: 0 closed, 1 half-open, 2 open.',
      labelNames: ['family'],
      registers,
    });
    this.rateLimited = new Counter({
      name: 'gateway_rate_limited_total',
      help: 'Requests refused by the per-address rate limit.',
      registers,
    });
    this.visitRecordsDropped = new Counter({
      name: 'gateway_visit_records_dropped_total',
      help: 'Visit analytics records the statistics service failed or refused (by call: access, stay, click, browse, streamMedia).',
      labelNames: ['call'],
      registers,
    });
    this.clientOperations = new Counter({
      name: 'gateway_graphql_client_operations_total',
      help: "GraphQL requests by client (graphql-client-name: the H5 app when absent; unknown, invalid), client version (graphql-client-version, else the manifest's), operation name and outcome.",
      labelNames: ['client', 'client_version', 'operation', 'outcome'],
      registers,
    });
    this.persistedDocuments = new Gauge({
      name: 'gateway_persisted_documents',
      help: 'Persisted documents loaded per client and manifest version.',
      labelNames: ['client', 'client_version'],
      registers,
    });
    this.cache.inc({ result: 'hit' }, 0);
    this.cache.inc({ result: 'miss' }, 0);
    if (options.defaultMetrics) collectDefaultMetrics({ register: this.registry });
  }

  /** A bounded label for an operation name (client-chosen names must not explode cardinality). */
  operationLabel(name: string | null | undefined): string {
    if (!name) return 'anonymous';
    if (!OPERATION_NAME.test(name)) return 'invalid';
    if (this.seenOperations.has(name)) return name;
    if (this.seenOperations.size >= MAX_OPERATION_LABELS) return 'other';
    this.seenOperations.add(name);
    return name;
  }

  /**
   * Bounded labels for a request's client: a registered client's name and its declared version
   * (else the manifest's); `unknown` / `invalid` for other names; `other` past 200 versions.
   */
  clientLabels(client: { name: string | null; version: string | null; registered: boolean; manifestVersion: string | null }): {
    client: string;
    client_version: string;
  } {
    if (client.name === null) return { client: 'invalid', client_version: 'invalid' };
    if (!client.registered) return { client: 'unknown', client_version: 'unknown' };
    const version = client.version ?? client.manifestVersion ?? 'unknown';
    const key = `${client.name}\n${version}`;
    if (!this.seenClientVersions.has(key)) {
      if (this.seenClientVersions.size >= MAX_CLIENT_VERSION_LABELS) return { client: client.name, client_version: 'other' };
      this.seenClientVersions.add(key);
    }
    return { client: client.name, client_version: version };
  }

  /** The documents of every client's manifest, after each load. */
  persistedManifests(manifests: Array<{ name: string; version: string; documents: number }>): void {
    this.persistedDocuments.reset();
    for (const m of manifests) this.persistedDocuments.set({ client: m.name, client_version: m.version }, m.documents);
  }

  request(operation: string, outcome: RequestOutcome, seconds: number, client: { client: string; client_version: string }): void {
    this.operations.inc({ operation, outcome });
    this.clientOperations.inc({ ...client, operation, outcome });
    this.duration.observe({ operation }, seconds);
    if (outcome === 'rate_limited') this.rateLimited.inc();
  }

  cacheLookup(hit: boolean): void {
    this.cache.inc({ result: hit ? 'hit' : 'miss' });
  }

  cacheError(): void {
    this.cacheErrors.inc();
  }

  /** A visit record the statistics did not take (the visitor's answer was true all the same). */
  visitRecordDropped(call: string): void {
    this.visitRecordsDropped.inc({ call });
  }

  rateLimitError(): void {
    this.rateLimitErrors.inc();
  }

  onCall(family: string, outcome: UpstreamOutcome, durationMs: number): void {
    this.upstreamCalls.inc({ family, outcome });
    if (outcome !== 'circuit_open') this.upstreamDuration.observe({ family }, durationMs / 1000);
  }

  onBreakerState(family: string, state: BreakerState): void {
    this.breaker.set({ family }, BREAKER_VALUE[state]);
  }

  async render(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }
}
