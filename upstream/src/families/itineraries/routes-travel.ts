/** The travel query: the ways between two ends (stops of a journey the caller may see, or points), the planner's choice marked. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { input, requireSite, type AppContext } from '../../context.ts';
import { callerOf } from '../../caller.ts';
import { ok } from '../../envelope.ts';
import { refused } from '../../refusal.ts';
import type { UserRow } from '../accounts/index.ts';
import { intOf } from './params.ts';
import { itinerariesStore } from './store.ts';
import { ITINERARY_TEXTS as T } from './texts.ts';
import { straightMeters, travelOptions, plannedLeg, type Point } from './travel.ts';

type End = Point & { name: string; address: string };

/** One end of the query (`start` or `end`): a stop (`…SourceId`) or a point (`…Lng`, `…Lat`, `…Name`); null when there is none. */
function endOf(ctx: AppContext, req: FastifyRequest, siteCode: string, user: UserRow | null, which: 'start' | 'end'): End | null {
  const sourceId = intOf(input(req, `${which}SourceId`));
  if (sourceId !== null) {
    const row = itinerariesStore(ctx.db).sourceEnd(sourceId, siteCode);
    return row && (row.user_id === null || (user && row.user_id === user.id)) ? row : null;
  }
  const lng = Number(input(req, `${which}Lng`));
  const lat = Number(input(req, `${which}Lat`));
  if (input(req, `${which}Lng`) === '' || !Number.isFinite(lng) || !Number.isFinite(lat) || Math.abs(lng) > 180 || Math.abs(lat) > 90)
    return null;
  return { longitude: lng, latitude: lat, name: input(req, `${which}Name`), address: '' };
}

export function registerTravel(api: FastifyInstance, ctx: AppContext): void {
  api.get('/resExt/api/journey/travelQuery', async (req) => {
    const site = requireSite(req);
    const user = callerOf(ctx, req);
    const start = endOf(ctx, req, site.site_code, user, 'start');
    const end = endOf(ctx, req, site.site_code, user, 'end');
    if (!start || !end) return refused(T.noSuchEnd);
    const planned = plannedLeg(start, end);
    return ok({
      start: { name: start.name, address: start.address, longitude: String(start.longitude), latitude: String(start.latitude) },
      end: { name: end.name, address: end.address, longitude: String(end.longitude), latitude: String(end.latitude) },
      distance: String(straightMeters(start, end)),
      routes: travelOptions(start, end).map((o) => ({
        type: o.mode,
        distance: String(o.meters),
        time: String(o.minutes),
        recommend: o.mode === planned.mode ? '1' : '0',
      })),
    });
  });
}
