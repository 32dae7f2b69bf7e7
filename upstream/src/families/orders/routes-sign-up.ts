/**
 * Activity sign-up (saveGenerateOrder): a session's seats under the activity's rules (sign-up
 * window, seats per order, one live order per session, points, the integrity check), created in
 * one IMMEDIATE transaction with no await inside. `signUpOrders` is the same order creation for
 * the other sign-up calls (the sign-up form's `user/api/activityOrder/save`).
 */
import type { FastifyInstance } from 'fastify';
import { formInput, type AppContext, type SiteRow } from '../../context.ts';
import { creditView, type UserRow } from '../accounts/index.ts';
import { ok } from '../../envelope.ts';
import { STATUS } from '../reservations/index.ts';
import { ACTIVITY_TYPE } from '../../resources.ts';
import { activitiesStore, type ActivityRow } from '../activities/index.ts';
import { seatedChoice } from '../seats/index.ts';
import { bookingKit, money } from '../reservations/index.ts';
import { refuse } from '../../refusal.ts';
import { ordersStore, type OrdersStore } from './store.ts';
import { TEXTS } from './texts.ts';

/** What a sign-up asks for; the seats and the contact are read only when the rules before them pass. */
export interface SignUpRequest {
  activityId: string;
  /** "" picks an activity's only session. */
  sessionId: string;
  orderNum(): number;
  contact(): { name: string; phone: string };
  /** More checks on the activity, run after its session and window are known good (a form's answers). */
  check?(activity: ActivityRow): void;
}

/**
 * The order creation of an activity sign-up, for use inside a bookingKit write (a refusal throws
 * and rolls the write back).
 */
export function signUpOrders(ctx: AppContext, store: OrdersStore = ordersStore(ctx.db)) {
  const { db, now, createOrder, takePoints } = bookingKit(ctx);
  const activities = activitiesStore(db);

  return (site: SiteRow, user: UserRow, r: SignUpRequest): { id: number; orderCode: string; status: number } => {
    const t = now();
    const a = activities.byId(site.site_code, Number.parseInt(r.activityId, 10));
    if (!a) return refuse(TEXTS.activityNotFound);
    if (a.type === 'ACTIVITY_TYPE_PLAIN') refuse(TEXTS.noBookingNeeded);
    if (a.jump_url) refuse(TEXTS.signUpByLink);
    const sessions = activities.sessions(a.id);
    const rawSession = r.sessionId.trim();
    const session = rawSession === '' && sessions.length === 1 ? sessions[0] : sessions.find((s) => String(s.id) === rawSession);
    if (!session) return refuse(TEXTS.noSuchSession);
    if (t < a.sign_start || t > a.sign_end || t >= session.start_time) refuse(TEXTS.outsideSignUp);
    r.check?.(a);
    // A seated activity's order takes the seats the caller holds in the session.
    const seated = seatedChoice(db, site.site_code, a.id, session.id, user.id, t);
    const num = seated?.num ?? r.orderNum();
    if (num > a.max_order_num) refuse(TEXTS.overOrderNum);
    const { name, phone } = r.contact();
    // Integrity rules, as the gateway's check: score first, then the credit status.
    if (a.faith_use_status === '1' || a.faith_audit_status === '1') {
      const credit = user.phone ? creditView(db, user.phone, t) : null;
      if (a.faith_use_status === '1' && a.faith_score !== null && (!credit || Number(credit.creditScore) < a.faith_score))
        refuse(TEXTS.creditTooLow);
      if (credit && credit.creditStatus !== '') refuse(TEXTS.creditBanned);
    }
    if (store.hasLiveOrder(user.id, session.id)) refuse(TEXTS.alreadyBooked);
    const stock = activities.sessions(a.id).find((s) => s.id === session.id)?.stock ?? 0;
    if (stock < num) refuse(TEXTS.outOfStock);
    const paid = a.method === '5' || a.method === '6';
    const points = a.method === '2' || a.method === '4' ? (Number.parseInt(a.integral, 10) || 0) * num : 0;
    const status = paid ? STATUS.UNPAID : a.need_audit === '1' ? STATUS.REVIEW : STATUS.TO_USE;
    const total = paid ? (seated?.total ?? money(Number(a.money) * num)) : '0.00';
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
    seated?.bind(order.id);
    takePoints(user, site.site_code, order.code, points);
    return { id: order.id, orderCode: order.code, status };
  };
}

export function registerSignUpRoute(app: FastifyInstance, ctx: AppContext, store: OrdersStore): void {
  const { writeAsCaller, contact, orderNumOf } = bookingKit(ctx);
  const signUp = signUpOrders(ctx, store);

  app.post('/act/api/activityOrder/saveGenerateOrder', async (req) =>
    writeAsCaller(req, (site, user) => {
      const order = signUp(site, user, {
        activityId: formInput(req, 'activityId'),
        sessionId: formInput(req, 'sessionId'),
        orderNum: () => orderNumOf(req),
        contact: () => contact(req),
      });
      return ok({ orderCode: order.orderCode, status: String(order.status) });
    }),
  );
}
