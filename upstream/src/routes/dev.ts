/** Development-only control channel: fault rules and the call log. Not part of the real backend. */
import type { FastifyInstance } from 'fastify';
import { param, type AppContext } from '../context.ts';
import { lastCode } from '../sms.ts';
import { decideReview, settle, type OrderRow } from '../orders.ts';
import type { FaultInput } from '../faults.ts';

export function registerDevRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/__dev/faults', async (req, reply) => {
    const body = (req.body && typeof req.body === 'object' ? req.body : {}) as FaultInput;
    const rule = ctx.faults.add(body);
    if (typeof rule === 'string') return reply.code(400).send({ error: rule });
    return { id: rule.id };
  });
  app.get('/__dev/faults', async () => ({ rules: ctx.faults.list() }));
  app.delete('/__dev/faults', async () => {
    ctx.faults.clear();
    return { ok: true };
  });
  app.get('/__dev/calls', async () => {
    const calls = ctx.calls.all();
    return { total: calls.length, calls };
  });
  app.delete('/__dev/calls', async () => {
    ctx.calls.clear();
    return { ok: true };
  });

  // The SMS gateway stand-in: the last code sent to a (plain) phone.
  app.get('/__dev/sms', async (req, reply) => {
    const row = lastCode(ctx.db, param(req, 'phone').trim());
    if (!row) return reply.code(404).send({ error: 'no code sent to this phone' });
    return { phone: row.phone, code: row.code, type: row.type, sentAt: row.sent_at };
  });
  // The upstream's clock (tokens, SMS codes, comment times): move it forward to test expiry.
  app.get('/__dev/clock', async () => ({ now: ctx.clock.now(), offsetMs: ctx.clock.offsetMs }));
  app.post('/__dev/clock', async (req, reply) => {
    const body = (req.body && typeof req.body === 'object' ? req.body : {}) as { advanceMs?: unknown; offsetMs?: unknown };
    if (typeof body.offsetMs === 'number' && Number.isFinite(body.offsetMs)) ctx.clock.offsetMs = body.offsetMs;
    else if (typeof body.advanceMs === 'number' && Number.isFinite(body.advanceMs)) ctx.clock.offsetMs += body.advanceMs;
    else return reply.code(400).send({ error: 'give advanceMs or offsetMs (number)' });
    return { now: ctx.clock.now(), offsetMs: ctx.clock.offsetMs };
  });
  app.delete('/__dev/clock', async () => {
    ctx.clock.offsetMs = 0;
    return { now: ctx.clock.now(), offsetMs: 0 };
  });

  // Reservation orders: decide a pending review at once, or check an order in.
  const orderByCode = (code: unknown) =>
    typeof code === 'string' ? (ctx.db.prepare('SELECT * FROM reservation_orders WHERE order_code = ?').get(code) as OrderRow | undefined) : undefined;
  app.post('/__dev/orders/review', async (req, reply) => {
    const body = (req.body && typeof req.body === 'object' ? req.body : {}) as { orderCode?: unknown; pass?: unknown };
    if (typeof body.pass !== 'boolean') return reply.code(400).send({ error: 'give orderCode and pass (boolean)' });
    const pass = body.pass;
    const result = ctx.db.transaction(() => {
      settle(ctx.db, ctx.clock.now());
      const o = orderByCode(body.orderCode);
      if (!o) return null;
      decideReview(ctx.db, o.id, pass, ctx.clock.now());
      return orderByCode(body.orderCode);
    }).immediate();
    if (!result) return reply.code(404).send({ error: 'no such order' });
    return { orderCode: result.order_code, status: result.status };
  });
  app.post('/__dev/orders/use', async (req, reply) => {
    const body = (req.body && typeof req.body === 'object' ? req.body : {}) as { orderCode?: unknown };
    const result = ctx.db.transaction(() => {
      settle(ctx.db, ctx.clock.now());
      const o = orderByCode(body.orderCode);
      if (!o) return null;
      if (o.status === 11) ctx.db.prepare('UPDATE reservation_orders SET status = 12, use_num = order_num, updated_at = ? WHERE id = ?').run(ctx.clock.now(), o.id);
      return orderByCode(body.orderCode);
    }).immediate();
    if (!result) return reply.code(404).send({ error: 'no such order' });
    return { orderCode: result.order_code, status: result.status };
  });
}
