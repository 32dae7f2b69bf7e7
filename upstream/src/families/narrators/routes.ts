/**
 * Narrators and interpretation sessions: what a place offers, its days with the narrators free on
 * each slot, which of several places offer either service (one call for a list), a place's
 * sessions, sessions by id, and the two bookings. Each booking runs in one IMMEDIATE transaction
 * with no await inside (bookingKit's write): the free narrator or the places left are read and
 * taken atomically, so of two visitors booking the last narrator of a slot exactly one wins.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sm4Decrypt, sm4Encrypt } from '../../crypto/sm4.ts';
import { formInput, input, paging, requireSite, type AppContext } from '../../context.ts';
import { ok, pageOf, plainList } from '../../envelope.ts';
import { refuse, refused } from '../../refusal.ts';
import { chinaDayStart, DAY_MS, formatChinaTime, parseDay } from '../../time.ts';
import { bookingKit, hhmm, INTERPRETATION_ORDER_TYPE, isoWeek, NARRATOR_ORDER_TYPE, settle, STATUS } from '../reservations/index.ts';
import { narratorsStore, type NarratorRow, type NarratorsStore, type SessionRow } from './store.ts';
import { NARRATOR_TEXTS as TEXTS } from './texts.ts';

/** How many days ahead narrators are booked (today included). */
const NARRATOR_DAYS = 7;
const NOTE_MAX = 200;
const ID = /^\d{1,15}$/;
const idOf = (raw: string): number | null => (ID.test(raw.trim()) ? Number(raw.trim()) : null);

function narratorPayload(n: NarratorRow) {
  return { id: String(n.id), name: n.name, languages: n.languages.split(','), photo: n.photo, intro: n.intro };
}

function sessionPayload(s: SessionRow) {
  const stock = Math.max(0, s.capacity - s.external_taken - s.ordered);
  return {
    id: String(s.id),
    title: s.title,
    placeId: String(s.place_id),
    placeName: s.place_name,
    placeType: s.place_type,
    images: s.place_images,
    language: s.language,
    startTime: formatChinaTime(s.start_at),
    endTime: formatChinaTime(s.end_at),
    maxNum: String(s.capacity),
    stock: String(stock),
    maxPerOrder: String(s.max_per_order),
    price: s.price,
    cancelStatus: s.cancel_status,
    cancelTime: s.cancel_time,
    intro: s.intro,
  };
}

function registerReadRoutes(app: FastifyInstance, ctx: AppContext, store: NarratorsStore): void {
  const now = () => ctx.clock.now();

  app.get('/res/api/narrator/offer', async (req) => {
    const site = requireSite(req);
    const id = idOf(input(req, 'placeId'));
    const offer = id === null ? undefined : store.offer(site.site_code, id);
    if (!offer) return refused(TEXTS.notFound);
    const narrators = store.narrators(offer.place_id);
    const languages = [...new Set(narrators.flatMap((n) => n.languages.split(',')))];
    return ok({
      placeId: String(offer.place_id),
      placeName: offer.place_name,
      resourceType: offer.resource_type,
      price: offer.price,
      minNum: String(offer.min_group),
      maxNum: String(offer.max_group),
      cancelStatus: offer.cancel_status,
      cancelTime: offer.cancel_time,
      notes: offer.notes,
      noteMaxLength: String(NOTE_MAX),
      languages,
      narrators: narrators.map(narratorPayload),
    });
  });

  app.get('/res/api/narrator/days', async (req) => {
    const site = requireSite(req);
    const id = idOf(input(req, 'placeId'));
    const offer = id === null ? undefined : store.offer(site.site_code, id);
    if (!offer) return refused(TEXTS.notFound);
    settle(ctx.db, now());
    const narrators = store.narrators(offer.place_id);
    const slots = store.slots(offer.place_id);
    const out: unknown[] = [];
    for (let d = 0; d < NARRATOR_DAYS; d++) {
      const dayStart = chinaDayStart(now(), d);
      const date = formatChinaTime(dayStart).slice(0, 10);
      const times = slots.map((s) => {
        const open = hhmm(dayStart, s.start_time) > now();
        const busy = store.busy(s.id, date);
        const free = open ? narrators.filter((n) => !busy.has(n.id)) : [];
        return {
          id: String(s.id),
          startTime: s.start_time,
          endTime: s.end_time,
          freeNum: String(free.length),
          languages: [...new Set(free.flatMap((n) => n.languages.split(',')))],
        };
      });
      out.push({ date, week: String(isoWeek(dayStart)), orderTimes: times });
    }
    return plainList(out);
  });
}

function registerSessionReadRoutes(app: FastifyInstance, ctx: AppContext, store: NarratorsStore): void {
  const now = () => ctx.clock.now();

  /** For a list of places (placeIds, comma-separated): which offer narrators and how many sessions are ahead. */
  app.get('/res/api/guideService/byPlaces', async (req) => {
    const site = requireSite(req);
    const ids = input(req, 'placeIds')
      .split(',')
      .map(idOf)
      .filter((n): n is number => n !== null)
      .slice(0, 100);
    return plainList(
      store.servicesOf(site.site_code, ids, now()).map((r) => ({
        placeId: String(r.place_id),
        narrator: r.narrator ? '1' : '0',
        sessionNum: String(r.sessions),
      })),
    );
  });

  app.get('/res/api/interpretation/list', async (req) => {
    const site = requireSite(req);
    const id = idOf(input(req, 'placeId'));
    const pg = paging(req);
    settle(ctx.db, now());
    if (id === null) return pageOf([], 0, pg);
    const rows = store.sessionsOfPlace(site.site_code, id, now(), pg.pageSize, pg.offset);
    return pageOf(rows.map(sessionPayload), store.sessionCountOfPlace(site.site_code, id, now()), pg);
  });

  /** Sessions by id (ids, comma-separated), in the order asked; unknown ids are left out. */
  app.get('/res/api/interpretation/byIds', async (req) => {
    const site = requireSite(req);
    settle(ctx.db, now());
    const ids = input(req, 'ids')
      .split(',')
      .map(idOf)
      .filter((n): n is number => n !== null)
      .slice(0, 100);
    return plainList(ids.map((id) => store.session(site.site_code, id)).flatMap((s) => (s ? [sessionPayload(s)] : [])));
  });
}

/** The group leader's certificate number (optional, SM4 hex as the phone travels): stored as SM4 hex, '' when none; refused when not readable. */
function leaderCertOf(req: FastifyRequest): string {
  const hex = formInput(req, 'contactCertNumber').trim();
  if (hex === '') return '';
  const plain = sm4Decrypt(hex);
  if (!plain || !/^[0-9A-Za-z]{6,20}$/.test(plain)) refuse(TEXTS.badCertNumber);
  return sm4Encrypt(plain);
}

function registerBookingRoutes(app: FastifyInstance, ctx: AppContext, store: NarratorsStore): void {
  const { now, writeAsCaller, contact, createOrder, orderNumOf } = bookingKit(ctx);

  app.post('/act/api/narratorOrder/save', async (req) =>
    writeAsCaller(req, (site, user) => {
      const id = idOf(formInput(req, 'placeId'));
      const offer = id === null ? undefined : store.offer(site.site_code, id);
      if (!offer) return refuse(TEXTS.notFound);
      const date = formInput(req, 'date').trim();
      const day = parseDay(date);
      const offset = day ? Math.round((day[0] - chinaDayStart(now())) / DAY_MS) : -1;
      if (!day || offset < 0 || offset >= NARRATOR_DAYS) return refuse(TEXTS.badDate);
      const slot = store.slots(offer.place_id).find((s) => String(s.id) === formInput(req, 'orderTimeId').trim());
      if (!slot) return refuse(TEXTS.noSuchSlot);
      if (hhmm(day[0], slot.start_time) <= now()) refuse(TEXTS.slotStarted);
      const language = formInput(req, 'language').trim();
      if (!store.narrators(offer.place_id).some((n) => n.languages.split(',').includes(language))) refuse(TEXTS.badLanguage);
      const num = orderNumOf(req);
      if (num < offer.min_group || num > offer.max_group) refuse(TEXTS.badGroupSize(offer.min_group, offer.max_group));
      const { name, phone } = contact(req);
      const leaderCertNumber = leaderCertOf(req);
      const note = formInput(req, 'note').trim();
      if ([...note].length > NOTE_MAX) refuse(TEXTS.noteTooLong(NOTE_MAX));
      const narrator = store.freeNarrator(offer.place_id, language, slot.id, date);
      if (!narrator) return refuse(TEXTS.noFreeNarrator);
      const paid = Number(offer.price) > 0;
      const status = paid ? STATUS.UNPAID : STATUS.TO_USE;
      const order = createOrder(
        {
          site: site.site_code,
          user: user.id,
          orderType: NARRATOR_ORDER_TYPE,
          resourceType: NARRATOR_ORDER_TYPE,
          resourceId: offer.place_id,
          slotId: slot.id,
          date,
          num,
          money: offer.price,
          start: hhmm(day[0], slot.start_time),
          end: hhmm(day[0], slot.end_time),
          name,
          phone,
          purpose: note,
          status,
        },
        'JS',
      );
      store.insertBooking({ orderId: order.id, narratorId: narrator.id, slotId: slot.id, date, language, note, leaderCertNumber });
      return ok({ orderCode: order.code, status: String(status), id: String(order.id) });
    }),
  );
}

function registerSessionBookingRoute(app: FastifyInstance, ctx: AppContext, store: NarratorsStore): void {
  const { now, writeAsCaller, contact, createOrder, orderNumOf } = bookingKit(ctx);

  app.post('/act/api/interpretationOrder/save', async (req) =>
    writeAsCaller(req, (site, user) => {
      const id = idOf(formInput(req, 'sessionId'));
      const s = id === null ? undefined : store.session(site.site_code, id);
      if (!s) return refuse(TEXTS.sessionNotFound);
      if (s.start_at <= now()) refuse(TEXTS.sessionStarted);
      const num = orderNumOf(req);
      if (num > s.max_per_order) refuse(TEXTS.badOrderNum(s.max_per_order));
      const { name, phone } = contact(req);
      if (store.hasLiveSessionOrder(user.id, s.id)) refuse(TEXTS.alreadyBooked);
      if (s.capacity - s.external_taken - s.ordered < num) refuse(TEXTS.sessionFull);
      const paid = Number(s.price) > 0;
      const status = paid ? STATUS.UNPAID : STATUS.TO_USE;
      const order = createOrder(
        {
          site: site.site_code,
          user: user.id,
          orderType: INTERPRETATION_ORDER_TYPE,
          resourceType: INTERPRETATION_ORDER_TYPE,
          resourceId: s.id,
          sessionId: s.id,
          num,
          money: (Number(s.price) * num).toFixed(2),
          start: s.start_at,
          end: s.end_at,
          name,
          phone,
          status,
        },
        'DL',
      );
      return ok({ orderCode: order.code, status: String(status), id: String(order.id) });
    }),
  );
}

export function registerNarratorRoutes(app: FastifyInstance, ctx: AppContext): void {
  const store = narratorsStore(ctx.db);
  registerReadRoutes(app, ctx, store);
  registerSessionReadRoutes(app, ctx, store);
  registerBookingRoutes(app, ctx, store);
  registerSessionBookingRoute(app, ctx, store);
}
