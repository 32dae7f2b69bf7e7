import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness } from './harness.ts';
import type { Harness } from './harness.ts';

let h: Harness;
let token: string;
beforeAll(async () => {
  h = await startHarness({ timeoutMs: 5000 });
  token = await h.signIn('13800000001');
}, 120_000);
afterAll(async () => {
  await h?.close();
});

const auth = (t: string, language = 'CN') => ({ 'x-token': t, 'x-language': language });
const ERRORS = 'errors { code field message limit }';
const ITINERARY = `id upstreamId name days playHours version isMine isEditable origin stopCount destinationNames unplacedDestinations
  dayPlans { id upstreamId dayNumber addStopPath stops { id upstreamId name kind reason reasonLabel arriveAt leaveAt stayMinutes waitMinutes opensAt closesAt trafficPath detailPath placePath location { longitude latitude } legFromPrevious { mode distanceMeters minutes } } }`;

async function scenicAreas(n: number): Promise<string[]> {
  const r = await h.gql(`query($n: Int) { places(kind: SCENIC_AREA, first: $n) { edges { node { id } } } }`, { n });
  return r.data!.places.edges.map((e: any) => e.node.id);
}

async function generate(t: string, input: Record<string, unknown>) {
  return h.gql(
    `mutation($input: GenerateItineraryInput!) { generateItinerary(input: $input) { itinerary { ${ITINERARY} } ${ERRORS} } }`,
    { input },
    auth(t),
  );
}

describe('itinerary wizard', () => {
  it("lists the preference labels in the site's language", async () => {
    const cn = await h.gql(`{ itineraryLabels { id name } }`);
    expect(cn.data!.itineraryLabels.map((l: any) => l.name)).toContain('人文历史');
    const fr = await h.gql(`{ itineraryLabels { id name } }`, {}, { 'x-site-code': 'site530700' });
    expect(fr.data!.itineraryLabels.map((l: any) => l.name)).toContain('Histoire et culture');
  });

  it("checks each step with the spec's prompts, before any upstream call", async () => {
    const CHECK = `query($input: ItinerarySettingsInput!) { itinerarySettingsErrors(input: $input) { code field message limit } }`;
    const none = await h.gql(CHECK, { input: { destinationIds: [] } }, { 'x-language': 'CN' });
    expect(none.data!.itinerarySettingsErrors).toEqual([
      { code: 'ITINERARY_DESTINATION_REQUIRED', field: 'destinationIds', message: '请选择目的地景区', limit: null },
    ]);
    expect(none.upstreamCalls).toBe(0);
    const long = await h.gql(CHECK, { input: { days: 5, playHours: 121 } }, { 'x-language': 'CN' });
    expect(long.data!.itinerarySettingsErrors).toEqual([
      { code: 'ITINERARY_PLAY_TIME_TOO_LONG', field: 'playHours', message: '游玩时间不能超过120小时', limit: 120 },
    ]);
    const en = await h.gql(CHECK, { input: { days: 5, playHours: 121 } }, { 'x-language': 'EN' });
    expect(en.data!.itinerarySettingsErrors[0].message).toBe('Playing time must not exceed 120 hours.');
    // 120 is fine; 25 hours in one day is not; 11 days is not; steps not reached yet are not checked
    expect((await h.gql(CHECK, { input: { days: 5, playHours: 120 } })).data!.itinerarySettingsErrors).toEqual([]);
    expect((await h.gql(CHECK, { input: { days: 1, playHours: 25 } })).data!.itinerarySettingsErrors[0]).toMatchObject({
      code: 'ITINERARY_PLAY_TIME_INVALID',
      limit: 24,
    });
    expect((await h.gql(CHECK, { input: { days: 11 } })).data!.itinerarySettingsErrors[0]).toMatchObject({
      code: 'ITINERARY_DAYS_INVALID',
      limit: 10,
    });
    expect((await h.gql(CHECK, { input: {} })).data!.itinerarySettingsErrors).toEqual([]);
    const limits = await h.gql(`{ inputLimits { itineraryMaxPlayHours itineraryMaxDays itineraryNameMaxLength } }`);
    expect(limits.data!.inputLimits).toEqual({ itineraryMaxPlayHours: 120, itineraryMaxDays: 10, itineraryNameMaxLength: 30 });
  });

  it('refuses to generate without a destination or above 120 hours without calling the upstream', async () => {
    const areas = await scenicAreas(3);
    const empty = await generate(token, { destinationIds: [], days: 2, playHours: 16 });
    expect(empty.data!.generateItinerary).toMatchObject({
      itinerary: null,
      errors: [{ code: 'ITINERARY_DESTINATION_REQUIRED', message: '请选择目的地景区' }],
    });
    expect(empty.upstreamCalls).toBe(0);
    const long = await generate(token, { destinationIds: areas, days: 5, playHours: 121 });
    expect(long.data!.generateItinerary.errors).toEqual([
      { code: 'ITINERARY_PLAY_TIME_TOO_LONG', field: 'playHours', message: '游玩时间不能超过120小时', limit: 120 },
    ]);
    expect(long.upstreamCalls).toBe(0);
    const anonymous = await h.gql(`mutation { generateItinerary(input: { destinationIds: [], days: 1, playHours: 1 }) { ${ERRORS} } }`);
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('refuses an impossible or unreadable start date with DATE_INVALID and stores nothing', async () => {
    const areas = await scenicAreas(2);
    for (const startDate of ['2026-02-30', '2026-13-01', 'tomorrow', '2026/03/01']) {
      const before = await h.dev.writes();
      const r = await generate(token, { destinationIds: areas, days: 1, playHours: 8, startDate });
      expect(r.data!.generateItinerary).toEqual({
        itinerary: null,
        errors: [{ code: 'DATE_INVALID', field: 'startDate', message: '日期格式不正确', limit: null }],
      });
      expect(r.upstreamCalls).toBe(0);
      expect(await h.dev.writes()).toBe(before);
    }
    const ok = await generate(token, { destinationIds: areas, days: 1, playHours: 8, startDate: '2026-03-01' });
    expect(ok.data!.generateItinerary.errors).toEqual([]);
  });

  it('generates a three-day plan of the chosen areas, with legs and reasons, in one upstream call', async () => {
    const areas = await scenicAreas(4);
    const labels = (await h.gql(`{ itineraryLabels { id name } }`)).data!.itineraryLabels;
    const r = await generate(token, { destinationIds: areas, days: 3, playHours: 27, labelIds: [labels[1].id] });
    expect(r.upstreamCalls).toBe(1);
    const it = r.data!.generateItinerary.itinerary;
    expect(r.data!.generateItinerary.errors).toEqual([]);
    expect(it).toMatchObject({ days: 3, playHours: 27, version: 1, isMine: true, isEditable: true, origin: 'GENERATED' });
    expect(it.dayPlans.map((d: any) => d.dayNumber)).toEqual([1, 2, 3]);
    const stops = it.dayPlans.flatMap((d: any) => d.stops);
    expect(stops.length).toBe(it.stopCount);
    expect(stops[0]).toMatchObject({
      arriveAt: '09:00',
      legFromPrevious: null,
      trafficPath: null,
      reason: 'DESTINATION',
      kind: 'SCENIC_AREA',
    });
    for (const s of stops.slice(1)) {
      expect(s.legFromPrevious.minutes).toBeGreaterThan(0);
      expect(s.trafficPath).toMatch(/^\/itinerary-traffic\/\d+\/\d+$/);
      expect(['WALKING', 'DRIVING']).toContain(s.legFromPrevious.mode);
    }
    expect(stops.some((s: any) => s.reason === 'LUNCH')).toBe(true);
    expect(stops.filter((s: any) => s.reason === 'HOTEL').length).toBe(2);
    expect(stops.find((s: any) => s.reason === 'SPOT').reasonLabel.length).toBeGreaterThan(0);
    expect(stops[0].placePath).toMatch(/^\/scenic-detail\/\d+$/);
    expect(stops[0].detailPath).toMatch(new RegExp(`^/itinerary-resource-detail/CONTENT_TYPE_SCENERY/\\d+/${it.upstreamId}/\\d+/\\d+$`));
    // the viewer's itineraries list it first
    const mine = await h.gql(`{ viewer { user { itineraries { totalCount edges { node { id } } } } } }`, {}, auth(token));
    expect(mine.data!.viewer.user.itineraries.edges[0].node.id).toBe(it.id);
  });
});

describe('recommended itineraries, detail and traffic', () => {
  it("lists the site's recommended itineraries; a detail is one upstream call; the ways between two stops", async () => {
    const list = await h.gql(
      `{ recommendedItineraries { totalCount edges { node { id upstreamId name origin isEditable cover { url } } } } }`,
    );
    const first = list.data!.recommendedItineraries.edges[0].node;
    expect(first).toMatchObject({ origin: 'RECOMMENDED', isEditable: false });
    const detail = await h.gql(
      `query($id: ID!) { nodeByUpstreamId(type: "Itinerary", upstreamId: $id) { ... on Itinerary { ${ITINERARY} } } }`,
      { id: first.upstreamId },
    );
    expect(detail.upstreamCalls).toBe(1);
    const day2 = detail.data!.nodeByUpstreamId.dayPlans[1].stops;
    // a day's first stop comes from the previous night's hotel
    expect(day2[0].trafficPath).not.toBeNull();
    const [a, b] = detail.data!.nodeByUpstreamId.dayPlans[0].stops;
    const route = await h.gql(
      `query($from: ID!, $to: ID!) { itineraryRoute(fromStopId: $from, toStopId: $to) { from { name } to { name location { longitude } } straightDistanceMeters options { mode distanceMeters minutes isPlanned } } }`,
      { from: a.id, to: b.id },
    );
    const r = route.data!.itineraryRoute;
    expect(r.from.name).toBe(a.name);
    expect(r.to.name).toBe(b.name);
    expect(r.options.map((o: any) => o.mode)).toEqual(['WALKING', 'DRIVING', 'PUBLIC_TRANSPORT']);
    const planned = r.options.find((o: any) => o.isPlanned);
    expect(planned).toMatchObject({
      mode: b.legFromPrevious.mode,
      minutes: b.legFromPrevious.minutes,
      distanceMeters: b.legFromPrevious.distanceMeters,
    });
    // the route's upstream ids work too (the `/itinerary-traffic/{start}/{end}` route carries them)
    const byRaw = await h.gql(
      `query($from: ID!, $to: ID!) { itineraryRoute(fromStopId: $from, toStopId: $to) { straightDistanceMeters } }`,
      { from: a.upstreamId, to: b.upstreamId },
    );
    expect(byRaw.data!.itineraryRoute.straightDistanceMeters).toBe(r.straightDistanceMeters);
  });
});

describe('editing', () => {
  const EDIT = `itinerary { id version dayPlans { id stops { id upstreamId reason arriveAt } } } ${ERRORS}`;

  async function mine() {
    const areas = await scenicAreas(3);
    return (await generate(token, { destinationIds: areas, days: 2, playHours: 18 })).data!.generateItinerary.itinerary;
  }

  it('moves a stop to another day', async () => {
    const it = await mine();
    const stop = it.dayPlans[0].stops[1];
    const r = await h.gql(
      `mutation($input: MoveItineraryStopInput!) { moveItineraryStop(input: $input) { ${EDIT} } }`,
      { input: { itineraryId: it.id, version: it.version, stopId: stop.id, toDayId: it.dayPlans[1].id, toPosition: 1 } },
      auth(token),
    );
    const out = r.data!.moveItineraryStop;
    expect(out.errors).toEqual([]);
    expect(out.itinerary.version).toBe(2);
    expect(out.itinerary.dayPlans[1].stops[1].id).toBe(stop.id);
    expect(out.itinerary.dayPlans[0].stops.map((s: any) => s.id)).not.toContain(stop.id);
  });

  it('two devices editing at once: the second gets ITINERARY_CONFLICT and the fresh itinerary, and loses nothing', async () => {
    const it = await mine();
    const stop = it.dayPlans[0].stops[1];
    const [removed, renamed] = await Promise.all([
      h.gql(
        `mutation($input: RemoveItineraryStopInput!) { removeItineraryStop(input: $input) { ${EDIT} } }`,
        { input: { itineraryId: it.id, version: it.version, stopId: stop.id } },
        auth(token),
      ),
      h.gql(
        `mutation($input: RenameItineraryInput!) { renameItinerary(input: $input) { itinerary { id version name dayPlans { stops { id } } } ${ERRORS} } }`,
        { input: { itineraryId: it.id, version: it.version, name: '周末版' } },
        auth(token, 'EN'),
      ),
    ]);
    const outcomes = [removed.data!.removeItineraryStop, renamed.data!.renameItinerary];
    expect(outcomes.filter((o) => o.errors.length === 0).length).toBe(1);
    const lost = outcomes.find((o) => o.errors.length > 0)!;
    expect(lost.errors[0]).toMatchObject({ code: 'ITINERARY_CONFLICT', field: 'version' });
    // the loser is handed the itinerary as it is now: the winner's change is in it
    expect(lost.itinerary.version).toBe(2);
    const winner = outcomes.find((o) => o.errors.length === 0)!;
    expect(winner.itinerary.version).toBe(2);
    // retrying on the fresh version keeps both changes
    const retry =
      lost === outcomes[1]
        ? (
            await h.gql(
              `mutation($input: RenameItineraryInput!) { renameItinerary(input: $input) { itinerary { version name dayPlans { stops { id } } } ${ERRORS} } }`,
              { input: { itineraryId: it.id, version: 2, name: '周末版' } },
              auth(token),
            )
          ).data!.renameItinerary
        : (
            await h.gql(
              `mutation($input: RemoveItineraryStopInput!) { removeItineraryStop(input: $input) { itinerary { version name dayPlans { stops { id } } } ${ERRORS} } }`,
              { input: { itineraryId: it.id, version: 2, stopId: stop.id } },
              auth(token),
            )
          ).data!.removeItineraryStop;
    expect(retry.errors).toEqual([]);
    expect(retry.itinerary.version).toBe(3);
    expect(retry.itinerary.name).toBe('周末版');
    expect(retry.itinerary.dayPlans.flatMap((d: any) => d.stops.map((s: any) => s.id))).not.toContain(stop.id);
  });

  it('adds a place after a stop; the same place twice in a day is refused; names are checked first', async () => {
    const it = await mine();
    const restaurant = (await h.gql(`{ places(kind: FOOD, first: 1) { edges { node { id } } } }`)).data!.places.edges[0].node.id;
    const day = it.dayPlans[0];
    const ADD = `mutation($input: AddItineraryStopInput!) { addItineraryStop(input: $input) { ${EDIT} } }`;
    const added = await h.gql(
      ADD,
      { input: { itineraryId: it.id, version: it.version, dayId: day.id, placeId: restaurant, afterStopId: day.stops[0].id } },
      auth(token),
    );
    const out = added.data!.addItineraryStop;
    expect(out.errors).toEqual([]);
    expect(out.itinerary.dayPlans[0].stops[1].reason).toBe('ADDED');
    const again = await h.gql(
      ADD,
      { input: { itineraryId: it.id, version: out.itinerary.version, dayId: day.id, placeId: restaurant } },
      auth(token),
    );
    expect(again.data!.addItineraryStop.errors[0]).toMatchObject({ code: 'ITINERARY_STOP_DUPLICATE', message: '该地点已在当天行程中' });
    const RENAME = `mutation($input: RenameItineraryInput!) { renameItinerary(input: $input) { ${ERRORS} } }`;
    const blank = await h.gql(RENAME, { input: { itineraryId: it.id, version: 1, name: '  ' } }, auth(token));
    expect(blank.data!.renameItinerary.errors[0].code).toBe('ITINERARY_NAME_REQUIRED');
    expect(blank.upstreamCalls).toBe(0);
    const long = await h.gql(RENAME, { input: { itineraryId: it.id, version: 1, name: '长'.repeat(31) } }, auth(token));
    expect(long.data!.renameItinerary.errors[0]).toMatchObject({ code: 'ITINERARY_NAME_TOO_LONG', limit: 30 });
  });

  it('a day holds at most 20 places: one more is refused (ITINERARY_DAY_FULL, with the limit) and the itinerary is unchanged', async () => {
    const it = await mine();
    const ADD = `mutation($input: AddItineraryStopInput!) { addItineraryStop(input: $input) { ${EDIT} } }`;
    const places = (
      await h.gql(
        `{ food: places(kind: FOOD, first: 50) { edges { node { id } } } venues: places(kind: VENUE, first: 50) { edges { node { id } } } }`,
      )
    ).data!;
    const candidates: string[] = [...places.food.edges, ...places.venues.edges].map((e: any) => e.node.id);
    let current = it;
    const dayId = it.dayPlans[0].id;
    while (current.dayPlans[0].stops.length < 20) {
      const r = await h.gql(
        ADD,
        { input: { itineraryId: it.id, version: current.version, dayId, placeId: candidates.shift() } },
        auth(token),
      );
      const out = r.data!.addItineraryStop;
      if (out.errors[0]?.code === 'ITINERARY_STOP_DUPLICATE') continue; // a place the day already has
      expect(out.errors).toEqual([]);
      current = out.itinerary;
    }
    expect(candidates.length, 'places left to add').toBeGreaterThan(0);
    // the next place the day does not have yet (a place it has is refused as a duplicate first)
    const addNext = () =>
      h.gql(ADD, { input: { itineraryId: it.id, version: current.version, dayId, placeId: candidates.shift() } }, auth(token, 'EN'));
    let full = await addNext();
    while (full.data!.addItineraryStop.errors[0]?.code === 'ITINERARY_STOP_DUPLICATE' && candidates.length > 0) full = await addNext();
    expect(full.data!.addItineraryStop).toEqual({
      itinerary: null,
      errors: [expect.objectContaining({ code: 'ITINERARY_DAY_FULL', message: 'At most 20 places a day.', limit: 20 })],
    });
    // moving a stop of another day into the full day is refused the same way
    const other = current.dayPlans[1].stops[0];
    const moved = await h.gql(
      `mutation($input: MoveItineraryStopInput!) { moveItineraryStop(input: $input) { ${EDIT} } }`,
      { input: { itineraryId: it.id, version: current.version, stopId: other.id, toDayId: dayId, toPosition: 1 } },
      auth(token),
    );
    expect(moved.data!.moveItineraryStop.errors.map((e: any) => [e.code, e.limit])).toEqual([['ITINERARY_DAY_FULL', 20]]);
    const after = (
      await h.gql(
        `query($id: ID!) { node(id: $id) { ... on Itinerary { version dayPlans { stops { id } } } } }`,
        { id: it.id },
        auth(token),
      )
    ).data!.node;
    expect(after).toEqual({
      version: current.version,
      dayPlans: current.dayPlans.map((d: any) => ({ stops: d.stops.map((s: any) => ({ id: s.id })) })),
    });
  });

  it('copies a recommended itinerary to mine; a recommended one cannot be edited; mine can be deleted', async () => {
    const rec = (await h.gql(`{ recommendedItineraries { edges { node { id version dayPlans { id stops { id } } } } } }`)).data!
      .recommendedItineraries.edges[0].node;
    const refused = await h.gql(
      `mutation($input: RemoveItineraryStopInput!) { removeItineraryStop(input: $input) { ${ERRORS} } }`,
      { input: { itineraryId: rec.id, version: rec.version, stopId: rec.dayPlans[0].stops[0].id } },
      auth(token),
    );
    expect(refused.data!.removeItineraryStop.errors[0].code).toBe('ITINERARY_READ_ONLY');
    const copied = await h.gql(
      `mutation($input: CopyItineraryInput!) { copyItinerary(input: $input) { itinerary { id origin isEditable version stopCount } ${ERRORS} } }`,
      { input: { itineraryId: rec.id } },
      auth(token),
    );
    const copy = copied.data!.copyItinerary.itinerary;
    expect(copy).toMatchObject({
      origin: 'COPIED',
      isEditable: true,
      version: 1,
      stopCount: rec.dayPlans.flatMap((d: any) => d.stops).length,
    });
    const deleted = await h.gql(
      `mutation($input: DeleteItineraryInput!) { deleteItinerary(input: $input) { deletedItineraryId ${ERRORS} } }`,
      { input: { itineraryId: copy.id } },
      auth(token),
    );
    expect(deleted.data!.deleteItinerary).toEqual({ deletedItineraryId: copy.id, errors: [] });
    expect((await h.gql(`query($id: ID!) { node(id: $id) { id } }`, { id: copy.id }, auth(token))).data!.node).toBeNull();
  });

  it('lists places of a kind near a stop of a day, nearest first (what to add after it)', async () => {
    const it = await mine();
    const day = it.dayPlans[0];
    const anchor = day.stops[0];
    const r = await h.gql(
      `query($i: ID!, $d: ID!, $s: ID) { itineraryNearbyPlaces(itineraryId: $i, dayId: $d, nearStopId: $s, kind: FOOD, first: 5) { totalCount edges { node { name distance { meters } } } } }`,
      { i: it.id, d: day.id, s: anchor.id },
      auth(token),
    );
    const meters = r.data!.itineraryNearbyPlaces.edges.map((e: any) => e.node.distance.meters);
    expect(meters.length).toBe(5);
    expect([...meters].sort((a: number, b: number) => a - b)).toEqual(meters);
    // the detail and the list: two calls
    // one detail call and one list call (distances are worded in the site's language: its site info)
    await h.dev.resetCalls();
    await h.gql(
      `query($i: ID!, $d: ID!, $s: ID) { itineraryNearbyPlaces(itineraryId: $i, dayId: $d, nearStopId: $s, kind: FOOD, first: 5) { totalCount edges { node { name } } } }`,
      { i: it.id, d: day.id, s: anchor.id },
      auth(token),
    );
    expect((await h.dev.calls()).calls.map((c) => c.path).sort()).toEqual(['res/api/dining/list', 'resExt/api/journey/detail']);
    // upstream ids work too (the add-resource route carries them); an unknown itinerary gives null
    const raw = await h.gql(
      `query($i: ID!, $d: ID!) { itineraryNearbyPlaces(itineraryId: $i, dayId: $d, kind: FOOD, first: 1) { totalCount } }`,
      { i: it.upstreamId, d: day.upstreamId ?? 'x' },
      auth(token),
    );
    expect(raw.data!.itineraryNearbyPlaces.totalCount).toBeGreaterThan(0);
    const none = await h.gql(`{ itineraryNearbyPlaces(itineraryId: "999999", dayId: "1", kind: FOOD) { totalCount } }`, {}, auth(token));
    expect(none.data!.itineraryNearbyPlaces).toBeNull();
  });
});
