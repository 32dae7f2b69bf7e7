/** Development-only control channel: fault rules and the call log. Not part of the real backend. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
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
}
