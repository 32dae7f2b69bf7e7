/**
 * Pieces every order family's rules are made of (the families' own rules live in their
 * folders' rules.ts): status-table lookups and the cancel window. Every function
 * takes `now` explicitly so that tests can pin any boundary.
 */

/** The value of a status code in a family's table; UNKNOWN for codes the table lacks. */
export function lookup<V extends string>(table: Readonly<Record<number, V>>, code: number | null): V | 'UNKNOWN' {
  return code === null ? 'UNKNOWN' : (table[code] ?? 'UNKNOWN');
}

/** The raw code of a status filter (reverse of the table; the first code of a state). */
export function codeOf<V extends string>(table: Readonly<Record<number, V>>, status: V): number | null {
  const entry = Object.entries(table).find(([, v]) => v === status);
  return entry ? Number(entry[0]) : null;
}

const HOUR_MS = 3_600_000;

export interface CancelRule {
  /** The resource's cancelStatus: 0 never, 1 any time (no deadline), 2 / 3 until cancelTime hours before the use start. */
  cancelStatus: number | null;
  /** cancelTime in hours. */
  cancelTime: number | null;
  /** The use start (epoch ms); null when unknown. */
  useStart: number | null;
}

/**
 * The moment cancelling closes (epoch ms): use start − cancelTime hours for cancelStatus 2 and 3;
 * null when none applies (cancelStatus 1 has no deadline: only the order's status limits it).
 */
export function cancelDeadline(rule: CancelRule): number | null {
  if (rule.useStart === null) return null;
  if (rule.cancelStatus === 2 || rule.cancelStatus === 3) return rule.useStart - Math.max(0, rule.cancelTime ?? 0) * HOUR_MS;
  return null;
}

export type CancelVerdict = 'ALLOWED' | 'NOT_ALLOWED' | 'WINDOW_CLOSED';

/**
 * Cancelling is allowed in the family's cancellable statuses when the resource's
 * cancelStatus is set; with cancelStatus 2 or 3 only until cancelTime hours before the use start
 * (now exactly at the deadline still cancels, as the upstream's `now > deadline` refuses). With
 * cancelStatus 1 no time limits it: an order still in a cancellable status cancels after its
 * use start too.
 */
export function cancelVerdict(statusCode: number | null, rule: CancelRule, now: number, cancellable: ReadonlySet<number>): CancelVerdict {
  if (statusCode === null || !cancellable.has(statusCode)) return 'NOT_ALLOWED';
  if (!rule.cancelStatus) return 'NOT_ALLOWED';
  const deadline = cancelDeadline(rule);
  if (deadline !== null && now > deadline) return 'WINDOW_CLOSED';
  return 'ALLOWED';
}
