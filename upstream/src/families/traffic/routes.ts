/**
 * The traffic family's calls, the same three for each timetable: the stations of the picker, the
 * services between two of them on a date, and one service's detail with its stops.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { input, paging, requireSite, type AppContext } from '../../context.ts';
import { ok, plainList, slicePage, type Envelope } from '../../envelope.ts';
import { refused } from '../../refusal.ts';
import { siteLanguageOf } from '../demo.ts';
import { legItem, stationItem, stopItems, type LegQuery } from './legs.ts';
import { trafficStore, type TrafficMode, type TrafficStore } from './store.ts';
import { checkDate, runsOn, SEARCH_DAYS } from './timetable.ts';
import { TRAFFIC_TEXTS } from './texts.ts';

/** Each timetable's paths. */
export const TRAFFIC_PATHS: Readonly<Record<TrafficMode, { stations: string; search: string; detail: string }>> = {
  TRAIN: { stations: 'resExt/api/gov/train/stations', search: 'resExt/api/gov/train/search', detail: 'resExt/api/gov/train/detail' },
  FLIGHT: { stations: 'traffic/aviation/airports', search: 'traffic/aviation/search', detail: 'traffic/aviation/detail' },
  COACH: { stations: 'coach/stations', search: 'coach/search', detail: 'coach/detail' },
};

const idOf = (text: string) => (/^\d{1,12}$/.test(text) ? Number(text) : null);

/** The stations and the date of a search or a detail, or the refusal that answers instead. */
function legQuery(req: FastifyRequest, ctx: AppContext, store: TrafficStore, mode: TrafficMode): LegQuery | Envelope {
  const site = requireSite(req);
  const fromId = idOf(input(req, 'from'));
  const toId = idOf(input(req, 'to'));
  const from = fromId === null ? undefined : store.station(site.site_code, mode, fromId);
  const to = toId === null ? undefined : store.station(site.site_code, mode, toId);
  if (!from || !to) return refused(TRAFFIC_TEXTS.noSuchStation);
  if (from.id === to.id) return refused(TRAFFIC_TEXTS.sameStations);
  const date = input(req, 'date').trim();
  const checked = checkDate(date, mode, ctx.clock.now());
  if (!checked.ok)
    return refused(
      checked.reason === 'bad'
        ? TRAFFIC_TEXTS.badDate
        : checked.reason === 'past'
          ? TRAFFIC_TEXTS.pastDate
          : TRAFFIC_TEXTS.tooFar(SEARCH_DAYS[mode]),
    );
  return { dayStart: checked.dayStart, date, from, to, language: siteLanguageOf(site.site_language) };
}

/** The services running between the stations on the day, by departure. */
function legsOn(store: TrafficStore, siteCode: string, mode: TrafficMode, q: LegQuery) {
  return store.legs(siteCode, mode, q.from.id, q.to.id).filter((leg) => runsOn(leg.run_days, q.dayStart, leg.from_depart));
}

function registerMode(api: FastifyInstance, ctx: AppContext, store: TrafficStore, mode: TrafficMode): void {
  const paths = TRAFFIC_PATHS[mode];
  /** stations: the site's stations of the mode, its own city's first. */
  api.get(`/${paths.stations}`, async (req) => plainList(store.stations(requireSite(req).site_code, mode).map(stationItem)));
  /** search: from, to (station ids), date (yyyy-MM-dd, today to the horizon), currPage, pageSize. */
  api.get(`/${paths.search}`, async (req) => {
    const q = legQuery(req, ctx, store, mode);
    if ('code' in q) return q;
    const legs = legsOn(store, requireSite(req).site_code, mode, q);
    const seats = store.seats(legs.map((l) => l.id));
    return slicePage(
      legs.map((leg) =>
        legItem(
          leg,
          seats.filter((s) => s.service_id === leg.id),
          q,
        ),
      ),
      paging(req),
    );
  });
  /** detail: id, with the search's from, to and date: the stretch, its seats and the whole run's stops. */
  api.get(`/${paths.detail}`, async (req) => {
    const q = legQuery(req, ctx, store, mode);
    if ('code' in q) return q;
    const id = idOf(input(req, 'id'));
    const leg = legsOn(store, requireSite(req).site_code, mode, q).find((l) => l.id === id);
    if (!leg) return refused(TRAFFIC_TEXTS.noSuchService);
    return ok({ ...legItem(leg, store.seats([leg.id]), q), stops: stopItems(store, leg, q.dayStart) });
  });
}

export function routes(api: FastifyInstance, ctx: AppContext): void {
  const store = trafficStore(ctx.db);
  registerMode(api, ctx, store, 'TRAIN');
  registerMode(api, ctx, store, 'FLIGHT');
  registerMode(api, ctx, store, 'COACH');
}
