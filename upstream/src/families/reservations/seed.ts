/**
 * The reservations family's demo data: the reservation configuration of every venue and scenic
 * area (our platform "pt" with time slots and other visitors' places for the next days, a few
 * "ds" and two "custom"), the activity rooms of the first venues with their slots and other
 * visitors' bookings, the theatre platforms of entertainment places and cultural-centre venues,
 * and the entry notes of a few venues. Deterministic (mulberry32), dates relative to the clock's
 * now at seed time.
 */
import type Database from 'better-sqlite3';
import type { SeedEnv } from '../../family.ts';
import { hashString, mulberry32 } from '../../db/seed/prng.ts';
import { ENTERTAINMENT, SCENERY, VENUE } from '../../resources.ts';
import { chinaDayStart } from '../../time.ts';
import { dayString, everyDemoSite } from '../demo.ts';
import { OFFICIAL_ACCOUNT } from './texts.ts';

const HOUR = 3600 * 1000;

/**
 * Orders the places `p` by their site in the order the sites were seeded (for the first four
 * sites, their codes' order): a site added later draws its random numbers after them and leaves
 * their data as it was.
 */
const SEEDING_ORDER = '(SELECT MIN(id) FROM places q WHERE q.site_code = p.site_code)';
export function seed(db: Database.Database, env: SeedEnv): void {
  seedResourceConfig(db, env.nowMs);
  seedRooms(db, env.nowMs);
  seedTheatrePlatforms(db);
  seedEntryNotes(db);
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
  for (const v of venues)
    config.run('请于预约时段内持核销码及本人身份证件从正门入馆，大件行李请寄存；馆内禁止饮食和使用闪光灯。', v.resource_id);
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

/** Reservation configuration of every venue and scenic area, with the time slots and day stock of the "pt" ones. */
function seedResourceConfig(db: Database.Database, nowMs: number): void {
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
  const insertSlot = db.prepare(
    'INSERT INTO resource_time_slots (resource_id, start_time, end_time, max_num, sort) VALUES (?, ?, ?, ?, ?)',
  );
  const insertTaken = db.prepare('INSERT INTO resource_day_stock (slot_id, date, external_taken) VALUES (?, ?, ?)');
  const languages = new Map(everyDemoSite(db).map((s) => [s.siteCode, s.language]));
  let customCount = 0;
  let fullDayDone = false;
  const index: Record<string, number> = {};
  for (const p of places) {
    const key = `${p.site_code}:${p.resource_type}`;
    const i = (index[key] ?? -1) + 1;
    index[key] = i;
    const isVenue = p.resource_type === VENUE;
    let mode = 'pt';
    if (p.site_code === 'site510100' && ((isVenue && i === 2) || (!isVenue && i === 3)) && customCount < 2) {
      mode = 'custom';
      customCount++;
    } else if (i % 9 === 7) mode = 'ds';
    const cancelStatus = (['1', '2', '3', '0'] as const)[i % 4] as string;
    const official = OFFICIAL_ACCOUNT[languages.get(p.site_code) ?? 'CN'](p.name);
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
    template.forEach(([from, to], k) => {
      const max = small ? 3 : isVenue ? rng.pick([50, 80, 120, 200]) : rng.pick([500, 800, 1500, 3000]);
      insertSlot.run(p.id, from, to, max, k + 1);
    });
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
    const maxes = db.prepare('SELECT id, max_num FROM resource_time_slots WHERE resource_id = ?').all(p.id) as {
      id: number;
      max_num: number;
    }[];
    for (let d = 0; d < 10; d++) {
      const date = dayString(nowMs, d);
      for (const s of maxes) {
        const taken = d === fullDay ? s.max_num : Math.floor(s.max_num * rng.next() * 0.7);
        if (taken > 0) insertTaken.run(s.id, date, taken);
      }
    }
  }
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
    .prepare(
      "SELECT id, site_code, name FROM places WHERE resource_type = ? AND site_code IN ('site510100', 'site513225') ORDER BY site_code, sort, id",
    )
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
