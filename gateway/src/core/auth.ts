import type { GatewayContext } from './context.ts';
import { errorForCode } from './upstream/errors.ts';

/** The UNAUTHENTICATED error the upstream's code 2 maps to (the client then clears its session). */
export function unauthenticated(): Error {
  return errorForCode(2, null);
}

/**
 * The request's session token; UNAUTHENTICATED without one, before any upstream call. What
 * needs it is the user's own: the answer is personal (never served from the response cache).
 */
export function requireToken(ctx: GatewayContext): string {
  if (!ctx.session.token) throw unauthenticated();
  ctx.response.personal();
  return ctx.session.token;
}

/** The request's user (getDsUserInfo, cached per request); UNAUTHENTICATED when anonymous or the token is dead. */
export async function requireViewer(ctx: GatewayContext) {
  requireToken(ctx);
  const me = await ctx.loaders.viewer.me();
  if (!me) throw unauthenticated();
  return me;
}
