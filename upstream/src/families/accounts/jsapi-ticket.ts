/**
 * The messaging app's jsapi ticket, cached for its lifetime: the real service asks the messaging
 * app for a ticket (valid 7200 s, to be reused until then, as the JS-SDK's rules ask) and signs
 * every page with it. The demo issues numbered tickets (`demo-jsapi-ticket-wenlvyun-0001`, then
 * `-0002` once the first expired) on the upstream's clock, one series per database.
 */
import type Database from 'better-sqlite3';
import { DEMO_WECHAT } from './wechat.ts';

/** How long a jsapi ticket lives, as the messaging app issues them. */
export const JSAPI_TICKET_LIFETIME_MS = 7_200_000;

export interface JsapiTicket {
  ticket: string;
  /** When it stops being valid (epoch ms). */
  expiresAt: number;
}

interface TicketSeries {
  current: JsapiTicket;
  issued: number;
}

const series = new WeakMap<Database.Database, TicketSeries>();

function issue(number: number, now: number): JsapiTicket {
  return { ticket: `${DEMO_WECHAT.jsapiTicketPrefix}${String(number).padStart(4, '0')}`, expiresAt: now + JSAPI_TICKET_LIFETIME_MS };
}

/** The ticket in force at `now`: the cached one until it expires, then a new one. */
export function jsapiTicket(db: Database.Database, now: number): JsapiTicket {
  const cached = series.get(db);
  if (cached && now < cached.current.expiresAt) return cached.current;
  const issued = (cached?.issued ?? 0) + 1;
  const current = issue(issued, now);
  series.set(db, { current, issued });
  return current;
}
