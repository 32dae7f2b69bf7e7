import type { RequestListener, ServerResponse } from 'node:http';
import { request } from 'undici';
import type { BreakerState } from '../core/upstream/breaker.ts';
import { DEFAULT_CLIENT_NAME } from '../security/persisted.ts';
import type { GatewayMode, PersistedDocuments } from '../security/persisted.ts';

/**
 * The gateway's probes for an orchestrator: `/healthz` (the process is alive and serving) and
 * `/readyz` (this replica should get traffic). Ready means: not draining, the persisted documents
 * a production gateway runs on are loaded, and the upstream answers HTTP. A shared Redis that is
 * down is reported but does not make a replica unready: every use of it fails open (a cache miss,
 * per-replica rate limits, live events kept in the process), and one Redis is shared by all
 * replicas, so it would take every replica out at once for a degraded, not broken, service.
 */

export const LIVENESS_PATH = '/healthz';
export const READINESS_PATH = '/readyz';
/** The path the upstream's reachability is asked at: public, cheap, cached upstream. */
const UPSTREAM_PROBE_PATH = 'user/api/site/siteInfo';

export interface ReadinessCheck {
  ok: boolean;
  /** Whether a failing check makes the replica unready (a shared Redis does not: it fails open). */
  required: boolean;
  /** What was seen, for a person reading the probe (never a URL with credentials or a key). */
  detail: string;
}

export interface Readiness {
  ready: boolean;
  checks: Record<string, ReadinessCheck>;
}

/** A shared connection the probe reports on. */
export interface SharedConnection {
  name: string;
  healthy(): boolean;
}

export interface ProbeOptions {
  upstreamBaseUrl: string;
  defaultSiteCode: string;
  mode: GatewayMode;
  documents: PersistedDocuments;
  /** The upstream families whose circuit is not closed. */
  breakerStates(): Record<string, BreakerState>;
  redis: readonly SharedConnection[];
  draining(): boolean;
  /** How long the upstream may take to answer the probe (default 1,000 ms). */
  upstreamTimeoutMs?: number;
  /** How long an upstream verdict is reused (default 2,000 ms): probes from several orchestrators cost one call. */
  upstreamCacheMs?: number;
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

export interface Probes {
  live: RequestListener;
  ready: RequestListener;
  readiness(): Promise<Readiness>;
}

export function createProbes(opts: ProbeOptions): Probes {
  const timeoutMs = opts.upstreamTimeoutMs ?? 1000;
  const cacheMs = opts.upstreamCacheMs ?? 2000;
  const base = opts.upstreamBaseUrl.endsWith('/') ? opts.upstreamBaseUrl : `${opts.upstreamBaseUrl}/`;
  const probeUrl = `${base}${UPSTREAM_PROBE_PATH}?siteCode=${encodeURIComponent(opts.defaultSiteCode)}`;
  let upstream: { at: number; check: Promise<ReadinessCheck> } | null = null;

  const askUpstream = async (): Promise<ReadinessCheck> => {
    try {
      const res = await request(probeUrl, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } });
      await res.body.dump();
      return { ok: res.statusCode < 500, required: true, detail: `HTTP ${res.statusCode}` };
    } catch (error) {
      const late = error instanceof Error && error.name === 'TimeoutError';
      return { ok: false, required: true, detail: late ? 'no answer in time' : 'unreachable' };
    }
  };
  const upstreamCheck = (): Promise<ReadinessCheck> => {
    const now = Date.now();
    if (!upstream || now - upstream.at >= cacheMs) upstream = { at: now, check: askUpstream() };
    return upstream.check;
  };

  const readiness = async (): Promise<Readiness> => {
    const checks: Record<string, ReadinessCheck> = {};
    const draining = opts.draining();
    checks.serving = { ok: !draining, required: true, detail: draining ? 'draining: shutting down' : 'taking requests' };
    const h5 = opts.documents.hasClient(DEFAULT_CLIENT_NAME);
    const clients = opts.documents.manifests().map((m) => m.name);
    checks.persistedDocuments =
      opts.mode === 'production'
        ? { ok: h5, required: true, detail: h5 ? `loaded: ${clients.join(', ')}` : "the app's manifest is not loaded" }
        : {
            ok: true,
            required: true,
            detail: clients.length > 0 ? `loaded: ${clients.join(', ')}` : 'none loaded (development accepts texts)',
          };
    const open = Object.entries(opts.breakerStates())
      .filter(([, state]) => state !== 'closed')
      .map(([family, state]) => `${family} ${state}`);
    const reach = await upstreamCheck();
    checks.upstream = { ...reach, detail: open.length > 0 ? `${reach.detail}; circuits: ${open.join(', ')}` : reach.detail };
    for (const connection of opts.redis) {
      const healthy = connection.healthy();
      // reported, never required: see the module's note
      checks[connection.name] = { ok: healthy, required: false, detail: healthy ? 'connected' : 'disconnected: failing open' };
    }
    const ready = Object.values(checks).every((c) => c.ok || !c.required);
    return { ready, checks };
  };

  return {
    readiness,
    live: (_req, res) => sendJson(res, 200, { status: 'ok' }),
    ready: (_req, res) => {
      readiness().then(
        (r) => sendJson(res, r.ready ? 200 : 503, { status: r.ready ? 'ready' : 'not ready', checks: r.checks }),
        () => sendJson(res, 503, { status: 'not ready' }),
      );
    },
  };
}
