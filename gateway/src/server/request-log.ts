import type { IncomingMessage, ServerResponse } from 'node:http';
import type { JsonLogger } from '../observability/log.ts';
import type { GatewayMetrics } from '../observability/metrics.ts';
import type { RequestState } from '../observability/observe.ts';
import type { PersistedDocuments } from '../security/persisted.ts';

/**
 * One line and one metric per /graphql request, when its response ends (or the client goes):
 * request id, client name and version, operation, persisted id, site, status, outcome, error
 * codes, duration, upstream calls. The token is never logged (and redacted should it reach a line).
 */
export function logWhenDone(
  req: IncomingMessage,
  res: ServerResponse,
  state: RequestState,
  metrics: GatewayMetrics,
  logger: JsonLogger,
  documents: PersistedDocuments,
): void {
  let finished = false;
  const finish = () => {
    if (finished) return;
    finished = true;
    const outcome = state.outcome ?? (res.statusCode === 429 ? 'rate_limited' : res.statusCode >= 400 ? 'rejected' : 'ok');
    const seconds = (performance.now() - state.started) / 1000;
    const { name, version } = state.client;
    const registered = documents.hasClient(name);
    metrics.request(
      metrics.operationLabel(state.operation),
      outcome,
      seconds,
      metrics.clientLabels({ name, version, registered, manifestVersion: documents.versionOf(name) }),
    );
    logger.log(
      'info',
      'graphql',
      {
        requestId: state.requestId,
        client: name,
        clientVersion: version ?? (registered ? documents.versionOf(name) : null),
        clientRegistered: registered,
        operation: state.operation ?? null,
        documentId: state.documentId,
        siteCode: state.siteCode,
        status: res.statusCode,
        outcome,
        errorCodes: state.errorCodes,
        durationMs: Math.round(seconds * 10_000) / 10,
        upstreamCalls: state.counter?.calls ?? 0,
      },
      [req.headers['x-token'] as string | undefined],
    );
  };
  res.once('finish', finish);
  res.once('close', finish);
}
