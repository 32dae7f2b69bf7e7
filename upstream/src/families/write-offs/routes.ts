/**
 * Write-off at the gate by staff: the caller's gates with today's count, the order behind a
 * voucher (by its verification code or its id) and writing it off. The role is the caller's
 * phone holding gates on the site; a caller without it gets the answer of an unknown voucher.
 * The write-off runs in one IMMEDIATE transaction after the due transitions: the order turns used
 * only from "to be used", so of two staff writing off the same voucher at once exactly one wins.
 */
import type Database from 'better-sqlite3';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { callerOf, notLoggedIn } from '../../caller.ts';
import { formInput, input, requireSite, type AppContext, type SiteRow } from '../../context.ts';
import { ok, type Envelope } from '../../envelope.ts';
import { refuse, refused } from '../../refusal.ts';
import { chinaDayStart, formatChinaTime } from '../../time.ts';
import type { UserRow } from '../accounts/index.ts';
import { awardTask } from '../points/index.ts';
import { bookingKit, orderPayload, settle, STATUS, type OrderRow } from '../reservations/index.ts';
import { orderSeats } from '../seats/index.ts';
import { writeOffsStore, type GateRow, type WriteOffsStore } from './store.ts';
import { WRITE_OFF_TEXTS as TEXTS } from './texts.ts';

const ID = /^\d{1,15}$/;

function gatePayload(g: GateRow) {
  return { resourceType: g.resource_type, resourceId: String(g.resource_id), name: g.name, todayCount: String(g.today_count) };
}

/** When and where an order was used: its write-off, or (checked in by the visitor) its last change at its own resource. */
function usedPayload(store: WriteOffsStore, o: OrderRow) {
  if (o.status !== STATUS.USED) return null;
  const w = store.writeOff(o.id);
  const resourceType = w?.resource_type ?? o.resource_type;
  const resourceId = w?.resource_id ?? o.resource_id;
  return {
    usedTime: formatChinaTime(w?.written_off_at ?? o.updated_at),
    resourceType,
    resourceId: String(resourceId),
    name: store.gate(resourceType, resourceId)?.name ?? '',
  };
}

/** The order as the gate shows it: the order payload, its seats, and when and where it was used. */
function gateOrderPayload(db: Database.Database, store: WriteOffsStore, o: OrderRow, nowMs: number) {
  const seats = orderSeats(db, o.id);
  return { ...orderPayload(db, o, nowMs), ...(seats.length > 0 ? { seats } : {}), userId: String(o.user_id), used: usedPayload(store, o) };
}

/** The refusal of writing `o` off at the gate (resourceType, resourceId), or null when it may be. */
function writeOffRefusal(store: WriteOffsStore, o: OrderRow, gate: { type: string; id: number }, nowMs: number): [string, unknown] | null {
  if (o.resource_type !== gate.type || o.resource_id !== gate.id) return [TEXTS.wrongGate, null];
  if (o.status === STATUS.USED) return [TEXTS.alreadyUsed, usedPayload(store, o)];
  if (o.status === STATUS.CANCELLED) return [TEXTS.cancelled, null];
  if (o.status === STATUS.EXPIRED) return [TEXTS.expired, null];
  if (o.status !== STATUS.TO_USE) return [TEXTS.notConfirmed, null];
  if (chinaDayStart(o.start_time) !== chinaDayStart(nowMs)) return [TEXTS.notToday, null];
  return null;
}

function registerLookupRoutes(app: FastifyInstance, ctx: AppContext, store: WriteOffsStore): void {
  const staff = (req: FastifyRequest): { site: SiteRow; user: UserRow } | Envelope => {
    const site = requireSite(req);
    const user = callerOf(ctx, req);
    if (!user) return notLoggedIn();
    return { site, user };
  };

  app.get('/res/api/writeOff/gates', async (req) => {
    const who = staff(req);
    if (!('user' in who)) return who;
    const t = ctx.clock.now();
    return ok(store.gates(who.user.phone ?? '', who.site.site_code, chinaDayStart(t)).map(gatePayload));
  });

  /** The order behind a voucher code (`verifyCode`) or an order id (`orderId`) of the site. */
  app.get('/res/api/writeOff/order', async (req) => {
    const who = staff(req);
    if (!('user' in who)) return who;
    const t = ctx.clock.now();
    settle(ctx.db, t);
    const site = who.site.site_code;
    if (!store.isStaffOf(who.user.phone ?? '', site)) return refused(TEXTS.notFound);
    const code = input(req, 'verifyCode').trim();
    const id = input(req, 'orderId').trim();
    const o = code !== '' ? store.byVerifyCode(code, site) : ID.test(id) ? store.byId(Number(id), site) : undefined;
    if (!o) return refused(TEXTS.notFound);
    return ok(gateOrderPayload(ctx.db, store, o, t));
  });
}

function registerWriteOffRoute(app: FastifyInstance, ctx: AppContext, store: WriteOffsStore): void {
  const { writeAsCaller, now } = bookingKit(ctx);
  /** Writes an order off at a gate of the caller: it turns used (12) at once and the visitor's booking task pays. */
  app.post('/res/api/writeOff/use', async (req) =>
    writeAsCaller(req, (site, user) => {
      const phone = user.phone ?? '';
      if (!store.isStaffOf(phone, site.site_code)) refuse(TEXTS.notFound);
      const orderId = formInput(req, 'orderId').trim();
      const type = formInput(req, 'resourceType').trim();
      const rawGate = formInput(req, 'resourceId').trim();
      const o = ID.test(orderId) ? store.byId(Number(orderId), site.site_code) : undefined;
      if (!o) return refuse(TEXTS.notFound);
      const gate = { type, id: ID.test(rawGate) ? Number(rawGate) : -1 };
      if (!store.holds(phone, site.site_code, gate.type, gate.id)) refuse(TEXTS.notYourGate);
      const t = now();
      const refusal = writeOffRefusal(store, o, gate, t);
      if (refusal) refuse(refusal[0], refusal[1]);
      if (!store.use(o.id, t)) refuse(TEXTS.alreadyUsed, usedPayload(store, o));
      store.record(o.id, user.id, gate.type, gate.id, t);
      awardTask(ctx.db, o.user_id, o.site_code, 'COMPLETE_BOOKING', t);
      const used = store.byId(o.id, site.site_code) as OrderRow;
      return ok(gateOrderPayload(ctx.db, store, used, t));
    }),
  );
}

export function registerWriteOffRoutes(app: FastifyInstance, ctx: AppContext): void {
  const store = writeOffsStore(ctx.db);
  registerLookupRoutes(app, ctx, store);
  registerWriteOffRoute(app, ctx, store);
}
