/** The reservations family's calls: activity rooms (routes-rooms.ts) and venue / scenic reservation days (routes-days.ts). */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { registerDayRoutes } from './routes-days.ts';
import { registerRoomRoutes } from './routes-rooms.ts';
import { reservationsStore } from './store.ts';

export function registerReservationRoutes(app: FastifyInstance, ctx: AppContext): void {
  const store = reservationsStore(ctx.db);
  registerRoomRoutes(app, ctx, store);
  registerDayRoutes(app, ctx, store);
}
