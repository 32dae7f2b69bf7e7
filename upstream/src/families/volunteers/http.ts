/** Request helpers of the volunteer family's calls. */
import type { FastifyRequest } from 'fastify';
import { input, type AppContext } from '../../context.ts';
import type { Envelope } from '../../envelope.ts';
import { callerOf, notLoggedIn } from '../../caller.ts';
import type { UserRow } from '../accounts/index.ts';

/** The caller, or the answer to send (code 2 without a valid token). */
export function caller(ctx: AppContext, req: FastifyRequest): UserRow | Envelope {
  return callerOf(ctx, req) ?? notLoggedIn();
}

export function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && 'code' in value && 'responseTime' in value;
}

/** A positive integer id parameter, or null. */
export function idParam(req: FastifyRequest, name: string): number | null {
  const raw = input(req, name).trim();
  if (!/^\d{1,12}$/.test(raw)) return null;
  const n = Number(raw);
  return n > 0 ? n : null;
}

/** A JSON body's string or number field as a trimmed string ("" when absent). */
export function jsonField(req: FastifyRequest, name: string): string {
  const body = req.body as Record<string, unknown> | undefined;
  const value = body && typeof body === 'object' ? body[name] : undefined;
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' ? value.trim() : '';
}

export function jsonHas(req: FastifyRequest, name: string): boolean {
  const body = req.body as Record<string, unknown> | undefined;
  return !!body && typeof body === 'object' && body[name] !== undefined && body[name] !== null;
}

/** Comma-separated codes, each one of `allowed`; null when any is not. */
export function codes(value: string, allowed: Record<string, string>): string[] | null {
  const list = value
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
  return list.every((c) => c in allowed) ? [...new Set(list)] : null;
}
