/**
 * Every statement of the line contracts: the caller's line orders with their contracts, making a
 * contract from its order, and the signing (a conditional update the caller runs in one transaction).
 */
import type Database from 'better-sqlite3';

/** The line orders' type among the shop's order types. */
export const LINE_ORDER_TYPE = 6;
/** A line order closed unpaid (or cancelled): its contract is void. */
export const LINE_ORDER_CLOSED = 9;
/** An order's refund completed (`shop_orders.refund_status`): its contract is void. */
export const ORDER_REFUNDED = 2;

export interface LineContractRow {
  id: number;
  contract_no: string;
  order_id: number;
  user_id: number;
  site_code: string;
  language: string;
  agency_name: string;
  agency_license_no: string;
  agency_phone: string;
  traveller_name: string;
  traveller_id_sm4: string;
  travellers: string;
  start_date: string;
  end_date: string;
  amount_cents: number;
  emergency_name: string;
  emergency_phone: string;
  created_at: number;
  signed_at: number | null;
  signed_name: string | null;
  signature: string | null;
}

/** A line order of the caller with what its contract needs of it. */
export interface LineOrderRow {
  id: number;
  order_no: string;
  site_code: string;
  user_id: number;
  order_status: number;
  refund_status: number;
  product_name: string;
  amount_cents: number;
  quantity: number;
  created_at: number;
}

export type NewContract = Omit<LineContractRow, 'id' | 'signed_at' | 'signed_name' | 'signature'>;

export function lineContractsStore(db: Database.Database) {
  const order = db.prepare(
    `SELECT id, order_no, site_code, user_id, order_status, refund_status, product_name, amount_cents, quantity, created_at
     FROM shop_orders WHERE id = ? AND user_id = ? AND site_code = ? AND order_type = ${LINE_ORDER_TYPE}`,
  );
  const contract = db.prepare('SELECT * FROM line_contracts WHERE order_id = ?');
  const insert = db.prepare(
    `INSERT OR IGNORE INTO line_contracts (contract_no, order_id, user_id, site_code, language, agency_name, agency_license_no,
       agency_phone, traveller_name, traveller_id_sm4, travellers, start_date, end_date, amount_cents, emergency_name, emergency_phone, created_at)
     VALUES (@contract_no, @order_id, @user_id, @site_code, @language, @agency_name, @agency_license_no, @agency_phone, @traveller_name,
       @traveller_id_sm4, @travellers, @start_date, @end_date, @amount_cents, @emergency_name, @emergency_phone, @created_at)`,
  );
  const agency = db.prepare('SELECT name, license_no, phone FROM travel_agencies WHERE site_code = ? ORDER BY sort, id LIMIT 1');
  const traveller = db.prepare('SELECT real_name, id_card_sm4 FROM users WHERE id = ?');
  const site = db.prepare('SELECT site_language FROM sites WHERE site_code = ?');
  const sign = db.prepare(
    `UPDATE line_contracts SET signed_at = @at, signed_name = @name, signature = @signature,
       traveller_name = CASE traveller_name WHEN '' THEN @name ELSE traveller_name END,
       traveller_id_sm4 = CASE traveller_id_sm4 WHEN '' THEN @idSm4 ELSE traveller_id_sm4 END
     WHERE order_id = @orderId AND signed_at IS NULL`,
  );
  return {
    /** The caller's line order on the site; undefined for another user's, another type or an unknown id. */
    lineOrder: (orderId: number, userId: number, siteCode: string) => order.get(orderId, userId, siteCode) as LineOrderRow | undefined,
    contract: (orderId: number) => contract.get(orderId) as LineContractRow | undefined,
    /** Adds the contract unless the order has one already (two first reads at once make one). */
    insert(c: NewContract): void {
      insert.run(c);
    },
    siteAgency: (siteCode: string) => agency.get(siteCode) as { name: string; license_no: string; phone: string } | undefined,
    traveller: (userId: number) => traveller.get(userId) as { real_name: string; id_card_sm4: string } | undefined,
    siteLanguage: (siteCode: string) => (site.get(siteCode) as { site_language: string } | undefined)?.site_language ?? 'CN',
    /** Signs the contract when it is still unsigned; answers whether this call did it. */
    sign: (p: { orderId: number; at: number; name: string; idSm4: string; signature: string }) => sign.run(p).changes === 1,
  };
}

export type LineContractsStore = ReturnType<typeof lineContractsStore>;
