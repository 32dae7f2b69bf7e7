import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, postForm, postJson, startTestUpstream, type Client, type Envelope, type Item } from './helpers.ts';
import { openWindow } from '../src/families/itineraries/planner.ts';
import { travelOptions } from '../src/families/itineraries/travel.ts';

let c: Client;
let demo: string;
beforeAll(async () => {
  c = await startTestUpstream();
  demo = (await login(c, '13800000001')).userToken;
});
afterAll(async () => {
  await c.upstream.close();
});

type Stop = Item & {
  id: string;
  name: string;
  resourceId: string;
  longitude: string;
  latitude: string;
  arriveTime: string;
  leaveTime: string;
  reason: string;
  travelMode: string;
  travelMinutes: string;
  travelDistance: string;
  openTimeStart: string;
  openTimeEnd: string;
  stayMinutes: string;
  waitMinutes: string;
};
type Journey = Item & { id: string; version: string; dayList: { id: string; dayNo: string; sources: Stop[] }[]; unplacedScenic: Item[] };

const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));

async function scenicIds(siteCode = 'site510100', n = 4): Promise<string[]> {
  return (await c.list('res/api/scenic/list', { siteCode, pageSize: n })).datas.map((s) => s.id as string);
}

/** Every stop keeps its opening hours and every leg is the travel model's between the two stops. */
function checkPlan(j: Journey) {
  j.dayList.forEach((day, d) => {
    // a day starts from the previous night's hotel
    const night = d > 0 ? j.dayList[d - 1]!.sources.at(-1) : undefined;
    const hotel = night?.reason === 'HOTEL' ? night : undefined;
    day.sources.forEach((s, i) => {
      const [open, close] = openWindow({ open_time_start: s.openTimeStart || null, open_time_end: s.openTimeEnd || null });
      if (s.reason !== 'HOTEL') {
        expect(minutes(s.arriveTime) + Number(s.waitMinutes), `${s.name} opens`).toBeGreaterThanOrEqual(open);
        if (s.reason !== 'DESTINATION') expect(minutes(s.leaveTime), `${s.name} closes`).toBeLessThanOrEqual(close);
      }
      if (i === 0 && !hotel) {
        expect(s.travelMode).toBe('');
        expect(s.arriveTime).toBe('09:00');
        return;
      }
      const prev = i === 0 ? hotel! : day.sources[i - 1]!;
      const options = travelOptions(
        { longitude: Number(prev.longitude), latitude: Number(prev.latitude) },
        { longitude: Number(s.longitude), latitude: Number(s.latitude) },
      );
      const leg = options.find((o) => o.mode === s.travelMode)!;
      expect(leg, `${prev.name} → ${s.name}`).toBeDefined();
      expect(String(leg.minutes)).toBe(s.travelMinutes);
      expect(String(leg.meters)).toBe(s.travelDistance);
      expect(s.travelMode === 'WALK').toBe(leg.meters <= 1500);
      // the next stop starts after the previous one ends (09:00 from the hotel) and the way there
      const from = i === 0 ? 9 * 60 : prev.leaveTime ? minutes(prev.leaveTime) : minutes(prev.arriveTime);
      expect(minutes(s.arriveTime)).toBe(from + leg.minutes);
    });
  });
}

describe('itineraries: labels and recommended', () => {
  it('every demo site has preference labels in its language and recommended itineraries of its real places', async () => {
    for (const siteCode of ['site510100', 'site513225', 'site530700']) {
      const labels = await c.get<Envelope<Item[]>>('resExt/api/journey/journeyLabel', { siteCode });
      expect((labels.datas as Item[]).length, siteCode).toBe(6);
      if (siteCode === 'site530700') expect((labels.datas as Item[]).map((l) => l.name)).toContain('Histoire et culture');
      const list = await c.list('resExt/api/journey/list', { siteCode, type: 'RECOMMEND' });
      expect(list.datas.length, siteCode).toBeGreaterThan(0);
      for (const item of list.datas) {
        const detail = (await c.get('resExt/api/journey/detail', { siteCode, id: item.id as string })).data as Journey;
        expect(detail.dayList.length).toBe(Number(item.days));
        expect(detail.unplacedScenic).toEqual([]);
        expect(detail.dayList.every((d) => d.sources.length > 0)).toBe(true);
        checkPlan(detail);
      }
    }
  });
});

describe('itineraries: generation (save)', () => {
  it("refuses a plan without a destination or above 120 hours, with the spec's prompts", async () => {
    const ids = await scenicIds();
    expect(await postJson(c, 'resExt/api/journey/save', { scenicIds: [], days: 2, playTime: 16 }, { token: demo })).toMatchObject({
      code: 1,
      message: '请选择目的地景区',
    });
    expect(await postJson(c, 'resExt/api/journey/save', { scenicIds: ids, days: 5, playTime: 121 }, { token: demo })).toMatchObject({
      code: 1,
      message: '游玩时间不能超过120小时',
    });
    expect(await postJson(c, 'resExt/api/journey/save', { scenicIds: ids, days: 0, playTime: 8 }, { token: demo })).toMatchObject({
      code: 1,
      message: '行程天数不正确',
    });
    const foreign = (await scenicIds('site513225', 1))[0]!;
    expect(await postJson(c, 'resExt/api/journey/save', { scenicIds: [foreign], days: 1, playTime: 8 }, { token: demo })).toMatchObject({
      code: 1,
      message: '景区不存在',
    });
    expect((await postJson(c, 'resExt/api/journey/save', { scenicIds: ids, days: 1, playTime: 8 })).code).toBe(2);
  });

  it('refuses an impossible or unreadable start date and stores nothing; a real one is kept', async () => {
    const ids = await scenicIds();
    for (const startDate of ['2026-02-30', '2026-13-01', 'tomorrow', '2026/03/01']) {
      const before = await c.dev.writes();
      expect(
        await postJson(c, 'resExt/api/journey/save', { scenicIds: ids, days: 1, playTime: 8, startDate }, { token: demo }),
      ).toMatchObject({
        code: 1,
        message: '出发日期不正确',
      });
      expect(await c.dev.writes()).toBe(before);
    }
    const kept = await postJson(
      c,
      'resExt/api/journey/save',
      { scenicIds: ids, days: 1, playTime: 8, startDate: '2028-02-29' },
      { token: demo },
    );
    expect(kept).toMatchObject({ code: 0, data: { startDate: '2028-02-29' } });
  });

  it("plans three days from the chosen areas by nearest neighbour, within opening hours and each day's budget, and explains each stop", async () => {
    const ids = await scenicIds('site510100', 4);
    const labels = (await c.get<Envelope<Item[]>>('resExt/api/journey/journeyLabel')).datas as Item[];
    const res = await postJson(
      c,
      'resExt/api/journey/save',
      { scenicIds: ids, days: 3, playTime: 27, labelIds: [labels[1]!.id] },
      { token: demo },
    );
    expect(res.code).toBe(0);
    const j = res.data as Journey;
    expect(j).toMatchObject({ days: '3', playTime: '27', isMine: '1', source: 'AI', version: '1' });
    expect(j.dayList.map((d) => d.dayNo)).toEqual(['1', '2', '3']);
    checkPlan(j);
    const stops = j.dayList.flatMap((d) => d.sources);
    // every chosen area is in the plan, or said not to fit
    const placed = stops.filter((s) => s.reason === 'DESTINATION').map((s) => s.resourceId);
    expect([...placed, ...j.unplacedScenic.map((u) => u.id as string)].sort()).toEqual([...ids].sort());
    // a hotel ends every day but the last; lunch is a restaurant
    expect(j.dayList.slice(0, -1).every((d) => d.sources[d.sources.length - 1]!.reason === 'HOTEL')).toBe(true);
    expect(j.dayList[2]!.sources.some((s) => s.reason === 'HOTEL')).toBe(false);
    expect(stops.filter((s) => s.reason === 'LUNCH').every((s) => s.resourceType === 'CONTENT_TYPE_RESTAURANT')).toBe(true);
    // each day within 09:00 + 9 h (the budget), a day's first destination excepted
    for (const d of j.dayList)
      for (const s of d.sources)
        if (s.reason !== 'HOTEL' && s.reason !== 'DESTINATION') expect(minutes(s.leaveTime)).toBeLessThanOrEqual(18 * 60);
    // deterministic: the same input gives the same plan
    const again = (
      await postJson(c, 'resExt/api/journey/save', { scenicIds: ids, days: 3, playTime: 27, labelIds: [labels[1]!.id] }, { token: demo })
    ).data as Journey;
    expect(again.dayList.map((d) => d.sources.map((s) => `${s.resourceId}@${s.arriveTime}`))).toEqual(
      j.dayList.map((d) => d.sources.map((s) => `${s.resourceId}@${s.arriveTime}`)),
    );
    // mine, newest first
    const mine = await c.list('resExt/api/journey/list', { type: 'MINE', token: demo });
    expect(mine.datas[0]!.id).toBe(again.id);
    expect((await c.list('resExt/api/journey/list', { type: 'MINE' })).code).toBe(2);
  });
});

describe('itineraries: edits with a version check', () => {
  async function fresh(token: string): Promise<Journey> {
    const ids = await scenicIds('site510100', 3);
    return (await postJson(c, 'resExt/api/journey/save', { scenicIds: ids, days: 2, playTime: 18 }, { token })).data as Journey;
  }

  it('moves a stop to another day, times both days again and bumps the version', async () => {
    const j = await fresh(demo);
    const [day1, day2] = j.dayList;
    const moved = day1!.sources[1]!;
    const res = await postJson(
      c,
      'resExt/api/journey/operateSource',
      { journeyId: j.id, version: j.version, type: 'MOVE', sourceId: moved.id, toDayId: day2!.id, toIndex: 0 },
      { token: demo },
    );
    expect(res.code).toBe(0);
    const after = res.data as Journey;
    expect(after.version).toBe('2');
    expect(after.dayList[1]!.sources[0]!.id).toBe(moved.id);
    expect(after.dayList[0]!.sources.map((s) => s.id)).not.toContain(moved.id);
    checkPlan(after);
  });

  it('refuses a write with an old version and answers the fresh itinerary; of two writes at once exactly one wins', async () => {
    const j = await fresh(demo);
    const stop = j.dayList[0]!.sources[1]!;
    const [a, b] = await Promise.all([
      postJson(
        c,
        'resExt/api/journey/operateSource',
        { journeyId: j.id, version: j.version, type: 'DELETE', sourceId: stop.id },
        { token: demo },
      ),
      postJson(c, 'resExt/api/journey/update', { id: j.id, version: j.version, name: '另一台设备改的名字' }, { token: demo }),
    ]);
    const outcomes = [a, b];
    expect(outcomes.filter((o) => o.code === 0).length).toBe(1);
    const lost = outcomes.find((o) => o.code !== 0)!;
    expect(lost).toMatchObject({ code: 1, message: '行程已被修改，请刷新后重试' });
    expect((lost.data as Journey).version).toBe('2');
    // the stale writer retries on the fresh itinerary
    const retry =
      lost === b
        ? await postJson(c, 'resExt/api/journey/update', { id: j.id, version: '2', name: '另一台设备改的名字' }, { token: demo })
        : await postJson(
            c,
            'resExt/api/journey/operateSource',
            { journeyId: j.id, version: '2', type: 'DELETE', sourceId: stop.id },
            { token: demo },
          );
    expect(retry.code).toBe(0);
    const final = retry.data as Journey;
    expect(final).toMatchObject({ version: '3', name: '另一台设备改的名字' });
    expect(final.dayList[0]!.sources.map((s) => s.id)).not.toContain(stop.id);
  });

  it('adds a place after a stop, refuses the same place twice in a day, and renames', async () => {
    const j = await fresh(demo);
    const day = j.dayList[0]!;
    const venue = (await c.list('res/api/venue/list', { pageSize: 1 })).datas[0]!;
    const added = await postJson(
      c,
      'resExt/api/journey/operateSource',
      { journeyId: j.id, version: j.version, type: 'ADD', dayId: day.id, resourceId: venue.id, afterSourceId: day.sources[0]!.id },
      { token: demo },
    );
    expect(added.code).toBe(0);
    const after = added.data as Journey;
    expect(after.dayList[0]!.sources[1]).toMatchObject({ resourceId: venue.id, reason: 'ADDED', resourceType: 'CONTENT_TYPE_VENUE' });
    checkPlan(after);
    expect(
      await postJson(
        c,
        'resExt/api/journey/operateSource',
        { journeyId: j.id, version: after.version, type: 'ADD', dayId: day.id, resourceId: venue.id },
        { token: demo },
      ),
    ).toMatchObject({ code: 1, message: '该地点已在当天行程中' });
    expect(await postJson(c, 'resExt/api/journey/update', { id: j.id, version: after.version, name: '  ' }, { token: demo })).toMatchObject(
      { code: 1, message: '请输入行程名称' },
    );
    expect(
      await postJson(c, 'resExt/api/journey/update', { id: j.id, version: after.version, name: '长'.repeat(31) }, { token: demo }),
    ).toMatchObject({ code: 1, message: '行程名称过长' });
  });

  it("copies a recommended itinerary to mine; a recommended one or another user's cannot be edited", async () => {
    const rec = (await c.list('resExt/api/journey/list', { type: 'RECOMMEND' })).datas[0]!;
    const copied = await postForm(c, 'resExt/api/journey/copy', { id: rec.id as string }, { token: demo });
    expect(copied.code).toBe(0);
    const copy = copied.data as Journey;
    expect(copy).toMatchObject({ name: rec.name, source: 'COPY', isMine: '1', version: '1', days: rec.days });
    const original = (await c.get('resExt/api/journey/detail', { id: rec.id as string })).data as Journey;
    expect(copy.dayList.map((d) => d.sources.map((s) => s.resourceId))).toEqual(
      original.dayList.map((d) => d.sources.map((s) => s.resourceId)),
    );
    expect(Number((await c.list('resExt/api/journey/list', { type: 'RECOMMEND' })).datas[0]!.copyNum)).toBe(Number(rec.copyNum) + 1);
    expect(await postJson(c, 'resExt/api/journey/update', { id: rec.id, version: rec.version, name: 'x' }, { token: demo })).toMatchObject({
      code: 1,
      message: '推荐行程不可修改，请先复制到我的行程',
    });
    const other = (await login(c, '13900000201')).userToken;
    expect(await c.get('resExt/api/journey/detail', { id: copy.id, token: other })).toMatchObject({ code: 1, message: '行程不存在' });
    expect(
      await postJson(
        c,
        'resExt/api/journey/operateSource',
        { journeyId: copy.id, version: copy.version, type: 'DELETE', sourceId: copy.dayList[0]!.sources[0]!.id },
        { token: other },
      ),
    ).toMatchObject({ code: 1, message: '行程不存在' });
    // the owner deletes it
    expect((await postForm(c, 'resExt/api/journey/delete', { id: copy.id }, { token: demo })).code).toBe(0);
    expect(await c.get('resExt/api/journey/detail', { id: copy.id, token: demo })).toMatchObject({ code: 1 });
  });
});

describe('itineraries: travelQuery', () => {
  it('answers walking, driving and public transport between two stops (or two points)', async () => {
    const rec = (await c.list('resExt/api/journey/list', { type: 'RECOMMEND' })).datas[0]!;
    const j = (await c.get('resExt/api/journey/detail', { id: rec.id as string })).data as Journey;
    const [a, b] = j.dayList[0]!.sources;
    const res = await c.get('resExt/api/journey/travelQuery', { startSourceId: a!.id, endSourceId: b!.id });
    const data = res.data as Item & { routes: Item[]; start: Item; end: Item };
    expect(data.start.name).toBe(a!.name);
    expect(data.end.name).toBe(b!.name);
    expect(data.routes.map((r) => r.type)).toEqual(['WALK', 'DRIVE', 'BUS']);
    const planned = data.routes.find((r) => r.recommend === '1')!;
    expect(planned.type).toBe(b!.travelMode);
    expect(planned.time).toBe(b!.travelMinutes);
    const byPoints = await c.get('resExt/api/journey/travelQuery', {
      startLng: a!.longitude,
      startLat: a!.latitude,
      endLng: b!.longitude,
      endLat: b!.latitude,
    });
    expect((byPoints.data as { routes: Item[] }).routes).toEqual(data.routes);
    expect(await c.get('resExt/api/journey/travelQuery', { startSourceId: '999999', endSourceId: b!.id })).toMatchObject({
      code: 1,
      message: '起点或终点不存在',
    });
  });
});

describe('itineraries: menu', () => {
  it("ITINTERARY is on every demo site's service menu", async () => {
    for (const siteCode of ['site510100', 'site513225', 'site530700']) {
      const menu = await c.list('config/api/clientMenu/list', { siteCode, location: 'SERVICE', clientType: 'WEB' });
      expect(
        menu.datas.map((m) => m.menuCode),
        siteCode,
      ).toContain('ITINTERARY');
    }
  });
});
