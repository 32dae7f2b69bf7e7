import type { PayloadSource } from '../../core/payload.ts';
import type { ReservationOrderRow } from '../orders/index.ts';

/** A gate of the caller (API.md "Write-off at the gate"). */
export interface GateRow {
  resourceType: string;
  resourceId: string;
  name: string;
  todayCount: string | number;
}

/** When and where an order was used (`used` of the gate's order). */
export interface UsedRow {
  usedTime?: string | null;
  resourceType?: string | null;
  resourceId?: string | number | null;
  name?: string | null;
}

/** The order as the gate reads it: the reservation order with its seats and its use. */
export interface GateOrderRow extends ReservationOrderRow {
  used?: UsedRow | null;
}

export interface WriteOffOrderSource {
  __typename: 'WriteOffOrder';
  id: string;
  row: GateOrderRow;
}

export interface WriteOffLookupSource extends PayloadSource {
  order: WriteOffOrderSource | null;
}

export interface WriteOffPayloadSource extends PayloadSource {
  order: WriteOffOrderSource | null;
  used: UsedRow | null;
}
