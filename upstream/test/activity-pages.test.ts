import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allItems, login, postForm, startTestUpstream, type Client, type Envelope, type Item } from './helpers.ts';

let c: Client;
let first: string;
let second: string;
beforeAll(async () => {
  c = await startTestUpstream();
  first = (await login(c, '13800000001')).userToken;
  second = (await login(c, '13800000002')).userToken;
});
afterAll(async () => {
  await c.upstream.close();
});

/** The caller's activity orders in a status. */
async function activityOrders(token: string, status: number): Promise<Item[]> {
  const list = await c.list('act/api/activityOrder/list', { token, orderType: 'CONTENT_TYPE_ACTIVITY', pageSize: 50 });
  return list.datas.filter((o) => Number(o.status) === status);
}

describe('activity rules', () => {
  it('answers each kind in the site language; an unknown kind is refused', async () => {
    const booking = await c.get<Envelope<Item>>('res/api/activity/rules', { kind: 'BOOKING' });
    expect(booking.data).toMatchObject({ kind: 'BOOKING', title: '活动预约规则', language: 'CN' });
    const visit = await c.get<Envelope<Item>>('res/api/activity/rules', { kind: 'VISIT', siteCode: 'site450300' });
    expect(visit.data).toMatchObject({ kind: 'VISIT', title: 'Online booking and visiting rules', language: 'EN' });
    const french = await c.get<Envelope<Item>>('res/api/activity/rules', { kind: 'BOOKING', siteCode: 'site530700' });
    expect(String(french.data.title)).toContain('Règles');
    expect((await c.get('res/api/activity/rules', { kind: 'OTHER' })).code).not.toBe(0);
  });
});

describe('activities of a place', () => {
  it('lists the activities held at one venue, and at any venue', async () => {
    const venues = await allItems(c, 'res/api/venue/list');
    const venueId = String(venues[0]!.id);
    const at = await c.list('res/api/activity/getActivityList', { placeType: 'CONTENT_TYPE_VENUE', placeId: venueId, pageSize: 50 });
    expect(at.datas.length).toBeGreaterThan(0);
    const all = await c.list('res/api/activity/getActivityList', { pageSize: 50 });
    expect(Number(at.page.total)).toBeLessThan(Number(all.page.total));
    const anyVenue = await c.list('res/api/activity/getActivityList', { placeType: 'CONTENT_TYPE_VENUE', pageSize: 50 });
    expect(Number(anyVenue.page.total)).toBeGreaterThanOrEqual(Number(at.page.total));
    const none = await c.list('res/api/activity/getActivityList', { placeType: 'CONTENT_TYPE_VENUE', placeId: '999999999' });
    expect(none.datas).toEqual([]);
  });

  it('every demo site has activities at its places', async () => {
    for (const siteCode of ['site510100', 'site513225', 'site530700', 'site450300', 'site610100', 'site222400']) {
      const list = await c.list('res/api/activity/getActivityList', { siteCode, placeType: 'CONTENT_TYPE_VENUE' });
      const scenic = await c.list('res/api/activity/getActivityList', { siteCode, placeType: 'CONTENT_TYPE_SCENERY' });
      expect(Number(list.page.total) + Number(scenic.page.total), siteCode).toBeGreaterThan(0);
    }
  });
});

describe('venue calendar', () => {
  it('counts each day of the month and names the venues open or closed on a day', async () => {
    const held = await c.list('res/api/activity/getActivityList', { placeType: 'CONTENT_TYPE_VENUE' });
    const start = String(held.datas[0]!.useStartTime);
    const days = await c.list('res/api/activity/venueCalendar', { time: start.slice(0, 7) });
    const dayCount = new Date(Date.UTC(Number(start.slice(0, 4)), Number(start.slice(5, 7)), 0)).getUTCDate();
    expect(days.datas).toHaveLength(dayCount);
    expect(Number(days.datas.find((d) => d.date === start.slice(0, 10))!.activityCount)).toBeGreaterThan(0);
    expect(Number(days.datas[0]!.venueCount)).toBeGreaterThan(0);
    for (const d of days.datas.slice(0, 7)) {
      const day = await c.get<Envelope<{ date: string; venues: Item[] }>>('res/api/activity/venueDay', { date: String(d.date) });
      expect(day.data.venues.length).toBe(Number(d.venueCount));
      expect(day.data.venues.filter((v) => v.open === '0').length).toBe(Number(d.closedVenueCount));
    }
    expect(days.datas.slice(0, 7).some((d) => Number(d.closedVenueCount) > 0)).toBe(true);
    expect((await c.get('res/api/activity/venueCalendar', { time: '2025-13' })).code).not.toBe(0);
    expect((await c.get('res/api/activity/venueDay', { date: '2025-02-30' })).code).not.toBe(0);
  });
});

describe('activity survey', () => {
  it('the participant of a used reservation answers once; another user and other orders are refused', async () => {
    const used = (await activityOrders(first, 12))[0]!;
    const code = String(used.orderCode);
    const survey = await c.get<Envelope<Item & { questions: Item[] }>>('res/api/activity/survey', { token: first, orderCode: code });
    expect(survey.code).toBe(0);
    expect(survey.data.surveyStatus).toBe('1');
    expect(survey.data.questions).toHaveLength(3);
    const ids = survey.data.questions.map((q) => String(q.id));

    // another user's order reads as a missing one
    const theirs = await c.get<Envelope>('res/api/activity/survey', { token: second, orderCode: code });
    const missing = await c.get<Envelope>('res/api/activity/survey', { token: second, orderCode: 'HD000000000000' });
    expect(theirs.code).not.toBe(0);
    expect(theirs.msg).toBe(missing.msg);
    expect(
      (
        await postForm(
          c,
          'res/api/activity/survey/submit',
          { orderCode: code, stars: ids.map((i) => `${i}:5`).join(',') },
          { token: second },
        )
      ).msg,
    ).toBe(missing.msg);
    expect((await c.get('res/api/activity/survey', { orderCode: code })).code).toBe(2);

    // a reservation not used yet has no survey
    const toUse = (await activityOrders(first, 11))[0]!;
    const early = await postForm(
      c,
      'res/api/activity/survey/submit',
      { orderCode: String(toUse.orderCode), stars: '1:5' },
      { token: first },
    );
    expect(early.msg).toBe('活动未完成，暂不能评价');

    // every question needs 1 to 5 stars; the text at most 200 characters
    const submit = (stars: string, content = '') =>
      postForm(c, 'res/api/activity/survey/submit', { orderCode: code, stars, content }, { token: first });
    expect(
      (
        await submit(
          ids
            .slice(0, 2)
            .map((i) => `${i}:5`)
            .join(','),
        )
      ).msg,
    ).toBe('请为每个问题评1到5星');
    expect((await submit(ids.map((i) => `${i}:6`).join(','))).msg).toBe('请为每个问题评1到5星');
    expect((await submit(ids.map((i) => `${i}:0`).join(','))).msg).toBe('请为每个问题评1到5星');
    expect((await submit(ids.map((i) => `${i}:4`).join(','), '好'.repeat(201))).msg).toBe('意见不能超过200字');

    const states = await c.list('res/api/activity/survey/states', { token: first, orderCodes: `${code},${String(toUse.orderCode)}` });
    expect(states.datas).toEqual([
      { orderCode: code, surveyStatus: '1' },
      { orderCode: String(toUse.orderCode), surveyStatus: '0' },
    ]);
    // two answers at once: exactly one is recorded
    const both = await Promise.all([
      submit(ids.map((i) => `${i}:4`).join(','), '很好'),
      submit(ids.map((i) => `${i}:3`).join(','), '一般'),
    ]);
    expect(both.filter((r) => r.code === 0)).toHaveLength(1);
    expect((await submit(ids.map((i) => `${i}:5`).join(','))).msg).toBe('已提交过问卷');
    const after = await c.get<Envelope<Item & { answer: Item }>>('res/api/activity/survey', { token: first, orderCode: code });
    expect(after.data.surveyStatus).toBe('2');
    expect(['很好', '一般']).toContain(after.data.answer.content);
    const again = await c.list('res/api/activity/survey/states', { token: second, orderCodes: code });
    expect(again.datas).toEqual([]);
  });
});
