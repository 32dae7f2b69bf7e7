import { describe, expect, it } from 'vitest';
import { rawOfScopedId } from '../../src/core/relay/global-id.ts';
import { buildConnection, fixedPageSize } from '../../src/core/relay/connection.ts';
import type { ConnectionShape } from '../../src/core/relay/connection.ts';
import type { UpstreamPage } from '../../src/core/upstream/envelope.ts';
import { customDay, platformDay, reservationMode, weekdayOf } from '../../src/domains/reservations/days.ts';

const path = (date: string) => `/appointment-order/1/${date}`;

describe('reservation days', () => {
  it('mode from orderAddressType; closed resources take none', () => {
    expect(reservationMode({ orderAddressType: 'pt', isOpen: '1' })).toBe('PLATFORM');
    expect(reservationMode({ orderAddressType: 'ds' })).toBe('THIRD_PARTY');
    expect(reservationMode({ orderAddressType: 'custom', isOpen: 1 })).toBe('CUSTOM');
    expect(reservationMode({ orderAddressType: 'pt', isOpen: '0' })).toBe('NONE');
    expect(reservationMode({ orderAddressType: 'other' })).toBe('NONE');
  });
  it('weekday from week (1 = Monday) or the date', () => {
    expect(weekdayOf('1', '2026-11-22')).toBe('MONDAY');
    expect(weekdayOf('7', '2026-11-22')).toBe('SUNDAY');
    expect(weekdayOf(null, '2026-11-22')).toBe('SUNDAY');
    expect(weekdayOf(null, '2026-11-23')).toBe('MONDAY');
  });
  it('a platform day: available with slots; full; stopped — only available days are bookable and get an order path', () => {
    const open = platformDay(
      {
        date: '2026-11-24',
        week: '2',
        currDayMaxNum: '6',
        orderNum: '5',
        stock: '1',
        orderTimes: [
          { id: 1, startTime: '09:00', endTime: '11:00', maxNum: '3', orderNum: '3', stock: '0' },
          { id: 2, startTime: '14:00:00', endTime: '16:00', maxNum: 3, orderNum: 2, stock: 1 },
        ],
      },
      path,
    )!;
    expect(open).toMatchObject({
      state: 'AVAILABLE',
      bookable: true,
      capacity: 6,
      booked: 5,
      remaining: 1,
      orderPath: '/appointment-order/1/2026-11-24',
      weekday: 'TUESDAY',
    });
    expect(open.timeSlots.map(({ id: _id, ...slot }) => slot)).toEqual([
      { slotId: '1', startTime: '09:00', endTime: '11:00', capacity: 3, booked: 3, remaining: 0, bookable: false },
      { slotId: '2', startTime: '14:00', endTime: '16:00', capacity: 3, booked: 2, remaining: 1, bookable: true },
    ]);
    // ids unique per resource and day (the upstream's slot ids repeat every day); the raw id comes back out
    const otherDay = platformDay(
      { date: '2026-11-25', week: '3', currDayMaxNum: '6', stock: '6', orderTimes: [{ id: 1, maxNum: 3, stock: 3 }] },
      path,
      'V:1',
    )!;
    const sameDayOtherVenue = platformDay(
      { date: '2026-11-24', week: '2', currDayMaxNum: '6', stock: '6', orderTimes: [{ id: 1, maxNum: 3, stock: 3 }] },
      path,
      'V:2',
    )!;
    const ids = [open.timeSlots[0]!.id, otherDay.timeSlots[0]!.id, sameDayOtherVenue.timeSlots[0]!.id];
    expect(new Set(ids).size).toBe(3);
    for (const id of ids) expect(rawOfScopedId(id, 'ReservationTimeSlot')).toBe('1');
    expect(rawOfScopedId('7', 'ReservationTimeSlot')).toBe('7');
    // today: a slot that has ended is not bookable; when every slot has, neither is the day
    const at = (hhmm: string) => Date.parse(`2026-11-24T${hhmm}:00+08:00`);
    const midday = platformDay(
      {
        date: '2026-11-24',
        week: '2',
        currDayMaxNum: '6',
        stock: '4',
        orderTimes: [
          { id: 1, startTime: '09:00', endTime: '11:00', maxNum: 3, stock: 3 },
          { id: 2, startTime: '14:00', endTime: '16:00', maxNum: 3, stock: 1 },
        ],
      },
      path,
      'V:1',
      at('12:30'),
    )!;
    expect(midday).toMatchObject({ state: 'AVAILABLE', bookable: true });
    expect(midday.timeSlots.map((s) => s.bookable)).toEqual([false, true]);
    const evening = platformDay(
      {
        date: '2026-11-24',
        week: '2',
        currDayMaxNum: '6',
        stock: '4',
        orderTimes: [
          { id: 1, startTime: '09:00', endTime: '11:00', maxNum: 3, stock: 3 },
          { id: 2, startTime: '14:00', endTime: '16:00', maxNum: 3, stock: 1 },
        ],
      },
      path,
      'V:1',
      at('16:00'),
    )!;
    expect(evening).toMatchObject({ state: 'NOT_BOOKABLE', bookable: false, orderPath: null });
    expect(evening.timeSlots.every((s) => !s.bookable)).toBe(true);
    const full = platformDay(
      { date: '2026-11-25', week: '3', currDayMaxNum: '6', orderNum: '6', stock: '0', orderTimes: [{ id: 1, maxNum: 3, stock: 0 }] },
      path,
    )!;
    expect(full).toMatchObject({ state: 'FULL', bookable: false, orderPath: null });
    expect(full.timeSlots.every((s) => !s.bookable)).toBe(true);
    const stopped = platformDay({ date: '2026-11-23', week: '1', currDayMaxNum: '0', stock: '0', orderTimes: [] }, path)!;
    expect(stopped).toMatchObject({ state: 'STOPPED', bookable: false, weekday: 'MONDAY' });
    // a closing day stays closed after its slots' hours, and a full one full: neither reads "not bookable"
    const closedEvening = platformDay(
      {
        date: '2026-11-24',
        week: '2',
        currDayMaxNum: '0',
        stock: '0',
        orderTimes: [{ id: 1, startTime: '09:00', endTime: '11:00', maxNum: 0, stock: 0 }],
      },
      path,
      'V:1',
      at('23:40'),
    )!;
    expect(closedEvening).toMatchObject({ state: 'STOPPED', bookable: false });
    const fullEvening = platformDay(
      {
        date: '2026-11-24',
        week: '2',
        currDayMaxNum: '3',
        orderNum: '3',
        stock: '0',
        orderTimes: [{ id: 1, startTime: '09:00', endTime: '11:00', maxNum: 3, stock: 0 }],
      },
      path,
      'V:1',
      at('23:40'),
    )!;
    expect(fullEvening).toMatchObject({ state: 'FULL', bookable: false });
    expect(platformDay({ week: '1' }, path)).toBeNull();
  });
  it('a custom day: open with quota; no quota; closed; not bookable; links and QR codes', () => {
    expect(customDay({ date: '2026-11-24', openStatus: '1', maxNum: '200', link: 'https://b.example/x', jumpType: 'LINK' })).toMatchObject({
      state: 'AVAILABLE',
      bookable: true,
      link: 'https://b.example/x',
      linkType: 'LINK',
      orderPath: null,
    });
    expect(customDay({ date: '2026-11-24', openStatus: '1', maxNum: '0', link: 'https://x/q.svg', jumpType: 'CODE' })).toMatchObject({
      state: 'FULL',
      bookable: false,
      linkType: 'QR_CODE',
    });
    expect(customDay({ date: '2026-11-24', openStatus: '0', maxNum: '200' })).toMatchObject({
      state: 'CLOSED',
      bookable: false,
      linkType: null,
    });
    expect(customDay({ date: '2026-11-24', openStatus: '-1', maxNum: '200' })).toMatchObject({ state: 'NOT_BOOKABLE', bookable: false });
  });
});

describe('fixedPageSize: any `first` over upstream pages of 5', () => {
  const rows = Array.from({ length: 23 }, (_, i) => i);
  const calls: Array<[number, number]> = [];
  const upstream = async (page: number, size: number): Promise<UpstreamPage<number>> => {
    calls.push([page, size]);
    return {
      items: rows.slice((page - 1) * size, page * size),
      total: rows.length,
      pageSize: size,
      currPage: page,
      totalPage: Math.ceil(rows.length / size),
    };
  };
  it.each([1, 3, 5, 7, 12, 50])('first %i pages through all 23 rows in order, always asking 5 a page', async (first) => {
    calls.length = 0;
    const seen: number[] = [];
    let after: string | null = null;
    for (let guard = 0; guard < 30; guard += 1) {
      const c: ConnectionShape<number> = await buildConnection({ first, after }, fixedPageSize(5, upstream), (n: number) => n);
      seen.push(...c.edges.map((e) => e.node));
      expect(c.totalCount).toBe(23);
      if (!c.pageInfo.hasNextPage) break;
      after = c.pageInfo.endCursor;
    }
    expect(seen).toEqual(rows);
    expect(calls.every(([, size]) => size === 5)).toBe(true);
  });
});
