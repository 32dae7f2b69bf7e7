/**
 * The write-off rules the gateway checks before any write: a voucher code's form, which gates a
 * staff member holds, and why an order cannot be written off now (the upstream enforces the same
 * in its one transaction, which settles a race).
 */
import type { UserErrorCode } from '../../core/user-errors.ts';
import type { GateOrderRow, GateRow } from './types.ts';

/** A voucher's verification code: 12 digits. */
export const VOUCHER_CODE = /^\d{12}$/;

/** An order id at the gate (the upstream's). */
export const ORDER_ID = /^\d{1,15}$/;

export type GateKind = 'VENUE' | 'SCENIC_AREA' | 'ACTIVITY';

const KIND_OF: Readonly<Record<string, GateKind>> = {
  CONTENT_TYPE_VENUE: 'VENUE',
  CONTENT_TYPE_SCENERY: 'SCENIC_AREA',
  CONTENT_TYPE_ACTIVITY: 'ACTIVITY',
};

export function gateKind(resourceType: string): GateKind {
  return KIND_OF[resourceType] ?? 'VENUE';
}

/** A gate as the upstream names it. */
export interface GateRef {
  resourceType: string;
  resourceId: string;
}

export const sameGate = (a: GateRef, b: GateRef): boolean =>
  a.resourceType === b.resourceType && String(a.resourceId) === String(b.resourceId);

/** The gate an order belongs to (its own resource). */
export const gateOfOrder = (row: GateOrderRow): GateRef => ({
  resourceType: String(row.resourceType ?? ''),
  resourceId: String(row.resourceId ?? ''),
});

export const holdsGate = (gates: readonly GateRow[], gate: GateRef): boolean => gates.some((g) => sameGate(g, gate));

/** The China day ("yyyy-MM-dd") of an instant. */
function chinaDay(epochMs: number): string {
  return new Date(epochMs + 8 * 3_600_000).toISOString().slice(0, 10);
}

/** Why writing `row` off at `gate` is refused now, or null when it may be. */
export function writeOffRefusal(row: GateOrderRow, gate: GateRef, nowMs: number): UserErrorCode | null {
  if (!sameGate(gateOfOrder(row), gate)) return 'WRITE_OFF_WRONG_GATE';
  const status = Number(row.status);
  if (status === 12) return 'WRITE_OFF_ALREADY_USED';
  if (status === 14) return 'WRITE_OFF_CANCELLED';
  if (status === 13) return 'WRITE_OFF_EXPIRED';
  if (status !== 11) return 'WRITE_OFF_NOT_CONFIRMED';
  if (String(row.startTime ?? '').slice(0, 10) !== chinaDay(nowMs)) return 'WRITE_OFF_NOT_TODAY';
  return null;
}
