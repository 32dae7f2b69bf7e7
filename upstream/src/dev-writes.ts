/**
 * Development-only: how many rows the database has written since it opened
 * (`GET /__dev/writes`, SQLite's `total_changes()`), so a test can tell that a refused request
 * wrote nothing. Not part of the real backend.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from './context.ts';

export function registerWritesRoute(app: FastifyInstance, ctx: AppContext): void {
  const total = ctx.db.prepare('SELECT total_changes() AS n');
  app.get('/__dev/writes', async () => ({ total: (total.get() as { n: number }).n }));
}
