/**
 * The general development controls (registered when dev controls are on): fault rules, the call
 * log and the upstream's clock. Not part of the real backend; a family's own controls are its
 * `devRoutes` (`/__dev/<family>/…`).
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from './context.ts';
import type { FaultInput } from './faults.ts';

export function registerDevControls(app: FastifyInstance, ctx: AppContext): void {
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
}
