/**
 * The sales family's demo data on site510100: routes for sale on its scenic areas with a list
 * resourceCode (direct and timed sales: before, in and after their sale window), and ZYTF
 * appointment orders of the demo users 13800000001 (14) and 13800000005 (8) over every status.
 * Deterministic (mulberry32), dates relative to the clock's now at seed time.
 */
import type Database from 'better-sqlite3';
import type { SeedEnv } from '../../family.ts';
import { hashString, mulberry32 } from '../../db/seed/prng.ts';
import { SCENERY } from '../../resources.ts';
import { DAY_MS } from '../../time.ts';
import { dayAt, dayString } from '../demo.ts';

export function seed(db: Database.Database, env: SeedEnv): void {
  seedRoutes(db, env.nowMs);
  seedZytfOrders(db, env.nowMs);
}

function seedRoutes(db: Database.Database, nowMs: number): void {
  const rng = mulberry32(hashString('routes'));
  const scenic = db
    .prepare(
      "SELECT id, name, json_extract(extra, '$.list.resourceCode') AS code FROM places WHERE site_code = 'site510100' AND resource_type = ? ORDER BY sort, id",
    )
    .all(SCENERY) as { id: number; name: string; code: string | null }[];
  const insert = db.prepare(
    `INSERT INTO travel_routes (site_code, scenic_id, sn, name, price, sale_type, upper_time, lower_time, image, notes, included, exclude, considerations, sort)
     VALUES ('site510100', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const kinds = ['一日游', '二日游', '深度游', '亲子游', '摄影团', '夜游'];
  for (const s of scenic) {
    if (!s.code) continue;
    const n = rng.int(2, 6);
    for (let k = 0; k < n; k++) {
      const timed = k % 2 === 1;
      // Timed sales: before the sale window, in it, after it (by position).
      const phase = Math.floor(k / 2) % 3;
      const upper = timed ? (phase === 0 ? nowMs + rng.int(1, 5) * DAY_MS : phase === 1 ? nowMs - 2 * DAY_MS : nowMs - 20 * DAY_MS) : null;
      const lower = timed ? (phase === 2 ? nowMs - DAY_MS : (upper as number) + 14 * DAY_MS) : null;
      insert.run(
        s.id,
        `LN${s.id}${String(k + 1).padStart(2, '0')}`,
        `${s.name}${kinds[(s.id + k) % kinds.length] as string}`,
        `${rng.pick([99, 168, 199, 298, 399, 680])}.00`,
        timed ? 2 : 1,
        upper,
        lower,
        `route-${s.id}-${k + 1}`,
        '<p>请至少提前1天预订；出行当日请携带身份证。</p>',
        '<p>景区首道门票、往返空调旅游车、持证导游讲解。</p>',
        '<p>个人消费、景区内小交通、旅游意外险。</p>',
        '<p>高原地区请注意保暖；儿童须由成人陪同。</p>',
        k + 1,
      );
    }
  }
}

const ZYTF_RESOURCES = [
  ['都江堰景区门票预约', 'scenic-zytf-1'],
  ['青城山前山入园预约', 'scenic-zytf-2'],
  ['四川博物院参观预约', 'venue-zytf-3'],
  ['成都大熊猫繁育研究基地入园', 'scenic-zytf-4'],
] as const;

function seedZytfOrders(db: Database.Database, nowMs: number): void {
  const insert = db.prepare(
    `INSERT INTO zytf_orders (order_code, site_code, user_id, order_status, pay_money, resource_name, images, start_time, end_time,
       order_num, cancel_status, cancel_time, info_url, created_at) VALUES (?, 'site510100', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const userOf = db.prepare('SELECT id FROM users WHERE phone = ?');
  // The demo's order codes are numbered in one sequence, one number per order: the ZYTF orders'
  // numbers follow those of the demo reservation orders, seeded before them.
  let seq = (db.prepare('SELECT COUNT(*) AS n FROM reservation_orders').get() as { n: number }).n;
  const plan: [string, number][] = [
    ['13800000001', 14],
    ['13800000005', 8],
  ];
  for (const [phone, n] of plan) {
    const user = (userOf.get(phone) as { id: number } | undefined)?.id;
    if (user === undefined) continue;
    for (let i = 0; i < n; i++) {
      const status = i % 8;
      // Statuses 0 and 4 lie ahead; the others are in the past.
      const day = status === 0 || status === 4 ? 2 + i : -3 - i;
      const [name, image] = ZYTF_RESOURCES[i % ZYTF_RESOURCES.length] as (typeof ZYTF_RESOURCES)[number];
      const cancelStatus = (['1', '2', '0'] as const)[i % 3] as string;
      seq++;
      const code = `ZY${dayString(nowMs, day - 3).replaceAll('-', '')}${String(900000 + seq)}`;
      insert.run(
        code,
        user,
        status,
        // free ones are free to use; an order to pay always has its amount (never "free" next to "to pay")
        i % 3 === 0 && status !== 4 ? '0.00' : `${(40 + i * 10).toFixed(2)}`,
        name,
        `${image},${image}-b`,
        dayAt(nowMs, day, '09:00'),
        dayAt(nowMs, day, '17:00'),
        1 + (i % 3),
        cancelStatus,
        cancelStatus === '2' ? '24' : '0',
        `https://zytf.example.cn/order/detail?orderCode=${code}`,
        nowMs + (day - 3) * DAY_MS,
      );
    }
  }
}
