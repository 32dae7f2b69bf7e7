/**
 * The statements of an order placed from a catalogue (another family's products: the storefront):
 * the new goods order awaiting payment, and the statuses of given orders.
 */
import type Database from 'better-sqlite3';
import type { ShopOrderRow } from './store.ts';

export interface NewShopOrder {
  orderNo: string;
  siteCode: string;
  userId: number;
  orderType: number;
  productName: string;
  image: string;
  amountCents: number;
  quantity: number;
  createdAt: number;
  payDueAt: number;
}

export function placeStore(db: Database.Database) {
  const insert = db.prepare(
    `INSERT INTO shop_orders (order_no, site_code, user_id, order_type, order_status, product_name, image, amount_cents, quantity, created_at, pay_due_at)
     VALUES (?, ?, ?, ?, 0, ?, ?, ?, ?, ?, ?)`,
  );
  const byId = db.prepare('SELECT * FROM shop_orders WHERE id = ?');
  const nextId = db.prepare('SELECT COALESCE(MAX(id), 0) + 1 AS n FROM shop_orders');
  const statuses = db.prepare('SELECT id, order_status FROM shop_orders WHERE id IN (SELECT value FROM json_each(?))');
  return {
    /** The id the next order gets (inside the caller's transaction). */
    nextId: () => (nextId.get() as { n: number }).n,
    insert(o: NewShopOrder): ShopOrderRow {
      const id = Number(
        insert.run(o.orderNo, o.siteCode, o.userId, o.orderType, o.productName, o.image, o.amountCents, o.quantity, o.createdAt, o.payDueAt)
          .lastInsertRowid,
      );
      return byId.get(id) as ShopOrderRow;
    },
    statuses: (ids: readonly number[]) => statuses.all(JSON.stringify(ids)) as { id: number; order_status: number }[],
  };
}
