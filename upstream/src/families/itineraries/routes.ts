/**
 * The itineraries' calls (the "Journeys" calls resExt/api/journey list, detail, save, update,
 * operateSource, copy, travelQuery, journeyLabel; API.md "Itineraries"). Edits carry the
 * journey's `version`: a write with an older one is refused with the fresh journey in `data`,
 * so two devices of the same user never overwrite each other's changes unseen.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { input, paging, requireSite, type AppContext, type SiteRow } from '../../context.ts';
import { Refusal, refuse, refusalAnswer, refused } from '../../refusal.ts';
import { callerOf, notLoggedIn } from '../../caller.ts';
import { type Envelope, ok, pageOf, plainList } from '../../envelope.ts';
import type { UserRow } from '../accounts/index.ts';
import { copyJourney, createPlannedJourney, journeyDetail, journeyItem } from './journeys.ts';
import { itinerariesStore, type JourneyRow } from './store.ts';
import { DAYS_SUFFIX, ITINERARY_TEXTS as T, MAX_DAYS, MAX_NAME_CHARS, MAX_PLAY_HOURS } from './texts.ts';
import { registerTravel } from './routes-travel.ts';
import { operateSource } from './sources.ts';
import { body, idsOf, intOf } from './params.ts';
import { parseDay } from '../../time.ts';

/** What the calls share: the store, a journey the caller may see or edit, the write's frame. */
function journeysOf(ctx: AppContext) {
  const db = ctx.db;
  const store = itinerariesStore(db);
  const journeyOf = (site: string, id: number | null): JourneyRow | undefined => (id === null ? undefined : store.journey(site, id));
  /** A journey the caller may see: a recommended one, or their own. */
  const visible = (j: JourneyRow | undefined, user: UserRow | null): JourneyRow | undefined =>
    j && (j.user_id === null || (user && j.user_id === user.id)) ? j : undefined;
  return {
    store,
    journeyOf,
    visible,
    /** A signed-in caller's write in one immediate transaction; a Refusal rolls it back and answers. */
    write(req: FastifyRequest, fn: (site: SiteRow, user: UserRow) => Envelope): Envelope {
      const site = requireSite(req);
      const user = callerOf(ctx, req);
      if (!user) return notLoggedIn();
      try {
        return db.transaction(() => fn(site, user)).immediate();
      } catch (error) {
        if (error instanceof Refusal) return refusalAnswer(error);
        throw error;
      }
    },
    /** The caller's own journey at `version`; refusals otherwise (the conflict carries the fresh journey). */
    editable(site: SiteRow, user: UserRow, b: Record<string, unknown>, idKey = 'id'): JourneyRow {
      const j = visible(journeyOf(site.site_code, intOf(b[idKey])), user);
      if (!j) return refuse(T.noSuchJourney);
      if (j.user_id === null) return refuse(T.recommendedReadOnly);
      const version = intOf(b.version);
      if (version === null || version !== j.version) return refuse(T.conflict, journeyDetail(db, j, user.id));
      return j;
    },
    fresh: (id: number, user: UserRow) => journeyDetail(db, store.journeyById(id), user.id),
  };
}

function registerReads(api: FastifyInstance, ctx: AppContext): void {
  const { store, journeyOf, visible } = journeysOf(ctx);
  api.get('/resExt/api/journey/journeyLabel', async (req) => {
    const site = requireSite(req);
    return plainList(store.labels(site.site_code).map((r) => ({ id: String(r.id), code: r.code, name: r.name })));
  });

  api.get('/resExt/api/journey/list', async (req) => {
    const site = requireSite(req);
    const user = callerOf(ctx, req);
    const { currPage, pageSize, offset } = paging(req);
    const mine = input(req, 'type').toUpperCase() === 'MINE';
    if (mine && !user) return notLoggedIn();
    const owner = mine ? user!.id : null;
    const rows = store.journeyPage(site.site_code, owner, pageSize, offset);
    return pageOf(
      rows.map((j) => journeyItem(ctx.db, j, user?.id ?? null)),
      store.journeyCount(site.site_code, owner),
      { currPage, pageSize },
    );
  });

  api.get('/resExt/api/journey/detail', async (req) => {
    const site = requireSite(req);
    const user = callerOf(ctx, req);
    const j = visible(journeyOf(site.site_code, intOf(input(req, 'id'))), user);
    if (!j) return refused(T.noSuchJourney);
    return ok(journeyDetail(ctx.db, j, user?.id ?? null));
  });
}

/** A new plan: destinations (scenic areas of the site), days, play time, preferences, name, start date. */
function registerSave(api: FastifyInstance, ctx: AppContext): void {
  const { store, write, fresh } = journeysOf(ctx);
  api.post('/resExt/api/journey/save', async (req) =>
    write(req, (site, user) => {
      const b = body(req);
      const scenicIds = [...new Set(idsOf(b.scenicIds))];
      const days = intOf(b.days);
      const playTime = intOf(b.playTime);
      // the travel-plan form's own prompts
      if (scenicIds.length === 0) return refuse(T.noScenic);
      if (playTime === null || playTime < 1) return refuse(T.noPlayTime);
      if (playTime > MAX_PLAY_HOURS) return refuse(T.playTimeTooLong);
      if (days === null || days < 1 || days > MAX_DAYS) return refuse(T.badDays);
      const scenic = store.placesById(scenicIds);
      if (scenicIds.some((id) => scenic.get(id)?.resource_type !== 'CONTENT_TYPE_SCENERY')) return refuse(T.noSuchScenic);
      if (scenicIds.some((id) => !store.placeOnSite(id, site.site_code))) return refuse(T.noSuchScenic);
      const labelIds = idsOf(b.labelIds);
      const name =
        typeof b.name === 'string' && b.name.trim() !== ''
          ? b.name.trim().slice(0, MAX_NAME_CHARS)
          : `${scenicIds
              .map((id) => scenic.get(id)!.name)
              .slice(0, 2)
              .join('·')}${(DAYS_SUFFIX[site.site_language] ?? DAYS_SUFFIX.CN!)(days)}`;
      // no start date, or a real calendar day (not 2026-02-30, tomorrow or 2026/03/01)
      const startText = typeof b.startDate === 'string' ? b.startDate.trim() : '';
      if (startText !== '' && parseDay(startText) === null) return refuse(T.badStartDate);
      const startDate = startText === '' ? null : startText;
      const id = createPlannedJourney(
        ctx.db,
        {
          siteCode: site.site_code,
          userId: user.id,
          name,
          summary: '',
          days,
          playHours: playTime,
          startDate,
          labelIds,
          scenicIds,
          source: 'AI',
        },
        ctx.clock.now(),
      );
      return ok(fresh(id, user));
    }),
  );
}

function registerEdits(api: FastifyInstance, ctx: AppContext): void {
  const { store, journeyOf, visible, write, editable, fresh } = journeysOf(ctx);
  api.post('/resExt/api/journey/update', async (req) =>
    write(req, (site, user) => {
      const b = body(req);
      const j = editable(site, user, b);
      const name = typeof b.name === 'string' ? b.name.trim() : '';
      if (name === '') return refuse(T.noName);
      if ([...name].length > MAX_NAME_CHARS) return refuse(T.nameTooLong);
      store.rename(j.id, name);
      store.touch(j.id, ctx.clock.now());
      return ok(fresh(j.id, user));
    }),
  );

  api.post('/resExt/api/journey/operateSource', async (req) =>
    write(req, (site, user) => {
      const b = body(req);
      const j = editable(site, user, b, 'journeyId');
      operateSource(ctx.db, site, j, b);
      store.touch(j.id, ctx.clock.now());
      return ok(fresh(j.id, user));
    }),
  );

  api.post('/resExt/api/journey/copy', async (req) =>
    write(req, (site, user) => {
      const id = intOf(input(req, 'id') || String(body(req).id ?? ''));
      const from = visible(journeyOf(site.site_code, id), user);
      if (!from) return refuse(T.noSuchJourney);
      return ok(fresh(copyJourney(ctx.db, from, user.id, ctx.clock.now()), user));
    }),
  );

  /** Not shown in the spec: a traveller may delete one of their itineraries. */
  api.post('/resExt/api/journey/delete', async (req) =>
    write(req, (site, user) => {
      const j = visible(journeyOf(site.site_code, intOf(input(req, 'id') || String(body(req).id ?? ''))), user);
      if (!j || j.user_id !== user.id) return refuse(T.noSuchJourney);
      store.remove(j.id, ctx.clock.now());
      return ok({ id: String(j.id) });
    }),
  );
}

export function routes(api: FastifyInstance, ctx: AppContext): void {
  registerReads(api, ctx);
  registerSave(api, ctx);
  registerEdits(api, ctx);
  registerTravel(api, ctx);
}
