/**
 * The commissions' life, for the families where an order's money moves: earned when an order is
 * paid (`earnCommissions`, in the payment's transaction), settled into the promoter's wallet when
 * the order is used and cancelled when it is cancelled (`decideCommissions`, after the orders'
 * transitions). Amounts are whole cents: a rate in basis points of the order's cents, rounded down.
 */
import type Database from 'better-sqlite3';
import { creditWallet } from '../shop/index.ts';
import { orderResource, STATUS, type OrderRow } from '../reservations/index.ts';
import { promotionStore } from './store.ts';
import { COMMISSION_RECORD_TYPE, COMMISSION_STATUS } from './texts.ts';

/** "12.50" → 1250 (an order's money as the orders write it); 0 for anything else. */
export function centsOf(money: string): number {
  const m = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(money.trim());
  if (!m) return 0;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** A rate in basis points of an amount in cents, rounded down to the cent. */
export const commissionOf = (cents: number, rateBp: number): number => Math.floor((cents * rateBp) / 10_000);

/**
 * The commissions a paid order earns (inside the payment's transaction): its buyer's inviter the
 * site's level-1 rate, that inviter's own inviter the level-2 rate, each when they are promoters
 * of the order's site and never on their own order. Once per order and level (the unique key).
 */
export function earnCommissions(db: Database.Database, o: OrderRow, nowMs: number): number {
  const store = promotionStore(db);
  const rates = store.rates(o.site_code);
  const cents = centsOf(o.money);
  if (!rates || cents <= 0) return 0;
  const title = orderResource(db, o).name;
  const level1 = store.inviterOf(o.user_id);
  const level2 = level1 === undefined ? undefined : store.inviterOf(level1);
  let earned = 0;
  const earn = (promoterId: number | undefined, level: 1 | 2, rateBp: number) => {
    if (promoterId === undefined || promoterId === o.user_id || store.joinedAt(promoterId, o.site_code) === undefined) return;
    const amountCents = commissionOf(cents, rateBp);
    if (amountCents <= 0) return;
    const recorded = store.record({
      siteCode: o.site_code,
      promoterId,
      memberId: o.user_id,
      level,
      orderCode: o.order_code,
      title,
      orderCents: cents,
      rateBp,
      amountCents,
      status: COMMISSION_STATUS.PENDING,
      at: nowMs,
    });
    if (recorded) earned += 1;
  };
  earn(level1, 1, rates.level1_bp);
  earn(level2, 2, rates.level2_bp);
  return earned;
}

/** Reservation orders whose commissions are cancelled: cancelled (a paid one is refunded) or failed review (refunded). */
const CANCELLED_ORDERS = [STATUS.CANCELLED, STATUS.REJECTED] as const;

/**
 * The pending commissions whose order reached an outcome (inside `settle`'s transaction): used →
 * settled, the amount into the promoter's wallet with an INCOME record; cancelled → cancelled.
 * Each turns once (a conditional update), so the wallet is credited once.
 */
export function decideCommissions(db: Database.Database, nowMs: number): void {
  const store = promotionStore(db);
  for (const c of store.decided(STATUS.USED, CANCELLED_ORDERS)) {
    if (c.order_status !== STATUS.USED) {
      store.decide(c.id, COMMISSION_STATUS.CANCELLED, null, nowMs);
      continue;
    }
    if (store.decide(c.id, COMMISSION_STATUS.SETTLED, null, nowMs)) {
      store.setWalletRecord(c.id, creditWallet(db, c.promoter_id, c.amount_cents, COMMISSION_RECORD_TYPE, nowMs));
    }
  }
}
