import type { IncomingMessage, ServerResponse } from 'node:http';
import type { JsonLogger } from '../observability/log.ts';
import type { GatewayMetrics } from '../observability/metrics.ts';
import type { RequestState } from '../observability/observe.ts';

/**
 * One line and one metric per /graphql request, when its response ends (or the client goes):
 * request id, operation, persisted id, site, status, outcome, error codes, duration, upstream
 * calls. The token is never logged (and redacted should it reach a line).
 */
export function logWhenDone(req: IncomingMessage, res: ServerResponse, state: RequestState, metrics: GatewayMetrics, logger: JsonLogger): void {
  let finished = false;
  const finish = () => {
    if (finished) return;
    finished = true;
    const outcome = state.outcome ?? (res.statusCode === 429 ? 'rate_limited' : res.statusCode >= 400 ? 'rejected' : 'ok');
    const seconds = (performance.now() - state.started) / 1000;
    metrics.request(metrics.operationLabel(state.operation), outcome, seconds);
    logger.log('info', 'graphql', {
      requestId: state.requestId,
      operation: state.operation ?? null,
      documentId: state.documentId,
      siteCode: state.siteCode,
      status: res.statusCode,
      outcome,
      errorCodes: state.errorCodes,
      durationMs: Math.round(seconds * 10_000) / 10,
      upstreamCalls: state.counter?.calls ?? 0,
    }, [req.headers['x-token'] as string | undefined]);
  };
  res.once('finish', finish);
  res.once('close', finish);
}
