/**
 * What the reservation route families share (rooms.ts, day-reservations.ts, activity-orders.ts,
 * reservation-orders.ts): the caller, the write transaction with its refusals, the contact and
 * seat-count inputs, points and the insert of a new reservation order.
 */
import type { FastifyRequest } from 'fastify';
import { formInput, requireSite, type AppContext, type SiteRow } from '../context.ts';
import { callerOf, notLoggedIn } from '../caller.ts';
import { Refusal, refuse, refusalAnswer } from '../refusal.ts';
import { decryptPhone } from '../crypto/sm4.ts';
import { ok, type Envelope } from '../envelope.ts';
import { newOrderCode, PAY_WINDOW_MS, REVIEW_DELAY_MS, settle, STATUS } from '../orders.ts';
import { type UserRow } from '../users.ts';

export function okMessage(message: string, data: unknown = null): Envelope {
  return { ...ok(data), message, msg: message };
}

/** ISO weekday (1 = Monday) of a China day start. */
export function isoWeek(dayStart: number): number {
  const d = new Date(dayStart + 8 * 3600 * 1000).getUTCDay();
  return d === 0 ? 7 : d;
}

export function hhmm(dayStart: number, text: string): number {
  const [h, m] = text.split(':').map(Number) as [number, number];
  return dayStart + (h * 60 + m) * 60 * 1000;
}

export function money(n: number): string {
  return n.toFixed(2);
}

export type NewOrder = {
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

/** The shared helpers bound to one app context (its database and dev clock). */
export function bookingKit(ctx: AppContext) {
  const db = ctx.db;
  const now = () => ctx.clock.now();

  const caller = (req: FastifyRequest) => callerOf(ctx, req);

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
      if (err instanceof Refusal) return refusalAnswer(err);
      throw err;
    }
  };

  /** A signed-in caller's write (the "not logged in" answer otherwise): `fn` runs inside `write`. */
  const writeAsCaller = (req: FastifyRequest, fn: (site: SiteRow, user: UserRow) => Envelope): Envelope => {
    const site = requireSite(req);
    const user = callerOf(ctx, req);
    if (!user) return notLoggedIn();
    return write(() => fn(site, user));
  };

  const contact = (req: FastifyRequest): { name: string; phone: string } => {
    const name = formInput(req, 'contactName').trim();
    if (!name) refuse('请填写联系人姓名');
    const phone = decryptPhone(formInput(req, 'contactPhone'));
    if (!phone) refuse('联系电话格式不正确');
    return { name, phone: phone as string };
  };

  const insertOrder = db.prepare(
    `INSERT INTO reservation_orders (order_code, site_code, user_id, order_type, status, resource_type, resource_id, session_id,
       time_slot_id, date, order_num, money, integral, pay_money, pay_integral, start_time, end_time, contact_name, contact_phone,
       purpose, review_due_at, pay_due_at, created_at, updated_at)
     VALUES (@code, @site, @user, @orderType, @status, @resourceType, @resourceId, @sessionId, @slotId, @date, @num, @money, @integral,
       @payMoney, @payIntegral, @start, @end, @name, @phone, @purpose, @reviewDue, @payDue, @now, @now)`,
  );
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

  return { db, now, caller, notLoggedIn, writeAsCaller, contact, createOrder, takePoints, orderNumOf };
}
