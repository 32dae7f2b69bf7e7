/**
 * Activity rooms, venue / scenic reservation days, theatre platforms and reservation orders
 * (create, pay, list, detail, badge, cancel, check-in). Every create, pay, cancel and check-in
 * runs in one IMMEDIATE transaction with no await inside: read, check and write are atomic.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { formInput, input, paging, param, requireSite, type AppContext, type SiteRow } from '../context.ts';
import { creditView } from '../credit.ts';
import { decryptPhone } from '../crypto/sm4.ts';
import { CODE, fail, list, makePage, ok, plainList, type Envelope } from '../envelope.ts';
import {
  bookedRoomSlots,
  cancelRefusal,
  CHECK_IN_LEAD_MS,
  LIVE,
  newOrderCode,
  orderPayload,
  orderResource,
  PAY_WINDOW_MS,
  refundPoints,
  REVIEW_DELAY_MS,
  ROOM_ORDER_TYPE,
  settle,
  slotTaken,
  STATUS,
  type OrderRow,
} from '../orders.ts';
import { ACTIVITY_TYPE, imagesString, SCENERY, VENUE } from '../resources.ts';
import { chinaDayStart, DAY_MS, formatChinaTime } from '../time.ts';
import { NOT_LOGGED_IN_MESSAGE, resolveUser, type UserRow } from '../users.ts';
import { activityById, parseDay, sessionsOf } from './activities.ts';

/** Seats one venue / scenic order may take. */
export const MAX_RESOURCE_ORDER_NUM = 5;
/** How many days ahead venues and scenic areas take bookings (today included). */
export const BOOKING_DAYS = 7;

class Refusal extends Error {}
const refuse = (message: string): never => {
  throw new Refusal(message);
};

function okMessage(message: string, data: unknown = null): Envelope {
  return { ...ok(data), message, msg: message };
}

interface ConfigRow {
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

interface SlotRow {
  id: number;
  resource_id: number;
  start_time: string;
  end_time: string;
  max_num: number;
}

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

/** ISO weekday (1 = Monday) of a China day start. */
function isoWeek(dayStart: number): number {
  const d = new Date(dayStart + 8 * 3600 * 1000).getUTCDay();
  return d === 0 ? 7 : d;
}

function hhmm(dayStart: number, text: string): number {
  const [h, m] = text.split(':').map(Number) as [number, number];
  return dayStart + (h * 60 + m) * 60 * 1000;
}

function money(n: number): string {
  return n.toFixed(2);
}

export function registerReservationRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = ctx.db;
  const now = () => ctx.clock.now();

  const caller = (req: FastifyRequest): UserRow | null => resolveUser(db, input(req, 'token'), now());
  const notLoggedIn = () => fail(CODE.NOT_LOGGED_IN, NOT_LOGGED_IN_MESSAGE);

  /** Runs `fn` in an IMMEDIATE transaction after settling due transitions; a Refusal becomes code 1. */
  const write = (fn: () => Envelope): Envelope => {
    try {
      return db
        .transaction(() => {
          settle(db, now());
          return fn();
        })
        .immediate();
    } catch (err) {
      if (err instanceof Refusal) return fail(1, err.message);
      throw err;
    }
  };

  const placeOf = (site: SiteRow, id: number, type: string) =>
    db.prepare('SELECT id, name, images, website_url FROM places WHERE id = ? AND site_code = ? AND resource_type = ?').get(id, site.site_code, type) as
      | { id: number; name: string; images: string; website_url: string | null }
      | undefined;
  const configOf = (id: number) => db.prepare('SELECT * FROM resource_order_config WHERE resource_id = ?').get(id) as ConfigRow | undefined;
  const slotsOf = (id: number) => db.prepare('SELECT * FROM resource_time_slots WHERE resource_id = ? ORDER BY sort, id').all(id) as SlotRow[];

  /** Whether the resource takes bookings on the day at all (open, not a closed weekday, inside the window). */
  const dayOpen = (c: ConfigRow, dayStart: number): boolean => {
    if (c.is_open !== '1') return false;
    const offset = Math.round((dayStart - chinaDayStart(now())) / DAY_MS);
    if (offset < 0 || offset >= BOOKING_DAYS) return false;
    return !c.closed_weekdays.split(',').includes(String(isoWeek(dayStart)));
  };

  const contact = (req: FastifyRequest): { name: string; phone: string } => {
    const name = formInput(req, 'contactName').trim();
    if (!name) refuse('请填写联系人姓名');
    const phone = decryptPhone(formInput(req, 'contactPhone'));
    if (!phone) refuse('联系电话格式不正确');
    return { name, phone: phone as string };
  };

  const resourceTypeParam = (req: FastifyRequest): string | null => {
    const t = input(req, 'resourceType') || input(req, 'type');
    return t === VENUE || t === SCENERY ? t : null;
  };

  // ---- Activity rooms ----

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
    return list(rows.map(roomItem), makePage(total, pg.currPage, pg.pageSize));
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

  // ---- Venue and scenic reservation days ----

  app.get('/res/api/resourceOrder/resourceDesc', async (req) => {
    const site = requireSite(req);
    const type = resourceTypeParam(req);
    const p = type ? placeOf(site, Number.parseInt(input(req, 'resourceId'), 10), type) : undefined;
    const c = p ? configOf(p.id) : undefined;
    if (!p || !c || !type) return fail(1, '资源不存在');
    return ok({
      id: String(p.id),
      name: p.name,
      type,
      isOpen: c.is_open,
      orderAddressType: c.order_address_type,
      needLogin: c.need_login,
      websiteUrl: c.website_url,
      officialName: c.official_name,
      officialUrl: c.official_url,
      cancelStatus: c.cancel_status,
      cancelTime: c.cancel_time,
    });
  });

  app.get('/res/api/resourceOrder/commonOrderTimeList', async (req) => {
    const site = requireSite(req);
    const type = resourceTypeParam(req);
    const p = type ? placeOf(site, Number.parseInt(input(req, 'resourceId'), 10), type) : undefined;
    const c = p ? configOf(p.id) : undefined;
    if (!p || !c) return fail(1, '资源不存在');
    if (c.order_address_type !== 'pt') return plainList([]);
    settle(db, now());
    const rawDays = Number.parseInt(input(req, 'dayNum'), 10);
    const dayNum = Number.isSafeInteger(rawDays) && rawDays >= 1 ? Math.min(rawDays, 30) : BOOKING_DAYS;
    const slots = slotsOf(p.id);
    const out: unknown[] = [];
    for (let d = 0; d < dayNum; d++) {
      const dayStart = chinaDayStart(now(), d);
      const date = formatChinaTime(dayStart).slice(0, 10);
      const open = dayOpen(c, dayStart);
      const times = slots.map((s) => {
        const taken = open ? Math.min(s.max_num, slotTaken(db, s.id, date)) : 0;
        const max = open ? s.max_num : 0;
        return { id: String(s.id), startTime: s.start_time, endTime: s.end_time, maxNum: String(max), orderNum: String(taken), stock: String(max - taken) };
      });
      const max = times.reduce((sum, t) => sum + Number(t.maxNum), 0);
      const taken = times.reduce((sum, t) => sum + Number(t.orderNum), 0);
      out.push({
        date,
        week: String(isoWeek(dayStart)),
        currDayMaxNum: String(max),
        orderNum: String(taken),
        stock: String(max - taken),
        resourceName: p.name,
        orderTimes: times,
      });
    }
    return plainList(out);
  });

  app.get('/res/api/resourceOrder/customOrderTimeList', async (req) => {
    const site = requireSite(req);
    const type = resourceTypeParam(req);
    const p = type ? placeOf(site, Number.parseInt(input(req, 'resourceId'), 10), type) : undefined;
    const c = p ? configOf(p.id) : undefined;
    if (!p || !c) return fail(1, '资源不存在');
    if (c.order_address_type !== 'custom') return plainList([]);
    const out: unknown[] = [];
    for (let d = 0; d < BOOKING_DAYS; d++) {
      const dayStart = chinaDayStart(now(), d);
      const week = isoWeek(dayStart);
      // Mondays closed; the last day of the window is not bookable yet; the others open.
      const openStatus = week === 1 ? '0' : d === BOOKING_DAYS - 1 ? '-1' : '1';
      out.push({
        date: formatChinaTime(dayStart).slice(0, 10),
        openStatus,
        maxNum: String(openStatus === '1' ? c.custom_max_num : 0),
        link: c.custom_link,
        jumpType: c.custom_jump_type,
      });
    }
    return plainList(out);
  });

  app.get('/res/api/resourceOrder/getCommonOrderList', async (req) => {
    const site = requireSite(req);
    const id = Number.parseInt(input(req, 'id'), 10);
    const type = input(req, 'type');
    const rows = db
      .prepare(
        `SELECT t.logo, t.name, t.url FROM theatre_platforms t JOIN places p ON p.id = t.resource_id
         WHERE t.resource_id = ? AND (? = '' OR t.resource_type = ?) AND p.site_code = ? ORDER BY t.sort, t.id`,
      )
      .all(Number.isSafeInteger(id) ? id : -1, type, type, site.site_code) as { logo: string; name: string; url: string }[];
    return plainList(rows.map((r) => ({ logo: r.logo, platfromName: r.name, url: r.url })));
  });

  // ---- Orders ----

  const insertOrder = db.prepare(
    `INSERT INTO reservation_orders (order_code, site_code, user_id, order_type, status, resource_type, resource_id, session_id,
       time_slot_id, date, order_num, money, integral, pay_money, pay_integral, start_time, end_time, contact_name, contact_phone,
       purpose, review_due_at, pay_due_at, created_at, updated_at)
     VALUES (@code, @site, @user, @orderType, @status, @resourceType, @resourceId, @sessionId, @slotId, @date, @num, @money, @integral,
       @payMoney, @payIntegral, @start, @end, @name, @phone, @purpose, @reviewDue, @payDue, @now, @now)`,
  );
  type NewOrder = {
    site: string;
    user: number;
    orderType: string;
    resourceType: string;
    resourceId: number;
    sessionId?: number | null;
    slotId?: number | null;
    date?: string | null;
    num: number;
    money?: string;
    integral?: string;
    payMoney?: string;
    payIntegral?: string;
    start: number;
    end: number;
    name: string;
    phone: string;
    purpose?: string;
    status: number;
  };
  const createOrder = (o: NewOrder, prefix: string): { id: number; code: string } => {
    const t = now();
    const code = newOrderCode(db, prefix, t);
    const info = insertOrder.run({
      sessionId: null,
      slotId: null,
      date: null,
      money: '0.00',
      integral: '0',
      payMoney: '0.00',
      payIntegral: '0',
      purpose: '',
      ...o,
      code,
      reviewDue: o.status === STATUS.REVIEW ? t + REVIEW_DELAY_MS : null,
      payDue: o.status === STATUS.UNPAID ? t + PAY_WINDOW_MS : null,
      now: t,
    });
    return { id: Number(info.lastInsertRowid), code };
  };
  const takePoints = (user: UserRow, points: number) => {
    if (points <= 0) return;
    const u = db.prepare('SELECT integral FROM users WHERE id = ?').get(user.id) as { integral: number };
    if (u.integral < points) refuse('积分不足');
    db.prepare('UPDATE users SET integral = integral - ? WHERE id = ?').run(points, user.id);
  };
  const orderNumOf = (req: FastifyRequest): number => {
    const raw = formInput(req, 'orderNum').trim() || '1';
    const n = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
    if (!Number.isSafeInteger(n) || n < 1) refuse('预约人数不正确');
    return n;
  };

  app.post('/act/api/activityOrder/saveGenerateOrder', async (req) => {
    const site = requireSite(req);
    const user = caller(req);
    if (!user) return notLoggedIn();
    return write(() => {
      const t = now();
      const a = activityById(ctx, site.site_code, Number.parseInt(formInput(req, 'activityId'), 10));
      if (!a) return refuse('活动不存在');
      if (a.type === 'ACTIVITY_TYPE_PLAIN') refuse('该活动无需预约');
      if (a.jump_url) refuse('请通过活动链接报名');
      const sessions = sessionsOf(ctx, a.id);
      const rawSession = formInput(req, 'sessionId').trim();
      const session = rawSession === '' && sessions.length === 1 ? sessions[0] : sessions.find((s) => String(s.id) === rawSession);
      if (!session) return refuse('场次不存在');
      if (t < a.sign_start || t > a.sign_end || t >= session.start_time) refuse('不在报名时间内');
      const num = orderNumOf(req);
      if (num > a.max_order_num) refuse('超过单次可预约人数');
      const { name, phone } = contact(req);
      // Integrity rules, as the gateway's check: score first, then the credit status.
      if (a.faith_use_status === '1' || a.faith_audit_status === '1') {
        const credit = user.phone ? creditView(db, user.phone, t) : null;
        if (a.faith_use_status === '1' && a.faith_score !== null && (!credit || Number(credit.creditScore) < a.faith_score)) refuse('诚信分不足，无法预约');
        if (credit && credit.creditStatus !== '') refuse('您处于失信期，无法预约');
      }
      const live = db.prepare(`SELECT 1 FROM reservation_orders WHERE user_id = ? AND session_id = ? AND status IN ${LIVE}`).get(user.id, session.id);
      if (live) refuse('您已预约过该场次');
      const stock = sessionsOf(ctx, a.id).find((s) => s.id === session.id)?.stock ?? 0;
      if (stock < num) refuse('库存不足');
      const paid = a.method === '5' || a.method === '6';
      const points = a.method === '2' || a.method === '4' ? (Number.parseInt(a.integral, 10) || 0) * num : 0;
      takePoints(user, points);
      const status = paid ? STATUS.UNPAID : a.need_audit === '1' ? STATUS.REVIEW : STATUS.TO_USE;
      const total = paid ? money(Number(a.money) * num) : '0.00';
      const order = createOrder(
        {
          site: site.site_code,
          user: user.id,
          orderType: ACTIVITY_TYPE,
          resourceType: ACTIVITY_TYPE,
          resourceId: a.id,
          sessionId: session.id,
          num,
          money: total,
          integral: String(points),
          payIntegral: String(points),
          start: session.start_time,
          end: session.end_time,
          name,
          phone,
          status,
        },
        'HD',
      );
      return ok({ orderCode: order.code, status: String(status) });
    });
  });

  app.post('/act/api/activityOrder/saveRoomOrder', async (req) => {
    const site = requireSite(req);
    const user = caller(req);
    if (!user) return notLoggedIn();
    return write(() => {
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
    });
  });

  app.post('/act/api/activityOrder/saveResourceOrder', async (req) => {
    const site = requireSite(req);
    const user = caller(req);
    if (!user) return notLoggedIn();
    return write(() => {
      const type = resourceTypeParam(req);
      const p = type ? placeOf(site, Number.parseInt(formInput(req, 'resourceId'), 10), type) : undefined;
      const c = p ? configOf(p.id) : undefined;
      if (!p || !c || !type) return refuse('资源不存在');
      if (c.order_address_type !== 'pt') refuse('该资源不支持在线预约');
      const date = formInput(req, 'date').trim();
      const day = parseDay(date);
      if (!day || !dayOpen(c, day[0])) return refuse('该日期不可预约');
      const slots = slotsOf(p.id);
      const slot = slots.find((s) => String(s.id) === formInput(req, 'orderTimeId').trim());
      if (!slot) return refuse('时段不存在');
      if (hhmm(day[0], slot.end_time) <= now()) refuse('该日期不可预约');
      const num = orderNumOf(req);
      if (num > MAX_RESOURCE_ORDER_NUM) refuse('超过单次可预约人数');
      const { name, phone } = contact(req);
      const dayStock = slots.reduce((sum, s) => sum + Math.max(0, s.max_num - slotTaken(db, s.id, date)), 0);
      if (dayStock <= 0) refuse('当日已约满');
      if (slot.max_num - slotTaken(db, slot.id, date) < num) refuse('库存不足');
      const order = createOrder(
        {
          site: site.site_code,
          user: user.id,
          orderType: type,
          resourceType: type,
          resourceId: p.id,
          slotId: slot.id,
          date,
          num,
          start: hhmm(day[0], slot.start_time),
          end: hhmm(day[0], slot.end_time),
          name,
          phone,
          status: STATUS.TO_USE,
        },
        'YY',
      );
      return ok({ orderCode: order.code, status: String(STATUS.TO_USE) });
    });
  });

  const ownOrder = (site: SiteRow, user: UserRow, code: string) =>
    db.prepare('SELECT * FROM reservation_orders WHERE order_code = ? AND user_id = ? AND site_code = ?').get(code.trim(), user.id, site.site_code) as
      | OrderRow
      | undefined;

  app.post('/user/api/activityOrder/pay', async (req) => {
    const site = requireSite(req);
    const user = caller(req);
    if (!user) return notLoggedIn();
    return write(() => {
      const o = ownOrder(site, user, formInput(req, 'orderCode'));
      if (!o) return refuse('订单不存在');
      if (o.status !== STATUS.UNPAID) refuse('订单状态不可支付');
      const needAudit = orderResource(db, o).extra.need_audit === '1';
      const t = now();
      const status = needAudit ? STATUS.REVIEW : STATUS.TO_USE;
      db.prepare('UPDATE reservation_orders SET status = ?, pay_money = money, pay_due_at = NULL, review_due_at = ?, updated_at = ? WHERE id = ?').run(
        status,
        needAudit ? t + REVIEW_DELAY_MS : null,
        t,
        o.id,
      );
      return okMessage('支付成功', { orderCode: o.order_code, status: String(status) });
    });
  });

  app.get('/act/api/activityOrder/list', async (req) => {
    const site = requireSite(req);
    const user = caller(req);
    if (!user) return notLoggedIn();
    const pg = paging(req);
    settle(db, now());
    const where = ['o.user_id = ?', 'o.site_code = ?'];
    const params: unknown[] = [user.id, site.site_code];
    const status = input(req, 'status').trim();
    if (status) {
      where.push('o.status = ?');
      params.push(Number.parseInt(status, 10));
    }
    // Absent orderType: the venue orders (the reservation screen's default); "" all types.
    const query = req.query as Record<string, unknown>;
    const orderType = 'orderType' in query ? param(req, 'orderType').trim() : VENUE;
    if (orderType) {
      where.push('o.order_type = ?');
      params.push(orderType);
    }
    const activityType = input(req, 'activityType').trim();
    if (activityType) {
      where.push(`o.order_type = '${ACTIVITY_TYPE}' AND o.resource_id IN (SELECT id FROM activities WHERE type = ?)`);
      params.push(activityType);
    }
    const w = where.join(' AND ');
    const total = (db.prepare(`SELECT COUNT(*) AS n FROM reservation_orders o WHERE ${w}`).get(...params) as { n: number }).n;
    const rows = db
      .prepare(`SELECT o.* FROM reservation_orders o WHERE ${w} ORDER BY o.created_at DESC, o.id DESC LIMIT ? OFFSET ?`)
      .all(...params, pg.pageSize, pg.offset) as OrderRow[];
    const t = now();
    return list(
      rows.map((o) => orderPayload(db, o, t)),
      makePage(total, pg.currPage, pg.pageSize),
    );
  });

  app.get('/act/api/activityOrder/detail', async (req) => {
    const site = requireSite(req);
    const user = caller(req);
    if (!user) return notLoggedIn();
    settle(db, now());
    const o = ownOrder(site, user, input(req, 'orderCode'));
    if (!o) return fail(1, '订单不存在');
    return ok(orderPayload(db, o, now()));
  });

  app.get('/act/api/activityOrder/existOrderNum', async (req) => {
    const site = requireSite(req);
    const user = caller(req);
    if (!user) return notLoggedIn();
    settle(db, now());
    const n = (
      db.prepare('SELECT COUNT(*) AS n FROM reservation_orders WHERE user_id = ? AND site_code = ? AND status = 11').get(user.id, site.site_code) as { n: number }
    ).n;
    return ok({ num: String(n) });
  });

  app.post('/act/api/activityOrder/cancel', async (req) => {
    const site = requireSite(req);
    const user = caller(req);
    if (!user) return notLoggedIn();
    return write(() => {
      const o = ownOrder(site, user, formInput(req, 'orderCode'));
      if (!o) return refuse('订单不存在');
      if (o.status !== STATUS.UNPAID && o.status !== STATUS.REVIEW && o.status !== STATUS.TO_USE) refuse('该订单不可取消');
      const r = orderResource(db, o);
      const why = cancelRefusal(r.cancelStatus, r.cancelTime, o.start_time, now());
      if (why) refuse(why);
      const changed = db
        .prepare(`UPDATE reservation_orders SET status = 14, review_due_at = NULL, pay_due_at = NULL, updated_at = ? WHERE id = ? AND status IN ${LIVE}`)
        .run(now(), o.id).changes;
      if (changed !== 1) refuse('该订单不可取消');
      refundPoints(db, o);
      return okMessage('取消成功');
    });
  });

  app.post('/act/api/activityOrder/selfValidOrder', async (req) => {
    const site = requireSite(req);
    const user = caller(req);
    if (!user) return notLoggedIn();
    return write(() => {
      const o = ownOrder(site, user, formInput(req, 'orderCode'));
      if (!o) return refuse('订单不存在');
      const t = now();
      if (o.status !== STATUS.TO_USE || t < o.start_time - CHECK_IN_LEAD_MS || t > o.end_time) refuse('不在核销时间内');
      db.prepare('UPDATE reservation_orders SET status = 12, use_num = order_num, updated_at = ? WHERE id = ?').run(t, o.id);
      return okMessage('核销成功', { orderCode: o.order_code, status: '12' });
    });
  });

}
