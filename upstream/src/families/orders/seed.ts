/**
 * The orders family's demo data: the reservation order histories of the demo users 13800000001
 * and 13800000005, every status of every order kind. They book the activities' sessions and the
 * reservations' slots and rooms (those families come before this one in FAMILIES); the sales
 * family's ZYTF order numbers follow theirs.
 *
 * Everything time-bound is generated relative to `nowMs` (the dev clock at seed time), so the
 * order histories are consistent with the activities' and the reservations' dates.
 */
import type Database from 'better-sqlite3';
import type { SeedEnv } from '../../family.ts';
import { ACTIVITY_TYPE, SCENERY, VENUE } from '../../resources.ts';
import { DAY_MS } from '../../time.ts';
import { dayAt, dayString } from '../demo.ts';

const HOUR = 3600 * 1000;

export function seed(db: Database.Database, env: SeedEnv): void {
  seedReservationOrders(db, env.nowMs);
}

function userIdOf(db: Database.Database, phone: string): number | null {
  return (db.prepare('SELECT id FROM users WHERE phone = ?').get(phone) as { id: number } | undefined)?.id ?? null;
}

/** The demo's order codes: prefix + the China date + one running number over every demo order. */
function codeMaker(nowMs: number): (prefix: string, offsetDays: number) => string {
  let seq = 0;
  return (prefix, offsetDays) => {
    seq++;
    return `${prefix}${dayString(nowMs, offsetDays).replaceAll('-', '')}${String(900000 + seq)}`;
  };
}

function seedReservationOrders(db: Database.Database, nowMs: number): void {
  const seedCode = codeMaker(nowMs);
  const insert = db.prepare(
    `INSERT INTO reservation_orders (order_code, site_code, user_id, order_type, status, resource_type, resource_id, session_id,
       time_slot_id, date, order_num, use_num, money, integral, pay_money, pay_integral, start_time, end_time, contact_name,
       contact_phone, purpose, is_guide_order, comment_status, review_due_at, pay_due_at, info_url, created_at, updated_at)
     VALUES (@code, 'site510100', @user, @orderType, @status, @resourceType, @resourceId, @sessionId, @slotId, @date, @num, @useNum,
       @money, @integral, @payMoney, @payIntegral, @start, @end, @name, @phone, '', @guide, @commentStatus, @reviewDue, @payDue,
       @infoUrl, @created, @created)`,
  );
  const insertRoomBooking = db.prepare('INSERT INTO room_bookings (order_id, room_id, date, slot_id) VALUES (?, ?, ?, ?)');
  const firstSlot = db.prepare('SELECT id FROM resource_time_slots WHERE resource_id = ? ORDER BY id LIMIT 1');
  const venue = db
    .prepare(
      `SELECT p.id FROM places p JOIN resource_order_config c ON c.resource_id = p.id
       WHERE p.site_code = 'site510100' AND p.resource_type = ? AND c.order_address_type = 'pt' AND p.name <> '成都图书馆' ORDER BY p.sort, p.id LIMIT 3`,
    )
    .all(VENUE) as { id: number }[];
  const scenic = db
    .prepare(
      `SELECT p.id FROM places p JOIN resource_order_config c ON c.resource_id = p.id
       WHERE p.site_code = 'site510100' AND p.resource_type = ? AND c.order_address_type = 'pt' ORDER BY p.sort, p.id LIMIT 2`,
    )
    .all(SCENERY) as { id: number }[];
  const room = db.prepare("SELECT id FROM activity_rooms WHERE site_code = 'site510100' ORDER BY id LIMIT 1").get() as { id: number };
  const roomSlot = db.prepare('SELECT id, start_time, end_time FROM room_slots WHERE room_id = ? ORDER BY sort LIMIT 1').get(room.id) as {
    id: number;
    start_time: string;
    end_time: string;
  };
  const sessions = db
    .prepare(
      `SELECT s.id, s.activity_id, s.start_time, s.end_time FROM activity_sessions s JOIN activities a ON a.id = s.activity_id
       WHERE a.site_code = 'site510100' AND a.type IN ('ACTIVITY_TYPE_RESERVE', 'ACTIVITY_TYPE_ENROLL') AND a.id NOT IN (80007, 80011) ORDER BY s.start_time`,
    )
    .all() as { id: number; activity_id: number; start_time: number; end_time: number }[];
  const past = sessions.filter((s) => s.end_time < nowMs - DAY_MS);
  const future = sessions.filter((s) => s.start_time > nowMs + 2 * DAY_MS);
  const users = [
    ['13800000001', '张晓蓉', '13800000001'],
    ['13800000005', '李志远', '13800000005'],
  ] as const;
  for (const [ui, [phone, name, contact]] of users.entries()) {
    const user = userIdOf(db, phone);
    if (user === null) continue;
    const base = {
      user,
      name,
      phone: contact,
      sessionId: null as number | null,
      slotId: null as number | null,
      date: null as string | null,
      useNum: 0,
      money: '0.00',
      integral: '0',
      payMoney: '0.00',
      payIntegral: '0',
      guide: '0',
      commentStatus: '0',
      reviewDue: null as number | null,
      payDue: null as number | null,
      infoUrl: '',
    };
    const slotOrder = (resourceType: string, resourceId: number, day: number, status: number, extra: Partial<typeof base> = {}) => {
      // the resource's first time slot
      const slot = (firstSlot.get(resourceId) as { id: number } | undefined)?.id;
      if (slot === undefined) return;
      const s = db.prepare('SELECT start_time, end_time FROM resource_time_slots WHERE id = ?').get(slot) as {
        start_time: string;
        end_time: string;
      };
      insert.run({
        ...base,
        ...extra,
        code: seedCode('YY', Math.min(day, 0) - 1),
        orderType: resourceType,
        status,
        resourceType,
        resourceId,
        slotId: slot,
        date: dayString(nowMs, day),
        num: 2,
        useNum: status === 12 ? 2 : 0,
        start: dayAt(nowMs, day, s.start_time),
        end: dayAt(nowMs, day, s.end_time),
        created: nowMs + (Math.min(day, 0) - 2) * DAY_MS,
      });
    };
    const v = (venue[ui] ?? venue[0]) as { id: number };
    const sc = (scenic[ui] ?? scenic[0]) as { id: number };
    // Venues: to be used, completed (one reviewed), expired, cancelled, pending review, review failed.
    slotOrder(VENUE, v.id, 3, 11);
    slotOrder(VENUE, v.id, -10, 12, { commentStatus: '1' });
    slotOrder(VENUE, v.id, -6, 12);
    slotOrder(VENUE, v.id, -4, 13);
    slotOrder(VENUE, v.id, -3, 14);
    slotOrder(VENUE, v.id, 4, 4, { reviewDue: nowMs + 3 * DAY_MS });
    slotOrder(VENUE, v.id, 5, 79);
    // Scenic areas: to be used, completed, cancelled.
    slotOrder(SCENERY, sc.id, 2, 11, { guide: '1' });
    slotOrder(SCENERY, sc.id, -8, 12);
    slotOrder(SCENERY, sc.id, -2, 14);
    // Activities: past ones completed / expired, future ones to be used, pending review, unpaid, cancelled.
    const act = (
      s: { id: number; activity_id: number; start_time: number; end_time: number } | undefined,
      status: number,
      extra: Partial<typeof base> = {},
    ) => {
      if (!s) return;
      const a = db.prepare('SELECT money, integral, method FROM activities WHERE id = ?').get(s.activity_id) as {
        money: string;
        integral: string;
        method: string;
      };
      const paid = a.method === '5' || a.method === '6';
      const points = a.method === '2' || a.method === '4';
      const money = paid ? (Number(a.money) * 1).toFixed(2) : '0.00';
      insert.run({
        ...base,
        ...extra,
        code: seedCode('HD', -1),
        orderType: ACTIVITY_TYPE,
        status,
        resourceType: ACTIVITY_TYPE,
        resourceId: s.activity_id,
        sessionId: s.id,
        num: 1,
        useNum: status === 12 ? 1 : 0,
        money,
        integral: points ? a.integral : '0',
        payMoney: paid && status !== 0 ? money : '0.00',
        payIntegral: points ? a.integral : '0',
        start: s.start_time,
        end: s.end_time,
        created: Math.min(nowMs - HOUR, s.start_time - 3 * DAY_MS),
      });
    };
    act(past[ui * 3], 12);
    act(past[ui * 3 + 1], 12, { commentStatus: '1' });
    act(past[ui * 3 + 2], 13);
    act(future[ui * 4], 11);
    act(future[ui * 4 + 1], 4, { reviewDue: Math.max(nowMs + DAY_MS, (future[ui * 4 + 1]?.start_time ?? nowMs) - DAY_MS) });
    act(future[ui * 4 + 2], 0, { payDue: nowMs + 2 * DAY_MS });
    act(future[ui * 4 + 3], 14);
    // Activity room: to be used.
    const roomInfo = insert.run({
      ...base,
      code: seedCode('CD', -1),
      orderType: 'CONTENT_TYPE_ACTIVITY_SHIU',
      status: 11,
      resourceType: 'CONTENT_TYPE_ACTIVITY_SHIU',
      resourceId: room.id,
      slotId: null,
      date: dayString(nowMs, 9 + ui),
      num: 1,
      start: dayAt(nowMs, 9 + ui, roomSlot.start_time),
      end: dayAt(nowMs, 9 + ui, roomSlot.end_time),
      created: nowMs - 2 * DAY_MS,
    });
    insertRoomBooking.run(Number(roomInfo.lastInsertRowid), room.id, dayString(nowMs, 9 + ui), roomSlot.id);
    // Third-party (tripartite) orders: to be used, completed.
    for (const [k, status] of [11, 12].entries()) {
      insert.run({
        ...base,
        code: seedCode('SF', -k),
        orderType: 'CONTENT_TYPE_TRIPARTITE',
        status,
        resourceType: 'CONTENT_TYPE_TRIPARTITE',
        resourceId: 990001 + k,
        num: 1,
        start: dayAt(nowMs, status === 11 ? 6 : -5, '10:00'),
        end: dayAt(nowMs, status === 11 ? 6 : -5, '18:00'),
        infoUrl: `https://partner.example.cn/order/${990001 + k}`,
        created: nowMs - (k + 3) * DAY_MS,
      });
    }
  }
}
