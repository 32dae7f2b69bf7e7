import type { GatewayContext } from '../../core/context.ts';
import { text } from '../../core/normalise.ts';

/**
 * An outgoing order link with the viewer's identity, the site id and the return address appended
 * (`identity`, `siteId`, `returnUrl`). `returnPath` is the in-app path to come back to. Null when the
 * link is empty; the identity call failing fails the field alone.
 */
export async function withIdentity(url: string | null, returnPath: string, ctx: GatewayContext): Promise<string | null> {
  if (!url) return null;
  const [identity, site] = await Promise.all([ctx.loaders.appointments.identity(), ctx.loaders.site.site.load(ctx.siteCode)]);
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return null;
  }
  if (identity) target.searchParams.set('identity', identity);
  target.searchParams.set('siteId', text(site.id) ?? ctx.siteCode);
  target.searchParams.set('returnUrl', returnPath);
  return target.toString();
}
