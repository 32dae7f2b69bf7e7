/**
 * The shop (culturalcloud/1.0): its own answer shape (`{ code, list, pageNum, pageSize, total }`,
 * `{ code, data }`, errors `{ code, msg, message }`), the site from the `domain` header (or
 * siteCode), a shop session from `user/free` in the `session-id` header.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { input, isJsonBody, param, type AppContext, type SiteRow } from '../context.ts';
import { callerOf } from '../caller.ts';
import { settle, SHOP_TO_PAY } from '../orders.ts';
import { imageRef } from '../resources.ts';
import { formatChinaTime } from '../time.ts';

export const SHOP_SESSION_TTL_MS = 2 * 3600 * 1000;
export const REFUND_DELAY_MS = 60 * 1000;

/** Paid, not yet consumed statuses that may be refunded. */
const REFUNDABLE: Record<number, number[]> = {
  1: [1, 20],
  2: [1, 10, 32, 34, 40, 41],
  3: [1, 10, 20, 21, 22],
  4: [1, 20, 32],
  5: [1, 2],
  6: [1, 2],
};

interface ShopOrderRow {
  id: number;
  order_no: string;
  user_id: number;
  order_type: number;
  order_status: number;
  product_name: string;
  image: string;
  amount_cents: number;
  quantity: number;
  refund_status: number;
  refund_cents: number;
  refund_reason: string;
  refund_due_at: number | null;
  receiver: string | null;
  address: string | null;
  logistics: string;
  tickets: string;
  check_in: string | null;
  check_out: string | null;
  created_at: number;
  pay_due_at: number | null;
}

const yuan = (cents: number) => (cents / 100).toFixed(2);
const shopFail = (code: number, message: string) => ({ code, msg: message, message });

export function registerShopRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = ctx.db;
  const now = () => ctx.clock.now();

  const host = (v: string) => v.trim().replace(/^https?:\/\//, '').replace(/\/+$/, '').toLowerCase();
  const siteOf = (req: FastifyRequest): SiteRow | undefined => {
    const code = param(req, 'siteCode');
    if (code) return db.prepare('SELECT * FROM sites WHERE site_code = ?').get(code) as SiteRow | undefined;
    const domain = host(String(req.headers.domain ?? ''));
    if (!domain) return undefined;
    return (db.prepare('SELECT * FROM sites').all() as SiteRow[]).find((s) => s.h5_domain && host(s.h5_domain) === domain);
  };

  /** Site and session guard; answers the failure or the caller. */
  const guard = (req: FastifyRequest, reply: FastifyReply, needSession = true): { site: SiteRow; userId: number } | null => {
    const site = siteOf(req);
    if (!site) {
      reply.send(shopFail(1, '站点不存在'));
      return null;
    }
    if (site.suspended) {
      reply.send(shopFail(3, '站点服务已暂停'));
      return null;
    }
    if (!needSession) return { site, userId: 0 };
    const sid = String(req.headers['session-id'] ?? '').trim();
    const row = sid
      ? (db.prepare('SELECT user_id, expires_at, site_code FROM shop_sessions WHERE session_id = ?').get(sid) as
          | { user_id: number; expires_at: number; site_code: string }
          | undefined)
      : undefined;
    if (!row || row.expires_at <= now() || row.site_code !== site.site_code) {
      reply.send(shopFail(2, '会话已失效，请重新登录'));
      return null;
    }
    settle(db, now());
    return { site, userId: row.user_id };
  };

  const body = (req: FastifyRequest, name: string): string => {
    if (!isJsonBody(req)) return input(req, name);
    const b = req.body as Record<string, unknown> | undefined;
    const v = b && typeof b === 'object' ? b[name] : undefined;
    return typeof v === 'string' || typeof v === 'number' ? String(v) : '';
  };
  const pageOf = (req: FastifyRequest) => {
    const p = Number.parseInt(input(req, 'pageNum'), 10);
    const s = Number.parseInt(input(req, 'pageSize'), 10);
    const pageNum = Number.isSafeInteger(p) && p >= 1 ? p : 1;
    const pageSize = Number.isSafeInteger(s) && s >= 1 ? Math.min(s, 50) : 10;
    return { pageNum, pageSize, offset: (pageNum - 1) * pageSize };
  };

  const item = (o: ShopOrderRow) => ({
    orderId: String(o.id),
    orderNo: o.order_no,
    orderType: o.order_type,
    orderStatus: o.order_status,
    productName: o.product_name,
    thumbImageUrl: imageRef(o.image),
    orderPayAmount: yuan(o.amount_cents),
    quantity: o.quantity,
    createTime: formatChinaTime(o.created_at),
    refundStatus: o.refund_status,
    // when an order awaiting payment closes ("" when it is not awaiting payment or has no deadline)
    payExpireTime: o.pay_due_at !== null && (SHOP_TO_PAY[o.order_type]?.from ?? []).includes(o.order_status) ? formatChinaTime(o.pay_due_at) : '',
  });
  const orderOf = (userId: number, raw: string) =>
    db.prepare('SELECT * FROM shop_orders WHERE id = ? AND user_id = ?').get(Number.parseInt(raw, 10) || -1, userId) as ShopOrderRow | undefined;

  app.get('/culturalcloud/1.0/user/free', async (req, reply) => {
    const g = guard(req, reply, false);
    if (!g) return reply;
    const user = callerOf(ctx, req);
    if (!user) return shopFail(2, '登录已失效，请重新登录');
    const sessionId = randomBytes(16).toString('hex');
    db.prepare('INSERT INTO shop_sessions (session_id, user_id, site_code, created_at, expires_at) VALUES (?, ?, ?, ?, ?)').run(
      sessionId,
      user.id,
      g.site.site_code,
      now(),
      now() + SHOP_SESSION_TTL_MS,
    );
    return { code: 0, data: { sessionId } };
  });

  app.get('/culturalcloud/1.0/userOrder/myOrderList', async (req, reply) => {
    const g = guard(req, reply);
    if (!g) return reply;
    const pg = pageOf(req);
    const where = ['user_id = ?', 'site_code = ?'];
    const params: unknown[] = [g.userId, g.site.site_code];
    const type = input(req, 'orderType').trim();
    if (type) {
      where.push('order_type = ?');
      params.push(Number.parseInt(type, 10));
    }
    // one status, or several comma-separated ("0,30": every order awaiting payment)
    const statuses = input(req, 'orderStatus').split(',').map((v) => v.trim()).filter((v) => /^\d{1,3}$/.test(v)).map(Number);
    if (statuses.length > 0) {
      where.push(`order_status IN (${statuses.map(() => '?').join(', ')})`);
      params.push(...statuses);
    }
    const w = where.join(' AND ');
    const total = (db.prepare(`SELECT COUNT(*) AS n FROM shop_orders WHERE ${w}`).get(...params) as { n: number }).n;
    const rows = db.prepare(`SELECT * FROM shop_orders WHERE ${w} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`).all(...params, pg.pageSize, pg.offset) as ShopOrderRow[];
    return { code: 0, list: rows.map(item), pageNum: pg.pageNum, pageSize: pg.pageSize, total };
  });

  app.get('/culturalcloud/1.0/userOrder/orderDetail', async (req, reply) => {
    const g = guard(req, reply);
    if (!g) return reply;
    const o = orderOf(g.userId, input(req, 'orderId'));
    if (!o) return shopFail(1, '订单不存在');
    return {
      code: 0,
      data: {
        ...item(o),
        receiver: o.receiver ?? '',
        address: o.address ?? '',
        logistics: JSON.parse(o.logistics) as unknown,
        tickets: JSON.parse(o.tickets) as unknown,
        checkIn: o.check_in ?? '',
        checkOut: o.check_out ?? '',
        refundAmount: yuan(o.refund_cents),
        refundReason: o.refund_reason,
      },
    };
  });

  app.post('/culturalcloud/1.0/userOrder/cancelOrder', async (req, reply) => {
    const g = guard(req, reply);
    if (!g) return reply;
    return db
      .transaction(() => {
        const o = orderOf(g.userId, body(req, 'orderId'));
        if (!o) return shopFail(1, '订单不存在');
        const rule = SHOP_TO_PAY[o.order_type];
        if (!rule || !rule.from.includes(o.order_status)) return shopFail(1, '该订单不可取消');
        const closed = rule.closedFrom?.[o.order_status] ?? rule.closed;
        db.prepare('UPDATE shop_orders SET order_status = ? WHERE id = ?').run(closed, o.id);
        return { code: 0, msg: '取消成功', message: '取消成功', data: { orderStatus: closed } };
      })
      .immediate();
  });

  app.get('/culturalcloud/1.0/userOrder/getRefundAmount', async (req, reply) => {
    const g = guard(req, reply);
    if (!g) return reply;
    const o = orderOf(g.userId, input(req, 'orderId'));
    if (!o) return shopFail(1, '订单不存在');
    const refundable = (REFUNDABLE[o.order_type] ?? []).includes(o.order_status) && o.refund_status === 0;
    return { code: 0, data: { amount: yuan(refundable ? o.amount_cents : 0) } };
  });

  app.post('/culturalcloud/1.0/userOrder/refund/apply', async (req, reply) => {
    const g = guard(req, reply);
    if (!g) return reply;
    return db
      .transaction(() => {
        const o = orderOf(g.userId, body(req, 'orderId'));
        if (!o) return shopFail(1, '订单不存在');
        if (o.refund_status !== 0) return shopFail(1, '该订单已申请退款');
        if (!(REFUNDABLE[o.order_type] ?? []).includes(o.order_status)) return shopFail(1, '该订单不可退款');
        const raw = body(req, 'amount').trim();
        const cents = raw === '' ? o.amount_cents : Math.round(Number(raw) * 100);
        if (!Number.isFinite(cents) || cents <= 0) return shopFail(1, '退款金额不正确');
        if (cents > o.amount_cents) return shopFail(1, '退款金额超过可退金额');
        db.prepare('UPDATE shop_orders SET refund_status = 1, refund_cents = ?, refund_reason = ?, refund_due_at = ? WHERE id = ?').run(
          cents,
          body(req, 'reason').trim(),
          now() + REFUND_DELAY_MS,
          o.id,
        );
        return { code: 0, msg: '退款申请已提交', message: '退款申请已提交', data: { refundStatus: 1, amount: yuan(cents) } };
      })
      .immediate();
  });

  const wallet = (userId: number) => {
    db.prepare('INSERT OR IGNORE INTO wallets (user_id) VALUES (?)').run(userId);
    return db.prepare('SELECT balance_cents, frozen_cents FROM wallets WHERE user_id = ?').get(userId) as { balance_cents: number; frozen_cents: number };
  };

  app.get('/culturalcloud/1.0/wallet/info', async (req, reply) => {
    const g = guard(req, reply);
    if (!g) return reply;
    const w = wallet(g.userId);
    return { code: 0, data: { balance: yuan(w.balance_cents), frozen: yuan(w.frozen_cents), withdrawable: yuan(w.balance_cents - w.frozen_cents) } };
  });

  app.get('/culturalcloud/1.0/wallet/records', async (req, reply) => {
    const g = guard(req, reply);
    if (!g) return reply;
    const pg = pageOf(req);
    const total = (db.prepare('SELECT COUNT(*) AS n FROM wallet_records WHERE user_id = ?').get(g.userId) as { n: number }).n;
    const rows = db
      .prepare('SELECT * FROM wallet_records WHERE user_id = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?')
      .all(g.userId, pg.pageSize, pg.offset) as { id: number; type: string; amount_cents: number; status: string; created_at: number }[];
    return {
      code: 0,
      list: rows.map((r) => ({ id: String(r.id), type: r.type, amount: yuan(r.amount_cents), createTime: formatChinaTime(r.created_at), status: r.status })),
      pageNum: pg.pageNum,
      pageSize: pg.pageSize,
      total,
    };
  });

  app.post('/culturalcloud/1.0/wallet/withdraw', async (req, reply) => {
    const g = guard(req, reply);
    if (!g) return reply;
    return db
      .transaction(() => {
        const cents = Math.round(Number(body(req, 'amount')) * 100);
        if (!Number.isFinite(cents) || cents <= 0) return shopFail(1, '提现金额不正确');
        const w = wallet(g.userId);
        if (cents > w.balance_cents - w.frozen_cents) return shopFail(1, '余额不足');
        db.prepare('UPDATE wallets SET balance_cents = balance_cents - ? WHERE user_id = ?').run(cents, g.userId);
        db.prepare("INSERT INTO wallet_records (user_id, type, amount_cents, status, created_at) VALUES (?, 'WITHDRAW', ?, 'SUCCESS', ?)").run(g.userId, -cents, now());
        return { code: 0, msg: '提现成功', message: '提现成功', data: { balance: yuan(w.balance_cents - cents) } };
      })
      .immediate();
  });
}
