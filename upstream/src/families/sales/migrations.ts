/** The sales family's tables: ZYTF appointment orders, routes for sale and their reminders. */
import type { FamilyMigration } from '../../family.ts';

export const migrations: readonly FamilyMigration[] = [
  {
    version: 1,
    name: 'ZYTF appointment orders, routes for sale, sale reminders',
    adopts: ['zytf_orders', 'travel_routes', 'route_reminders'],
    sql: `
      CREATE TABLE zytf_orders (
        id INTEGER PRIMARY KEY,
        order_code TEXT NOT NULL UNIQUE,
        site_code TEXT NOT NULL,
        user_id INTEGER NOT NULL,
        order_status INTEGER NOT NULL,
        pay_money TEXT NOT NULL,
        resource_name TEXT NOT NULL,
        images TEXT NOT NULL,
        start_time INTEGER NOT NULL,
        end_time INTEGER NOT NULL,
        order_num INTEGER NOT NULL,
        cancel_status TEXT NOT NULL,
        cancel_time TEXT NOT NULL,
        info_url TEXT NOT NULL,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX zytf_orders_user ON zytf_orders (user_id, created_at DESC, id DESC);
      CREATE TABLE travel_routes (
        id INTEGER PRIMARY KEY,
        site_code TEXT NOT NULL,
        scenic_id INTEGER NOT NULL,
        sn TEXT NOT NULL UNIQUE,
        name TEXT NOT NULL,
        price TEXT NOT NULL,
        sale_type INTEGER NOT NULL,
        upper_time INTEGER,
        lower_time INTEGER,
        image TEXT NOT NULL,
        notes TEXT NOT NULL,
        included TEXT NOT NULL,
        exclude TEXT NOT NULL,
        considerations TEXT NOT NULL,
        sort INTEGER NOT NULL
      );
      CREATE INDEX travel_routes_scenic ON travel_routes (scenic_id, sort);
      CREATE TABLE route_reminders (
        user_id INTEGER NOT NULL,
        route_id INTEGER NOT NULL,
        created_at INTEGER NOT NULL,
        PRIMARY KEY (user_id, route_id)
      );
    `,
  },
  {
    version: 2,
    name: 'a ZYTF order to pay always has an amount',
    // a database made before this rule had "0.00" orders to pay in its demo data
    sql: `UPDATE zytf_orders SET pay_money = '60.00' WHERE order_status = 4 AND CAST(pay_money AS REAL) <= 0;`,
  },
];
