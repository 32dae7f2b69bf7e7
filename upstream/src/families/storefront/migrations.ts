/** The storefront family's tables: a site's products by category, and the shop orders placed from them (their stock held). */
import type { FamilyMigration } from '../../family.ts';

export const migrations: readonly FamilyMigration[] = [
  {
    version: 1,
    name: 'storefront products and the orders placed from them',
    sql: `
      CREATE TABLE storefront_products (
        id INTEGER PRIMARY KEY,
        site_code TEXT NOT NULL,
        -- PICKLE, SPECIALTY, CRAFT, CULTURE (texts.ts CATEGORY_NAMES)
        category TEXT NOT NULL,
        name TEXT NOT NULL,
        -- the shop the product comes from
        shop_name TEXT NOT NULL,
        -- image names, comma-separated (the first is the cover)
        images TEXT NOT NULL,
        price_cents INTEGER NOT NULL,
        stock INTEGER NOT NULL,
        sales INTEGER NOT NULL DEFAULT 0,
        summary TEXT NOT NULL,
        sort INTEGER NOT NULL
      );
      CREATE INDEX storefront_products_site ON storefront_products (site_code, category, sort, id);
      -- the shop orders placed from a product: their quantity is held from the stock until the
      -- order closes unpaid
      CREATE TABLE storefront_orders (
        order_id INTEGER PRIMARY KEY,
        product_id INTEGER NOT NULL REFERENCES storefront_products (id),
        quantity INTEGER NOT NULL,
        -- the order's payment deadline: past it, an order not closed unpaid keeps its quantity
        pay_due_at INTEGER NOT NULL,
        -- 0 held, 1 given back (closed unpaid), 2 kept (paid)
        released INTEGER NOT NULL DEFAULT 0
      );
      CREATE INDEX storefront_orders_held ON storefront_orders (released);
    `,
  },
];
