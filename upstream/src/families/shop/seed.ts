/**
 * The shop's demo data on site510100: the first demo user's orders of every type in every status
 * (a pending and a completed refund among them), three paid orders of 13800000005, and both users'
 * wallets with the first one's records; the goods parcels (seed-parcels.ts). Deterministic (mulberry32), dates relative to the clock's
 * now at seed time.
 */
import type Database from 'better-sqlite3';
import type { SeedEnv } from '../../family.ts';
import { hashString, mulberry32 } from '../../db/seed/prng.ts';
import { DAY_MS } from '../../time.ts';
import { dayString, demoSites, type InLanguages } from '../demo.ts';
import { SHOP_TO_PAY } from './store.ts';
import { BACKFILL_REFUNDS, BACKFILL_WITHDRAWALS } from './migrations.ts';
import { REFUND_STATUS } from './store-refunds.ts';
import { seedParcels } from './seed-parcels.ts';

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

/** Order type → its demo products, each with its one unit price in cents (the same product costs the same in every order). */
const SHOP_PRODUCTS: Record<number, readonly (readonly [string, number])[]> = {
  1: [
    ['蜀锦书签礼盒', 6800],
    ['熊猫文创帆布包', 5900],
    ['三星堆面具冰箱贴', 2800],
  ],
  2: [
    ['川剧变脸演出电子票', 18000],
    ['博物馆讲解服务券', 5000],
    ['茶馆曲艺体验券', 6800],
  ],
  3: [
    ['都江堰景区成人票', 8000],
    ['青城山前山门票', 8000],
    ['熊猫基地门票', 5500],
  ],
  4: [
    ['郫县豆瓣礼盒（产地直发）', 12800],
    ['蒙顶山茶叶', 19900],
    ['汉源花椒', 3900],
  ],
  5: [
    ['宽窄巷子精品酒店大床房', 58800],
    ['青城山民宿山景房', 38800],
    ['九寨沟度假酒店双床房', 68800],
  ],
  6: [
    ['成都-九寨沟三日游', 129900],
    ['川西环线五日游', 299900],
    ['都江堰青城山一日游', 29900],
  ],
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
    const [name, unitCents] = SHOP_PRODUCTS[type]![n % 3]!;
    const qty = rng.int(1, 3);
    const cents = qty * unitCents;
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
  // the withdrawals of the WITHDRAW records above
  db.exec(BACKFILL_WITHDRAWALS);
  seedRefunds(db, nowMs, user);
  seedParcels(db, nowMs, user);
}

/**
 * The demo's refunds: the refund rows of the orders the shop seed made with a refund (site510100:
 * one applied, one refunded) and an approved and a rejected refund on two of its other orders; on
 * every other demo site, four paid orders of the first demo user (in the site's language) with a
 * refund in each status. The added orders are older than every
 * other demo order, so the order lists' first pages stay as they were.
 */

interface RefundWords {
  products: readonly [string, string, string, string];
  reasons: readonly [string, string, string, string];
  description: string;
  rejected: string;
}

const WORDS: InLanguages<RefundWords> = {
  CN: {
    products: ['景区文创帆布包', '古城夜游演出电子票', '景区成人门票', '精品民宿大床房'],
    reasons: ['行程有变', '拍错了/不想要了', '计划有变，无法前往', '商品与描述不符'],
    description: '出行计划临时调整，申请全额退款。',
    rejected: '该商品已发货，请收货后申请售后。',
  },
  EN: {
    products: ['Scenic canvas tote bag', 'Night show e-ticket', 'Adult admission ticket', 'Boutique guesthouse double room'],
    reasons: ['Change of plans', 'Ordered by mistake', 'Can no longer travel', 'Not as described'],
    description: 'My travel plans changed; I would like a full refund.',
    rejected: 'The item has shipped: please ask for after-sales service once it arrives.',
  },
  FRENCH: {
    products: [
      'Sac en toile du site',
      'Billet électronique du spectacle nocturne',
      'Billet d’entrée adulte',
      'Chambre double en maison d’hôtes',
    ],
    reasons: ['Changement de programme', 'Commande par erreur', 'Voyage impossible', 'Non conforme à la description'],
    description: 'Mon voyage a changé ; je demande un remboursement complet.',
    rejected: 'L’article est expédié : demandez le service après-vente à la réception.',
  },
  JAPANESE: {
    products: ['景区オリジナルトートバッグ', '夜間公演電子チケット', '大人入場券', '古民家宿ダブルルーム'],
    reasons: ['予定が変わった', '注文の間違い', '行けなくなった', '説明と異なる'],
    description: '旅行の予定が変わったため、全額返金をお願いします。',
    rejected: '商品は発送済みです。受け取り後にアフターサービスをご利用ください。',
  },
  KOREAN: {
    products: ['관광지 캔버스 에코백', '야간 공연 전자 티켓', '성인 입장권', '한옥 스테이 더블룸'],
    reasons: ['일정 변경', '잘못 주문함', '방문할 수 없음', '설명과 다름'],
    description: '여행 일정이 바뀌어 전액 환불을 요청합니다.',
    rejected: '상품이 이미 발송되었습니다. 수령 후 A/S를 신청해 주세요.',
  },
};

/** The four refunds of a site: order type, paid status, refund status, amount (fen). */
const PLAN = [
  { type: 1, status: 1, refund: REFUND_STATUS.APPLIED, cents: 6800 },
  { type: 2, status: 10, refund: REFUND_STATUS.APPROVED, cents: 12800 },
  { type: 3, status: 1, refund: REFUND_STATUS.REFUNDED, cents: 19900 },
  { type: 5, status: 2, refund: REFUND_STATUS.REJECTED, cents: 38800 },
] as const;

/** site510100's orders (type, status) with the approved and the rejected refund. */
const SITE510100_ORDERS = { [REFUND_STATUS.APPROVED]: { type: 2, status: 41 }, [REFUND_STATUS.REJECTED]: { type: 5, status: 2 } } as const;

/** The order's refund columns for a refund in `status`: pending (applied, approved), refunded, or none (rejected). */
const orderRefundStatus = (status: number) => (status === REFUND_STATUS.REFUNDED ? 2 : status === REFUND_STATUS.REJECTED ? 0 : 1);

function seedRefunds(db: Database.Database, nowMs: number, user: number): void {
  db.exec(BACKFILL_REFUNDS);
  const insertOrder = db.prepare(
    `INSERT INTO shop_orders (order_no, site_code, user_id, order_type, order_status, product_name, image, amount_cents, quantity,
       refund_status, refund_cents, refund_reason, refund_due_at, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?, ?, ?, ?)`,
  );
  const insertRefund = db.prepare(
    `INSERT INTO shop_refunds (refund_no, order_id, user_id, site_code, status, amount_cents, reason, description, reject_reason,
       applied_at, approved_at, refunded_at, rejected_at)
     VALUES (@no, @orderId, @user, @site, @status, @cents, @reason, @description, @rejected, @applied, @approved, @refunded, @rejectedAt)`,
  );
  let seq = 0;
  const refund = (site: string, words: RefundWords, orderId: number, status: number, cents: number, applied: number, i: number) => {
    seq++;
    insertRefund.run({
      no: `RF${dayString(applied, 0).replaceAll('-', '')}${String(900000 + seq)}`,
      orderId,
      user,
      site,
      status,
      cents,
      reason: words.reasons[i % 4] as string,
      description: words.description,
      rejected: status === REFUND_STATUS.REJECTED ? words.rejected : '',
      applied,
      approved: status === REFUND_STATUS.APPROVED || status === REFUND_STATUS.REFUNDED ? applied + 2 * HOUR : null,
      refunded: status === REFUND_STATUS.REFUNDED ? applied + 26 * HOUR : null,
      rejectedAt: status === REFUND_STATUS.REJECTED ? applied + 3 * HOUR : null,
    });
  };
  const order = (site: string, words: RefundWords, p: (typeof PLAN)[number], i: number, created: number) => {
    const pending = orderRefundStatus(p.refund);
    return Number(
      insertOrder.run(
        `SP${dayString(created, 0).replaceAll('-', '')}${String(200000 + seq + 1)}`,
        site,
        user,
        p.type,
        p.status,
        words.products[i] as string,
        `shop-${p.type}-${(i % 3) + 1}`,
        p.cents,
        pending,
        pending ? p.cents : 0,
        pending ? (words.reasons[i % 4] as string) : '',
        pending === 1 ? nowMs + 30 * DAY_MS : pending === 2 ? created + 27 * HOUR : null,
        created,
      ).lastInsertRowid,
    );
  };
  const existing = db.prepare(
    "SELECT id, amount_cents, created_at FROM shop_orders WHERE user_id = ? AND site_code = 'site510100' AND order_type = ? AND order_status = ? AND refund_status = 0 ORDER BY id LIMIT 1",
  );
  const pend = db.prepare(
    'UPDATE shop_orders SET refund_status = 1, refund_cents = amount_cents, refund_reason = ?, refund_due_at = ? WHERE id = ?',
  );
  for (const site of demoSites(db)) {
    const words = WORDS[site.language];
    PLAN.forEach((p, i) => {
      if (site.siteCode !== 'site510100') {
        const created = nowMs - (40 + i * 3) * DAY_MS;
        refund(site.siteCode, words, order(site.siteCode, words, p, i, created), p.refund, p.cents, created + HOUR, i);
        return;
      }
      // site510100 has its applied and refunded ones already (the backfill above); its approved
      // and rejected ones are on orders of the shop seed (its order lists keep their size)
      if (p.refund === REFUND_STATUS.APPLIED || p.refund === REFUND_STATUS.REFUNDED) return;
      const at = SITE510100_ORDERS[p.refund];
      const o = existing.get(user, at.type, at.status) as { id: number; amount_cents: number; created_at: number } | undefined;
      if (!o) return;
      if (p.refund === REFUND_STATUS.APPROVED) pend.run(words.reasons[i % 4], nowMs + 30 * DAY_MS, o.id);
      refund(site.siteCode, words, o.id, p.refund, o.amount_cents, o.created_at + HOUR, i);
    });
  }
}
