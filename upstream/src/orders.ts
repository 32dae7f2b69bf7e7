/**
 * Reservation orders: stock accounting, lazy server-side transitions, the order payload.
 *
 * Stock is derived, never counted twice: the seats of a session (or places of a time slot on a
 * date, or a room slot) still free are its total minus other visitors' bookings minus the
 * orders in a status that holds seats (0, 4, 11, 12, 13). Cancelling (14) or a failed review
 * (79) releases them by the status change itself, so a seat is returned exactly once.
 */
import { createHmac } from 'node:crypto';
import type Database from 'better-sqlite3';
import { ACTIVITY_TYPE, imagesString, SCENERY, VENUE } from './resources.ts';
import { chinaDayStart, formatChinaTime } from './time.ts';

export const ROOM_ORDER_TYPE = 'CONTENT_TYPE_ACTIVITY_SHIU';
export const TRIPARTITE_ORDER_TYPE = 'CONTENT_TYPE_TRIPARTITE';
export const ORDER_TYPES = [VENUE, SCENERY, ROOM_ORDER_TYPE, ACTIVITY_TYPE, TRIPARTITE_ORDER_TYPE] as const;

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

/**
 * Applies the transitions that are due at `nowMs` (called on every read and write of orders and
 * stocks, inside the caller's transaction when there is one):
 * 4 → 11 / 79 at review time, 0 → 14 (cancelReason PAY_TIMEOUT) at the payment deadline with its
 * waiting trades closed, 11 → 13 after the use end. (The sales family settles its ZYTF orders,
 * the shop its own orders and refunds.)
 */
export function settle(db: Database.Database, nowMs: number): void {
  db.transaction(() => {
    const reviews = db
      .prepare(
        'SELECT id, contact_name, user_id, pay_integral FROM reservation_orders WHERE status = 4 AND review_due_at IS NOT NULL AND review_due_at <= ?',
      )
      .all(nowMs) as { id: number; contact_name: string; user_id: number; pay_integral: string }[];
    for (const r of reviews) decideReview(db, r.id, !r.contact_name.includes('拒'), nowMs);
    const unpaid = `status = 0 AND COALESCE(pay_due_at, created_at + ${PAY_WINDOW_MS}) <= ?`;
    db.prepare(
      `UPDATE pay_trades SET status = 'CLOSED' WHERE status = 'WAIT' AND order_code IN (SELECT order_code FROM reservation_orders WHERE ${unpaid})`,
    ).run(nowMs);
    db.prepare(`UPDATE reservation_orders SET status = 14, cancel_reason = 'PAY_TIMEOUT', updated_at = ? WHERE ${unpaid}`).run(
      nowMs,
      nowMs,
    );
    db.prepare("UPDATE pay_trades SET status = 'CLOSED' WHERE status = 'WAIT' AND expires_at <= ?").run(nowMs);
    db.prepare('UPDATE reservation_orders SET status = 13, updated_at = ? WHERE status = 11 AND end_time < ?').run(nowMs, nowMs);
  })();
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
  const needAudit =
    o.order_type === ACTIVITY_TYPE
      ? (db.prepare('SELECT need_audit FROM activities WHERE id = ?').get(o.resource_id) as { need_audit: string } | undefined)
          ?.need_audit === '1'
      : o.order_type === ROOM_ORDER_TYPE
        ? (db.prepare('SELECT need_audit FROM activity_rooms WHERE id = ?').get(o.resource_id) as { need_audit: string } | undefined)
            ?.need_audit === '1'
        : false;
  const status = needAudit ? STATUS.REVIEW : STATUS.TO_USE;
  db.prepare(
    `UPDATE reservation_orders SET status = ?, pay_money = money, pay_type = ?, pay_time = ?, trade_no = ?, pay_due_at = NULL,
       review_due_at = ?, updated_at = ? WHERE id = ? AND status = 0`,
  ).run(status, trade.pay_type, trade.paid_at ?? nowMs, trade.trade_no, needAudit ? nowMs + REVIEW_DELAY_MS : null, nowMs, o.id);
  if (status === STATUS.TO_USE) ensureVerifyCode(db, o);
  return status;
}

/** Review outcome of an order in status 4: 11 (pass) or 79 (fail; seats and points return). */
export function decideReview(db: Database.Database, orderId: number, pass: boolean, nowMs: number): boolean {
  const o = db.prepare('SELECT * FROM reservation_orders WHERE id = ?').get(orderId) as OrderRow | undefined;
  if (!o || o.status !== STATUS.REVIEW) return false;
  db.prepare('UPDATE reservation_orders SET status = ?, review_due_at = NULL, updated_at = ? WHERE id = ?').run(
    pass ? 11 : 79,
    nowMs,
    orderId,
  );
  if (!pass) refundPoints(db, o);
  return true;
}

export function refundPoints(db: Database.Database, o: OrderRow): void {
  const points = Number.parseInt(o.pay_integral, 10) || 0;
  if (points > 0) db.prepare('UPDATE users SET integral = integral + ? WHERE id = ?').run(points, o.user_id);
}

/** A new order code: prefix + China date + sequence (unique: the sequence is the next row id). */
export function newOrderCode(db: Database.Database, prefix: string, nowMs: number): string {
  const next = (db.prepare('SELECT COALESCE(MAX(id), 0) + 1 AS n FROM reservation_orders').get() as { n: number }).n;
  return `${prefix}${formatChinaTime(nowMs).slice(0, 10).replaceAll('-', '')}${String(100000 + next)}`;
}

/** Cancel window: "" when allowed, else the refusal. */
export function cancelRefusal(cancelStatus: string, cancelTimeHours: string, startMs: number, nowMs: number): string {
  if (cancelStatus === '0' || cancelStatus === '') return '该订单不可取消';
  if (cancelStatus === '1') return nowMs < startMs ? '' : '已超过可取消时间';
  const hours = Number.parseFloat(cancelTimeHours) || 0;
  return nowMs > startMs - hours * 3600 * 1000 ? '已超过可取消时间' : '';
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

interface PlaceFacts {
  name: string;
  images: string;
  address: string;
  longitude: number | null;
  latitude: number | null;
  phone: string | null;
}

const placeOf = (db: Database.Database, id: number) =>
  db.prepare('SELECT name, images, address, longitude, latitude, phone FROM places WHERE id = ?').get(id) as PlaceFacts | undefined;

/** Nested-resource facts of an order (cancel rules, name, images, address, entry notes). */
export function orderResource(db: Database.Database, o: OrderRow): ResourceInfo {
  if (o.order_type === ACTIVITY_TYPE) {
    const a = db.prepare('SELECT * FROM activities WHERE id = ?').get(o.resource_id) as Record<string, unknown> | undefined;
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
    const r = db.prepare('SELECT * FROM activity_rooms WHERE id = ?').get(o.resource_id) as Record<string, unknown> | undefined;
    const venue = typeof r?.venue_id === 'number' ? placeOf(db, r.venue_id) : undefined;
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
  if (o.order_type === TRIPARTITE_ORDER_TYPE) {
    return {
      name: '第三方票务订单',
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
  const p = placeOf(db, o.resource_id);
  const c = db
    .prepare('SELECT cancel_status, cancel_time, entry_notes FROM resource_order_config WHERE resource_id = ?')
    .get(o.resource_id) as { cancel_status: string; cancel_time: string; entry_notes: string } | undefined;
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

/** Statuses of an order that was confirmed (it has a verification code). */
const CONFIRMED: ReadonlySet<number> = new Set([STATUS.TO_USE, STATUS.USED, STATUS.EXPIRED]);

function defaultEntryNotes(db: Database.Database, siteCode: string): string {
  const site = db.prepare('SELECT site_language FROM sites WHERE site_code = ?').get(siteCode) as { site_language: string } | undefined;
  return DEFAULT_ENTRY_NOTES[site?.site_language ?? 'CN'] ?? DEFAULT_ENTRY_NOTES.CN ?? '';
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
  } else if (o.order_type === ROOM_ORDER_TYPE) {
    out.activityRoom = { name: r.name, ...timeFields, resourceId: String(o.resource_id), purpose: o.purpose, ...where };
  } else if (o.order_type === ACTIVITY_TYPE) {
    const a = r.extra;
    const signStart = typeof a.sign_start === 'number' ? a.sign_start : o.start_time;
    const signEnd = typeof a.sign_end === 'number' ? a.sign_end : o.start_time;
    const signNum = (
      db
        .prepare(
          `SELECT COALESCE(SUM(o.order_num), 0) AS n FROM reservation_orders o WHERE o.resource_id = ? AND o.order_type = ? AND o.status IN ${HOLDING}`,
        )
        .get(o.resource_id, ACTIVITY_TYPE) as { n: number }
    ).n;
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
  db.prepare('UPDATE reservation_orders SET verify_code = ? WHERE id = ? AND verify_code IS NULL').run(code, order.id);
  order.verify_code = code;
  return code;
}

/** "138****0001": a phone as a voucher shows it. */
function maskPhone(phone: string): string {
  return /^\d{11}$/.test(phone) ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone;
}

/**
 * What a visitor reads before going in, when the resource has no notes of its own: the site's
 * general entry notes in the site's language.
 */
const DEFAULT_ENTRY_NOTES: Readonly<Record<string, string>> = {
  CN: '请在预约时段内凭核销码（二维码）入场，建议提前15分钟到达；一码一人次，请勿转让。如需取消，请在可取消时间前操作。',
  EN: 'Show the verification code (QR) at the entrance during the booked time; please arrive 15 minutes early. One code per visitor, not transferable. Cancel before the cancellation deadline if you cannot come.',
  FRENCH:
    "Présentez le code de validation (QR) à l'entrée pendant le créneau réservé ; arrivez 15 minutes en avance. Un code par visiteur, non cessible. Annulez avant la date limite si vous ne pouvez pas venir.",
  JAPANESE:
    '予約時間内に認証コード（QR）を入口でご提示ください。15分前のご来場をお勧めします。1コード1名様限り、譲渡不可。ご都合が悪い場合はキャンセル期限までにお手続きください。',
  KOREAN:
    '예약 시간 내에 입구에서 인증 코드(QR)를 제시해 주세요. 15분 일찍 도착하시길 권장합니다. 코드 1개당 1인, 양도 불가. 오실 수 없으면 취소 기한 전에 취소해 주세요.',
};
