/** Reading the itineraries' inputs: the JSON body, integers and id lists as the client may send them. */
import type { FastifyRequest } from 'fastify';
import { isJsonBody } from '../../context.ts';

export function body(req: FastifyRequest): Record<string, unknown> {
  return isJsonBody(req) && req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {};
}

export function intOf(value: unknown): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^-?\d{1,12}$/.test(value.trim()) ? Number(value.trim()) : NaN;
  return Number.isSafeInteger(n) ? n : null;
}

export function idsOf(value: unknown): number[] {
  const parts = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  return parts.map(intOf).filter((n): n is number => n !== null && n > 0);
}
