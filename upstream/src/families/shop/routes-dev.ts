/**
 * The shop's development controls (not part of the real backend): the merchant's decision on a
 * refund, at once. `approve` an applied refund; `refund` pays a refund in progress (the wallet is
 * credited, as when the automatic approval comes due); `reject` one in progress with a reason.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { shopStore } from './store.ts';
import { refundsStore } from './store-refunds.ts';

const ACTIONS = new Set(['approve', 'refund', 'reject']);

export function registerShopDevRoutes(app: FastifyInstance, ctx: AppContext): void {
  const store = shopStore(ctx.db);
  const refunds = refundsStore(ctx.db);
  app.post('/__dev/shop/refund', async (req, reply) => {
    const b = (req.body && typeof req.body === 'object' ? req.body : {}) as { refundId?: unknown; action?: unknown; reason?: unknown };
    const action = typeof b.action === 'string' && ACTIONS.has(b.action) ? b.action : null;
    if (!action) return reply.code(400).send({ error: 'give refundId and action (approve, refund or reject)' });
    const id = Number(b.refundId);
    const now = ctx.clock.now();
    const result = ctx.db
      .transaction(() => {
        store.settle(now);
        const r = Number.isSafeInteger(id) ? refunds.byId(id) : undefined;
        if (!r) return null;
        const changed =
          action === 'approve'
            ? refunds.approve(r.id, now)
            : action === 'reject'
              ? refunds.reject(r.id, r.order_id, typeof b.reason === 'string' ? b.reason.trim() : '', now)
              : refunds.payNow(r.order_id, now);
        if (changed && action === 'refund') store.settle(now);
        return { changed, refund: refunds.byId(id) };
      })
      .immediate();
    if (!result) return reply.code(404).send({ error: 'no such refund' });
    if (!result.changed) return reply.code(409).send({ error: 'the refund is not in a state for this', status: result.refund?.status });
    return { refundId: String(id), status: result.refund?.status };
  });
}
