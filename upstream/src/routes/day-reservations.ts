/**
 * Venue and scenic reservation days: the resource's booking description, the days with their time
 * slots and stock (our platform, "pt"), the custom days, theatre platforms, and the booking of a
 * slot (saveResourceOrder) in one IMMEDIATE transaction with no await inside.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { formInput, input, requireSite, type AppContext, type SiteRow } from '../context.ts';
import { fail, ok, plainList } from '../envelope.ts';
import { settle, slotTaken, STATUS } from '../orders.ts';
import { SCENERY, VENUE } from '../resources.ts';
import { chinaDayStart, DAY_MS, formatChinaTime, parseDay } from '../time.ts';
import { bookingKit, hhmm, isoWeek } from './booking.ts';
import { refuse } from '../refusal.ts';

/** Seats one venue / scenic order may take. */
export const MAX_RESOURCE_ORDER_NUM = 5;
/** How many days ahead venues and scenic areas take bookings (today included). */
export const BOOKING_DAYS = 7;

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

export function registerDayReservationRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, now, writeAsCaller, contact, createOrder, orderNumOf } = bookingKit(ctx);

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

  const resourceTypeParam = (req: FastifyRequest): string | null => {
    const t = input(req, 'resourceType') || input(req, 'type');
    return t === VENUE || t === SCENERY ? t : null;
  };

  /** The venue / scenic area a request names (resourceType or type, and `id`) with its booking config. */
  const bookable = (req: FastifyRequest, site: SiteRow, id: string) => {
    const type = resourceTypeParam(req);
    const p = type ? placeOf(site, Number.parseInt(id, 10), type) : undefined;
    const c = p ? configOf(p.id) : undefined;
    return p && c && type ? { type, p, c } : null;
  };

  app.get('/res/api/resourceOrder/resourceDesc', async (req) => {
    const r = bookable(req, requireSite(req), input(req, 'resourceId'));
    if (!r) return fail(1, '资源不存在');
    const { type, p, c } = r;
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
    const r = bookable(req, requireSite(req), input(req, 'resourceId'));
    if (!r) return fail(1, '资源不存在');
    const { p, c } = r;
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
    const r = bookable(req, requireSite(req), input(req, 'resourceId'));
    if (!r) return fail(1, '资源不存在');
    const { c } = r;
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

  app.post('/act/api/activityOrder/saveResourceOrder', async (req) =>
    writeAsCaller(req, (site, user) => {
      const r = bookable(req, site, formInput(req, 'resourceId'));
      if (!r) return refuse('资源不存在');
      const { type, p, c } = r;
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
    }),
  );
}
