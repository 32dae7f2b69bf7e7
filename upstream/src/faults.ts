/** Development fault rules (POST /__dev/faults) and the call log (GET /__dev/calls). */

export const FAULT_MODES = ['code', 'slow', 'reset', 'malformed', 'http500'] as const;
export type FaultMode = (typeof FAULT_MODES)[number];

export interface FaultRule {
  id: string;
  /** Request path without leading slash, or "*" for every API path. */
  path: string;
  mode: FaultMode;
  /** Requests left for this rule; null = unlimited. */
  remaining: number | null;
  delayMs: number;
  code: number;
  message: string;
  siteCode: string | null;
}

export interface FaultInput {
  path?: unknown;
  mode?: unknown;
  times?: unknown;
  delayMs?: unknown;
  code?: unknown;
  message?: unknown;
  siteCode?: unknown;
}

export class FaultStore {
  private rules: FaultRule[] = [];
  private seq = 0;

  /** Validates and adds a rule; returns an error text when the input is unusable. */
  add(input: FaultInput): FaultRule | string {
    if (typeof input.path !== 'string' || input.path === '') return 'path is required';
    if (typeof input.mode !== 'string' || !(FAULT_MODES as readonly string[]).includes(input.mode))
      return `mode must be one of ${FAULT_MODES.join(', ')}`;
    const times = input.times === undefined || input.times === null ? null : Number(input.times);
    if (times !== null && (!Number.isInteger(times) || times < 1)) return 'times must be a positive integer';
    const rule: FaultRule = {
      id: String(++this.seq),
      path: input.path.replace(/^\/+/, ''),
      mode: input.mode as FaultMode,
      remaining: times,
      delayMs: input.delayMs === undefined ? 1000 : Math.max(0, Number(input.delayMs) || 0),
      code: input.code === undefined ? 1 : Number(input.code),
      message: typeof input.message === 'string' ? input.message : '模拟故障',
      siteCode: typeof input.siteCode === 'string' && input.siteCode !== '' ? input.siteCode : null,
    };
    this.rules.push(rule);
    return rule;
  }

  clear(): void {
    this.rules = [];
  }

  list(): readonly FaultRule[] {
    return this.rules;
  }

  /**
   * The first rule matching the request, consumed once. "*" covers every API path but not
   * the static files; a file path can still be targeted exactly.
   */
  take(path: string, siteCode: string | null, isFile: boolean): FaultRule | null {
    const rule = this.rules.find(
      (r) => (r.path === path || (r.path === '*' && !isFile)) && (r.siteCode === null || r.siteCode === siteCode),
    );
    if (!rule) return null;
    if (rule.remaining !== null) {
      rule.remaining -= 1;
      if (rule.remaining <= 0) this.rules = this.rules.filter((r) => r !== rule);
    }
    return rule;
  }
}

export interface CallRecord {
  method: string;
  path: string;
  query: Record<string, unknown>;
  at: string;
  /** The caller's W3C trace context (`traceparent`), when it sent one. */
  traceparent?: string;
}

export class CallLog {
  private calls: CallRecord[] = [];

  record(call: CallRecord): void {
    this.calls.push(call);
    if (this.calls.length > 10000) this.calls.shift();
  }

  all(): readonly CallRecord[] {
    return this.calls;
  }

  clear(): void {
    this.calls = [];
  }
}
