/** Upstream rows of combined appointments (API.md "Combined appointments") and what their types resolve from. */
import type { PayloadSource } from '../../core/payload.ts';
import type { ReservationOrderRow } from '../orders/index.ts';

export interface OfferSlotRow {
  id: string | number;
  startTime?: string | null;
  endTime?: string | null;
  maxNum?: string | number | null;
  stock?: string | number | null;
}

/** res/api/appointment/resources item: a place on a day. */
export interface OfferRow {
  resourceId: string | number;
  resourceType?: string | null;
  name?: string | null;
  images?: string | null;
  date?: string | null;
  isOpen?: string | number | null;
  maxPeople?: string | number | null;
  stock?: string | number | null;
  orderTimes?: OfferSlotRow[] | null;
}

export interface AppointmentDetailRow {
  appointmentCode: string;
  date?: string | null;
  createTime?: string | null;
  visitors?: Array<{ name?: string | null; certNumber?: string | null }> | null;
  vouchers?: ReservationOrderRow[] | null;
}

export interface ConsumptionRow {
  id: string | number;
  appointmentCode?: string | null;
  orderCode?: string | null;
  resourceName?: string | null;
  useNum?: string | number | null;
  usedTime?: string | null;
  useDate?: string | null;
}

/** What AppointmentResource resolves from. */
export interface OfferSource {
  __typename: 'AppointmentResource';
  row: OfferRow;
  date: string;
}

/** What AppointmentSlot resolves from. */
export interface OfferSlotSource {
  resourceId: string;
  date: string;
  open: boolean;
  row: OfferSlotRow;
}

export interface AppointmentSource {
  __typename: 'Appointment';
  row: AppointmentDetailRow;
}

export interface ConsumptionSource {
  __typename: 'AppointmentConsumption';
  row: ConsumptionRow;
}

/** What makeAppointment's payload resolves from. */
export interface MakeAppointmentPayloadSource extends PayloadSource {
  appointmentCode?: string | null;
}

/** A voucher that keeps its appointment from being cancelled, and the reason's code. */
export interface BlockedVoucherSource {
  voucher: ReservationOrderRow;
  reason: 'CANCEL_NOT_ALLOWED' | 'CANCEL_WINDOW_CLOSED';
}

/** What cancelAppointment's payload resolves from. */
export interface CancelAppointmentPayloadSource extends PayloadSource {
  appointmentCode: string | null;
  blocked: BlockedVoucherSource[];
}
