/**
 * Who is calling: the one way every route finds the signed-in user behind a request's `token`
 * (query, or form/JSON body), resolved once per request however many times a handler asks. The
 * other families reach it through the shared request kit (`src/caller.ts`).
 */
import type { FastifyRequest } from 'fastify';
import { input, type AppContext } from '../../context.ts';
import { fail, CODE, type Envelope } from '../../envelope.ts';
import { resolveUser } from './sessions.ts';
import type { UserRow } from './store.ts';
import { TEXTS } from './texts.ts';

const resolved = new WeakMap<FastifyRequest, UserRow | null>();

/** The caller behind the request's `token`, or null (no token, or one that is unknown, expired or revoked). */
export function callerOf(ctx: AppContext, req: FastifyRequest): UserRow | null {
  if (resolved.has(req)) return resolved.get(req) ?? null;
  const user = resolveUser(ctx.db, input(req, 'token'), ctx.clock.now());
  resolved.set(req, user);
  return user;
}

/** The caller's key in the per-user tables (the user's unid), or null when anonymous. */
export function callerKeyOf(ctx: AppContext, req: FastifyRequest): string | null {
  return callerOf(ctx, req)?.unid ?? null;
}

/** The answer to a call that needs a signed-in caller and has none (code 2). */
export function notLoggedIn(): Envelope {
  return fail(CODE.NOT_LOGGED_IN, TEXTS.notLoggedIn);
}
