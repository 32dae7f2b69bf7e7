/**
 * Circuit breaker per upstream family (origin + first path segment: `res`, `user`, `config`,
 * `act`, `culturalcloud` …). After `failureThreshold` consecutive failures (network error,
 * time-out, HTTP 5xx, malformed body) the family opens for `cooldownMs` and calls fail fast;
 * then ONE probe call is let through (half-open): success closes it, failure opens it again.
 * Business answers (any envelope `code`, including 5) are successes here: the service answered.
 */
export interface BreakerOptions {
  /** Consecutive failures that open the circuit (default 5). */
  failureThreshold: number;
  /** How long an open circuit fails fast before a probe is let through, in ms (default 30000). */
  cooldownMs: number;
}

export type BreakerState = 'closed' | 'open' | 'half_open';

export const BREAKER_DEFAULTS: BreakerOptions = { failureThreshold: 5, cooldownMs: 30_000 };

export class CircuitBreaker {
  private state: BreakerState = 'closed';
  private failures = 0;
  private openedAt = 0;
  private probeInFlight = false;

  constructor(
    readonly options: BreakerOptions,
    private readonly onStateChange: (state: BreakerState) => void = () => undefined,
    private readonly now: () => number = Date.now,
  ) {}

  get current(): BreakerState {
    if (this.state === 'open' && this.now() - this.openedAt >= this.options.cooldownMs) return 'half_open';
    return this.state;
  }

  /** May a call go out now? In half-open, only one probe at a time. */
  tryAcquire(): boolean {
    if (this.state === 'closed') return true;
    if (this.state === 'open') {
      if (this.now() - this.openedAt < this.options.cooldownMs) return false;
      this.transition('half_open');
    }
    if (this.probeInFlight) return false;
    this.probeInFlight = true;
    return true;
  }

  success(): void {
    this.failures = 0;
    this.probeInFlight = false;
    if (this.state !== 'closed') this.transition('closed');
  }

  failure(): void {
    this.probeInFlight = false;
    if (this.state === 'half_open') {
      this.open();
      return;
    }
    this.failures += 1;
    if (this.state === 'closed' && this.failures >= this.options.failureThreshold) this.open();
  }

  private open(): void {
    this.openedAt = this.now();
    this.failures = 0;
    this.transition('open');
  }

  private transition(state: BreakerState): void {
    if (this.state === state) return;
    this.state = state;
    this.onStateChange(state);
  }
}

/** The family of an upstream path: its first segment (`res/api/scenic/list` → `res`). */
export function upstreamFamily(path: string): string {
  const first = path.replace(/^\/+/, '').split(/[/?]/)[0] ?? '';
  return /^[A-Za-z0-9_-]{1,40}$/.test(first) ? first : 'other';
}
