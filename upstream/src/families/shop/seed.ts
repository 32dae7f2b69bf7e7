/**
 * The shop's demo data on site510100: the first demo user's orders of every type in every status
 * (a pending and a completed refund among them), three paid orders of 13800000005, and both users'
 * wallets with the first one's records. Deterministic (mulberry32), dates relative to the clock's
 * now at seed time.
 */
import type Database from 'better-sqlite3';
import type { SeedEnv } from '../../family.ts';
import { hashString, mulberry32 } from '../../db/seed/prng.ts';
import { DAY_MS } from '../../time.ts';
import { dayString } from '../demo.ts';
import { SHOP_TO_PAY } from './store.ts';

const HOUR = 3600 * 1000;

/** Days the demo's shop orders awaiting payment stay open on a fresh database. */
export const SHOP_DEMO_PAY_DAYS = 60;

/** Order type → the statuses the demo covers (every status a shop order of that type can be in). */
const SHOP_STATUS_PLAN: Record<number, readonly number[]> = {
  1: [0, 1, 2, 3, 20, 21, 22],
  2: [0, 1, 2, 3, 10, 12, 30, 31, 32, 33, 34, 35, 36, 40, 41],
  3: [0, 1, 2, 3, 10, 11, 12, 20, 21, 22],
  4: [0, 1, 2, 3, 20, 21, 22, 32],
  5: [0, 1, 2, 3, 4, 9],
  6: [0, 1, 2, 3, 9],
};

const SHOP_PRODUCTS: Record<number, readonly string[]> = {
  1: ['蜀锦书签礼盒', '熊猫文创帆布包', '三星堆面具冰箱贴'],
  2: ['川剧变脸演出电子票', '博物馆讲解服务券', '茶馆曲艺体验券'],
  3: ['都江堰景区成人票', '青城山前山门票', '熊猫基地门票'],
  4: ['郫县豆瓣礼盒（产地直发）', '蒙顶山茶叶', '汉源花椒'],
  5: ['宽窄巷子精品酒店大床房', '青城山民宿山景房', '九寨沟度假酒店双床房'],
  6: ['成都-九寨沟三日游', '川西环线五日游', '都江堰青城山一日游'],
};

export function seed(db: Database.Database, env: SeedEnv): void {
  const nowMs = env.nowMs;
  const rng = mulberry32(hashString('shop'));
  const userOf = db.prepare('SELECT id FROM users WHERE phone = ?');
  const user = (userOf.get('13800000001') as { id: number } | undefined)?.id ?? null;
  const user5 = (userOf.get('13800000005') as { id: number } | undefined)?.id ?? null;
  if (user === null) return;
  const insert = db.prepare(
    `INSERT INTO shop_orders (order_no, site_code, user_id, order_type, order_status, product_name, image, amount_cents, quantity,
       refund_status, refund_cents, refund_reason, refund_due_at, receiver, address, logistics, tickets, check_in, check_out, created_at, pay_due_at)
     VALUES (?, 'site510100', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  let n = 0;
  const add = (uid: number, type: number, status: number, refund: 0 | 1 | 2) => {
    n++;
    const name = (SHOP_PRODUCTS[type] as readonly string[])[n % 3] as string;
    const qty = rng.int(1, 3);
    const cents = qty * rng.pick([2800, 6800, 12800, 19900, 38800]);
    const created = nowMs - (n * 7 + 1) * HOUR;
    insert.run(
      `SP${dayString(nowMs, -Math.ceil(n / 3)).replaceAll('-', '')}${String(100000 + n)}`,
      uid,
      type,
      status,
      name,
      `shop-${type}-${(n % 3) + 1}`,
      cents,
      qty,
      refund,
      refund ? cents : 0,
      refund ? '行程有变' : '',
      refund === 1 ? nowMs + 30 * DAY_MS : refund === 2 ? created + HOUR + 60_000 : null,
      type === 1 || type === 4 ? '张晓蓉 138****0001' : null,
      type === 1 || type === 4 ? '四川省成都市武侯区天府大道北段1700号' : null,
      JSON.stringify(type === 1 || type === 4 ? (status >= 21 ? [{ time: '2025-01-01 10:00:00', context: '快件已发出' }] : []) : []),
      JSON.stringify(
        type === 2 || type === 3 ? [{ code: `T${100000 + n}`, status: status === 11 || status === 2 ? 'USED' : 'UNUSED' }] : [],
      ),
      type === 5 ? dayString(nowMs, 3) : null,
      type === 5 ? dayString(nowMs, 4) : null,
      created,
      // orders awaiting payment close at their deadline: 60 days ahead on a fresh database, so the
      // demo (and tests that move the clock by weeks) still find them
      (SHOP_TO_PAY[type]?.from ?? []).includes(status) ? nowMs + SHOP_DEMO_PAY_DAYS * DAY_MS : null,
    );
  };
  for (const [type, statuses] of Object.entries(SHOP_STATUS_PLAN)) {
    for (const status of statuses) add(user, Number(type), status, 0);
  }
  // Refunds: one pending (completes when its time comes), one done.
  add(user, 3, 1, 1);
  add(user, 1, 2, 2);
  if (user5 !== null) for (const type of [1, 3, 5]) add(user5, type, 1, 0);
  db.prepare('INSERT INTO wallets (user_id, balance_cents, frozen_cents) VALUES (?, ?, ?)').run(user, 25600, 3800);
  const rec = db.prepare('INSERT INTO wallet_records (user_id, type, amount_cents, status, created_at) VALUES (?, ?, ?, ?, ?)');
  rec.run(user, 'INCOME', 30000, 'SUCCESS', nowMs - 20 * DAY_MS);
  rec.run(user, 'REFUND', 6800, 'SUCCESS', nowMs - 12 * DAY_MS);
  rec.run(user, 'WITHDRAW', -11200, 'SUCCESS', nowMs - 5 * DAY_MS);
  rec.run(user, 'WITHDRAW', -3800, 'PROCESSING', nowMs - DAY_MS);
  if (user5 !== null) db.prepare('INSERT INTO wallets (user_id, balance_cents, frozen_cents) VALUES (?, 0, 0)').run(user5);
}
