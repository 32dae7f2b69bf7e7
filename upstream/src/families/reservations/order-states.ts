/**
 * What a reservation order is, for every family that books, pays, lists or reviews one: its
 * kinds, its statuses and the sets of them the SQL filters by, its windows, its row.
 */
export const ROOM_ORDER_TYPE = 'CONTENT_TYPE_ACTIVITY_SHIU';
export const TRIPARTITE_ORDER_TYPE = 'CONTENT_TYPE_TRIPARTITE';
/** A narrator booked for a place's time slot (the narrators family); resource_id is the place. */
export const NARRATOR_ORDER_TYPE = 'CONTENT_TYPE_NARRATOR';
/** Places in an interpretation session (the narrators family); resource_id and session_id are the session. */
export const INTERPRETATION_ORDER_TYPE = 'CONTENT_TYPE_INTERPRETATION';

export const STATUS = { UNPAID: 0, REVIEW: 4, TO_USE: 11, USED: 12, EXPIRED: 13, CANCELLED: 14, REJECTED: 79 } as const;
/** Statuses that hold seats. */
export const HOLDING = '(0, 4, 11, 12, 13)';
/** Statuses of a live order (one per user and session). */
export const LIVE = '(0, 4, 11)';

export const REVIEW_DELAY_MS = 2 * 60 * 1000;
export const PAY_WINDOW_MS = 15 * 60 * 1000;
/** Check-in opens this long before the use start. */
export const CHECK_IN_LEAD_MS = 30 * 60 * 1000;

export interface OrderRow {
  id: number;
  order_code: string;
  site_code: string;
  user_id: number;
  order_type: string;
  status: number;
  resource_type: string;
  resource_id: number;
  session_id: number | null;
  time_slot_id: number | null;
  date: string | null;
  order_num: number;
  use_num: number;
  money: string;
  integral: string;
  pay_money: string;
  pay_integral: string;
  start_time: number;
  end_time: number;
  contact_name: string;
  contact_phone: string;
  purpose: string;
  is_guide_order: string;
  comment_status: string;
  review_due_at: number | null;
  pay_due_at: number | null;
  info_url: string;
  created_at: number;
  updated_at: number;
  /** Migration 10: the voucher's code (confirmed orders), why a cancelled order was cancelled, the payment. */
  verify_code: string | null;
  cancel_reason: string;
  pay_type: string;
  pay_time: number | null;
  trade_no: string;
}
