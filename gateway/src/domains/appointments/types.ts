import type { PayloadSource } from '../../core/payload.ts';
/** res/api/zytf/getZYTFOrderList item (API.md "ZYTF appointment orders"). */
export interface AppointmentOrderRow {
  orderCode: string;
  orderStatus?: number | string | null;
  payMoney?: string | number | null;
  resource?: { resourceName?: string | null; images?: string | null } | null;
  orderStartTime?: string | null;
  orderEndTime?: string | null;
  orderNum?: string | number | null;
  cancelStatus?: string | number | null;
  cancelTime?: string | number | null;
  infoUrl?: string | null;
  [key: string]: unknown;
}

export interface AppointmentOrderSource {
  __typename: 'AppointmentOrder';
  id: string;
  row: AppointmentOrderRow;
}

/** What this family's mutation payloads resolve from. */
export interface AppointmentPayloadSource extends PayloadSource {
  /** AppointmentOrder (orderCode). */
  appointmentCode?: string | null;
}
