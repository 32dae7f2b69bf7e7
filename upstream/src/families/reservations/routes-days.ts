/**
 * Venue and scenic reservation days: the resource's booking description, the days with their time
 * slots and stock (our platform, "pt"), the custom days, theatre platforms, and the booking of a
 * slot (saveResourceOrder) in one IMMEDIATE transaction with no await inside.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { formInput, input, requireSite, type AppContext, type SiteRow } from '../../context.ts';
import { ok, plainList } from '../../envelope.ts';
import { settle } from './lifecycle.ts';
import { STATUS } from './order-states.ts';
import { refuse, refused } from '../../refusal.ts';
import { SCENERY, VENUE } from '../../resources.ts';
import { chinaDayStart, DAY_MS, formatChinaTime, parseDay } from '../../time.ts';
import { bookingKit, hhmm, isoWeek } from './booking.ts';
import type { ConfigRow, ReservationsStore } from './store.ts';
import { TEXTS } from './texts.ts';

/** Seats one venue / scenic order may take. */
const MAX_RESOURCE_ORDER_NUM = 5;
/** How many days ahead venues and scenic areas take bookings (today included). */
const BOOKING_DAYS = 7;

/** Whether the resource takes bookings on the day at all (open, not a closed weekday, inside the window). */
export function dayOpen(c: ConfigRow, dayStart: number, nowMs: number): boolean {
  if (c.is_open !== '1') return false;
  const offset = Math.round((dayStart - chinaDayStart(nowMs)) / DAY_MS);
  if (offset < 0 || offset >= BOOKING_DAYS) return false;
  return !c.closed_weekdays.split(',').includes(String(isoWeek(dayStart)));
}

function resourceTypeParam(req: FastifyRequest): string | null {
  const t = input(req, 'resourceType') || input(req, 'type');
  return t === VENUE || t === SCENERY ? t : null;
}

/** The venue / scenic area a request names (resourceType or type, and `id`) with its booking config. */
function bookable(store: ReservationsStore, req: FastifyRequest, site: SiteRow, id: string) {
  const type = resourceTypeParam(req);
  const p = type ? store.place(site.site_code, Number.parseInt(id, 10), type) : undefined;
  const c = p ? store.config(p.id) : undefined;
  return p && c && type ? { type, p, c } : null;
}

function registerDescriptionRoutes(app: FastifyInstance, ctx: AppContext, store: ReservationsStore): void {
  const now = () => ctx.clock.now();

  app.get('/res/api/resourceOrder/resourceDesc', async (req) => {
    const r = bookable(store, req, requireSite(req), input(req, 'resourceId'));
    if (!r) return refused(TEXTS.notFound);
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

  app.get('/res/api/resourceOrder/customOrderTimeList', async (req) => {
    const r = bookable(store, req, requireSite(req), input(req, 'resourceId'));
    if (!r) return refused(TEXTS.notFound);
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
    const rows = store.theatrePlatforms(Number.isSafeInteger(id) ? id : -1, input(req, 'type'), site.site_code);
    return plainList(rows.map((r) => ({ logo: r.logo, platfromName: r.name, url: r.url })));
  });
}

function registerDayListRoute(app: FastifyInstance, ctx: AppContext, store: ReservationsStore): void {
  const now = () => ctx.clock.now();

  app.get('/res/api/resourceOrder/commonOrderTimeList', async (req) => {
    const r = bookable(store, req, requireSite(req), input(req, 'resourceId'));
    if (!r) return refused(TEXTS.notFound);
    const { p, c } = r;
    if (c.order_address_type !== 'pt') return plainList([]);
    settle(ctx.db, now());
    const rawDays = Number.parseInt(input(req, 'dayNum'), 10);
    const dayNum = Number.isSafeInteger(rawDays) && rawDays >= 1 ? Math.min(rawDays, 30) : BOOKING_DAYS;
    const slots = store.slots(p.id);
    const out: unknown[] = [];
    for (let d = 0; d < dayNum; d++) {
      const dayStart = chinaDayStart(now(), d);
      const date = formatChinaTime(dayStart).slice(0, 10);
      const open = dayOpen(c, dayStart, now());
      const times = slots.map((s) => {
        const taken = open ? Math.min(s.max_num, store.slotTaken(s.id, date)) : 0;
        const max = open ? s.max_num : 0;
        return {
          id: String(s.id),
          startTime: s.start_time,
          endTime: s.end_time,
          maxNum: String(max),
          orderNum: String(taken),
          stock: String(max - taken),
        };
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
}

function registerDayBookingRoute(app: FastifyInstance, ctx: AppContext, store: ReservationsStore): void {
  const { now, writeAsCaller, contact, createOrder, orderNumOf } = bookingKit(ctx, store);

  app.post('/act/api/activityOrder/saveResourceOrder', async (req) =>
    writeAsCaller(req, (site, user) => {
      const r = bookable(store, req, site, formInput(req, 'resourceId'));
      if (!r) return refuse(TEXTS.notFound);
      const { type, p, c } = r;
      if (c.order_address_type !== 'pt') refuse(TEXTS.notOnline);
      const date = formInput(req, 'date').trim();
      const day = parseDay(date);
      if (!day || !dayOpen(c, day[0], now())) return refuse(TEXTS.dayClosed);
      const slots = store.slots(p.id);
      const slot = slots.find((s) => String(s.id) === formInput(req, 'orderTimeId').trim());
      if (!slot) return refuse(TEXTS.noSuchSlot);
      if (hhmm(day[0], slot.end_time) <= now()) refuse(TEXTS.dayClosed);
      const num = orderNumOf(req);
      if (num > MAX_RESOURCE_ORDER_NUM) refuse(TEXTS.overOrderNum);
      const { name, phone } = contact(req);
      const dayStock = slots.reduce((sum, s) => sum + Math.max(0, s.max_num - store.slotTaken(s.id, date)), 0);
      if (dayStock <= 0) refuse(TEXTS.dayFull);
      if (slot.max_num - store.slotTaken(slot.id, date) < num) refuse(TEXTS.outOfStock);
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

export function registerDayRoutes(app: FastifyInstance, ctx: AppContext, store: ReservationsStore): void {
  registerDescriptionRoutes(app, ctx, store);
  registerDayListRoute(app, ctx, store);
  registerDayBookingRoute(app, ctx, store);
}
