/**
 * The seat calls: a seated session's hall (every seat with its row, number, zone, price and
 * state) and `useSeat`, the caller's choice held for SEAT_HOLD_MS. A hold runs in one IMMEDIATE
 * transaction with no await inside and the seat's primary key in `seat_holds`: of two visitors
 * holding one seat at once exactly one gets it; the other is refused with the seats taken, and
 * holds nothing.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { formInput, input, requireSite, type AppContext } from '../../context.ts';
import { ok } from '../../envelope.ts';
import { refuse, refused } from '../../refusal.ts';
import { formatChinaTime } from '../../time.ts';
import { activitiesStore, type ActivitiesStore, type ActivityRow, type SessionRow } from '../activities/index.ts';
import { bookingKit, okMessage, settle } from '../reservations/index.ts';
import { SEAT_HOLD_MS, seatPayload, seatStatus, seatsOf } from './hold.ts';
import type { HallRow } from './store.ts';
import { TEXTS } from './texts.ts';

export const SEAT_LIST_PATH = '/act/api/activityOrder/seatList';
export const USE_SEAT_PATH = '/act/api/activityOrder/useSeat';

interface Seated {
  activity: ActivityRow;
  session: SessionRow;
  hall: HallRow;
}

/** The seated activity and session a call names, or the refusal's text. */
function seatedOf(ctx: AppContext, activities: ActivitiesStore, siteCode: string, activityId: string, sessionId: string): Seated | string {
  const activity = activities.byId(siteCode, Number.parseInt(activityId, 10));
  const hall = activity && seatsOf(ctx.db).hall(siteCode, activity.id);
  if (!activity || !hall) return TEXTS.notSeated;
  const session = activities.sessions(activity.id).find((s) => String(s.id) === sessionId.trim());
  if (!session) return TEXTS.noSuchSession;
  return { activity, session, hall };
}

function registerSeatList(app: FastifyInstance, ctx: AppContext, activities: ActivitiesStore): void {
  const { caller } = bookingKit(ctx);
  app.get(SEAT_LIST_PATH, async (req) => {
    const site = requireSite(req);
    const t = ctx.clock.now();
    settle(ctx.db, t);
    const seated = seatedOf(ctx, activities, site.site_code, input(req, 'activityId'), input(req, 'sessionId'));
    if (typeof seated === 'string') return refused(seated);
    const user = caller(req)?.id ?? null;
    const seats = seatsOf(ctx.db).seats(seated.activity.id, seated.session.id, t);
    const own = seats.filter((s) => seatStatus(s, user) === '3');
    const until = own.length > 0 ? Math.min(...own.map((s) => s.held_until ?? t)) : null;
    return ok({
      activityId: String(seated.activity.id),
      sessionId: String(seated.session.id),
      hallName: seated.hall.name,
      aislesAfter: seated.hall.aisles_after,
      maxNum: String(seated.activity.max_order_num),
      holdMinutes: String(SEAT_HOLD_MS / 60_000),
      expireTime: until === null ? '' : formatChinaTime(until),
      seats: seats.map((s) => ({ ...seatPayload(s), status: seatStatus(s, user) })),
    });
  });
}

/** The seat ids of the call ("" releases the caller's hold), or null when one is no number. */
function seatIdsOf(req: FastifyRequest): number[] | null {
  const raw = formInput(req, 'seatIds').trim();
  if (raw === '') return [];
  const ids = raw.split(',').map((s) => s.trim());
  if (!ids.every((s) => /^\d{1,12}$/.test(s))) return null;
  return [...new Set(ids.map(Number))];
}

function registerUseSeat(app: FastifyInstance, ctx: AppContext, activities: ActivitiesStore): void {
  const { now, writeAsCaller } = bookingKit(ctx);
  app.post(USE_SEAT_PATH, async (req) =>
    writeAsCaller(req, (site, user) => {
      const t = now();
      const seated = seatedOf(ctx, activities, site.site_code, formInput(req, 'activityId'), formInput(req, 'sessionId'));
      if (typeof seated === 'string') return refuse(seated);
      const { activity, session } = seated;
      if (t < activity.sign_start || t > activity.sign_end || t >= session.start_time) refuse(TEXTS.outsideSignUp);
      const ids = seatIdsOf(req);
      if (ids === null) return refuse(TEXTS.badSeats);
      if (ids.length > activity.max_order_num) refuse(TEXTS.overMax);
      const store = seatsOf(ctx.db);
      const known = new Set(store.seats(activity.id, session.id, t).map((s) => s.id));
      if (!ids.every((id) => known.has(id))) refuse(TEXTS.badSeats);
      const until = t + SEAT_HOLD_MS;
      const taken = store.hold(session.id, user.id, ids, t, until);
      if (taken.length > 0) refuse(TEXTS.seatsTaken, { seatIds: taken.map(String) });
      if (ids.length === 0) return okMessage(TEXTS.released, { seatIds: [], expireTime: '' });
      return ok({ seatIds: ids.map(String), expireTime: formatChinaTime(until) });
    }),
  );
}

export function registerSeatRoutes(app: FastifyInstance, ctx: AppContext): void {
  const activities = activitiesStore(ctx.db);
  registerSeatList(app, ctx, activities);
  registerUseSeat(app, ctx, activities);
}
