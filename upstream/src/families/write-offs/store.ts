/**
 * Every statement of the write-offs: the caller's gates with today's count, the order behind a
 * voucher, and the write-off itself (a conditional update the caller runs in one transaction).
 */
import type Database from 'better-sqlite3';
import type { OrderRow } from '../reservations/index.ts';
import { ACTIVITY_TYPE } from '../../resources.ts';

export interface GateRow {
  site_code: string;
  resource_type: string;
  resource_id: number;
  name: string;
  today_count: number;
}

export interface WriteOffRow {
  order_id: number;
  staff_user_id: number;
  resource_type: string;
  resource_id: number;
  written_off_at: number;
}

/** A gate's name: the activity's, or the place's. */
const GATE_NAME = `CASE WHEN g.resource_type = '${ACTIVITY_TYPE}'
  THEN (SELECT name FROM activities WHERE id = g.resource_id)
  ELSE (SELECT name FROM places WHERE id = g.resource_id) END`;

export function writeOffsStore(db: Database.Database) {
  const gates = db.prepare(
    `SELECT g.site_code, g.resource_type, g.resource_id, COALESCE(${GATE_NAME}, '') AS name,
       (SELECT COUNT(*) FROM order_write_offs w WHERE w.resource_type = g.resource_type AND w.resource_id = g.resource_id
          AND w.written_off_at >= @dayStart) AS today_count
     FROM write_off_gates g WHERE g.phone = @phone AND g.site_code = @site ORDER BY g.resource_type, g.resource_id`,
  );
  const gate = db.prepare(
    `SELECT g.site_code, g.resource_type, g.resource_id, COALESCE(${GATE_NAME}, '') AS name, 0 AS today_count
     FROM write_off_gates g WHERE g.resource_type = ? AND g.resource_id = ? LIMIT 1`,
  );
  const isStaffOf = db.prepare('SELECT 1 FROM write_off_gates WHERE phone = ? AND site_code = ? LIMIT 1');
  const holds = db.prepare('SELECT 1 FROM write_off_gates WHERE phone = ? AND site_code = ? AND resource_type = ? AND resource_id = ?');
  const byVerifyCode = db.prepare('SELECT * FROM reservation_orders WHERE verify_code = ? AND site_code = ?');
  const byId = db.prepare('SELECT * FROM reservation_orders WHERE id = ? AND site_code = ?');
  const writeOff = db.prepare('SELECT * FROM order_write_offs WHERE order_id = ?');
  const use = db.prepare('UPDATE reservation_orders SET status = 12, use_num = order_num, updated_at = ? WHERE id = ? AND status = 11');
  const record = db.prepare(
    'INSERT INTO order_write_offs (order_id, staff_user_id, resource_type, resource_id, written_off_at) VALUES (?, ?, ?, ?, ?)',
  );
  return {
    gates: (phone: string, site: string, dayStart: number) => gates.all({ phone, site, dayStart }) as GateRow[],
    /** A gate by its resource (its name), whoever holds it. */
    gate: (resourceType: string, resourceId: number) => gate.get(resourceType, resourceId) as GateRow | undefined,
    isStaffOf: (phone: string, site: string) => isStaffOf.get(phone, site) !== undefined,
    holds: (phone: string, site: string, resourceType: string, resourceId: number) =>
      holds.get(phone, site, resourceType, resourceId) !== undefined,
    byVerifyCode: (code: string, site: string) => byVerifyCode.get(code, site) as OrderRow | undefined,
    byId: (id: number, site: string) => byId.get(id, site) as OrderRow | undefined,
    writeOff: (orderId: number) => writeOff.get(orderId) as WriteOffRow | undefined,
    /** The order turns used when it is still to be used; answers whether this call did it. */
    use: (orderId: number, nowMs: number) => use.run(nowMs, orderId).changes === 1,
    record(orderId: number, staffUserId: number, resourceType: string, resourceId: number, nowMs: number): void {
      record.run(orderId, staffUserId, resourceType, resourceId, nowMs);
    },
  };
}

export type WriteOffsStore = ReturnType<typeof writeOffsStore>;
