/**
 * Activity sign-up (saveGenerateOrder): a session's seats under the activity's rules (sign-up
 * window, seats per order, one live order per session, points, the integrity check), created in
 * one IMMEDIATE transaction with no await inside.
 */
import type { FastifyInstance } from 'fastify';
import { formInput, type AppContext } from '../context.ts';
import { creditView } from '../credit.ts';
import { ok } from '../envelope.ts';
import { LIVE, STATUS } from '../orders.ts';
import { ACTIVITY_TYPE } from '../resources.ts';
import { activitiesStore } from '../families/activities/index.ts';
import { bookingKit, money } from '../families/reservations/index.ts';
import { refuse } from '../refusal.ts';

export function registerActivityOrderRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, now, writeAsCaller, contact, createOrder, takePoints, orderNumOf } = bookingKit(ctx);
  const activities = activitiesStore(db);

  app.post('/act/api/activityOrder/saveGenerateOrder', async (req) =>
    writeAsCaller(req, (site, user) => {
      const t = now();
      const a = activities.byId(site.site_code, Number.parseInt(formInput(req, 'activityId'), 10));
      if (!a) return refuse('活动不存在');
      if (a.type === 'ACTIVITY_TYPE_PLAIN') refuse('该活动无需预约');
      if (a.jump_url) refuse('请通过活动链接报名');
      const sessions = activities.sessions(a.id);
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
      const stock = activities.sessions(a.id).find((s) => s.id === session.id)?.stock ?? 0;
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
    }),
  );
}
