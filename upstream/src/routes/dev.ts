/**
 * Development-only controls of the older modules, until their families take them: the
 * reservation orders' review and check-in. Not part of the real backend.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { decideReview, settle, type OrderRow } from '../orders.ts';

export function registerDevRoutes(app: FastifyInstance, ctx: AppContext): void {
  // Reservation orders: decide a pending review at once, or check an order in.
  const orderByCode = (code: unknown) =>
    typeof code === 'string'
      ? (ctx.db.prepare('SELECT * FROM reservation_orders WHERE order_code = ?').get(code) as OrderRow | undefined)
      : undefined;
  app.post('/__dev/orders/review', async (req, reply) => {
    const body = (req.body && typeof req.body === 'object' ? req.body : {}) as { orderCode?: unknown; pass?: unknown };
    if (typeof body.pass !== 'boolean') return reply.code(400).send({ error: 'give orderCode and pass (boolean)' });
    const pass = body.pass;
    const result = ctx.db
      .transaction(() => {
        settle(ctx.db, ctx.clock.now());
        const o = orderByCode(body.orderCode);
        if (!o) return null;
        decideReview(ctx.db, o.id, pass, ctx.clock.now());
        return orderByCode(body.orderCode);
      })
      .immediate();
    if (!result) return reply.code(404).send({ error: 'no such order' });
    return { orderCode: result.order_code, status: result.status };
  });
  app.post('/__dev/orders/use', async (req, reply) => {
    const body = (req.body && typeof req.body === 'object' ? req.body : {}) as { orderCode?: unknown };
    const result = ctx.db
      .transaction(() => {
        settle(ctx.db, ctx.clock.now());
        const o = orderByCode(body.orderCode);
        if (!o) return null;
        if (o.status === 11)
          ctx.db
            .prepare('UPDATE reservation_orders SET status = 12, use_num = order_num, updated_at = ? WHERE id = ?')
            .run(ctx.clock.now(), o.id);
        return orderByCode(body.orderCode);
      })
      .immediate();
    if (!result) return reply.code(404).send({ error: 'no such order' });
    return { orderCode: result.order_code, status: result.status };
  });
}
