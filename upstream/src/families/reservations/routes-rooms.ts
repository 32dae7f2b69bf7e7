/**
 * Activity rooms: list, detail, a day's slots and their booking (saveRoomOrder). The booking runs
 * in one IMMEDIATE transaction with no await inside: read, check and write are atomic.
 */
import type { FastifyInstance } from 'fastify';
import { formInput, input, paging, requireSite, type AppContext } from '../../context.ts';
import { ok, pageOf, plainList } from '../../envelope.ts';
import { settle } from './lifecycle.ts';
import { ROOM_ORDER_TYPE, STATUS } from './order-states.ts';
import { refuse, refused } from '../../refusal.ts';
import { imagesString } from '../../resources.ts';
import { chinaDayStart, parseDay } from '../../time.ts';
import { bookingKit, hhmm, isoWeek, money } from './booking.ts';
import type { ReservationsStore, RoomRow } from './store.ts';
import { TEXTS } from './texts.ts';

/** Rooms take bookings up to this many days ahead. */
const ROOM_BOOKING_DAYS = 30;

function roomItem(store: ReservationsStore, r: RoomRow) {
  return {
    id: String(r.id),
    venueId: String(r.venue_id),
    venueName: store.placeName(r.venue_id) ?? '',
    name: r.name,
    images: imagesString(r.images),
    capacity: String(r.capacity),
    area: r.area,
    facilities: r.facilities,
    money: r.money,
    integral: r.integral,
    needAudit: r.need_audit,
  };
}

/** Room slots of a day with their state: "0" free, "1" booked, "2" closed (Mondays, past, beyond 30 days); null for a bad date. */
function roomDay(store: ReservationsStore, t: number, room: RoomRow, date: string) {
  const day = parseDay(date);
  if (!day) return null;
  const slots = store.roomSlots(room.id);
  const booked = store.bookedRoomSlots(room.id, date);
  const beyond = day[0] > chinaDayStart(t, ROOM_BOOKING_DAYS);
  return slots.map((s) => ({
    id: s.id,
    date,
    startTime: s.start_time,
    endTime: s.end_time,
    start: hhmm(day[0], s.start_time),
    end: hhmm(day[0], s.end_time),
    status: isoWeek(day[0]) === 1 || beyond || hhmm(day[0], s.start_time) <= t ? '2' : booked.has(s.id) ? '1' : '0',
  }));
}

function registerRoomListRoutes(app: FastifyInstance, ctx: AppContext, store: ReservationsStore): void {
  app.get('/res/api/activityRoom/list', async (req) => {
    const site = requireSite(req);
    const pg = paging(req);
    const venueId = Number.parseInt(input(req, 'venueId'), 10);
    const { rows, total } = store.rooms(site.site_code, Number.isSafeInteger(venueId) ? venueId : null, pg.pageSize, pg.offset);
    return pageOf(
      rows.map((r) => roomItem(store, r)),
      total,
      pg,
    );
  });

  app.get('/res/api/activityRoom/detail', async (req) => {
    const room = store.room(requireSite(req).site_code, Number.parseInt(input(req, 'id'), 10));
    if (!room) return refused(TEXTS.notFound);
    return ok({ ...roomItem(store, room), content: room.content, cancelStatus: room.cancel_status, cancelTime: room.cancel_time });
  });

  app.get('/res/api/activityRoom/timeList', async (req) => {
    const room = store.room(requireSite(req).site_code, Number.parseInt(input(req, 'roomId'), 10));
    if (!room) return refused(TEXTS.notFound);
    settle(ctx.db, ctx.clock.now());
    const slots = roomDay(store, ctx.clock.now(), room, input(req, 'date'));
    if (!slots) return refused(TEXTS.badDate);
    return plainList(slots.map((s) => ({ id: String(s.id), date: s.date, startTime: s.startTime, endTime: s.endTime, status: s.status })));
  });
}

function registerRoomBookingRoute(app: FastifyInstance, ctx: AppContext, store: ReservationsStore): void {
  const { now, writeAsCaller, contact, createOrder, takePoints } = bookingKit(ctx, store);

  app.post('/act/api/activityOrder/saveRoomOrder', async (req) =>
    writeAsCaller(req, (site, user) => {
      const room = store.room(site.site_code, Number.parseInt(formInput(req, 'roomId'), 10));
      if (!room) return refuse(TEXTS.notFound);
      const date = formInput(req, 'date').trim();
      const day = roomDay(store, now(), room, date);
      if (!day) return refuse(TEXTS.badDate);
      const ids = [
        ...new Set(
          formInput(req, 'slotIds')
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean),
        ),
      ];
      if (ids.length === 0) refuse(TEXTS.chooseSlot);
      const chosen = ids.map((id) => day.find((s) => String(s.id) === id));
      if (chosen.some((s) => !s)) refuse(TEXTS.noSuchSlot);
      const slots = chosen as NonNullable<(typeof chosen)[number]>[];
      if (slots.some((s) => s.status === '2')) refuse(TEXTS.slotClosed);
      if (slots.some((s) => s.status === '1')) refuse(TEXTS.slotTaken);
      const { name, phone } = contact(req);
      const points = (Number.parseInt(room.integral, 10) || 0) * slots.length;
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
      takePoints(user, site.site_code, order.code, points);
      for (const s of slots) store.bookRoomSlot(order.id, room.id, date, s.id);
      return ok({ orderCode: order.code, status: String(status) });
    }),
  );
}

export function registerRoomRoutes(app: FastifyInstance, ctx: AppContext, store: ReservationsStore): void {
  registerRoomListRoutes(app, ctx, store);
  registerRoomBookingRoute(app, ctx, store);
}
