/**
 * Reservation orders: stock accounting, lazy server-side transitions, paying, the review, the
 * order payload (what an order is: order-states.ts; its SQL: store-orders.ts).
 *
 * Stock is derived, never counted twice: the seats of a session (or places of a time slot on a
 * date, or a room slot) still free are its total minus other visitors' bookings minus the
 * orders in a status that holds seats (0, 4, 11, 12, 13). Cancelling (14) or a failed review
 * (79) releases them by the status change itself, so a seat is returned exactly once.
 */
import { createHmac } from 'node:crypto';
import type Database from 'better-sqlite3';
import { ACTIVITY_TYPE, imagesString, SCENERY, VENUE } from '../../resources.ts';
import { chinaDayStart, formatChinaTime } from '../../time.ts';
import {
  CHECK_IN_LEAD_MS,
  PAY_WINDOW_MS,
  REVIEW_DELAY_MS,
  INTERPRETATION_ORDER_TYPE,
  NARRATOR_ORDER_TYPE,
  ROOM_ORDER_TYPE,
  STATUS,
  TRIPARTITE_ORDER_TYPE,
  type OrderRow,
} from './order-states.ts';
import { refundBooking } from '../points/index.ts';
import { maskIdNumber } from '../accounts/index.ts';
import { sm4Decrypt } from '../../crypto/sm4.ts';
import { orderLifecycleStore } from './store-orders.ts';
import { ORDER_TEXTS } from './texts.ts';

/**
 * Applies the transitions that are due at `nowMs` (called on every read and write of orders and
 * stocks, inside the caller's transaction when there is one):
 * 4 → 11 / 79 at review time, 0 → 14 (cancelReason PAY_TIMEOUT) at the payment deadline with its
 * waiting trades closed, 11 → 13 after the use end. (The sales family settles its ZYTF orders,
 * the shop its own orders and refunds.)
 */
export function settle(db: Database.Database, nowMs: number): void {
  const store = orderLifecycleStore(db);
  db.transaction(() => {
    for (const r of store.dueReviews(nowMs)) decideReview(db, r.id, !r.contact_name.includes(ORDER_TEXTS.rejectedContactMark), nowMs);
    store.cancelUnpaidDue(nowMs);
    store.closeExpiredTrades(nowMs);
    store.expireUnused(nowMs);
    for (const follow of followers) follow(db, nowMs);
  })();
}

/** What other families do when orders reach an outcome, run by `settle` after the orders' own transitions. */
const followers: Array<(db: Database.Database, nowMs: number) => void> = [];

/**
 * Registers a family's transitions that follow the orders' (the promoters' commissions settle
 * when an order is used and are cancelled with it): they run inside `settle`'s transaction, so
 * every read and write of orders, and the shop's guard, sees them applied.
 */
export function followOrderTransitions(follow: (db: Database.Database, nowMs: number) => void): void {
  if (!followers.includes(follow)) followers.push(follow);
}

/**
 * Applies a paid trade to an order awaiting payment (inside the caller's transaction): 0 → 11, or
 * 4 when the activity or room needs review (decided at review time); the paid amount, method,
 * time and trade are kept and a confirmed order gets its verification code. Answers the status.
 */
export function payOrder(
  db: Database.Database,
  o: OrderRow,
  trade: { pay_type: string; paid_at: number | null; trade_no: string },
  nowMs: number,
): number {
  const store = orderLifecycleStore(db);
  const needAudit =
    o.order_type === ACTIVITY_TYPE
      ? store.activityNeedsAudit(o.resource_id)
      : o.order_type === ROOM_ORDER_TYPE
        ? store.roomNeedsAudit(o.resource_id)
        : false;
  const status = needAudit ? STATUS.REVIEW : STATUS.TO_USE;
  store.markPaid(
    o.id,
    status,
    { pay_type: trade.pay_type, paid_at: trade.paid_at ?? nowMs, trade_no: trade.trade_no },
    needAudit ? nowMs + REVIEW_DELAY_MS : null,
    nowMs,
  );
  if (status === STATUS.TO_USE) ensureVerifyCode(db, o);
  return status;
}

/** Review outcome of an order in status 4: 11 (pass) or 79 (fail; seats and points return). */
export function decideReview(db: Database.Database, orderId: number, pass: boolean, nowMs: number): boolean {
  const store = orderLifecycleStore(db);
  const o = store.order(orderId);
  if (!o || o.status !== STATUS.REVIEW) return false;
  store.setReviewOutcome(orderId, pass ? STATUS.TO_USE : STATUS.REJECTED, nowMs);
  if (!pass) refundPoints(db, o, nowMs);
  return true;
}

/** An order's points go back to its user through the points ledger (once per order). */
export function refundPoints(db: Database.Database, o: OrderRow, nowMs: number): void {
  const points = Number.parseInt(o.pay_integral, 10) || 0;
  if (points > 0) refundBooking(db, o.user_id, o.site_code, o.order_code, points, nowMs);
}

/** A new order code: prefix + China date + sequence (unique: the sequence is the next row id). */
export function newOrderCode(db: Database.Database, prefix: string, nowMs: number): string {
  const next = orderLifecycleStore(db).nextOrderId();
  return `${prefix}${formatChinaTime(nowMs).slice(0, 10).replaceAll('-', '')}${String(100000 + next)}`;
}

/**
 * Cancel window: "" when allowed, else the refusal. cancelStatus 1 has no deadline; 2 and 3 close
 * cancelTime hours before the use start.
 */
export function cancelRefusal(cancelStatus: string, cancelTimeHours: string, startMs: number, nowMs: number): string {
  if (cancelStatus === '0' || cancelStatus === '') return ORDER_TEXTS.notCancellable;
  if (cancelStatus === '1') return '';
  const hours = Number.parseFloat(cancelTimeHours) || 0;
  return nowMs > startMs - hours * 3600 * 1000 ? ORDER_TEXTS.cancelTooLate : '';
}

interface ResourceInfo {
  name: string;
  images: string;
  cancelStatus: string;
  cancelTime: string;
  extra: Record<string, unknown>;
  /** Where it is and how to reach it (the voucher): the place's, or the activity's own. */
  address: string;
  longitude: number | null;
  latitude: number | null;
  phone: string;
  /** The resource's own entry notes ("" when it has none). */
  entryNotes: string;
}

/** Nested-resource facts of an order (cancel rules, name, images, address, entry notes). */
export function orderResource(db: Database.Database, o: OrderRow): ResourceInfo {
  const store = orderLifecycleStore(db);
  if (o.order_type === ACTIVITY_TYPE) {
    const a = store.activity(o.resource_id);
    return {
      name: String(a?.name ?? ''),
      images: String(a?.images ?? ''),
      cancelStatus: String(a?.cancel_status ?? '0'),
      cancelTime: String(a?.cancel_time ?? '0'),
      extra: a ?? {},
      address: String(a?.address ?? ''),
      longitude: typeof a?.longitude === 'number' ? a.longitude : null,
      latitude: typeof a?.latitude === 'number' ? a.latitude : null,
      phone: String(a?.phone ?? ''),
      entryNotes: String(a?.entry_notes ?? ''),
    };
  }
  if (o.order_type === ROOM_ORDER_TYPE) {
    const r = store.room(o.resource_id);
    const venue = typeof r?.venue_id === 'number' ? store.place(r.venue_id) : undefined;
    return {
      name: String(r?.name ?? ''),
      images: String(r?.images ?? ''),
      cancelStatus: String(r?.cancel_status ?? '0'),
      cancelTime: String(r?.cancel_time ?? '0'),
      extra: r ?? {},
      address: venue ? `${venue.address} · ${venue.name}` : '',
      longitude: venue?.longitude ?? null,
      latitude: venue?.latitude ?? null,
      phone: venue?.phone ?? '',
      entryNotes: String(r?.entry_notes ?? ''),
    };
  }
  if (o.order_type === NARRATOR_ORDER_TYPE || o.order_type === INTERPRETATION_ORDER_TYPE) return guideServiceResource(db, o);
  if (o.order_type === TRIPARTITE_ORDER_TYPE) {
    return {
      name: ORDER_TEXTS.tripartiteName,
      images: `tripartite-${o.resource_id}`,
      cancelStatus: '0',
      cancelTime: '0',
      extra: {},
      address: '',
      longitude: null,
      latitude: null,
      phone: '',
      entryNotes: '',
    };
  }
  const p = store.place(o.resource_id);
  const c = store.orderConfig(o.resource_id);
  return {
    name: p?.name ?? '',
    images: p?.images ?? '',
    cancelStatus: c?.cancel_status ?? '0',
    cancelTime: c?.cancel_time ?? '0',
    extra: {},
    address: p?.address ?? '',
    longitude: p?.longitude ?? null,
    latitude: p?.latitude ?? null,
    phone: p?.phone ?? '',
    entryNotes: c?.entry_notes ?? '',
  };
}

/**
 * A narrator or interpretation order's resource: the place (name, images, where), the offer's or
 * the session's cancel rule, and in `extra` the narrator, the language, the note or the session.
 */
function guideServiceResource(db: Database.Database, o: OrderRow): ResourceInfo {
  const store = orderLifecycleStore(db);
  const narrator = o.order_type === NARRATOR_ORDER_TYPE ? store.narratorFacts(o.id) : undefined;
  const session = o.order_type === INTERPRETATION_ORDER_TYPE && o.session_id !== null ? store.sessionFacts(o.session_id) : undefined;
  const p = store.place(narrator ? o.resource_id : (session?.place_id ?? o.resource_id));
  const extra: Record<string, unknown> = narrator
    ? {
        placeId: String(o.resource_id),
        narratorName: narrator.narrator_name,
        narratorPhoto: narrator.narrator_photo,
        language: narrator.language,
        note: narrator.note,
        leaderCertNumber: narrator.leader_cert_number ? maskIdNumber(sm4Decrypt(narrator.leader_cert_number) ?? '') : '',
      }
    : {
        placeId: String(session?.place_id ?? ''),
        sessionId: String(o.session_id ?? ''),
        title: session?.title ?? '',
        language: session?.language ?? '',
      };
  return {
    name: p?.name ?? '',
    images: p?.images ?? '',
    cancelStatus: narrator?.cancel_status ?? session?.cancel_status ?? '0',
    cancelTime: narrator?.cancel_time ?? session?.cancel_time ?? '0',
    extra,
    address: p?.address ?? '',
    longitude: p?.longitude ?? null,
    latitude: p?.latitude ?? null,
    phone: p?.phone ?? '',
    entryNotes: narrator?.notes ?? '',
  };
}

/** Statuses of an order that was confirmed (it has a verification code). */
const CONFIRMED: ReadonlySet<number> = new Set([STATUS.TO_USE, STATUS.USED, STATUS.EXPIRED]);

function defaultEntryNotes(db: Database.Database, siteCode: string): string {
  const notes = ORDER_TEXTS.defaultEntryNotes;
  return notes[orderLifecycleStore(db).siteLanguage(siteCode) ?? 'CN'] ?? notes.CN ?? '';
}

function firstImage(names: string): string {
  return imagesString(names).split(',')[0] ?? '';
}

/** The reservation order payload of API.md. */
export function orderPayload(db: Database.Database, o: OrderRow, nowMs: number): Record<string, unknown> {
  const r = orderResource(db, o);
  const start = formatChinaTime(o.start_time);
  const end = formatChinaTime(o.end_time);
  const out: Record<string, unknown> = {
    id: String(o.id),
    orderCode: o.order_code,
    orderType: o.order_type,
    status: String(o.status),
    surplusNum: String(o.status === STATUS.TO_USE ? o.order_num - o.use_num : 0),
    startTime: start,
    endTime: end,
    orderNum: String(o.order_num),
    useNum: String(o.use_num),
    money: o.money,
    integral: o.integral,
    payMoney: o.pay_money,
    payIntegral: o.pay_integral,
    isGuideOrder: o.is_guide_order,
    commentStatus: o.comment_status,
    resourceType: o.resource_type,
    resourceId: String(o.resource_id),
    createTime: formatChinaTime(o.created_at),
    contactName: o.contact_name,
    // Migration 10: the contact as the voucher shows it, the payment, the voucher's code.
    contactPhone: maskPhone(o.contact_phone),
    payExpireTime: o.status === STATUS.UNPAID ? formatChinaTime(o.pay_due_at ?? o.created_at + PAY_WINDOW_MS) : '',
    payType: o.pay_type,
    payTime: o.pay_time === null ? '' : formatChinaTime(o.pay_time),
    cancelReason: o.status === STATUS.CANCELLED ? o.cancel_reason : '',
    verifyCode: CONFIRMED.has(o.status) && o.order_type !== TRIPARTITE_ORDER_TYPE ? ensureVerifyCode(db, o) : '',
    entryNotes: o.order_type === TRIPARTITE_ORDER_TYPE ? '' : r.entryNotes || defaultEntryNotes(db, o.site_code),
  };
  const where = {
    address: r.address,
    longitude: r.longitude === null ? '' : String(r.longitude),
    latitude: r.latitude === null ? '' : String(r.latitude),
    phone: r.phone,
  };
  const timeFields = {
    image: firstImage(r.images),
    integral: o.integral,
    money: o.money,
    useStartTime: start,
    useEndTime: end,
    useNum: String(o.use_num),
    cancelStatus: r.cancelStatus,
    cancelTime: r.cancelTime,
  };
  if (o.order_type === VENUE || o.order_type === SCENERY) {
    const guideDay = chinaDayStart(o.start_time, 1);
    out.venueInfo = {
      venueName: r.name,
      ...timeFields,
      isOrder: '1',
      ...where,
      resourceId: String(o.resource_id),
      resourceType: o.resource_type,
      hasRelationResource:
        o.order_type === VENUE
          ? { exist: o.is_guide_order === '1' ? '1' : '0', date: formatChinaTime(guideDay).slice(0, 10) }
          : { exist: '0', date: '' },
    };
  } else if (o.order_type === NARRATOR_ORDER_TYPE || o.order_type === INTERPRETATION_ORDER_TYPE) {
    const info = {
      name: r.name,
      ...timeFields,
      ...where,
      ...r.extra,
    };
    if (o.order_type === NARRATOR_ORDER_TYPE) out.narratorInfo = info;
    else out.interpretationInfo = info;
  } else if (o.order_type === ROOM_ORDER_TYPE) {
    out.activityRoom = { name: r.name, ...timeFields, resourceId: String(o.resource_id), purpose: o.purpose, ...where };
  } else if (o.order_type === ACTIVITY_TYPE) {
    const a = r.extra;
    const signStart = typeof a.sign_start === 'number' ? a.sign_start : o.start_time;
    const signEnd = typeof a.sign_end === 'number' ? a.sign_end : o.start_time;
    const signNum = orderLifecycleStore(db).activitySignNum(o.resource_id);
    out.activity = {
      name: r.name,
      image: firstImage(r.images),
      activityType: String(a.type ?? ''),
      faithAuditStatus: String(a.faith_audit_status ?? '0'),
      faithUseStatus: String(a.faith_use_status ?? '0'),
      signNum: String(signNum),
      signStartTime: formatChinaTime(signStart),
      signEndTime: formatChinaTime(signEnd),
      useStartTime: start,
      useEndTime: end,
      address: String(a.address ?? ''),
      integral: o.integral,
      money: o.money,
      // "1": the sign-in (check-in) button shows: to be used and inside the check-in window.
      signButton: o.status === STATUS.TO_USE && nowMs >= o.start_time - CHECK_IN_LEAD_MS && nowMs <= o.end_time ? '1' : '0',
      cancelStatus: r.cancelStatus,
      cancelTime: r.cancelTime,
      longitude: where.longitude,
      latitude: where.latitude,
      phone: where.phone,
    };
  } else {
    out.tripartiteOrderInfo = { name: r.name, coverImage: firstImage(r.images), infoUrl: o.info_url };
  }
  return out;
}

const VERIFY_KEY = 'ctp-demo-verify-code';

/**
 * The verification code of a confirmed order: 12 digits derived from its order code (so the demo
 * data is the same on every fresh database), stored on the order the first time it is needed and
 * never changed afterwards.
 */
function verifyCodeOf(orderCode: string): string {
  const digest = createHmac('sha256', VERIFY_KEY).update(orderCode).digest();
  return (digest.readBigUInt64BE(0) % 1_000_000_000_000n).toString().padStart(12, '0');
}

/** The order's stored verification code, created now when it has none yet. */
function ensureVerifyCode(db: Database.Database, order: { id: number; order_code: string; verify_code: string | null }): string {
  if (order.verify_code) return order.verify_code;
  const code = verifyCodeOf(order.order_code);
  orderLifecycleStore(db).setVerifyCode(order.id, code);
  order.verify_code = code;
  return code;
}

/** "138****0001": a phone as a voucher shows it. */
function maskPhone(phone: string): string {
  return /^\d{11}$/.test(phone) ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone;
}
