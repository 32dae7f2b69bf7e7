/** The order-cancel family's demo data: every demo site's cancel reasons, in the site's language. */
import type Database from 'better-sqlite3';
import { everyDemoSite } from '../demo.ts';
import { DEMO_REASONS } from './texts.ts';

export function seed(db: Database.Database): void {
  const insert = db.prepare('INSERT INTO order_cancel_reasons (site_code, reason, need_remark, sort) VALUES (?, ?, ?, ?)');
  for (const site of everyDemoSite(db)) {
    const reasons = DEMO_REASONS[site.language];
    reasons.forEach((reason, i) => insert.run(site.siteCode, reason, i === reasons.length - 1 ? 1 : 0, i + 1));
  }
}
