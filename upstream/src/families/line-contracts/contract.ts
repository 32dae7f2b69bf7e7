/**
 * A line order's contract: made from the order (the site's agency as party A, the user's real name
 * and ID number as party B, the line, dates, price, the site's language) and read back as the
 * calls answer it (status, numbered terms, the signing).
 */
import { sm4Decrypt } from '../../crypto/sm4.ts';
import { formatChinaTime } from '../../time.ts';
import { dayString, siteLanguageOf } from '../demo.ts';
import { yuan } from '../shop/index.ts';
import { LINE_ORDER_CLOSED, ORDER_REFUNDED, type LineContractRow, type LineContractsStore, type LineOrderRow } from './store.ts';
import { DEMO_WORDS, TERMS } from './texts.ts';

/** A contract's status in the calls' answers: 0 unsigned, 1 signed, 2 void. */
export const CONTRACT_STATUS = { UNSIGNED: 0, SIGNED: 1, VOID: 2 } as const;

/** Days from the order to the tour's first day, and the tour's length in days. */
const DAYS_TO_DEPARTURE = 10;
const TOUR_DAYS = 3;

/** Void when its order closed or was refunded; else signed or not. */
export function contractStatus(c: LineContractRow, o: LineOrderRow): number {
  if (o.order_status === LINE_ORDER_CLOSED || o.refund_status === ORDER_REFUNDED) return CONTRACT_STATUS.VOID;
  return c.signed_at === null ? CONTRACT_STATUS.UNSIGNED : CONTRACT_STATUS.SIGNED;
}

/** The contract of a line order, made now when it has none. */
export function contractOf(store: LineContractsStore, o: LineOrderRow, nowMs: number): LineContractRow {
  const had = store.contract(o.id);
  if (had) return had;
  const language = siteLanguageOf(store.siteLanguage(o.site_code));
  const words = DEMO_WORDS[language];
  const agency = store.siteAgency(o.site_code);
  const traveller = store.traveller(o.user_id);
  const name = traveller?.real_name ?? '';
  store.insert({
    contract_no: `HT${o.order_no.replace(/\D/g, '')}`,
    order_id: o.id,
    user_id: o.user_id,
    site_code: o.site_code,
    language,
    agency_name: agency?.name ?? words.agency.name,
    agency_license_no: agency?.license_no ?? words.agency.licenseNo,
    agency_phone: agency?.phone ?? words.agency.phone,
    traveller_name: name,
    traveller_id_sm4: traveller?.id_card_sm4 ?? '',
    travellers: JSON.stringify(name ? [name] : []),
    start_date: dayString(o.created_at, DAYS_TO_DEPARTURE),
    end_date: dayString(o.created_at, DAYS_TO_DEPARTURE + TOUR_DAYS - 1),
    amount_cents: o.amount_cents,
    emergency_name: '',
    emergency_phone: '',
    created_at: nowMs,
  });
  return store.contract(o.id) as LineContractRow;
}

/** The traveller's ID number as shown: its first 3 and last 4 characters. */
export function maskIdNumber(idNumber: string): string {
  return idNumber.length < 8 ? '' : `${idNumber.slice(0, 3)}${'*'.repeat(idNumber.length - 7)}${idNumber.slice(-4)}`;
}

/** The traveller's ID number in plain ('' when the contract has none). */
export const travellerIdNumber = (c: LineContractRow): string => (c.traveller_id_sm4 ? (sm4Decrypt(c.traveller_id_sm4) ?? '') : '');

export function contractPayload(c: LineContractRow, o: LineOrderRow) {
  const terms = TERMS[siteLanguageOf(c.language)];
  return {
    orderId: String(o.id),
    orderNo: o.order_no,
    contractNo: c.contract_no,
    status: contractStatus(c, o),
    agencyName: c.agency_name,
    agencyLicenseNo: c.agency_license_no,
    agencyPhone: c.agency_phone,
    travellerName: c.traveller_name,
    travellerIdNumber: maskIdNumber(travellerIdNumber(c)),
    lineName: o.product_name,
    startDate: c.start_date,
    endDate: c.end_date,
    travellers: JSON.parse(c.travellers) as string[],
    amount: yuan(c.amount_cents),
    terms: terms.map((t, i) => ({ no: i + 1, title: t.title, text: t.text })),
    emergencyName: c.emergency_name,
    emergencyPhone: c.emergency_phone,
    createTime: formatChinaTime(c.created_at),
    signTime: c.signed_at === null ? '' : formatChinaTime(c.signed_at),
    signedName: c.signed_name ?? '',
    signatureUrl: c.signature ?? '',
  };
}
