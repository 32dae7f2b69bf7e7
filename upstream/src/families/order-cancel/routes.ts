/** The cancel reasons of the caller's site (anyone may read them: the form shows them before the cancel). */
import type { FastifyInstance } from 'fastify';
import { requireSite, type AppContext } from '../../context.ts';
import { ok } from '../../envelope.ts';
import { orderCancelStore, reasonPayload } from './store.ts';

export function registerOrderCancelRoutes(app: FastifyInstance, ctx: AppContext): void {
  const store = orderCancelStore(ctx.db);
  app.get('/act/api/activityOrder/cancelReasons', async (req) => {
    const site = requireSite(req);
    return ok(store.reasons(site.site_code).map(reasonPayload));
  });
}
