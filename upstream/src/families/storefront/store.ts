/** Every statement of the storefront: its categories and products, the stock an order takes and gives back. */
import type Database from 'better-sqlite3';

export interface ProductRow {
  id: number;
  site_code: string;
  category: string;
  name: string;
  shop_name: string;
  images: string;
  price_cents: number;
  stock: number;
  sales: number;
  summary: string;
  sort: number;
}

export type NewProduct = Omit<ProductRow, 'id'>;

export function storefrontStore(db: Database.Database) {
  const categories = db.prepare(
    'SELECT category, COUNT(*) AS n, MIN(sort) AS first FROM storefront_products WHERE site_code = ? GROUP BY category ORDER BY first',
  );
  const FILTER = "site_code = ? AND (? = '' OR category = ?)";
  const count = db.prepare(`SELECT COUNT(*) AS n FROM storefront_products WHERE ${FILTER}`);
  const page = db.prepare(`SELECT * FROM storefront_products WHERE ${FILTER} ORDER BY sort, id LIMIT ? OFFSET ?`);
  const product = db.prepare('SELECT * FROM storefront_products WHERE id = ? AND site_code = ?');
  const insert = db.prepare(
    `INSERT INTO storefront_products (site_code, category, name, shop_name, images, price_cents, stock, sales, summary, sort)
     VALUES (@site_code, @category, @name, @shop_name, @images, @price_cents, @stock, @sales, @summary, @sort)`,
  );
  const take = db.prepare('UPDATE storefront_products SET stock = stock - ?, sales = sales + ? WHERE id = ? AND stock >= ?');
  const hold = db.prepare('INSERT INTO storefront_orders (order_id, product_id, quantity, pay_due_at) VALUES (?, ?, ?, ?)');
  const held = db.prepare('SELECT order_id, pay_due_at FROM storefront_orders WHERE released = 0');
  const keep = db.prepare('UPDATE storefront_orders SET released = 2 WHERE order_id = ? AND released = 0');
  const heldOrder = db.prepare('SELECT product_id, quantity FROM storefront_orders WHERE order_id = ? AND released = 0');
  const release = db.prepare('UPDATE storefront_orders SET released = 1 WHERE order_id = ?');
  const giveBack = db.prepare('UPDATE storefront_products SET stock = stock + ?, sales = sales - ? WHERE id = ?');

  return {
    /** The site's categories with their product counts, in the order of their first product. */
    categories: (siteCode: string) => categories.all(siteCode) as { category: string; n: number }[],
    /** One page of the site's products (of one category, or all when ''), and the total. */
    products(siteCode: string, category: string, limit: number, offset: number): { rows: ProductRow[]; total: number } {
      const params = [siteCode, category, category];
      return { total: (count.get(...params) as { n: number }).n, rows: page.all(...params, limit, offset) as ProductRow[] };
    },
    product: (siteCode: string, id: number) => product.get(id, siteCode) as ProductRow | undefined,
    insert: (p: NewProduct) => Number(insert.run(p).lastInsertRowid),
    /** Takes `quantity` from the stock: false (nothing taken) when the stock is short. */
    take: (productId: number, quantity: number) => take.run(quantity, quantity, productId, quantity).changes === 1,
    hold(orderId: number, productId: number, quantity: number, payDueAt: number): void {
      hold.run(orderId, productId, quantity, payDueAt);
    },
    /** The orders whose quantity is still held, with their payment deadline. */
    heldOrders: () => held.all() as { order_id: number; pay_due_at: number }[],
    /** An order past its deadline and not closed unpaid (so paid): its quantity stays sold. */
    keep(orderId: number): void {
      keep.run(orderId);
    },
    /** Gives an order's held quantity back to its product's stock, once. */
    release(orderId: number): void {
      const h = heldOrder.get(orderId) as { product_id: number; quantity: number } | undefined;
      if (!h) return;
      release.run(orderId);
      giveBack.run(h.quantity, h.quantity, h.product_id);
    },
  };
}

export type StorefrontStore = ReturnType<typeof storefrontStore>;
