/**
 * Activity rooms: list, detail, a day's slots and their booking (saveRoomOrder). The booking runs
 * in one IMMEDIATE transaction with no await inside: read, check and write are atomic.
 */
import type { FastifyInstance } from 'fastify';
import { formInput, input, paging, requireSite, type AppContext, type SiteRow } from '../context.ts';
import { fail, ok, pageOf, plainList } from '../envelope.ts';
import { bookedRoomSlots, ROOM_ORDER_TYPE, settle, STATUS } from '../orders.ts';
import { imagesString } from '../resources.ts';
import { chinaDayStart, parseDay } from '../time.ts';
import { bookingKit, hhmm, isoWeek, money } from './booking.ts';
import { refuse } from '../refusal.ts';

interface RoomRow {
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

export function registerRoomRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, now, writeAsCaller, contact, createOrder, takePoints } = bookingKit(ctx);

  const roomItem = (r: RoomRow) => {
    const venue = db.prepare('SELECT name FROM places WHERE id = ?').get(r.venue_id) as { name: string } | undefined;
    return {
      id: String(r.id),
      venueId: String(r.venue_id),
      venueName: venue?.name ?? '',
      name: r.name,
      images: imagesString(r.images),
      capacity: String(r.capacity),
      area: r.area,
      facilities: r.facilities,
      money: r.money,
      integral: r.integral,
      needAudit: r.need_audit,
    };
  };
  const roomOf = (site: SiteRow, id: number) =>
    db.prepare('SELECT * FROM activity_rooms WHERE id = ? AND site_code = ?').get(id, site.site_code) as RoomRow | undefined;

  app.get('/res/api/activityRoom/list', async (req) => {
    const site = requireSite(req);
    const pg = paging(req);
    const venueId = Number.parseInt(input(req, 'venueId'), 10);
    const where = Number.isSafeInteger(venueId) ? 'site_code = ? AND venue_id = ?' : 'site_code = ?';
    const params: unknown[] = Number.isSafeInteger(venueId) ? [site.site_code, venueId] : [site.site_code];
    const total = (db.prepare(`SELECT COUNT(*) AS n FROM activity_rooms WHERE ${where}`).get(...params) as { n: number }).n;
    const rows = db.prepare(`SELECT * FROM activity_rooms WHERE ${where} ORDER BY venue_id, sort, id LIMIT ? OFFSET ?`).all(...params, pg.pageSize, pg.offset) as RoomRow[];
    return pageOf(rows.map(roomItem), total, pg);
  });

  app.get('/res/api/activityRoom/detail', async (req) => {
    const room = roomOf(requireSite(req), Number.parseInt(input(req, 'id'), 10));
    if (!room) return fail(1, '资源不存在');
    return ok({ ...roomItem(room), content: room.content, cancelStatus: room.cancel_status, cancelTime: room.cancel_time });
  });

  /** Room slots of a day with their state: "0" free, "1" booked, "2" closed (Mondays, past, beyond 30 days). */
  const roomDay = (room: RoomRow, date: string) => {
    const day = parseDay(date);
    if (!day) return null;
    const slots = db.prepare('SELECT id, start_time, end_time FROM room_slots WHERE room_id = ? ORDER BY sort, id').all(room.id) as {
      id: number;
      start_time: string;
      end_time: string;
    }[];
    const booked = bookedRoomSlots(db, room.id, date);
    const t = now();
    const beyond = day[0] > chinaDayStart(t, 30);
    return slots.map((s) => ({
      id: s.id,
      date,
      startTime: s.start_time,
      endTime: s.end_time,
      start: hhmm(day[0], s.start_time),
      end: hhmm(day[0], s.end_time),
      status: isoWeek(day[0]) === 1 || beyond || hhmm(day[0], s.start_time) <= t ? '2' : booked.has(s.id) ? '1' : '0',
    }));
  };

  app.get('/res/api/activityRoom/timeList', async (req) => {
    const room = roomOf(requireSite(req), Number.parseInt(input(req, 'roomId'), 10));
    if (!room) return fail(1, '资源不存在');
    settle(db, now());
    const slots = roomDay(room, input(req, 'date'));
    if (!slots) return fail(1, '日期格式不正确');
    return plainList(slots.map((s) => ({ id: String(s.id), date: s.date, startTime: s.startTime, endTime: s.endTime, status: s.status })));
  });

  app.post('/act/api/activityOrder/saveRoomOrder', async (req) =>
    writeAsCaller(req, (site, user) => {
      const room = roomOf(site, Number.parseInt(formInput(req, 'roomId'), 10));
      if (!room) return refuse('资源不存在');
      const date = formInput(req, 'date').trim();
      const day = roomDay(room, date);
      if (!day) return refuse('日期格式不正确');
      const ids = [...new Set(formInput(req, 'slotIds').split(',').map((s) => s.trim()).filter(Boolean))];
      if (ids.length === 0) refuse('请选择时段');
      const chosen = ids.map((id) => day.find((s) => String(s.id) === id));
      if (chosen.some((s) => !s)) refuse('时段不存在');
      const slots = chosen as NonNullable<(typeof chosen)[number]>[];
      if (slots.some((s) => s.status === '2')) refuse('该时段不可预约');
      if (slots.some((s) => s.status === '1')) refuse('时段已被预约');
      const { name, phone } = contact(req);
      const points = (Number.parseInt(room.integral, 10) || 0) * slots.length;
      takePoints(user, points);
      const paid = Number(room.money) > 0;
      const status = paid ? STATUS.UNPAID : room.need_audit === '1' ? STATUS.REVIEW : STATUS.TO_USE;
      const order = createOrder(
        {
          site: site.site_code,
          user: user.id,
          orderType: ROOM_ORDER_TYPE,
          resourceType: ROOM_ORDER_TYPE,
          resourceId: room.id,
          date,
          num: 1,
          money: money(Number(room.money) * slots.length),
          integral: String(points),
          payIntegral: String(points),
          start: Math.min(...slots.map((s) => s.start)),
          end: Math.max(...slots.map((s) => s.end)),
          name,
          phone,
          purpose: formInput(req, 'purpose').trim(),
          status,
        },
        'CD',
      );
      const book = db.prepare('INSERT INTO room_bookings (order_id, room_id, date, slot_id) VALUES (?, ?, ?, ?)');
      for (const s of slots) book.run(order.id, room.id, date, s.id);
      return ok({ orderCode: order.code, status: String(status) });
    }),
  );
}
