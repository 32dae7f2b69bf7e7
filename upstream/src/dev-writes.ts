/**
 * Development-only: how many rows requests have written since the database opened
 * (`GET /__dev/writes`: SQLite's `total_changes()` less the message push worker's own bookkeeping,
 * which runs in the background whenever a delivery is due), so a test can tell that a refused
 * request wrote nothing. Not part of the real backend.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from './context.ts';
import { pushBookkeepingWrites } from './families/messages/index.ts';

export function registerWritesRoute(app: FastifyInstance, ctx: AppContext): void {
  const total = ctx.db.prepare('SELECT total_changes() AS n');
  app.get('/__dev/writes', async () => ({ total: (total.get() as { n: number }).n - pushBookkeepingWrites(ctx) }));
}
