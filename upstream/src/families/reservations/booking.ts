/**
 * What every booking shares (the rooms' and venue / scenic days' here, the activity sign-up and
 * the order calls of the orders): the caller, the write transaction with its refusals, the contact
 * and seat-count inputs, points and the insert of a new reservation order.
 */
import type { FastifyRequest } from 'fastify';
import { formInput, requireSite, type AppContext, type SiteRow } from '../../context.ts';
import { callerOf, notLoggedIn } from '../../caller.ts';
import { Refusal, refuse, refusalAnswer } from '../../refusal.ts';
import { decryptPhone } from '../../crypto/sm4.ts';
import { ok, type Envelope } from '../../envelope.ts';
import { newOrderCode, settle } from './lifecycle.ts';
import { PAY_WINDOW_MS, REVIEW_DELAY_MS, STATUS } from './order-states.ts';
import type { UserRow } from '../accounts/index.ts';
import { reservationsStore, type ReservationsStore } from './store.ts';
import { spendOnBooking } from '../points/index.ts';
import { TEXTS } from './texts.ts';

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
export function bookingKit(ctx: AppContext, store: ReservationsStore = reservationsStore(ctx.db)) {
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
    if (!name) refuse(TEXTS.noContactName);
    const phone = decryptPhone(formInput(req, 'contactPhone'));
    if (!phone) refuse(TEXTS.badContactPhone);
    return { name, phone: phone as string };
  };

  const createOrder = (o: NewOrder, prefix: string): { id: number; code: string } => {
    const t = now();
    const code = newOrderCode(db, prefix, t);
    const id = store.insertOrder({
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
    return { id, code };
  };
  /** Takes an order's points through the points ledger (refused when the balance does not cover them). */
  const takePoints = (user: UserRow, siteCode: string, orderCode: string, points: number) => {
    if (points <= 0) return;
    if (!spendOnBooking(db, user.id, siteCode, orderCode, points, now())) refuse(TEXTS.notEnoughPoints);
  };
  const orderNumOf = (req: FastifyRequest): number => {
    const raw = formInput(req, 'orderNum').trim() || '1';
    const n = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
    if (!Number.isSafeInteger(n) || n < 1) refuse(TEXTS.badOrderNum);
    return n;
  };

  return { db, now, caller, notLoggedIn, writeAsCaller, contact, createOrder, takePoints, orderNumOf };
}
