/**
 * The booking demo data: activity rooms, reservation configuration of venues and scenic areas
 * (time slots, stocks), theatre platforms and reservation order histories (the activities family
 * seeds the activities and their sessions, which these orders book, before this; the sales family
 * seeds its routes and ZYTF orders, the shop family its orders and wallets).
 *
 * Everything time-bound is generated relative to `nowMs` (the dev clock at seed time), so the
 * previous, current and next months have activities and the order histories are consistent.
 * Deterministic apart from that instant (mulberry32 seeds).
 */
import type Database from 'better-sqlite3';
import { ACTIVITY_TYPE, ENTERTAINMENT, SCENERY, VENUE } from '../../resources.ts';
import { chinaDayStart, DAY_MS } from '../../time.ts';
import { dayAt, dayString } from '../../families/demo.ts';
import { hashString, mulberry32 } from './prng.ts';

const HOUR = 3600 * 1000;

/**
 * Orders the places `p` by their site in the order the sites were seeded (for the first four
 * sites, their codes' order): a site added later draws its random numbers after them and leaves
 * their data as it was.
 */
const SEEDING_ORDER = '(SELECT MIN(id) FROM places q WHERE q.site_code = p.site_code)';

export function isReservationSeeded(db: Database.Database): boolean {
  return (db.prepare('SELECT COUNT(*) AS n FROM resource_order_config').get() as { n: number }).n > 0;
}

export function seedReservations(db: Database.Database, nowMs: number): void {
  codeSeq = 0;
  db.transaction(() => {
    const slotIds = seedResourceConfig(db, nowMs);
    seedRooms(db, nowMs);
    seedTheatrePlatforms(db);
    seedReservationOrders(db, nowMs, slotIds);
    seedEntryNotes(db);
  })();
}

/**
 * Entry notes of their own for a few venues (the voucher shows them; the others fall back to the
 * site's general notes, API.md "Paying").
 */
function seedEntryNotes(db: Database.Database): void {
  const venues = db
    .prepare(
      `SELECT c.resource_id FROM resource_order_config c JOIN places p ON p.id = c.resource_id
       WHERE p.site_code = 'site510100' AND c.order_address_type = 'pt' ORDER BY p.sort, p.id LIMIT 3`,
    )
    .all() as { resource_id: number }[];
  const config = db.prepare('UPDATE resource_order_config SET entry_notes = ? WHERE resource_id = ?');
  for (const v of venues) config.run('请于预约时段内持核销码及本人身份证件从正门入馆，大件行李请寄存；馆内禁止饮食和使用闪光灯。', v.resource_id);
}

const VENUE_SLOTS: readonly [string, string][] = [
  ['09:00', '11:00'],
  ['11:00', '13:00'],
  ['14:00', '16:00'],
  ['16:00', '17:30'],
];
const SCENIC_SLOTS: readonly [string, string][] = [
  ['08:30', '12:00'],
  ['12:00', '15:00'],
  ['15:00', '18:00'],
];

/** Reservation configuration of every venue and scenic area; answers slot ids by resource. */
function seedResourceConfig(db: Database.Database, nowMs: number): Map<number, number[]> {
  const rng = mulberry32(hashString('reservation-config'));
  const places = db
    .prepare(
      `SELECT id, site_code, resource_type, name, website_url FROM places p WHERE resource_type IN (?, ?)
       ORDER BY ${SEEDING_ORDER}, resource_type, sort, id`,
    )
    .all(VENUE, SCENERY) as { id: number; site_code: string; resource_type: string; name: string; website_url: string | null }[];
  const insertConfig = db.prepare(
    `INSERT INTO resource_order_config (resource_id, resource_type, order_address_type, is_open, need_login, website_url,
       official_name, official_url, cancel_status, cancel_time, closed_weekdays, custom_link, custom_jump_type, custom_max_num)
     VALUES (?, ?, ?, '1', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertSlot = db.prepare('INSERT INTO resource_time_slots (resource_id, start_time, end_time, max_num, sort) VALUES (?, ?, ?, ?, ?)');
  const insertTaken = db.prepare('INSERT INTO resource_day_stock (slot_id, date, external_taken) VALUES (?, ?, ?)');
  const slotIds = new Map<number, number[]>();
  let customCount = 0;
  let fullDayDone = false;
  const index: Record<string, number> = {};
  for (const p of places) {
    const key = `${p.site_code}:${p.resource_type}`;
    const i = (index[key] = (index[key] ?? -1) + 1);
    const isVenue = p.resource_type === VENUE;
    let mode = 'pt';
    if (p.site_code === 'site510100' && ((isVenue && i === 2) || (!isVenue && i === 3)) && customCount < 2) {
      mode = 'custom';
      customCount++;
    } else if (i % 9 === 7) mode = 'ds';
    const cancelStatus = (['1', '2', '3', '0'] as const)[i % 4] as string;
    const official = `${p.name}官方`;
    insertConfig.run(
      p.id,
      p.resource_type,
      mode,
      i % 6 === 5 ? '0' : '1',
      mode === 'ds' ? p.website_url || `https://ticket.example.cn/${p.id}` : '',
      official,
      `https://mp.weixin.qq.com/demo-official-${p.id}`,
      cancelStatus,
      cancelStatus === '2' || cancelStatus === '3' ? '24' : '0',
      isVenue ? '1' : '',
      mode === 'custom' ? (isVenue ? `https://book.example.cn/venue/${p.id}` : `@/files/images/qrcode-${p.id}.svg`) : '',
      mode === 'custom' && !isVenue ? 'CODE' : 'LINK',
      mode === 'custom' ? rng.pick([200, 500, 800]) : 0,
    );
    if (mode !== 'pt') continue;
    const small = p.name === '成都图书馆';
    const template = isVenue ? VENUE_SLOTS.slice(0, small ? 2 : rng.int(2, 4)) : SCENIC_SLOTS.slice(0, rng.int(2, 3));
    const ids: number[] = [];
    template.forEach(([from, to], k) => {
      const max = small ? 3 : isVenue ? rng.pick([50, 80, 120, 200]) : rng.pick([500, 800, 1500, 3000]);
      ids.push(Number(insertSlot.run(p.id, from, to, max, k + 1).lastInsertRowid));
    });
    slotIds.set(p.id, ids);
    if (small || p.site_code !== 'site510100') continue;
    // Other visitors' bookings over the next 10 days; one venue has a full day (the first open day after tomorrow).
    const full = isVenue && !fullDayDone && i === 0;
    let fullDay = -1;
    if (full) {
      for (let d = 2; d < 7; d++) {
        if (new Date(chinaDayStart(nowMs, d) + 8 * HOUR).getUTCDay() !== 1) {
          fullDay = d;
          break;
        }
      }
      fullDayDone = true;
    }
    const maxes = db.prepare('SELECT id, max_num FROM resource_time_slots WHERE resource_id = ?').all(p.id) as { id: number; max_num: number }[];
    for (let d = 0; d < 10; d++) {
      const date = dayString(nowMs, d);
      for (const s of maxes) {
        const taken = d === fullDay ? s.max_num : Math.floor(s.max_num * rng.next() * 0.7);
        if (taken > 0) insertTaken.run(s.id, date, taken);
      }
    }
  }
  return slotIds;
}

const ROOM_NAMES = ['多功能厅', '排练室', '书画室', '报告厅', '培训教室', '非遗工坊'];
const ROOM_SLOTS: readonly [string, string][] = [
  ['09:00', '11:00'],
  ['11:00', '13:00'],
  ['14:00', '16:00'],
  ['16:00', '18:00'],
  ['19:00', '21:00'],
];

function seedRooms(db: Database.Database, nowMs: number): void {
  const rng = mulberry32(hashString('activity-rooms'));
  const venues = db
    .prepare("SELECT id, site_code, name FROM places WHERE resource_type = ? AND site_code IN ('site510100', 'site513225') ORDER BY site_code, sort, id")
    .all(VENUE) as { id: number; site_code: string; name: string }[];
  const insertRoom = db.prepare(
    `INSERT INTO activity_rooms (id, site_code, venue_id, name, images, capacity, area, facilities, money, integral, need_audit,
       content, cancel_status, cancel_time, sort) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertSlot = db.prepare('INSERT INTO room_slots (room_id, start_time, end_time, sort) VALUES (?, ?, ?, ?)');
  const insertBooking = db.prepare('INSERT INTO room_bookings (order_id, room_id, date, slot_id) VALUES (0, ?, ?, ?)');
  let id = 950001;
  for (const v of venues.slice(0, 10)) {
    const n = rng.int(1, 3);
    for (let k = 0; k < n; k++) {
      const name = ROOM_NAMES[(id + k) % ROOM_NAMES.length] as string;
      const paid = id % 4 === 3;
      const cancel = (['1', '2', '0'] as const)[id % 3] as string;
      insertRoom.run(
        id,
        v.site_code,
        v.id,
        `${v.name}${name}`,
        [1, 2].map((x) => `room-${id}-${x}`).join(','),
        rng.pick([20, 40, 60, 120]),
        String(rng.pick([40, 60, 90, 150, 260])),
        rng.pick(['投影仪,音响,空调', '钢琴,镜墙,空调', '书画桌,水池', '投影仪,话筒,无线网络']),
        paid ? '200.00' : '0.00',
        id % 5 === 1 ? '50' : '0',
        id % 2 === 0 ? '1' : '0',
        `<p>${v.name}${name}，可用于公益培训、排练与小型展演。</p>`,
        cancel,
        cancel === '2' ? '24' : '0',
        k + 1,
      );
      const slots = ROOM_SLOTS.slice(0, rng.int(3, 5)).map(([from, to], s) => Number(insertSlot.run(id, from, to, s + 1).lastInsertRowid));
      for (let d = 1; d < 8; d++) {
        for (const s of slots) if (rng.chance(0.25)) insertBooking.run(id, dayString(nowMs, d), s);
      }
      id++;
    }
  }
}

const PLATFORMS = [
  ['猫眼演出', 'https://show.maoyan.example.cn/'],
  ['大麦', 'https://m.damai.example.cn/'],
  ['秀动', 'https://www.showstart.example.cn/'],
  ['票星球', 'https://m.piaoxingqiu.example.cn/'],
  ['纷玩岛', 'https://www.fenwandao.example.cn/'],
] as const;

function seedTheatrePlatforms(db: Database.Database): void {
  const rng = mulberry32(hashString('theatre-platforms'));
  const places = db
    .prepare(
      `SELECT id, resource_type FROM places p WHERE (resource_type = ? OR (resource_type = ? AND sub_type = '43'))
       ORDER BY ${SEEDING_ORDER}, sort, id`,
    )
    .all(ENTERTAINMENT, VENUE) as { id: number; resource_type: string }[];
  const insert = db.prepare('INSERT INTO theatre_platforms (resource_id, resource_type, logo, name, url, sort) VALUES (?, ?, ?, ?, ?, ?)');
  for (const p of places) {
    const picks = rng.shuffle(PLATFORMS.map((_, i) => i)).slice(0, p.resource_type === VENUE ? 2 : rng.int(2, 5));
    picks.forEach((k, s) => {
      const [name, url] = PLATFORMS[k] as (typeof PLATFORMS)[number];
      insert.run(p.id, p.resource_type, `@/files/icons/platform-${k + 1}.svg`, name, `${url}venue/${p.id}`, s + 1);
    });
  }
}

function userIdOf(db: Database.Database, phone: string): number | null {
  return (db.prepare('SELECT id FROM users WHERE phone = ?').get(phone) as { id: number } | undefined)?.id ?? null;
}

let codeSeq = 0;
function seedCode(prefix: string, nowMs: number, offsetDays: number): string {
  codeSeq++;
  return `${prefix}${dayString(nowMs, offsetDays).replaceAll('-', '')}${String(900000 + codeSeq)}`;
}

function seedReservationOrders(db: Database.Database, nowMs: number, slotIds: Map<number, number[]>): void {
  const insert = db.prepare(
    `INSERT INTO reservation_orders (order_code, site_code, user_id, order_type, status, resource_type, resource_id, session_id,
       time_slot_id, date, order_num, use_num, money, integral, pay_money, pay_integral, start_time, end_time, contact_name,
       contact_phone, purpose, is_guide_order, comment_status, review_due_at, pay_due_at, info_url, created_at, updated_at)
     VALUES (@code, 'site510100', @user, @orderType, @status, @resourceType, @resourceId, @sessionId, @slotId, @date, @num, @useNum,
       @money, @integral, @payMoney, @payIntegral, @start, @end, @name, @phone, '', @guide, @commentStatus, @reviewDue, @payDue,
       @infoUrl, @created, @created)`,
  );
  const insertRoomBooking = db.prepare('INSERT INTO room_bookings (order_id, room_id, date, slot_id) VALUES (?, ?, ?, ?)');
  const venue = db
    .prepare(
      `SELECT p.id FROM places p JOIN resource_order_config c ON c.resource_id = p.id
       WHERE p.site_code = 'site510100' AND p.resource_type = ? AND c.order_address_type = 'pt' AND p.name <> '成都图书馆' ORDER BY p.sort, p.id LIMIT 3`,
    )
    .all(VENUE) as { id: number }[];
  const scenic = db
    .prepare(
      `SELECT p.id FROM places p JOIN resource_order_config c ON c.resource_id = p.id
       WHERE p.site_code = 'site510100' AND p.resource_type = ? AND c.order_address_type = 'pt' ORDER BY p.sort, p.id LIMIT 2`,
    )
    .all(SCENERY) as { id: number }[];
  const room = db.prepare("SELECT id FROM activity_rooms WHERE site_code = 'site510100' ORDER BY id LIMIT 1").get() as { id: number };
  const roomSlot = db.prepare('SELECT id, start_time, end_time FROM room_slots WHERE room_id = ? ORDER BY sort LIMIT 1').get(room.id) as {
    id: number;
    start_time: string;
    end_time: string;
  };
  const sessions = db
    .prepare(
      `SELECT s.id, s.activity_id, s.start_time, s.end_time FROM activity_sessions s JOIN activities a ON a.id = s.activity_id
       WHERE a.site_code = 'site510100' AND a.type IN ('ACTIVITY_TYPE_RESERVE', 'ACTIVITY_TYPE_ENROLL') AND a.id NOT IN (80007, 80011) ORDER BY s.start_time`,
    )
    .all() as { id: number; activity_id: number; start_time: number; end_time: number }[];
  const past = sessions.filter((s) => s.end_time < nowMs - DAY_MS);
  const future = sessions.filter((s) => s.start_time > nowMs + 2 * DAY_MS);
  const users = [
    ['13800000001', '张晓蓉', '13800000001'],
    ['13800000005', '李志远', '13800000005'],
  ] as const;
  for (const [ui, [phone, name, contact]] of users.entries()) {
    const user = userIdOf(db, phone);
    if (user === null) continue;
    const base = {
      user,
      name,
      phone: contact,
      sessionId: null as number | null,
      slotId: null as number | null,
      date: null as string | null,
      useNum: 0,
      money: '0.00',
      integral: '0',
      payMoney: '0.00',
      payIntegral: '0',
      guide: '0',
      commentStatus: '0',
      reviewDue: null as number | null,
      payDue: null as number | null,
      infoUrl: '',
    };
    const slotOrder = (resourceType: string, resourceId: number, day: number, status: number, extra: Partial<typeof base> = {}) => {
      const slot = (slotIds.get(resourceId) ?? [])[0];
      if (slot === undefined) return;
      const s = db.prepare('SELECT start_time, end_time FROM resource_time_slots WHERE id = ?').get(slot) as { start_time: string; end_time: string };
      insert.run({
        ...base,
        ...extra,
        code: seedCode('YY', nowMs, Math.min(day, 0) - 1),
        orderType: resourceType,
        status,
        resourceType,
        resourceId,
        slotId: slot,
        date: dayString(nowMs, day),
        num: 2,
        useNum: status === 12 ? 2 : 0,
        start: dayAt(nowMs, day, s.start_time),
        end: dayAt(nowMs, day, s.end_time),
        created: nowMs + (Math.min(day, 0) - 2) * DAY_MS,
      });
    };
    const v = (venue[ui] ?? venue[0]) as { id: number };
    const sc = (scenic[ui] ?? scenic[0]) as { id: number };
    // Venues: to be used, completed (one reviewed), expired, cancelled, pending review, review failed.
    slotOrder(VENUE, v.id, 3, 11);
    slotOrder(VENUE, v.id, -10, 12, { commentStatus: '1' });
    slotOrder(VENUE, v.id, -6, 12);
    slotOrder(VENUE, v.id, -4, 13);
    slotOrder(VENUE, v.id, -3, 14);
    slotOrder(VENUE, v.id, 4, 4, { reviewDue: nowMs + 3 * DAY_MS });
    slotOrder(VENUE, v.id, 5, 79);
    // Scenic areas: to be used, completed, cancelled.
    slotOrder(SCENERY, sc.id, 2, 11, { guide: '1' });
    slotOrder(SCENERY, sc.id, -8, 12);
    slotOrder(SCENERY, sc.id, -2, 14);
    // Activities: past ones completed / expired, future ones to be used, pending review, unpaid, cancelled.
    const act = (s: { id: number; activity_id: number; start_time: number; end_time: number } | undefined, status: number, extra: Partial<typeof base> = {}) => {
      if (!s) return;
      const a = db.prepare('SELECT money, integral, method FROM activities WHERE id = ?').get(s.activity_id) as { money: string; integral: string; method: string };
      const paid = a.method === '5' || a.method === '6';
      const points = a.method === '2' || a.method === '4';
      const money = paid ? (Number(a.money) * 1).toFixed(2) : '0.00';
      insert.run({
        ...base,
        ...extra,
        code: seedCode('HD', nowMs, -1),
        orderType: ACTIVITY_TYPE,
        status,
        resourceType: ACTIVITY_TYPE,
        resourceId: s.activity_id,
        sessionId: s.id,
        num: 1,
        useNum: status === 12 ? 1 : 0,
        money,
        integral: points ? a.integral : '0',
        payMoney: paid && status !== 0 ? money : '0.00',
        payIntegral: points ? a.integral : '0',
        start: s.start_time,
        end: s.end_time,
        created: Math.min(nowMs - HOUR, s.start_time - 3 * DAY_MS),
      });
    };
    act(past[ui * 3], 12);
    act(past[ui * 3 + 1], 12, { commentStatus: '1' });
    act(past[ui * 3 + 2], 13);
    act(future[ui * 4], 11);
    act(future[ui * 4 + 1], 4, { reviewDue: Math.max(nowMs + DAY_MS, (future[ui * 4 + 1]?.start_time ?? nowMs) - DAY_MS) });
    act(future[ui * 4 + 2], 0, { payDue: nowMs + 2 * DAY_MS });
    act(future[ui * 4 + 3], 14);
    // Activity room: to be used.
    const roomInfo = insert.run({
      ...base,
      code: seedCode('CD', nowMs, -1),
      orderType: 'CONTENT_TYPE_ACTIVITY_SHIU',
      status: 11,
      resourceType: 'CONTENT_TYPE_ACTIVITY_SHIU',
      resourceId: room.id,
      slotId: null,
      date: dayString(nowMs, 9 + ui),
      num: 1,
      start: dayAt(nowMs, 9 + ui, roomSlot.start_time),
      end: dayAt(nowMs, 9 + ui, roomSlot.end_time),
      created: nowMs - 2 * DAY_MS,
    });
    insertRoomBooking.run(Number(roomInfo.lastInsertRowid), room.id, dayString(nowMs, 9 + ui), roomSlot.id);
    // Third-party (tripartite) orders: to be used, completed.
    for (const [k, status] of [11, 12].entries()) {
      insert.run({
        ...base,
        code: seedCode('SF', nowMs, -k),
        orderType: 'CONTENT_TYPE_TRIPARTITE',
        status,
        resourceType: 'CONTENT_TYPE_TRIPARTITE',
        resourceId: 990001 + k,
        num: 1,
        start: dayAt(nowMs, status === 11 ? 6 : -5, '10:00'),
        end: dayAt(nowMs, status === 11 ? 6 : -5, '18:00'),
        infoUrl: `https://partner.example.cn/order/${990001 + k}`,
        created: nowMs - (k + 3) * DAY_MS,
      });
    }
  }
}
