/**
 * Every statement of the reservations family: activity rooms and their slots and bookings, the
 * reservation configuration of venues and scenic areas with their time slots, theatre platforms,
 * and what a booking writes (the new reservation order, the points it takes). Stock is derived,
 * never counted: a slot's places taken on a day are other visitors' (`resource_day_stock`) plus
 * the orders holding seats; a room slot is booked by another visitor (order id 0) or by an order
 * holding seats.
 */
import type Database from 'better-sqlite3';
import { HOLDING } from './order-states.ts';

export interface RoomRow {
  id: number;
  site_code: string;
  venue_id: number;
  name: string;
  images: string;
  capacity: number;
  area: string;
  facilities: string;
  money: string;
  integral: string;
  need_audit: string;
  content: string;
  cancel_status: string;
  cancel_time: string;
}

export interface ConfigRow {
  resource_id: number;
  resource_type: string;
  order_address_type: string;
  is_open: string;
  need_login: string;
  website_url: string;
  official_name: string;
  official_url: string;
  cancel_status: string;
  cancel_time: string;
  closed_weekdays: string;
  custom_link: string;
  custom_jump_type: string;
  custom_max_num: number;
}

export interface SlotRow {
  id: number;
  resource_id: number;
  start_time: string;
  end_time: string;
  max_num: number;
}

/** A new reservation order's row (the insert's named parameters). */
export interface OrderInsert {
  code: string;
  site: string;
  user: number;
  orderType: string;
  status: number;
  resourceType: string;
  resourceId: number;
  sessionId: number | null;
  slotId: number | null;
  date: string | null;
  num: number;
  money: string;
  integral: string;
  payMoney: string;
  payIntegral: string;
  start: number;
  end: number;
  name: string;
  phone: string;
  purpose: string;
  reviewDue: number | null;
  payDue: number | null;
  now: number;
}

export function reservationsStore(db: Database.Database) {
  const countRooms = {
    all: db.prepare('SELECT COUNT(*) AS n FROM activity_rooms WHERE site_code = ?'),
    ofVenue: db.prepare('SELECT COUNT(*) AS n FROM activity_rooms WHERE site_code = ? AND venue_id = ?'),
  };
  const pageRooms = {
    all: db.prepare('SELECT * FROM activity_rooms WHERE site_code = ? ORDER BY venue_id, sort, id LIMIT ? OFFSET ?'),
    ofVenue: db.prepare('SELECT * FROM activity_rooms WHERE site_code = ? AND venue_id = ? ORDER BY venue_id, sort, id LIMIT ? OFFSET ?'),
  };
  const roomById = db.prepare('SELECT * FROM activity_rooms WHERE id = ? AND site_code = ?');
  const placeName = db.prepare('SELECT name FROM places WHERE id = ?');
  const roomSlots = db.prepare('SELECT id, start_time, end_time FROM room_slots WHERE room_id = ? ORDER BY sort, id');
  const bookedRoomSlots = db.prepare(
    `SELECT b.slot_id FROM room_bookings b LEFT JOIN reservation_orders o ON o.id = b.order_id
     WHERE b.room_id = ? AND b.date = ? AND (b.order_id = 0 OR o.status IN ${HOLDING})`,
  );
  const bookRoomSlot = db.prepare('INSERT INTO room_bookings (order_id, room_id, date, slot_id) VALUES (?, ?, ?, ?)');
  const placeOf = db.prepare('SELECT id, name, images, website_url FROM places WHERE id = ? AND site_code = ? AND resource_type = ?');
  const configOf = db.prepare('SELECT * FROM resource_order_config WHERE resource_id = ?');
  const slotsOf = db.prepare('SELECT * FROM resource_time_slots WHERE resource_id = ? ORDER BY sort, id');
  const externalTaken = db.prepare('SELECT external_taken FROM resource_day_stock WHERE slot_id = ? AND date = ?');
  const ordersTaken = db.prepare(
    `SELECT COALESCE(SUM(order_num), 0) AS n FROM reservation_orders WHERE time_slot_id = ? AND date = ? AND status IN ${HOLDING}`,
  );
  const platforms = db.prepare(
    `SELECT t.logo, t.name, t.url FROM theatre_platforms t JOIN places p ON p.id = t.resource_id
     WHERE t.resource_id = ? AND (? = '' OR t.resource_type = ?) AND p.site_code = ? ORDER BY t.sort, t.id`,
  );
  const insertOrder = db.prepare(
    `INSERT INTO reservation_orders (order_code, site_code, user_id, order_type, status, resource_type, resource_id, session_id,
       time_slot_id, date, order_num, money, integral, pay_money, pay_integral, start_time, end_time, contact_name, contact_phone,
       purpose, review_due_at, pay_due_at, created_at, updated_at)
     VALUES (@code, @site, @user, @orderType, @status, @resourceType, @resourceId, @sessionId, @slotId, @date, @num, @money, @integral,
       @payMoney, @payIntegral, @start, @end, @name, @phone, @purpose, @reviewDue, @payDue, @now, @now)`,
  );

  return {
    /** One page of the site's rooms (of one venue, or all) by venue and sort, and the total. */
    rooms(siteCode: string, venueId: number | null, limit: number, offset: number): { rows: RoomRow[]; total: number } {
      const which = venueId === null ? 'all' : 'ofVenue';
      const params: unknown[] = venueId === null ? [siteCode] : [siteCode, venueId];
      return {
        total: (countRooms[which].get(...params) as { n: number }).n,
        rows: pageRooms[which].all(...params, limit, offset) as RoomRow[],
      };
    },
    room: (siteCode: string, id: number) => roomById.get(id, siteCode) as RoomRow | undefined,
    placeName: (id: number) => (placeName.get(id) as { name: string } | undefined)?.name,
    roomSlots: (roomId: number) => roomSlots.all(roomId) as { id: number; start_time: string; end_time: string }[],
    /** Room slot ids booked on a date (other visitors' bookings have order id 0). */
    bookedRoomSlots: (roomId: number, date: string) =>
      new Set((bookedRoomSlots.all(roomId, date) as { slot_id: number }[]).map((r) => r.slot_id)),
    bookRoomSlot(orderId: number, roomId: number, date: string, slotId: number): void {
      bookRoomSlot.run(orderId, roomId, date, slotId);
    },
    /** The site's venue or scenic area (by type) a booking names. */
    place: (siteCode: string, id: number, type: string) =>
      placeOf.get(id, siteCode, type) as { id: number; name: string; images: string; website_url: string | null } | undefined,
    config: (resourceId: number) => configOf.get(resourceId) as ConfigRow | undefined,
    slots: (resourceId: number) => slotsOf.all(resourceId) as SlotRow[],
    /** Places of a resource time slot taken on a date (other visitors + holding orders). */
    slotTaken(slotId: number, date: string): number {
      const ext = externalTaken.get(slotId, date) as { external_taken: number } | undefined;
      const own = ordersTaken.get(slotId, date) as { n: number };
      return (ext?.external_taken ?? 0) + own.n;
    },
    /** The ticket platforms of a place (of one resourceType, or '' any) on the site. */
    theatrePlatforms: (id: number, type: string, siteCode: string) =>
      platforms.all(id, type, type, siteCode) as { logo: string; name: string; url: string }[],
    /** Inserts a new reservation order; answers its id. */
    insertOrder: (o: OrderInsert) => Number(insertOrder.run(o).lastInsertRowid),
  };
}

export type ReservationsStore = ReturnType<typeof reservationsStore>;
