/**
 * The reservation orders' development controls (not part of the real backend): decide an order's
 * pending review at once, or check an order in, by its code.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { decideReview, settle, STATUS, type OrderRow } from '../reservations/index.ts';
import { checkInOrder } from './check-in.ts';
import { ordersStore } from './store.ts';

export function registerOrderDevRoutes(app: FastifyInstance, ctx: AppContext): void {
  const store = ordersStore(ctx.db);
  const orderByCode = (code: unknown) => (typeof code === 'string' ? store.byCode(code) : undefined);
  /** Settles what is due, then applies `change` to the order with `code`; answers the order after it. */
  const withOrder = (code: unknown, change: (o: OrderRow) => void) =>
    ctx.db
      .transaction(() => {
        settle(ctx.db, ctx.clock.now());
        const o = orderByCode(code);
        if (!o) return null;
        change(o);
        return orderByCode(code);
      })
      .immediate();

  app.post('/__dev/orders/review', async (req, reply) => {
    const body = (req.body && typeof req.body === 'object' ? req.body : {}) as { orderCode?: unknown; pass?: unknown };
    if (typeof body.pass !== 'boolean') return reply.code(400).send({ error: 'give orderCode and pass (boolean)' });
    const pass = body.pass;
    const result = withOrder(body.orderCode, (o) => decideReview(ctx.db, o.id, pass, ctx.clock.now()));
    if (!result) return reply.code(404).send({ error: 'no such order' });
    return { orderCode: result.order_code, status: result.status };
  });
  app.post('/__dev/orders/use', async (req, reply) => {
    const body = (req.body && typeof req.body === 'object' ? req.body : {}) as { orderCode?: unknown };
    const result = withOrder(body.orderCode, (o) => {
      if (o.status === STATUS.TO_USE) checkInOrder(ctx.db, store, o, ctx.clock.now());
    });
    if (!result) return reply.code(404).send({ error: 'no such order' });
    return { orderCode: result.order_code, status: result.status };
  });
}
