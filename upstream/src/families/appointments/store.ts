/**
 * Every statement of the appointments family: the visitors one appointment may take per resource,
 * an appointment with its visitors and vouchers, and the caller's record of use (vouchers of their
 * appointments that were used). The vouchers are reservation orders (the reservations family's),
 * so their stock, verification codes and write-off at the gate are the orders' own.
 */
import type Database from 'better-sqlite3';
import { STATUS, type OrderRow } from '../reservations/index.ts';

export interface AppointmentRow {
  id: number;
  code: string;
  site_code: string;
  user_id: number;
  date: string;
  created_at: number;
}

export interface VisitorRow {
  contact_id: number;
  name: string;
  cert_type: number;
  cert_number: string;
}

export interface ContactRow {
  id: number;
  name: string;
  cert_type: number;
  cert_number: string;
  phone: string;
}

export interface PlaceRow {
  id: number;
  name: string;
  images: string;
  resource_type: string;
}

export interface UsedRow {
  order_id: number;
  code: string;
  used_at: number;
}

export function appointmentsStore(db: Database.Database) {
  const limitOf = db.prepare('SELECT max_people FROM appointment_limits WHERE resource_id = ?');
  const insertLimit = db.prepare('INSERT OR REPLACE INTO appointment_limits (resource_id, max_people) VALUES (?, ?)');
  const contactOf = db.prepare(
    'SELECT id, name, cert_type, cert_number, phone FROM user_contacts WHERE id = ? AND user_id = ? AND site_code = ?',
  );
  const insertAppointment = db.prepare('INSERT INTO appointments (code, site_code, user_id, date, created_at) VALUES (?, ?, ?, ?, ?)');
  const insertVisitor = db.prepare(
    'INSERT INTO appointment_visitors (appointment_id, contact_id, name, cert_type, cert_number, sort) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const insertVoucher = db.prepare('INSERT INTO appointment_vouchers (order_id, appointment_id, sort) VALUES (?, ?, ?)');
  const byCode = db.prepare('SELECT * FROM appointments WHERE code = ? AND site_code = ? AND user_id = ?');
  const visitorsOf = db.prepare(
    'SELECT contact_id, name, cert_type, cert_number FROM appointment_visitors WHERE appointment_id = ? ORDER BY sort',
  );
  const vouchersOf = db.prepare(
    'SELECT o.* FROM appointment_vouchers v JOIN reservation_orders o ON o.id = v.order_id WHERE v.appointment_id = ? ORDER BY v.sort',
  );
  const countUsed = db.prepare(
    `SELECT COUNT(*) AS n FROM appointment_vouchers v JOIN appointments a ON a.id = v.appointment_id
     JOIN reservation_orders o ON o.id = v.order_id WHERE a.site_code = ? AND a.user_id = ? AND o.status = ${STATUS.USED}`,
  );
  const pageUsed = db.prepare(
    `SELECT o.id AS order_id, a.code, o.updated_at AS used_at FROM appointment_vouchers v JOIN appointments a ON a.id = v.appointment_id
     JOIN reservation_orders o ON o.id = v.order_id WHERE a.site_code = ? AND a.user_id = ? AND o.status = ${STATUS.USED}
     ORDER BY o.updated_at DESC, o.id DESC LIMIT ? OFFSET ?`,
  );
  const orderById = db.prepare('SELECT * FROM reservation_orders WHERE id = ?');
  const cancelVoucher = db.prepare(
    `UPDATE reservation_orders SET status = ${STATUS.CANCELLED}, cancel_reason = 'USER', review_due_at = NULL, pay_due_at = NULL, updated_at = ?
     WHERE id = ? AND status IN (${STATUS.UNPAID}, ${STATUS.REVIEW}, ${STATUS.TO_USE})`,
  );
  const closeTrades = db.prepare(
    "UPDATE pay_trades SET status = CASE status WHEN 'PAID' THEN 'REFUNDED' ELSE 'CLOSED' END WHERE order_code = ? AND status IN ('WAIT', 'PAID')",
  );
  const appointmentOfOrders = db.prepare(
    `SELECT v.order_id, a.code FROM appointment_vouchers v JOIN appointments a ON a.id = v.appointment_id
     WHERE v.order_id IN (SELECT value FROM json_each(?))`,
  );
  const nextId = db.prepare('SELECT COALESCE(MAX(id), 0) + 1 AS n FROM appointments');
  const bookable = (filter: string) =>
    `SELECT p.id, p.name, p.images, p.resource_type FROM places p JOIN resource_order_config c ON c.resource_id = p.id
     WHERE p.site_code = ? AND c.order_address_type = 'pt' AND c.is_open = '1' ${filter}`;
  const countPlaces = db.prepare(`SELECT COUNT(*) AS n FROM (${bookable("AND (? = '' OR p.resource_type = ?)")})`);
  const pagePlaces = db.prepare(
    `${bookable("AND (? = '' OR p.resource_type = ?)")} ORDER BY p.resource_type DESC, p.sort, p.id LIMIT ? OFFSET ?`,
  );
  const placeById = db.prepare(bookable('AND p.id = ?'));

  return {
    /** Visitors one appointment may take at the resource (the default when it sets none). */
    maxPeople: (resourceId: number): number => (limitOf.get(resourceId) as { max_people: number } | undefined)?.max_people ?? 5,
    setMaxPeople: (resourceId: number, max: number) => void insertLimit.run(resourceId, max),
    /** The caller's own contact on the site. */
    contact: (id: number, userId: number, siteCode: string) => contactOf.get(id, userId, siteCode) as ContactRow | undefined,
    /** The number of the next appointment (inside the write's transaction). */
    nextId: () => (nextId.get() as { n: number }).n,
    /** One page of the site's places booked on the platform (of one resourceType, or '' any), and the total. */
    places(siteCode: string, type: string, limit: number, offset: number): { rows: PlaceRow[]; total: number } {
      return {
        total: (countPlaces.get(siteCode, type, type) as { n: number }).n,
        rows: pagePlaces.all(siteCode, type, type, limit, offset) as PlaceRow[],
      };
    },
    /** The site's place booked on the platform by id. */
    place: (siteCode: string, id: number) => placeById.get(siteCode, id) as PlaceRow | undefined,
    insertAppointment: (code: string, siteCode: string, userId: number, date: string, now: number) =>
      Number(insertAppointment.run(code, siteCode, userId, date, now).lastInsertRowid),
    insertVisitor: (appointmentId: number, c: ContactRow, sort: number) =>
      void insertVisitor.run(appointmentId, c.id, c.name, c.cert_type, c.cert_number, sort),
    insertVoucher: (orderId: number, appointmentId: number, sort: number) => void insertVoucher.run(orderId, appointmentId, sort),
    /** The caller's own appointment by its code. */
    byCode: (code: string, siteCode: string, userId: number) => byCode.get(code, siteCode, userId) as AppointmentRow | undefined,
    visitors: (appointmentId: number) => visitorsOf.all(appointmentId) as VisitorRow[],
    vouchers: (appointmentId: number) => vouchersOf.all(appointmentId) as OrderRow[],
    /** One page of the caller's used vouchers, the latest use first, and the total. */
    used(siteCode: string, userId: number, limit: number, offset: number): { rows: UsedRow[]; total: number } {
      return {
        total: (countUsed.get(siteCode, userId) as { n: number }).n,
        rows: pageUsed.all(siteCode, userId, limit, offset) as UsedRow[],
      };
    },
    order: (id: number) => orderById.get(id) as OrderRow | undefined,
    /** Cancels a live voucher (the caller's transaction); false when it was no longer live. Its open trade closes. */
    cancelVoucher(o: OrderRow, nowMs: number): boolean {
      if (cancelVoucher.run(nowMs, o.id).changes !== 1) return false;
      closeTrades.run(o.order_code);
      return true;
    },
    /** The appointment code of each of `orderIds` that is a voucher of a combined appointment. */
    appointmentCodes(orderIds: readonly number[]): Map<number, string> {
      if (orderIds.length === 0) return new Map();
      const rows = appointmentOfOrders.all(JSON.stringify(orderIds)) as { order_id: number; code: string }[];
      return new Map(rows.map((r) => [r.order_id, r.code]));
    },
  };
}

export type AppointmentsStore = ReturnType<typeof appointmentsStore>;
