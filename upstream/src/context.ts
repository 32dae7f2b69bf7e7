/** What every route module gets: the database, the public base URL, dev-channel state. */
import type Database from 'better-sqlite3';
import type { FastifyRequest } from 'fastify';
import type { CallLog, FaultStore } from './faults.ts';

export interface SiteRow {
  id: number;
  site_code: string;
  name: string;
  english: string;
  region: string;
  site_language: string;
  site_version: string;
  use_new_menu: number;
  suspended: number;
  beta_status: number;
  introduce: string;
  shop_url: string;
  h5_domain: string;
  /** 1: the app opens its debugging console (siteInfos.vConsole). */
  v_console: number;
  /** The in-app address a visitor's first visit opens instead of the home ('' for the home). */
  first_page: string;
}

/** The upstream's clock: real time plus an offset the dev channel can move (tokens, SMS codes, comments). */
export class Clock {
  offsetMs = 0;
  constructor(private readonly base: () => number = Date.now) {}
  now(): number {
    return this.base() + this.offsetMs;
  }
}

export interface AppContext {
  db: Database.Database;
  clock: Clock;
  /** Print each SMS code to the console as `[sms] <phone> ← <code>`. */
  smsLog: boolean;
  /** Absolute base URL for files in payloads; set once the port is known. */
  publicUrl: { value: string };
  /** Where uploaded files are stored (families/uploads): under the data folder, or a temp folder. */
  filesDir: string;
  faults: FaultStore;
  calls: CallLog;
  /** The key payment notifications are signed with (UPSTREAM_PAY_NOTIFY_KEY; default: the payments family's demo key). */
  payNotifyKey?: string;
  /**
   * Where new messages are pushed and the key they are signed with (families/messages); the
   * address may be set after start (`RunningUpstream.setMessagePushUrl`). Empty: not pushed yet.
   */
  messagePush?: { url: string; key: string };
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's site, resolved by the site guard (null outside API routes). */
    site: SiteRow | null;
  }
}

type Query = Record<string, string | string[] | undefined>;

/** A query parameter as one string ("" when absent; first value when repeated). */
export function param(req: FastifyRequest, name: string): string {
  const value = (req.query as Query | undefined)?.[name];
  if (Array.isArray(value)) return value[0] ?? '';
  return value ?? '';
}

/** True when the request body was sent as JSON. */
export function isJsonBody(req: FastifyRequest): boolean {
  return String(req.headers['content-type'] ?? '')
    .toLowerCase()
    .startsWith('application/json');
}

/**
 * A parameter of a form-encoded call: the query, then the body only when it is form-encoded
 * (a JSON body is not read, as the real backend's form binding would not read it).
 */
export function formInput(req: FastifyRequest, name: string): string {
  if (isJsonBody(req)) return param(req, name);
  return input(req, name);
}

/** A parameter from the query or, for form POSTs, from the body. */
export function input(req: FastifyRequest, name: string): string {
  const fromQuery = param(req, name);
  if (fromQuery !== '') return fromQuery;
  const body = req.body as Record<string, unknown> | undefined;
  const value = body && typeof body === 'object' ? body[name] : undefined;
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

export interface Paging {
  currPage: number;
  pageSize: number;
  offset: number;
}

export function paging(req: FastifyRequest, sizeName = 'pageSize', pageName = 'currPage'): Paging {
  const rawPage = Number.parseInt(input(req, pageName) || input(req, 'pageNum'), 10);
  const rawSize = Number.parseInt(input(req, sizeName), 10);
  const currPage = Number.isFinite(rawPage) && rawPage >= 1 ? rawPage : 1;
  const pageSize = Number.isFinite(rawSize) && rawSize >= 1 ? Math.min(rawSize, 50) : 10;
  return { currPage, pageSize, offset: (currPage - 1) * pageSize };
}

export function requireSite(req: FastifyRequest): SiteRow {
  if (!req.site) throw new Error('site guard did not run');
  return req.site;
}

/** null or "" for an absent optional value, alternating by id the way the real backend mixes them. */
export function absent(id: number): null | '' {
  return id % 2 === 0 ? null : '';
}
