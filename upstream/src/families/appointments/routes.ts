/**
 * Combined appointments: what the site's venues and scenic areas offer on a day (their time slots
 * with the places left, and how many visitors one appointment may take), making an appointment for
 * several of them at once, the caller's appointment with its vouchers, and the caller's record of
 * use. Making one runs in a single IMMEDIATE transaction with no await inside: every voucher is
 * made or none is, and of two callers taking the last place of a slot exactly one wins.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { formInput, input, paging, requireSite, type AppContext } from '../../context.ts';
import { callerOf, notLoggedIn } from '../../caller.ts';
import { ok, pageOf, plainList } from '../../envelope.ts';
import { refuse, refused } from '../../refusal.ts';
import { sm4Decrypt } from '../../crypto/sm4.ts';
import { chinaDayStart, formatChinaTime, parseDay } from '../../time.ts';
import {
  bookingKit,
  cancelRefusal,
  dayOpen,
  okMessage,
  refundPoints,
  orderPayload,
  orderResource,
  reservationsStore,
  settle,
  STATUS,
  type OrderRow,
  type ReservationsStore,
} from '../reservations/index.ts';
import { appointmentsStore, type AppointmentsStore, type ContactRow, type PlaceRow } from './store.ts';
import { APPOINTMENT_TEXTS as TEXTS } from './texts.ts';

const ID = /^\d{1,15}$/;

/** "HH:mm" of a day start → epoch ms. */
const at = (dayStart: number, hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  return dayStart + (h * 60 + m) * 60_000;
};

/** What a place offers on a day: its slots with the places left (none when the day takes no booking). */
function offer(res: ReservationsStore, apps: AppointmentsStore, p: PlaceRow, date: string, dayStart: number, nowMs: number) {
  const c = res.config(p.id);
  const open = !!c && dayOpen(c, dayStart, nowMs);
  const orderTimes = res.slots(p.id).map((s) => {
    const taken = open ? Math.min(s.max_num, res.slotTaken(s.id, date)) : 0;
    const ended = at(dayStart, s.end_time) <= nowMs;
    const max = open ? s.max_num : 0;
    return {
      id: String(s.id),
      startTime: s.start_time,
      endTime: s.end_time,
      maxNum: String(max),
      orderNum: String(taken),
      stock: String(ended ? 0 : max - taken),
    };
  });
  return {
    resourceId: String(p.id),
    resourceType: p.resource_type,
    name: p.name,
    images: p.images,
    date,
    isOpen: open ? '1' : '0',
    maxPeople: String(apps.maxPeople(p.id)),
    stock: String(orderTimes.reduce((sum, t) => sum + Number(t.stock), 0)),
    orderTimes,
  };
}

function registerOfferRoute(app: FastifyInstance, ctx: AppContext, res: ReservationsStore, apps: AppointmentsStore): void {
  /** The site's places booked on the platform with what they offer on `date` (a page; or the places `ids`). */
  app.get('/res/api/appointment/resources', async (req) => {
    const site = requireSite(req);
    const date = input(req, 'date').trim();
    const day = parseDay(date);
    if (!day) return refused(TEXTS.badDate);
    const now = ctx.clock.now();
    settle(ctx.db, now);
    const ids = input(req, 'ids').trim();
    if (ids !== '') {
      const places = ids
        .split(',')
        .filter((id) => ID.test(id))
        .map((id) => apps.place(site.site_code, Number(id)));
      return plainList(places.flatMap((p) => (p ? [offer(res, apps, p, date, day[0], now)] : [])));
    }
    const page = paging(req);
    const { rows, total } = apps.places(
      site.site_code,
      input(req, 'resourceType').trim(),
      page.pageSize,
      (page.currPage - 1) * page.pageSize,
    );
    return pageOf(
      rows.map((p) => offer(res, apps, p, date, day[0], now)),
      total,
      page,
    );
  });
}

/** `items` "resourceId:orderTimeId,…" → pairs; refuses a malformed or repeated resource. */
function itemsOf(req: FastifyRequest): { resourceId: number; slotId: number }[] {
  const raw = formInput(req, 'items').trim();
  const items = raw === '' ? [] : raw.split(',').map((pair) => pair.split(':'));
  if (items.length === 0) refuse(TEXTS.noResource);
  const out = items.map(([r, s]) =>
    ID.test(r ?? '') && ID.test(s ?? '') ? { resourceId: Number(r), slotId: Number(s) } : refuse(TEXTS.noSuchSlot),
  );
  if (new Set(out.map((i) => i.resourceId)).size !== out.length) refuse(TEXTS.sameResource);
  return out;
}

function registerMakeRoute(app: FastifyInstance, ctx: AppContext, res: ReservationsStore, apps: AppointmentsStore): void {
  const { writeAsCaller, createOrder, now } = bookingKit(ctx, res);
  app.post('/res/api/appointment/make', async (req) =>
    writeAsCaller(req, (site, user) => {
      const t = now();
      const date = formInput(req, 'date').trim();
      const day = parseDay(date);
      if (!day) return refuse(TEXTS.badDate);
      const items = itemsOf(req);
      const contactIds = formInput(req, 'contactIds')
        .trim()
        .split(',')
        .filter((id) => id !== '');
      if (contactIds.length === 0) refuse(TEXTS.noVisitor);
      const visitors = contactIds.map(
        (id) => (ID.test(id) ? apps.contact(Number(id), user.id, site.site_code) : undefined) ?? refuse(TEXTS.visitorNotFound),
      );
      const certs = new Set(visitors.map((v: ContactRow) => `${v.cert_type}:${sm4Decrypt(v.cert_number) ?? v.cert_number}`));
      if (certs.size !== visitors.length) refuse(TEXTS.sameVisitor);
      const chosen = items.map((item) => {
        const p = apps.place(site.site_code, item.resourceId) ?? refuse(TEXTS.resourceNotFound);
        const c = res.config(p.id);
        if (!c || !dayOpen(c, day[0], t)) refuse(TEXTS.dayClosed);
        const slot = res.slots(p.id).find((s) => s.id === item.slotId) ?? refuse(TEXTS.noSuchSlot);
        if (at(day[0], slot.end_time) <= t) refuse(TEXTS.slotEnded);
        if (visitors.length > apps.maxPeople(p.id))
          refuse(TEXTS.overMaxPeople, { resourceId: String(p.id), maxPeople: String(apps.maxPeople(p.id)) });
        if (slot.max_num - res.slotTaken(slot.id, date) < visitors.length) refuse(TEXTS.outOfStock, { resourceId: String(p.id) });
        return { p, slot };
      });
      const code = `AP${formatChinaTime(t).slice(0, 10).replaceAll('-', '')}${String(100000 + apps.nextId())}`;
      const appointmentId = apps.insertAppointment(code, site.site_code, user.id, date, t);
      visitors.forEach((v, i) => apps.insertVisitor(appointmentId, v, i));
      const first = visitors[0] as ContactRow;
      chosen.forEach(({ p, slot }, i) => {
        const order = createOrder(
          {
            site: site.site_code,
            user: user.id,
            orderType: p.resource_type,
            resourceType: p.resource_type,
            resourceId: p.id,
            slotId: slot.id,
            date,
            num: visitors.length,
            start: at(day[0], slot.start_time),
            end: at(day[0], slot.end_time),
            name: first.name,
            phone: sm4Decrypt(first.phone) ?? '',
            status: STATUS.TO_USE,
          },
          'YY',
        );
        apps.insertVoucher(order.id, appointmentId, i);
      });
      return ok({ appointmentCode: code });
    }),
  );
}

function registerReadRoutes(app: FastifyInstance, ctx: AppContext, apps: AppointmentsStore): void {
  /** The caller's own appointment with its visitors (masked) and vouchers (reservation orders). */
  app.get('/res/api/appointment/detail', async (req) => {
    const site = requireSite(req);
    const user = callerOf(ctx, req);
    if (!user) return notLoggedIn();
    const t = ctx.clock.now();
    settle(ctx.db, t);
    const a = apps.byCode(input(req, 'appointmentCode').trim(), site.site_code, user.id);
    if (!a) return refused(TEXTS.notFound);
    return ok({
      appointmentCode: a.code,
      date: a.date,
      createTime: formatChinaTime(a.created_at),
      visitors: apps.visitors(a.id).map((v) => ({
        contactId: String(v.contact_id),
        name: v.name,
        certType: String(v.cert_type),
        certNumber: mask(sm4Decrypt(v.cert_number) ?? ''),
      })),
      vouchers: apps.vouchers(a.id).map((o) => orderPayload(ctx.db, o, t)),
    });
  });

  /** The caller's record of use: each used voucher of their appointments, where and when, the latest first. */
  app.get('/res/api/appointment/consumption', async (req) => {
    const site = requireSite(req);
    const user = callerOf(ctx, req);
    if (!user) return notLoggedIn();
    const t = ctx.clock.now();
    settle(ctx.db, t);
    const page = paging(req);
    const { rows, total } = apps.used(site.site_code, user.id, page.pageSize, (page.currPage - 1) * page.pageSize);
    const items = rows.flatMap((r) => {
      const o = apps.order(r.order_id);
      if (!o) return [];
      return [
        {
          id: String(o.id),
          appointmentCode: r.code,
          orderCode: o.order_code,
          resourceType: o.resource_type,
          resourceId: String(o.resource_id),
          resourceName: orderResource(ctx.db, o).name,
          useNum: String(o.order_num),
          usedTime: formatChinaTime(r.used_at),
          useDate: formatChinaTime(chinaDayStart(o.start_time)).slice(0, 10),
        },
      ];
    });
    return pageOf(items, total, page);
  });
}

/** Why a voucher of a combined appointment cannot be cancelled now ("" when it can): its order's cancel rule, or its status. */
function voucherBlock(ctx: AppContext, o: OrderRow, nowMs: number): '' | 'USED' | 'EXPIRED' | 'NOT_CANCELLABLE' | 'TOO_LATE' {
  if (o.status === STATUS.USED) return 'USED';
  if (o.status !== STATUS.UNPAID && o.status !== STATUS.REVIEW && o.status !== STATUS.TO_USE) return 'EXPIRED';
  const r = orderResource(ctx.db, o);
  const why = cancelRefusal(r.cancelStatus, r.cancelTime, o.start_time, nowMs);
  return why === '' ? '' : r.cancelStatus === '0' || r.cancelStatus === '' ? 'NOT_CANCELLABLE' : 'TOO_LATE';
}

function registerCancelRoute(app: FastifyInstance, ctx: AppContext, res: ReservationsStore, apps: AppointmentsStore): void {
  const { writeAsCaller, now } = bookingKit(ctx, res);
  /**
   * Cancels the caller's whole appointment in one transaction: every voucher still live is
   * cancelled (its places go back to the slot, its points and trade are returned) or, when one of
   * them can no longer be cancelled by its rule, none is and the refusal names those vouchers.
   */
  app.post('/res/api/appointment/cancel', async (req) =>
    writeAsCaller(req, (site, user) => {
      const t = now();
      const a = apps.byCode(formInput(req, 'appointmentCode').trim(), site.site_code, user.id) ?? refuse(TEXTS.notFound);
      const live = apps.vouchers(a.id).filter((o) => o.status !== STATUS.CANCELLED);
      if (live.length === 0) refuse(TEXTS.alreadyCancelled);
      const blocked = live.flatMap((o) => {
        const reason = voucherBlock(ctx, o, t);
        return reason ? [{ orderCode: o.order_code, resourceName: orderResource(ctx.db, o).name, reason }] : [];
      });
      if (blocked.length > 0) refuse(TEXTS.notAllCancellable, { vouchers: blocked });
      for (const o of live) {
        if (!apps.cancelVoucher(o, t)) refuse(TEXTS.alreadyCancelled);
        refundPoints(ctx.db, o, t);
      }
      return okMessage(TEXTS.cancelled, { appointmentCode: a.code, cancelled: String(live.length) });
    }),
  );
}

/** "51010719880512231X" → "5101**********231X". */
function mask(n: string): string {
  const keep = n.length >= 15 ? 4 : n.length >= 7 ? 2 : 1;
  return n.length <= 2 * keep ? '*'.repeat(n.length) : `${n.slice(0, keep)}${'*'.repeat(n.length - 2 * keep)}${n.slice(-keep)}`;
}

export function registerAppointmentRoutes(app: FastifyInstance, ctx: AppContext): void {
  const res = reservationsStore(ctx.db);
  const apps = appointmentsStore(ctx.db);
  registerOfferRoute(app, ctx, res, apps);
  registerMakeRoute(app, ctx, res, apps);
  registerCancelRoute(app, ctx, res, apps);
  registerReadRoutes(app, ctx, apps);
}
